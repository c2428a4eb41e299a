// expect: worker-exit memory budget exceeded
// isolation: process
// An 8 GiB BigInt in one step: fatal to an unguarded Go host, fatal only to
// the worker under process isolation.
return String(1n << (2n ** 36n)).length;
