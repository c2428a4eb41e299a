// expect: timeout|worker-exit
// isolation: process
return String(2n ** (2n ** 40n)).length;
