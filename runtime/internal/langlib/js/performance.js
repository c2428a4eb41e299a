// performance: now(), timeOrigin, and the User Timing basics (mark,
// measure, getEntries, getEntriesByName, getEntriesByType, clearMarks,
// clearMeasures), as Node's perf_hooks global has them. The clock is the
// run's own (host.now is Date.now of goja, which the runtime routes
// through its time source, so a replayed run reads the recorded times):
// whole milliseconds, and timeOrigin is the time the program first named
// performance.
(function (g, host, IP, orig) {
  "use strict";
  // goja's own, recorded before the program could replace it.
  const defineProperty = orig["Object.defineProperty"];
  const def = (o, k, v) => defineProperty(o, k, { value: v, writable: true, configurable: true, enumerable: false });
  const tag = (C, t) => defineProperty(C.prototype, Symbol.toStringTag, { value: t, configurable: true });
  const timeOrigin = host.now();
  const now = () => host.now() - timeOrigin;
  let entries = [];

  const notSet = (name) => {
    const D = g.DOMException;
    const msg = `The "${name}" performance mark has not been set`;
    return typeof D === "function" ? new D(msg, "SyntaxError") : new SyntaxError(msg);
  };
  const time = (v, what) => {
    if (typeof v !== "number" || !(v >= 0)) throw new TypeError(`The "${what}" property must be a non-negative number. Received ${String(v)}`);
    return v;
  };
  // A start or end of measure: a mark's name (its latest startTime) or a time.
  const point = (v, what) => {
    if (typeof v === "number") return time(v, what);
    const name = String(v);
    for (let i = entries.length - 1; i >= 0; i--) {
      if (entries[i].entryType === "mark" && entries[i].name === name) return entries[i].startTime;
    }
    throw notSet(name);
  };

  class PerformanceEntry {
    constructor() { throw new TypeError("Illegal constructor"); }
    toJSON() { return { name: this.name, entryType: this.entryType, startTime: this.startTime, duration: this.duration, detail: this.detail }; }
  }
  const field = (o, k, v) => defineProperty(o, k, { value: v, writable: true, configurable: true, enumerable: true });
  const entry = (C, name, entryType, startTime, duration, detail) => {
    const e = Object.create(C.prototype);
    field(e, "name", name); field(e, "entryType", entryType); field(e, "startTime", startTime);
    field(e, "duration", duration); field(e, "detail", detail);
    return e;
  };
  class PerformanceMark extends PerformanceEntry {}
  class PerformanceMeasure extends PerformanceEntry {}
  tag(PerformanceEntry, "PerformanceEntry");
  tag(PerformanceMark, "PerformanceMark");
  tag(PerformanceMeasure, "PerformanceMeasure");

  class Performance {
    constructor() { throw new TypeError("Illegal constructor"); }
    get timeOrigin() { return timeOrigin; }
    now() { return now(); }
    mark(name, options) {
      if (arguments.length === 0) throw new TypeError('The "name" argument must be specified');
      const o = options === undefined || options === null ? {} : options;
      const st = o.startTime;
      if (st !== undefined && (typeof st !== "number" || !(st >= 0))) throw new TypeError(`${String(st)} is not a valid timestamp`);
      const startTime = st === undefined ? now() : st;
      const m = entry(PerformanceMark, String(name), "mark", startTime, 0, o.detail === undefined ? null : o.detail);
      entries.push(m);
      return m;
    }
    measure(name, startOrOptions, endMark) {
      if (arguments.length === 0) throw new TypeError('The "name" argument must be specified');
      let start = 0, end, detail = null;
      if (startOrOptions !== null && typeof startOrOptions === "object") {
        const o = startOrOptions;
        if (o.start !== undefined) start = point(o.start, "options.start");
        if (o.end !== undefined) end = point(o.end, "options.end");
        if (o.duration !== undefined) {
          const d = time(o.duration, "options.duration");
          if (o.end === undefined) end = start + d;
          else if (o.start === undefined) start = end - d;
        }
        if (o.detail !== undefined) detail = o.detail;
      } else if (startOrOptions !== undefined) {
        start = point(startOrOptions, "startMark");
      }
      if (endMark !== undefined) end = point(endMark, "endMark");
      if (end === undefined) end = now();
      const m = entry(PerformanceMeasure, String(name), "measure", start, end - start, detail);
      entries.push(m);
      return m;
    }
    getEntries() { return entries.slice().sort((a, b) => a.startTime - b.startTime); }
    getEntriesByName(name, type) {
      const n = String(name);
      return this.getEntries().filter((e) => e.name === n && (type === undefined || e.entryType === type));
    }
    getEntriesByType(type) { return this.getEntries().filter((e) => e.entryType === type); }
    clearMarks(name) { entries = entries.filter((e) => e.entryType !== "mark" || (name !== undefined && e.name !== String(name))); }
    clearMeasures(name) { entries = entries.filter((e) => e.entryType !== "measure" || (name !== undefined && e.name !== String(name))); }
    toJSON() { return { timeOrigin }; }
  }
  tag(Performance, "Performance");
  const performance = Object.create(Performance.prototype);
  def(g, "performance", performance);
})
