// expect: worker-exit|timeout
// Strings doubling to 2^27 characters, all kept. Near the memory budget the
// collector can spend the compute budget before the heap check fires (seen
// on loaded machines), so either ending is right: the run ends within its
// budgets and the canary after it proves the host healthy.
let s = 'x';
const keep = [];
for (;;) { s = s + s; keep.push(s); if (s.length > 2 ** 27) s = 'y'; }
