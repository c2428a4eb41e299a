// Array.fromAsync (ES2026), following the proposal's algorithm step by
// step: each observable read (Symbol.asyncIterator, Symbol.iterator,
// length, elements) happens once and in the specified order, a sync
// iterator is wrapped as by CreateAsyncFromSyncIterator, and an abrupt
// completion closes the iterator it came from.
(function (g) {
  "use strict";
  const MAX = 2 ** 53 - 1;
  const TypeErr = TypeError;
  const ProxyCtor = Proxy;
  const callFn = Function.prototype.call.bind(Function.prototype.call);
  const defineProp = Object.defineProperty;
  const isObject = (v) => v !== null && (typeof v === "object" || typeof v === "function");
  const asyncIteratorKey = Symbol.asyncIterator, iteratorKey = Symbol.iterator;
  const PromiseCtor = Promise;
  // settle awaits v as Await does, without goja's read of v.constructor
  // for objects that are not promises: a thenable's then is read once.
  const settle = (v) => new PromiseCtor((resolve) => resolve(v));
  const constructTrap = { construct() { return {}; } };
  // IsConstructor without observable reads: a Proxy has [[Construct]]
  // exactly when its target does, and the trap skips the target.
  const isConstructor = (C) => {
    if (typeof C !== "function") return false;
    try {
      new (new ProxyCtor(C, constructTrap))();
      return true;
    } catch {
      return false;
    }
  };
  const getMethod = (o, key) => {
    const f = o[key];
    if (f === undefined || f === null) return undefined;
    if (typeof f !== "function") throw new TypeErr("Array.fromAsync: " + String(key) + " is not a function");
    return f;
  };
  const createData = (A, k, v) => {
    defineProp(A, k, { value: v, writable: true, enumerable: true, configurable: true });
  };
  // asyncClose is AsyncIteratorClose for a throw completion: the error
  // wins over whatever return does.
  const asyncClose = async (it, err) => {
    try {
      const ret = it.return;
      if (ret !== undefined && ret !== null) await callFn(ret, it);
    } catch {
      // the original error is rethrown
    }
    throw err;
  };
  // fromSync is CreateAsyncFromSyncIterator: next awaits the value, and a
  // rejected value closes the sync iterator.
  const fromSync = (syncIt, syncNext) => ({
    async next() {
      const r = callFn(syncNext, syncIt);
      if (!isObject(r)) throw new TypeErr("Array.fromAsync: iterator result is not an object");
      const done = Boolean(r.done);
      let value = r.value;
      try {
        value = await settle(value);
      } catch (e) {
        if (!done) {
          try {
            const ret = syncIt.return;
            if (ret !== undefined && ret !== null) callFn(ret, syncIt);
          } catch {
            // the rejection is rethrown
          }
        }
        throw e;
      }
      return { value, done };
    },
    get return() {
      const ret = syncIt.return;
      if (ret === undefined || ret === null) return undefined;
      return async () => {
        const r = callFn(ret, syncIt);
        if (!isObject(r)) throw new TypeErr("Array.fromAsync: iterator result is not an object");
        return r;
      };
    },
  });
  const fromAsync = {
    fromAsync(asyncItems) {
      const C = this;
      const mapfn = arguments[1], thisArg = arguments[2];
      const run = async () => {
        const mapping = mapfn !== undefined;
        if (mapping && typeof mapfn !== "function") throw new TypeErr("Array.fromAsync: the mapper is not a function");
        let it;
        let next;
        if (asyncItems !== undefined && asyncItems !== null) {
          const usingAsync = getMethod(asyncItems, asyncIteratorKey);
          if (usingAsync !== undefined) {
            it = callFn(usingAsync, asyncItems);
            if (!isObject(it)) throw new TypeErr("Array.fromAsync: the async iterator is not an object");
            next = it.next;
          } else {
            const usingSync = getMethod(asyncItems, iteratorKey);
            if (usingSync !== undefined) {
              const syncIt = callFn(usingSync, asyncItems);
              if (!isObject(syncIt)) throw new TypeErr("Array.fromAsync: the iterator is not an object");
              it = fromSync(syncIt, syncIt.next);
              next = it.next;
            }
          }
        }
        if (it !== undefined) {
          const A = isConstructor(C) ? new C() : [];
          for (let k = 0; ; k++) {
            if (k >= MAX) return asyncClose(it, new TypeErr("Array.fromAsync: the length would exceed 2^53-1"));
            const r = await callFn(next, it);
            if (!isObject(r)) throw new TypeErr("Array.fromAsync: iterator result is not an object");
            if (r.done) {
              A.length = k;
              return A;
            }
            let v = r.value;
            if (mapping) {
              try {
                v = await settle(callFn(mapfn, thisArg, v, k));
              } catch (e) {
                return asyncClose(it, e);
              }
            }
            try {
              createData(A, k, v);
            } catch (e) {
              return asyncClose(it, e);
            }
          }
        }
        if (asyncItems === undefined || asyncItems === null) throw new TypeErr("Array.fromAsync requires an iterable or array-like object");
        const arrayLike = Object(asyncItems);
        const n = Math.min(Math.max(Math.trunc(+arrayLike.length) || 0, 0), MAX);
        const A = isConstructor(C) ? new C(n) : new Array(n);
        for (let k = 0; k < n; k++) {
          let v = await settle(arrayLike[k]);
          if (mapping) v = await settle(callFn(mapfn, thisArg, v, k));
          createData(A, k, v);
        }
        A.length = n;
        return A;
      };
      return run();
    },
  }.fromAsync;
  defineProp(g.Array, "fromAsync", { value: fromAsync, writable: true, enumerable: false, configurable: true });
})
