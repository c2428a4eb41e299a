// expect: exception Maximum BigInt size exceeded
// An object operand converts (once) to a BigInt before the check.
const o = { valueOf() { return 2n; } };
return (o as any) ** 4000000000n;
