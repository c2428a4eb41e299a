// The RegExp constructor as a program sees it: the language library's
// (L), with what it lacks added in front of it. A pattern with the u flag
// is checked by a strict parser first (goja accepts some patterns the
// specification rejects); a pattern with the v flag (unicodeSets) is
// translated into an equivalent u pattern, and the regular expression
// keeps its own source and flags. RegExp.prototype gains the unicodeSets
// getter, and flags becomes the specification's getter (it reads
// hasIndices and unicodeSets too).
(function (L, host) {
  "use strict";
  const proto = L.prototype;
  const vinfo = new WeakMap(); // translated regexp -> { source, flags, escaped, v }
  const getter = (o, k) => Object.getOwnPropertyDescriptor(o, k).get;
  const origSource = getter(proto, "source");
  const origUnicode = getter(proto, "unicode");
  const origIgnoreCase = getter(proto, "ignoreCase");
  const defineHidden = (o, k, v) => Object.defineProperty(o, k, { value: v, writable: true, configurable: true, enumerable: false });

  function escapeSource(src) {
    if (src === "") return "(?:)";
    let out = "", inClass = false;
    for (let i = 0; i < src.length; i++) {
      const c = src[i];
      if (c === "\\") { out += c + (i + 1 < src.length ? src[++i] : ""); continue; }
      if (c === "[") inClass = true;
      else if (c === "]") inClass = false;
      if (c === "/" && !inClass) out += "\\/";
      else if (c === "\n") out += "\\n";
      else if (c === "\r") out += "\\r";
      else if (c === "\u2028") out += "\\u2028";
      else if (c === "\u2029") out += "\\u2029";
      else out += c;
    }
    return out;
  }

  // makeTranslated builds a regular expression from a translation of its
  // pattern (v: class set notation; modifiers: (?ims-ims:…) groups), run
  // by L under flags that may differ from the ones given (u for v, no i
  // when ignoreCase changes inside the pattern). It keeps the pattern's
  // own source and flags for the getters.
  function makeTranslated(src, fl, target, isV) {
    if (/[^dgimsuvy]/.test(fl) || new Set(fl).size !== fl.length || (fl.includes("u") && fl.includes("v"))) {
      throw new SyntaxError("Invalid flags supplied to RegExp constructor '" + fl + "'");
    }
    let tsrc = isV ? host.translateV(src, fl) : src;
    let tfl = fl.replace("v", "u");
    if (tsrc.includes("(?") && host.hasModifiers(tsrc)) {
      const t = host.translateModifiers(tsrc, tfl, fl);
      tsrc = t[0];
      tfl = t[1];
    }
    const rx = Reflect.construct(L, [tsrc, tfl], target);
    const flags = "dgimsuvy".split("").filter((c) => fl.includes(c)).join("");
    const escaped = escapeSource(src);
    vinfo.set(rx, { source: src, flags, escaped, v: isV });
    // L keeps own source and flags on what it translated (d, \p{…}).
    if (Object.getOwnPropertyDescriptor(rx, "source")) defineHidden(rx, "source", escaped);
    if (Object.getOwnPropertyDescriptor(rx, "flags")) defineHidden(rx, "flags", flags);
    return rx;
  }

  function RegExp(pattern, flags) {
    const nt = new.target;
    let isRe = false;
    if (pattern !== null && typeof pattern === "object") {
      const m = pattern[Symbol.match];
      isRe = m !== undefined ? Boolean(m) : pattern instanceof L;
    }
    if (nt === undefined && isRe && flags === undefined && pattern.constructor === RegExp) return pattern;
    let src = pattern, fl = flags;
    if (isRe) {
      const mine = vinfo.get(pattern);
      src = mine ? mine.source : pattern.source;
      if (flags === undefined) fl = mine ? mine.flags : pattern.flags;
    }
    src = src === undefined ? "" : String(src);
    fl = fl === undefined ? "" : String(fl);
    const target = nt === undefined ? RegExp : nt;
    if (fl.includes("v")) return makeTranslated(src, fl, target, true);
    if (fl.includes("u")) host.check(src, fl);
    if (src.includes("(?") && host.hasModifiers(src)) return makeTranslated(src, fl, target, false);
    return Reflect.construct(L, [src, fl], target);
  }

  for (const k of Reflect.ownKeys(L)) {
    if (k === "prototype" || k === "length" || k === "name") continue;
    Object.defineProperty(RegExp, k, Object.getOwnPropertyDescriptor(L, k));
  }
  RegExp.prototype = proto;
  Object.defineProperty(RegExp, "prototype", { writable: false, enumerable: false, configurable: false });
  Object.defineProperty(RegExp, "name", { value: "RegExp", configurable: true });
  Object.defineProperty(RegExp, "length", { value: 2, configurable: true });
  defineHidden(proto, "constructor", RegExp);

  const accessors = {
    get source() {
      const v = typeof this === "object" && this !== null ? vinfo.get(this) : undefined;
      return v ? v.escaped : origSource.call(this);
    },
    get unicode() {
      const v = typeof this === "object" && this !== null ? vinfo.get(this) : undefined;
      return v ? v.flags.includes("u") : origUnicode.call(this);
    },
    get ignoreCase() {
      const v = typeof this === "object" && this !== null ? vinfo.get(this) : undefined;
      return v ? v.flags.includes("i") : origIgnoreCase.call(this);
    },
    get unicodeSets() {
      if (typeof this !== "object" || this === null) throw new TypeError("RegExp.prototype.unicodeSets getter called on non-object " + String(this));
      const v = vinfo.get(this);
      if (v) return v.v;
      if (this === proto) return undefined;
      origUnicode.call(this); // a TypeError for what is not a RegExp
      return false;
    },
    get flags() {
      if (typeof this !== "object" || this === null) throw new TypeError("RegExp.prototype.flags getter called on non-object " + String(this));
      let r = "";
      if (this.hasIndices) r += "d";
      if (this.global) r += "g";
      if (this.ignoreCase) r += "i";
      if (this.multiline) r += "m";
      if (this.dotAll) r += "s";
      if (this.unicode) r += "u";
      if (this.unicodeSets) r += "v";
      if (this.sticky) r += "y";
      return r;
    },
  };
  for (const k of ["source", "unicode", "ignoreCase", "unicodeSets", "flags"]) {
    Object.defineProperty(proto, k, { get: getter(accessors, k), set: undefined, enumerable: false, configurable: true });
  }

  // goja's global match, matchAll, replace and split advance past an
  // empty match in code points only for a "u" in flags; a v regexp's
  // flags have a "v" instead, and advancing by a code unit into a
  // surrogate pair matches there again without end. For v regexps these
  // four run the specification's algorithms here, on the (guarded) exec.
  const toLength = (v) => { const n = Math.trunc(Number(v)); return n > 0 ? Math.min(n, 2 ** 53 - 1) : 0; };
  const advance = (s, i) => {
    if (i + 1 >= s.length) return i + 1;
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) { const d = s.charCodeAt(i + 1); if (d >= 0xdc00 && d <= 0xdfff) return i + 2; }
    return i + 1;
  };
  const execOf = (rx, s) => {
    const exec = rx.exec;
    if (typeof exec !== "function") throw new TypeError("exec is not a function");
    const r = exec.call(rx, s);
    if (r !== null && typeof r !== "object" && typeof r !== "function") throw new TypeError("RegExp exec method returned something other than an Object or null");
    return r;
  };
  const speciesOf = (rx) => {
    const c = rx.constructor;
    if (c === undefined) return RegExp;
    if (c === null || (typeof c !== "object" && typeof c !== "function")) throw new TypeError("object.constructor is not an object");
    const sp = c[Symbol.species];
    return sp === undefined || sp === null ? RegExp : sp;
  };
  const allMatches = (rx, s) => {
    rx.lastIndex = 0;
    const out = [];
    for (;;) {
      const r = execOf(rx, s);
      if (r === null) return out;
      out.push(r);
      if (String(r[0]) === "") rx.lastIndex = advance(s, toLength(rx.lastIndex));
    }
  };
  const substitute = host.substitute; // GetSubstitution (langlib substitution.js)
  const iterProto = Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]()));
  const vMethods = {
    [Symbol.match](string) {
      const s = String(string);
      if (!String(this.flags).includes("g")) return execOf(this, s);
      const all = allMatches(this, s);
      return all.length === 0 ? null : all.map((r) => String(r[0]));
    },
    [Symbol.matchAll](string) {
      const s = String(string);
      const C = speciesOf(this);
      const flags = String(this.flags);
      const matcher = new C(this, flags);
      matcher.lastIndex = toLength(this.lastIndex);
      const global = flags.includes("g");
      let done = false;
      const it = Object.create(iterProto);
      defineHidden(it, "next", function next() {
        if (done) return { value: undefined, done: true };
        const r = execOf(matcher, s);
        if (r === null) { done = true; return { value: undefined, done: true }; }
        if (!global) { done = true; return { value: r, done: false }; }
        if (String(r[0]) === "") matcher.lastIndex = advance(s, toLength(matcher.lastIndex));
        return { value: r, done: false };
      });
      Object.defineProperty(it, Symbol.toStringTag, { value: "RegExp String Iterator", configurable: true });
      return it;
    },
    [Symbol.replace](string, replaceValue) {
      const s = String(string);
      const functional = typeof replaceValue === "function";
      const replacement = functional ? undefined : String(replaceValue);
      const global = String(this.flags).includes("g");
      let results;
      if (global) results = allMatches(this, s);
      else { const r = execOf(this, s); results = r === null ? [] : [r]; }
      let out = "", next = 0;
      for (const r of results) {
        const n = Math.max(toLength(r.length) - 1, 0);
        const matched = String(r[0]);
        const position = Math.max(Math.min(Math.trunc(Number(r.index)) || 0, s.length), 0);
        const captures = [];
        for (let k = 1; k <= n; k++) { const c = r[k]; captures.push(c === undefined ? undefined : String(c)); }
        let groups = r.groups;
        let rep;
        if (functional) {
          const args = [matched, ...captures, position, s];
          if (groups !== undefined) args.push(groups);
          rep = String(replaceValue(...args));
        } else {
          if (groups !== undefined) groups = Object(groups);
          rep = substitute(matched, s, position, captures, groups, replacement);
        }
        if (position >= next) { out += s.slice(next, position) + rep; next = position + matched.length; }
      }
      return out + s.slice(next);
    },
    [Symbol.split](string, limit) {
      const s = String(string);
      const C = speciesOf(this);
      const flags = String(this.flags);
      const splitter = new C(this, flags.includes("y") ? flags : flags + "y");
      const out = [];
      const lim = limit === undefined ? 2 ** 32 - 1 : Number(limit) >>> 0;
      if (lim === 0) return out;
      if (s.length === 0) return execOf(splitter, s) === null ? [s] : out;
      let p = 0, q = 0;
      while (q < s.length) {
        splitter.lastIndex = q;
        const z = execOf(splitter, s);
        if (z === null) { q = advance(s, q); continue; }
        const e = Math.min(toLength(splitter.lastIndex), s.length);
        if (e === p) { q = advance(s, q); continue; }
        out.push(s.slice(p, q));
        if (out.length === lim) return out;
        p = e;
        const n = Math.max(toLength(z.length) - 1, 0);
        for (let i = 1; i <= n; i++) { out.push(z[i]); if (out.length === lim) return out; }
        q = p;
      }
      out.push(s.slice(p));
      return out;
    },
  };
  for (const sym of [Symbol.match, Symbol.matchAll, Symbol.replace, Symbol.split]) {
    const orig = proto[sym];
    const mine = vMethods[sym];
    const name = "[" + sym.description + "]";
    const f = {
      [name](...args) {
        const v = typeof this === "object" && this !== null ? vinfo.get(this) : undefined;
        return v && v.v ? mine.apply(this, args) : orig.apply(this, args);
      },
    }[name];
    Object.defineProperty(f, "length", { value: orig.length, configurable: true });
    defineHidden(proto, sym, f);
  }
  return RegExp;
})
