package tests

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

// npmPackages are the npm packages the MCP end-to-end tests use: the
// official TypeScript SDK (as the client) and the reference servers (as
// upstreams). Versions are pinned so results do not drift.
var npmPackages = []string{
	"@modelcontextprotocol/sdk@1.32.2",
	"@modelcontextprotocol/server-filesystem@2026.8.31",
	"@modelcontextprotocol/server-memory@2026.8.31",
	"@modelcontextprotocol/server-everything@2026.8.31",
	"typescript@5.9.3",
}

var (
	npmOnce sync.Once
	npmDir  string
	npmSkip string
)

// npmModules returns a directory holding node_modules with npmPackages,
// installing them into the user cache directory once; it skips the test,
// with the reason, when node or npm is missing or npm cannot install.
func npmModules(t testing.TB) string {
	t.Helper()
	npmOnce.Do(func() {
		if _, err := exec.LookPath("node"); err != nil {
			npmSkip = "node is not installed; skipping the TypeScript SDK client test"
			return
		}
		npm, err := exec.LookPath("npm")
		if err != nil {
			npmSkip = "npm is not installed; skipping the TypeScript SDK client test"
			return
		}
		cache, err := os.UserCacheDir()
		if err != nil {
			npmSkip = "no user cache directory for npm packages: " + err.Error()
			return
		}
		dir := filepath.Join(cache, "codemode-npm", "mcp-e2e-1")
		done := filepath.Join(dir, "installed")
		if b, err := os.ReadFile(done); err == nil && string(b) == strings.Join(npmPackages, "\n") {
			npmDir = dir
			return
		}
		ctx, cancel := context.WithTimeout(context.Background(), 8*time.Minute)
		defer cancel()
		args := append([]string{"install", "--no-audit", "--no-fund", "--silent", "--prefix", dir}, npmPackages...)
		if out, err := exec.CommandContext(ctx, npm, args...).CombinedOutput(); err != nil {
			npmSkip = "npm could not install " + strings.Join(npmPackages, " ") + " (offline?): " + err.Error() + "\n" + string(out)
			return
		}
		_ = os.WriteFile(done, []byte(strings.Join(npmPackages, "\n")), 0o644)
		npmDir = dir
	})
	if npmSkip != "" {
		t.Skip(npmSkip)
	}
	return npmDir
}

// npmBin is the path of an installed package's executable.
func npmBin(t testing.TB, name string) string {
	t.Helper()
	p := filepath.Join(npmModules(t), "node_modules", ".bin", name)
	if _, err := os.Stat(p); err != nil {
		t.Fatalf("npm executable %s is missing: %v", name, err)
	}
	return p
}

// runNode runs script (an ES module that may import "./client.mjs", the
// helpers in testdata/tsclient) with node, in a fresh directory that sees
// the npm packages, and returns its stdout. It fails the test with the
// script's stderr when node exits non-zero.
func runNode(t testing.TB, script string, env ...string) string {
	t.Helper()
	out, errOut, err := runNodeErr(t, script, env...)
	if err != nil {
		t.Fatalf("node script failed: %v\nstdout: %s\nstderr: %s", err, out, errOut)
	}
	return out
}

// runNodeErr is runNode that returns the failure instead of failing.
func runNodeErr(t testing.TB, script string, env ...string) (stdout, stderr string, err error) {
	t.Helper()
	mods := npmModules(t)
	dir := t.TempDir()
	if err := os.Symlink(filepath.Join(mods, "node_modules"), filepath.Join(dir, "node_modules")); err != nil {
		t.Fatal(err)
	}
	lib, err := os.ReadFile(filepath.Join("testdata", "tsclient", "client.mjs"))
	if err != nil {
		t.Fatal(err)
	}
	for name, text := range map[string][]byte{"client.mjs": lib, "main.mjs": []byte(script)} {
		if err := os.WriteFile(filepath.Join(dir, name), text, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, "node", filepath.Join(dir, "main.mjs"))
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	var o, e strings.Builder
	cmd.Stdout, cmd.Stderr = &o, &e
	err = cmd.Run()
	return o.String(), e.String(), err
}
