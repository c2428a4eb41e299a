// expect: exception boom
async function a() { await null; throw new Error('boom'); }
async function b() { return await a(); }
return await b();
