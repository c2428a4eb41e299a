// expect: exception Maximum BigInt size exceeded
// Repeated squaring doubles the size each step; the step past the limit throws.
let x = 3n;
for (;;) x = x * x;
