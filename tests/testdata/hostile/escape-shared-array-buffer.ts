// expect: exception SharedArrayBuffer
return new SharedArrayBuffer(8).byteLength;
