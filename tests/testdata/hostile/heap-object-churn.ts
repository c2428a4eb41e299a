// expect: worker-exit|timeout
// Many small objects kept alive.
const keep: any[] = [];
for (let i = 0; ; i++) keep.push({ i, s: 'v' + i, a: [i, i, i] });
