// Iterator helpers on %IteratorPrototype% and the Iterator global, to the
// letter of ECMA-262 (ES2025 helpers and Iterator.from, ES2026
// Iterator.concat) and the stage 3+ proposals test262 covers
// (Iterator.zip/zipKeyed, chunks/windows, includes, join).
//
// Helper iterators are not generators: each is an object of
// %IteratorHelperPrototype% whose state (start, suspended, running, done)
// lives in a WeakMap, so that next() and return() follow the spec's
// GeneratorResume / GeneratorResumeAbrupt steps exactly, including the
// TypeError of a helper re-entered while it runs and the closing of the
// underlying iterators on return().
(function (g, host, IP, orig) {
  "use strict";
  // goja's own intrinsics (orig): naming a global here would materialise
  // it, with its guards, in every realm that uses a helper.
  const apply = orig["Reflect.apply"];
  const defineProperty = orig["Object.defineProperty"];
  const getOwnPropertyDescriptor = orig["Object.getOwnPropertyDescriptor"];
  const getPrototypeOf = orig["Object.getPrototypeOf"];
  const create = orig["Object.create"];
  const ownKeys = orig["Reflect.ownKeys"];
  const WM = orig["WeakMap"];
  const wmGet = WM.prototype.get, wmSet = WM.prototype.set;
  const SymIterator = orig["Symbol.iterator"], SymToStringTag = orig["Symbol.toStringTag"];
  const trunc = orig["Math.trunc"], isInteger = orig["Number.isInteger"];
  const MAX_SAFE = 9007199254740991;

  const def = (o, name, fn) => {
    defineProperty(o, name, { value: fn, writable: true, configurable: true, enumerable: false });
  };
  const isObject = (o) => o !== null && (typeof o === "object" || typeof o === "function");
  const result = (value, done) => ({ value, done });

  // Completion records: what IteratorClose receives and returns.
  const NORMAL = 0, RETURN = 1, THROW = 2;
  const normal = { type: NORMAL, value: undefined };
  const returned = { type: RETURN, value: undefined };
  const thrown = (e) => ({ type: THROW, value: e });

  // IteratorClose(iteratorRecord, completion), returning the completion
  // the spec's ? would propagate.
  const close = (it, c) => {
    let res;
    try {
      const ret = it.return;
      if (ret === undefined || ret === null) return c;
      if (typeof ret !== "function") throw new TypeError("iterator's return is not a function");
      res = apply(ret, it, []);
    } catch (e) {
      return c.type === THROW ? c : thrown(e);
    }
    if (c.type === THROW) return c;
    if (!isObject(res)) return thrown(new TypeError("iterator's return() result is not an object"));
    return c;
  };
  // IteratorCloseAll: close each record, last first, threading the completion.
  const closeAll = (recs, c) => {
    for (let i = recs.length - 1; i >= 0; i--) c = close(recs[i].it, c);
    return c;
  };
  const complete = (c) => {
    if (c.type === THROW) throw c.value;
    return c.value;
  };
  // IfAbruptCloseIterator for a thrown error: close, then rethrow e.
  const closeThrow = (it, e) => {
    close(it, thrown(e));
    throw e;
  };

  // GetIteratorDirect.
  const direct = (it) => ({ it, next: it.next });
  const requireObject = (o, name) => {
    if (!isObject(o)) throw new TypeError("Iterator.prototype." + name + " called on a non-object");
    return o;
  };
  // IteratorStep / IteratorStepValue: DONE, or the result (or its value).
  const DONE = {};
  const stepResult = (rec) => {
    const r = apply(rec.next, rec.it, []);
    if (!isObject(r)) throw new TypeError("iterator result " + String(typeof r === "symbol" ? "symbol" : r) + " is not an object");
    return r;
  };
  const step = (rec) => (stepResult(rec).done ? DONE : true);
  const stepValue = (rec) => {
    const r = stepResult(rec);
    return r.done ? DONE : r.value;
  };
  // GetIteratorFlattenable(obj, iterate-string-primitives | reject-primitives).
  const flattenable = (obj, strings) => {
    if (!isObject(obj) && !(strings && typeof obj === "string")) throw new TypeError("value is not an iterator or iterable object");
    const m = obj[SymIterator];
    let it;
    if (m === undefined || m === null) it = obj;
    else {
      if (typeof m !== "function") throw new TypeError("Symbol.iterator is not a function");
      it = apply(m, obj, []);
    }
    if (!isObject(it)) throw new TypeError("iterator is not an object");
    return direct(it);
  };
  // GetIterator(obj, sync).
  const getIterator = (obj) => {
    const m = obj == null ? undefined : obj[SymIterator];
    if (typeof m !== "function") throw new TypeError(String(typeof obj === "symbol" ? "symbol" : obj) + " is not iterable");
    const it = apply(m, obj, []);
    if (!isObject(it)) throw new TypeError("iterator is not an object");
    return direct(it);
  };

  // %IteratorHelperPrototype%: helper objects and their generator-like state.
  const START = 0, SUSPENDED = 1, RUNNING = 2, FINISHED = 3;
  const helpers = new WM();
  const HelperProto = create(IP);
  // helper makes a helper object. run() performs the closure up to its
  // next Yield, returning the yielded value or DONE; onReturn() resumes
  // the suspended closure with a return completion (closing what it
  // iterates); underlying are the records closed by return() before start.
  const helper = (underlying, run, onReturn) => {
    const h = create(HelperProto);
    apply(wmSet, helpers, [h, { state: START, underlying, run, onReturn }]);
    return h;
  };
  const helperState = (o, name) => {
    const s = isObject(o) ? apply(wmGet, helpers, [o]) : undefined;
    if (s === undefined) throw new TypeError("Iterator Helper.prototype." + name + " called on an incompatible receiver");
    return s;
  };
  def(HelperProto, "next", {
    next() {
      const s = helperState(this, "next");
      if (s.state === RUNNING) throw new TypeError("iterator helper is already running");
      if (s.state === FINISHED) return result(undefined, true);
      s.state = RUNNING;
      let v;
      try {
        v = s.run();
      } catch (e) {
        s.state = FINISHED;
        throw e;
      }
      if (v === DONE) {
        s.state = FINISHED;
        return result(undefined, true);
      }
      s.state = SUSPENDED;
      return result(v, false);
    },
  }.next);
  def(HelperProto, "return", {
    return() {
      const s = helperState(this, "return");
      if (s.state === RUNNING) throw new TypeError("iterator helper is already running");
      if (s.state === START) {
        s.state = FINISHED;
        complete(closeAll(s.underlying, normal));
        return result(undefined, true);
      }
      if (s.state === FINISHED) return result(undefined, true);
      s.state = RUNNING;
      try {
        s.onReturn();
      } finally {
        s.state = FINISHED;
      }
      return result(undefined, true);
    },
  }.return);
  defineProperty(HelperProto, SymToStringTag, { value: "Iterator Helper", writable: false, enumerable: false, configurable: true });

  // The constructor and its accessors.
  function Iterator() {
    if (new.target === undefined || new.target === Iterator) throw new TypeError("Iterator is an abstract class: extend it");
  }
  defineProperty(Iterator, "prototype", { value: IP, writable: false, enumerable: false, configurable: false });
  // SetterThatIgnoresPrototypeProperties.
  const setIgnoringProto = (o, p, v) => {
    if (!isObject(o)) throw new TypeError("cannot set " + String(p) + " on a primitive");
    if (o === IP) throw new TypeError("cannot set " + String(p) + " on Iterator.prototype");
    if (getOwnPropertyDescriptor(o, p) === undefined) defineProperty(o, p, { value: v, writable: true, enumerable: true, configurable: true });
    else o[p] = v;
  };
  const accessors = {
    get [SymToStringTag]() { return "Iterator"; },
    set [SymToStringTag](v) { setIgnoringProto(this, SymToStringTag, v); },
    get constructor() { return Iterator; },
    set constructor(v) { setIgnoringProto(this, "constructor", v); },
  };
  const accessorKeys = [SymToStringTag, "constructor"];
  for (let i = 0; i < accessorKeys.length; i++) { // no for-of: the program may have replaced array iteration
    const k = accessorKeys[i];
    const d = getOwnPropertyDescriptor(accessors, k);
    defineProperty(IP, k, { get: d.get, set: d.set, enumerable: false, configurable: true });
  }

  // Argument checks that close the receiver when they fail (the
  // receiver's next is not read yet).
  const callableOrClose = (o, fn, name) => {
    if (typeof fn !== "function") closeThrow(o, new TypeError("Iterator.prototype." + name + ": " + (typeof fn === "symbol" ? "symbol" : String(fn)) + " is not a function"));
  };
  // take/drop: ToNumber, then NaN, negative and unsafe finite limits are
  // RangeErrors.
  const limitOrClose = (o, limit, name) => {
    let n;
    try {
      n = +limit;
    } catch (e) {
      closeThrow(o, e);
    }
    if (n !== n) closeThrow(o, new RangeError("Iterator.prototype." + name + ": limit " + String(limit) + " is not a number"));
    n = trunc(n);
    if (n < 0 || (n > MAX_SAFE && n !== Infinity)) closeThrow(o, new RangeError("Iterator.prototype." + name + ": limit " + String(limit) + " is out of range"));
    return n;
  };
  // chunks/windows sizes: an integral Number in [1, 2^32-1], never coerced.
  const sizeOrClose = (o, size, name) => {
    if (typeof size !== "number" || !isInteger(size)) closeThrow(o, new TypeError("Iterator.prototype." + name + ": size must be an integer"));
    if (size < 1 || size > 4294967295) closeThrow(o, new RangeError("Iterator.prototype." + name + ": size " + size + " is out of range [1, 2^32-1]"));
    return size;
  };

  // Lazy helpers (ES2025).
  const methods = {
    map(mapper) {
      const o = requireObject(this, "map");
      callableOrClose(o, mapper, "map");
      const rec = direct(o);
      let counter = 0;
      return helper([rec], () => {
        const v = stepValue(rec);
        if (v === DONE) return DONE;
        try {
          return apply(mapper, undefined, [v, counter++]);
        } catch (e) {
          closeThrow(o, e);
        }
      }, () => complete(close(o, returned)));
    },
    filter(predicate) {
      const o = requireObject(this, "filter");
      callableOrClose(o, predicate, "filter");
      const rec = direct(o);
      let counter = 0;
      return helper([rec], () => {
        for (;;) {
          const v = stepValue(rec);
          if (v === DONE) return DONE;
          let keep;
          try {
            keep = apply(predicate, undefined, [v, counter++]);
          } catch (e) {
            closeThrow(o, e);
          }
          if (keep) return v;
        }
      }, () => complete(close(o, returned)));
    },
    take(limit) {
      const o = requireObject(this, "take");
      let remaining = limitOrClose(o, limit, "take");
      const rec = direct(o);
      return helper([rec], () => {
        if (remaining === 0) {
          complete(close(o, returned));
          return DONE;
        }
        if (remaining !== Infinity) remaining--;
        return stepValue(rec);
      }, () => complete(close(o, returned)));
    },
    drop(limit) {
      const o = requireObject(this, "drop");
      let remaining = limitOrClose(o, limit, "drop");
      const rec = direct(o);
      return helper([rec], () => {
        while (remaining > 0) {
          if (remaining !== Infinity) remaining--;
          if (step(rec) === DONE) return DONE;
        }
        return stepValue(rec);
      }, () => complete(close(o, returned)));
    },
    flatMap(mapper) {
      const o = requireObject(this, "flatMap");
      callableOrClose(o, mapper, "flatMap");
      const rec = direct(o);
      let counter = 0, inner = null;
      return helper([rec], () => {
        for (;;) {
          if (inner === null) {
            const v = stepValue(rec);
            if (v === DONE) return DONE;
            try {
              inner = flattenable(apply(mapper, undefined, [v, counter]), false);
            } catch (e) {
              closeThrow(o, e);
            }
          }
          let iv;
          try {
            iv = stepValue(inner);
          } catch (e) {
            closeThrow(o, e);
          }
          if (iv !== DONE) return iv;
          inner = null;
          counter++;
        }
      }, () => {
        const backup = close(inner.it, returned);
        if (backup.type === THROW) closeThrow(o, backup.value);
        complete(close(o, returned));
      });
    },

    // Eager methods (ES2025).
    reduce(reducer) {
      const o = requireObject(this, "reduce");
      callableOrClose(o, reducer, "reduce");
      const rec = direct(o);
      let acc, counter;
      if (arguments.length < 2) {
        acc = stepValue(rec);
        if (acc === DONE) throw new TypeError("Iterator.prototype.reduce of an empty iterator with no initial value");
        counter = 1;
      } else {
        acc = arguments[1];
        counter = 0;
      }
      for (;;) {
        const v = stepValue(rec);
        if (v === DONE) return acc;
        try {
          acc = apply(reducer, undefined, [acc, v, counter++]);
        } catch (e) {
          closeThrow(o, e);
        }
      }
    },
    toArray() {
      const rec = direct(requireObject(this, "toArray"));
      const out = [];
      for (;;) {
        const v = stepValue(rec);
        if (v === DONE) return out;
        defineProperty(out, out.length, { value: v, writable: true, enumerable: true, configurable: true });
      }
    },
    forEach(fn) {
      const o = requireObject(this, "forEach");
      callableOrClose(o, fn, "forEach");
      const rec = direct(o);
      let counter = 0;
      for (;;) {
        const v = stepValue(rec);
        if (v === DONE) return undefined;
        try {
          apply(fn, undefined, [v, counter++]);
        } catch (e) {
          closeThrow(o, e);
        }
      }
    },
    some(predicate) {
      return search(this, predicate, "some", (hit) => (hit ? true : DONE), false);
    },
    every(predicate) {
      return search(this, predicate, "every", (hit) => (hit ? DONE : false), true);
    },
    find(predicate) {
      return search(this, predicate, "find", (hit, v) => (hit ? v : DONE), undefined);
    },

    // Stage 3 proposals test262 covers.
    includes(searchElement) {
      const o = requireObject(this, "includes");
      const skipped = arguments.length > 1 ? arguments[1] : undefined;
      let toSkip = 0;
      if (skipped !== undefined) {
        if (typeof skipped !== "number" || !(isInteger(skipped) || skipped === Infinity || skipped === -Infinity)) {
          closeThrow(o, new TypeError("Iterator.prototype.includes: skippedElements must be an integer or ±Infinity"));
        }
        if (skipped < 0 || (skipped > MAX_SAFE && skipped !== Infinity)) {
          closeThrow(o, new RangeError("Iterator.prototype.includes: skippedElements " + skipped + " is out of range"));
        }
        toSkip = skipped;
      }
      const rec = direct(o);
      let n = 0;
      for (;;) {
        const v = stepValue(rec);
        if (v === DONE) return false;
        if (n < toSkip) n++;
        else if (v === searchElement || (v !== v && searchElement !== searchElement)) return complete(close(o, { type: NORMAL, value: true }));
      }
    },
    join(separator) {
      const o = requireObject(this, "join");
      let sep = ",";
      if (separator !== undefined) {
        try {
          sep = toString(separator);
        } catch (e) {
          closeThrow(o, e);
        }
      }
      const rec = direct(o);
      let out = "", first = true;
      for (;;) {
        const v = stepValue(rec);
        if (v === DONE) return out;
        if (!first) out += sep;
        first = false;
        if (v !== undefined && v !== null) {
          try {
            out += toString(v);
          } catch (e) {
            closeThrow(o, e);
          }
        }
      }
    },
    chunks(chunkSize) {
      const o = requireObject(this, "chunks");
      const size = sizeOrClose(o, chunkSize, "chunks");
      const rec = direct(o);
      let exhausted = false;
      return helper([rec], () => {
        if (exhausted) return DONE;
        const buf = [];
        for (;;) {
          const v = stepValue(rec);
          if (v === DONE) {
            exhausted = true;
            return buf.length > 0 ? buf : DONE;
          }
          defineProperty(buf, buf.length, { value: v, writable: true, enumerable: true, configurable: true });
          if (buf.length === size) return buf;
        }
      }, () => {
        if (!exhausted) complete(close(o, returned));
      });
    },
    windows(windowSize) {
      const o = requireObject(this, "windows");
      const size = sizeOrClose(o, windowSize, "windows");
      const undersized = arguments.length > 1 ? arguments[1] : undefined;
      if (undersized !== undefined && undersized !== "only-full" && undersized !== "allow-partial") {
        closeThrow(o, new TypeError("Iterator.prototype.windows: undersized must be \"only-full\" or \"allow-partial\""));
      }
      const partial = undersized === "allow-partial";
      const rec = direct(o);
      let buf = [], exhausted = false, yieldedFull = false;
      return helper([rec], () => {
        if (exhausted) return DONE;
        for (;;) {
          const v = stepValue(rec);
          if (v === DONE) {
            exhausted = true;
            if (partial && !yieldedFull && buf.length > 0) return buf.slice();
            return DONE;
          }
          if (buf.length === size) buf = buf.slice(1);
          defineProperty(buf, buf.length, { value: v, writable: true, enumerable: true, configurable: true });
          if (buf.length === size) {
            yieldedFull = true;
            return buf.slice();
          }
        }
      }, () => {
        if (!exhausted) complete(close(o, returned));
      });
    },
  };
  const toString = (v) => {
    if (typeof v === "symbol") throw new TypeError("Cannot convert a Symbol value to a string");
    return "" + v;
  };
  // some/every/find: the first verdict that is not DONE closes and answers.
  const search = (self, predicate, name, verdict, otherwise) => {
    const o = requireObject(self, name);
    callableOrClose(o, predicate, name);
    const rec = direct(o);
    let counter = 0;
    for (;;) {
      const v = stepValue(rec);
      if (v === DONE) return otherwise;
      let hit;
      try {
        hit = apply(predicate, undefined, [v, counter++]);
      } catch (e) {
        closeThrow(o, e);
      }
      const answer = verdict(hit, v);
      if (answer !== DONE) return complete(close(o, { type: NORMAL, value: answer }));
    }
  };
  const methodNames = ownKeys(methods);
  for (let i = 0; i < methodNames.length; i++) def(IP, methodNames[i], methods[methodNames[i]]);

  // %WrapForValidIteratorPrototype% and Iterator.from.
  const wrapped = new WM();
  const WrapProto = create(IP);
  const wrapRecord = (o, name) => {
    const r = isObject(o) ? apply(wmGet, wrapped, [o]) : undefined;
    if (r === undefined) throw new TypeError("%WrapForValidIteratorPrototype%." + name + " called on an incompatible receiver");
    return r;
  };
  def(WrapProto, "next", {
    next() {
      const r = wrapRecord(this, "next");
      return apply(r.next, r.it, []);
    },
  }.next);
  def(WrapProto, "return", {
    return() {
      const it = wrapRecord(this, "return").it;
      const ret = it.return;
      if (ret === undefined || ret === null) return result(undefined, true);
      if (typeof ret !== "function") throw new TypeError("iterator's return is not a function");
      return apply(ret, it, []);
    },
  }.return);
  const isIterator = (o) => {
    for (let p = getPrototypeOf(o); p !== null; p = getPrototypeOf(p)) if (p === IP) return true;
    return false;
  };

  // Options of zip and zipKeyed: the mode and, for "longest", the padding.
  const zipOptions = (options) => {
    if (options !== undefined && !isObject(options)) throw new TypeError("Iterator.zip: options must be an object");
    let mode = options === undefined ? undefined : options.mode;
    if (mode === undefined) mode = "shortest";
    if (mode !== "shortest" && mode !== "longest" && mode !== "strict") throw new TypeError("Iterator.zip: mode must be \"shortest\", \"longest\" or \"strict\"");
    let padding;
    if (mode === "longest") {
      padding = options === undefined ? undefined : options.padding;
      if (padding !== undefined && !isObject(padding)) throw new TypeError("Iterator.zip: padding must be an object");
    }
    return { mode, padding };
  };
  // IteratorZip: the helper that steps iters together.
  const zip = (iters, mode, padding, finish) => {
    const n = iters.length;
    iters = iters.slice();
    const open = iters.slice();
    const remove = (rec) => {
      const i = open.indexOf(rec);
      if (i >= 0) open.splice(i, 1);
    };
    return helper(open, () => {
      if (n === 0) return DONE;
      const results = [];
      for (let i = 0; i < n; i++) {
        const rec = iters[i];
        let r;
        if (rec === null) r = padding[i];
        else {
          try {
            r = stepValue(rec);
          } catch (e) {
            remove(rec);
            complete(closeAll(open, thrown(e)));
          }
          if (r === DONE) {
            remove(rec);
            if (mode === "shortest") {
              complete(closeAll(open, returned));
              return DONE;
            }
            if (mode === "strict") {
              if (i !== 0) complete(closeAll(open, thrown(new TypeError("Iterator.zip: iterators of different lengths in strict mode"))));
              for (let k = 1; k < n; k++) {
                let s;
                try {
                  s = step(iters[k]);
                } catch (e) {
                  remove(iters[k]);
                  complete(closeAll(open, thrown(e)));
                }
                if (s === DONE) remove(iters[k]);
                else complete(closeAll(open, thrown(new TypeError("Iterator.zip: iterators of different lengths in strict mode"))));
              }
              return DONE;
            }
            if (open.length === 0) return DONE;
            iters[i] = null;
            r = padding[i];
          }
        }
        results[i] = r;
      }
      return finish(results);
    }, () => complete(closeAll(open, returned)));
  };
  const statics = {
    from(O) {
      const rec = flattenable(O, true);
      if (isIterator(rec.it)) return rec.it;
      const w = create(WrapProto);
      apply(wmSet, wrapped, [w, rec]);
      return w;
    },
    concat(...items) {
      const iterables = [];
      for (const item of items) {
        if (!isObject(item)) throw new TypeError("Iterator.concat: " + (typeof item === "symbol" ? "symbol" : String(item)) + " is not an iterable object");
        const m = item[SymIterator];
        if (typeof m !== "function") throw new TypeError("Iterator.concat: argument is not iterable");
        iterables[iterables.length] = { m, item };
      }
      let i = 0, cur = null;
      return helper([], () => {
        for (;;) {
          if (cur === null) {
            if (i >= iterables.length) return DONE;
            const { m, item } = iterables[i++];
            const it = apply(m, item, []);
            if (!isObject(it)) throw new TypeError("Iterator.concat: iterator is not an object");
            cur = direct(it);
          }
          const v = stepValue(cur);
          if (v !== DONE) return v;
          cur = null;
        }
      }, () => complete(close(cur.it, returned)));
    },
    zip(iterables) {
      if (!isObject(iterables)) throw new TypeError("Iterator.zip: iterables must be an object");
      const { mode, padding: paddingOption } = zipOptions(arguments.length > 1 ? arguments[1] : undefined);
      const iters = [];
      const input = getIterator(iterables);
      for (;;) {
        let v;
        try {
          v = stepValue(input);
        } catch (e) {
          complete(closeAll(iters, thrown(e)));
        }
        if (v === DONE) break;
        let rec;
        try {
          rec = flattenable(v, false);
        } catch (e) {
          complete(closeAll([input].concat(iters), thrown(e)));
        }
        iters[iters.length] = rec;
      }
      const padding = [];
      if (mode === "longest") {
        if (paddingOption === undefined) for (let k = 0; k < iters.length; k++) padding[k] = undefined;
        else {
          let pit;
          try {
            pit = getIterator(paddingOption);
          } catch (e) {
            complete(closeAll(iters, thrown(e)));
          }
          let using = true;
          for (let k = 0; k < iters.length; k++) {
            if (using) {
              let v;
              try {
                v = stepValue(pit);
              } catch (e) {
                complete(closeAll(iters, thrown(e)));
              }
              if (v === DONE) using = false;
              else padding[k] = v;
            }
            if (!using) padding[k] = undefined;
          }
          if (using) complete(closeAll(iters, close(pit.it, normal)));
        }
      }
      return zip(iters, mode, padding, (results) => results);
    },
    zipKeyed(iterables) {
      if (!isObject(iterables)) throw new TypeError("Iterator.zipKeyed: iterables must be an object");
      const { mode, padding: paddingOption } = zipOptions(arguments.length > 1 ? arguments[1] : undefined);
      const iters = [], keys = [];
      const all = ownKeys(iterables);
      for (const key of all) {
        let v;
        try {
          const d = getOwnPropertyDescriptor(iterables, key);
          if (d === undefined || !d.enumerable) continue;
          v = iterables[key];
          if (v === undefined) continue;
          v = flattenable(v, false);
        } catch (e) {
          complete(closeAll(iters, thrown(e)));
        }
        keys[keys.length] = key;
        iters[iters.length] = v;
      }
      const padding = [];
      if (mode === "longest") {
        for (let k = 0; k < keys.length; k++) {
          if (paddingOption === undefined) padding[k] = undefined;
          else {
            try {
              padding[k] = paddingOption[keys[k]];
            } catch (e) {
              complete(closeAll(iters, thrown(e)));
            }
          }
        }
      }
      return zip(iters, mode, padding, (results) => {
        const obj = create(null);
        for (let k = 0; k < keys.length; k++) defineProperty(obj, keys[k], { value: results[k], writable: true, enumerable: true, configurable: true });
        return obj;
      });
    },
  };
  const staticNames = ownKeys(statics);
  for (let i = 0; i < staticNames.length; i++) def(Iterator, staticNames[i], statics[staticNames[i]]);

  defineProperty(g, "Iterator", { value: Iterator, writable: true, configurable: true, enumerable: false });
})
