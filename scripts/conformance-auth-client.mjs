#!/usr/bin/env node
// The client command of the MCP conformance suite's auth scenarios
// (npx @modelcontextprotocol/conformance client --suite auth), playing a
// user of codemode: it writes a servers file naming the suite's server,
// runs `codemode login` and follows the printed URL as a browser would
// (the suite's authorization server approves at once and redirects to
// codemode's loopback listener), then `codemode run`s a program that lists
// the server's tools and calls test-tool. When run fails asking for a new
// login (a 403 insufficient_scope step-up), it logs in again, at most
// three authorizations in all.
//
//   npx @modelcontextprotocol/conformance@0.1.16 client --suite auth \
//     --command "node scripts/conformance-auth-client.mjs"
//
// CODEMODE names the codemode binary (default: codemode on PATH). The
// suite appends the server URL as the last argument and passes the
// scenario's client credentials in MCP_CONFORMANCE_CONTEXT.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const url = process.argv.at(-1);
const bin = process.env.CODEMODE || 'codemode';
const ctx = JSON.parse(process.env.MCP_CONFORMANCE_CONTEXT || '{}');
const dir = mkdtempSync(join(tmpdir(), 'codemode-conformance-'));
const servers = join(dir, 'servers.json');
const state = join(dir, 'state');

// The suite's client ID metadata document URL: used where the server
// supports such documents, else codemode registers dynamically.
const oauth = { clientMetadataUrl: 'https://conformance-test.local/client-metadata.json' };
if (ctx.client_id) oauth.clientId = ctx.client_id;
if (ctx.client_id && ctx.client_secret) oauth.clientSecret = ctx.client_secret;
writeFileSync(servers, JSON.stringify({ mcpServers: { conf: { url, oauth, approval: 'allow' } } }));

function run(args, stdin, onStderrLine) {
  return new Promise((resolve) => {
    const p = spawn(bin, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '', err = '';
    p.stdout.on('data', (d) => { out += d; process.stdout.write(d); });
    createInterface({ input: p.stderr }).on('line', (l) => {
      err += l + '\n';
      process.stderr.write(l + '\n');
      if (onStderrLine) onStderrLine(l);
    });
    p.stdin.end(stdin || '');
    p.on('close', (code) => resolve({ code, out, err }));
  });
}

async function login() {
  const r = await run(['login', 'conf', '--servers', servers, '--state', state, '--no-browser', '--timeout', '20s'], '', (line) => {
    const u = line.trim();
    if (/^https?:\/\//.test(u)) {
      // The browser: follow the authorization URL and its redirect to
      // codemode's callback.
      fetch(u).then((res) => res.text()).catch((e) => process.stderr.write(`browser: ${e}\n`));
    }
  });
  return r.code === 0;
}

const program = `
const names = Object.keys(tools);
console.log("tools:", names.join(", "));
return await tools["test-tool"]({});
`;

let status = 1;
try {
  for (let attempt = 1; attempt <= 3; attempt++) {
    if (!(await login())) break;
    const r = await run(['run', '--servers', servers, '--state', state, '-'], program);
    if (r.code === 0) { status = 0; break; }
    if (!r.err.includes('codemode login conf')) break;
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exit(status);
