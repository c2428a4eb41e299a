// record.mjs evaluates each expression of cases.txt in a fresh Node 22
// context and writes node.json: [{expr, want}] where want is
// JSON.stringify(value), or "throws NAME: MESSAGE".
//
// Run from this directory with Node 22: node record.mjs
// (or go test ./runtime/internal/langlib -run TestPerformanceAgainstNode -update-performance).
import fs from 'node:fs';
import vm from 'node:vm';

const dir = new URL('.', import.meta.url);
const out = [];
for (const line of fs.readFileSync(new URL('cases.txt', dir), 'utf8').split('\n')) {
  const expr = line.trim();
  if (expr === '' || expr.startsWith('#')) continue;
  // A fresh context has no performance global: give it this process's,
  // with its entries cleared, as each of our cases runs in a fresh realm.
  performance.clearMarks(); performance.clearMeasures();
  const ctx = vm.createContext({ performance, DOMException });
  let want;
  try { want = JSON.stringify(vm.runInContext(`(${expr})`, ctx)); } catch (e) { want = `throws ${e.name}: ${e.message}`; }
  out.push({ expr, want });
}
fs.writeFileSync(new URL('node.json', dir), JSON.stringify({ node: process.version, cases: out }, null, 1) + '\n');
console.log(`recorded ${out.length} cases with Node ${process.version}`);
