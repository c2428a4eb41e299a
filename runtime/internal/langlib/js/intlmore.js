// Intl.Segmenter and Intl.Locale (issue #40 cause D), added to the Intl
// of intl.js: segmentation by Unicode's rules (host.segment), locale tags
// canonicalized by Intl.getCanonicalLocales and maximized with CLDR's
// likely subtags (host.likely). See intlmore.go.
(function (g, host, IP, orig) {
  "use strict";
  // goja's own, recorded before the program could replace it; the code
  // run at load iterates no array (the program may have replaced
  // Array.prototype[Symbol.iterator]).
  const defineProperty = orig["Object.defineProperty"], create = orig["Object.create"];
  const Intl = g.Intl;
  const def = (o, k, v) => defineProperty(o, k, { value: v, writable: true, configurable: true, enumerable: false });
  const getter = (C, k, f) => defineProperty(C.prototype, k, { get: f, configurable: true, enumerable: false });
  const canonicalTag = (t) => Intl.getCanonicalLocales(t)[0];
  const firstLocale = (locales) => {
    const l = locales === undefined ? [] : Intl.getCanonicalLocales(locales);
    return l.length ? l[0].split("-u-")[0] : "en-US";
  };
  const option = (o, k, allowed, fallback, ctor) => {
    const v = o[k];
    if (v === undefined) return fallback;
    const s = String(v);
    if (allowed && !allowed.includes(s)) throw new RangeError("Value " + s + " out of range for " + ctor + " options property " + k);
    return s;
  };
  const toOptions = (options) => {
    if (options === undefined) return create(null);
    if (options === null) throw new TypeError("Cannot convert undefined or null to object");
    return Object(options);
  };

  // --- Segmenter
  const segSlots = new WeakMap();
  const slots = (map, o, name) => {
    const s = map.get(o);
    if (!s) throw new TypeError("Method " + name + " called on incompatible receiver " + String(o));
    return s;
  };
  class Segmenter {
    constructor(locales, options) {
      const o = toOptions(options);
      option(o, "localeMatcher", ["lookup", "best fit"], "best fit", "Intl.Segmenter");
      const granularity = option(o, "granularity", ["grapheme", "word", "sentence"], "grapheme", "Intl.Segmenter");
      segSlots.set(this, { locale: firstLocale(locales), granularity });
    }
    segment(string) {
      const s = slots(segSlots, this, "Intl.Segmenter.prototype.segment");
      return new Segments(s.granularity, String(string));
    }
    resolvedOptions() {
      const s = slots(segSlots, this, "Intl.Segmenter.prototype.resolvedOptions");
      return { locale: s.locale, granularity: s.granularity };
    }
  }
  const segmentsSlots = new WeakMap();
  const data = (s, k) => {
    const t = s.triples, index = t[k], d = { segment: s.input.slice(index, index + t[k + 1]), index, input: s.input };
    if (s.granularity === "word") d.isWordLike = t[k + 2];
    return d;
  };
  const triples = (s) => s.triples || (s.triples = host.segment(s.input, s.granularity));
  class Segments {
    constructor(granularity, input) { segmentsSlots.set(this, { granularity, input, triples: null }); }
    containing(index = undefined) {
      const s = slots(segmentsSlots, this, "%Segments.prototype%.containing");
      let n = Math.trunc(Number(index)) || 0;
      if (n < 0 || n >= s.input.length) return undefined;
      const t = triples(s);
      for (let k = 0; k < t.length; k += 3) if (n < t[k] + t[k + 1]) return data(s, k);
      return undefined;
    }
    [Symbol.iterator]() {
      const s = slots(segmentsSlots, this, "%Segments.prototype%[@@iterator]");
      const t = triples(s);
      let k = 0;
      const it = create(IP);
      def(it, "next", () => {
        if (k >= t.length) return { value: undefined, done: true };
        const d = data(s, k);
        k += 3;
        return { value: d, done: false };
      });
      defineProperty(it, Symbol.toStringTag, { value: "Segmenter String Iterator", configurable: true });
      return it;
    }
  }

  // --- Locale
  const locSlots = new WeakMap();
  const keys = { calendar: "ca", collation: "co", hourCycle: "hc", caseFirst: "kf", numeric: "kn", numberingSystem: "nu" };
  const parse = (tag) => {
    const halves = tag.split(/-u-/i), base = halves[0], ext = (halves[1] || "").toLowerCase();
    const p = base.split("-");
    const r = { language: p[0], script: undefined, region: undefined, variants: [], kw: {} };
    let i = 1;
    if (p[i] && /^[A-Za-z]{4}$/.test(p[i])) r.script = p[i++];
    if (p[i] && /^([A-Za-z]{2}|[0-9]{3})$/.test(p[i])) r.region = p[i++];
    r.variants = p.slice(i);
    let key;
    for (const part of ext.split("-")) {
      if (!part) continue;
      if (part.length === 2) { key = part; r.kw[key] = ""; } else if (key) { r.kw[key] = r.kw[key] ? r.kw[key] + "-" + part : part; }
    }
    return r;
  };
  const baseName = (r) => {
    let b = r.language;
    if (r.script) b += "-" + r.script;
    if (r.region) b += "-" + r.region;
    for (let i = 0; i < r.variants.length; i++) b += "-" + r.variants[i];
    return b;
  };
  const toTag = (r) => {
    const kws = Object.keys(r.kw).sort().map((k) => (r.kw[k] === "" || r.kw[k] === "true" ? k : k + "-" + r.kw[k]));
    return baseName(r) + (kws.length ? "-u-" + kws.join("-") : "");
  };
  class Locale {
    constructor(tag, options) {
      if (typeof tag !== "string" && (tag === null || typeof tag !== "object")) throw new TypeError("First argument to Intl.Locale constructor can't be empty or missing");
      const src = locSlots.has(tag) ? locSlots.get(tag).tag : String(tag);
      const r = parse(canonicalTag(src));
      const o = toOptions(options);
      const sub = (k, re) => {
        if (o[k] === undefined) return;
        const v = String(o[k]);
        if (!re.test(v)) throw new RangeError("Incorrect locale information provided");
        r[k] = v;
      };
      sub("language", /^[A-Za-z]{2,3}$|^[A-Za-z]{5,8}$/);
      sub("script", /^[A-Za-z]{4}$/);
      sub("region", /^[A-Za-z]{2}$|^[0-9]{3}$/);
      const fixed = parse(canonicalTag(baseName(r)));
      fixed.kw = r.kw;
      for (const [name, k] of Object.entries(keys)) {
        if (o[name] === undefined) continue;
        let v = name === "numeric" ? String(Boolean(o[name])) : String(o[name]);
        if (name === "hourCycle" && !["h11", "h12", "h23", "h24"].includes(v)) throw new RangeError("Value " + v + " out of range for Intl.Locale options property hourCycle");
        if (name === "caseFirst" && !["upper", "lower", "false"].includes(v)) throw new RangeError("Value " + v + " out of range for Intl.Locale options property caseFirst");
        fixed.kw[k] = v.toLowerCase();
      }
      locSlots.set(this, { r: fixed, tag: toTag(fixed) });
    }
    toString() { return slots(locSlots, this, "Intl.Locale.prototype.toString").tag; }
    toJSON() { return slots(locSlots, this, "Intl.Locale.prototype.toJSON").tag; }
    maximize() {
      const s = slots(locSlots, this, "Intl.Locale.prototype.maximize");
      const m = host.likely(baseName(s.r));
      if (!m) return new Locale(s.tag);
      const r = { ...s.r, language: m[0], script: s.r.script || m[1], region: s.r.region || m[2] };
      return new Locale(toTag(r));
    }
    minimize() {
      const s = slots(locSlots, this, "Intl.Locale.prototype.minimize");
      const full = host.likely(baseName(s.r));
      if (!full) return new Locale(s.tag);
      const same = (t) => { const m = host.likely(t); return m && m.join("-") === full.join("-"); };
      const v = s.r.variants.length ? "-" + s.r.variants.join("-") : "";
      let base = full.join("-");
      for (const t of [full[0], full[0] + "-" + full[2], full[0] + "-" + full[1]]) if (same(t)) { base = t; break; }
      const r = parse(base + v);
      r.kw = s.r.kw;
      return new Locale(toTag(r));
    }
  }
  getter(Locale, "baseName", function () { return baseName(slots(locSlots, this, "get Intl.Locale.prototype.baseName").r); });
  getter(Locale, "language", function () { return slots(locSlots, this, "get Intl.Locale.prototype.language").r.language; });
  getter(Locale, "script", function () { return slots(locSlots, this, "get Intl.Locale.prototype.script").r.script; });
  getter(Locale, "region", function () { return slots(locSlots, this, "get Intl.Locale.prototype.region").r.region; });
  const keyNames = ["calendar", "collation", "hourCycle", "caseFirst", "numeric", "numberingSystem"];
  for (let i = 0; i < keyNames.length; i++) {
    const name = keyNames[i], k = keys[name];
    getter(Locale, name, function () {
      const v = slots(locSlots, this, "get Intl.Locale.prototype." + name).r.kw[k];
      if (name === "numeric") return v === "" || v === "true";
      return v;
    });
  }

  defineProperty(Segmenter.prototype, Symbol.toStringTag, { value: "Intl.Segmenter", configurable: true });
  defineProperty(Locale.prototype, Symbol.toStringTag, { value: "Intl.Locale", configurable: true });
  def(Segmenter, "supportedLocalesOf", Intl.NumberFormat.supportedLocalesOf);
  def(Intl, "Segmenter", Segmenter);
  def(Intl, "Locale", Locale);
  defineProperty(Segments.prototype, Symbol.toStringTag, { value: "Segments", configurable: true });
})
