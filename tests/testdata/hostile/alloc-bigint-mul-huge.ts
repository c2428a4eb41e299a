// expect: exception Maximum BigInt size exceeded
// Two operands just under the limit: their product is over it.
const x = (1n << 200000n) - 1n;
return (x * x).toString().length;
