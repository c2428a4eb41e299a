// run.js: checks one URL implementation against WPT urltestdata.json.
// Shared by wpt_url_test.go (goja, with langlib or goja_nodejs) and by
// Node: `node testdata/wpt/run.js` prints the failures of Node's URL.
// wptURL(cases, URL) returns one line per failing case:
// "<index>\t<JSON of input>\t<JSON of base>\t<what differed>", where index
// counts the object entries of the file (comment strings are skipped).
function wptURL(cases, URL) {
  const fields = ["href", "protocol", "username", "password", "host", "hostname", "port", "pathname", "search", "hash"];
  const out = [];
  let i = -1;
  for (const c of cases) {
    if (typeof c === "string") continue;
    i++;
    const head = i + "\t" + JSON.stringify(c.input) + "\t" + JSON.stringify(c.base);
    let u;
    try {
      u = c.base === null ? new URL(c.input) : new URL(c.input, c.base);
    } catch (e) {
      if (!c.failure) out.push(head + "\tthrew " + String(e && e.name));
      continue;
    }
    if (c.failure) { out.push(head + "\tparsed, want failure"); continue; }
    const bad = [];
    for (const f of fields) {
      let got;
      try { got = u[f]; } catch (e) { got = "<threw>"; }
      if (got !== c[f]) bad.push(f);
    }
    if ("origin" in c) {
      let got;
      try { got = u.origin; } catch (e) { got = "<threw>"; }
      if (got !== c.origin) bad.push("origin");
    }
    if (bad.length) out.push(head + "\t" + bad.join(","));
  }
  return out;
}
if (typeof module !== "undefined" && typeof require === "function" && require.main === module) {
  const cases = JSON.parse(require("fs").readFileSync(require("path").join(__dirname, "urltestdata.json"), "utf8"));
  for (const l of wptURL(cases, URL)) console.log(l);
}
