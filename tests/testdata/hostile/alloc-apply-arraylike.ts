// expect: worker-exit Function.prototype.apply
return Math.max.apply(null, { length: 2 ** 32 - 1 } as any);
