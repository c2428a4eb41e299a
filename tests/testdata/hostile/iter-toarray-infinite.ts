// expect: timeout|worker-exit
// Iterator helpers over an endless iterator: toArray never sees done. Each
// step is program work (langlib's helpers are JavaScript), so the run ends
// on the compute budget, or on the memory stop as the array grows.
let i = 0;
const naturals = Iterator.from({ next: () => ({ done: false, value: i++ }) });
return naturals.map((x) => x * 2).filter((x) => x % 3 !== 0).toArray().length;
