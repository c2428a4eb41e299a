// Runs one scenario on one published Code Mode executor and prints one line:
//   PEER peer=<p> scenario=<s> runs=<n> median_ms=<m> mean_ms=<m> min_ms=<m> p90_ms=<m> node=<v>
// or, for rss100, peak_rss_mib=<r>.
//
//   node run.mjs <cloudflare|utcp|vercel|quickjs> <scenario|rss100> [--reps N] [--warmup W]
//
// Every run gets a new program text, as a model sends new code with every
// call: the scenario (../scenarios/<name>.ts) with `const __run = <i>;`
// before it. esbuild strips the types of each text inside the timed run
// (the peers execute JavaScript), so every peer pays what codemode pays.
import { readFileSync, writeSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { transformSync } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const argv = process.argv.slice(2);
const [peerName, scenario = 'trivial'] = argv;
const flag = (f, d) => { const i = argv.indexOf(`--${f}`); return i < 0 ? d : Number(argv[i + 1]); };
const peers = ['cloudflare', 'utcp', 'vercel', 'quickjs'];
if (!peers.includes(peerName)) {
  console.error(`usage: node run.mjs <${peers.join('|')}> <scenario|rss100> [--reps N] [--warmup W]`);
  process.exit(2);
}
const { setup } = await import(`./peers/${peerName}.mjs`);

const sort = (xs) => [...xs].sort((a, b) => a - b);
const median = (xs) => { const s = sort(xs), n = s.length; return n % 2 ? s[(n - 1) / 2] : (s[n / 2 - 1] + s[n / 2]) / 2; };
const pct = (xs, p) => { const s = sort(xs); return s[Math.min(s.length - 1, Math.floor(p * s.length))]; };
// print writes synchronously: a peer's native threads (isolated-vm) can
// keep the process from exiting, and the caller stops waiting once the
// line is out.
const print = (o) => writeSync(1, 'PEER ' + Object.entries(o).map(([k, v]) => `${k}=${typeof v === 'number' && !Number.isInteger(v) ? v.toFixed(4) : v}`).join(' ') + '\n');

// strip wraps the text as an async function body before esbuild sees it
// (top-level return and await are legal there), then unwraps the body:
// each peer wraps the body itself.
const OPEN = 'async function __peer_main__() {\n', CLOSE = '\n}';
export function strip(ts) {
  const js = transformSync(OPEN + ts + CLOSE, { loader: 'ts', target: 'es2022' }).code;
  const start = js.indexOf('{') + 1, end = js.lastIndexOf('}');
  return js.slice(start, end);
}
const text = (ts, i) => `const __run = ${i};\n${ts}`;

function peakRSSMiB() {
  const m = readFileSync('/proc/self/status', 'utf8').match(/^VmHWM:\s+(\d+) kB/m);
  return m ? Number(m[1]) / 1024 : NaN;
}

if (scenario === 'rss100') {
  // 100 concurrent runs, each holding a pending call until all 100 are in.
  const n = 100;
  let arrived = 0, open, allIn;
  const gate = new Promise((r) => { open = r; });
  const ready = new Promise((r) => { allIn = r; });
  const t0 = performance.now();
  const peer = await setup({ block: async (a) => { if (++arrived === n) { allIn(); console.error(`rss100: all ${n} in after ${((performance.now() - t0) / 1000).toFixed(1)} s`); } await gate; return a; } }, { scenario });
  const ts = 'const r = await tools.block({ n: 1 }) as { n: number };\nreturn r.n;';
  const before = process.memoryUsage().rss / 2 ** 20;
  const runs = Array.from({ length: n }, (_, i) => peer.run(strip(text(ts, i))));
  // A peer whose runs end before all 100 hold their call (a worker cap,
  // a timeout) reports them as failed instead of waiting for ever.
  const settledEarly = Promise.all(runs).then((rs) => rs);
  const early = await Promise.race([(peer.waitArrived ? peer.waitArrived(n) : ready).then(() => null), settledEarly]);
  if (early) {
    const errs = early.filter((r) => r.error);
    print({ peer: peerName, scenario, runs: n, failed: errs.length, error: JSON.stringify(errs[0]?.error ?? 'runs ended before all held their call') });
    process.exit(1);
  }
  const rss = process.memoryUsage().rss / 2 ** 20 + (peer.rssMiB ? await peer.rssMiB() : 0);
  await (peer.open ? peer.open() : open());
  const failed = (await Promise.all(runs)).filter((r) => r.error || r.value !== 1).length;
  await peer.close();
  print({ peer: peerName, scenario, runs: n, failed, rss_before_mib: before, rss_mib: rss, peak_rss_mib: Math.max(peakRSSMiB(), rss) });
  process.exit(failed ? 1 : 0);
}

const reps = flag('reps', 10), warmup = flag('warmup', 2);
const ts = readFileSync(join(here, '..', 'scenarios', `${scenario}.ts`), 'utf8');
const expected = JSON.parse(readFileSync(join(here, '..', 'testdata', 'expected.json'), 'utf8')).scenarios[scenario]?.value;
const peer = await setup({ echo: async (a) => a });
const ms = [];
for (let i = 0; i < warmup + reps; i++) {
  const t0 = performance.now();
  const r = await peer.run(strip(text(ts, i)));
  const t = performance.now() - t0;
  if (r.error) { console.error(`${peerName} ${scenario}: ${r.error}`); process.exit(1); }
  if (expected !== undefined && JSON.stringify(r.value) !== JSON.stringify(expected)) {
    console.error(`${peerName} ${scenario}: got ${JSON.stringify(r.value)?.slice(0, 200)}, want ${JSON.stringify(expected)}`); process.exit(1);
  }
  if (i >= warmup) ms.push(t);
}
await peer.close();
print({ peer: peerName, scenario, node: process.version, runs: reps, median_ms: median(ms), mean_ms: ms.reduce((a, b) => a + b, 0) / ms.length, min_ms: sort(ms)[0], p90_ms: pct(ms, 0.9) });
process.exit(0);
