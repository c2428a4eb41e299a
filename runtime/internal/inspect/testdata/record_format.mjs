// record_format.mjs evaluates each line of format_cases.txt in Node (after
// prelude.js) as the argument list of one console.log call and writes
// format_node.json: [{args, want}] where want is what console.log prints
// (PROG-6): util.format(...args), which console.log calls with Node's
// default inspect options (depth 2, maxArrayLength 100, maxStringLength
// 10000), or "throws NAME".
//
// Run from this directory with Node 22: node record_format.mjs
// (or go test -run TestFormatAgainstNode -update-format).
import fs from 'node:fs';
import util from 'node:util';
import vm from 'node:vm';

const dir = new URL('.', import.meta.url);
const prelude = fs.readFileSync(new URL('prelude.js', dir), 'utf8');
const lines = fs.readFileSync(new URL('format_cases.txt', dir), 'utf8').split('\n');
const out = [];
for (const line of lines) {
  const args = line.trim();
  if (args === '' || args.startsWith('#')) continue;
  const ctx = vm.createContext({});
  vm.runInContext(prelude, ctx);
  const list = vm.runInContext(`(${args})`, ctx);
  let want;
  try { want = util.format(...list); } catch (e) { want = 'throws ' + e.name; }
  out.push({ args, want });
}
fs.writeFileSync(new URL('format_node.json', dir), JSON.stringify({ node: process.version, cases: out }, null, 1) + '\n');
console.log(`recorded ${out.length} cases with Node ${process.version}`);
