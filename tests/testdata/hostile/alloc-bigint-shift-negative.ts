// expect: exception Maximum BigInt size exceeded
// A right shift by a negative count is a left shift.
return (1n >> -40000000000n).toString().length;
