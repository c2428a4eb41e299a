// Symbol.asyncIterator, which goja lacks. esbuild's lowered async
// generators and for-await loops look it up by name (falling back to
// Symbol.for("Symbol.asyncIterator") when absent), so defining it before
// the program runs keeps both sides on one symbol.
(function (g) {
  "use strict";
  Object.defineProperty(Symbol, "asyncIterator", { value: Symbol("Symbol.asyncIterator"), writable: false, enumerable: false, configurable: false });
})
