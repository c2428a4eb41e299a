// setters.js: checks one URL implementation against WPT setters_tests.json.
// Shared by wpt_url_test.go (goja) and Node: `node testdata/wpt/setters.js`
// prints the failures of Node's URL. wptSetters(tests, URL) returns one line
// per failing case: "<setter>\t<index>\t<JSON of href>\t<JSON of new_value>\t
// <fields that differed>", index counting the cases of that setter.
function wptSetters(tests, URL) {
  const out = [];
  for (const setter of Object.keys(tests)) {
    if (setter === "comment") continue;
    tests[setter].forEach((c, i) => {
      const head = setter + "\t" + i + "\t" + JSON.stringify(c.href) + "\t" + JSON.stringify(c.new_value);
      let u;
      try {
        u = new URL(c.href);
        u[setter] = c.new_value;
      } catch (e) {
        out.push(head + "\tthrew " + String(e && e.name));
        return;
      }
      const bad = [];
      for (const f of Object.keys(c.expected)) {
        let got;
        try { got = u[f]; } catch (e) { got = "<threw>"; }
        if (got !== c.expected[f]) bad.push(f);
      }
      if (bad.length) out.push(head + "\t" + bad.join(","));
    });
  }
  return out;
}
if (typeof module !== "undefined" && typeof require === "function" && require.main === module) {
  const tests = JSON.parse(require("fs").readFileSync(require("path").join(__dirname, "setters_tests.json"), "utf8"));
  for (const l of wptSetters(tests, URL)) console.log(l);
}
