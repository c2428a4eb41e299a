// record_table.mjs evaluates each line of table_cases.txt in Node (after
// prelude.js) as the argument list of one console.table call and writes
// table_node.json: [{args, want}] where want is the text console.table
// prints (without the final newline), or "throws NAME".
//
// Run from this directory with Node 22: node record_table.mjs
// (or go test -run TestTableAgainstNode -update-table).
import fs from 'node:fs';
import { Console } from 'node:console';
import { Writable } from 'node:stream';
import vm from 'node:vm';

const dir = new URL('.', import.meta.url);
const prelude = fs.readFileSync(new URL('prelude.js', dir), 'utf8');
const lines = fs.readFileSync(new URL('table_cases.txt', dir), 'utf8').split('\n');
const out = [];
for (const line of lines) {
  const args = line.trim();
  if (args === '' || args.startsWith('#')) continue;
  const ctx = vm.createContext({});
  vm.runInContext(prelude, ctx);
  const list = vm.runInContext(`(${args})`, ctx);
  let text = '';
  const sink = new Writable({ write(chunk, _enc, cb) { text += chunk; cb(); } });
  const con = new Console({ stdout: sink, stderr: sink, colorMode: false });
  let want;
  try { con.table(...list); want = text.replace(/\n$/, ''); } catch (e) { want = 'throws ' + e.name; }
  out.push({ args, want });
}
fs.writeFileSync(new URL('table_node.json', dir), JSON.stringify({ node: process.version, cases: out }, null, 1) + '\n');
console.log(`recorded ${out.length} cases with Node ${process.version}`);
