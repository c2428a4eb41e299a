// expect: exception TypeError
let n = 0;
const o = { get length() { return n++ ? 2 ** 32 - 1 : 1; } };
return Array.prototype.indexOf.call(o as any, 1);
