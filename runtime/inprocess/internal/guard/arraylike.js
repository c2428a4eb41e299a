// Array.prototype methods (and Array.from) for the receivers the sandbox
// cannot size before a native builtin runs: array-likes whose length is a
// getter or comes through a Proxy, and non-array objects longer than the
// element limit. goja's native builtins loop over such receivers in Go,
// where a length of 2^53-1 is a loop the engine cannot interrupt; these
// follow ECMA-262 step by step in JavaScript, where every iteration is
// program work under the compute budget. Only syntax and the host's
// helpers (h) are used, so a program that replaces globals changes nothing
// here.
(function (h) {
  "use strict";
  const call = h.call, define = h.define, isArray = h.isArray, isConstructor = h.isConstructor, toObject = h.toObject;
  const species = h.species, spreadable = h.spreadable, iteratorSym = h.iterator;
  // maxElements bounds concat's result: past it, tooMany stops the run
  // with the sandbox's memory error (a result that long is refused, as the
  // native method's is).
  const maxElements = h.maxElements, tooMany = h.tooMany;
  const MAX = 9007199254740991;

  const toInt = (v) => {
    const n = +v;
    if (n !== n || n === 0) return 0;
    if (n === Infinity || n === -Infinity) return n;
    return n - (n % 1);
  };
  const toLength = (v) => {
    const n = toInt(v);
    return n <= 0 ? 0 : n > MAX ? MAX : n;
  };
  const lengthOf = (O) => toLength(O.length);
  const relative = (v, len) => {
    const r = toInt(v);
    if (r < 0) return len + r > 0 ? len + r : 0;
    return r < len ? r : len;
  };
  const callable = (fn, what) => {
    if (typeof fn !== "function") throw new TypeError(what + ": " + typeof fn + " is not a function");
  };
  const arrayCreate = (n) => {
    if (n > 4294967295) throw new RangeError("Invalid array length");
    const A = [];
    A.length = n;
    return A;
  };
  const speciesCreate = (O, n) => {
    if (!isArray(O)) return arrayCreate(n);
    let C = O.constructor;
    if (C !== null && (typeof C === "object" || typeof C === "function")) {
      C = C[species];
      if (C === null) C = undefined;
    }
    if (C === undefined) return arrayCreate(n);
    if (!isConstructor(C)) throw new TypeError("object.constructor[Symbol.species] is not a constructor");
    return new C(n);
  };
  const sameValueZero = (a, b) => a === b || (a !== a && b !== b);
  const str = (v) => `${v}`;

  const M = {};
  M.forEach = function forEach(cb, thisArg) {
    const O = toObject(this), n = lengthOf(O);
    callable(cb, "Array.prototype.forEach");
    for (let k = 0; k < n; k++) if (k in O) call(cb, thisArg, O[k], k, O);
  };
  M.map = function map(cb, thisArg) {
    const O = toObject(this), n = lengthOf(O);
    callable(cb, "Array.prototype.map");
    const A = speciesCreate(O, n);
    for (let k = 0; k < n; k++) if (k in O) define(A, k, call(cb, thisArg, O[k], k, O));
    return A;
  };
  M.filter = function filter(cb, thisArg) {
    const O = toObject(this), n = lengthOf(O);
    callable(cb, "Array.prototype.filter");
    const A = speciesCreate(O, 0);
    let to = 0;
    for (let k = 0; k < n; k++) {
      if (!(k in O)) continue;
      const v = O[k];
      if (call(cb, thisArg, v, k, O)) define(A, to++, v);
    }
    return A;
  };
  M.every = function every(cb, thisArg) {
    const O = toObject(this), n = lengthOf(O);
    callable(cb, "Array.prototype.every");
    for (let k = 0; k < n; k++) if (k in O && !call(cb, thisArg, O[k], k, O)) return false;
    return true;
  };
  M.some = function some(cb, thisArg) {
    const O = toObject(this), n = lengthOf(O);
    callable(cb, "Array.prototype.some");
    for (let k = 0; k < n; k++) if (k in O && call(cb, thisArg, O[k], k, O)) return true;
    return false;
  };
  const finder = (name, fromEnd, wantIndex) =>
    function (cb, thisArg) {
      const O = toObject(this), n = lengthOf(O);
      callable(cb, "Array.prototype." + name);
      for (let i = 0; i < n; i++) {
        const k = fromEnd ? n - 1 - i : i;
        const v = O[k];
        if (call(cb, thisArg, v, k, O)) return wantIndex ? k : v;
      }
      return wantIndex ? -1 : undefined;
    };
  M.find = finder("find", false, false);
  M.findIndex = finder("findIndex", false, true);
  M.findLast = finder("findLast", true, false);
  M.findLastIndex = finder("findLastIndex", true, true);
  const reducer = (name, fromEnd) =>
    function (cb, ...init) {
      const O = toObject(this), n = lengthOf(O);
      callable(cb, "Array.prototype." + name);
      let i = 0, acc;
      const at = (j) => (fromEnd ? n - 1 - j : j);
      if (init.length > 0) acc = init[0];
      else {
        let found = false;
        for (; i < n && !found; i++) if (at(i) in O) (found = true), (acc = O[at(i)]);
        if (!found) throw new TypeError("Reduce of empty array with no initial value");
      }
      for (; i < n; i++) {
        const k = at(i);
        if (k in O) acc = call(cb, undefined, acc, O[k], k, O);
      }
      return acc;
    };
  M.reduce = reducer("reduce", false);
  M.reduceRight = reducer("reduceRight", true);
  M.includes = function includes(search, fromIndex) {
    const O = toObject(this), n = lengthOf(O);
    if (n === 0) return false;
    let k = toInt(fromIndex);
    if (k === Infinity) return false;
    if (k < 0) k = n + k > 0 ? n + k : 0;
    for (; k < n; k++) if (sameValueZero(O[k], search)) return true;
    return false;
  };
  M.indexOf = function indexOf(search, fromIndex) {
    const O = toObject(this), n = lengthOf(O);
    if (n === 0) return -1;
    let k = toInt(fromIndex);
    if (k === Infinity) return -1;
    if (k < 0) k = n + k > 0 ? n + k : 0;
    for (; k < n; k++) if (k in O && O[k] === search) return k;
    return -1;
  };
  M.lastIndexOf = function lastIndexOf(search, ...from) {
    const O = toObject(this), n = lengthOf(O);
    if (n === 0) return -1;
    const f = from.length > 0 ? toInt(from[0]) : n - 1;
    if (f === -Infinity) return -1;
    let k = f >= 0 ? (f < n - 1 ? f : n - 1) : n + f;
    for (; k >= 0; k--) if (k in O && O[k] === search) return k;
    return -1;
  };
  M.join = function join(sep) {
    const O = toObject(this), n = lengthOf(O);
    const s = sep === undefined ? "," : str(sep);
    let r = "";
    for (let k = 0; k < n; k++) {
      if (k > 0) r += s;
      const e = O[k];
      if (e !== undefined && e !== null) r += str(e);
    }
    return r;
  };
  M.toLocaleString = function toLocaleString() {
    const O = toObject(this), n = lengthOf(O);
    let r = "";
    for (let k = 0; k < n; k++) {
      if (k > 0) r += ",";
      const e = O[k];
      if (e !== undefined && e !== null) r += str(call(e.toLocaleString, e));
    }
    return r;
  };
  M.reverse = function reverse() {
    const O = toObject(this), n = lengthOf(O);
    const middle = (n - (n % 2)) / 2;
    for (let lower = 0; lower !== middle; lower++) {
      const upper = n - lower - 1;
      const lowerExists = lower in O;
      const lowerValue = lowerExists ? O[lower] : undefined;
      const upperExists = upper in O;
      const upperValue = upperExists ? O[upper] : undefined;
      if (lowerExists && upperExists) (O[lower] = upperValue), (O[upper] = lowerValue);
      else if (upperExists) (O[lower] = upperValue), delete O[upper];
      else if (lowerExists) delete O[lower], (O[upper] = lowerValue);
    }
    return O;
  };
  M.shift = function shift() {
    const O = toObject(this), n = lengthOf(O);
    if (n === 0) {
      O.length = 0;
      return undefined;
    }
    const first = O[0];
    for (let k = 1; k < n; k++) {
      if (k in O) O[k - 1] = O[k];
      else delete O[k - 1];
    }
    delete O[n - 1];
    O.length = n - 1;
    return first;
  };
  M.unshift = function unshift(...items) {
    const O = toObject(this), n = lengthOf(O), c = items.length;
    if (c > 0) {
      if (n + c > MAX) throw new TypeError("Array.prototype.unshift: the length would exceed 2^53-1");
      for (let k = n; k > 0; k--) {
        const from = k - 1, to = k + c - 1;
        if (from in O) O[to] = O[from];
        else delete O[to];
      }
      for (let j = 0; j < c; j++) O[j] = items[j];
    }
    O.length = n + c;
    return n + c;
  };
  M.slice = function slice(start, end) {
    const O = toObject(this), n = lengthOf(O);
    let k = relative(start, n);
    const final = end === undefined ? n : relative(end, n);
    const count = final - k > 0 ? final - k : 0;
    const A = speciesCreate(O, count);
    let i = 0;
    for (; k < final; k++, i++) if (k in O) define(A, i, O[k]);
    A.length = i;
    return A;
  };
  M.splice = function splice(...args) {
    const O = toObject(this), n = lengthOf(O);
    const start = relative(args[0], n);
    let insert = 0, del = 0;
    if (args.length === 1) del = n - start;
    else if (args.length > 1) {
      insert = args.length - 2;
      const dc = toInt(args[1]);
      del = dc < 0 ? 0 : dc > n - start ? n - start : dc;
    }
    if (n + insert - del > MAX) throw new TypeError("Array.prototype.splice: the length would exceed 2^53-1");
    const A = speciesCreate(O, del);
    for (let k = 0; k < del; k++) if (start + k in O) define(A, k, O[start + k]);
    A.length = del;
    if (insert < del) {
      for (let k = start; k < n - del; k++) {
        const from = k + del, to = k + insert;
        if (from in O) O[to] = O[from];
        else delete O[to];
      }
      for (let k = n; k > n - del + insert; k--) delete O[k - 1];
    } else if (insert > del) {
      for (let k = n - del; k > start; k--) {
        const from = k + del - 1, to = k + insert - 1;
        if (from in O) O[to] = O[from];
        else delete O[to];
      }
    }
    for (let j = 0; j < insert; j++) O[start + j] = args[j + 2];
    O.length = n - del + insert;
    return A;
  };
  M.fill = function fill(value, start, end) {
    const O = toObject(this), n = lengthOf(O);
    let k = relative(start, n);
    const final = end === undefined ? n : relative(end, n);
    for (; k < final; k++) O[k] = value;
    return O;
  };
  M.copyWithin = function copyWithin(target, start, end) {
    const O = toObject(this), n = lengthOf(O);
    let to = relative(target, n), from = relative(start, n);
    const final = end === undefined ? n : relative(end, n);
    let count = final - from < n - to ? final - from : n - to;
    let dir = 1;
    if (from < to && to < from + count) (dir = -1), (from += count - 1), (to += count - 1);
    for (; count > 0; count--, from += dir, to += dir) {
      if (from in O) O[to] = O[from];
      else delete O[to];
    }
    return O;
  };
  const isSpreadable = (E) => {
    if (E === null || (typeof E !== "object" && typeof E !== "function")) return false;
    const s = E[spreadable];
    if (s !== undefined) return !!s;
    return isArray(E);
  };
  M.concat = function concat(...items) {
    const O = toObject(this);
    const A = speciesCreate(O, 0);
    let n = 0;
    for (let i = -1; i < items.length; i++) {
      const E = i < 0 ? O : items[i];
      if (isSpreadable(E)) {
        const len = lengthOf(E);
        if (n + len > MAX) throw new TypeError("Array.prototype.concat: the length would exceed 2^53-1");
        if (n + len > maxElements) return tooMany(n + len);
        for (let k = 0; k < len; k++, n++) if (k in E) define(A, n, E[k]);
      } else {
        if (n >= MAX) throw new TypeError("Array.prototype.concat: the length would exceed 2^53-1");
        define(A, n++, E);
      }
    }
    A.length = n;
    return A;
  };
  const flatten = (target, source, sourceLen, start, depth, mapper, thisArg) => {
    let t = start;
    for (let s = 0; s < sourceLen; s++) {
      if (!(s in source)) continue;
      let e = source[s];
      if (mapper !== undefined) e = call(mapper, thisArg, e, s, source);
      if (depth > 0 && isArray(e)) t = flatten(target, e, lengthOf(e), t, depth - 1);
      else {
        if (t >= MAX) throw new TypeError("Array.prototype.flat: the length would exceed 2^53-1");
        define(target, t++, e);
      }
    }
    return t;
  };
  M.flat = function flat(depth) {
    const O = toObject(this), n = lengthOf(O);
    let d = 1;
    if (depth !== undefined) {
      d = toInt(depth);
      if (d < 0) d = 0;
    }
    const A = speciesCreate(O, 0);
    flatten(A, O, n, 0, d);
    return A;
  };
  M.flatMap = function flatMap(mapper, thisArg) {
    const O = toObject(this), n = lengthOf(O);
    callable(mapper, "Array.prototype.flatMap");
    const A = speciesCreate(O, 0);
    flatten(A, O, n, 0, 1, mapper, thisArg);
    return A;
  };
  const compareWith = (cmp) => (x, y) => {
    if (x === undefined) return y === undefined ? 0 : 1;
    if (y === undefined) return -1;
    if (cmp !== undefined) {
      const v = +call(cmp, undefined, x, y);
      return v !== v ? 0 : v;
    }
    const a = str(x), b = str(y);
    return a < b ? -1 : b < a ? 1 : 0;
  };
  const mergeSort = (items, cmp) => {
    const n = items.length;
    let src = items, dst = arrayCreate(n);
    for (let w = 1; w < n; w *= 2) {
      for (let lo = 0; lo < n; lo += 2 * w) {
        const mid = lo + w < n ? lo + w : n, hi = lo + 2 * w < n ? lo + 2 * w : n;
        let i = lo, j = mid, k = lo;
        while (i < mid && j < hi) define(dst, k++, cmp(src[j], src[i]) < 0 ? src[j++] : src[i++]);
        while (i < mid) define(dst, k++, src[i++]);
        while (j < hi) define(dst, k++, src[j++]);
      }
      const t = src;
      (src = dst), (dst = t);
    }
    return src;
  };
  M.sort = function sort(cmp) {
    if (cmp !== undefined) callable(cmp, "Array.prototype.sort");
    const O = toObject(this), n = lengthOf(O);
    const items = [];
    let count = 0;
    for (let k = 0; k < n; k++) if (k in O) define(items, count++, O[k]);
    const sorted = mergeSort(items, compareWith(cmp));
    let j = 0;
    for (; j < count; j++) O[j] = sorted[j];
    for (; j < n; j++) if (j in O) delete O[j];
    return O;
  };
  M.toSorted = function toSorted(cmp) {
    if (cmp !== undefined) callable(cmp, "Array.prototype.toSorted");
    const O = toObject(this), n = lengthOf(O);
    const A = arrayCreate(n);
    for (let k = 0; k < n; k++) define(A, k, O[k]);
    const sorted = mergeSort(A, compareWith(cmp));
    for (let k = 0; k < n; k++) define(A, k, sorted[k]);
    return A;
  };
  M.toReversed = function toReversed() {
    const O = toObject(this), n = lengthOf(O);
    const A = arrayCreate(n);
    for (let k = 0; k < n; k++) define(A, k, O[n - k - 1]);
    return A;
  };
  M.with = function (index, value) {
    const O = toObject(this), n = lengthOf(O);
    const r = toInt(index);
    const actual = r >= 0 ? r : n + r;
    if (actual >= n || actual < 0) throw new RangeError("Invalid index : " + index);
    const A = arrayCreate(n);
    for (let k = 0; k < n; k++) define(A, k, k === actual ? value : O[k]);
    return A;
  };
  M.toSpliced = function toSpliced(...args) {
    const O = toObject(this), n = lengthOf(O);
    const start = relative(args[0], n);
    let insert = 0, skip = 0;
    if (args.length === 1) skip = n - start;
    else if (args.length > 1) {
      insert = args.length - 2;
      const sc = toInt(args[1]);
      skip = sc < 0 ? 0 : sc > n - start ? n - start : sc;
    }
    const newLen = n + insert - skip;
    if (newLen > MAX) throw new TypeError("Array.prototype.toSpliced: the length would exceed 2^53-1");
    const A = arrayCreate(newLen);
    let i = 0, r = start + skip;
    for (; i < start; i++) define(A, i, O[i]);
    for (let j = 0; j < insert; j++) define(A, i++, args[j + 2]);
    for (; i < newLen; i++, r++) define(A, i, O[r]);
    return A;
  };
  M.from = function from(items, mapfn, thisArg) {
    const C = this;
    if (mapfn !== undefined) callable(mapfn, "Array.from");
    const using = items === undefined || items === null ? undefined : items[iteratorSym];
    if (using !== undefined && using !== null) {
      callable(using, "Array.from");
      const A = isConstructor(C) ? new C() : arrayCreate(0);
      const it = call(using, items);
      if (it === null || (typeof it !== "object" && typeof it !== "function")) throw new TypeError("Result of the Symbol.iterator method is not an object");
      const next = it.next;
      const close = () => {
        const ret = it.return;
        if (ret !== undefined && ret !== null) call(ret, it);
      };
      for (let k = 0; ; k++) {
        const r = call(next, it);
        if (r === null || (typeof r !== "object" && typeof r !== "function")) throw new TypeError("Iterator result is not an object");
        if (r.done) {
          A.length = k;
          return A;
        }
        let v = r.value;
        try {
          if (mapfn !== undefined) v = call(mapfn, thisArg, v, k);
          define(A, k, v);
        } catch (e) {
          try {
            close();
          } catch {}
          throw e;
        }
      }
    }
    const src = toObject(items), n = lengthOf(src);
    const A = isConstructor(C) ? new C(n) : arrayCreate(n);
    for (let k = 0; k < n; k++) {
      const v = src[k];
      define(A, k, mapfn !== undefined ? call(mapfn, thisArg, v, k) : v);
    }
    A.length = n;
    return A;
  };
  return M;
});
