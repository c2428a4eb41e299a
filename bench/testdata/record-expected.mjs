// Records the completion value of every benchmark scenario as the Node peer
// (../peer) computes it, into expected.json beside this script. The Go
// tests compare codemode's answers with these recorded values, so they
// need no node at test time. Regenerate after changing a scenario:
//   (cd bench/peer && npm ci) && node bench/testdata/record-expected.mjs
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { run } from '../peer/peer.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const dir = join(here, '..', 'scenarios');
const host = { echo: async (a) => a };
const out = {};
for (const f of readdirSync(dir).filter((f) => f.endsWith('.ts')).sort()) {
  const name = f.slice(0, -3);
  const r = await run(readFileSync(join(dir, f), 'utf8'), host, { timeoutMs: 120_000 });
  if (r.error) throw new Error(`${name}: ${r.error}`);
  out[name] = { value: r.value, logs: r.logs };
}
writeFileSync(join(here, 'expected.json'), JSON.stringify({ node: process.version, scenarios: out }, null, 2) + '\n');
process.exit(0);
