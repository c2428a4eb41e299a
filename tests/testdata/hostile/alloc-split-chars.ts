// expect: worker-exit String.prototype.split
return 'x'.repeat(2 ** 24).split('').length;
