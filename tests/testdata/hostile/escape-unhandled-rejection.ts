// expect: worker-exit worker error
Promise.reject(new Error('dropped'));
await new Promise((r) => setTimeout(r, 20));
return 1;
