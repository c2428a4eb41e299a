// Set methods (ES2025): union, intersection, difference,
// symmetricDifference, isSubsetOf, isSupersetOf, isDisjointFrom, to the
// letter of ECMA-262. They read the receiver's [[SetData]] through goja's
// own Set.prototype functions, captured before the program could replace
// them (orig), so a program that redefines Set.prototype.has or add gets
// the spec's behaviour; the argument is any set-like (size, has, keys).
(function (g, host, IP, orig) {
  "use strict";
  const apply = orig["Reflect.apply"];
  const NativeSet = orig["Set"];
  const sizeOf = orig["Set.prototype.size"];
  const hasIn = orig["Set.prototype.has"];
  const addTo = orig["Set.prototype.add"];
  const deleteFrom = orig["Set.prototype.delete"];
  const valuesOf = orig["Set.prototype.values"];
  const nextOf = orig["SetIterator.next"];
  const SP = NativeSet.prototype;

  const size = (s) => apply(sizeOf, s, []);
  const has = (s, v) => apply(hasIn, s, [v]);
  const add = (s, v) => apply(addTo, s, [v]);
  // each calls f on each element of s, live as the spec's index loops
  // over [[SetData]] are, until f returns true.
  const each = (s, f) => {
    const it = apply(valuesOf, s, []);
    for (;;) {
      const r = apply(nextOf, it, []);
      if (r.done) return false;
      if (f(r.value)) return true;
    }
  };
  const copy = (s) => {
    const out = new NativeSet();
    each(s, (v) => { add(out, v); });
    return out;
  };
  const isObject = (o) => o !== null && (typeof o === "object" || typeof o === "function");

  // GetSetRecord.
  const setRecord = (obj) => {
    if (!isObject(obj)) throw new TypeError("set-like argument must be an object");
    const num = +obj.size;
    if (num !== num) throw new TypeError("set-like argument's size is not a number");
    const intSize = orig["Math.trunc"](num);
    if (intSize < 0) throw new RangeError("set-like argument's size must not be negative");
    const h = obj.has;
    if (typeof h !== "function") throw new TypeError("set-like argument's has is not a function");
    const k = obj.keys;
    if (typeof k !== "function") throw new TypeError("set-like argument's keys is not a function");
    return { obj, size: intSize, has: h, keys: k };
  };
  const inOther = (rec, v) => !!apply(rec.has, rec.obj, [v]);
  // GetIteratorFromMethod(rec.obj, rec.keys), then each value in turn.
  const keysOf = (rec) => {
    const it = apply(rec.keys, rec.obj, []);
    if (!isObject(it)) throw new TypeError("set-like argument's keys() is not an object");
    const next = it.next;
    if (typeof next !== "function") throw new TypeError("set-like argument's keys() has no next method");
    return { it, next };
  };
  const DONE = {};
  const step = (iter) => {
    const r = apply(iter.next, iter.it, []);
    if (!isObject(r)) throw new TypeError("iterator result is not an object");
    if (r.done) return DONE;
    const v = r.value;
    return v === 0 ? 0 : v; // CanonicalizeKeyedCollectionKey: -0 is +0
  };
  // IteratorClose(iter, NormalCompletion).
  const close = (iter) => {
    const ret = iter.it.return;
    if (ret === undefined || ret === null) return;
    if (typeof ret !== "function") throw new TypeError("iterator's return is not a function");
    if (!isObject(apply(ret, iter.it, []))) throw new TypeError("iterator's return() result is not an object");
  };

  const methods = {
    union(other) {
      size(this); // RequireInternalSlot(O, [[SetData]])
      const rec = setRecord(other);
      const iter = keysOf(rec);
      const out = copy(this);
      for (let v = step(iter); v !== DONE; v = step(iter)) add(out, v);
      return out;
    },
    intersection(other) {
      const n = size(this);
      const rec = setRecord(other);
      const out = new NativeSet();
      if (n <= rec.size) {
        each(this, (e) => {
          if (inOther(rec, e)) add(out, e);
        });
      } else {
        const iter = keysOf(rec);
        for (let v = step(iter); v !== DONE; v = step(iter)) if (has(this, v)) add(out, v);
      }
      return out;
    },
    difference(other) {
      const n = size(this);
      const rec = setRecord(other);
      const out = copy(this);
      if (n <= rec.size) {
        each(out, (e) => {
          if (inOther(rec, e)) apply(deleteFrom, out, [e]);
        });
      } else {
        const iter = keysOf(rec);
        for (let v = step(iter); v !== DONE; v = step(iter)) apply(deleteFrom, out, [v]);
      }
      return out;
    },
    symmetricDifference(other) {
      size(this);
      const rec = setRecord(other);
      const iter = keysOf(rec);
      const out = copy(this);
      for (let v = step(iter); v !== DONE; v = step(iter)) {
        const inResult = has(out, v);
        if (has(this, v)) {
          if (inResult) apply(deleteFrom, out, [v]);
        } else if (!inResult) add(out, v);
      }
      return out;
    },
    isSubsetOf(other) {
      const n = size(this);
      const rec = setRecord(other);
      if (n > rec.size) return false;
      return !each(this, (e) => !inOther(rec, e));
    },
    isSupersetOf(other) {
      const n = size(this);
      const rec = setRecord(other);
      if (n < rec.size) return false;
      const iter = keysOf(rec);
      for (let v = step(iter); v !== DONE; v = step(iter)) {
        if (!has(this, v)) {
          close(iter);
          return false;
        }
      }
      return true;
    },
    isDisjointFrom(other) {
      const n = size(this);
      const rec = setRecord(other);
      if (n <= rec.size) return !each(this, (e) => inOther(rec, e));
      const iter = keysOf(rec);
      for (let v = step(iter); v !== DONE; v = step(iter)) {
        if (has(this, v)) {
          close(iter);
          return false;
        }
      }
      return true;
    },
  };
  const names = ["union", "intersection", "difference", "symmetricDifference", "isSubsetOf", "isSupersetOf", "isDisjointFrom"];
  for (let i = 0; i < names.length; i++) { // no for-of: the program may have replaced array iteration
    const name = names[i];
    orig["Object.defineProperty"](SP, name, { value: methods[name], writable: true, enumerable: false, configurable: true });
  }
})
