// expect: timeout|worker-exit
// Set.prototype.union with a set-like whose keys() never ends: the result
// set grows one interruptible step at a time.
let i = 0;
const setLike = { size: 1, has: () => false, keys: () => ({ next: () => ({ done: false, value: i++ }) }) };
return new Set([1]).union(setLike).size;
