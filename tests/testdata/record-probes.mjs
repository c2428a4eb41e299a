// Records what Node prints for each probe of probes.txt, to check the
// expected strings: TZ=UTC node record-probes.mjs (needs esbuild: run from
// bench/peer after npm ci, or with NODE_PATH pointing at its node_modules).
import { readFileSync } from 'node:fs';
import { transformSync } from 'esbuild';
const text = readFileSync(new URL('./probes.txt', import.meta.url), 'utf8');
const probes = [];
for (const line of text.split('\n')) {
  const m = line.match(/^=== (.*?) \| (.*)$/);
  if (m) { probes.push({ name: m[1], expect: m[2], code: '' }); continue; }
  if (probes.length) probes[probes.length - 1].code += line + '\n';
}
let bad = 0;
for (const p of probes) {
  const js = transformSync(`(async function () {\n${p.code}\n})`, { loader: 'ts', supported: { using: false } }).code; // Node 22 lacks `using`
  let got;
  try { got = String(await (0, eval)(js)()); } catch (e) { got = 'ERROR ' + e; }
  const ok = got === p.expect;
  if (!ok) bad++;
  console.log(`${ok ? 'ok  ' : 'DIFF'} ${p.name} | ${JSON.stringify(got)}${ok ? '' : ' want ' + JSON.stringify(p.expect)}`);
}
process.exit(bad ? 1 : 0);
