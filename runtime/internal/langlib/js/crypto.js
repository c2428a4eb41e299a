// crypto.randomUUID and crypto.getRandomValues (Web Crypto, no subtle).
(function (g, host, IP, orig) {
  "use strict";
  // goja's own, recorded before the program could replace it.
  const defineProperty = orig["Object.defineProperty"];
  const ints = ["Int8Array", "Uint8Array", "Uint8ClampedArray", "Int16Array", "Uint16Array", "Int32Array", "Uint32Array", "BigInt64Array", "BigUint64Array"];
  const hex = [];
  for (let i = 0; i < 256; i++) hex[i] = (i + 0x100).toString(16).slice(1); // no push: the program may have replaced it
  class Crypto {
    getRandomValues(array) {
      const t = Object.prototype.toString.call(array).slice(8, -1);
      if (!ArrayBuffer.isView(array) || !ints.includes(t)) {
        throw new g.DOMException("The data argument must be an integer-type TypedArray", "TypeMismatchError");
      }
      if (array.byteLength > 65536) {
        throw new g.DOMException("The ArrayBufferView's byte length (" + array.byteLength + ") exceeds the number of bytes of entropy available via this API (65536)", "QuotaExceededError");
      }
      const src = new Uint8Array(host.random(array.byteLength));
      new Uint8Array(array.buffer, array.byteOffset, array.byteLength).set(src);
      return array;
    }
    randomUUID() {
      const b = new Uint8Array(host.random(16));
      b[6] = (b[6] & 0x0f) | 0x40;
      b[8] = (b[8] & 0x3f) | 0x80;
      let s = "";
      for (let i = 0; i < 16; i++) {
        if (i === 4 || i === 6 || i === 8 || i === 10) s += "-";
        s += hex[b[i]];
      }
      return s;
    }
    get [Symbol.toStringTag]() { return "Crypto"; }
  }
  defineProperty(g, "crypto", { value: new Crypto(), writable: true, configurable: true, enumerable: false });
})
