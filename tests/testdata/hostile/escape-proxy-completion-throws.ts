// expect: invalid-output
return new Proxy({}, { ownKeys() { throw new Error('trap'); } });
