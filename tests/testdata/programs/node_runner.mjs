// node_runner.mjs runs the Code Mode corpus (corpus.txt) in Node 22 with
// the stub tools of stubs.json, the way a Node script runs a model's
// program, and prints one JSON object: {"<id>": {"value"?, "logs",
// "error"?, "normalized"}}. tests/programs_test.go records it as
// expected.json (-update) and compares codemode's runs with it, live when
// the Node it installs has the recorded major.
//
//   TZ=UTC LANG=en_US.UTF-8 node node_runner.mjs corpus.txt stubs.json
//
// What is emulated is codemode's contract where codemode defines one
// (DESIGN §5): the program is the body of an async function that receives
// `tools` (each member takes one JSON argument, {} when absent, and
// rejects with a ToolCallError carrying toolName) and `console`; the value
// is the completion as JSON. Like peers' normalizers (Cloudflare's
// normalizeCode), a program in one Markdown fence is unfenced and a lone
// function expression (`export default` or not) is called. Everything
// else is Node's own:
//   - TypeScript is stripped by Node (module.stripTypeScriptTypes; the
//     "transform" mode for enums, namespaces and parameter properties);
//   - console is a real Console (util.format: %s %d %o …, inspect at
//     Node's default depth 2, console.table …), one log entry per write;
//   - the run lasts as a script's does: after the body settles, the runner
//     waits until no timer is pending, so un-awaited work (`main();`) logs
//     and calls tools; an unhandled rejection ends the run with its error;
//   - a program with a top-level `import` or `export` is a real ES module:
//     it is written beside a servers/<server>/<tool>.ts file tree (each
//     stub with a "server" is one file, `export async function getDocument`
//     calling callMCPTool("google_drive__get_document", …), and index.ts
//     re-exports them), the way Anthropic's "Code execution with MCP"
//     presents MCP servers; `tools` and `console` are globals there.
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { Console } from "node:console";
import { registerHooks, stripTypeScriptTypes } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { runInNewContext } from "node:vm";

const runnerURL = import.meta.url;
const runnerFrame = new RegExp(runnerURL.replace(/[.*+?^${}()|[\]\\]/g, "\\$&") + "(:\\d+)*", "g");

const [corpusPath, stubsPath] = process.argv.slice(2);
const stubs = JSON.parse(readFileSync(stubsPath, "utf8"));

class ToolCallError extends Error {
  constructor(toolName, message) {
    super(message);
    this.name = "ToolCallError";
    this.toolName = toolName;
  }
}

// makeTools is one run's tools: a stub with "seq" answers its n-th call of
// the run with seq[n] (the last one from then on).
function makeTools() {
  const tools = Object.create(null);
  for (const [name, spec] of Object.entries(stubs)) {
    if (name.startsWith("_")) continue;
    let calls = 0;
    tools[name] = async (args) => {
      const text = JSON.stringify(args === undefined ? {} : args);
      const a = JSON.parse(text);
      if (spec.echo) return a;
      let out = spec.default;
      if (spec.seq) {
        out = spec.seq[Math.min(calls++, spec.seq.length - 1)];
      } else {
        const k = spec.key && a !== null && typeof a === "object" ? String(a[spec.key]) : undefined;
        if (k !== undefined && Object.hasOwn(spec.cases, k)) out = spec.cases[k];
      }
      if (out && typeof out === "object" && "$error" in out) throw new ToolCallError(name, out.$error);
      return JSON.parse(JSON.stringify(out));
    };
  }
  return tools;
}

function parseCorpus(text) {
  const out = [];
  for (const chunk of text.split(/^=== /m).slice(1)) {
    const [head, ...rest] = chunk.split(/^---\n/m);
    const id = head.split("\n")[0].trim().split(/\s+/)[0];
    out.push({ id, program: rest.join("---\n").replace(/\n$/, "") });
  }
  return out;
}

// camel is the file and function name of an MCP tool name, split on _ - .
const camel = (s) => s.replace(/[-_.]+([a-zA-Z0-9])/g, (_, c) => c.toUpperCase());
const snake = (s) => s.replace(/[^A-Za-z0-9]+/g, "_");

// serverTree writes servers/<server>/<tool>.ts and index.ts for the stubs
// that name a server, and client.ts, whose callMCPTool calls the current
// run's stub tools.
function serverTree(dir) {
  const servers = {};
  for (const [name, spec] of Object.entries(stubs)) {
    if (name.startsWith("_") || !spec.server) continue;
    (servers[spec.server] ??= []).push(name);
  }
  writeFileSync(join(dir, "package.json"), '{"type": "module"}\n');
  writeFileSync(
    join(dir, "client.ts"),
    "export async function callMCPTool<T>(name: string, input: unknown): Promise<T> {\n" +
      '  return (globalThis as any).__corpusTools[name.slice(name.indexOf("__") + 2)](input);\n' +
      "}\n",
  );
  for (const [server, names] of Object.entries(servers)) {
    const d = join(dir, "servers", server);
    mkdirSync(d, { recursive: true });
    const index = [];
    for (const name of names) {
      const fn = camel(name);
      writeFileSync(
        join(d, fn + ".ts"),
        'import { callMCPTool } from "../../client.ts";\n\n' +
          `/* ${name} of the ${server} server */\n` +
          `export async function ${fn}(input: Record<string, unknown>): Promise<any> {\n` +
          `  return callMCPTool<any>(${JSON.stringify(snake(server) + "__" + name)}, input);\n` +
          "}\n",
      );
      index.push(`export * from "./${fn}.ts";`);
    }
    writeFileSync(join(d, "index.ts"), index.join("\n") + "\n");
  }
}

const moduleDir = mkdtempSync(join(tmpdir(), "codemode-corpus-"));
process.on("exit", () => rmSync(moduleDir, { recursive: true, force: true }));
serverTree(moduleDir);
const moduleURL = pathToFileURL(moduleDir + "/").href;

// Imports inside the module tree resolve as TypeScript tooling does: a
// specifier without an extension names NAME.ts, or a directory's index.ts.
registerHooks({
  resolve(specifier, context, nextResolve) {
    if (context.parentURL?.startsWith(moduleURL) && /^\.\.?\//.test(specifier) && !/\.[mc]?[jt]s$/.test(specifier)) {
      for (const candidate of [specifier + ".ts", specifier + "/index.ts"]) {
        try {
          return nextResolve(candidate, context);
        } catch {}
      }
    }
    return nextResolve(specifier, context);
  },
});

const fence = /^\s*```(?:js|javascript|ts|typescript|jsx|tsx)?[ \t]*\n([\s\S]*?)\n[ \t]*```\s*$/;
const proseFence = /^[\s\S]*?\n```(?:js|javascript|ts|typescript|jsx|tsx)?[ \t]*\n([\s\S]*?)\n[ \t]*```[\s\S]*$/;
const AsyncFunction = Object.getPrototypeOf(async function () {}).constructor;

// strip removes the TypeScript of a function body as Node does, or returns
// the body unchanged when it does not parse (the engine then reports the
// syntax error itself).
function strip(body) {
  const head = "(async function __program__() {\n";
  const wrapped = head + body + "\n});";
  let out;
  try {
    out = stripTypeScriptTypes(wrapped);
  } catch (e) {
    if (e.code !== "ERR_UNSUPPORTED_TYPESCRIPT_SYNTAX") return body;
    try {
      out = stripTypeScriptTypes(wrapped, { mode: "transform" });
    } catch {
      return body;
    }
  }
  return out.slice(out.indexOf("{") + 1, out.lastIndexOf("}"));
}

function stripModule(code) {
  try {
    return stripTypeScriptTypes(code);
  } catch (e) {
    if (e.code !== "ERR_UNSUPPORTED_TYPESCRIPT_SYNTAX") return code;
    return stripTypeScriptTypes(code, { mode: "transform" });
  }
}

function compiles(code) {
  try {
    new AsyncFunction("tools", "console", "ToolCallError", code);
    return true;
  } catch {
    return false;
  }
}

// isFunctionExpression reports whether expr is one function expression.
// A function expression is not a valid assignment target, an early
// SyntaxError, while a call (an IIFE) is one that fails only when it runs:
// so calls are told apart without running them. What is left is evaluated
// to see whether it is a function, in a context of its own that holds
// nothing of the runner's (evaluating a function expression only creates
// the function; any other expression fails or settles there, its
// promise's rejection handled).
function isFunctionExpression(expr) {
  if (/^\s*class\b/.test(expr)) return false;
  try {
    new Function("return (\n" + expr + "\n)");
  } catch {
    return false;
  }
  try {
    new Function("(\n" + expr + "\n) = 1");
    return false;
  } catch {}
  try {
    const v = runInNewContext("(\n" + expr + "\n)", Object.create(null), { microtaskMode: "afterEvaluate" });
    if (v !== null && typeof v === "object" && typeof v.then === "function") v.then(null, () => {});
    return typeof v === "function";
  } catch {
    return false;
  }
}

const isModule = (code) => /^[ \t]*(import[\s{*]|import\s+type\b|export\b)/m.test(code);

function normalize(code) {
  let normalized = false;
  let m = code.match(fence);
  if (!m && !compiles(strip(code))) m = code.match(proseFence);
  if (m) {
    code = m[1];
    normalized = true;
  }
  // A lone function expression (or declaration) is called, after an
  // `export default` before it is dropped.
  const expr = strip(code).trim().replace(/;\s*$/, "").replace(/^export\s+default\s+/, "");
  if (isFunctionExpression(expr)) {
    return { code: "return (\n" + expr + "\n)()", normalized: true, module: false };
  }
  if (isModule(code)) return { code: stripModule(code), normalized, module: true };
  return { code: strip(code), normalized, module: false };
}

// current is the run in progress: what its console and tools record into,
// and whether it has ended (a late log or rejection is dropped).
let current = null;

process.on("unhandledRejection", (e) => {
  if (!current || current.done) return;
  current.res.error = renderError(e);
  current.done = true;
});

function renderError(e) {
  return e instanceof Error ? String(e.stack).split("\n")[0] : String(e);
}

// settle waits until the run has no pending timer: a macrotask turn lets
// every microtask (a stub's answer, a continuation) run first.
async function settle(run) {
  for (;;) {
    await new Promise((r) => setImmediate(r));
    if (run.done || !process.getActiveResourcesInfo().includes("Timeout")) return;
    await new Promise((r) => setTimeout(r, 1));
  }
}

async function runOne(id, program) {
  const logs = [];
  // Stack frames name this runner's file (and line) and the module tree:
  // they differ between checkouts and edits of the runner, so they are
  // written as <runner> and <modules> and the recorded outcomes stay the
  // same wherever they were recorded.
  const sink = {
    write(chunk) {
      if (run.done) return true;
      logs.push(String(chunk).replace(/\n$/, "").replace(runnerFrame, "<runner>").replaceAll(moduleURL, "<modules>/"));
      return true;
    },
  };
  const console = new Console({ stdout: sink, stderr: sink, ignoreErrors: false, colorMode: false });
  const { code, normalized, module } = normalize(program);
  const res = { logs, normalized };
  const run = { res, done: false };
  current = run;
  const tools = makeTools();
  try {
    if (module) {
      const file = join(moduleDir, `program-${id}.mjs`);
      writeFileSync(file, code);
      const saved = globalThis.console;
      Object.assign(globalThis, { tools, ToolCallError, __corpusTools: tools, console });
      try {
        await import(pathToFileURL(file).href);
        await settle(run);
      } finally {
        globalThis.console = saved;
        delete globalThis.tools;
        delete globalThis.ToolCallError;
      }
    } else {
      globalThis.__corpusTools = tools;
      const fn = new AsyncFunction("tools", "console", "ToolCallError", code);
      const v = await fn(tools, console, ToolCallError);
      await settle(run);
      const json = JSON.stringify(v);
      if (json !== undefined && !run.done) res.value = JSON.parse(json);
    }
  } catch (e) {
    if (!run.done) res.error = renderError(e);
  }
  run.done = true;
  return res;
}

const results = {};
for (const { id, program } of parseCorpus(readFileSync(corpusPath, "utf8"))) {
  results[id] = await runOne(id, program);
}
process.stdout.write(JSON.stringify(results, null, 1) + "\n");
