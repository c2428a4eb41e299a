// expect: worker-exit JSON.stringify
const s = 'x'.repeat(2 ** 24);
return JSON.stringify(new Array(64).fill(s)).length;
