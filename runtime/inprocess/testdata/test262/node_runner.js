// Runs test262 scripts on Node for the conformance table (our own code,
// not test262's). Input (argv[2]): a JSON array of
// {path, script, async}; output (stdout): a JSON array of
// {path, started, failed, msg}, judged in Go like the other engines.
// Each test gets a fresh vm context: its own global object and builtins.
"use strict";
const fs = require("fs");
const vm = require("vm");

const tests = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));

// Tests reject promises and throw from callbacks on purpose; their
// verdict comes from $DONE, not from the process.
process.on("unhandledRejection", () => {});
process.on("uncaughtException", () => {});

function text(e) {
  try {
    return String(e);
  } catch {
    return "(unprintable thrown value)";
  }
}

async function runOne(t) {
  let script;
  try {
    script = new vm.Script(t.script, { filename: t.path });
  } catch (e) {
    return { started: false, failed: true, msg: text(e) };
  }
  let done;
  const finished = new Promise((res) => (done = res));
  const ctx = vm.createContext({});
  ctx.$DONE = (e) => done(e === undefined ? { ok: true } : { err: e });
  ctx.print = () => {};
  ctx.$262 = {
    global: ctx,
    gc() {},
    evalScript: (s) => vm.runInContext(s, ctx),
    detachArrayBuffer: (ab) => structuredClone(undefined, { transfer: [ab] }),
    createRealm() {
      throw new TypeError("createRealm: not available");
    },
  };
  ctx.$262.global = vm.runInContext("globalThis", ctx);
  try {
    script.runInContext(ctx, { timeout: 20000 });
  } catch (e) {
    return { started: true, failed: true, msg: text(e) };
  }
  if (!t.async) return { started: true, failed: false, msg: "" };
  let timer;
  const timeout = new Promise((res) => (timer = setTimeout(() => res({ err: "async test did not call $DONE" }), 5000)));
  const r = await Promise.race([finished, timeout]);
  clearTimeout(timer);
  if (r.ok) return { started: true, failed: false, msg: "" };
  return { started: true, failed: true, msg: text(r.err) };
}

(async () => {
  const out = [];
  for (const t of tests) {
    const r = await runOne(t);
    r.path = t.path;
    out.push(r);
  }
  process.stdout.write(JSON.stringify(out));
})();
