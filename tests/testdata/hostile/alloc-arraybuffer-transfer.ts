// expect: worker-exit ArrayBuffer.prototype.transfer
// transfer(newLength) allocates the new length: the guard sizes it first,
// as it does for new ArrayBuffer.
return new ArrayBuffer(8).transfer(2 ** 40).byteLength;
