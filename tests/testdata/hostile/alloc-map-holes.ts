// expect: worker-exit Array.prototype.map
return Array(2 ** 30).map(() => 1).length;
