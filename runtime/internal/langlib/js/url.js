// URL and URLSearchParams (WHATWG URL Standard). The Go host does every
// pass over the text (see url.go and urlform.go): parsing and the setters
// with nlnwa/whatwg-url, which passes all 820 WPT urltestdata.json cases,
// and the application/x-www-form-urlencoded parser and serializer. This
// file keeps the classes, the URL record, and the live link between
// url.search and url.searchParams. It builds no string a character at a
// time: goja copies a string on every concatenation, so such loops are
// quadratic (a 2 Mi-unit query once took minutes).
//
// Limits (RangeError beyond): an input (URL, base, setter value) of
// host.maxLength (1 Mi) UTF-16 units, and a serialized URL of
// host.maxLength characters; see maxURLLength in url.go.
(function (g, host, IP, orig) {
  "use strict";
  // goja's own, recorded before the program could replace it.
  const defineProperty = orig["Object.defineProperty"];
  const special = { "ftp:": "21", "file:": "", "http:": "80", "https:": "443", "ws:": "80", "wss:": "443" };
  const invalid = (input) => {
    const e = new TypeError("Invalid URL");
    e.code = "ERR_INVALID_URL";
    e.input = input;
    return e;
  };
  const checkLength = (what, s) => {
    if (s.length > host.maxLength) throw new RangeError("URL: " + what + " of " + s.length + " UTF-16 units exceeds the limit of " + host.maxLength);
    return s;
  };
  // fromHost turns host.parse's and host.set's answer into a record, null
  // (not a URL), or a RangeError (a limit).
  const fromHost = (r) => {
    if (typeof r === "string") throw new RangeError(r);
    return r;
  };

  // parse returns a URL record {scheme, username, password, host, port,
  // path (array of segments, or a string when opaque), query, fragment} or
  // null.
  function parse(input, base) {
    const s = checkLength("input", String(input));
    return fromHost(host.parse(s, base ? serialize(base) : null));
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
  // stripTrailingSpaces: "potentially strip trailing spaces from an opaque
  // path" (a loop, not / +$/, which backtracks quadratically on spaces).
  const stripTrailingSpaces = (r) => {
    if (typeof r.path !== "string" || r.query !== null || r.fragment !== null) return;
    let e = r.path.length;
    while (e > 0 && r.path.charCodeAt(e - 1) === 0x20) e--;
    r.path = r.path.slice(0, e);
  };

  // --- URLSearchParams
  // The list lives in Go (host.form*): st.list is an opaque handle.
  // Iteration is live, by index, as the standard's iterators are.
  const spState = new WeakMap(); // params -> {list, url}; url is the URL's state {r, params}
  const opt = (v) => (v === undefined ? null : String(v));
  class URLSearchParams {
    constructor(init = "") {
      const st = { list: host.formNew(""), url: null };
      spState.set(this, st);
      if (init !== null && typeof init === "object") {
        if (typeof init[Symbol.iterator] === "function") {
          for (const pair of init) {
            const a = [...pair];
            if (a.length !== 2) throw new TypeError("Each query pair must be an iterable [name, value] tuple");
            host.formAppend(st.list, String(a[0]), String(a[1]));
          }
        } else for (const k of Object.keys(init)) host.formAppend(st.list, String(k), String(init[k]));
      } else {
        let s = String(init);
        if (s.startsWith("?")) s = s.slice(1);
        host.formReset(st.list, s);
      }
    }
    get size() { return host.formLen(st(this).list); }
    append(name, value) { const s = st(this); host.formAppend(s.list, String(name), String(value)); update(s); }
    delete(name, value) { const s = st(this); host.formDelete(s.list, String(name), opt(value)); update(s); }
    get(name) { return host.formGet(st(this).list, String(name)); }
    getAll(name) { return host.formGetAll(st(this).list, String(name)); }
    has(name, value) { return host.formHas(st(this).list, String(name), opt(value)); }
    set(name, value) { const s = st(this); host.formSet(s.list, String(name), String(value)); update(s); }
    sort() { const s = st(this); host.formSort(s.list); update(s); }
    forEach(fn, thisArg) {
      const list = st(this).list;
      if (typeof fn !== "function") throw new TypeError("The \"callback\" argument must be of type function");
      for (let i = 0, e; (e = host.formEntry(list, i)) !== null; i++) fn.call(thisArg, e[1], e[0], this);
    }
    *entries() { const list = st(this).list; for (let i = 0, e; (e = host.formEntry(list, i)) !== null; i++) yield e; }
    *keys() { for (const [k] of this.entries()) yield k; }
    *values() { for (const [, v] of this.entries()) yield v; }
    [Symbol.iterator]() { return this.entries(); }
    toString() { return host.formString(st(this).list); }
    get [Symbol.toStringTag]() { return "URLSearchParams"; }
  }
  const st = (p) => {
    const s = spState.get(p);
    if (!s) throw new TypeError("Value of \"this\" must be of type URLSearchParams");
    return s;
  };
  // update: the URLSearchParams update steps, the list written back to the
  // URL's query.
  const update = (s) => {
    if (!s.url) return;
    const q = host.formString(s.list);
    const r = s.url.r;
    r.query = q === "" ? null : q;
    if (q === "") stripTrailingSpaces(r);
  };

  // --- URL
  const urlState = new WeakMap(); // url -> {r, params}
  const rec = (u) => {
    const s = urlState.get(u);
    if (!s) throw new TypeError("Value of \"this\" must be of type URL");
    return s;
  };
  // setter runs the URL setter prop in Go on the URL's serialization; the
  // record is replaced (when the value was accepted) and, after search,
  // the search parameters are read again.
  const setter = (u, prop, v) => {
    const s = rec(u);
    const r = fromHost(host.set(serialize(s.r), prop, checkLength(prop, String(v))));
    if (!r) return;
    s.r = r;
    if (prop === "search") host.formReset(spState.get(s.params).list, r.query || "");
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
      const s = { r, params };
      spState.get(params).url = s;
      urlState.set(this, s);
    }
    static canParse(url, base) { try { new URL(url, base); return true; } catch (e) { return false; } }
    static parse(url, base) { try { return new URL(url, base); } catch (e) { return null; } }
    get href() { return serialize(rec(this).r); }
    set href(v) {
      const s = rec(this);
      const r = parse(String(v), null);
      if (!r) throw invalid(String(v));
      s.r = r;
      host.formReset(spState.get(s.params).list, r.query || "");
    }
    get origin() {
      const r = rec(this).r;
      if (r.scheme === "blob:") {
        const inner = typeof r.path === "string" ? parse(r.path, null) : null;
        return inner && (inner.scheme === "http:" || inner.scheme === "https:") ? inner.scheme + "//" + serializeHost(inner) : "null";
      }
      if (!(r.scheme in special) || r.scheme === "file:") return "null";
      return r.scheme + "//" + serializeHost(r);
    }
    get protocol() { return rec(this).r.scheme; }
    set protocol(v) { setter(this, "protocol", v); }
    get username() { return rec(this).r.username; }
    set username(v) { setter(this, "username", v); }
    get password() { return rec(this).r.password; }
    set password(v) { setter(this, "password", v); }
    get host() { return serializeHost(rec(this).r); }
    set host(v) { setter(this, "host", v); }
    get hostname() { const r = rec(this).r; return r.host === null ? "" : r.host; }
    set hostname(v) { setter(this, "hostname", v); }
    get port() { return rec(this).r.port; }
    set port(v) { setter(this, "port", v); }
    get pathname() { const r = rec(this).r; return typeof r.path === "string" ? r.path : r.path.map((x) => "/" + x).join(""); }
    set pathname(v) { setter(this, "pathname", v); }
    get search() { const q = rec(this).r.query; return q === null || q === "" ? "" : "?" + q; }
    set search(v) { setter(this, "search", v); }
    get searchParams() { return rec(this).params; }
    get hash() { const f = rec(this).r.fragment; return f === null || f === "" ? "" : "#" + f; }
    set hash(v) { setter(this, "hash", v); }
    toString() { return this.href; }
    toJSON() { return this.href; }
    get [Symbol.toStringTag]() { return "URL"; }
  }
  defineProperty(g, "URL", { value: URL, writable: true, configurable: true, enumerable: false });
  defineProperty(g, "URLSearchParams", { value: URLSearchParams, writable: true, configurable: true, enumerable: false });
})
