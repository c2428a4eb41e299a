// expect: worker-exit String.prototype.concat
const s = 'x'.repeat(2 ** 24);
return s.concat(s, s, s, s, s, s, s).length;
