// ES2024/2025 statics and Set methods goja lacks.
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
  // Set methods (ES2025): the argument is a "set-like" with size, has and keys.
  const setRecord = (o) => {
    if (o === null || typeof o !== "object" && typeof o !== "function") throw new TypeError("set-like argument must be an object");
    const size = Number(o.size);
    if (Number.isNaN(size)) throw new TypeError("set-like argument's size is not a number");
    const has = o.has, keys = o.keys;
    requireCallable(has, "set-like argument's has");
    requireCallable(keys, "set-like argument's keys");
    const intSize = Math.trunc(size);
    if (intSize < 0) throw new RangeError("set-like argument's size must not be negative");
    return { size: intSize, has: (v) => Boolean(has.call(o, v)), keys: function* () {
      const it = keys.call(o);
      for (;;) { const r = it.next(); if (r.done) return; yield r.value; }
    } };
  };
  const thisSet = (s, name) => {
    if (!(s instanceof Set)) throw new TypeError("Set.prototype." + name + " called on incompatible receiver");
    return s;
  };
  const SP = Set.prototype;
  def(SP, "union", function union(other) {
    const s = thisSet(this, "union"), r = setRecord(other), out = new Set(s);
    for (const v of r.keys()) out.add(v);
    return out;
  });
  def(SP, "intersection", function intersection(other) {
    const s = thisSet(this, "intersection"), r = setRecord(other), out = new Set();
    if (s.size <= r.size) { for (const v of s) if (r.has(v)) out.add(v); }
    else { for (const v of r.keys()) if (s.has(v)) out.add(v); }
    return out;
  });
  def(SP, "difference", function difference(other) {
    const s = thisSet(this, "difference"), r = setRecord(other), out = new Set(s);
    if (s.size <= r.size) { for (const v of s) if (r.has(v)) out.delete(v); }
    else { for (const v of r.keys()) out.delete(v); }
    return out;
  });
  def(SP, "symmetricDifference", function symmetricDifference(other) {
    const s = thisSet(this, "symmetricDifference"), r = setRecord(other), out = new Set(s);
    for (const v of r.keys()) { if (s.has(v)) out.delete(v); else out.add(v); }
    return out;
  });
  def(SP, "isSubsetOf", function isSubsetOf(other) {
    const s = thisSet(this, "isSubsetOf"), r = setRecord(other);
    if (s.size > r.size) return false;
    for (const v of s) if (!r.has(v)) return false;
    return true;
  });
  def(SP, "isSupersetOf", function isSupersetOf(other) {
    const s = thisSet(this, "isSupersetOf"), r = setRecord(other);
    if (s.size < r.size) return false;
    for (const v of r.keys()) if (!s.has(v)) return false;
    return true;
  });
  def(SP, "isDisjointFrom", function isDisjointFrom(other) {
    const s = thisSet(this, "isDisjointFrom"), r = setRecord(other);
    if (s.size <= r.size) { for (const v of s) if (r.has(v)) return false; }
    else { for (const v of r.keys()) if (s.has(v)) return false; }
    return true;
  });
})
