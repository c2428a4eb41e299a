// An Intl subset: NumberFormat, DateTimeFormat, PluralRules, ListFormat,
// Collator, RelativeTimeFormat for en-US (the default locale; other
// locales fall back to it), and the toLocale*String methods of Number,
// BigInt and Date built on them. The default time zone is UTC.
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
  const resolveLocale = (locales) => {
    const l = localeList(locales);
    for (const t of l) {
      const base = t.split("-u-")[0];
      if (base === "en") return "en";
      if (base === "en-US") return "en-US";
    }
    return "en-US";
  };
  const supportedLocalesOf = function (locales) {
    return localeList(locales).filter((t) => t === "en" || t.startsWith("en-"));
  };

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
  const currencySymbols = { USD: "$", EUR: "€", GBP: "£", JPY: "¥", CAD: "CA$", AUD: "A$", CNY: "CN¥", INR: "₹", KRW: "₩", BRL: "R$", MXN: "MX$", HKD: "HK$", NZD: "NZ$", TWD: "NT$", ILS: "₪", VND: "₫", XAF: "FCFA", XOF: "F\u202fCFA", PHP: "₱", XCD: "EC$", XPF: "CFPF" };
  const narrowSymbols = { CAD: "$", AUD: "$", MXN: "$", HKD: "$", NZD: "$", TWD: "$", CNY: "¥", SGD: "$", ARS: "$", CLP: "$", COP: "$", RUB: "₽", UAH: "₴", TRY: "₺", PLN: "zł", SEK: "kr", NOK: "kr", DKK: "kr", THB: "฿", NGN: "₦", ZAR: "R", CHF: "CHF" };
  const currencyNames = {
    USD: ["US dollar", "US dollars"], EUR: ["euro", "euros"], GBP: ["British pound", "British pounds"],
    JPY: ["Japanese yen", "Japanese yen"], CAD: ["Canadian dollar", "Canadian dollars"],
    AUD: ["Australian dollar", "Australian dollars"], CNY: ["Chinese yuan", "Chinese yuan"],
    INR: ["Indian rupee", "Indian rupees"], CHF: ["Swiss franc", "Swiss francs"],
    MXN: ["Mexican peso", "Mexican pesos"], BRL: ["Brazilian real", "Brazilian reals"],
    KRW: ["South Korean won", "South Korean won"], SEK: ["Swedish krona", "Swedish kronor"],
  };
  const compactShort = ["", "K", "M", "B", "T"];
  const compactLong = ["", " thousand", " million", " billion", " trillion"];
  const NBSP = "\u00a0";

  const nfSlots = new WeakMap();
  const groupInt = (s, grouping) => {
    if (grouping === false || (grouping === "min2" && s.length < 5) || s.length < 4) return [s];
    const out = [];
    let first = s.length % 3 || 3;
    out.push(s.slice(0, first));
    for (let i = first; i < s.length; i += 3) out.push(s.slice(i, i + 3));
    return out;
  };

  class NumberFormat {
    constructor(locales, options) {
      const o = toOptions(options);
      const r = { locale: resolveLocale(locales), numberingSystem: "latn" };
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

  function formatNumber(r, x) {
    x = toNumeric(x);
    const big = typeof x === "bigint";
    const negative = big ? x < 0n : x < 0 || Object.is(x, -0);
    const abs = big ? (x < 0n ? -x : x) : Math.abs(x);
    const parts = [];
    let isZero = false;
    if (!big && Number.isNaN(x)) parts.push({ type: "nan", value: "NaN" });
    else if (!big && !Number.isFinite(x)) parts.push({ type: "infinity", value: "∞" });
    else {
      let scale = r.style === "percent" ? 2 : 0;
      let exponent = 0, suffix = "";
      const digits = (sc) => host.digits(abs, sc, r.mode, r.minimumIntegerDigits, r.minimumFractionDigits || 0,
        r.maximumFractionDigits === undefined ? 0 : r.maximumFractionDigits, r.minimumSignificantDigits || 1, r.maximumSignificantDigits || 21);
      let d;
      if (r.notation === "compact" || r.notation === "scientific" || r.notation === "engineering") {
        const mag = host.magnitude(abs) + scale;
        const pick = (m) => r.notation === "compact" ? (m < 3 ? 0 : 3 * Math.min(Math.floor(m / 3), 4)) : r.notation === "engineering" ? 3 * Math.floor(m / 3) : m;
        exponent = pick(mag);
        d = digits(scale - exponent);
        const intLen = d[0].replace(/^0+/, "").length;
        if (intLen > mag - exponent + 1) { // rounding carried into a new digit
          const e2 = pick(mag + 1);
          if (e2 !== exponent) { exponent = e2; d = digits(scale - exponent); }
        }
        if (r.notation === "compact") suffix = exponent === 0 ? "" : (r.compactDisplay === "long" ? compactLong : compactShort)[exponent / 3];
      } else d = digits(scale);
      let [ip, fp] = d;
      if (r.trailingZeroDisplay === "stripIfInteger" && /^0*$/.test(fp)) fp = "";
      isZero = /^0*$/.test(ip) && /^0*$/.test(fp);
      const groups = groupInt(ip, r.useGrouping);
      groups.forEach((grp, i) => { if (i > 0) parts.push({ type: "group", value: "," }); parts.push({ type: "integer", value: grp }); });
      if (fp !== "") parts.push({ type: "decimal", value: "." }, { type: "fraction", value: fp });
      if (r.notation === "scientific" || r.notation === "engineering") {
        parts.push({ type: "exponentSeparator", value: "E" });
        if (exponent < 0) parts.push({ type: "exponentMinusSign", value: "-" });
        parts.push({ type: "exponentInteger", value: String(Math.abs(exponent)) });
      }
      if (suffix) {
        if (suffix[0] === " ") parts.push({ type: "literal", value: " " }, { type: "compact", value: suffix.slice(1) });
        else parts.push({ type: "compact", value: suffix });
      }
    }
    // sign
    let sign = "";
    switch (r.signDisplay) {
      case "auto": sign = negative ? "-" : ""; break;
      case "always": sign = negative ? "-" : "+"; break;
      case "exceptZero": sign = isZero || Number.isNaN(x) ? "" : negative ? "-" : "+"; break;
      case "negative": sign = negative && !isZero ? "-" : ""; break;
      case "never": sign = ""; break;
    }
    const accounting = r.style === "currency" && r.currencySign === "accounting" && sign === "-";
    const signPart = sign === "" || accounting ? [] : [{ type: sign === "-" ? "minusSign" : "plusSign", value: sign }];
    let body = parts;
    if (r.style === "percent") body = body.concat([{ type: "percentSign", value: "%" }]);
    if (r.style === "unit") throw new RangeError("Intl.NumberFormat: style \"unit\" formatting is not supported by this runtime");
    if (r.style === "currency") {
      const c = r.currency;
      if (r.currencyDisplay === "name") {
        const names = currencyNames[c] || [c, c];
        const one = partsToString(parts) === "1";
        body = body.concat([{ type: "literal", value: " " }, { type: "currency", value: names[one ? 0 : 1] }]);
      } else {
        let sym = c;
        if (r.currencyDisplay === "symbol") sym = currencySymbols[c] || c;
        else if (r.currencyDisplay === "narrowSymbol") sym = narrowSymbols[c] || currencySymbols[c] || c;
        const pre = [{ type: "currency", value: sym }];
        if (/[A-Za-z]$/.test(sym)) pre.push({ type: "literal", value: NBSP });
        body = pre.concat(body);
      }
      if (accounting) return [{ type: "literal", value: "(" }].concat(body, [{ type: "literal", value: ")" }]);
    }
    return signPart.concat(body);
  }

  // --- PluralRules (English)
  const prSlots = new WeakMap();
  class PluralRules {
    constructor(locales, options) {
      const o = toOptions(options);
      const r = { locale: resolveLocale(locales), type: getOpt(o, "type", ["cardinal", "ordinal"], "cardinal") };
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
      const s = r.nf.format(Math.abs(n));
      if (r.type === "cardinal") return s === "1" ? "one" : "other";
      if (s.includes(".")) return "other";
      const i = Number(s), m10 = i % 10, m100 = i % 100;
      if (m10 === 1 && m100 !== 11) return "one";
      if (m10 === 2 && m100 !== 12) return "two";
      if (m10 === 3 && m100 !== 13) return "few";
      return "other";
    }
    resolvedOptions() {
      const r = prSlots.get(this);
      return { locale: r.locale, type: r.type, pluralCategories: r.type === "cardinal" ? ["one", "other"] : ["few", "one", "two", "other"] };
    }
  }

  // --- ListFormat (English)
  const lfSlots = new WeakMap();
  class ListFormat {
    constructor(locales, options) {
      const o = toOptions(options);
      lfSlots.set(this, { locale: resolveLocale(locales), type: getOpt(o, "type", ["conjunction", "disjunction", "unit"], "conjunction"),
        style: getOpt(o, "style", ["long", "short", "narrow"], "long") });
    }
    formatToParts(list) {
      const r = lfSlots.get(this);
      if (!r) throw new TypeError("Method Intl.ListFormat.prototype.formatToParts called on incompatible receiver");
      const items = [];
      for (const v of list) { if (typeof v !== "string") throw new TypeError("Iterable yielded " + String(v) + " which is not a string"); items.push(v); }
      const word = r.type === "conjunction" ? (r.style === "long" ? "and" : r.style === "short" ? "&" : "") : r.type === "disjunction" ? "or" : "";
      const parts = [];
      items.forEach((v, i) => {
        if (i > 0) {
          let sep;
          if (items.length === 2) sep = word ? " " + word + " " : r.type === "unit" && r.style === "narrow" ? " " : ", ";
          else if (i === items.length - 1) sep = word ? ", " + word + " " : r.type === "unit" && r.style === "narrow" ? " " : ", ";
          else sep = r.type === "unit" && r.style === "narrow" ? " " : ", ";
          parts.push({ type: "literal", value: sep });
        }
        parts.push({ type: "element", value: v });
      });
      return parts;
    }
    format(list) { return partsToString(this.formatToParts(list)); }
    resolvedOptions() { const r = lfSlots.get(this); return { locale: r.locale, type: r.type, style: r.style }; }
  }

  // --- Collator
  const nativeCompare = orig["String.prototype.localeCompare"];
  const colSlots = new WeakMap();
  const fold = (s, sens) => {
    if (sens === "base" || sens === "accent") s = s.toLowerCase();
    if (sens === "base" || sens === "case") s = s.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
    return s;
  };
  class Collator {
    constructor(locales, options) {
      const o = toOptions(options);
      const r = { locale: resolveLocale(locales), usage: getOpt(o, "usage", ["sort", "search"], "sort"),
        sensitivity: getOpt(o, "sensitivity", ["base", "accent", "case", "variant"], "variant"),
        ignorePunctuation: getBool(o, "ignorePunctuation", false), collation: "default",
        numeric: getBool(o, "numeric", false), caseFirst: getOpt(o, "caseFirst", ["upper", "lower", "false"], "false") };
      const cmp = (a, b) => {
        a = fold(String(a), r.sensitivity); b = fold(String(b), r.sensitivity);
        if (r.ignorePunctuation) { a = a.replace(/[\s!-/:-@[-`{-~]/g, ""); b = b.replace(/[\s!-/:-@[-`{-~]/g, ""); }
        const chunks = (s) => s.match(/\d+|\D+/g) || [];
        const byChunks = (a, b, f) => {
          const ca = chunks(a), cb = chunks(b);
          for (let i = 0; i < Math.min(ca.length, cb.length); i++) {
            const x = ca[i], y = cb[i];
            let c;
            if (/^\d/.test(x) && /^\d/.test(y)) { const nx = BigInt(x), ny = BigInt(y); c = nx < ny ? -1 : nx > ny ? 1 : 0; }
            else c = Math.sign(nativeCompare.call(f(x), f(y)));
            if (c !== 0) return c;
          }
          return Math.sign(ca.length - cb.length);
        };
        if (!r.numeric) return Math.sign(nativeCompare.call(a, b));
        // primary strength (case and accents folded) first, then the full strings
        return byChunks(a, b, (s) => fold(s, "base")) || byChunks(a, b, (s) => s) || Math.sign(nativeCompare.call(a, b));
      };
      r.compare = cmp;
      colSlots.set(this, r);
    }
    get compare() {
      const r = colSlots.get(this);
      if (!r) throw new TypeError("Method Intl.Collator.prototype.compare called on incompatible receiver");
      return r.compare;
    }
    resolvedOptions() {
      const r = colSlots.get(this);
      return { locale: r.locale, usage: r.usage, sensitivity: r.sensitivity, ignorePunctuation: r.ignorePunctuation, collation: r.collation, numeric: r.numeric, caseFirst: r.caseFirst };
    }
  }

  // --- RelativeTimeFormat (English)
  const rtfSlots = new WeakMap();
  const rtUnits = ["second", "minute", "hour", "day", "week", "month", "quarter", "year"];
  const rtAuto = {
    day: { "-1": "yesterday", 0: "today", 1: "tomorrow" },
    second: { 0: "now" },
  };
  class RelativeTimeFormat {
    constructor(locales, options) {
      const o = toOptions(options);
      rtfSlots.set(this, { locale: resolveLocale(locales), style: getOpt(o, "style", ["long", "short", "narrow"], "long"),
        numeric: getOpt(o, "numeric", ["always", "auto"], "always"), numberingSystem: "latn", nf: new NumberFormat("en-US") });
    }
    format(value, unit) {
      const r = rtfSlots.get(this);
      if (!r) throw new TypeError("Method Intl.RelativeTimeFormat.prototype.format called on incompatible receiver");
      const v = Number(value);
      if (!Number.isFinite(v)) throw new RangeError("Invalid number value");
      let u = String(unit);
      if (u.endsWith("s")) u = u.slice(0, -1);
      if (!rtUnits.includes(u)) throw new RangeError("Invalid unit argument for format() '" + String(unit) + "'");
      if (r.numeric === "auto") {
        const key = Object.is(v, -0) ? "0" : String(v);
        if (rtAuto[u] && rtAuto[u][key] !== undefined) return rtAuto[u][key];
        if (["minute", "hour", "week", "month", "quarter", "year"].includes(u) && (v === 0 || v === 1 || v === -1)) {
          if (v === 0 && (u === "minute" || u === "hour")) return "this " + u;
          return (v === 0 ? "this " : v === 1 ? "next " : "last ") + u;
        }
      }
      const n = r.nf.format(Math.abs(v));
      const label = n === "1" ? u : u + "s";
      return v < 0 || Object.is(v, -0) ? n + " " + label + " ago" : "in " + n + " " + label;
    }
    resolvedOptions() { const r = rtfSlots.get(this); return { locale: r.locale, style: r.style, numeric: r.numeric, numberingSystem: "latn" }; }
  }

  // --- DateTimeFormat
  const months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
  const days = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
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
    const r = { locale: resolveLocale(locales), calendar: "gregory", numberingSystem: "latn" };
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
      r.hourCycle = h12 !== undefined ? (h12 ? "h12" : "h23") : hc || "h12";
      r.hour12 = r.hourCycle === "h11" || r.hourCycle === "h12";
    }
    return r;
  }

  const pad2 = (n) => (n < 10 ? "0" : "") + n;
  const offsetName = (mins, long) => {
    if (mins === 0) return "GMT";
    const sign = mins < 0 ? "-" : "+", a = Math.abs(mins), h = Math.floor(a / 60), m = a % 60;
    return "GMT" + sign + (long ? pad2(h) + ":" + pad2(m) : h + (m ? ":" + pad2(m) : ""));
  };
  const zoneName = (r, f, style) => {
    const tz = r.timeZone, off = f[8];
    if (tz === "UTC") return style === "long" ? "Coordinated Universal Time" : "UTC";
    const us = usZones[tz];
    if (us && (style === "short" || style === "long")) {
      const jan = host.fields(Date.UTC(f[0], 0, 1), tz)[8], jul = host.fields(Date.UTC(f[0], 6, 1), tz)[8];
      const dst = jan !== jul && off === Math.max(jan, jul);
      if (style === "long") return us[0] + (dst ? " Daylight" : " Standard") + " Time";
      return us[1] + (dst ? "DT" : "ST");
    }
    if (style === "shortGeneric" || style === "longGeneric") return us ? (style === "longGeneric" ? us[0] + " Time" : us[1] + "T") : offsetName(off, false);
    return offsetName(off, style === "long" || style === "longOffset");
  };

  function formatDate(r, date) {
    let ms;
    if (date === undefined) ms = Date.now();
    else ms = date instanceof Date ? date.getTime() : Number(date);
    if (!Number.isFinite(ms) || Math.abs(ms) > 8.64e15) throw new RangeError("Invalid time value");
    const f = host.fields(ms, r.timeZone); // y, m, d, h, min, s, ms, weekday, offset
    let o = r;
    if (r.dateStyle || r.timeStyle) {
      o = { timeZone: r.timeZone, hourCycle: r.hourCycle };
      if (r.dateStyle === "full") Object.assign(o, { weekday: "long", month: "long", day: "numeric", year: "numeric" });
      if (r.dateStyle === "long") Object.assign(o, { month: "long", day: "numeric", year: "numeric" });
      if (r.dateStyle === "medium") Object.assign(o, { month: "short", day: "numeric", year: "numeric" });
      if (r.dateStyle === "short") Object.assign(o, { month: "numeric", day: "numeric", year: "2-digit" });
      if (r.timeStyle) Object.assign(o, { hour: "numeric", minute: "2-digit" });
      if (r.timeStyle === "full" || r.timeStyle === "long" || r.timeStyle === "medium") o.second = "2-digit";
      if (r.timeStyle === "full") o.timeZoneName = "long";
      if (r.timeStyle === "long") o.timeZoneName = "short";
    }
    const P = (type, value) => ({ type, value });
    const L = (value) => ({ type: "literal", value });
    const date_ = [], time = [];
    const y = f[0] <= 0 ? 1 - f[0] : f[0];
    const yearText = o.year === "2-digit" ? pad2(y % 100) : String(y);
    const monthText = o.month === "long" ? months[f[1] - 1] : o.month === "short" ? months[f[1] - 1].slice(0, 3) :
      o.month === "narrow" ? months[f[1] - 1][0] : o.month === "2-digit" ? pad2(f[1]) : String(f[1]);
    const dayText = o.day === "2-digit" ? pad2(f[2]) : String(f[2]);
    const wd = o.weekday === "long" ? days[f[7]] : o.weekday === "short" ? days[f[7]].slice(0, 3) : o.weekday === "narrow" ? days[f[7]][0] : undefined;
    const textMonth = o.month === "long" || o.month === "short" || o.month === "narrow";
    if (wd !== undefined) {
      date_.push(P("weekday", wd));
      if (o.month || o.day || o.year) date_.push(L(", "));
    }
    if (textMonth) {
      date_.push(P("month", monthText));
      if (o.day) date_.push(L(" "), P("day", dayText));
      if (o.year) date_.push(L(o.day ? ", " : " "), P("year", yearText));
    } else {
      const seq = [];
      if (o.month) seq.push(P("month", monthText));
      if (o.day) seq.push(P("day", dayText));
      if (o.year) seq.push(P("year", yearText));
      seq.forEach((p, i) => { if (i > 0) date_.push(L("/")); date_.push(p); });
    }
    if (o.era) {
      const era = f[0] <= 0 ? (o.era === "long" ? "Before Christ" : o.era === "narrow" ? "B" : "BC") : (o.era === "long" ? "Anno Domini" : o.era === "narrow" ? "A" : "AD");
      if (date_.length) date_.push(L(" "));
      date_.push(P("era", era));
    }
    const hc = o.hourCycle || r.hourCycle || "h12";
    const twelve = hc === "h11" || hc === "h12";
    if (o.hour) {
      let h = f[3];
      if (hc === "h12") h = h % 12 || 12;
      else if (hc === "h11") h = h % 12;
      else if (hc === "h24") h = h || 24;
      const ht = o.hour === "2-digit" || !twelve ? pad2(h) : String(h);
      time.push(P("hour", ht));
      if (o.minute) time.push(L(":"), P("minute", pad2(f[4])));
      if (o.second) time.push(L(":"), P("second", pad2(f[5])));
    } else {
      if (o.minute) time.push(P("minute", o.second ? pad2(f[4]) : String(f[4])));
      if (o.second) { if (o.minute) time.push(L(":")); time.push(P("second", o.minute ? pad2(f[5]) : String(f[5]))); }
    }
    if (o.fractionalSecondDigits) {
      if (time.length) time.push(L("."));
      time.push(P("fractionalSecond", String(f[6] + 1000).slice(1, 1 + o.fractionalSecondDigits)));
    }
    if (o.hour && twelve) time.push(L(" "), P("dayPeriod", f[3] < 12 ? "AM" : "PM"));
    if (o.timeZoneName) {
      const target = time.length ? time : date_;
      target.push(L(target === date_ && date_.length ? ", " : " "), P("timeZoneName", zoneName(r, f, o.timeZoneName)));
    }
    if (date_.length && time.length) {
      const at = r.dateStyle === "full" || r.dateStyle === "long";
      return date_.concat([L(at ? " at " : ", ")], time);
    }
    return date_.length ? date_ : time;
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
    const v = { calendar: ["gregory"], collation: ["default"], currency: Object.keys(currencySymbols).sort(), numberingSystem: ["latn"], timeZone: ["UTC"], unit: [] }[k];
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
  // localeCompare with locales or options (numeric, sensitivity, ...) is a
  // Collator comparison; without them it stays goja's own.
  def(String.prototype, "localeCompare", {
    localeCompare(that, locales = undefined, options = undefined) {
      if (this === null || this === undefined) throw new TypeError("String.prototype.localeCompare called on null or undefined");
      if (locales === undefined && options === undefined) return nativeCompare.call(this, that);
      return new Collator(locales, options).compare(String(this), String(that));
    },
  }.localeCompare);
})
