// expect: timeout|worker-exit
const loop = (): Promise<void> => Promise.resolve().then(loop);
loop();
await new Promise(() => {});
