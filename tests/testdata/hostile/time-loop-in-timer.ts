// expect: timeout compute budget
setTimeout(() => { for (;;) {} }, 1);
await new Promise(() => {});
