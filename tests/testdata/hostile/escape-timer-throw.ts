// expect: worker-exit worker error
setTimeout(() => { throw new Error('late'); }, 1);
await new Promise((r) => setTimeout(r, 50));
return 1;
