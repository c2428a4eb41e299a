// expect: timeout compute budget
const f = () => queueMicrotask(f);
f();
await new Promise(() => {});
