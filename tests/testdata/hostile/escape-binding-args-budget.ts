// expect: worker-exit memory budget exceeded
const s = 'x'.repeat(2 ** 25);
return await tools.echo([s, s]);
