// expect: worker-exit nothing can settle
// Nothing can settle the promise: the run ends at once, as a Node worker would.
await new Promise(() => {});
