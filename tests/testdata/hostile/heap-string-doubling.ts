// expect: worker-exit memory budget exceeded
let s = 'x';
const keep = [];
for (;;) { s = s + s; keep.push(s); if (s.length > 2 ** 27) s = 'y'; }
