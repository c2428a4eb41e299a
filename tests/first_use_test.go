package tests

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// memoryServer is the npm package the first-use test starts with npx, pinned
// as npmPackages pins it.
const memoryServer = "@modelcontextprotocol/server-memory@2026.8.31"

// TestNewUserNpxServerFirstUse follows a new user's first hour (issue #42
// item 1): with a fresh user cache and npm cache, `codemode run --servers`
// of an `npx -y` server waits for npx to download and start it, and the
// program's calls of its tools work on that first use. It skips, saying
// why, where npx is missing or the npm registry is unreachable.
func TestNewUserNpxServerFirstUse(t *testing.T) {
	t.Parallel()
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	npx, err := exec.LookPath("npx")
	if err != nil {
		t.Skip("npx is not installed; skipping the first-use test")
	}
	home := t.TempDir()
	env := append(os.Environ(),
		"XDG_CACHE_HOME="+filepath.Join(home, "cache"),
		"npm_config_cache="+filepath.Join(home, "npm"),
		"npm_config_update_notifier=false",
	)
	ctx, cancel := context.WithTimeout(context.Background(), 8*time.Minute)
	defer cancel()
	probe := exec.CommandContext(ctx, "npm", "view", memoryServer, "version")
	probe.Env = env
	if out, err := probe.CombinedOutput(); err != nil {
		t.Skipf("the npm registry is unreachable (%v): %s", err, out)
	}
	dir := t.TempDir()
	servers := filepath.Join(dir, "servers.json")
	cfg, _ := json.Marshal(map[string]any{"mcpServers": map[string]any{
		"memory": map[string]any{"command": npx, "args": []string{"-y", memoryServer},
			"env": map[string]string{"MEMORY_FILE_PATH": filepath.Join(dir, "memory.jsonl")}},
	}})
	if err := os.WriteFile(servers, cfg, 0o600); err != nil {
		t.Fatal(err)
	}
	const prog = `await tools.create_entities({entities: [{name: "Ada", entityType: "person", observations: ["wrote the first program"]}]});
const g = await tools.read_graph({});
return g.entities.map(e => e.name);`
	// A first npx download on a loaded machine takes a while: the
	// default one-shot start timeout is what a new user gets.
	cmd := exec.CommandContext(ctx, codemodeBin, "run", "--json", "--servers", servers, "-")
	cmd.Dir, cmd.Env, cmd.Stdin = dir, env, strings.NewReader(prog)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	runErr := cmd.Run()
	t.Logf("stderr:\n%s", errb.String())
	if runErr != nil {
		t.Fatalf("first run: %v\nstdout: %s", runErr, out.String())
	}
	var r struct {
		Value []string `json:"value"`
		Error any      `json:"error"`
	}
	if err := json.Unmarshal(out.Bytes(), &r); err != nil || r.Error != nil || len(r.Value) != 1 || r.Value[0] != "Ada" {
		t.Fatalf("first run: %v, value %v, error %v\nstdout: %s", err, r.Value, r.Error, out.String())
	}
	for _, bad := range []string{"context canceled", "failed to start", "is not a function"} {
		if strings.Contains(errb.String(), bad) {
			t.Errorf("stderr says %q on a run that worked", bad)
		}
	}
}

// TestOneShotFailsNamingServersNotUp: a one-shot command whose server does
// not start fails with exit 1 naming it (issue #42 item 1), instead of
// going on without its tools.
func TestOneShotFailsNamingServersNotUp(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	servers := filepath.Join(dir, "servers.json")
	cfg, _ := json.Marshal(map[string]any{"mcpServers": map[string]any{
		"ghost": map[string]any{"command": filepath.Join(dir, "no-such-server")},
	}})
	if err := os.WriteFile(servers, cfg, 0o600); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"tools", "--servers", servers},
		{"run", "--servers", servers, "-"},
		{"sdk", "--servers", servers},
	} {
		r := codemode(t, dir, `return 1`, args...)
		if r.code != 1 || !strings.Contains(r.stderr, `"ghost"`) {
			t.Errorf("codemode %s: exit %d, want 1 naming ghost\nstderr: %s", args[0], r.code, r.stderr)
		}
	}
}
