package tests

// End-to-end tests of the servers file as users really write it (issue
// 21, item 1): a whole claude_desktop_config.json, VS Code's mcp.json, and
// a file that lists codemode itself. The client is the official
// TypeScript SDK; the upstreams are the reference npm servers.

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

func writeJSON(t testing.TB, path string, v any) {
	t.Helper()
	b, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
}

// jsString quotes s as a JavaScript string literal.
func jsString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// jsonLines decodes the JSON lines a node script printed.
func jsonLines(t testing.TB, out string) []map[string]any {
	t.Helper()
	var lines []map[string]any
	for _, l := range strings.Split(strings.TrimSpace(out), "\n") {
		if l == "" {
			continue
		}
		var m map[string]any
		if err := json.Unmarshal([]byte(l), &m); err != nil {
			t.Fatalf("node printed a line that is not a JSON object: %q", l)
		}
		lines = append(lines, m)
	}
	return lines
}

// TestTSClaudeDesktopConfigAsServersFile points --servers at a real
// claude_desktop_config.json (other top-level keys included): the keys
// are ignored with a warning and the servers' tools work from run_code.
func TestTSClaudeDesktopConfigAsServersFile(t *testing.T) {
	requireServe(t)
	dir := t.TempDir()
	cfg := filepath.Join(dir, "claude_desktop_config.json")
	writeJSON(t, cfg, map[string]any{
		"globalShortcut": "Alt+Space",
		"mcpServers": map[string]any{
			// The user lets the memory server write without asking (serve
			// asks before a program's writes by default).
			"memory":     map[string]any{"command": npmBin(t, "mcp-server-memory"), "env": map[string]string{"MEMORY_FILE_PATH": filepath.Join(dir, "memory.jsonl")}, "approval": "allow"},
			"filesystem": map[string]any{"command": npmBin(t, "mcp-server-filesystem"), "args": []string{dir}},
		},
	})
	if err := os.WriteFile(filepath.Join(dir, "hello.txt"), []byte("hi"), 0o644); err != nil {
		t.Fatal(err)
	}
	out := runNode(t, `import { connectStdio, runCode, print } from "./client.mjs";
const client = await connectStdio({command: `+jsString(codemodeBin)+`, args: ["serve", "--servers", `+jsString(cfg)+`, "--root", `+jsString(dir)+`, "--start-timeout", "2m"]});
const { tools } = await client.listTools();
print({tools: tools.map(t => t.name), mentions: ["create_entities", "list_directory"].filter(n => tools[0].description.includes(n))});
const res = await runCode(client, `+"`"+`
await tools.create_entities({entities: [{name: "codemode", entityType: "project", observations: ["wraps MCP servers"]}]});
const graph = await tools.read_graph({});
const dir = await tools.list_directory({path: `+jsString(dir)+`});
return {entities: graph.entities.map(e => e.name), dir: JSON.stringify(dir)};`+"`"+`);
print({isError: res.isError ?? false, value: res.structuredContent?.value, text: res.content?.[0]?.text});
print({stderr: client.stderrText()});
await client.close();
`)
	lines := jsonLines(t, out)
	if len(lines) != 3 {
		t.Fatalf("node output: %s", out)
	}
	if got := jsonOf(lines[0]); !strings.Contains(got, `"tools":["run_code"]`) || !strings.Contains(got, `"mentions":["create_entities","list_directory"]`) {
		t.Fatalf("tools/list: %s", got)
	}
	if got := jsonOf(lines[1]); lines[1]["isError"] != false || !strings.Contains(got, `"entities":["codemode"]`) || !strings.Contains(got, `hello.txt`) {
		t.Fatalf("run_code over the Claude Desktop config: %s", got)
	}
	if s, _ := lines[2]["stderr"].(string); !strings.Contains(s, `ignoring top-level key \"globalShortcut\"`) && !strings.Contains(s, `ignoring top-level key "globalShortcut"`) {
		t.Fatalf("stderr has no warning about globalShortcut: %q", s)
	}
}

// TestTSVSCodeServersFile reads VS Code's .vscode/mcp.json format with
// ${workspaceFolder}.
func TestTSVSCodeServersFile(t *testing.T) {
	requireServe(t)
	ws := t.TempDir()
	mcpJSON := filepath.Join(ws, ".vscode", "mcp.json")
	writeJSON(t, mcpJSON, map[string]any{
		"inputs": []any{},
		"servers": map[string]any{
			"fs": map[string]any{"type": "stdio", "command": npmBin(t, "mcp-server-filesystem"), "args": []string{"${workspaceFolder}"}},
		},
	})
	if err := os.WriteFile(filepath.Join(ws, "in-workspace.txt"), []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	out := runNode(t, `import { connectStdio, runCode, print } from "./client.mjs";
const client = await connectStdio({command: `+jsString(codemodeBin)+`, args: ["serve", "--servers", `+jsString(mcpJSON)+`, "--root", `+jsString(ws)+`, "--start-timeout", "2m"]});
const res = await runCode(client, "return await tools.list_allowed_directories({})");
print({isError: res.isError ?? false, value: res.structuredContent?.value});
const res2 = await runCode(client, "return await tools.list_directory({path: "+JSON.stringify(`+jsString(ws)+`)+"})");
print({isError: res2.isError ?? false, value: res2.structuredContent?.value});
await client.close();
`)
	lines := jsonLines(t, out)
	if len(lines) != 2 || lines[0]["isError"] != false || !strings.Contains(jsonOf(lines[0]["value"]), filepath.Base(ws)) {
		t.Fatalf("the ${workspaceFolder} argument did not reach the server: %s", out)
	}
	if !strings.Contains(jsonOf(lines[1]["value"]), "in-workspace.txt") {
		t.Fatalf("list_directory of the workspace: %s", out)
	}
}

// TestServersFileListingCodemodeIsRefused: a client config that holds
// codemode itself (its entry runs codemode serve with that same file)
// beside the servers it wraps is served without that entry, with a
// one-line warning (issue #42 item 5); a loop through two files is stopped
// by the first child, so the parent serves on with that upstream
// unavailable.
func TestServersFileListingCodemodeIsRefused(t *testing.T) {
	requireServe(t)
	dir := t.TempDir()
	self := filepath.Join(dir, "claude_desktop_config.json")
	writeJSON(t, self, map[string]any{"mcpServers": map[string]any{
		"codemode": map[string]any{"command": codemodeBin, "args": []string{"serve", "--servers", self}},
		"up":       map[string]any{"command": upstreamBin},
	}})
	r := codemode(t, dir, "", "tools", "--json", "--servers", self)
	if r.code != 0 || strings.Count(r.stderr, "\n") != 1 || !strings.Contains(r.stderr, "skipping mcpServers.codemode: it is this codemode") {
		t.Fatalf("tools over a config that holds codemode: exit %d, stderr %q; want exit 0 and one warning line", r.code, r.stderr)
	}
	if !strings.Contains(r.stdout, "get_user") {
		t.Fatalf("the other server's tools are not served: %.400s", r.stdout)
	}

	// a.json starts codemode with b.json, which starts codemode with a.json.
	a, b := filepath.Join(dir, "a.json"), filepath.Join(dir, "b.json")
	writeJSON(t, a, map[string]any{"mcpServers": map[string]any{"b": map[string]any{"command": codemodeBin, "args": []string{"serve", "--servers", b}}}})
	writeJSON(t, b, map[string]any{"mcpServers": map[string]any{"a": map[string]any{"command": codemodeBin, "args": []string{"serve", "--servers", a}}}})
	res := runNode(t, `import { connectStdio, runCode, print } from "./client.mjs";
const client = await connectStdio({command: `+jsString(codemodeBin)+`, args: ["serve", "--servers", `+jsString(a)+`, "--root", `+jsString(dir)+`]});
const r = await runCode(client, "return 1");
print({value: r.structuredContent?.value, stderr: client.stderrText()});
await client.close();
`)
	lines := jsonLines(t, res)
	if len(lines) != 1 || lines[0]["value"] != float64(1) {
		t.Fatalf("the parent stopped serving: %s", res)
	}
	if s, _ := lines[0]["stderr"].(string); !strings.Contains(s, "already served by a codemode that started this one") {
		t.Fatalf("the loop a -> b -> a was not named: %q", s)
	}
}

// readmeJSON returns the first ```json block after the README line that
// starts with lead.
func readmeJSON(t testing.TB, lead string) string { return readmeBlock(t, lead, "json") }

// claudeMCPAdd is the .mcp.json that `claude mcp add --scope project NAME
// -- COMMAND ARGS...` (the README's one line) writes.
func claudeMCPAdd(t testing.TB, line string) string {
	t.Helper()
	words := strings.Fields(line)
	dash := slices.Index(words, "--")
	if len(words) < 4 || words[0] != "claude" || words[1] != "mcp" || words[2] != "add" || dash < 4 || dash+1 >= len(words) {
		t.Fatalf("README's claude mcp add line is not `claude mcp add [options] NAME -- COMMAND ARGS`: %q", line)
	}
	name := words[dash-1]
	b, _ := json.MarshalIndent(map[string]any{"mcpServers": map[string]any{name: map[string]any{
		"type": "stdio", "command": words[dash+1], "args": words[dash+2:], "env": map[string]string{}}}}, "", " ")
	return string(b)
}

// readmeBlock returns the first ```LANG block after the README line that
// starts with lead.
func readmeBlock(t testing.TB, lead, lang string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	text := string(b)
	i := strings.Index(text, "\n"+lead)
	if i < 0 {
		t.Fatalf("README has no line starting with %q", lead)
	}
	m := regexp.MustCompile("(?s)```" + lang + "\n(.*?)\n```").FindStringSubmatch(text[i:])
	if m == nil {
		t.Fatalf("README has no %s block after %q", lang, lead)
	}
	return m[1]
}

// TestREADMEClientSections follows the README's Claude Desktop and VS Code
// sections literally: their JSON is written as the client's configuration
// (only the placeholders a user fills in are replaced), and the server is
// launched exactly as that client launches it.
func TestREADMEClientSections(t *testing.T) {
	requireServe(t)
	for _, tt := range []struct {
		lead, file, key string
	}{
		{"Claude Desktop", "claude_desktop_config.json", "mcpServers"},
		{"or by hand, Claude Code's", ".mcp.json", "mcpServers"},
		{"Claude Code, from the project directory", ".mcp.json", "cli"},
		{"VS Code", ".vscode/mcp.json", "servers"},
	} {
		t.Run(tt.lead, func(t *testing.T) {
			ws := t.TempDir()
			project := filepath.Join(ws, "project")
			servers := filepath.Join(ws, "servers.json")
			writeJSON(t, servers, map[string]any{"mcpServers": map[string]any{
				// The user lets the memory server write without asking.
				"memory": map[string]any{"command": npmBin(t, "mcp-server-memory"), "env": map[string]string{"MEMORY_FILE_PATH": filepath.Join(ws, "memory.jsonl")}, "approval": "allow"},
			}})
			if err := os.MkdirAll(project, 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(project, "notes.txt"), []byte("from the README\n"), 0o644); err != nil {
				t.Fatal(err)
			}
			// The user's edits: where codemode is installed and their paths.
			text := readmeBlock(t, tt.lead, "json")
			if tt.key == "cli" {
				// `claude mcp add [options] NAME -- COMMAND ARGS...` writes
				// the entry Claude Code launches: that is what is run.
				text = claudeMCPAdd(t, readmeBlock(t, tt.lead, "sh"))
				tt.key = "mcpServers"
			}
			text = strings.ReplaceAll(text, `"command": "codemode"`, `"command": `+jsString(codemodeBin))
			text = strings.ReplaceAll(text, "/path/to/servers.json", servers)
			text = strings.ReplaceAll(text, "/path/to/project", project)
			cfgPath := filepath.Join(ws, tt.file)
			if tt.key == "servers" {
				// VS Code: the workspace folder is the project, and
				// servers.json lives there.
				cfgPath = filepath.Join(project, tt.file)
				if err := os.Rename(servers, filepath.Join(project, "servers.json")); err != nil {
					t.Fatal(err)
				}
			}
			if err := os.MkdirAll(filepath.Dir(cfgPath), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(cfgPath, []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
			// The client reads its configuration file and launches the
			// entry; VS Code expands ${workspaceFolder} first.
			out := runNode(t, `import { connectStdio, runCode, print } from "./client.mjs";
import { readFileSync } from "node:fs";
const cfg = JSON.parse(readFileSync(`+jsString(cfgPath)+`, "utf8"))[`+jsString(tt.key)+`].codemode;
const expand = (s) => s.replaceAll("${workspaceFolder}", `+jsString(project)+`);
const client = await connectStdio({command: cfg.command, args: (cfg.args ?? []).map(expand), env: cfg.env, cwd: `+jsString(ws)+`});
const r = await runCode(client, "const n = await tools.read({path: 'notes.txt'}); await tools.create_entities({entities: [{name: 'readme', entityType: 'doc', observations: []}]}); return {notes: n.content, graph: (await tools.read_graph({})).entities.length}");
print({isError: r.isError ?? false, value: r.structuredContent?.value, text: r.content?.[0]?.text});
await client.close();
`)
			lines := jsonLines(t, out)
			if len(lines) != 1 || lines[0]["isError"] != false || jsonOf(lines[0]["value"]) != `{"graph":1,"notes":"from the README\n"}` {
				t.Fatalf("the README's %s section does not work as written: %s", tt.lead, out)
			}
		})
	}
}
