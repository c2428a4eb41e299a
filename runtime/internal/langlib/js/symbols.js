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
(function (g, host, IP, orig) {
  "use strict";
  // goja's own, recorded before the program could replace it.
  const defineProperty = orig["Object.defineProperty"];
  const names = ["asyncIterator", "dispose", "asyncDispose", "metadata"];
  for (let i = 0; i < names.length; i++) { // no forEach: the program may have replaced it
    const name = names[i];
    if (typeof Symbol[name] !== "symbol") {
      defineProperty(Symbol, name, { value: Symbol("Symbol." + name), writable: false, enumerable: false, configurable: false });
    }
  }
  const apply = Reflect.apply;
  if (!Object.prototype.hasOwnProperty.call(IP, Symbol.dispose)) {
    defineProperty(IP, Symbol.dispose, {
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
