// The reviver walk of JSON.parse with source text access (ES2026): a
// reviver gets a third argument, a context whose source is the JSON text
// of the primitive value it is given, as long as the value is still the
// one parsed. JSON.rawJSON and JSON.isRawJSON are Go (json.go).
(function (g, host, IP, orig) {
  "use strict";
  const apply = Reflect.apply;
  const defineProperty = Object.defineProperty;
  const create = Object.create;
  const keys = Object.keys;
  const isArray = Array.isArray;
  const deleteProperty = Reflect.deleteProperty;
  const reflectDefine = Reflect.defineProperty;
  const is = Object.is;
  const nativeParse = orig["JSON.parse"];
  const J = JSON;

  // record scans the JSON value starting at text[i] (text is valid JSON:
  // goja parsed it) into a parse record { value, source, elements,
  // entries }, where value is the value parsed there.
  const record = (text, value) => {
    let i = 0;
    const n = text.length;
    const ws = () => {
      for (; i < n; i++) {
        const c = text.charCodeAt(i);
        if (c !== 32 && c !== 9 && c !== 10 && c !== 13) return;
      }
    };
    const string = () => {
      const start = i++;
      for (; i < n; i++) {
        const c = text.charCodeAt(i);
        if (c === 0x5c) i++;
        else if (c === 0x22) break;
      }
      i++;
      return text.slice(start, i);
    };
    const isObject = (v) => v !== null && typeof v === "object";
    const scan = (val) => {
      ws();
      const c = text.charCodeAt(i);
      const rec = { value: val, source: undefined, elements: null, entries: null };
      if (c === 0x5b) { // [
        i++;
        rec.elements = [];
        ws();
        if (text.charCodeAt(i) === 0x5d) { i++; return rec; }
        for (let k = 0; ; k++) {
          rec.elements[k] = scan(isObject(val) ? val[k] : undefined);
          ws();
          if (text.charCodeAt(i++) === 0x5d) return rec; // ] (else ,)
        }
      }
      if (c === 0x7b) { // {
        i++;
        rec.entries = create(null);
        ws();
        if (text.charCodeAt(i) === 0x7d) { i++; return rec; }
        for (;;) {
          ws();
          const key = apply(nativeParse, J, [string()]);
          ws();
          i++; // :
          // The last pair of a name wins, as in the parsed object.
          rec.entries[key] = scan(isObject(val) ? val[key] : undefined);
          ws();
          if (text.charCodeAt(i++) === 0x7d) return rec; // } (else ,)
        }
      }
      const start = i;
      if (c === 0x22) string();
      else {
        for (; i < n; i++) {
          const d = text.charCodeAt(i);
          if (d === 32 || d === 9 || d === 10 || d === 13 || d === 0x2c || d === 0x5d || d === 0x7d) break;
        }
      }
      rec.source = text.slice(start, i);
      return rec;
    };
    return scan(value);
  };

  // InternalizeJSONProperty(holder, name, reviver, parseRecord).
  const internalize = (holder, name, reviver, rec) => {
    const val = holder[name];
    const context = {};
    let elements = null, entries = null;
    if (rec !== undefined && is(rec.value, val)) {
      if (val === null || (typeof val !== "object" && typeof val !== "function")) {
        defineProperty(context, "source", { value: rec.source, writable: true, enumerable: true, configurable: true });
      }
      elements = rec.elements;
      entries = rec.entries;
    }
    if (val !== null && typeof val === "object") {
      if (isArray(val)) {
        const len = toLength(val.length);
        for (let k = 0; k < len; k++) {
          const prop = String(k);
          const el = internalize(val, prop, reviver, elements !== null && k < elements.length ? elements[k] : undefined);
          if (el === undefined) deleteProperty(val, prop);
          else createDataProperty(val, prop, el);
        }
      } else {
        for (const p of keys(val)) {
          const el = internalize(val, p, reviver, entries !== null ? entries[p] : undefined);
          if (el === undefined) deleteProperty(val, p);
          else createDataProperty(val, p, el);
        }
      }
    }
    return apply(reviver, holder, [name, val, context]);
  };
  // CreateDataProperty: false, not a throw, when o refuses (a Proxy's
  // trap may still throw).
  const createDataProperty = (o, p, v) => reflectDefine(o, p, { value: v, writable: true, enumerable: true, configurable: true });
  const toLength = (v) => {
    const n = Math.trunc(+v);
    if (!(n > 0)) return 0;
    return n > 9007199254740991 ? 9007199254740991 : n;
  };

  host.setRevive((text, unfiltered, reviver) => {
    const root = {};
    defineProperty(root, "", { value: unfiltered, writable: true, enumerable: true, configurable: true });
    return internalize(root, "", reviver, record(text, unfiltered));
  });
})
