// Intl: NumberFormat, DateTimeFormat, PluralRules, ListFormat, Collator,
// RelativeTimeFormat, and the toLocale*String methods of Number, BigInt
// and Date built on them, formatting with the CLDR data of
// runtime/internal/cldr (host.resolve, host.locale), collating with its
// collator (host.compare). The default locale is en-US, the default time
// zone UTC. A locale outside the data falls back to its language, then
// en-US, and the run is told once per locale (host.notice).
(function (g, host, IP, orig) {
  "use strict";
  // goja's own, recorded before the program could replace it.
  const defineProperty = orig["Object.defineProperty"];
  const def = (o, k, v) => defineProperty(o, k, { value: v, writable: true, configurable: true, enumerable: false });
  const tagged = (C, tag) => defineProperty(C.prototype, Symbol.toStringTag, { value: tag, configurable: true });

  // --- locales
  const tagRe = /^[A-Za-z]{2,3}(-[A-Za-z]{4})?(-([A-Za-z]{2}|[0-9]{3}))?(-([A-Za-z0-9]{5,8}|[0-9][A-Za-z0-9]{3}))*(-[A-WY-Za-wy-z0-9](-[A-Za-z0-9]{2,8})+)*(-x(-[A-Za-z0-9]{1,8})+)?$/;
  const canonical = (t) => {
    if (typeof t !== "string" && (t === null || typeof t !== "object")) throw new TypeError("Language ID should be string or object.");
    const s = String(t);
    if (!tagRe.test(s)) throw new RangeError("Incorrect locale information provided");
    return s.split("-").map((p, i) => (i === 0 ? p.toLowerCase() : p.length === 2 ? p.toUpperCase() : p.length === 4 && /^[A-Za-z]+$/.test(p) ? p[0].toUpperCase() + p.slice(1).toLowerCase() : p.toLowerCase())).join("-");
  };
  const localeList = (locales) => {
    if (locales === undefined) return [];
    if (typeof locales === "string") return [canonical(locales)];
    const out = [];
    for (const l of Object(locales)) { const c = canonical(l); if (!out.includes(c)) out.push(c); }
    return out;
  };
  // resolveLocale negotiates a locale list: the first tag the data
  // serves; when none is, the first tag's fallback, with a notice.
  const noticed = new Set();
  const localeCache = new Map();
  const resolveLocale = (locales) => {
    const l = localeList(locales);
    let first;
    for (const t of l) {
      const m = host.resolve(t.split("-u-")[0]);
      if (!m[2]) return { locale: m[0], key: m[1] };
      if (!first) first = { tag: t, m };
    }
    if (!first) return { locale: "en-US", key: "en" };
    if (!noticed.has(first.tag)) {
      noticed.add(first.tag);
      host.notice('codemode: locale "' + first.tag + '" is not available; formatted as "' + first.m[0] + '"');
    }
    return { locale: first.m[0], key: first.m[1] };
  };
  // localeData is the CLDR data of a key (see runtime/internal/cldr/testdata/gen.js).
  const localeData = (key) => {
    let d = localeCache.get(key);
    if (!d) { d = host.locale(key); localeCache.set(key, d); }
    return d;
  };
  const supportedLocalesOf = function (locales) {
    return localeList(locales).filter((t) => !host.resolve(t.split("-u-")[0])[2]);
  };
  // withLocale sets r.locale and r.L from locales.
  const withLocale = (r, locales) => { const m = resolveLocale(locales); r.locale = m.locale; r.key = m.key; defineProperty(r, "L", { value: localeData(m.key) }); return r; };

  const getOpt = (o, k, allowed, fallback) => {
    let v = o[k];
    if (v === undefined) return fallback;
    v = String(v);
    if (allowed && !allowed.includes(v)) throw new RangeError("Value " + v + " out of range for Intl options property " + k);
    return v;
  };
  const getBool = (o, k, fallback) => (o[k] === undefined ? fallback : Boolean(o[k]));
  const getNum = (o, k, min, max, fallback) => {
    let v = o[k];
    if (v === undefined) return fallback;
    v = Number(v);
    if (Number.isNaN(v) || v < min || v > max) throw new RangeError(k + " value is out of range.");
    return Math.floor(v);
  };
  const toOptions = (o) => (o === undefined ? Object.create(null) : o === null ? (() => { throw new TypeError("Cannot convert undefined or null to object"); })() : Object(o));

  // --- NumberFormat
  const currencyDigits = { BHD: 3, BIF: 0, CLP: 0, DJF: 0, GNF: 0, IQD: 0, ISK: 0, JOD: 3, JPY: 0, KMF: 0, KRW: 0, KWD: 3, LYD: 3, OMR: 3, PYG: 0, RWF: 0, TND: 3, UGX: 0, UYI: 0, VND: 0, VUV: 0, XAF: 0, XOF: 0, XPF: 0 };
  const NBSP = "\u00a0";

  const nfSlots = new WeakMap();
  // groupInt splits integer digits by the pattern's grouping sizes
  // (3, or 3 then 2 for en-IN's lakh) and the locale's minimum grouping
  // digits (es and pl leave 1234 alone).
  const groupSizes = (pat) => {
    const num = pat.split(";")[0].replace(/[^#0,.]/g, "").split(".")[0];
    const g = num.split(",");
    if (g.length < 2) return [0, 0];
    const primary = g[g.length - 1].length;
    return [primary, g.length > 2 ? g[g.length - 2].length : primary];
  };
  const groupInt = (s, grouping, L) => {
    const [p, sec] = groupSizes(L.dec);
    if (!p || grouping === false) return [s];
    const min = grouping === "always" ? 1 : grouping === "min2" ? Math.max(2, L.mg) : L.mg;
    if (s.length < p + min) return [s];
    const out = [s.slice(s.length - p)];
    let i = s.length - p;
    for (; i > sec; i -= sec) out.unshift(s.slice(i - sec, i));
    out.unshift(s.slice(0, i));
    return out;
  };

  class NumberFormat {
    constructor(locales, options) {
      const o = toOptions(options);
      const r = withLocale({ __proto__: null }, locales);
      r.numberingSystem = numberingOf(r.L);
      r.style = getOpt(o, "style", ["decimal", "percent", "currency", "unit"], "decimal");
      let currency = o.currency;
      if (currency !== undefined) {
        currency = String(currency);
        if (!/^[A-Za-z]{3}$/.test(currency)) throw new RangeError("Invalid currency code : " + currency);
        currency = currency.toUpperCase();
      }
      const currencyDisplay = getOpt(o, "currencyDisplay", ["code", "symbol", "narrowSymbol", "name"], "symbol");
      const currencySign = getOpt(o, "currencySign", ["standard", "accounting"], "standard");
      const unit = o.unit;
      if (r.style === "currency") {
        if (currency === undefined) throw new TypeError("Currency code is required with currency style.");
        r.currency = currency; r.currencyDisplay = currencyDisplay; r.currencySign = currencySign;
      }
      if (r.style === "unit") {
        if (unit === undefined) throw new TypeError("Unit is required with unit style.");
        r.unit = String(unit);
        if (!isUnit(r.unit)) throw new RangeError("Invalid unit argument for Intl.NumberFormat() '" + r.unit + "'");
        r.unitDisplay = getOpt(o, "unitDisplay", ["short", "narrow", "long"], "short");
      }
      r.notation = getOpt(o, "notation", ["standard", "scientific", "engineering", "compact"], "standard");
      const cDigits = r.style === "currency" ? (currency in currencyDigits ? currencyDigits[currency] : 2) : 0;
      const mnfdDefault = r.style === "currency" && r.notation !== "compact" ? cDigits : 0;
      const mxfdDefault = r.style === "currency" && r.notation !== "compact" ? Math.max(mnfdDefault, cDigits) : r.style === "percent" ? 0 : r.notation === "compact" ? 0 : 3;
      r.minimumIntegerDigits = getNum(o, "minimumIntegerDigits", 1, 21, 1);
      const mnfd = o.minimumFractionDigits, mxfd = o.maximumFractionDigits, mnsd = o.minimumSignificantDigits, mxsd = o.maximumSignificantDigits;
      r.roundingIncrement = 1;
      r.roundingMode = getOpt(o, "roundingMode", ["ceil", "floor", "expand", "trunc", "halfCeil", "halfFloor", "halfExpand", "halfTrunc", "halfEven"], "halfExpand");
      if (r.roundingMode !== "halfExpand") throw new RangeError("roundingMode " + r.roundingMode + " is not supported by this runtime (only halfExpand)");
      r.roundingPriority = getOpt(o, "roundingPriority", ["auto", "morePrecision", "lessPrecision"], "auto");
      const hasSd = mnsd !== undefined || mxsd !== undefined;
      const hasFd = mnfd !== undefined || mxfd !== undefined;
      let needSd = true, needFd = true;
      if (r.roundingPriority === "auto") {
        needSd = hasSd;
        if (needSd || (!hasFd && r.notation === "compact")) needFd = false;
      }
      if (needSd) {
        if (hasSd) {
          r.minimumSignificantDigits = getNum(o, "minimumSignificantDigits", 1, 21, 1);
          r.maximumSignificantDigits = getNum(o, "maximumSignificantDigits", r.minimumSignificantDigits, 21, 21);
        } else { r.minimumSignificantDigits = 1; r.maximumSignificantDigits = 21; }
      }
      if (needFd) {
        if (hasFd) {
          let mn = getNum(o, "minimumFractionDigits", 0, 100, undefined);
          let mx = getNum(o, "maximumFractionDigits", 0, 100, undefined);
          if (mn === undefined) mn = Math.min(mnfdDefault, mx);
          else if (mx === undefined) mx = Math.max(mxfdDefault, mn);
          else if (mn > mx) throw new RangeError("maximumFractionDigits value is out of range.");
          r.minimumFractionDigits = mn; r.maximumFractionDigits = mx;
        } else { r.minimumFractionDigits = mnfdDefault; r.maximumFractionDigits = mxfdDefault; }
      }
      if (!needSd && !needFd) {
        // compact notation without digit options: morePrecision of 0 fraction digits and 2 significant digits
        r.minimumFractionDigits = 0; r.maximumFractionDigits = 0;
        r.minimumSignificantDigits = 1; r.maximumSignificantDigits = 2;
        r.mode = "more";
        r.roundingPriority = "morePrecision";
      } else if (needSd && needFd) r.mode = r.roundingPriority === "morePrecision" ? "more" : "less";
      else r.mode = needSd ? "significant" : "fraction";
      if (r.notation === "compact") r.compactDisplay = getOpt(o, "compactDisplay", ["short", "long"], "short");
      let ug = o.useGrouping;
      if (ug === undefined) ug = r.notation === "compact" ? "min2" : "auto";
      else if (ug === true || ug === "true" || ug === "false") ug = "always";
      else if (ug === false || ug === null || ug === 0 || ug === "") ug = false;
      else if (!["min2", "auto", "always"].includes(String(ug))) throw new RangeError("Value " + ug + " out of range for Intl.NumberFormat options property useGrouping");
      r.useGrouping = ug;
      r.signDisplay = getOpt(o, "signDisplay", ["auto", "never", "always", "exceptZero", "negative"], "auto");
      r.trailingZeroDisplay = getOpt(o, "trailingZeroDisplay", ["auto", "stripIfInteger"], "auto");
      nfSlots.set(this, r);
    }
    get format() {
      const r = slot(this);
      if (!r.bound) r.bound = (x) => partsToString(formatNumber(r, x));
      return r.bound;
    }
    formatToParts(x) { return formatNumber(slot(this), x); }
    resolvedOptions() {
      const r = slot(this), out = {};
      for (const k of ["locale", "numberingSystem", "style", "currency", "currencyDisplay", "currencySign", "unit", "unitDisplay",
        "minimumIntegerDigits", "minimumFractionDigits", "maximumFractionDigits", "minimumSignificantDigits", "maximumSignificantDigits",
        "useGrouping", "notation", "compactDisplay", "signDisplay", "roundingIncrement", "roundingMode", "roundingPriority", "trailingZeroDisplay"]) {
        if (r[k] !== undefined) out[k] = r[k];
      }
      return out;
    }
  }
  const slot = (nf) => {
    const r = nfSlots.get(nf);
    if (!r) throw new TypeError("Method Intl.NumberFormat.prototype.format called on incompatible receiver");
    return r;
  };
  const partsToString = (parts) => parts.map((p) => p.value).join("");

  const toNumeric = (x) => {
    if (typeof x === "bigint") return x;
    if (typeof x === "string") {
      const t = x.trim();
      if (/^[+-]?\d+$/.test(t) && t.replace(/^[+-]/, "").length > 15) return BigInt(t);
      return Number(t);
    }
    return Number(x);
  };

  // patternParts splits a CLDR number pattern into its prefix and suffix
  // around the number, unquoting literals: [prefix, suffix] as arrays of
  // tokens, each "%", "¤", "-" or literal text.
  const patternCache = new Map();
  const splitPattern = (pat) => {
    let c = patternCache.get(pat);
    if (c) return c;
    const toks = [];
    let num = -1;
    for (let i = 0; i < pat.length; ) {
      const ch = pat[i];
      if (ch === "'") {
        const j = pat.indexOf("'", i + 1);
        const lit = j < 0 ? pat.slice(i + 1) : pat.slice(i + 1, j);
        toks.push(lit === "" ? "'" : lit);
        i = j < 0 ? pat.length : j + 1;
      } else if ("#0,.@".includes(ch)) {
        let j = i;
        while (j < pat.length && "#0,.@E+".includes(pat[j])) j++;
        num = toks.length; toks.push(null);
        i = j;
      } else if (ch === "%" || ch === "¤" || ch === "-" || ch === "+") {
        let j = i;
        if (ch === "¤") while (pat[j + 1] === "¤") j++;
        toks.push(ch); i = j + 1;
      } else {
        let j = i;
        while (j < pat.length && !"'#0,.@%¤-+".includes(pat[j])) j++;
        toks.push(pat.slice(i, j)); i = j;
      }
    }
    c = [toks.slice(0, num < 0 ? toks.length : num), num < 0 ? [] : toks.slice(num + 1), num >= 0];
    patternCache.set(pat, c);
    return c;
  };
  // signedPattern is the pattern of a signed value: the explicit negative
  // subpattern, or the positive one with a minus before it.
  const signedPattern = (pat, sign) => {
    const [pos, neg] = pat.split(";");
    if (sign === "") return pos;
    return (neg !== undefined ? neg : "-" + pos).replace(/-/g, sign === "-" ? "-" : "+");
  };
  // native writes ASCII digits in the locale's default numbering system.
  const native = (L, s) => (L.nu ? s.replace(/[0-9]/g, (c) => L.nu[1][c]) : s);
  const numberingOf = (L) => (L.nu ? L.nu[0] : "latn");
  const currencyInfo = (L, c) => (L.curs[c] || { s: c, n: c, d: c, c: {} });
  // spaced is true when a currency symbol next to the number needs a
  // space (CLDR currencySpacing: the adjacent character is no symbol).
  const spaced = (ch) => ch !== undefined && !/[\s$€£¥₹₩₪₫₽₴₺₦฿¢₱₡₲₵₸₼₾\u20a0-\u20cf\uffe0-\uffe6]/.test(ch);

  // plainDigits is the rounded magnitude of x as r formats it, in ASCII
  // without grouping (the plural operands).
  const plainDigits = (r, x) => {
    const d = host.digits(x, 0, r.mode, r.minimumIntegerDigits, r.minimumFractionDigits || 0,
      r.maximumFractionDigits === undefined ? 0 : r.maximumFractionDigits, r.minimumSignificantDigits || 1, r.maximumSignificantDigits || 21);
    return d[0] + (d[1] ? "." + d[1] : "");
  };

  // unitPattern is the CLDR pattern of r's unit for a plural category:
  // the unit's own, or X-per-Y built from Y's per-unit pattern or the
  // compound "per" pattern.
  const unitPattern = (r, cat) => {
    const t = r.L.unit[r.unitDisplay];
    const of = (e) => e[cat] || e.other;
    if (t[r.unit]) return of(t[r.unit]);
    const [x, y] = r.unit.split("-per-");
    const inner = of(t[x]);
    if (t[y].per) return t[y].per.replace("{0}", inner);
    return t.per.replace("{0}", inner).replace("{1}", (t[y].one || t[y].other).replace("{0}", "").trim());
  };
  // unitParts puts the formatted number into its unit pattern: the unit
  // text a part of type "unit", the spaces around it literals.
  const unitParts = (r, body, cat) => {
    const pat = unitPattern(r, cat);
    if (!pat.includes("{0}")) return [{ type: "unit", value: pat }];
    const [a, b] = pat.split("{0}");
    const out = [];
    const m1 = /^(.*?)(\s*)$/.exec(a), m2 = /^(\s*)(.*)$/.exec(b || "");
    if (m1[1]) out.push({ type: "unit", value: m1[1] });
    if (m1[2]) out.push({ type: "literal", value: m1[2] });
    out.push(...body);
    if (m2[1]) out.push({ type: "literal", value: m2[1] });
    if (m2[2]) out.push({ type: "unit", value: m2[2] });
    return out;
  };
  const isUnit = (u) => {
    const t = localeData("en").unit.short;
    if (t[u] && !u.includes("-per-")) return true;
    const p = u.split("-per-");
    return p.length === 2 && !!t[p[0]] && !!t[p[1]] && !p[0].includes("-per-");
  };

  function formatNumber(r, x) {
    x = toNumeric(x);
    const L = r.L, S = L.s;
    const big = typeof x === "bigint";
    const negative = big ? x < 0n : x < 0 || Object.is(x, -0);
    const abs = big ? (x < 0n ? -x : x) : Math.abs(x);
    const parts = [];
    let isZero = false, plain = "", compactPat = null;
    if (!big && Number.isNaN(x)) parts.push({ type: "nan", value: S[7] });
    else if (!big && !Number.isFinite(x)) parts.push({ type: "infinity", value: S[6] });
    else {
      let scale = r.style === "percent" ? 2 : 0;
      let exponent = 0;
      const digits = (sc) => host.digits(abs, sc, r.mode, r.minimumIntegerDigits, r.minimumFractionDigits || 0,
        r.maximumFractionDigits === undefined ? 0 : r.maximumFractionDigits, r.minimumSignificantDigits || 1, r.maximumSignificantDigits || 21);
      let d;
      if (r.notation === "compact") {
        const table = r.style === "currency" ? L.ccur : r.compactDisplay === "long" ? L.clong : L.cshort;
        const pick = (m) => {
          if (m < 3) return [0, null];
          const key = "1" + "0".repeat(Math.min(m, 14));
          const e = table[key];
          if (!e) return [0, null];
          const pat = e.other || e[Object.keys(e)[0]];
          const zeros = (pat.match(/0+/) || [""])[0].length;
          if (pat === "0" || zeros === 0) return [0, null];
          return [Math.min(m, 14) - (zeros - 1), e];
        };
        const mag = host.magnitude(abs) + scale;
        let pe = pick(mag);
        d = digits(scale - pe[0]);
        const intLen = d[0].replace(/^0+/, "").length;
        if (intLen > mag - pe[0] + 1) { // rounding carried into a new digit
          const p2 = pick(mag + 1);
          if (p2[0] !== pe[0] || p2[1] !== pe[1]) { pe = p2; d = digits(scale - pe[0]); }
        }
        exponent = pe[0];
        if (pe[1]) {
          const num = d[0] + (d[1] ? "." + d[1] : "");
          const cat = host.plural(r.key, false, num);
          compactPat = pe[1][cat] || pe[1].other;
        }
      } else if (r.notation === "scientific" || r.notation === "engineering") {
        const mag = host.magnitude(abs) + scale;
        const pick = (m) => (r.notation === "engineering" ? 3 * Math.floor(m / 3) : m);
        exponent = pick(mag);
        d = digits(scale - exponent);
        const intLen = d[0].replace(/^0+/, "").length;
        if (intLen > mag - exponent + 1) {
          const e2 = pick(mag + 1);
          if (e2 !== exponent) { exponent = e2; d = digits(scale - exponent); }
        }
      } else d = digits(scale);
      let [ip, fp] = d;
      if (r.trailingZeroDisplay === "stripIfInteger" && /^0*$/.test(fp)) fp = "";
      isZero = /^0*$/.test(ip) && /^0*$/.test(fp);
      plain = ip + (fp ? "." + fp : "");
      const groups = groupInt(ip, r.useGrouping, L);
      groups.forEach((grp, i) => { if (i > 0) parts.push({ type: "group", value: S[1] }); parts.push({ type: "integer", value: native(L, grp) }); });
      if (fp !== "") parts.push({ type: "decimal", value: S[0] }, { type: "fraction", value: native(L, fp) });
      if (r.notation === "scientific" || r.notation === "engineering") {
        parts.push({ type: "exponentSeparator", value: S[5] });
        if (exponent < 0) parts.push({ type: "exponentMinusSign", value: S[4] });
        parts.push({ type: "exponentInteger", value: native(L, String(Math.abs(exponent))) });
      }
    }
    // sign
    let sign = "";
    switch (r.signDisplay) {
      case "auto": sign = negative ? "-" : ""; break;
      case "always": sign = negative ? "-" : "+"; break;
      case "exceptZero": sign = isZero || (!big && Number.isNaN(x)) ? "" : negative ? "-" : "+"; break;
      case "negative": sign = negative && !isZero ? "-" : ""; break;
      case "never": sign = ""; break;
    }
    // the pattern around the number
    let pat;
    const c = r.style === "currency" ? currencyInfo(L, r.currency) : null;
    if (compactPat) {
      pat = compactPat;
      if (r.style === "percent") pat = L.pct.split(";")[0].replace(/[#0,.]+/, pat);
    } else if (r.style === "percent" || (r.style === "unit" && r.unit === "percent")) pat = L.pct; // ICU formats the percent unit as a percent
    else if (r.style === "currency") pat = r.currencyDisplay === "name" ? L.dec : r.currencySign === "accounting" ? L.acc : L.cur;
    else pat = L.dec;
    if (r.style === "currency" && compactPat === null && r.notation === "compact") pat = L.cur;
    const [pre, post] = splitPattern(signedPattern(pat, sign));
    let sym = "";
    if (c) sym = r.currencyDisplay === "code" ? r.currency : r.currencyDisplay === "narrowSymbol" ? c.n : c.s;
    const expand = (toks, before) => {
      const out = [];
      toks.forEach((t, i) => {
        if (t === "%") out.push({ type: "percentSign", value: S[2] });
        else if (t === "-" || t === "+") {
          // a sign's bidi marks are literals of their own, as ICU splits them
          const v = t === "-" ? S[4] : S[3];
          const m = /^([\u200e\u200f\u061c]*)(.*)$/.exec(v);
          if (m[1]) out.push({ type: "literal", value: m[1] });
          out.push({ type: t === "-" ? "minusSign" : "plusSign", value: m[2] });
        }
        else if (t === "¤") {
          if (r.currencyDisplay === "name") return;
          const adj = before ? i === toks.length - 1 : i === 0;
          const cur = { type: "currency", value: sym };
          if (adj && before && spaced(sym[sym.length - 1])) out.push(cur, { type: "literal", value: NBSP });
          else if (adj && !before && spaced(sym[0])) out.push({ type: "literal", value: NBSP }, cur);
          else out.push(cur);
        } else if (t !== "") {
          if (compactPat && t.trim() !== "" && !/^[\s\u200e\u200f\u061c]+$/.test(t)) {
            const m = /^(\s*)(.*?)(\s*)$/.exec(t);
            if (m[1]) out.push({ type: "literal", value: m[1] });
            out.push({ type: "compact", value: m[2] });
            if (m[3]) out.push({ type: "literal", value: m[3] });
          } else out.push({ type: "literal", value: t });
        }
      });
      return out;
    };
    let body = expand(pre, true).concat(parts, expand(post, false));
    if (r.style === "unit" && r.unit !== "percent") body = unitParts(r, body, host.plural(r.key, false, plain || "0"));
    if (c && r.currencyDisplay === "name") {
      const cat = host.plural(r.key, false, plain || "0");
      const name = c.c[cat] || c.c.other || c.d;
      const up = L.up[cat] || L.up.other || "{0} {1}";
      const [a, b] = up.split("{0}");
      const mid = b.split("{1}");
      const out = [];
      if (a) out.push({ type: "literal", value: a });
      out.push(...body);
      if (mid[0]) out.push({ type: "literal", value: mid[0] });
      out.push({ type: "currency", value: name });
      if (mid[1]) out.push({ type: "literal", value: mid[1] });
      body = out;
    }
    // merge adjacent literals
    const merged = [];
    for (const p of body) {
      const last = merged[merged.length - 1];
      if (last && last.type === "literal" && p.type === "literal") last.value += p.value;
      else merged.push(p);
    }
    return merged;
  }

  // --- PluralRules
  const prSlots = new WeakMap();
  class PluralRules {
    constructor(locales, options) {
      const o = toOptions(options);
      const r = withLocale({ __proto__: null }, locales);
      r.type = getOpt(o, "type", ["cardinal", "ordinal"], "cardinal");
      r.nf = new NumberFormat("en-US", { minimumIntegerDigits: o.minimumIntegerDigits, minimumFractionDigits: o.minimumFractionDigits,
        maximumFractionDigits: o.maximumFractionDigits, minimumSignificantDigits: o.minimumSignificantDigits,
        maximumSignificantDigits: o.maximumSignificantDigits, useGrouping: false });
      prSlots.set(this, r);
    }
    select(n) {
      const r = prSlots.get(this);
      if (!r) throw new TypeError("Method Intl.PluralRules.prototype.select called on incompatible receiver");
      n = Number(n);
      if (!Number.isFinite(n)) return "other";
      return host.plural(r.key, r.type === "ordinal", r.nf.format(Math.abs(n)));
    }
    resolvedOptions() {
      const r = prSlots.get(this);
      if (!r) throw new TypeError("Method Intl.PluralRules.prototype.resolvedOptions called on incompatible receiver");
      return { locale: r.locale, type: r.type, pluralCategories: host.categories(r.key, r.type === "ordinal") };
    }
  }

  // --- ListFormat
  const lfSlots = new WeakMap();
  // contextual applies the list rules ICU adds to CLDR's patterns: Spanish
  // "y" is "e" before an /i/ sound and "o" is "u" before an /o/ sound;
  // Hebrew "ו" takes a hyphen before a word not in Hebrew letters.
  const contextual = (lang, sep, next) => {
    if (lang === "es") {
      if (/ y $/.test(sep) && /^(i|hi(?!a|e|o|u))/i.test(next)) return sep.replace(/ y $/, " e ");
      if (/ o $/.test(sep) && /^(o|ho|8|11(?!\d))/i.test(next)) return sep.replace(/ o $/, " u ");
    }
    if (lang === "he" && /ו$/.test(sep) && next !== "" && !/^[\u05d0-\u05ea]/.test(next)) return sep + "-";
    return sep;
  };
  class ListFormat {
    constructor(locales, options) {
      const o = toOptions(options);
      const r = withLocale({ __proto__: null }, locales);
      r.type = getOpt(o, "type", ["conjunction", "disjunction", "unit"], "conjunction");
      r.style = getOpt(o, "style", ["long", "short", "narrow"], "long");
      lfSlots.set(this, r);
    }
    formatToParts(list) {
      const r = lfSlots.get(this);
      if (!r) throw new TypeError("Method Intl.ListFormat.prototype.formatToParts called on incompatible receiver");
      const items = [];
      for (const v of list) { if (typeof v !== "string") throw new TypeError("Iterable yielded " + String(v) + " which is not a string"); items.push(v); }
      const key = (r.type === "conjunction" ? "standard" : r.type === "disjunction" ? "or" : "unit") + (r.style === "long" ? "" : "-" + r.style);
      const [start, middle, end, two] = r.L.list[key];
      const parts = [];
      // fill applies a "{0}…{1}" pattern: the literal before, between and after.
      const lit = (pat) => { const [a, rest] = pat.split("{0}"); const [b, c] = rest.split("{1}"); return [a, b, c]; };
      if (items.length === 0) return parts;
      if (items.length === 1) return [{ type: "element", value: items[0] }];
      const seps = [];
      if (items.length === 2) seps.push(lit(two));
      else {
        seps.push(lit(start));
        for (let i = 1; i < items.length - 2; i++) seps.push(lit(middle));
        seps.push(lit(end));
      }
      const first = seps[0][0], last = seps[seps.length - 1][2];
      if (first) parts.push({ type: "literal", value: first });
      const lang = r.locale.split("-")[0];
      items.forEach((v, i) => {
        if (i > 0) parts.push({ type: "literal", value: contextual(lang, seps[i - 1][1], v) });
        parts.push({ type: "element", value: v });
      });
      if (last) parts.push({ type: "literal", value: last });
      return parts;
    }
    format(list) { return partsToString(this.formatToParts(list)); }
    resolvedOptions() {
      const r = lfSlots.get(this);
      if (!r) throw new TypeError("Method Intl.ListFormat.prototype.resolvedOptions called on incompatible receiver");
      return { locale: r.locale, type: r.type, style: r.style };
    }
  }

  // --- Collator
  const colSlots = new WeakMap();
  class Collator {
    constructor(locales, options) {
      const o = toOptions(options);
      const r = withLocale({ __proto__: null }, locales);
      r.usage = getOpt(o, "usage", ["sort", "search"], "sort");
      r.sensitivity = getOpt(o, "sensitivity", ["base", "accent", "case", "variant"], "variant");
      r.ignorePunctuation = getBool(o, "ignorePunctuation", false);
      r.collation = "default";
      r.numeric = getBool(o, "numeric", false);
      r.caseFirst = getOpt(o, "caseFirst", ["upper", "lower", "false"], "false");
      r.compare = (a, b) => host.compare(r.locale, String(a), String(b), r.sensitivity, r.numeric, r.ignorePunctuation, r.caseFirst);
      colSlots.set(this, r);
    }
    get compare() {
      const r = colSlots.get(this);
      if (!r) throw new TypeError("Method Intl.Collator.prototype.compare called on incompatible receiver");
      return r.compare;
    }
    resolvedOptions() {
      const r = colSlots.get(this);
      if (!r) throw new TypeError("Method Intl.Collator.prototype.resolvedOptions called on incompatible receiver");
      return { locale: r.locale, usage: r.usage, sensitivity: r.sensitivity, ignorePunctuation: r.ignorePunctuation, collation: r.collation, numeric: r.numeric, caseFirst: r.caseFirst };
    }
  }

  // --- RelativeTimeFormat
  const rtfSlots = new WeakMap();
  const rtUnits = ["second", "minute", "hour", "day", "week", "month", "quarter", "year"];
  class RelativeTimeFormat {
    constructor(locales, options) {
      const o = toOptions(options);
      const r = withLocale({ __proto__: null }, locales);
      r.style = getOpt(o, "style", ["long", "short", "narrow"], "long");
      r.numeric = getOpt(o, "numeric", ["always", "auto"], "always");
      r.numberingSystem = numberingOf(r.L);
      r.nf = new NumberFormat(r.locale);
      rtfSlots.set(this, r);
    }
    formatToParts(value, unit) {
      const r = rtfSlots.get(this);
      if (!r) throw new TypeError("Method Intl.RelativeTimeFormat.prototype.format called on incompatible receiver");
      const v = Number(value);
      if (!Number.isFinite(v)) throw new RangeError("Invalid number value");
      let u = String(unit);
      if (u.endsWith("s")) u = u.slice(0, -1);
      if (!rtUnits.includes(u)) throw new RangeError("Invalid unit argument for format() '" + String(unit) + "'");
      const F = r.L.rel[u + (r.style === "long" ? "" : "-" + r.style)];
      if (r.numeric === "auto") {
        const key = Object.is(v, -0) ? "0" : String(v);
        if (F.r[key] !== undefined) return [{ type: "literal", value: F.r[key] }];
      }
      const past = v < 0 || Object.is(v, -0);
      const np = formatNumber(nfSlots.get(r.nf), Math.abs(v));
      const cat = host.plural(r.key, false, plainDigits(nfSlots.get(r.nf), Math.abs(v)));
      const table = past ? F.p : F.f;
      const pat = table[cat] || table.other;
      if (!pat.includes("{0}")) return [{ type: "literal", value: pat }];
      const [a, b] = pat.split("{0}");
      const out = [];
      if (a) out.push({ type: "literal", value: a });
      for (const p of np) out.push({ type: p.type, value: p.value, unit: u });
      if (b) out.push({ type: "literal", value: b });
      return out;
    }
    format(value, unit) { return partsToString(this.formatToParts(value, unit)); }
    resolvedOptions() {
      const r = rtfSlots.get(this);
      if (!r) throw new TypeError("Method Intl.RelativeTimeFormat.prototype.resolvedOptions called on incompatible receiver");
      return { locale: r.locale, style: r.style, numeric: r.numeric, numberingSystem: r.numberingSystem };
    }
  }

  // --- DateTimeFormat
  const usZones = {
    "America/New_York": ["Eastern", "E"], "America/Detroit": ["Eastern", "E"], "America/Chicago": ["Central", "C"],
    "America/Denver": ["Mountain", "M"], "America/Phoenix": ["Mountain", "M"], "America/Los_Angeles": ["Pacific", "P"],
    "America/Anchorage": ["Alaska", "AK"], "Pacific/Honolulu": ["Hawaii-Aleutian", "H"],
  };
  const dtfSlots = new WeakMap();
  const dateFields = ["weekday", "era", "year", "month", "day"];
  const timeFields = ["dayPeriod", "hour", "minute", "second", "fractionalSecondDigits"];

  function resolveDTF(locales, options, required, defaults) {
    const o = toOptions(options);
    const r = withLocale({ __proto__: null, calendar: "gregory" }, locales);
    r.numberingSystem = numberingOf(r.L);
    const h12 = o.hour12;
    const hc = getOpt(o, "hourCycle", ["h11", "h12", "h23", "h24"], undefined);
    let tz = o.timeZone;
    r.timeZone = tz === undefined ? "UTC" : host.zone(String(tz));
    const f = {};
    f.weekday = getOpt(o, "weekday", ["narrow", "short", "long"], undefined);
    f.era = getOpt(o, "era", ["narrow", "short", "long"], undefined);
    f.year = getOpt(o, "year", ["2-digit", "numeric"], undefined);
    f.month = getOpt(o, "month", ["2-digit", "numeric", "narrow", "short", "long"], undefined);
    f.day = getOpt(o, "day", ["2-digit", "numeric"], undefined);
    f.dayPeriod = getOpt(o, "dayPeriod", ["narrow", "short", "long"], undefined);
    f.hour = getOpt(o, "hour", ["2-digit", "numeric"], undefined);
    f.minute = getOpt(o, "minute", ["2-digit", "numeric"], undefined);
    f.second = getOpt(o, "second", ["2-digit", "numeric"], undefined);
    f.fractionalSecondDigits = getNum(o, "fractionalSecondDigits", 1, 3, undefined);
    f.timeZoneName = getOpt(o, "timeZoneName", ["short", "long", "shortOffset", "longOffset", "shortGeneric", "longGeneric"], undefined);
    const dateStyle = getOpt(o, "dateStyle", ["full", "long", "medium", "short"], undefined);
    const timeStyle = getOpt(o, "timeStyle", ["full", "long", "medium", "short"], undefined);
    if (dateStyle !== undefined || timeStyle !== undefined) {
      for (const k of Object.keys(f)) if (f[k] !== undefined) throw new TypeError("Can't set option " + k + " when " + (dateStyle !== undefined ? "dateStyle" : "timeStyle") + " is used");
      if (required === "date" && dateStyle === undefined) throw new TypeError("Invalid option : timeStyle");
      if (required === "time" && timeStyle === undefined) throw new TypeError("Invalid option : dateStyle");
      r.dateStyle = dateStyle; r.timeStyle = timeStyle;
    } else {
      let need = true;
      if (required === "date" || required === "any") for (const k of ["weekday", "year", "month", "day"]) if (f[k] !== undefined) need = false;
      if (required === "time" || required === "any") for (const k of timeFields) if (f[k] !== undefined) need = false;
      if (need && (defaults === "date" || defaults === "all")) { f.year = f.month = f.day = "numeric"; }
      if (need && (defaults === "time" || defaults === "all")) { f.hour = f.minute = f.second = "numeric"; }
    }
    Object.assign(r, f);
    const hasHour = r.hour !== undefined || r.timeStyle !== undefined;
    if (hasHour) {
      // the locale's default is its short time pattern's hour letter, as ICU's
      const hl = (tokenize(r.L.tf[3]).find((t) => t.ch && fieldOf[t.ch] === "hour") || { ch: "H" }).ch;
      const pref = hl === "h" ? "h12" : hl === "K" ? "h11" : hl === "k" ? "h24" : "h23";
      r.hourCycle = h12 !== undefined ? (h12 ? (pref === "h11" ? "h11" : "h12") : "h23") : hc || pref;
      r.hour12 = r.hourCycle === "h11" || r.hourCycle === "h12";
    }
    return r;
  }

  const pad2 = (n) => (n < 10 ? "0" : "") + n;
  // offsetName is a GMT offset in the locale's gmtFormat ("GMT+1", "UTC−5").
  const offsetName = (L, mins, long) => {
    if (mins === 0) return L.gmt[1];
    const a = Math.abs(mins), h = Math.floor(a / 60), m = a % 60;
    const hf = L.gmt[2].split(";")[mins < 0 ? 1 : 0];
    const sign = hf.replace(/[Hm:\s.]/g, "");
    const body = long ? hf.replace(/HH/, pad2(h)).replace(/mm/, pad2(m)).replace(/[+\-−]/, sign) : sign + h + (m ? ":" + pad2(m) : "");
    return L.gmt[0].replace("{0}", long ? body : body);
  };
  const zoneName = (r, f, style) => {
    const tz = r.timeZone, off = f[8], L = r.L;
    if (tz === "UTC" && (style === "short" || style === "long")) return style === "long" ? L.utc[1] : L.utc[0];
    const us = r.key === "en" || r.key === "en-CA" ? usZones[tz] : undefined;
    if (us && (style === "short" || style === "long")) {
      const jan = host.fields(Date.UTC(f[0], 0, 1), tz)[8], jul = host.fields(Date.UTC(f[0], 6, 1), tz)[8];
      const dst = jan !== jul && off === Math.max(jan, jul);
      if (style === "long") return us[0] + (dst ? " Daylight" : " Standard") + " Time";
      return us[1] + (dst ? "DT" : "ST");
    }
    if (style === "shortGeneric" || style === "longGeneric") return us ? (style === "longGeneric" ? us[0] + " Time" : us[1] + "T") : offsetName(L, off, false);
    return offsetName(L, off, style === "long" || style === "longOffset");
  };

  // --- date patterns (UTS #35 skeletons and patterns)
  // tokenize splits a CLDR date pattern into fields ({ch, n}) and literals.
  const tokCache = new Map();
  const tokenize = (pat) => {
    let t = tokCache.get(pat);
    if (t) return t;
    t = [];
    for (let i = 0; i < pat.length; ) {
      const ch = pat[i];
      if (ch === "'") {
        if (pat[i + 1] === "'") { t.push({ lit: "'" }); i += 2; continue; }
        let j = i + 1, lit = "";
        while (j < pat.length) {
          if (pat[j] === "'") { if (pat[j + 1] === "'") { lit += "'"; j += 2; continue; } break; }
          lit += pat[j++];
        }
        t.push({ lit }); i = j + 1;
      } else if (/[A-Za-z]/.test(ch)) {
        let j = i;
        while (pat[j] === ch) j++;
        t.push({ ch, n: j - i }); i = j;
      } else {
        let j = i;
        while (j < pat.length && pat[j] !== "'" && !/[A-Za-z]/.test(pat[j])) j++;
        t.push({ lit: pat.slice(i, j) }); i = j;
      }
    }
    tokCache.set(pat, t);
    return t;
  };
  // fieldOf names the kind of a pattern letter.
  const fieldOf = { G: "era", y: "year", Y: "year", u: "year", M: "month", L: "month", d: "day", E: "weekday", c: "weekday", e: "weekday",
    a: "dayPeriod", b: "dayPeriod", B: "dayPeriod", h: "hour", H: "hour", K: "hour", k: "hour", j: "hour", m: "minute", s: "second",
    S: "fractionalSecond", z: "timeZoneName", v: "timeZoneName", V: "timeZoneName", O: "timeZoneName", Z: "timeZoneName", x: "timeZoneName", X: "timeZoneName" };
  // skeletonOf is the skeleton of resolved component options.
  const skeletonOf = (o, hc) => {
    let s = "";
    if (o.era) s += o.era === "long" ? "GGGG" : o.era === "narrow" ? "GGGGG" : "G";
    if (o.year) s += o.year === "2-digit" ? "yy" : "y";
    if (o.month) s += { numeric: "M", "2-digit": "MM", short: "MMM", long: "MMMM", narrow: "MMMMM" }[o.month];
    if (o.weekday) s += o.weekday === "long" ? "EEEE" : o.weekday === "narrow" ? "EEEEE" : "E";
    if (o.day) s += o.day === "2-digit" ? "dd" : "d";
    if (o.hour) { const c = { h12: "h", h11: "K", h23: "H", h24: "k" }[hc]; s += o.hour === "2-digit" ? c + c : c; }
    if (o.minute) s += o.minute === "2-digit" ? "mm" : "m";
    if (o.second) s += o.second === "2-digit" ? "ss" : "s";
    if (o.fractionalSecondDigits) s += "S".repeat(o.fractionalSecondDigits);
    if (o.timeZoneName) s += { short: "z", long: "zzzz", shortOffset: "O", longOffset: "OOOO", shortGeneric: "v", longGeneric: "vvvv" }[o.timeZoneName];
    return s;
  };
  const skelFields = (sk) => {
    const m = {};
    for (const t of tokenize(sk)) if (t.ch) {
      let k = fieldOf[t.ch] || t.ch;
      if (k === "hour") k = t.ch === "h" || t.ch === "K" ? "hour12" : "hour24";
      m[k] = t;
    }
    return m;
  };
  // bestPattern matches a skeleton against the locale's availableFormats
  // (same fields, closest widths, text month apart from numeric) and
  // adjusts the widths of the pattern to the skeleton's.
  const bestCache = new Map(), candCache = new Map();
  const bestPattern = (L, key, sk) => {
    const ck = key + "|" + sk;
    if (bestCache.has(ck)) return bestCache.get(ck);
    const want = skelFields(sk);
    const wk = Object.keys(want).filter((k) => k !== "fractionalSecond" && k !== "timeZoneName").sort().join();
    let best, bestHave, score = Infinity;
    let cands = candCache.get(key);
    if (!cands) {
      // the date styles' patterns take part under their own skeletons, as ICU adds them
      // (availableFormats win over a style with the same skeleton)
      const canon = (sk) => tokenize(sk).filter((t) => t.ch).map((t) => (t.ch === "L" ? "M" : t.ch === "c" ? "E" : t.ch).repeat(t.n)).sort().join("");
      const c = new Map();
      for (const pat of L.df) c.set(canon(pat), pat);
      for (const [k, pat] of Object.entries(L.af)) c.set(canon(k), pat);
      cands = Array.from(c);
      candCache.set(key, cands);
    }
    for (const [ask, pat] of cands) {
      const have = skelFields(ask);
      if (Object.keys(have).sort().join() !== wk) continue;
      let d = 0;
      for (const k of Object.keys(have)) {
        const a = want[k].n, b = have[k].n;
        if (k === "month" && (a >= 3) !== (b >= 3)) d += 100;
        if (k === "year" && (a === 2) !== (b === 2)) d += 100;
        d += Math.abs(a - b);
      }
      if (d < score) { score = d; best = pat; bestHave = have; }
    }
    let out = null;
    if (best !== undefined) {
      // A field is widened or narrowed to the asked width only where the
      // matched skeleton's width differs from it, and minutes and seconds
      // never (ICU's adjustFieldTypes with V8's UDATPG_MATCH_HOUR_FIELD_LENGTH).
      out = tokenize(best).map((t) => {
        if (!t.ch) return t;
        const k = fieldOf[t.ch];
        const fk = k === "hour" ? (t.ch === "h" || t.ch === "K" ? "hour12" : "hour24") : k;
        const w = want[fk], h = bestHave[fk];
        if (!w || !h || w.n === h.n || k === "minute" || k === "second") return t;
        let n = w.n;
        if ((k === "month" || k === "weekday") && (w.n >= 3) !== (t.n >= 3) && k === "month") n = t.n;
        if (k === "weekday" && t.ch !== "E" && n < 3) n = 3;
        return { ch: t.ch, n };
      });
      // fractional seconds and zone names are appended as ICU does
      if (want.fractionalSecond) {
        const i = out.findIndex((t) => t.ch === "s");
        if (i >= 0) out.splice(i + 1, 0, { lit: L.s[0] }, { ch: "S", n: want.fractionalSecond.n });
      }
      if (want.timeZoneName) out.push({ lit: " " }, want.timeZoneName);
    }
    bestCache.set(ck, out);
    return out;
  };
  const styleIndex = { full: 0, long: 1, medium: 2, short: 3 };
  // joinDateTime combines a date and a time pattern with the locale's
  // dateTimeFormat of the given style.
  const joinDateTime = (glue, date, time) => {
    const out = [];
    for (const t of tokenize(glue)) {
      if (t.ch === undefined && t.lit.includes("{")) {
        const pieces = t.lit.split(/(\{[01]\})/);
        for (const piece of pieces) {
          if (piece === "{1}") out.push(...date);
          else if (piece === "{0}") out.push(...time);
          else if (piece) out.push({ lit: piece });
        }
      } else out.push(t);
    }
    return out;
  };
  const withHourCycle = (toks, hc) => {
    const c = { h12: "h", h11: "K", h23: "H", h24: "k" }[hc];
    const twelve = c === "h" || c === "K";
    const cur = toks.find((t) => t.ch && fieldOf[t.ch] === "hour");
    if (!cur || cur.ch === c) return toks;
    let out = toks.map((t) => (t.ch && fieldOf[t.ch] === "hour" ? { ch: c, n: t.n } : t));
    const hasA = out.some((t) => t.ch && fieldOf[t.ch] === "dayPeriod");
    if (!twelve && hasA) {
      const i = out.findIndex((t) => t.ch && fieldOf[t.ch] === "dayPeriod");
      out = out.slice();
      // drop the day period with the space that joins it
      if (out[i + 1] && out[i + 1].lit !== undefined && /^[\s\u202f]+$/.test(out[i + 1].lit)) out.splice(i, 2);
      else if (out[i - 1] && out[i - 1].lit !== undefined && /^[\s\u202f]+$/.test(out[i - 1].lit)) out.splice(i - 1, 2);
      else out.splice(i, 1);
      out = out.map((t) => (t.ch === "H" || t.ch === "k" ? { ch: t.ch, n: 2 } : t));
    } else if (twelve && !hasA) {
      const i = out.map((t) => !!(t.ch && /[hKmsS]/.test(t.ch))).lastIndexOf(true);
      out = out.slice();
      out.splice(i + 1, 0, { lit: "\u202f" }, { ch: "a", n: 1 });
    }
    return out;
  };

  // patternFor is the resolved pattern (as tokens) of r.
  const patternFor = (r) => {
    if (r.pattern) return r.pattern;
    const L = r.L;
    let toks;
    if (r.dateStyle || r.timeStyle) {
      const d = r.dateStyle ? tokenize(L.df[styleIndex[r.dateStyle]]) : null;
      let t = r.timeStyle ? tokenize(L.tf[styleIndex[r.timeStyle]]) : null;
      if (t && r.hourCycle) t = withHourCycle(t, r.hourCycle);
      if (d && t) toks = joinDateTime((L.dta || L.dtf)[styleIndex[r.dateStyle]], d, t);
      else toks = d || t;
    } else {
      const hc = r.hourCycle || "h23";
      const sk = skeletonOf(r, hc);
      toks = bestPattern(L, r.key, sk);
      if (!toks) {
        const dsk = skeletonOf({ era: r.era, year: r.year, month: r.month, weekday: r.weekday, day: r.day }, hc);
        const tsk = skeletonOf({ hour: r.hour, minute: r.minute, second: r.second, fractionalSecondDigits: r.fractionalSecondDigits, timeZoneName: r.timeZoneName }, hc);
        const d = dsk ? bestPattern(L, r.key, dsk) || fallbackPattern(dsk) : null;
        const t = tsk ? bestPattern(L, r.key, tsk) || fallbackPattern(tsk) : null;
        if (d && t) {
          const mw = r.month === "long" ? (r.weekday ? 0 : 1) : r.month === "short" ? 2 : 3;
          toks = joinDateTime((L.dta || L.dtf)[mw], d, t);
        } else toks = d || t;
      }
      if (toks && r.hourCycle) {
        const c = { h12: "h", h11: "K", h23: "H", h24: "k" }[r.hourCycle];
        toks = toks.map((t) => (t.ch && fieldOf[t.ch] === "hour" ? { ch: c, n: t.n } : t));
      }
    }
    r.pattern = toks;
    return toks;
  };
  // fallbackPattern spells a skeleton with no available match as its
  // fields joined by spaces.
  const fallbackPattern = (sk) => {
    const out = [];
    for (const t of tokenize(sk)) { if (out.length) out.push({ lit: " " }); out.push(t); }
    return out;
  };

  function formatDate(r, date) {
    let ms;
    if (date === undefined) ms = Date.now();
    else ms = date instanceof Date ? date.getTime() : Number(date);
    if (!Number.isFinite(ms) || Math.abs(ms) > 8.64e15) throw new RangeError("Invalid time value");
    const f = host.fields(ms, r.timeZone); // y, m, d, h, min, s, ms, weekday, offset
    const L = r.L;
    const out = [];
    const P = (type, value) => out.push({ type, value: type === "literal" || type === "era" || type === "timeZoneName" ? value : native(L, value) });
    const y = f[0] <= 0 ? 1 - f[0] : f[0];
    for (const t of patternFor(r)) {
      if (!t.ch) { if (t.lit) P("literal", t.lit); continue; }
      const n = t.n;
      const w = n === 4 ? "w" : n === 5 ? "n" : "a";
      switch (t.ch) {
        case "G": P("era", L.era[w][f[0] <= 0 ? 0 : 1]); break;
        case "y": case "u": case "Y": P("year", n === 2 ? pad2(y % 100) : String(y).padStart(n, "0")); break;
        case "M": case "L":
          if (n >= 3) P("month", L.mon[t.ch === "L" ? "s" : "f"][w][f[1] - 1]);
          else P("month", n === 2 ? pad2(f[1]) : String(f[1]));
          break;
        case "d": P("day", n === 2 ? pad2(f[2]) : String(f[2])); break;
        case "E": case "c": case "e":
          if (n <= 2 && t.ch !== "E") P("weekday", String(f[7] || 7));
          else P("weekday", L.day[t.ch === "c" ? "s" : "f"][n === 4 ? "w" : n === 5 ? "n" : "a"][f[7]]);
          break;
        case "a": case "b": case "B": P("dayPeriod", L.dp[n === 4 ? "w" : n === 5 ? "n" : "a"][f[3] < 12 ? 0 : 1]); break;
        case "h": { const h = f[3] % 12 || 12; P("hour", n === 2 ? pad2(h) : String(h)); break; }
        case "K": { const h = f[3] % 12; P("hour", n === 2 ? pad2(h) : String(h)); break; }
        case "H": P("hour", n === 2 ? pad2(f[3]) : String(f[3])); break;
        case "k": { const h = f[3] || 24; P("hour", n === 2 ? pad2(h) : String(h)); break; }
        case "m": P("minute", n === 2 ? pad2(f[4]) : String(f[4])); break;
        case "s": P("second", n === 2 ? pad2(f[5]) : String(f[5])); break;
        case "S": P("fractionalSecond", String(f[6] + 1000).slice(1, 1 + Math.min(n, 3))); break;
        case "z": P("timeZoneName", zoneName(r, f, n === 4 ? "long" : "short")); break;
        case "O": P("timeZoneName", zoneName(r, f, n === 4 ? "longOffset" : "shortOffset")); break;
        case "v": P("timeZoneName", zoneName(r, f, n === 4 ? "longGeneric" : "shortGeneric")); break;
        default: P("literal", "");
      }
    }
    const merged = [];
    for (const p of out) {
      // V8 prints the U+202F of CLDR's patterns and names as a plain space
      p.value = p.value.replace(/\u202f/g, " ");
      const last = merged[merged.length - 1];
      if (last && last.type === "literal" && p.type === "literal") last.value += p.value;
      else if (!(p.type === "literal" && p.value === "")) merged.push(p);
    }
    return merged;
  }

  class DateTimeFormat {
    constructor(locales, options) { dtfSlots.set(this, resolveDTF(locales, options, "any", "date")); }
    get format() {
      const r = dtfSlot(this);
      if (!r.bound) r.bound = (d) => partsToString(formatDate(r, d));
      return r.bound;
    }
    formatToParts(d) { return formatDate(dtfSlot(this), d); }
    formatRange(a, b) { return this.format(a) + " – " + this.format(b); }
    resolvedOptions() {
      const r = dtfSlot(this), out = {};
      for (const k of ["locale", "calendar", "numberingSystem", "timeZone", "hourCycle", "hour12", "weekday", "era", "year", "month", "day",
        "dayPeriod", "hour", "minute", "second", "fractionalSecondDigits", "timeZoneName", "dateStyle", "timeStyle"]) {
        if (r[k] !== undefined) out[k] = r[k];
      }
      return out;
    }
  }
  const dtfSlot = (d) => {
    const r = dtfSlots.get(d);
    if (!r) throw new TypeError("Method Intl.DateTimeFormat.prototype.format called on incompatible receiver");
    return r;
  };

  // Constructors are callable without new, as ECMA-402 requires.
  const callable = (C, name) => {
    const F = function (locales, options) { return Reflect.construct(C, [locales, options], new.target || F); };
    F.prototype = C.prototype;
    def(C.prototype, "constructor", F);
    defineProperty(F, "name", { value: name });
    def(F, "supportedLocalesOf", supportedLocalesOf);
    tagged(C, "Intl." + name);
    return F;
  };
  const Intl = {};
  def(Intl, "NumberFormat", callable(NumberFormat, "NumberFormat"));
  def(Intl, "DateTimeFormat", callable(DateTimeFormat, "DateTimeFormat"));
  def(Intl, "PluralRules", callable(PluralRules, "PluralRules"));
  def(Intl, "ListFormat", callable(ListFormat, "ListFormat"));
  def(Intl, "Collator", callable(Collator, "Collator"));
  def(Intl, "RelativeTimeFormat", callable(RelativeTimeFormat, "RelativeTimeFormat"));
  def(Intl, "getCanonicalLocales", (l) => localeList(l));
  def(Intl, "supportedValuesOf", (k) => {
    const v = { calendar: ["gregory"], collation: ["default"], currency: host.currencies(), numberingSystem: ["latn"], timeZone: ["UTC"], unit: [] }[k];
    if (!v) throw new RangeError("Invalid key : " + k);
    return v.slice();
  });
  defineProperty(Intl, Symbol.toStringTag, { value: "Intl", configurable: true });
  def(g, "Intl", Intl);

  // --- toLocale*String
  const NumberProto = Number.prototype, BigIntProto = BigInt.prototype, DateProto = Date.prototype;
  const thisNumber = Number.prototype.valueOf, thisBigInt = BigInt.prototype.valueOf, thisTime = Date.prototype.getTime;
  // Method syntax: built-in methods are not constructors, and the
  // optional parameters (defaults) leave length as ECMA-402 gives it.
  def(NumberProto, "toLocaleString", {
    toLocaleString(locales = undefined, options = undefined) {
      return new NumberFormat(locales, options).format(thisNumber.call(this));
    },
  }.toLocaleString);
  def(BigIntProto, "toLocaleString", {
    toLocaleString(locales = undefined, options = undefined) {
      return new NumberFormat(locales, options).format(thisBigInt.call(this));
    },
  }.toLocaleString);
  const dateMethod = (name, required, defaults) => ({
    [name](locales = undefined, options = undefined) {
      const t = thisTime.call(this);
      if (Number.isNaN(t)) return "Invalid Date";
      return partsToString(formatDate(resolveDTF(locales, options, required, defaults), t));
    },
  })[name];
  def(DateProto, "toLocaleString", dateMethod("toLocaleString", "any", "all"));
  def(DateProto, "toLocaleDateString", dateMethod("toLocaleDateString", "date", "date"));
  def(DateProto, "toLocaleTimeString", dateMethod("toLocaleTimeString", "time", "time"));
  // localeCompare is a Collator comparison, as in V8: the default
  // locale's collation order when given no locales or options.
  let defaultCollator;
  def(String.prototype, "localeCompare", {
    localeCompare(that, locales = undefined, options = undefined) {
      if (this === null || this === undefined) throw new TypeError("String.prototype.localeCompare called on null or undefined");
      if (locales === undefined && options === undefined) {
        if (!defaultCollator) defaultCollator = new Collator();
        return colSlots.get(defaultCollator).compare(String(this), String(that));
      }
      return new Collator(locales, options).compare(String(this), String(that));
    },
  }.localeCompare);
})
