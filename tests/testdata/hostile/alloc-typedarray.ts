// expect: worker-exit new Float64Array
return new Float64Array(2 ** 31).length;
