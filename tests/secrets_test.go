package tests

// Issue #44 item 1: an upstream whose URL carries a key is down, and no
// output channel of `codemode serve` shows the key.

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// lockedBuffer collects a subprocess's stderr for the test to read.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// startServeReady runs `codemode serve --http` on a free address with
// args and env added to this process's, collecting its stderr, and waits
// until /readyz answers 200 (the upstreams made their first start). It
// returns the base URL, the process and its stderr.
func startServeReady(t *testing.T, env []string, args ...string) (string, *exec.Cmd, *lockedBuffer) {
	t.Helper()
	addr := freeAddr(t)
	cmd := exec.Command(codemodeBin, append([]string{"serve", "--http", addr}, args...)...)
	cmd.Env = append(os.Environ(), env...)
	stderr := &lockedBuffer{}
	cmd.Stderr = stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
	base := "http://" + addr
	for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(50 * time.Millisecond) { // polling for readiness, not timing an outcome
		if resp, err := http.Get(base + "/readyz"); err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return base, cmd, stderr
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("serve did not get ready: %s", stderr)
		}
	}
}

// startUpstreamHTTP runs tests/mcpupstream over streamable HTTP and returns
// its host:port and a function that kills it.
func startUpstreamHTTP(t *testing.T) (string, func()) {
	t.Helper()
	cmd := exec.Command(upstreamBin, "--http", "127.0.0.1:0")
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	var once sync.Once
	kill := func() { once.Do(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() }) }
	t.Cleanup(kill)
	line, err := bufio.NewReader(out).ReadString('\n')
	if err != nil {
		t.Fatalf("mcpupstream --http: %v", err)
	}
	u, ok := strings.CutPrefix(strings.TrimSpace(line), "listening on http://")
	if !ok {
		t.Fatalf("mcpupstream --http said %q", line)
	}
	return strings.TrimSuffix(u, "/mcp"), kill
}

// TestSecretsStayOutOfEveryChannel: the configured URLs carry a key in the
// query (${env:…}), in a path segment (${env:…}) and in the userinfo; one
// server is up at first and then goes away, the other never answers. The
// keys are absent from the tools/list description, codemode://sdk, a
// run_code result calling the dead server's tool, /readyz, /metrics and
// serve's stderr — while the messages still say which server failed.
func TestSecretsStayOutOfEveryChannel(t *testing.T) {
	requireServe(t)
	const (
		queryKey = "qk_live_7Hx9Q2mZ4pL8vR"
		pathKey  = "open-sesame-path"
		password = "hunter2-userinfo"
	)
	addr, kill := startUpstreamHTTP(t)
	dead := freeAddr(t)
	dir := t.TempDir()
	servers := filepath.Join(dir, "mcp.json")
	writeJSON(t, servers, map[string]any{"servers": map[string]any{
		"keyed": map[string]any{"type": "http", "url": "http://agent:" + password + "@" + addr + "/s/${env:CM_PATH_KEY}/mcp?api_key=${env:CM_QUERY_KEY}&v=1"},
		"never": map[string]any{"type": "http", "url": "http://" + dead + "/mcp?token=${env:CM_QUERY_KEY}"},
	}})
	base, _, stderr := startServeReady(t, []string{"CM_PATH_KEY=" + pathKey, "CM_QUERY_KEY=" + queryKey, "XDG_CACHE_HOME=" + filepath.Join(dir, "cache")},
		"--servers", servers, "--root", dir, "--approve", "*=allow", "--state", filepath.Join(dir, "state"), "--start-timeout", "5s", "--timeout", "20s")
	ctx := context.Background()
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "secrets", Version: "1"}, nil).Connect(ctx, &mcp.StreamableClientTransport{Endpoint: base + "/mcp"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	// Only "keyed" lists tools, so they keep their own names.
	res, err := runCode(t, ctx, cs, `return (await tools.add({a: 1, b: 2})).sum`)
	if err != nil || res.IsError || !strings.Contains(jsonOf(res.StructuredContent), `"value":3`) {
		t.Fatalf("the keyed server while up: %v %s\n%s", err, resultText(res), stderr)
	}
	kill() // the keyed server goes away
	channels := map[string]string{}
	res, err = runCode(t, ctx, cs, `try { await tools.add({a: 1, b: 2}); return "answered" } catch (e) { return e.message }`)
	if err != nil {
		t.Fatal(err)
	}
	channels["run_code result (call failing)"] = resultText(res) + jsonOf(res.StructuredContent)
	res, err = runCode(t, ctx, cs, `try { await tools.add({a: 1, b: 2}); return "answered" } catch (e) { return e.message }`)
	if err != nil {
		t.Fatal(err)
	}
	channels["run_code result (server down)"] = resultText(res) + jsonOf(res.StructuredContent)
	if !strings.Contains(channels["run_code result (server down)"], `"keyed"`) {
		t.Errorf("the failed call no longer names its server: %s", channels["run_code result (server down)"])
	}
	lt, err := cs.ListTools(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	channels["tools/list"] = jsonOf(lt)
	rr, err := cs.ReadResource(ctx, &mcp.ReadResourceParams{URI: "codemode://sdk"})
	if err != nil {
		t.Fatal(err)
	}
	channels["codemode://sdk"] = jsonOf(rr)
	for _, p := range []string{"/readyz", "/metrics"} {
		resp, err := http.Get(base + p)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		channels[p] = string(b)
	}
	_ = cs.Close()
	channels["stderr"] = stderr.String()
	if !strings.Contains(channels["stderr"], "never") {
		t.Errorf("stderr does not mention the server that never started:\n%s", channels["stderr"])
	}
	for name, text := range channels {
		for _, secret := range []string{queryKey, pathKey, password} {
			if strings.Contains(text, secret) {
				t.Errorf("%s shows the secret %q:\n%s", name, secret, text)
			}
		}
	}
	if t.Failed() {
		b, _ := json.MarshalIndent(channels, "", "  ")
		t.Logf("channels: %s", b)
	}
}
