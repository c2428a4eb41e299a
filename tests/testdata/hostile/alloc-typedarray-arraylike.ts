// expect: worker-exit new Uint8Array
return new Uint8Array({ length: 2 ** 34 }).length;
