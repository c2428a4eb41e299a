// expect: exception Maximum BigInt size exceeded
// Issue #16: ran 17 s and grew the heap by 4.7 GB past a 5 s budget.
return 1n << 40000000000n;
