// Map.prototype.getOrInsert / getOrInsertComputed and the WeakMap ones
// (ES2026, upsert), through goja's own has/get/set captured before the
// program could replace them (orig).
(function (g, host, IP, orig) {
  "use strict";
  const apply = orig["Reflect.apply"];
  const defineProperty = orig["Object.defineProperty"];
  const keyFor = orig["Symbol.keyFor"];
  const def = (o, name, fn) => defineProperty(o, name, { value: fn, writable: true, enumerable: false, configurable: true });
  const canonical = (k) => (k === 0 ? 0 : k); // -0 is +0

  const ctors = ["Map", "WeakMap"];
  for (let i = 0; i < ctors.length; i++) { // no for-of: the program may have replaced array iteration
    const C = ctors[i];
    const proto = orig[C + ".prototype"];
    const has = orig[C + ".prototype.has"], get = orig[C + ".prototype.get"], set = orig[C + ".prototype.set"];
    if (proto === undefined || has === undefined) continue;
    // CanBeHeldWeakly: an object, or a symbol not in the global registry.
    const check = C === "WeakMap"
      ? (key) => {
        const t = typeof key;
        if (!(key !== null && (t === "object" || t === "function")) && !(t === "symbol" && keyFor(key) === undefined)) {
          throw new TypeError("WeakMap key must be an object or a non-registered symbol");
        }
      }
      : () => {};
    const methods = {
      getOrInsert(key, value) {
        apply(has, this, [undefined]); // RequireInternalSlot: a TypeError for anything else
        check(key);
        key = canonical(key);
        if (apply(has, this, [key])) return apply(get, this, [key]);
        apply(set, this, [key, value]);
        return value;
      },
      getOrInsertComputed(key, callbackfn) {
        apply(has, this, [undefined]);
        if (typeof callbackfn !== "function") throw new TypeError(C + ".prototype.getOrInsertComputed: callback is not a function");
        check(key);
        key = canonical(key);
        if (apply(has, this, [key])) return apply(get, this, [key]);
        const value = apply(callbackfn, undefined, [key]);
        apply(set, this, [key, value]);
        return value;
      },
    };
    def(proto, "getOrInsert", methods.getOrInsert);
    def(proto, "getOrInsertComputed", methods.getOrInsertComputed);
  }
})
