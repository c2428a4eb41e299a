// expect: timeout|worker-exit
// windows(2 ** 32 - 1) buffers up to four billion values before its first
// window; the buffer is a JavaScript array filled one step at a time, so
// the run ends on the compute budget or the memory stop.
let i = 0;
const naturals = Iterator.from({ next: () => ({ done: false, value: i++ }) });
return naturals.windows(2 ** 32 - 1).next().done;
