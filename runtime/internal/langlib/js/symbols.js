// Well-known symbols goja lacks: Symbol.asyncIterator (esbuild's lowered
// async generators and for-await loops look it up by name, falling back to
// Symbol.for("Symbol.asyncIterator") when absent), and Symbol.dispose,
// Symbol.asyncDispose and Symbol.metadata, which esbuild's lowered `using`
// declarations and decorators read. Defining them before the program runs
// keeps the program and the lowered helpers on one symbol each.
(function (g) {
  "use strict";
  ["asyncIterator", "dispose", "asyncDispose", "metadata"].forEach(function (name) {
    if (typeof Symbol[name] !== "symbol") {
      Object.defineProperty(Symbol, name, { value: Symbol("Symbol." + name), writable: false, enumerable: false, configurable: false });
    }
  });
})
