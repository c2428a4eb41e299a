// expect: timeout|exception
// stuck in Go code: once interrupted, goja unwinds the nested async calls
// for seconds (40 s under the race detector); the backstop answers at the
// budget.
async function f(): Promise<number> { return f(); }
return await f();
