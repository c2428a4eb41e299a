// expect: exception
const e = new Error('boom');
Object.defineProperty(e, 'stack', { get() { throw 1; } });
throw e;
