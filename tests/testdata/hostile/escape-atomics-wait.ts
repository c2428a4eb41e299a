// expect: exception Cannot read properties of undefined (reading 'wait')
return (globalThis as any).Atomics.wait(new Int32Array(4), 0, 0);
