// expect: timeout|exception
// goja counts getter frames slowly (quadratic): the compute budget may end it first.
// stuck in Go code: once interrupted, goja unwinds the getter frames for
// about 15 s; the backstop answers at the budget.
const o = { get x(): any { return this.x; } };
return o.x;
