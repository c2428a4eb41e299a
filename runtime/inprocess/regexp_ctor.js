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
  const vinfo = new WeakMap(); // v regexp -> { source, flags, escaped }
  const getter = (o, k) => Object.getOwnPropertyDescriptor(o, k).get;
  const origSource = getter(proto, "source");
  const origUnicode = getter(proto, "unicode");
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

  function makeV(src, fl, target) {
    if (/[^dgimsvy]/.test(fl) || new Set(fl).size !== fl.length) {
      throw new SyntaxError("Invalid flags supplied to RegExp constructor '" + fl + "'");
    }
    const tsrc = host.translateV(src, fl);
    const rx = Reflect.construct(L, [tsrc, fl.replace("v", "u")], target);
    const flags = "dgimsvy".split("").filter((c) => fl.includes(c)).join("");
    const escaped = escapeSource(src);
    vinfo.set(rx, { source: src, flags, escaped });
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
    if (fl.includes("v")) return makeV(src, fl, target);
    if (fl.includes("u")) host.check(src, fl);
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
      if (typeof this === "object" && this !== null && vinfo.has(this)) return false;
      return origUnicode.call(this);
    },
    get unicodeSets() {
      if (typeof this !== "object" || this === null) throw new TypeError("RegExp.prototype.unicodeSets getter called on non-object " + String(this));
      if (vinfo.has(this)) return true;
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
  for (const k of ["source", "unicode", "unicodeSets", "flags"]) {
    Object.defineProperty(proto, k, { get: getter(accessors, k), set: undefined, enumerable: false, configurable: true });
  }
  return RegExp;
})
