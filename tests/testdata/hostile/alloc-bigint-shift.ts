// expect: exception Maximum BigInt size exceeded
// An 8 GiB BigInt in one step: refused before math/big allocates (it once
// ended an unguarded Go host with a fatal out-of-memory error).
return String(1n << (2n ** 36n)).length;
