// expect: worker-exit memory budget exceeded
const v = 'v'.repeat(1e4);
const m = new Map<number, string>();
for (let i = 0; ; i++) m.set(i, v + i);
