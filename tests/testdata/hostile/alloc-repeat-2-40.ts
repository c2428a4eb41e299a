// expect: worker-exit String.prototype.repeat
return 'x'.repeat(2 ** 40).length;
