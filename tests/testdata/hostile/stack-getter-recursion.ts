// expect: timeout|exception
// goja counts getter frames slowly (quadratic): the compute budget may end it first.
const o = { get x(): any { return this.x; } };
return o.x;
