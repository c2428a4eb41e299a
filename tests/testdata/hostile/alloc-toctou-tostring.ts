// expect: ok "ababab"
let n = 0;
const o = { toString() { return n++ ? 'x'.repeat(2 ** 28) : 'ab'; } };
return String.prototype.repeat.call(o, 3);
