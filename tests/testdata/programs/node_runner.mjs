// node_runner.mjs runs the Code Mode corpus (corpus.txt) in Node with the
// stub tools of stubs.json, the way Code Mode peers run a model's program,
// and prints one JSON object: {"<id>": {"value"?, "logs", "error"?,
// "normalized"}}. tests/programs_test.go records it as expected.json
// (-update) and compares codemode's runs with it, live when node is on
// PATH.
//
//   node node_runner.mjs corpus.txt stubs.json
//
// The contract emulated is codemode's (DESIGN §5, reference §4): the
// program is the body of an async function that receives `tools` (each
// member takes one JSON argument, {} when absent, and rejects with a
// ToolCallError carrying toolName); console has five methods, each logging
// the line console.log prints (util.format), warn and error with the
// "[warn] " and "[error] " prefixes of PROG-5; the value is the completion
// as JSON. Like peers' normalizers (Cloudflare's normalizeCode), a program
// in one Markdown fence is unfenced and a lone function expression
// (`export default` or not) is called.
import { readFileSync } from "node:fs";
import { format } from "node:util";

const runnerURL = import.meta.url;

const [corpusPath, stubsPath] = process.argv.slice(2);
const stubs = JSON.parse(readFileSync(stubsPath, "utf8"));

class ToolCallError extends Error {
  constructor(toolName, message) {
    super(message);
    this.name = "ToolCallError";
    this.toolName = toolName;
  }
}

function makeTools() {
  const tools = Object.create(null);
  for (const [name, spec] of Object.entries(stubs)) {
    if (name.startsWith("_")) continue;
    tools[name] = async (args) => {
      const text = JSON.stringify(args === undefined ? {} : args);
      const a = JSON.parse(text);
      if (spec.echo) return a;
      const k = spec.key && a !== null && typeof a === "object" ? String(a[spec.key]) : undefined;
      const out = k !== undefined && Object.hasOwn(spec.cases, k) ? spec.cases[k] : spec.default;
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
    const [program, node] = rest.join("---\n").replace(/\n$/, "").split(/\n--- node\n/);
    out.push({ id, program: node ?? program });
  }
  return out;
}

const fence = /^\s*```(?:js|javascript|ts|typescript|jsx|tsx)?[ \t]*\n([\s\S]*?)\n[ \t]*```\s*$/;
const proseFence = /^[\s\S]*?\n```(?:js|javascript|ts|typescript|jsx|tsx)?[ \t]*\n([\s\S]*?)\n[ \t]*```[\s\S]*$/;
const AsyncFunction = Object.getPrototypeOf(async function () {}).constructor;

function compiles(code) {
  try {
    new AsyncFunction("tools", "console", "ToolCallError", code);
    return true;
  } catch {
    return false;
  }
}

function normalize(code) {
  let normalized = false;
  let m = code.match(fence);
  if (!m && !compiles(code)) m = code.match(proseFence);
  if (m) {
    code = m[1];
    normalized = true;
  }
  // A lone function expression (or declaration) is called, after an
  // `export default` before it is dropped.
  const expr = code.trim().replace(/;\s*$/, "").replace(/^export\s+default\s+/, "");
  try {
    const f = new Function("return (\n" + expr + "\n)")();
    if (typeof f === "function" && !/^\s*class\b/.test(expr)) {
      return { code: "return (\n" + expr + "\n)()", normalized: true };
    }
  } catch {}
  return { code, normalized };
}

async function runOne(program) {
  const logs = [];
  // Stack frames name this runner's file: its directory differs between
  // checkouts, so it is written as <runner> and the recorded outcomes stay
  // the same wherever they were recorded.
  const render = (args) => format(...args).replaceAll(runnerURL, "<runner>");
  const prefix = { warn: "[warn]", error: "[error]" };
  const console = Object.create(null);
  for (const k of ["log", "info", "warn", "error", "debug"]) {
    console[k] = (...a) => {
      const s = render(a);
      logs.push(prefix[k] === undefined ? s : s === "" ? prefix[k] : prefix[k] + " " + s);
    };
  }
  const { code, normalized } = normalize(program);
  const res = { logs, normalized };
  try {
    const fn = new AsyncFunction("tools", "console", "ToolCallError", code);
    const v = await fn(makeTools(), console, ToolCallError);
    const json = JSON.stringify(v);
    if (json !== undefined) res.value = JSON.parse(json);
  } catch (e) {
    res.error = e instanceof Error ? String(e.stack).split("\n")[0] : String(e);
  }
  return res;
}

const results = {};
for (const { id, program } of parseCorpus(readFileSync(corpusPath, "utf8"))) {
  results[id] = await runOne(program);
}
process.stdout.write(JSON.stringify(results, null, 1) + "\n");
