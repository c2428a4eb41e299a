// Helpers for the end-to-end tests that drive `codemode serve` with the
// official MCP TypeScript SDK client (@modelcontextprotocol/sdk).
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";

// connectStdio starts a server as an MCP client launches one from its
// configuration ({command, args, env, cwd}); stderr is collected.
export async function connectStdio(cfg, clientOptions = {}) {
  const transport = new StdioClientTransport({
    command: cfg.command,
    args: cfg.args ?? [],
    env: { ...process.env, ...(cfg.env ?? {}) },
    cwd: cfg.cwd,
    stderr: "pipe",
  });
  const client = new Client({ name: "ts-e2e", version: "1" }, clientOptions);
  const stderr = [];
  transport.stderr?.on("data", (d) => stderr.push(String(d)));
  await client.connect(transport);
  client.stderrText = () => stderr.join("");
  return client;
}

// connectHTTP connects to a streamable-HTTP server.
export async function connectHTTP(url, clientOptions = {}) {
  const client = new Client({ name: "ts-e2e", version: "1" }, clientOptions);
  await client.connect(new StreamableHTTPClientTransport(new URL(url)));
  return client;
}

// runCode calls run_code and returns the tool result.
export function runCode(client, code, options) {
  return client.callTool({ name: "run_code", arguments: { code, description: "ts e2e" } }, undefined, options);
}

// print writes one JSON line for the Go test to read.
export function print(v) {
  process.stdout.write(JSON.stringify(v) + "\n");
}
