// ES2025/2026 statics goja lacks: Math.sumPrecise, Error.isError.
(function (g, host, IP, orig) {
  "use strict";
  // goja's own, recorded before the program could replace it.
  const defineProperty = orig["Object.defineProperty"];
  const def = (o, name, fn) => {
    defineProperty(o, name, { value: fn, writable: true, configurable: true, enumerable: false });
  };

  // Math.sumPrecise(items): the exactly rounded sum of an iterable of
  // Numbers (host.sumExact adds them without intermediate rounding).
  def(Math, "sumPrecise", {
    sumPrecise(items) {
      if (items === null || (typeof items !== "object" && typeof items !== "function")) throw new TypeError("Math.sumPrecise: the argument must be an iterable of numbers");
      const it = items[Symbol.iterator]();
      const next = it.next;
      const finite = [];
      let posInf = false, negInf = false, nan = false, allNegZero = true;
      for (;;) {
        const r = next.call(it);
        if (r === null || (typeof r !== "object" && typeof r !== "function")) throw new TypeError("iterator result is not an object");
        if (r.done) break;
        const v = r.value;
        if (typeof v !== "number") {
          const ret = it.return;
          if (ret !== undefined && ret !== null) ret.call(it);
          throw new TypeError("Math.sumPrecise: " + typeof v + " is not a number");
        }
        if (v !== v) nan = true;
        else if (v === Infinity) posInf = true;
        else if (v === -Infinity) negInf = true;
        else {
          if (!(v === 0 && 1 / v < 0)) allNegZero = false;
          if (v !== 0) finite.push(v);
        }
      }
      if (nan || (posInf && negInf)) return NaN;
      if (posInf) return Infinity;
      if (negInf) return -Infinity;
      if (allNegZero) return -0;
      return host.sumExact(finite);
    },
  }.sumPrecise);

  // Error.isError(v): whether v is an Error instance (has [[ErrorData]]),
  // whatever its prototype.
  def(Error, "isError", {
    isError(v) {
      return host.isError(v);
    },
  }.isError);
})
