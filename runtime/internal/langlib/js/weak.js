// WeakRef and FinalizationRegistry. goja cannot observe garbage collection,
// so a WeakRef holds its target strongly (deref always returns it) and a
// FinalizationRegistry never calls back: both are behaviours the
// specification allows.
(function (g, host, IP, orig) {
  "use strict";
  // goja's own, recorded before the program could replace it.
  const defineProperty = orig["Object.defineProperty"];
  const canHoldWeakly = (v) => (v !== null && (typeof v === "object" || typeof v === "function")) ||
    (typeof v === "symbol" && Symbol.keyFor(v) === undefined);
  const targets = new WeakMap();
  class WeakRef {
    constructor(target) {
      if (!canHoldWeakly(target)) throw new TypeError("WeakRef: invalid target");
      targets.set(this, target);
    }
    deref() {
      if (!targets.has(this)) throw new TypeError("WeakRef.prototype.deref called on incompatible receiver");
      return targets.get(this);
    }
    get [Symbol.toStringTag]() { return "WeakRef"; }
  }
  const cells = new WeakMap();
  class FinalizationRegistry {
    constructor(cleanup) {
      if (typeof cleanup !== "function") throw new TypeError("FinalizationRegistry: cleanup must be callable");
      cells.set(this, new Map());
    }
    register(target, held, token) {
      if (!canHoldWeakly(target)) throw new TypeError("FinalizationRegistry.prototype.register: invalid target");
      if (target === held) throw new TypeError("FinalizationRegistry.prototype.register: target and holdings must not be same");
      if (token !== undefined && !canHoldWeakly(token)) throw new TypeError("FinalizationRegistry.prototype.register: invalid unregister token");
      const m = cells.get(this);
      if (!m) throw new TypeError("FinalizationRegistry.prototype.register called on incompatible receiver");
      if (token !== undefined) m.set(token, (m.get(token) || 0) + 1);
      return undefined;
    }
    unregister(token) {
      const m = cells.get(this);
      if (!m) throw new TypeError("FinalizationRegistry.prototype.unregister called on incompatible receiver");
      if (!canHoldWeakly(token)) throw new TypeError("FinalizationRegistry.prototype.unregister: invalid unregister token");
      return m.delete(token);
    }
    get [Symbol.toStringTag]() { return "FinalizationRegistry"; }
  }
  defineProperty(g, "WeakRef", { value: WeakRef, writable: true, configurable: true, enumerable: false });
  defineProperty(g, "FinalizationRegistry", { value: FinalizationRegistry, writable: true, configurable: true, enumerable: false });
})
