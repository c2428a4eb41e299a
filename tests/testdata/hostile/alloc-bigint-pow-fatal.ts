// expect: exception Maximum BigInt size exceeded
// Issue #16: ended the host with a Go fatal error.
return 2n ** 4000000000n;
