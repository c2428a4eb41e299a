// The host Worker of the Cloudflare peer: it runs inside workerd (started
// by miniflare) and executes each program with @cloudflare/codemode's
// DynamicWorkerExecutor, which loads a new dynamic Worker per run through
// the worker_loaders binding (env.LOADER); the program's tool calls come
// back over Workers RPC to the functions below.
import { DynamicWorkerExecutor } from '@cloudflare/codemode';

let arrived = 0;
let open;
let gate = new Promise((r) => { open = r; });

const fns = {
  echo: async (a) => a,
  // block holds every caller until /open (rss100).
  block: async (a) => { arrived++; await gate; return a; },
};

export default {
  async fetch(request, env) {
    const url = new URL(request.url);
    if (url.pathname === '/arrived') return Response.json({ arrived });
    if (url.pathname === '/open') { open(); return Response.json({ ok: true }); }
    const { js } = await request.json();
    const executor = new DynamicWorkerExecutor({ loader: env.LOADER, timeout: 60_000 });
    const out = await executor.execute(js, [{ name: 'tools', fns }]);
    return Response.json({ value: out.result, error: out.error, logs: out.logs });
  },
};
