// Iterator helpers (ES2025) on %IteratorPrototype% and the Iterator global.
(function (g, host, IP, orig) {
  "use strict";
  const def = (o, name, fn) => {
    Object.defineProperty(o, name, { value: fn, writable: true, configurable: true, enumerable: false });
  };
  const callable = (f, name) => {
    if (typeof f !== "function") throw new TypeError("Iterator.prototype." + name + ": argument is not a function");
  };
  const direct = (o, name) => {
    if (o === null || typeof o !== "object" && typeof o !== "function") throw new TypeError("Iterator.prototype." + name + " called on a non-object");
    const next = o.next;
    return { it: o, next };
  };
  const step = (rec) => {
    const r = rec.next.call(rec.it);
    if (r === null || typeof r !== "object") throw new TypeError("iterator result is not an object");
    return r;
  };
  const close = (rec) => {
    const ret = rec.it.return;
    if (ret != null) ret.call(rec.it);
  };
  const count = (n, name) => {
    const v = Number(n);
    if (Number.isNaN(v)) throw new RangeError("Iterator.prototype." + name + ": " + String(n) + " must be a number");
    const i = Math.trunc(v);
    if (i < 0) throw new RangeError("Iterator.prototype." + name + ": " + String(n) + " must be positive");
    return i;
  };

  function Iterator() {
    if (new.target === undefined || new.target === Iterator) throw new TypeError("Iterator is an abstract class");
  }
  Iterator.prototype = IP;
  def(IP, "constructor", Iterator);
  Object.defineProperty(IP, Symbol.toStringTag, { value: "Iterator", writable: true, configurable: true });

  // Helper iterators are generator objects whose prototype inherits IP.
  const helper = (gen) => gen;
  def(IP, "map", function map(fn) {
    const rec = direct(this, "map"); callable(fn, "map");
    return helper((function* () {
      let i = 0;
      for (;;) {
        const r = step(rec); if (r.done) return;
        let v;
        try { v = fn(r.value, i++); } catch (e) { close(rec); throw e; }
        yield v;
      }
    })());
  });
  def(IP, "filter", function filter(fn) {
    const rec = direct(this, "filter"); callable(fn, "filter");
    return helper((function* () {
      let i = 0;
      for (;;) {
        const r = step(rec); if (r.done) return;
        let keep;
        try { keep = fn(r.value, i++); } catch (e) { close(rec); throw e; }
        if (keep) yield r.value;
      }
    })());
  });
  def(IP, "take", function take(limit) {
    const rec = direct(this, "take"); const n = count(limit, "take");
    return helper((function* () {
      for (let i = 0; ; i++) {
        if (i >= n) { close(rec); return; }
        const r = step(rec); if (r.done) return;
        yield r.value;
      }
    })());
  });
  def(IP, "drop", function drop(limit) {
    const rec = direct(this, "drop"); const n = count(limit, "drop");
    return helper((function* () {
      for (let i = 0; i < n; i++) { const r = step(rec); if (r.done) return; }
      for (;;) { const r = step(rec); if (r.done) return; yield r.value; }
    })());
  });
  def(IP, "flatMap", function flatMap(fn) {
    const rec = direct(this, "flatMap"); callable(fn, "flatMap");
    return helper((function* () {
      let i = 0;
      for (;;) {
        const r = step(rec); if (r.done) return;
        let inner;
        try {
          inner = fn(r.value, i++);
          if (inner === null || typeof inner !== "object" && typeof inner !== "string") throw new TypeError("flatMap mapper returned a non-iterable");
        } catch (e) { close(rec); throw e; }
        yield* inner;
      }
    })());
  });
  def(IP, "reduce", function reduce(fn, ...init) {
    const rec = direct(this, "reduce"); callable(fn, "reduce");
    let acc, i = 0;
    if (init.length > 0) acc = init[0];
    else {
      const r = step(rec);
      if (r.done) throw new TypeError("Reduce of empty iterator with no initial value");
      acc = r.value; i = 1;
    }
    for (;;) {
      const r = step(rec); if (r.done) return acc;
      try { acc = fn(acc, r.value, i++); } catch (e) { close(rec); throw e; }
    }
  });
  def(IP, "toArray", function toArray() {
    const rec = direct(this, "toArray"), out = [];
    for (;;) { const r = step(rec); if (r.done) return out; out.push(r.value); }
  });
  def(IP, "forEach", function forEach(fn) {
    const rec = direct(this, "forEach"); callable(fn, "forEach");
    let i = 0;
    for (;;) {
      const r = step(rec); if (r.done) return undefined;
      try { fn(r.value, i++); } catch (e) { close(rec); throw e; }
    }
  });
  const search = (name, onHit, onMiss) => function (fn) {
    const rec = direct(this, name); callable(fn, name);
    let i = 0;
    for (;;) {
      const r = step(rec); if (r.done) return onMiss;
      let hit;
      try { hit = fn(r.value, i++); } catch (e) { close(rec); throw e; }
      const res = onHit(hit, r.value);
      if (res !== undefined) { close(rec); return res.v; }
    }
  };
  def(IP, "some", search("some", (h) => (h ? { v: true } : undefined), false));
  def(IP, "every", search("every", (h) => (h ? undefined : { v: false }), true));
  def(IP, "find", search("find", (h, v) => (h ? { v } : undefined), undefined));

  const WrapProto = Object.create(IP);
  def(Iterator, "from", function from(o) {
    if (typeof o === "string" || (o !== null && typeof o === "object") || typeof o === "function") {
      const m = o[Symbol.iterator];
      let it = o;
      if (m != null) it = m.call(o);
      if (it instanceof Iterator) return it;
      const w = Object.create(WrapProto);
      w.next = (...a) => it.next(...a);
      w.return = () => (it.return ? it.return() : { done: true, value: undefined });
      return w;
    }
    throw new TypeError("Iterator.from: argument is not an object or string");
  });
  Object.defineProperty(g, "Iterator", { value: Iterator, writable: true, configurable: true, enumerable: false });
})
