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
