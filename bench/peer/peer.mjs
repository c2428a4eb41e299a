// The Node peer: the reference design's code runtime re-created in Node, so
// codemode's benchmarks compare against the same architecture on the same
// machine. One run =
//   esbuild transformSync (loader ts) of the program wrapped as the body of an
//   async function -> a fresh worker_threads Worker (env {}, resourceLimits)
//   -> binding calls as {id, name, args} messages on the worker's port
//   -> {value, logs, error} -> worker.terminate().
import { Worker } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';
import { transformSync } from 'esbuild';

export const LIMITS = { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 };

// wrap makes top-level await and return legal before esbuild sees the text.
export function strip(ts) {
  return transformSync(`async function __peer_main__() {\n${ts}\n}`, { loader: 'ts', target: 'esnext' }).code;
}

// Worker body (CommonJS, evaluated). console renders like the reference's
// worker: strings raw, other values as JSON.
const WORKER = String.raw`
const { parentPort, workerData } = require('node:worker_threads');
const logs = [];
const show = (v) => { if (typeof v === 'string') return v; try { const s = JSON.stringify(v); return s === undefined ? String(v) : s; } catch { return String(v); } };
const console = {};
for (const m of ['log', 'info', 'warn', 'error', 'debug']) console[m] = (...a) => { logs.push(a.map(show).join(' ')); };
globalThis.console = console;
const waiting = new Map();
let seq = 0;
parentPort.on('message', ({ id, value, error }) => {
  const w = waiting.get(id);
  if (!w) return;
  waiting.delete(id);
  error === undefined ? w.resolve(value) : w.reject(new Error(error));
});
const tools = new Proxy(Object.create(null), {
  get: (_, name) => typeof name !== 'string' ? undefined : (args) => new Promise((resolve, reject) => {
    const id = ++seq;
    waiting.set(id, { resolve, reject });
    parentPort.postMessage({ kind: 'call', id, name, args });
  }),
});
const finish = (m) => parentPort.postMessage({ kind: 'done', logs, ...m });
let main;
try { main = new Function('tools', 'console', workerData.js + '\nreturn __peer_main__();'); }
catch (e) { finish({ error: String((e && e.stack) || e) }); }
if (main) main(tools, console).then(
  (value) => { try { finish({ value }); } catch (e) { finish({ error: 'completion not cloneable: ' + e }); } },
  (e) => finish({ error: String((e && e.stack) || e) }));
`;

// run executes one program with the given host functions.
export function run(ts, host, { timeoutMs = 30_000 } = {}) {
  const start = performance.now();
  let js;
  try { js = strip(ts); } catch (e) { return Promise.resolve({ logs: [], error: 'transform: ' + e.message, ms: performance.now() - start }); }
  const worker = new Worker(WORKER, { eval: true, workerData: { js }, env: {}, resourceLimits: LIMITS, stdout: false, stderr: false });
  return new Promise((resolve) => {
    let done = false;
    const settle = async (out) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      await worker.terminate();
      out.ms = performance.now() - start;
      resolve(out);
    };
    const timer = setTimeout(() => settle({ logs: [], error: `timeout after ${timeoutMs} ms` }), timeoutMs);
    worker.on('message', async (m) => {
      if (m.kind === 'done') return settle({ value: m.value, logs: m.logs, error: m.error });
      const fn = host[m.name];
      if (typeof fn !== 'function') return worker.postMessage({ id: m.id, error: `unknown tool: ${m.name}` });
      try {
        const value = await fn(m.args);
        if (!done) worker.postMessage({ id: m.id, value });
      } catch (e) {
        if (!done) worker.postMessage({ id: m.id, error: String((e && e.message) || e) });
      }
    });
    worker.on('error', (e) => settle({ logs: [], error: 'worker error: ' + ((e && e.message) || e) }));
    worker.on('exit', (code) => settle({ logs: [], error: `worker exited with code ${code} before completing` }));
  });
}
