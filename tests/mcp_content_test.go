package tests

// End-to-end test of upstream content under `codemode serve` (issue 21,
// item 5): annotations of upstream content blocks reach the client in the
// native and both modes. Client: the official TypeScript SDK; upstream:
// the npm server-everything.

import (
	"path/filepath"
	"testing"
)

func TestTSUpstreamAnnotationsKept(t *testing.T) {
	requireServe(t)
	dir := t.TempDir()
	servers := filepath.Join(dir, "servers.json")
	writeJSON(t, servers, map[string]any{"mcpServers": map[string]any{
		"everything": map[string]any{"command": npmBin(t, "mcp-server-everything")},
	}})
	for _, mode := range []string{"native", "both"} {
		t.Run(mode, func(t *testing.T) {
			out := runNode(t, `import { connectStdio, print } from "./client.mjs";
const c = await connectStdio({command: `+jsString(codemodeBin)+`, args: ["serve", "--servers", `+jsString(servers)+`, "--mode", `+jsString(mode)+`, "--start-timeout", "2m"]});
const r = await c.callTool({name: "get-annotated-message", arguments: {messageType: "success"}});
print({isError: r.isError ?? false, content: r.content});
await c.close();
`)
			lines := jsonLines(t, out)
			if len(lines) != 1 || lines[0]["isError"] != false {
				t.Fatalf("node output: %s", out)
			}
			want := `[{"annotations":{"audience":["user"],"priority":0.7},"text":"Operation completed successfully","type":"text"}]`
			if got := jsonOf(lines[0]["content"]); got != want {
				t.Fatalf("content in %s mode = %s, want %s", mode, got, want)
			}
		})
	}
}

// TestTSUpstreamResourcesAndPrompts: upstream resources are offered named
// SERVER/NAME, upstream prompts under their own names (unique across
// servers, DESIGN §6's tool naming rule) and got by them, and a
// resource_link a tool returned can be read through codemode.
func TestTSUpstreamResourcesAndPrompts(t *testing.T) {
	requireServe(t)
	dir := t.TempDir()
	servers := filepath.Join(dir, "servers.json")
	writeJSON(t, servers, map[string]any{"mcpServers": map[string]any{
		"everything": map[string]any{"command": npmBin(t, "mcp-server-everything")},
	}})
	out := runNode(t, `import { connectStdio, print } from "./client.mjs";
const c = await connectStdio({command: `+jsString(codemodeBin)+`, args: ["serve", "--servers", `+jsString(servers)+`, "--mode", "both", "--start-timeout", "2m"]});
const r = await c.callTool({name: "get-resource-links", arguments: {count: 2}});
const link = r.content.find(b => b.type === "resource_link");
const read = await c.readResource({uri: link.uri});
const { resources } = await c.listResources();
const { prompts } = await c.listPrompts();
const upstream = prompts.filter(p => p.name !== "codemode");
const simple = upstream.find(p => !(p.arguments ?? []).some(a => a.required));
const got = await c.getPrompt({name: simple.name, arguments: {}});
print({link: link.uri, read: read.contents[0].uri, ours: resources.some(x => x.uri === "codemode://sdk"),
  namespaced: resources.filter(x => x.name.startsWith("everything/")).length, prompt: simple.name, messages: got.messages.length,
  qualified: upstream.filter(p => p.name.startsWith("everything")).map(p => p.name), upstream: upstream.length,
  own: prompts.some(p => p.name === "codemode")});
await c.close();
`)
	lines := jsonLines(t, out)
	if len(lines) != 1 {
		t.Fatalf("node output: %s", out)
	}
	l := lines[0]
	if l["link"] == "" || l["read"] != l["link"] || l["ours"] != true || l["namespaced"].(float64) < 1 || l["own"] != true || l["messages"].(float64) < 1 ||
		l["upstream"].(float64) < 1 || len(l["qualified"].([]any)) != 0 {
		t.Fatalf("resources and prompts through codemode: %s", jsonOf(l))
	}
}
