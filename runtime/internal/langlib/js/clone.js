// structuredClone and DOMException (HTML structured clone algorithm, the
// subset of serialisable types that exist in this runtime).
(function (g, host, IP, orig) {
  "use strict";
  // goja's own, recorded before the program could replace it.
  const defineProperty = orig["Object.defineProperty"];
  const codes = {
    IndexSizeError: 1, HierarchyRequestError: 3, WrongDocumentError: 4, InvalidCharacterError: 5,
    NoModificationAllowedError: 7, NotFoundError: 8, NotSupportedError: 9, InvalidStateError: 11,
    SyntaxError: 12, InvalidModificationError: 13, NamespaceError: 14, InvalidAccessError: 15,
    TypeMismatchError: 17, SecurityError: 18, NetworkError: 19, AbortError: 20, URLMismatchError: 21,
    QuotaExceededError: 22, TimeoutError: 23, InvalidNodeTypeError: 24, DataCloneError: 25,
  };
  class DOMException extends Error {
    constructor(message = "", name = "Error") {
      super(String(message));
      defineProperty(this, "name", { value: String(name), writable: true, configurable: true, enumerable: false });
    }
    get code() { return codes[this.name] || 0; }
  }
  defineProperty(DOMException.prototype, Symbol.toStringTag, { value: "DOMException", configurable: true });
  const codeNames = Object.keys(codes);
  for (let i = 0; i < codeNames.length; i++) { // no for-of: the program may have replaced array iteration
    const k = codeNames[i], v = codes[k];
    const c = k.replace(/Error$/, "").replace(/([a-z])([A-Z])/g, "$1_$2").toUpperCase() + "_ERR";
    defineProperty(DOMException, c, { value: v, enumerable: true });
  }

  const fail = (v) => {
    let s;
    try { s = typeof v === "symbol" ? v.toString() : typeof v === "function" ? Function.prototype.toString.call(v) : Object.prototype.toString.call(v); }
    catch (e) { s = "value"; }
    throw new DOMException(s + " could not be cloned.", "DataCloneError");
  };
  const tag = (v) => Object.prototype.toString.call(v).slice(8, -1);
  const errorCtors = { Error, EvalError, RangeError, ReferenceError, SyntaxError, TypeError, URIError };
  const typed = ["Int8Array", "Uint8Array", "Uint8ClampedArray", "Int16Array", "Uint16Array", "Int32Array",
    "Uint32Array", "Float32Array", "Float64Array", "BigInt64Array", "BigUint64Array"];

  function structuredClone(value, options) {
    if (arguments.length === 0) throw new TypeError("The \"value\" argument must be specified");
    if (options !== undefined && options !== null && typeof options === "object" && options.transfer !== undefined) {
      const t = options.transfer;
      if (t != null && [...t].length > 0) throw new DOMException("transfer is not supported", "DataCloneError");
    }
    const memory = new Map();
    const deferred = [];
    const clone = (v) => {
      if (v === null || typeof v !== "object" && typeof v !== "function" && typeof v !== "symbol") return v;
      if (typeof v === "symbol" || typeof v === "function") fail(v);
      if (memory.has(v)) return memory.get(v);
      const t = tag(v);
      let out;
      switch (t) {
        case "Boolean": out = Object(Boolean.prototype.valueOf.call(v)); break;
        case "Number": out = Object(Number.prototype.valueOf.call(v)); break;
        case "String": out = Object(String.prototype.valueOf.call(v)); break;
        case "BigInt": out = Object(BigInt.prototype.valueOf.call(v)); break;
        case "Date": out = new Date(Date.prototype.getTime.call(v)); break;
        case "RegExp": out = new RegExp(v.source, v.flags); break;
        case "ArrayBuffer": out = v.slice(0); break;
        case "DataView": {
          memory.set(v, null);
          out = new DataView(clone(v.buffer), v.byteOffset, v.byteLength);
          break;
        }
        case "Map": out = new Map(); memory.set(v, out); for (const [k, x] of v) deferred.push(() => out.set(clone(k), clone(x))); return out;
        case "Set": out = new Set(); memory.set(v, out); for (const k of v) deferred.push(() => out.add(clone(k))); return out;
        case "Array": {
          out = new Array(v.length);
          memory.set(v, out);
          for (const k of Object.keys(v)) out[k] = clone(v[k]);
          return out;
        }
        case "Error": {
          let name = v.name;
          const C = Object.prototype.hasOwnProperty.call(errorCtors, name) ? errorCtors[name] : Error;
          out = Object.create(C.prototype);
          memory.set(v, out);
          const md = Object.getOwnPropertyDescriptor(v, "message");
          if (md) defineProperty(out, "message", { value: String(v.message), writable: true, configurable: true, enumerable: false });
          if (typeof v.stack === "string") defineProperty(out, "stack", { value: v.stack, writable: true, configurable: true, enumerable: false });
          if ("cause" in v && Object.prototype.hasOwnProperty.call(v, "cause")) defineProperty(out, "cause", { value: clone(v.cause), writable: true, configurable: true, enumerable: false });
          return out;
        }
        default:
          if (typed.includes(t)) {
            const C = g[t];
            memory.set(v, null);
            out = new C(clone(v.buffer), v.byteOffset, v.length);
            break;
          }
          if (t !== "Object" || typeof v === "function" || v instanceof Promise || v instanceof WeakMap || v instanceof WeakSet ||
              (typeof g.WeakRef === "function" && v instanceof g.WeakRef)) fail(v);
          if (Object.getPrototypeOf(v) !== null && typeof v.then === "function" && v instanceof Promise) fail(v);
          out = {};
          memory.set(v, out);
          for (const k of Object.keys(v)) out[k] = clone(v[k]);
          return out;
      }
      memory.set(v, out);
      return out;
    };
    const result = clone(value);
    while (deferred.length) deferred.shift()();
    return result;
  }
  defineProperty(g, "structuredClone", { value: structuredClone, writable: true, configurable: true, enumerable: false });
  defineProperty(g, "DOMException", { value: DOMException, writable: true, configurable: true, enumerable: false });
})
