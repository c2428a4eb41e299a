// expect: timeout compute budget
setInterval(() => { const t = Date.now(); while (Date.now() - t < 50) {} }, 1);
await new Promise(() => {});
