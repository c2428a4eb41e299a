// ES2024/2025 statics goja lacks (the Set methods are in sets.js).
(function (g, host, IteratorPrototype, orig) {
  "use strict";
  // goja's own, recorded before the program could replace it.
  const defineProperty = orig["Object.defineProperty"];
  const def = (o, name, fn) => {
    defineProperty(o, name, { value: fn, writable: true, configurable: true, enumerable: false });
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
  // NewPromiseCapability(C).
  const apply = Reflect.apply;
  const isObject = (o) => o !== null && (typeof o === "object" || typeof o === "function");
  const capability = (C) => {
    if (typeof C !== "function") throw new TypeError("Promise capability: " + (typeof C === "symbol" ? "symbol" : String(C)) + " is not a constructor");
    let resolve, reject;
    const promise = new C((res, rej) => {
      if (resolve !== undefined || reject !== undefined) throw new TypeError("Promise executor called twice");
      resolve = res;
      reject = rej;
    });
    if (typeof resolve !== "function" || typeof reject !== "function") throw new TypeError("Promise executor did not receive functions");
    return { promise, resolve, reject };
  };
  const statics = {
    withResolvers() {
      const c = capability(this);
      return { promise: c.promise, resolve: c.resolve, reject: c.reject };
    },
    try(callbackfn, ...args) {
      if (!isObject(this)) throw new TypeError("Promise.try called on a non-object");
      const c = capability(this);
      let ok = true, v;
      try {
        v = apply(callbackfn, undefined, args);
      } catch (e) {
        ok = false;
        v = e;
      }
      apply(ok ? c.resolve : c.reject, undefined, [v]);
      return c.promise;
    },
    allKeyed(promises) {
      return keyed(this, promises, false);
    },
    allSettledKeyed(promises) {
      return keyed(this, promises, true);
    },
  };
  // Promise.allKeyed / allSettledKeyed (await-dictionary): like all and
  // allSettled over the enumerable own properties of an object, resolving
  // to a null-prototype object with the same keys.
  const keyed = (C, promises, settled) => {
    const c = capability(C);
    let promiseResolve;
    try {
      promiseResolve = C.resolve;
      if (typeof promiseResolve !== "function") throw new TypeError("the constructor's resolve is not a function");
    } catch (e) {
      apply(c.reject, undefined, [e]);
      return c.promise;
    }
    if (!isObject(promises)) {
      apply(c.reject, undefined, [new TypeError("Promise." + (settled ? "allSettledKeyed" : "allKeyed") + ": the argument must be an object")]);
      return c.promise;
    }
    try {
      const keys = [], values = [];
      let remaining = 1;
      const finish = () => {
        const obj = Object.create(null);
        for (let i = 0; i < keys.length; i++) defineProperty(obj, keys[i], { value: values[i], writable: true, enumerable: true, configurable: true });
        return obj;
      };
      for (const key of Reflect.ownKeys(promises)) {
        const desc = Reflect.getOwnPropertyDescriptor(promises, key);
        if (desc === undefined || !desc.enumerable) continue;
        const value = promises[key];
        const index = keys.length;
        keys[index] = key;
        values[index] = undefined;
        const next = apply(promiseResolve, C, [value]);
        let called = false;
        const settle = (v) => {
          if (called) return undefined;
          called = true;
          values[index] = v;
          if (--remaining === 0) return apply(c.resolve, undefined, [finish()]);
          return undefined;
        };
        const onFulfilled = settled ? (x) => settle({ status: "fulfilled", value: x }) : (x) => settle(x);
        const onRejected = settled ? (x) => settle({ status: "rejected", reason: x }) : c.reject;
        remaining++;
        const then = next.then;
        apply(then, next, [onFulfilled, onRejected]);
      }
      if (--remaining === 0) apply(c.resolve, undefined, [finish()]);
    } catch (e) {
      apply(c.reject, undefined, [e]);
    }
    return c.promise;
  };
  const staticNames = ["withResolvers", "try", "allKeyed", "allSettledKeyed"];
  for (let i = 0; i < staticNames.length; i++) def(Promise, staticNames[i], statics[staticNames[i]]); // no for-of: see maps.js
})
