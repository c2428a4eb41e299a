// expect: timeout
// drop(Infinity) skips forever: the helper's first next() never returns,
// and must end on the compute budget, not hang.
let i = 0;
const naturals = Iterator.from({ next: () => ({ done: false, value: i++ }) });
return naturals.drop(Infinity).next();
