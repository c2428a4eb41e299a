// ES2024/2025 statics goja lacks (the Set methods are in sets.js).
(function (g, host, IteratorPrototype, orig) {
  "use strict";
  const def = (o, name, fn) => {
    Object.defineProperty(o, name, { value: fn, writable: true, configurable: true, enumerable: false });
  };
  const requireCallable = (f, what) => {
    if (typeof f !== "function") throw new TypeError(what + " is not a function");
  };
  const toKey = (k) => (typeof k === "symbol" ? k : String(k));

  def(Object, "groupBy", function groupBy(items, callback) {
    requireCallable(callback, "callback");
    const out = Object.create(null);
    let i = 0;
    for (const v of items) {
      const k = toKey(callback(v, i++));
      if (Object.prototype.hasOwnProperty.call(out, k)) out[k].push(v);
      else out[k] = [v];
    }
    return out;
  });
  def(Map, "groupBy", function groupBy(items, callback) {
    requireCallable(callback, "callback");
    const out = new Map();
    let i = 0;
    for (const v of items) {
      let k = callback(v, i++);
      if (k === 0) k = 0; // normalise -0
      const a = out.get(k);
      if (a) a.push(v);
      else out.set(k, [v]);
    }
    return out;
  });
  def(Promise, "withResolvers", function withResolvers() {
    let resolve, reject;
    const promise = new this((res, rej) => { resolve = res; reject = rej; });
    return { promise, resolve, reject };
  });
  def(Promise, "try", function (fn, ...args) {
    return new this((resolve) => resolve(fn(...args)));
  });
  def(Array, "fromAsync", async function fromAsync(items, mapFn, thisArg) {
    if (mapFn !== undefined) requireCallable(mapFn, "Array.fromAsync: mapper");
    if (items == null) throw new TypeError("Array.fromAsync requires an iterable or array-like object");
    const C = typeof this === "function" ? this : Array;
    const out = C === Array ? [] : new C();
    let i = 0;
    const push = async (v) => {
      v = await v;
      if (mapFn !== undefined) v = await mapFn.call(thisArg, v, i);
      out[i++] = v;
    };
    if (items[Symbol.asyncIterator] != null) {
      const it = items[Symbol.asyncIterator]();
      for (;;) {
        const r = await it.next();
        if (r === null || typeof r !== "object") throw new TypeError("iterator result is not an object");
        if (r.done) break;
        try { await push(r.value); } catch (e) { if (it.return) await it.return(); throw e; }
      }
    } else if (items[Symbol.iterator] != null) {
      for (const v of items) await push(v);
    } else {
      const o = Object(items);
      const n = Math.min(Math.max(Math.trunc(Number(o.length)) || 0, 0), Number.MAX_SAFE_INTEGER);
      for (let k = 0; k < n; k++) await push(o[k]);
    }
    out.length = i;
    return out;
  });
})
