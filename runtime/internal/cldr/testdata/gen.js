// gen.js writes ../locales.json: the CLDR data the Intl module of
// runtime/internal/langlib formats with, for the locales listed below,
// from the Unicode CLDR JSON packages on npm at CLDR 48.0 (the CLDR of
// Node 22.23's ICU 78.3, the reference the tests record from):
//
//   - cldr-core@48.0.0 (plural and ordinal rules, likely subtags, time data)
//   - cldr-numbers-full@48.0.0 (symbols, number patterns, currencies)
//   - cldr-dates-full@48.0.0 (Gregorian calendar, relative date fields)
//   - cldr-misc-full@48.0.0 (list patterns)
//
// Unicode License v3; none is a dependency, only the extract is committed.
// Run from this directory:
//
//	mkdir /tmp/cldrgen && (cd /tmp/cldrgen && npm install cldr-core@48.0.0 cldr-numbers-full@48.0.0 cldr-dates-full@48.0.0 cldr-misc-full@48.0.0)
//	NODE_PATH=/tmp/cldrgen/node_modules node gen.js
"use strict";
const fs = require("fs");
const path = require("path");

// locales are the CLDR locales carried, by use. Each is complete (the CLDR
// JSON packages resolve inheritance); a region of one of these languages
// whose extract equals the language's is an alias (served as the language,
// reported as asked), any other falls back with a notice.
const locales = ["en", "en-GB", "en-IN", "en-CA", "en-AU", "en-001", "fr", "fr-CA", "fr-CH", "de", "de-AT", "de-CH",
  "es", "es-MX", "es-419", "es-US", "it", "pt", "pt-PT", "nl", "sv", "da", "nb", "fi", "pl", "cs", "ru", "uk", "tr",
  "ja", "ko", "zh", "zh-Hant", "zh-Hant-HK", "hi", "ar", "ar-EG", "ar-SA", "he", "id", "th", "vi", "el", "hu", "ro"];

// currencies are the codes whose names and symbols are carried.
const currencies = ["USD", "EUR", "GBP", "JPY", "CNY", "INR", "CAD", "AUD", "CHF", "SEK", "NOK", "DKK", "PLN", "CZK",
  "HUF", "RUB", "UAH", "TRY", "BRL", "MXN", "KRW", "TWD", "HKD", "SGD", "NZD", "ZAR", "ILS", "THB", "VND", "IDR",
  "SAR", "AED", "EGP", "ARS", "CLP", "COP", "PHP", "NGN", "RON", "BTC"].filter((c) => c !== "BTC");

// units are the simple units ECMA-402 sanctions for style "unit".
const units = ["acre", "bit", "byte", "celsius", "centimeter", "day", "degree", "fahrenheit", "fluid-ounce", "foot", "gallon",
  "gigabit", "gigabyte", "gram", "hectare", "hour", "inch", "kilobit", "kilobyte", "kilogram", "kilometer", "liter", "megabit",
  "megabyte", "meter", "microsecond", "mile", "mile-scandinavian", "milliliter", "millimeter", "millisecond", "minute", "month",
  "nanosecond", "ounce", "percent", "petabyte", "pound", "second", "stone", "terabit", "terabyte", "week", "yard", "year"];

const req = (p) => require(p);
const main = (pkg, loc, file) => {
  const j = req(`${pkg}/main/${loc}/${file}.json`);
  return j.main[loc];
};
const supp = (file) => req(`cldr-core/supplemental/${file}.json`).supplemental;
const plurals = supp("plurals")["plurals-type-cardinal"];
const ordinals = supp("ordinals")["plurals-type-ordinal"];
const likely = supp("likelySubtags").likelySubtags;
const timeData = supp("timeData").timeData;

const numberingSystems = supp("numberingSystems").numberingSystems;
const available = req("cldr-core/availableLocales.json").availableLocales.full;

const rules = (r) => {
  if (!r) return undefined;
  const out = {};
  for (const [k, v] of Object.entries(r)) {
    const cat = k.replace("pluralRule-count-", "");
    if (cat === "other") continue;
    out[cat] = v.split("@")[0].trim();
  }
  return out;
};

// region is the region a locale implies (its own, or its likely one).
const region = (loc) => {
  const parts = loc.split("-");
  for (const p of parts.slice(1)) if (/^([A-Z]{2}|[0-9]{3})$/.test(p)) return p;
  const l = likely[loc] || likely[parts[0]];
  return l ? l.split("-").pop() : "001";
};

function extract(loc) {
  const lang = loc.split("-")[0];
  const n = main("cldr-numbers-full", loc, "numbers").numbers;
  const nu = n.defaultNumberingSystem;
  const digits = numberingSystems[nu]._digits;
  if (!digits || [...digits].length !== 10) throw new Error(loc + ": numbering system " + nu);
  const sym = n["symbols-numberSystem-" + nu];
  const dec = n["decimalFormats-numberSystem-" + nu];
  const cur = n["currencyFormats-numberSystem-" + nu];
  const compact = (m) => {
    const out = {};
    for (const [k, v] of Object.entries(m)) {
      if (k.includes("-alt-")) continue;
      const [mag, , count] = k.split("-");
      (out[mag] = out[mag] || {})[count] = v;
    }
    return out;
  };
  const cs = main("cldr-numbers-full", loc, "currencies").numbers.currencies;
  const curs = {};
  for (const c of currencies) {
    const d = cs[c] || {};
    const names = {};
    for (const [k, v] of Object.entries(d)) if (k.startsWith("displayName-count-")) names[k.slice(18)] = v;
    curs[c] = { s: d.symbol || c, n: d["symbol-alt-narrow"] || d.symbol || c, d: d.displayName || c, c: names };
  }
  const g = main("cldr-dates-full", loc, "ca-gregorian").dates.calendars.gregorian;
  const widths = (o) => ({ a: Object.values(o.abbreviated), w: Object.values(o.wide), n: Object.values(o.narrow) });
  // ICU's Korean abbreviated day periods are the wide ones (오전/오후),
  // where CLDR JSON has AM/PM; Node prints ICU's.
  const icuDayPeriods = { ko: "wide" };
  const dp = (o) => (icuDayPeriods[lang] ? dpOf({ abbreviated: o[icuDayPeriods[lang]], wide: o.wide, narrow: o.narrow }) : dpOf(o));
  const dpOf = (o) => ({ a: [o.abbreviated.am, o.abbreviated.pm], w: [o.wide.am, o.wide.pm], n: [o.narrow.am, o.narrow.pm] });
  const af = {};
  for (const [k, v] of Object.entries(g.dateTimeFormats.availableFormats)) if (!k.includes("-count-") && !k.includes("-alt-")) af[k] = v;
  const fields = main("cldr-dates-full", loc, "dateFields").dates.fields;
  const rel = {};
  for (const u of ["year", "quarter", "month", "week", "day", "hour", "minute", "second"]) {
    for (const w of ["", "-short", "-narrow"]) {
      const f = fields[u + w];
      const e = { r: {}, f: {}, p: {} };
      for (const [k, v] of Object.entries(f)) {
        if (k.startsWith("relative-type-")) e.r[k.slice(14)] = v;
      }
      for (const [k, v] of Object.entries(f["relativeTime-type-future"] || {})) e.f[k.replace("relativeTimePattern-count-", "")] = v;
      for (const [k, v] of Object.entries(f["relativeTime-type-past"] || {})) e.p[k.replace("relativeTimePattern-count-", "")] = v;
      rel[u + w] = e;
    }
  }
  const lp = main("cldr-misc-full", loc, "listPatterns").listPatterns;
  const list = {};
  for (const [k, v] of Object.entries(lp)) list[k.replace("listPattern-type-", "")] = [v.start, v.middle, v.end, v["2"]];
  // unit patterns per width: {unit: {count: pattern, per: perUnitPattern}},
  // "per" the compound pattern; CLDR's own X-per-Y units of sanctioned
  // units are carried under their names.
  const uj = main("cldr-units-full", loc, "units").units;
  const unit = {};
  for (const w of ["long", "short", "narrow"]) {
    const t = { per: uj[w].per.compoundUnitPattern };
    for (const [k, v] of Object.entries(uj[w])) {
      const name = k.split("-").slice(1).join("-");
      const per = name.split("-per-");
      if (!(units.includes(name) || (per.length === 2 && units.includes(per[0]) && units.includes(per[1])))) continue;
      if (name === "mile" && !k.startsWith("length-")) continue;
      const e = {};
      for (const [pk, pv] of Object.entries(v)) {
        if (pk.startsWith("unitPattern-count-")) e[pk.slice(18)] = pv;
        if (pk === "perUnitPattern") e.per = pv;
      }
      t[name] = e;
    }
    unit[w] = t;
  }
  const reg = region(loc);
  const td = timeData[lang + "_" + reg] || timeData[reg] || timeData["001"];
  const tzn = main("cldr-dates-full", loc, "timeZoneNames").dates.timeZoneNames;
  const utc = (tzn.zone && tzn.zone.Etc && tzn.zone.Etc.UTC) || {};
  const up = {};
  for (const [k, v] of Object.entries(cur)) if (k.startsWith("unitPattern-count-")) up[k.slice(18)] = v;
  const at = g["dateTimeFormats-atTime"] && g["dateTimeFormats-atTime"].standard;
  return {
    s: [sym.decimal, sym.group, sym.percentSign, sym.plusSign, sym.minusSign, sym.exponential, sym.infinity, sym.nan],
    mg: Number(n.minimumGroupingDigits),
    nu: nu === "latn" ? undefined : [nu, digits],
    dec: dec.standard, pct: n["percentFormats-numberSystem-" + nu].standard, sci: n["scientificFormats-numberSystem-" + nu].standard,
    cur: cur.standard, acc: cur.accounting, curNo: cur["standard-noCurrency"] || cur.standard.replace(/\s*¤\s*/, ""),
    cshort: compact(dec.short.decimalFormat), clong: compact(dec.long.decimalFormat), ccur: compact((cur.short || n["currencyFormats-numberSystem-latn"].short).standard),
    curs, up, unit,
    gmt: [tzn.gmtFormat, tzn.gmtZeroFormat, tzn.hourFormat],
    utc: [(utc.short && utc.short.standard) || "UTC", (utc.long && utc.long.standard) || "Coordinated Universal Time"],
    mon: { f: widths(g.months.format), s: widths(g.months["stand-alone"]) },
    day: { f: { ...widths(g.days.format) }, s: widths(g.days["stand-alone"]) },
    dp: dp(g.dayPeriods.format),
    era: { a: [g.eras.eraAbbr["0"], g.eras.eraAbbr["1"]], w: [g.eras.eraNames["0"], g.eras.eraNames["1"]], n: [g.eras.eraNarrow["0"], g.eras.eraNarrow["1"]] },
    df: [g.dateFormats.full, g.dateFormats.long, g.dateFormats.medium, g.dateFormats.short],
    tf: [g.timeFormats.full, g.timeFormats.long, g.timeFormats.medium, g.timeFormats.short],
    dtf: [g.dateTimeFormats.full, g.dateTimeFormats.long, g.dateTimeFormats.medium, g.dateTimeFormats.short],
    dta: at ? [at.full, at.long, at.medium, at.short] : undefined,
    af,
    hc: td._preferred,
    rel,
    list,
    pl: rules(plurals[loc] || plurals[lang]),
    ord: rules(ordinals[loc] || ordinals[lang]),
  };
}

const out = { cldr: req("cldr-core/package.json").version, locales: {}, aliases: {} };

const texts = {};
for (const loc of locales) {
  out.locales[loc] = extract(loc);
  texts[loc] = JSON.stringify(out.locales[loc]);
}
// aliases: every available region locale of a carried language whose
// extract equals a carried locale's.
for (const loc of available) {
  if (out.locales[loc]) continue;
  const lang = loc.split("-")[0];
  if (!locales.includes(lang)) continue;
  let t;
  try { t = JSON.stringify(extract(loc)); } catch { continue; }
  const same = locales.find((l) => texts[l] === t);
  if (same) out.aliases[loc] = same;
}
// parents: CLDR's parent of an available locale that is neither carried
// nor an alias, where the parent is carried (es-AR falls back to es-419).
const parentLocales = supp("parentLocales").parentLocales.parentLocale;
out.parents = {};
for (const loc of available) {
  if (out.locales[loc] || out.aliases[loc]) continue;
  const p = parentLocales[loc];
  if (p && out.locales[p]) out.parents[loc] = p;
}
fs.writeFileSync(path.join(__dirname, "..", "locales.json"), JSON.stringify(out) + "\n");
// plural_samples.json: CLDR's own @integer and @decimal samples of every
// category of the carried locales, which TestPluralSamples checks.
const samples = {};
for (const loc of locales) {
  const lang = loc.split("-")[0];
  for (const [type, src] of [["cardinal", plurals[loc] || plurals[lang]], ["ordinal", ordinals[loc] || ordinals[lang]]]) {
    if (!src) continue;
    const cats = {};
    for (const [k, v] of Object.entries(src)) {
      const list = [];
      for (const part of v.split("@").slice(1)) {
        for (let x of part.replace(/^(integer|decimal)/, "").split(",")) {
          x = x.trim();
          if (!x || x === "…") continue;
          if (x.includes("~")) { list.push(...x.split("~")); continue; }
          list.push(x);
        }
      }
      cats[k.replace("pluralRule-count-", "")] = list;
    }
    samples[loc + "/" + type] = cats;
  }
}
fs.writeFileSync(path.join(__dirname, "plural_samples.json"), JSON.stringify(samples, null, 0) + "\n");
console.log("wrote", Object.keys(out.locales).length, "locales,", Object.keys(out.aliases).length, "aliases");
