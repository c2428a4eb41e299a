// expect: worker-exit Array.prototype.sort
return Array.prototype.sort.call({ length: 2 ** 32 - 1 } as any);
