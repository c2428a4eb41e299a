package tests

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"
)

// observedPackages are what the observed-types test installs from npm:
// two reference MCP servers that publish no outputSchema, and the
// TypeScript compiler. Pinned so results do not drift: these are the
// last releases without outputSchema (later ones declare it, and a
// declared schema always wins over an observed type).
var observedPackages = []string{
	"@modelcontextprotocol/server-filesystem@2025.8.21",
	"@modelcontextprotocol/server-memory@2025.8.4",
	"typescript@5.9.3",
}

var (
	observedOnce sync.Once
	observedDir  string
	observedSkip string
)

// observedModules installs observedPackages once into the user cache
// directory, or skips the test with the reason.
func observedModules(t testing.TB) string {
	t.Helper()
	observedOnce.Do(func() {
		if _, err := exec.LookPath("node"); err != nil {
			observedSkip = "node is not installed; skipping the observed-types test against npm servers"
			return
		}
		npm, err := exec.LookPath("npm")
		if err != nil {
			observedSkip = "npm is not installed; skipping the observed-types test against npm servers"
			return
		}
		cache, err := os.UserCacheDir()
		if err != nil {
			observedSkip = "no user cache directory for npm packages: " + err.Error()
			return
		}
		dir := filepath.Join(cache, "codemode-npm", "observed-2")
		done := filepath.Join(dir, "installed")
		if b, err := os.ReadFile(done); err == nil && string(b) == strings.Join(observedPackages, "\n") {
			observedDir = dir
			return
		}
		ctx, cancel := context.WithTimeout(context.Background(), 8*time.Minute)
		defer cancel()
		args := append([]string{"install", "--no-audit", "--no-fund", "--silent", "--prefix", dir}, observedPackages...)
		if out, err := exec.CommandContext(ctx, npm, args...).CombinedOutput(); err != nil {
			observedSkip = "npm could not install " + strings.Join(observedPackages, " ") + " (offline?): " + err.Error() + "\n" + string(out)
			return
		}
		_ = os.WriteFile(done, []byte(strings.Join(observedPackages, "\n")), 0o644)
		observedDir = dir
	})
	if observedSkip != "" {
		t.Skip(observedSkip)
	}
	return observedDir
}

func strconvQuote(s string) string { b, _ := json.Marshal(s); return string(b) }

// outputMap returns the ToolOutputMap interface of an SDK text.
func outputMap(sdk string) string {
	i := strings.Index(sdk, "interface ToolOutputMap")
	if i < 0 {
		return ""
	}
	j := strings.Index(sdk[i:], "\n}")
	return sdk[i : i+j+2]
}

var sdkFence = regexp.MustCompile("(?s)```ts\n(.*)\n```")

// TestObservedTypesNPM is issue 20's "done": against the npm
// server-filesystem and server-memory, after a handful of calls the SDK
// shows concrete output types (observed, with a comment), they survive in
// the file store, `codemode types` lists, shows and resets them, and a
// program using them type-checks under tsc --strict (while a misspelled
// member does not).
func TestObservedTypesNPM(t *testing.T) {
	mods := observedModules(t)
	bin := func(name string) string { return filepath.Join(mods, "node_modules", ".bin", name) }
	dir := t.TempDir()
	root := filepath.Join(dir, "files")
	if err := os.MkdirAll(filepath.Join(root, "sub"), 0o755); err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(root, "a.txt"), []byte("alpha\n"), 0o644)
	os.WriteFile(filepath.Join(root, "sub", "b.txt"), []byte("beta\n"), 0o644)
	servers := filepath.Join(dir, "servers.json")
	cfg, _ := json.Marshal(map[string]any{"mcpServers": map[string]any{
		"fs": map[string]any{"command": bin("mcp-server-filesystem"), "args": []string{root}, "approval": "allow"},
		// The servers' tools run without asking: with --state, run would
		// otherwise suspend the calls of tools not marked read-only.
		"memory": map[string]any{"command": bin("mcp-server-memory"), "env": map[string]string{"MEMORY_FILE_PATH": filepath.Join(dir, "memory.jsonl")}, "approval": "allow"},
	}})
	os.WriteFile(servers, cfg, 0o644)
	stateDir := filepath.Join(dir, "state")
	common := []string{"--servers", servers, "--root", dir, "--state", stateDir}

	before := codemode(t, dir, "", append([]string{"sdk"}, common...)...)
	if before.code != 0 {
		t.Fatalf("sdk: %d %s", before.code, before.stderr)
	}
	if strings.Contains(before.stdout, "Observed output type") {
		t.Fatal("observed types before any call")
	}
	prog := writeProgram(t, dir, "calls.ts", `
for (const [i, who] of ["Ada", "Alan", "Grace"].entries()) {
  await tools.create_entities({entities: [{name: who, entityType: "person", observations: ["obs " + i]}]});
}
await tools.create_relations({relations: [{from: "Ada", to: "Alan", relationType: "knows"}]});
for (let i = 0; i < 3; i++) {
  await tools.read_graph({});
  await tools.search_nodes({query: "A"});
  await tools.directory_tree({path: `+strconvQuote(root)+`});
}
return "ok";`)
	run := codemode(t, dir, "", append([]string{"run", "--json"}, append(common, prog)...)...)
	if run.code != 0 {
		t.Fatalf("the calls failed: %s %s", run.stdout, run.stderr)
	}
	after := codemode(t, dir, "", append([]string{"sdk"}, common...)...)
	om := outputMap(after.stdout)
	t.Logf("ToolOutputMap before:\n%s\nafter:\n%s", outputMap(before.stdout), om)
	for _, want := range []string{"Observed output type (the tool declares none)", "read_graph: {", "name: string;", "relationType: string;", "directory_tree:"} {
		if !strings.Contains(om, want) {
			t.Errorf("the SDK after the calls lacks %q", want)
		}
	}
	for _, secret := range []string{"Ada", "Grace", "obs 0", "alpha", "a.txt"} {
		if strings.Contains(om, secret) {
			t.Errorf("an observed value %q leaked into the SDK types", secret)
		}
	}

	// A program using the observed types type-checks under --strict; a
	// misspelled member is an error.
	m := sdkFence.FindStringSubmatch(after.stdout)
	if m == nil {
		t.Fatal("no ts fence in the SDK")
	}
	good := `const g = await tools.read_graph({});
const names: string[] = g.entities.map((e) => e.name);
const kinds: string[] = g.relations.map((r) => r.relationType);
console.log(names.join(","), kinds.length);`
	bad := `const g = await tools.read_graph({});
console.log(g.entites.length);`
	checkTSC(t, mods, m[1], map[string]string{"good.ts": good, "bad.ts": bad}, map[string]string{"bad.ts": "TS2551"})

	// codemode types lists, shows and resets them.
	list := codemode(t, dir, "", "types", "list", "--state", stateDir)
	if list.code != 0 || !strings.Contains(list.stdout, "read_graph") || !strings.Contains(list.stdout, "3 calls") {
		t.Errorf("types list: %d %s %s", list.code, list.stdout, list.stderr)
	}
	show := codemode(t, dir, "", "types", "show", "read_graph", "--state", stateDir)
	if show.code != 0 || !strings.Contains(show.stdout, "entities:") {
		t.Errorf("types show: %d %s %s", show.code, show.stdout, show.stderr)
	}
	if r := codemode(t, dir, "", "types", "reset", "read_graph", "--state", stateDir); r.code != 0 {
		t.Errorf("types reset: %d %s", r.code, r.stderr)
	}
	again := codemode(t, dir, "", append([]string{"sdk"}, common...)...)
	if strings.Contains(outputMap(again.stdout), "read_graph") {
		t.Error("read_graph's type survived a reset")
	}
	off := codemode(t, dir, "", append([]string{"sdk", "--observe-types=false"}, common...)...)
	if strings.Contains(off.stdout, "Observed output type") {
		t.Error("--observe-types=false still shows observed types")
	}
}

// checkTSC compiles each program after the SDK declarations with tsc
// --strict; wantErr names the error code a file must fail with (none: it
// must compile).
func checkTSC(t *testing.T, mods, sdk string, files map[string]string, wantErr map[string]string) {
	t.Helper()
	dir := t.TempDir()
	var names []string
	for name, body := range files {
		text := "declare const console: { log(...data: unknown[]): void };\n" + sdk + "\n\nasync function main() {\n" + body + "\n}\nvoid main;\nexport {};\n"
		os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644)
		names = append(names, name)
	}
	cfg, _ := json.Marshal(map[string]any{
		"compilerOptions": map[string]any{"strict": true, "noEmit": true, "target": "es2022", "module": "es2022", "lib": []string{"es2022"}, "types": []string{}, "skipLibCheck": true},
		"files":           names,
	})
	os.WriteFile(filepath.Join(dir, "tsconfig.json"), cfg, 0o644)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	out, _ := exec.CommandContext(ctx, "node", filepath.Join(mods, "node_modules", "typescript", "lib", "tsc.js"), "-p", dir, "--pretty", "false").CombinedOutput()
	for name := range files {
		var diags []string
		for _, l := range strings.Split(string(out), "\n") {
			if strings.Contains(l, name+"(") {
				diags = append(diags, l)
			}
		}
		want := wantErr[name]
		switch {
		case want == "" && len(diags) > 0:
			t.Errorf("%s must type-check under --strict:\n%s", name, strings.Join(diags, "\n"))
		case want != "" && !strings.Contains(strings.Join(diags, "\n"), want):
			t.Errorf("%s must fail with %s; tsc says:\n%s", name, want, out)
		}
	}
}
