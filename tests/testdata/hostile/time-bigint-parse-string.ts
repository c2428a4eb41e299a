// expect: exception Maximum BigInt size exceeded
// math/big parses decimal text in quadratic time, in one step (a million
// digits took 12 s unguarded).
return BigInt("9".repeat(1e6)).toString().length;
