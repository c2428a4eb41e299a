// Cloudflare's @cloudflare/codemode on workerd: miniflare starts workerd
// with a host Worker (cloudflare-host.js, bundled here by esbuild) whose
// DynamicWorkerExecutor runs every program in a new dynamic Worker via the
// worker_loaders binding. One run is one request to the host Worker; the
// request's own cost (a loopback HTTP round trip) is part of the figure,
// as it is of any use of the executor from outside workerd.
import { buildSync } from 'esbuild';
import { Miniflare } from 'miniflare';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const here = dirname(fileURLToPath(import.meta.url));

function bundle() {
  const out = buildSync({
    entryPoints: [join(here, 'cloudflare-host.js')], bundle: true, write: false, format: 'esm',
    platform: 'neutral', mainFields: ['module', 'main'], conditions: ['workerd', 'worker', 'import'],
    external: ['cloudflare:*', 'node:*'], logLevel: 'silent',
  });
  return out.outputFiles[0].text;
}

// rssOf sums the resident memory of pid's descendants (workerd).
function rssOfChildren(pid) {
  let total = 0;
  const kids = (p) => { try { return readFileSync(`/proc/${p}/task/${p}/children`, 'utf8').trim().split(/\s+/).filter(Boolean); } catch { return []; } };
  const walk = (p) => { for (const c of kids(p)) { try { const m = readFileSync(`/proc/${c}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m); if (m) total += Number(m[1]) / 1024; } catch {} walk(c); } };
  walk(pid);
  return total;
}

export async function setup() {
  const mf = new Miniflare({
    modules: true, script: bundle(), compatibilityDate: '2025-06-01', compatibilityFlags: ['nodejs_compat'],
    workerLoaders: { LOADER: {} },
  });
  await mf.ready;
  return {
    async run(js) {
      const res = await mf.dispatchFetch('http://peer/run', { method: 'POST', body: JSON.stringify({ js }) });
      const out = await res.json();
      return out.error ? { logs: out.logs, error: out.error } : { logs: out.logs, value: out.value };
    },
    async waitArrived(n) {
      for (;;) { const { arrived } = await (await mf.dispatchFetch('http://peer/arrived')).json(); if (arrived >= n) return; await new Promise((r) => setTimeout(r, 20)); }
    },
    async open() { await mf.dispatchFetch('http://peer/open'); },
    rssMiB: async () => rssOfChildren(process.pid),
    async close() { await mf.dispose(); },
  };
}
