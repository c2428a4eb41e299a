// expect: worker-exit Array.prototype.join
return Array(2 ** 20).join('x'.repeat(2 ** 12)).length;
