// expect: worker-exit new ArrayBuffer
return new ArrayBuffer(8e9).byteLength;
