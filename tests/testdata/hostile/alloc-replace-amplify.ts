// expect: worker-exit RegExp.prototype[Symbol.replace]
const s = 'x'.repeat(1e5);
return s.replace(/x/g, 'y'.repeat(1e5)).length;
