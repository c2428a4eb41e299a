// record.mjs evaluates each literal of cases.txt in Node on the text of
// input.txt and writes node.json: [{literal, want}] where want is
// JSON.stringify([re.test(s), s.replace(re, "#"), s.match(re)]), or
// "throws NAME".
//
// Run from this directory with Node 22: node record.mjs
// (or go test ./runtime/inprocess -run TestRegExpPropertyLiterals -update).
import fs from 'node:fs';

const dir = new URL('.', import.meta.url);
const s = fs.readFileSync(new URL('input.txt', dir), 'utf8');
const out = [];
for (const line of fs.readFileSync(new URL('cases.txt', dir), 'utf8').split('\n')) {
  const literal = line.trim();
  if (literal === '' || literal.startsWith('#')) continue;
  let want;
  try {
    const re = (0, eval)(literal);
    want = JSON.stringify([re.test(s), s.replace(re, '#'), s.match(re)]);
  } catch (e) {
    want = 'throws ' + e.name;
  }
  out.push({ literal, want });
}
fs.writeFileSync(new URL('node.json', dir), JSON.stringify({ node: process.version, cases: out }, null, 1) + '\n');
console.log(`recorded ${out.length} cases with Node ${process.version}`);
