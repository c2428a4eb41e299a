// expect: timeout Array.prototype.indexOf
return Array.prototype.indexOf.call({ length: 2 ** 32 - 1 } as any, 1);
