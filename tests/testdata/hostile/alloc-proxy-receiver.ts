// expect: timeout Array.prototype.indexOf
// A Proxy hides its length from the guard, so indexOf runs its ECMA-262
// algorithm in JavaScript, one interruptible step per element, until the
// compute budget is gone.
const p = new Proxy([] as any[], {});
p.length = 2 ** 32 - 1;
return p.indexOf(1);
