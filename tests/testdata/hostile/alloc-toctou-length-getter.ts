// expect: ok -1
// A length that changes between reads: the JavaScript algorithm the guard
// runs for such receivers reads it once, as ECMA-262 says, so the second
// (huge) answer is never seen, and every step is interruptible anyway.
let n = 0;
const o = { get length() { return n++ ? 2 ** 32 - 1 : 1; } };
return Array.prototype.indexOf.call(o as any, 1);
