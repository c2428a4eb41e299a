// expect: timeout Array.prototype.values
return [...Array(2 ** 32 - 1)].length;
