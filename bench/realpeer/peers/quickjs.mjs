// A minimal fresh-QuickJS-context executor (quickjs-emscripten, QuickJS in
// WASM): a new runtime and context per run, tools as host functions that
// return promises, values crossing as JSON text, the context's job queue
// drained after every host reply.
import { getQuickJS } from 'quickjs-emscripten';

const MEMORY = 128 * 2 ** 20;

export async function setup(host) {
  const QuickJS = await getQuickJS();
  return {
    async run(js) {
      const rt = QuickJS.newRuntime();
      rt.setMemoryLimit(MEMORY);
      const ctx = rt.newContext();
      const logs = [];
      const pending = new Set();
      let parse;
      try {
        const json = ctx.getProp(ctx.global, 'JSON');
        parse = ctx.getProp(json, 'parse');
        json.dispose();
        const fromJSON = (v) => {
          const s = ctx.newString(JSON.stringify(v === undefined ? null : v));
          const r = ctx.unwrapResult(ctx.callFunction(parse, ctx.undefined, s));
          s.dispose();
          return r;
        };
        const tools = ctx.newObject();
        for (const name of Object.keys(host)) {
          const fn = ctx.newFunction(name, (a) => {
            const args = ctx.dump(a);
            const p = ctx.newPromise();
            const done = host[name](args).then((v) => {
              if (!ctx.alive) return;
              const h = fromJSON(v);
              p.resolve(h);
              h.dispose();
            }, (e) => {
              if (!ctx.alive) return;
              const h = ctx.newError(String((e && e.message) || e));
              p.reject(h);
              h.dispose();
            }).finally(() => { if (ctx.alive) { p.dispose(); rt.executePendingJobs(); } pending.delete(done); });
            pending.add(done);
            return p.handle;
          });
          ctx.setProp(tools, name, fn);
          fn.dispose();
        }
        ctx.setProp(ctx.global, 'tools', tools);
        tools.dispose();
        const consoleObj = ctx.newObject();
        const log = ctx.newFunction('log', (...a) => { logs.push(a.map((h) => { const v = ctx.dump(h); return typeof v === 'string' ? v : JSON.stringify(v); }).join(' ')); });
        ctx.setProp(consoleObj, 'log', log);
        ctx.setProp(ctx.global, 'console', consoleObj);
        log.dispose(); consoleObj.dispose();
        const promise = ctx.unwrapResult(ctx.evalCode(`(async () => {\n${js}\n})()`));
        const settled = ctx.resolvePromise(promise);
        promise.dispose();
        rt.executePendingJobs();
        const r = await settled;
        if (r.error) { const e = ctx.dump(r.error); r.error.dispose(); return { logs, error: String((e && e.message) || e) }; }
        const value = ctx.dump(r.value);
        r.value.dispose();
        return { logs, value };
      } catch (e) {
        return { logs, error: String((e && e.message) || e) };
      } finally {
        await Promise.allSettled([...pending]);
        parse?.dispose();
        ctx.dispose();
        rt.dispose();
      }
    },
    async close() {},
  };
}
