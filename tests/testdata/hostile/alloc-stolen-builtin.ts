// expect: worker-exit String.prototype.repeat
const r = String.prototype.repeat;
delete (String.prototype as any).repeat;
return r.call('x', 2 ** 40);
