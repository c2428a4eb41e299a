// Command line of the Node peer. Prints one line:
//   PEER scenario=<name> runs=<n> median_ms=<m> min_ms=<m> p90_ms=<m> [rss_mib=<r>]
//   node main.mjs <scenario> [--reps N] [--warmup W]
// scenario: any ../scenarios/<name>.ts (trivial calls parallel compute json ...),
//           n200   200 trivial runs back to back (median per run)
//           rss100 100 concurrent runs each holding a pending call (peak RSS)
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { run } from './peer.mjs';

const dir = join(dirname(fileURLToPath(import.meta.url)), '..', 'scenarios');
const argv = process.argv.slice(2);
const name = argv[0] ?? 'trivial';
const flag = (f, d) => { const i = argv.indexOf(`--${f}`); return i < 0 ? d : Number(argv[i + 1]); };
const host = { echo: async (a) => a };

const sort = (xs) => [...xs].sort((a, b) => a - b);
const median = (xs) => { const s = sort(xs), n = s.length; return n % 2 ? s[(n - 1) / 2] : (s[n / 2 - 1] + s[n / 2]) / 2; };
const pct = (xs, p) => { const s = sort(xs); return s[Math.min(s.length - 1, Math.floor(p * s.length))]; };
const print = (o) => console.log('PEER ' + Object.entries(o).map(([k, v]) => `${k}=${typeof v === 'number' && !Number.isInteger(v) ? v.toFixed(4) : v}`).join(' '));
const source = (n) => readFileSync(join(dir, `${n}.ts`), 'utf8');

async function timed(ts, reps, warmup) {
  for (let i = 0; i < warmup; i++) await run(ts, host);
  const ms = [];
  for (let i = 0; i < reps; i++) {
    const r = await run(ts, host);
    if (r.error) throw new Error(`${name}: ${r.error}`);
    ms.push(r.ms);
  }
  return ms;
}

function peakRSSMiB() {
  const m = readFileSync('/proc/self/status', 'utf8').match(/^VmHWM:\s+(\d+) kB/m);
  return m ? Number(m[1]) / 1024 : NaN;
}

async function rss100() {
  const n = 100;
  let arrived = 0, open, allIn;
  const gate = new Promise((r) => { open = r; });
  const ready = new Promise((r) => { allIn = r; });
  const blocking = { block: async (a) => { if (++arrived === n) allIn(); await gate; return a; } };
  const ts = 'const r = await tools.block({ n: 1 }) as { n: number };\nreturn r.n;';
  const before = process.memoryUsage().rss / 2 ** 20;
  const runs = Array.from({ length: n }, () => run(ts, blocking, { timeoutMs: 120_000 }));
  await ready;
  const rss = process.memoryUsage().rss / 2 ** 20;
  open();
  const failed = (await Promise.all(runs)).filter((r) => r.error || r.value !== 1).length;
  print({ scenario: 'rss100', runs: n, failed, rss_before_mib: before, rss_mib: rss, peak_rss_mib: peakRSSMiB() });
}

if (name === 'rss100') {
  await rss100();
} else {
  const reps = flag('reps', name === 'n200' ? 200 : 10);
  const warmup = flag('warmup', 2);
  const ms = await timed(source(name === 'n200' ? 'trivial' : name), reps, warmup);
  print({ scenario: name, node: process.version, runs: reps, median_ms: median(ms), min_ms: sort(ms)[0], p90_ms: pct(ms, 0.9) });
}
// esbuild keeps a service process alive; leave explicitly.
process.exit(0);
