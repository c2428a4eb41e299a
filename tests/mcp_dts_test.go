package tests

// End-to-end test of the SDK as a file (issue 21, item 8): the
// codemode://sdk.d.ts resource, read with the official TypeScript SDK
// client from a serve in front of the npm reference servers, compiles
// under the real tsc with --strict --lib es2022, types a correct program,
// and rejects a wrong call.

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

func TestTSDeclarationFileCompiles(t *testing.T) {
	requireServe(t)
	dir := t.TempDir()
	servers := filepath.Join(dir, "servers.json")
	writeJSON(t, servers, map[string]any{"mcpServers": map[string]any{
		"memory":     map[string]any{"command": npmBin(t, "mcp-server-memory"), "env": map[string]string{"MEMORY_FILE_PATH": filepath.Join(dir, "m.jsonl")}},
		"everything": map[string]any{"command": npmBin(t, "mcp-server-everything")},
		"filesystem": map[string]any{"command": npmBin(t, "mcp-server-filesystem"), "args": []string{dir}},
	}})
	out := runNode(t, `import { connectStdio, print } from "./client.mjs";
const c = await connectStdio({command: `+jsString(codemodeBin)+`, args: ["serve", "--servers", `+jsString(servers)+`, "--root", `+jsString(dir)+`, "--start-timeout", "2m"]});
const { resources } = await c.listResources();
const dts = await c.readResource({uri: "codemode://sdk.d.ts"});
print({resources: resources.map(r => [r.uri, r.mimeType]), mime: dts.contents[0].mimeType, text: dts.contents[0].text});
await c.close();
`)
	lines := jsonLines(t, out)
	if len(lines) != 1 {
		t.Fatalf("node output: %s", out)
	}
	if got := jsonOf(lines[0]["resources"]); !strings.Contains(got, `["codemode://sdk","text/markdown"]`) || !strings.Contains(got, `["codemode://sdk.d.ts","application/typescript"]`) {
		t.Fatalf("resources: %s", got)
	}
	dts := lines[0]["text"].(string)
	for _, want := range []string{"declare const console", "declare const tools", "create_entities", "list_directory", "read:"} {
		if !strings.Contains(dts, want) {
			t.Fatalf("sdk.d.ts lacks %q:\n%s", want, dts)
		}
	}
	if err := os.WriteFile(filepath.Join(dir, "sdk.d.ts"), []byte(dts), 0o644); err != nil {
		t.Fatal(err)
	}
	tsc := filepath.Join(npmModules(t), "node_modules", "typescript", "lib", "tsc.js")
	compile := func(name, body string) (string, error) {
		src := "/// <reference path=\"./sdk.d.ts\" />\nasync function main(): Promise<unknown> {\n" + body + "\n}\nvoid main;\n"
		if err := os.WriteFile(filepath.Join(dir, name), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		cmd := exec.Command("node", tsc, "--strict", "--lib", "es2022", "--noEmit", filepath.Join(dir, "sdk.d.ts"), filepath.Join(dir, name))
		b, err := cmd.CombinedOutput()
		return string(b), err
	}
	if msg, err := compile("good.ts", `const f = await tools.read({path: "notes.txt"});
console.log(f.totalLines, f.content.length);
const g = await tools.read_graph({});
try { await tools.list_directory({path: "."}); } catch (e) { if (e instanceof ToolCallError) console.error(e.toolName); }
return g;`); err != nil {
		t.Fatalf("tsc rejects the declarations or a correct program: %v\n%s", err, msg)
	}
	msg, err := compile("bad.ts", `return await tools.read({pth: 1});`)
	if err == nil || !strings.Contains(msg, "bad.ts") || !strings.Contains(msg, "pth") {
		t.Fatalf("tsc accepted a call with a wrong argument (err %v):\n%s", err, msg)
	}
}
