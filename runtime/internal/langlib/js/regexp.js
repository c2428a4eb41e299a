// The RegExp constructor, extended with what goja's engine lacks: Unicode
// property escapes (\p{…}, \P{…}), named capture groups (groups, $<name>,
// \k<name>) and the d flag (indices). Patterns that need none of these go
// to the native constructor untouched.
(function (g, host, IP, orig) {
  "use strict";
  // goja's own, recorded before the program could replace it.
  const defineProperty = orig["Object.defineProperty"];
  const Native = orig["globalThis.RegExp"];
  const proto = Native.prototype;
  const nativeExec = proto.exec;
  const nativeReplace = proto[Symbol.replace];
  const needs = /\\[pPk]|\(\?<(?![=!])/;
  const info = new WeakMap(); // regexp -> {source, flags, names, indices, tsource, tflags}

  const defineHidden = (o, k, v) => defineProperty(o, k, { value: v, writable: true, configurable: true, enumerable: false });
  // CreateDataProperty: a define, which a setter on Array.prototype does not see.
  const defineData = (o, k, v) => defineProperty(o, k, { value: v, writable: true, configurable: true, enumerable: true });

  function RegExp(pattern, flags) {
    const isRe = pattern !== null && typeof pattern === "object" && (pattern[Symbol.match] !== undefined ? Boolean(pattern[Symbol.match]) : pattern instanceof Native);
    if (new.target === undefined && isRe && flags === undefined && pattern.constructor === RegExp) return pattern;
    let src, fl;
    if (isRe) {
      const i = info.get(pattern);
      src = i ? i.source : pattern.source;
      fl = flags === undefined ? (i ? i.flags : pattern.flags) : String(flags);
    } else {
      src = pattern === undefined ? "" : String(pattern);
      fl = flags === undefined ? "" : String(flags);
    }
    const nt = new.target || RegExp;
    if (fl.includes("v")) throw new SyntaxError("Invalid regular expression flags: the v flag is not supported by this runtime; use u");
    const hasIndices = fl.includes("d");
    if (!hasIndices && !needs.test(src)) return Reflect.construct(Native, [src, fl], nt);
    if (fl.replace(/[dgimsuy]/g, "") !== "" || new Set(fl).size !== fl.length) {
      throw new SyntaxError("Invalid flags supplied to RegExp constructor '" + fl + "'");
    }
    if (loneSurrogate(src)) {
      throw new SyntaxError("Invalid regular expression: /" + src + "/: lone surrogates are not supported together with \\p{...}, named groups or the d flag");
    }
    const tflags = fl.replace("d", "");
    const tr = host.translate(src, tflags.includes("u"));
    const rx = Reflect.construct(Native, [tr.source, tflags], nt);
    const canon = "dgimsuy".split("").filter((c) => fl.includes(c)).join("");
    const meta = { source: src, flags: canon, names: tr.names, indices: hasIndices, tsource: tr.source, tflags };
    info.set(rx, meta);
    if (tr.source !== src) defineHidden(rx, "source", src === "" ? "(?:)" : src.replace(/\//g, "\\/").replace(/\n/g, "\\n"));
    if (hasIndices) defineHidden(rx, "flags", canon);
    if (tr.names || hasIndices) {
      defineHidden(rx, "exec", execWithGroups);
      defineHidden(rx, Symbol.replace, replaceWithGroups);
    }
    return rx;
  }

  function loneSurrogate(s) {
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      if (c >= 0xd800 && c <= 0xdbff) {
        const d = s.charCodeAt(i + 1);
        if (d >= 0xdc00 && d <= 0xdfff) { i++; continue; }
        return true;
      }
      if (c >= 0xdc00 && c <= 0xdfff) return true;
    }
    return false;
  }

  function execWithGroups(s) {
    const m = nativeExec.call(this, s);
    if (m === null) return m;
    const meta = info.get(this);
    if (!meta) return m;
    let groups;
    if (meta.names) {
      groups = Object.create(null);
      // A duplicated name takes the group that took part; the property
      // is made at the name's first group, as the specification orders
      // them.
      meta.names.forEach((n, i) => { if (n !== undefined && (m[i + 1] !== undefined || !(n in groups))) groups[n] = m[i + 1]; });
    }
    defineData(m, "groups", groups);
    if (meta.indices) {
      const str = String(s);
      const ind = host.indices(meta.tsource, meta.tflags, str, m.index);
      const arr = [];
      for (let i = 0; i < m.length; i++) arr.push(ind && ind[i] !== undefined && m[i] !== undefined ? ind[i] : undefined);
      let ig;
      if (meta.names) {
        ig = Object.create(null);
        meta.names.forEach((n, i) => { if (n !== undefined && (arr[i + 1] !== undefined || !(n in ig))) ig[n] = arr[i + 1]; });
      }
      defineData(arr, "groups", ig);
      defineData(m, "indices", arr);
    }
    return m;
  }

  // GetSubstitution (ECMA-262 22.1.3.19.1) with named references
  // (substitution.js).
  const substitute = host.substitute;

  function replaceWithGroups(string, replaceValue) {
    const rx = this, s = String(string);
    const functional = typeof replaceValue === "function";
    const replacement = functional ? undefined : String(replaceValue);
    const global = rx.global;
    const results = [];
    if (global) rx.lastIndex = 0;
    for (;;) {
      const r = rx.exec(s);
      if (r === null) break;
      results.push(r);
      if (!global) break;
      if (String(r[0]) === "") {
        const li = rx.lastIndex;
        let next = li + 1;
        if (rx.unicode && li < s.length - 1) {
          const c = s.charCodeAt(li);
          if (c >= 0xd800 && c <= 0xdbff) { const d = s.charCodeAt(li + 1); if (d >= 0xdc00 && d <= 0xdfff) next = li + 2; }
        }
        rx.lastIndex = next;
      }
    }
    let out = "", nextPos = 0;
    for (const r of results) {
      const matched = String(r[0]);
      const position = Math.max(Math.min(r.index, s.length), 0);
      const captures = [];
      for (let k = 1; k < r.length; k++) captures.push(r[k] === undefined ? undefined : String(r[k]));
      let rep;
      if (functional) {
        const args = [matched, ...captures, position, s];
        if (r.groups !== undefined) args.push(r.groups);
        rep = String(replaceValue(...args));
      } else {
        rep = substitute(matched, s, position, captures, r.groups === undefined ? undefined : Object(r.groups), replacement);
      }
      if (position >= nextPos) {
        out += s.slice(nextPos, position) + rep;
        nextPos = position + matched.length;
      }
    }
    return out + s.slice(nextPos);
  }

  RegExp.prototype = proto;
  defineHidden(proto, "constructor", RegExp);
  defineProperty(RegExp, "prototype", { writable: false, enumerable: false, configurable: false });
  // A getter's name is "get " and the property's (ECMA-262 §10.2.9).
  const getter = (name, fn) => defineProperty(fn, "name", { value: "get " + name, configurable: true });
  defineProperty(RegExp, Symbol.species, { get: getter("[Symbol.species]", function () { return this; }), configurable: true });
  defineProperty(RegExp, "name", { value: "RegExp", configurable: true });
  defineProperty(RegExp, "length", { value: 2, configurable: true });
  defineProperty(proto, "hasIndices", {
    get: getter("hasIndices", function () {
      if (this === proto) return undefined;
      const i = info.get(this);
      if (i) return i.indices;
      if (!(this instanceof Native)) throw new TypeError("RegExp.prototype.hasIndices getter called on non-RegExp");
      return false;
    }),
    configurable: true,
  });
  // RegExp.escape (ES2025): S with every character that could be pattern
  // syntax escaped, so new RegExp(RegExp.escape(s)) matches s literally.
  const hex2 = (c) => "\\x" + c.toString(16).padStart(2, "0");
  const hex4 = (c) => "\\u" + c.toString(16).padStart(4, "0");
  const controlEscapes = { 9: "\\t", 10: "\\n", 11: "\\v", 12: "\\f", 13: "\\r" };
  const syntaxChars = "^$\\.*+?()[]{}|/";
  const otherPunct = ",-=<>#&!%:;@~'`\"";
  const isSpace = (c) => c === 0x20 || c === 0xa0 || c === 0xfeff || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000;
  defineHidden(RegExp, "escape", {
    escape(s) {
      if (typeof s !== "string") throw new TypeError("RegExp.escape: the argument must be a string");
      let out = "";
      for (let i = 0; i < s.length; i++) {
        const c = s.charCodeAt(i);
        const ch = s[i];
        if (i === 0 && ((c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a))) out += hex2(c);
        else if (syntaxChars.includes(ch)) out += "\\" + ch;
        else if (otherPunct.includes(ch)) out += hex2(c);
        else if (controlEscapes[c] !== undefined) out += controlEscapes[c];
        else if (isSpace(c)) out += c <= 0xff ? hex2(c) : hex4(c);
        else if (c >= 0xd800 && c <= 0xdfff) {
          const d = s.charCodeAt(i + 1);
          if (c <= 0xdbff && d >= 0xdc00 && d <= 0xdfff) (out += ch + s[i + 1]), i++;
          else out += hex4(c);
        } else out += ch;
      }
      return out;
    },
  }.escape);
  defineHidden(g, "RegExp", RegExp);
})
