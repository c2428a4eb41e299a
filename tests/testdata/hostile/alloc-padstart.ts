// expect: worker-exit String.prototype.padStart
return 'x'.padStart(2 ** 31, 'yz').length;
