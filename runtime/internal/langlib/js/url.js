// URL and URLSearchParams (WHATWG URL Standard). Parsing is done in Go by
// host.parse (nlnwa/whatwg-url, see url.go), which passes all 820 WPT
// urltestdata.json cases; this file keeps the classes, the setters, the
// live link between url.search and url.searchParams, and the input limit
// (host.maxLength UTF-16 units, RangeError beyond).
(function (g, host) {
  "use strict";
  const special = { "ftp:": "21", "file:": "", "http:": "80", "https:": "443", "ws:": "80", "wss:": "443" };
  const enc = new g.TextEncoder(), dec = new g.TextDecoder();
  const hex = (b) => "%" + (b < 16 ? "0" : "") + b.toString(16).toUpperCase();
  const C0 = (c) => c <= 0x1f || c > 0x7e;
  const fragmentSet = (c) => C0(c) || c === 0x20 || c === 0x22 || c === 0x3c || c === 0x3e || c === 0x60;
  const querySet = (c) => C0(c) || c === 0x20 || c === 0x22 || c === 0x23 || c === 0x3c || c === 0x3e;
  const specialQuerySet = (c) => querySet(c) || c === 0x27;
  const pathSet = (c) => querySet(c) || c === 0x3f || c === 0x60 || c === 0x7b || c === 0x7d;
  const userinfoSet = (c) => pathSet(c) || c === 0x2f || c === 0x3a || c === 0x3b || c === 0x3d || c === 0x40 || (c >= 0x5b && c <= 0x5e) || c === 0x7c;
  const formSet = (c) => !((c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || c === 0x2a || c === 0x2d || c === 0x2e || c === 0x5f);
  const encode = (s, set, spaceAsPlus) => {
    let out = "";
    for (const ch of s) {
      const c = ch.codePointAt(0);
      if (c < 0x80 && !set(c)) { out += ch; continue; }
      if (spaceAsPlus && c === 0x20) { out += "+"; continue; }
      for (const b of enc.encode(ch)) out += set(b) || b >= 0x80 ? hex(b) : String.fromCharCode(b);
    }
    return out;
  };
  const decodeBytes = (s) => {
    const bytes = [];
    const e = enc.encode(s);
    for (let i = 0; i < e.length; i++) {
      if (e[i] === 0x25 && i + 2 < e.length && /^[0-9A-Fa-f]{2}$/.test(String.fromCharCode(e[i + 1], e[i + 2]))) {
        bytes.push(parseInt(String.fromCharCode(e[i + 1], e[i + 2]), 16)); i += 2;
      } else bytes.push(e[i]);
    }
    return dec.decode(new Uint8Array(bytes));
  };
  const invalid = (input) => {
    const e = new TypeError("Invalid URL");
    e.code = "ERR_INVALID_URL";
    e.input = input;
    return e;
  };

  // parse returns a URL record {scheme, username, password, host, port, path (array or opaque string), query, fragment} or null.
  // parse runs the WHATWG parser in Go (host.parse, nlnwa/whatwg-url);
  // The setters below still use the JavaScript pieces (authority, parseHost,
  // pathSegments).
  function parse(input, base) {
    const s = String(input);
    if (s.length > host.maxLength) throw new RangeError("URL: input of " + s.length + " UTF-16 units exceeds the limit of " + host.maxLength);
    return host.parse(s, base ? serialize(base) : null);
  }
  const splitQF = (s) => {
    let f = null, q = null;
    const h = s.indexOf("#");
    if (h >= 0) { f = s.slice(h + 1); s = s.slice(0, h); }
    const qi = s.indexOf("?");
    if (qi >= 0) { q = s.slice(qi + 1); s = s.slice(0, qi); }
    return [s, q, f];
  };
  const setQF = (r, q, f) => {
    r.query = q === null ? null : encode(q, r.scheme in special ? specialQuerySet : querySet, false);
    r.fragment = f === null ? null : encode(f, fragmentSet, false);
  };
  function authority(rest, r) {
    const isSpecial = r.scheme in special;
    const end = rest.search(isSpecial ? /[\/\\?#]/ : /[\/?#]/);
    let auth = end < 0 ? rest : rest.slice(0, end);
    const after = end < 0 ? "" : rest.slice(end);
    const at = auth.lastIndexOf("@");
    if (at >= 0) {
      const info = auth.slice(0, at);
      auth = auth.slice(at + 1);
      const c = info.indexOf(":");
      r.username = encode(c < 0 ? info : info.slice(0, c), userinfoSet, false);
      r.password = c < 0 ? "" : encode(info.slice(c + 1), userinfoSet, false);
    }
    let host = auth, port = "";
    const pm = /:(\d*)$/.exec(auth);
    if (pm && !/^\[[^\]]*$/.test(auth.slice(0, pm.index))) { host = auth.slice(0, pm.index); port = pm[1]; }
    else if (/:[^\]]*$/.test(auth) && !auth.startsWith("[")) return false;
    if (port !== "") {
      const n = Number(port);
      if (n > 65535) return false;
      port = String(n);
      if (special[r.scheme] === port) port = "";
    }
    if (!parseHost(host, r)) return false;
    r.port = port;
    const [p, q, f] = splitQF(after);
    r.path = pathSegments(p, isSpecial, []);
    setQF(r, q, f);
    return true;
  }
  function parseHost(host, r) {
    const isSpecial = r.scheme in special;
    if (host.startsWith("[")) {
      if (!host.endsWith("]") || !/^\[[0-9A-Fa-f:.]+\]$/.test(host)) return false;
      r.host = host.toLowerCase();
      return true;
    }
    if (!isSpecial) {
      if (/[\u0000\t\n\r #\/<>?@\[\\\]^|]/.test(host)) return false;
      r.host = encode(host, C0, false);
      return true;
    }
    if (host === "" && r.scheme !== "file:") return false;
    const d = decodeBytes(host).toLowerCase();
    if (/[\u0000-\u0020#%\/:<>?@\[\\\]^|\u007f]/.test(d)) return false;
    r.host = d;
    return true;
  }
  const isDot = (s) => s === "." || s.toLowerCase() === "%2e";
  const isDotDot = (s) => ["..", ".%2e", "%2e.", "%2e%2e"].includes(s.toLowerCase());
  function pathSegments(p, isSpecial, start) {
    const out = start.slice();
    if (p === "" ) return isSpecial ? (out.length ? out : [""]) : out;
    const segs = (isSpecial ? p.replace(/\\/g, "/") : p).split("/");
    if (segs[0] === "") segs.shift();
    segs.forEach((seg, i) => {
      const last = i === segs.length - 1;
      if (isDotDot(seg)) { out.pop(); if (last) out.push(""); }
      else if (isDot(seg)) { if (last) out.push(""); }
      else out.push(encode(seg, pathSet, false));
    });
    return out;
  }
  const serializePath = (r) => (typeof r.path === "string" ? r.path : (r.host === null && r.path.length > 1 && r.path[0] === "" ? "/." : "") + r.path.map((x) => "/" + x).join(""));
  const serializeHost = (r) => (r.host === null ? "" : r.host + (r.port !== "" ? ":" + r.port : ""));
  const serialize = (r, noFragment) => {
    let out = r.scheme;
    if (r.host !== null) {
      out += "//";
      if (r.username !== "" || r.password !== "") out += r.username + (r.password !== "" ? ":" + r.password : "") + "@";
      out += serializeHost(r);
    }
    out += serializePath(r);
    if (r.query !== null) out += "?" + r.query;
    if (!noFragment && r.fragment !== null) out += "#" + r.fragment;
    return out;
  };

  // --- URLSearchParams
  const parseForm = (s) => {
    const list = [];
    for (const part of s.split("&")) {
      if (part === "") continue;
      const eq = part.indexOf("=");
      const k = eq < 0 ? part : part.slice(0, eq), v = eq < 0 ? "" : part.slice(eq + 1);
      list.push([decodeBytes(k.replace(/\+/g, " ")), decodeBytes(v.replace(/\+/g, " "))]);
    }
    return list;
  };
  // toUSV replaces lone surrogates with U+FFFD (a loop: goja's regexps do
  // not see surrogate halves reliably).
  const toUSV = (v) => {
    const s = String(v);
    let out = "";
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
        const d = s.charCodeAt(i + 1);
        if (d >= 0xdc00 && d <= 0xdfff) { out += s[i] + s[i + 1]; i++; continue; }
      }
      out += c >= 0xd800 && c <= 0xdfff ? "\ufffd" : s[i];
    }
    return out;
  };
  const spState = new WeakMap(); // params -> {list, url}
  class URLSearchParams {
    constructor(init = "") {
      const st = { list: [], url: null };
      spState.set(this, st);
      if (init !== null && typeof init === "object") {
        if (typeof init[Symbol.iterator] === "function") {
          for (const pair of init) {
            const a = [...pair];
            if (a.length !== 2) throw new TypeError("Each query pair must be an iterable [name, value] tuple");
            st.list.push([toUSV(a[0]), toUSV(a[1])]);
          }
        } else for (const k of Object.keys(init)) st.list.push([toUSV(k), toUSV(init[k])]);
      } else {
        let s = toUSV(init);
        if (s.startsWith("?")) s = s.slice(1);
        st.list = parseForm(s);
      }
    }
    get size() { return st(this).list.length; }
    append(name, value) { const s = st(this); s.list.push([toUSV(name), toUSV(value)]); update(s); }
    delete(name, value) {
      const s = st(this); name = toUSV(name);
      s.list = s.list.filter(([k, v]) => !(k === name && (value === undefined || v === toUSV(value))));
      update(s);
    }
    get(name) { name = toUSV(name); const e = st(this).list.find(([k]) => k === name); return e ? e[1] : null; }
    getAll(name) { name = toUSV(name); return st(this).list.filter(([k]) => k === name).map(([, v]) => v); }
    has(name, value) { name = toUSV(name); return st(this).list.some(([k, v]) => k === name && (value === undefined || v === toUSV(value))); }
    set(name, value) {
      const s = st(this); name = toUSV(name); value = toUSV(value);
      const i = s.list.findIndex(([k]) => k === name);
      if (i < 0) s.list.push([name, value]);
      else { s.list[i][1] = value; s.list = s.list.filter(([k], j) => j <= i || k !== name); }
      update(s);
    }
    sort() {
      const s = st(this);
      s.list = s.list.map((e, i) => [e, i]).sort((a, b) => (a[0][0] < b[0][0] ? -1 : a[0][0] > b[0][0] ? 1 : a[1] - b[1])).map(([e]) => e);
      update(s);
    }
    forEach(fn, thisArg) {
      if (typeof fn !== "function") throw new TypeError("The \"callback\" argument must be of type function");
      for (const [k, v] of st(this).list.slice()) fn.call(thisArg, v, k, this);
    }
    *entries() { for (const [k, v] of st(this).list.slice()) yield [k, v]; }
    *keys() { for (const [k] of st(this).list.slice()) yield k; }
    *values() { for (const [, v] of st(this).list.slice()) yield v; }
    [Symbol.iterator]() { return this.entries(); }
    toString() { return st(this).list.map(([k, v]) => encode(k, formSet, true) + "=" + encode(v, formSet, true)).join("&"); }
    get [Symbol.toStringTag]() { return "URLSearchParams"; }
  }
  const st = (p) => {
    const s = spState.get(p);
    if (!s) throw new TypeError("Value of \"this\" must be of type URLSearchParams");
    return s;
  };
  const update = (s) => {
    if (!s.url) return;
    const q = s.list.map(([k, v]) => encode(k, formSet, true) + "=" + encode(v, formSet, true)).join("&");
    s.url.query = q === "" ? null : q;
  };

  // --- URL
  const urlState = new WeakMap(); // url -> {r, params}
  const rec = (u) => {
    const s = urlState.get(u);
    if (!s) throw new TypeError("Value of \"this\" must be of type URL");
    return s;
  };
  class URL {
    constructor(url, base) {
      if (arguments.length === 0) throw new TypeError("The \"url\" argument must be specified");
      let b = null;
      if (base !== undefined) {
        b = parse(String(base), null);
        if (!b) throw invalid(String(base));
      }
      const r = parse(String(url), b);
      if (!r) throw invalid(String(url));
      const params = new URLSearchParams(r.query || "");
      spState.get(params).url = r;
      urlState.set(this, { r, params });
    }
    static canParse(url, base) { try { new URL(url, base); return true; } catch (e) { return false; } }
    static parse(url, base) { try { return new URL(url, base); } catch (e) { return null; } }
    get href() { return serialize(rec(this).r); }
    set href(v) {
      const r = parse(String(v), null);
      if (!r) throw invalid(String(v));
      const s = rec(this);
      s.r = r;
      spState.get(s.params).url = r;
      spState.get(s.params).list = parseForm(r.query || "");
    }
    get origin() {
      const r = rec(this).r;
      if (r.scheme === "blob:") {
        const inner = typeof r.path === "string" ? parse(r.path, null) : null;
        return inner && (inner.scheme === "http:" || inner.scheme === "https:") ? new URL(serializePath(r)).origin : "null";
      }
      if (!(r.scheme in special) || r.scheme === "file:") return "null";
      return r.scheme + "//" + serializeHost(r);
    }
    get protocol() { return rec(this).r.scheme; }
    set protocol(v) {
      const s = rec(this), m = /^([A-Za-z][A-Za-z0-9+.\-]*)/.exec(String(v));
      if (!m) return;
      const sc = m[1].toLowerCase() + ":";
      if ((sc in special) !== (s.r.scheme in special)) return;
      s.r.scheme = sc;
      if (special[sc] === s.r.port) s.r.port = "";
    }
    get username() { return rec(this).r.username; }
    set username(v) { const r = rec(this).r; if (r.host === null || r.host === "" || r.scheme === "file:") return; r.username = encode(String(v), userinfoSet, false); }
    get password() { return rec(this).r.password; }
    set password(v) { const r = rec(this).r; if (r.host === null || r.host === "" || r.scheme === "file:") return; r.password = encode(String(v), userinfoSet, false); }
    get host() { return serializeHost(rec(this).r); }
    set host(v) {
      const r = rec(this).r;
      if (typeof r.path === "string") return;
      const t = { scheme: r.scheme, path: [], host: null };
      if (authority(String(v).split(/[\/?#]/)[0], t)) { r.host = t.host; if (/:\d/.test(String(v))) r.port = t.port; }
    }
    get hostname() { const r = rec(this).r; return r.host === null ? "" : r.host; }
    set hostname(v) {
      const r = rec(this).r;
      if (typeof r.path === "string") return;
      const t = { scheme: r.scheme };
      if (parseHost(String(v).split(/[:\/?#]/)[0], t)) r.host = t.host;
    }
    get port() { return rec(this).r.port; }
    set port(v) {
      const r = rec(this).r;
      if (r.host === null || r.host === "" || r.scheme === "file:") return;
      const m = /^\d*/.exec(String(v))[0];
      if (String(v) === "") { r.port = ""; return; }
      if (m === "" || Number(m) > 65535) return;
      r.port = special[r.scheme] === String(Number(m)) ? "" : String(Number(m));
    }
    get pathname() { const r = rec(this).r; return typeof r.path === "string" ? r.path : r.path.map((x) => "/" + x).join(""); }
    set pathname(v) {
      const r = rec(this).r;
      if (typeof r.path === "string") return;
      const isSpecial = r.scheme in special;
      let p = String(v);
      if (!(isSpecial ? /^[\/\\]/.test(p) : p.startsWith("/")) && (isSpecial || r.host !== null)) p = "/" + p;
      r.path = pathSegments(p.replace(/[?#]/g, (c) => (c === "?" ? "%3F" : "%23")), isSpecial, []);
    }
    get search() { const q = rec(this).r.query; return q === null || q === "" ? "" : "?" + q; }
    set search(v) {
      const s = rec(this);
      let q = String(v);
      if (q.startsWith("?")) q = q.slice(1);
      s.r.query = q === "" ? null : encode(q, s.r.scheme in special ? specialQuerySet : querySet, false);
      spState.get(s.params).list = parseForm(q);
    }
    get searchParams() { return rec(this).params; }
    get hash() { const f = rec(this).r.fragment; return f === null || f === "" ? "" : "#" + f; }
    set hash(v) {
      const r = rec(this).r;
      let f = String(v);
      if (f.startsWith("#")) f = f.slice(1);
      r.fragment = f === "" ? null : encode(f, fragmentSet, false);
    }
    toString() { return this.href; }
    toJSON() { return this.href; }
    get [Symbol.toStringTag]() { return "URL"; }
  }
  for (const [k, v] of [["URL", URL], ["URLSearchParams", URLSearchParams]]) {
    Object.defineProperty(g, k, { value: v, writable: true, configurable: true, enumerable: false });
  }
})
