// node_runner.mjs runs the cases of cases.json in Node, each in a child
// process of its own, and prints {"<id>": {"value"?, "logs", "error"?,
// "pending"?}}. tests/syntax_test.go records the output as expected.json
// (-update) and compares codemode's runs with it, live when the node on
// PATH has the recorded major version.
//
//   node node_runner.mjs cases.json servers.json
//
// A case with "module": true is an ES module (its "node" text when given:
// the program with types stripped and specifiers spelled as files), run
// next to a generated servers tree: servers/<server>/index.mjs exports
// each tool under its name and its camelCase name, and
// servers/<server>/<camelName>.mjs exports it as default and by name —
// the file tree of Anthropic's "Code execution with MCP". Any other case
// is the body of an async function receiving tools, as the corpus runner
// runs it. Either way the outcome is taken when Node's event loop is
// empty ("beforeExit"), so work left running after the program returned
// is part of it, and a program whose promise is still pending then is
// {"pending": true}.
import { readFileSync, writeFileSync, mkdtempSync, mkdirSync, rmSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inspect } from "node:util";
import { pathToFileURL, fileURLToPath } from "node:url";

const [casesPath, serversPath, only] = process.argv.slice(2);
const cases = JSON.parse(readFileSync(casesPath, "utf8"));
const servers = JSON.parse(readFileSync(serversPath, "utf8"));
delete servers._comment;

const camel = (n) => n.replace(/[_-]+(.)/g, (_, c) => c.toUpperCase());

if (only === undefined) {
  const self = fileURLToPath(import.meta.url);
  const out = {};
  for (const c of cases) {
    const text = execFileSync(process.execPath, [self, casesPath, serversPath, c.id], { encoding: "utf8" });
    out[c.id] = JSON.parse(text);
  }
  process.stdout.write(JSON.stringify(out, null, 1) + "\n");
} else {
  const c = cases.find((c) => c.id === only);
  class ToolCallError extends Error {
    constructor(toolName, message) {
      super(message);
      this.name = "ToolCallError";
      this.toolName = toolName;
    }
  }
  const tools = Object.create(null);
  for (const srv of Object.values(servers)) {
    for (const member of Object.values(srv)) {
      tools[member] = async (args) => JSON.parse(JSON.stringify({ tool: member, args: args === undefined ? {} : args }));
    }
  }
  const logs = [];
  const render = (a) => a.map((x) => (typeof x === "string" ? x : inspect(x, { depth: 4 }))).join(" ");
  const cons = Object.create(null);
  for (const k of ["log", "info", "warn", "error", "debug"]) cons[k] = (...a) => void logs.push(render(a));
  const res = { logs };
  let settled = false;
  const write = process.stdout.write.bind(process.stdout);
  process.on("beforeExit", () => {
    if (!settled) res.pending = true;
    write(JSON.stringify(res) + "\n");
    process.exit(0);
  });
  const fail = (e) => {
    settled = true;
    res.error = e instanceof Error ? String(e.stack).split("\n")[0] : String(e);
  };
  const code = c.node ?? c.program;
  if (c.module) {
    const dir = mkdtempSync(join(tmpdir(), "codemode-syntax-"));
    process.on("exit", () => rmSync(dir, { recursive: true, force: true }));
    for (const [server, ts] of Object.entries(servers)) {
      mkdirSync(join(dir, "servers", server), { recursive: true });
      let index = "";
      for (const [name, member] of Object.entries(ts)) {
        const f = `(a) => globalThis.tools[${JSON.stringify(member)}](a)`;
        index += `export const ${name} = ${f};\n`;
        if (camel(name) !== name) index += `export const ${camel(name)} = ${name};\n`;
        writeFileSync(join(dir, "servers", server, camel(name) + ".mjs"), `const f = ${f};\nexport default f;\nexport const ${camel(name)} = f;\n`);
      }
      writeFileSync(join(dir, "servers", server, "index.mjs"), index);
    }
    globalThis.tools = tools;
    globalThis.ToolCallError = ToolCallError;
    globalThis.console = cons;
    writeFileSync(join(dir, "main.mjs"), code);
    import(pathToFileURL(join(dir, "main.mjs")).href).then(() => void (settled = true), fail);
  } else {
    const AsyncFunction = Object.getPrototypeOf(async function () {}).constructor;
    new AsyncFunction("tools", "console", "ToolCallError", code)(tools, cons, ToolCallError).then((v) => {
      settled = true;
      const json = JSON.stringify(v);
      if (json !== undefined) res.value = JSON.parse(json);
    }, fail);
  }
}
