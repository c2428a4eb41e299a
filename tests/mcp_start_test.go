package tests

// End-to-end test of upstream start under `codemode serve` (issue 21,
// item 3): servers start concurrently within --start-timeout; a slow one
// does not hold initialize and joins when it is up; a failed one is named
// in the SDK with its reason and retried in the background at the next
// call (which does not wait for it, issue #33); with a cached
// listing, a call of its tools is a ToolCallError naming the server and
// the reason. The client is the official TypeScript SDK; the upstreams are
// the npm reference servers behind shell wrappers that the test gates.

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

func TestTSUpstreamStart(t *testing.T) {
	requireServe(t)
	dir := t.TempDir()
	gate, ok := filepath.Join(dir, "gate"), filepath.Join(dir, "ok")
	servers := filepath.Join(dir, "servers.json")
	writeJSON(t, servers, map[string]any{"mcpServers": map[string]any{
		// slow starts only once the test opens the gate.
		"slow": map[string]any{"command": "sh", "args": []string{"-c", `while [ ! -e "$GATE" ]; do sleep 0.05; done; exec "$BIN"`},
			"env": map[string]string{"GATE": gate, "BIN": npmBin(t, "mcp-server-memory"), "MEMORY_FILE_PATH": filepath.Join(dir, "m.jsonl")}},
		// broken fails until the file ok exists.
		"broken": map[string]any{"command": "sh", "args": []string{"-c", `[ -e "$OK" ] || { echo "missing configuration: $OK" >&2; exit 3; }; exec "$BIN" "$DIR"`},
			"env": map[string]string{"OK": ok, "BIN": npmBin(t, "mcp-server-filesystem"), "DIR": dir}},
	}})
	cache := filepath.Join(dir, "cache") // XDG_CACHE_HOME of codemode: the listing cache
	script := `import { connectStdio, runCode, print } from "./client.mjs";
import { ToolListChangedNotificationSchema } from "@modelcontextprotocol/sdk/types.js";
import { writeFileSync, rmSync } from "node:fs";
const serve = {command: ` + jsString(codemodeBin) + `, args: ["serve", "--servers", ` + jsString(servers) + `, "--root", ` + jsString(dir) + `, "--start-timeout", "5s"],
  env: {XDG_CACHE_HOME: ` + jsString(cache) + `}};
const desc = async (c) => (await c.listTools()).tools[0].description;
const sdk = async (c) => (await c.readResource({uri: "codemode://sdk"})).contents[0].text;

// 1. initialize answers although slow is still starting and broken failed.
let c = await connectStdio(serve);
let onChanged = () => {};
c.setNotificationHandler(ToolListChangedNotificationSchema, () => onChanged());
// until resolves once a tools/list_changed leaves a description for which ok holds.
const until = (ok) => new Promise(resolve => {
  onChanged = async () => { if (ok(await desc(c))) resolve(); };
  onChanged();
});
let d = await desc(c);
print({step: "initial", slowStarting: d.includes("- slow: still starting"), brokenNamed: /- broken: unavailable \(.*missing configuration/.test(d),
  sdkNamed: (await sdk(c)).includes("- broken: unavailable"), hasReadGraph: d.includes("read_graph")});
let r = await runCode(c, "return await tools.read_graph({})");
print({step: "slow tool before it is up", isError: r.isError ?? false, text: r.content[0].text});

// 2. slow comes up: the client is told, and its tools work.
writeFileSync(` + jsString(gate) + `, "");
await until(d => !d.includes("- slow:"));
r = await runCode(c, "return (await tools.read_graph({})).entities");
print({step: "slow up", isError: r.isError ?? false, value: r.structuredContent?.value, slowNoted: (await desc(c)).includes("- slow:")});

// 3. broken is fixed: a call starts it again in the background (at most
// every 2 s, without waiting for it), and a later call sees its tools.
writeFileSync(` + jsString(ok) + `, "");
for (let i = 0; i < 60; i++) {
  r = await runCode(c, "return (await tools.list_allowed_directories({}))");
  if (!r.isError) break;
  await new Promise(res => setTimeout(res, 250));
}
print({step: "broken retried", isError: r.isError ?? false, text: r.content[0].text, brokenNoted: (await desc(c)).includes("- broken:")});
await c.close();

// 4. broken fails again in a new session: its cached tools stay in the
// SDK, and calling one is a ToolCallError naming the server and why.
rmSync(` + jsString(ok) + `);
c = await connectStdio(serve);
d = await desc(c);
r = await runCode(c, "try { await tools.list_allowed_directories({}); return 'no error' } catch (e) { return {name: e.name, tool: e.toolName, message: e.message} }");
print({step: "cached", typed: d.includes("list_allowed_directories"), noted: d.includes("fail with this reason"), value: r.structuredContent?.value});
await c.close();
`
	lines := jsonLines(t, runNode(t, script))
	if len(lines) != 5 {
		t.Fatalf("node output: %v", lines)
	}
	want := []func(m map[string]any) bool{
		func(m map[string]any) bool {
			return m["slowStarting"] == true && m["brokenNamed"] == true && m["sdkNamed"] == true && m["hasReadGraph"] == false
		},
		func(m map[string]any) bool {
			// The tool is not declared yet: the program fails, saying that
			// slow is still starting (issue #42 item 1; broken may be named
			// too, as the call started it again in the background).
			text, _ := m["text"].(string)
			return m["isError"] == true && strings.Contains(text, `there is no tool "read_graph"`) &&
				regexp.MustCompile(`; servers? (broken, )?slow (is|are) still starting`).MatchString(text)
		},
		func(m map[string]any) bool {
			return m["isError"] == false && jsonOf(m["value"]) == "[]" && m["slowNoted"] == false
		},
		func(m map[string]any) bool {
			return m["isError"] == false && strings.Contains(m["text"].(string), filepath.Base(dir)) && m["brokenNoted"] == false
		},
		func(m map[string]any) bool {
			v, _ := m["value"].(map[string]any)
			msg, _ := v["message"].(string)
			return m["typed"] == true && m["noted"] == true && v["name"] == "ToolCallError" && v["tool"] == "list_allowed_directories" &&
				strings.Contains(msg, `upstream server "broken"`) && strings.Contains(msg, "missing configuration")
		},
	}
	for i, l := range lines {
		if !want[i](l) {
			t.Errorf("step %v: %s", l["step"], jsonOf(l))
		}
	}
	if _, err := os.Stat(filepath.Join(cache, "codemode", "tool-lists")); err != nil {
		t.Errorf("no listing cache under XDG_CACHE_HOME: %v", err)
	}
}
