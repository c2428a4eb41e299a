// expect: exception Cannot read property 'wait'
return (globalThis as any).Atomics.wait(new Int32Array(4), 0, 0);
