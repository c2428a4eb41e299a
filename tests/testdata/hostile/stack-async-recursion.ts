// expect: timeout|exception
async function f(): Promise<number> { return f(); }
return await f();
