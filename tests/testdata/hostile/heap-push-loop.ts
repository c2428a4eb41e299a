// expect: worker-exit memory budget exceeded
// Growth spread over many bytecodes: no builtin call is past a guard.
const big = 'x'.repeat(1e5);
const keep: string[] = [];
for (let i = 0; ; i++) keep.push(big + i);
