// record.js evaluates every case of cases.txt under Node and writes
// expected.json. Run with Node 22 (Node 20 lacks Object.groupBy, Set
// methods and iterator helpers) and TZ=UTC:
//
//	TZ=UTC LANG=en_US.UTF-8 npx -y node@22 record.js
//
// cases.txt: one JS expression per line ("# ..." lines and blank lines are
// comments). A case that throws (or rejects) records the error's name.
const fs = require("fs");
const show = eval(fs.readFileSync(__dirname + "/show.js", "utf8"));
const lines = fs.readFileSync(__dirname + "/cases.txt", "utf8").split("\n");
// A case whose value is a promise records what it settles to ("async": true).
(async () => {
  const out = [];
  for (const [i, line] of lines.entries()) {
    if (line.trim() === "" || line.startsWith("#")) continue;
    let rec;
    try {
      let v = (0, eval)(line);
      const isAsync = v instanceof Promise;
      if (isAsync) v = await v;
      rec = { line: i + 1, expr: line, value: show(v) };
      if (isAsync) rec.async = true;
    } catch (e) {
      rec = { line: i + 1, expr: line, throws: e && e.name };
    }
    out.push(rec);
  }
  fs.writeFileSync(__dirname + "/expected.json", JSON.stringify({ node: process.version, tz: process.env.TZ, cases: out }, null, 1) + "\n");
  console.log(out.length + " cases recorded with node " + process.version);
})();
