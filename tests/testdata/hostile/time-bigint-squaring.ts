// expect: timeout|worker-exit
// isolation: process
let x = 3n;
for (;;) x = x * x;
