// record.mjs evaluates each expression of cases.txt in Node (after
// prelude.js) and writes expected.json: [{expr, want}] where want is
// util.inspect(value) with its defaults (depth 2, maxArrayLength 100,
// maxStringLength 10000), the rendering console.log uses for a non-string
// argument.
//
// Run from this directory with Node 22: node record.mjs
import fs from 'node:fs';
import util from 'node:util';
import vm from 'node:vm';

const dir = new URL('.', import.meta.url);
const prelude = fs.readFileSync(new URL('prelude.js', dir), 'utf8');
const lines = fs.readFileSync(new URL('cases.txt', dir), 'utf8').split('\n');
const out = [];
for (const line of lines) {
  const expr = line.trim();
  if (expr === '' || expr.startsWith('#')) continue;
  // A fresh context per case keeps cases independent, as the Go test does.
  const ctx = vm.createContext({});
  vm.runInContext(prelude, ctx);
  const value = vm.runInContext(`(${expr})`, ctx);
  out.push({ expr, want: util.inspect(value) });
}
fs.writeFileSync(new URL('expected.json', dir), JSON.stringify({ node: process.version, cases: out }, null, 1) + '\n');
console.log(`recorded ${out.length} cases with Node ${process.version}`);
