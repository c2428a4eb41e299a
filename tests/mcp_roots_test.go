package tests

// End-to-end tests of roots under `codemode serve` (issue 21, item 2):
// without --root the workspace tools exist only at the client's roots, and
// the client's roots reach upstream servers that ask roots/list. The
// client is the official TypeScript SDK; the upstream is the npm
// server-filesystem started without directories, so it works only in the
// roots it is given.

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestTSServeRoots(t *testing.T) {
	requireServe(t)
	base := t.TempDir()
	one, two, launch := filepath.Join(base, "one"), filepath.Join(base, "two"), filepath.Join(base, "launch")
	for _, d := range []string{one, two, launch} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(d, "where.txt"), []byte(filepath.Base(d)), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	servers := filepath.Join(base, "servers.json")
	writeJSON(t, servers, map[string]any{"mcpServers": map[string]any{
		"fs": map[string]any{"command": npmBin(t, "mcp-server-filesystem")},
	}})
	out := runNode(t, `import { connectStdio, runCode, print } from "./client.mjs";
import { ListRootsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { pathToFileURL } from "node:url";
const launch = `+jsString(launch)+`, one = `+jsString(one)+`, two = `+jsString(two)+`;
const serve = {command: `+jsString(codemodeBin)+`, args: ["serve", "--servers", `+jsString(servers)+`], cwd: launch};

// A client without roots: no workspace tools over the launch directory.
let c = await connectStdio(serve);
let sdk = (await c.readResource({uri: "codemode://sdk"})).contents[0].text;
let r = await runCode(c, "return await tools.read({path: 'where.txt'})");
print({step: "no roots", hasWrite: /\bwrite\(/.test(sdk), isError: r.isError ?? false, text: r.content[0].text});
await c.close();

// A client with roots: the workspace is its first root, and the
// upstream filesystem server gets the roots.
let roots = [{uri: pathToFileURL(one).href, name: "one"}];
c = await connectStdio(serve, {capabilities: {roots: {listChanged: true}}});
c.setRequestHandler(ListRootsRequestSchema, async () => ({roots}));
const poll = async (want) => {
  for (let i = 0; i < 50; i++) {
    const res = await runCode(c, "return {ws: (await tools.read({path: 'where.txt'})).content, fs: await tools.list_allowed_directories({})}");
    const v = res.structuredContent?.value;
    if (!res.isError && v.ws === want && JSON.stringify(v.fs).includes(want)) return {ok: true, v};
    await new Promise(r => setTimeout(r, 100));
    if (i === 49) return {ok: false, res};
  }
};
print({step: "roots", ...(await poll("one"))});
roots = [{uri: pathToFileURL(two).href, name: "two"}];
await c.sendRootsListChanged();
print({step: "roots changed", ...(await poll("two"))});
await c.close();
`)
	lines := jsonLines(t, out)
	if len(lines) != 3 {
		t.Fatalf("node output: %s", out)
	}
	if lines[0]["hasWrite"] != false || lines[0]["isError"] != true || !strings.Contains(lines[0]["text"].(string), "read") {
		t.Fatalf("without --root and without client roots the workspace tools must be absent: %v", lines[0])
	}
	for _, l := range lines[1:] {
		if l["ok"] != true {
			t.Fatalf("%v: the workspace tools or the upstream did not follow the client's roots: %s", l["step"], jsonOf(l))
		}
	}
}
