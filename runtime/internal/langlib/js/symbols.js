// Well-known symbols goja lacks: Symbol.asyncIterator (esbuild's lowered
// async generators and for-await loops look it up by name, falling back to
// Symbol.for("Symbol.asyncIterator") when absent), and Symbol.dispose,
// Symbol.asyncDispose and Symbol.metadata, which esbuild's lowered `using`
// declarations and decorators read. Defining them before the program runs
// keeps the program and the lowered helpers on one symbol each.
//
// %Iterator.prototype%[Symbol.dispose] (explicit resource management) is
// defined here, with the symbol: a program reaches it only through
// Symbol.dispose.
(function (g, host, IP) {
  "use strict";
  ["asyncIterator", "dispose", "asyncDispose", "metadata"].forEach(function (name) {
    if (typeof Symbol[name] !== "symbol") {
      Object.defineProperty(Symbol, name, { value: Symbol("Symbol." + name), writable: false, enumerable: false, configurable: false });
    }
  });
  const apply = Reflect.apply;
  if (!Object.prototype.hasOwnProperty.call(IP, Symbol.dispose)) {
    Object.defineProperty(IP, Symbol.dispose, {
      value: {
        [Symbol.dispose]() {
          const ret = this.return;
          if (ret !== undefined && ret !== null) {
            if (typeof ret !== "function") throw new TypeError("iterator's return is not a function");
            apply(ret, this, []);
          }
          return undefined;
        },
      }[Symbol.dispose],
      writable: true, enumerable: false, configurable: true,
    });
  }
})
