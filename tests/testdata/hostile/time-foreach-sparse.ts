// expect: timeout Array.prototype.forEach
const a: number[] = [];
a.length = 2 ** 32 - 1;
a.forEach(() => {});
return 1;
