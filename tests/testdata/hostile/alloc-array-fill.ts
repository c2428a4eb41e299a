// expect: worker-exit Array.prototype.fill
return new Array(1e9).fill(0).length;
