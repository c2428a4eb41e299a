package tests

// The OAuth upstream flow as a user runs it (issue #33, README "OAuth
// upstreams"): a real authorization server (zitadel/oidc's OpenID
// Provider: PKCE S256 required, JWT access tokens checked against its
// JWKS, rotating refresh tokens; see package oauthtest) and a go-sdk MCP server behind bearer-token
// middleware with protected-resource metadata, both on loopback;
// `codemode login` driven through its printed URL, `codemode serve`
// calling the protected tool from run_code, the token expiring and being
// refreshed, and a dead refresh token turned into the login hint.

import (
	"bufio"
	"context"
	"encoding/json"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/codemode-go/codemode/upstream/oauth/oauthtest"
)

func TestOAuthUpstreamLoginServeRefresh(t *testing.T) {
	requireServe(t)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	srv := oauthtest.Start(t)
	dir := t.TempDir()
	e := &e2e{dir: dir, servers: filepath.Join(dir, "servers.json"), state: t.TempDir()}
	file := map[string]any{"mcpServers": map[string]any{
		"prot": map[string]any{"url": srv.MCPURL, "oauth": map[string]any{"clientId": srv.ClientID, "clientSecret": srv.ClientSecret}},
	}}
	b, _ := json.Marshal(file)
	if err := os.WriteFile(e.servers, b, 0o600); err != nil {
		t.Fatal(err)
	}
	const prog = `return (await tools.whoami({greeting: "hi"})).reply`
	const hint = "run `codemode login prot`"

	// Before login: the server's failure names the command to run.
	r := codemode(t, dir, prog, "run", "--servers", e.servers, "--state", e.state, "-")
	if r.code == 0 || !strings.Contains(r.stderr+r.stdout, hint) {
		t.Fatalf("run before login: exit %d, want a failure naming %q\nstdout: %s\nstderr: %s", r.code, hint, r.stdout, r.stderr)
	}
	t.Logf("before login: exit %d, stderr: %s", r.code, r.stderr)

	// Login: follow the printed URL as a browser would.
	login := exec.CommandContext(ctx, codemodeBin, "login", "prot", "--servers", e.servers, "--state", e.state, "--timeout", "1m")
	stderr, _ := login.StderrPipe()
	var stdout strings.Builder
	login.Stdout = &stdout
	if err := login.Start(); err != nil {
		t.Fatal(err)
	}
	sc := bufio.NewScanner(stderr)
	approved := false
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if strings.HasPrefix(line, "http://") && !approved {
			if err := oauthtest.Approve(ctx, line); err != nil {
				t.Errorf("approving %s: %v", line, err)
			}
			approved = true
		}
	}
	io.Copy(io.Discard, stderr)
	if err := login.Wait(); err != nil || !approved {
		t.Fatalf("codemode login: %v (URL seen: %v)\nstdout: %s", err, approved, stdout.String())
	}
	if !strings.Contains(stdout.String(), "logged in to prot at "+srv.Issuer) {
		t.Errorf("login output = %q", stdout.String())
	}

	// serve finds the kept tokens; run_code calls the protected tool.
	cs := e.connect(t, nil)
	call := func() (string, bool) {
		t.Helper()
		res, err := runCode(t, ctx, cs, prog)
		if err != nil {
			t.Fatalf("run_code: %v", err)
		}
		return resultText(res), res.IsError
	}
	if text, isErr := call(); isErr || !strings.Contains(text, "hi, "+oauthtest.Subject) {
		t.Fatalf("run_code after login: isError=%v text=%s", isErr, text)
	}

	// The access token expires: the server refuses it once, serve
	// refreshes and retries, the program never notices.
	srv.Advance(oauthtest.AccessTTL + time.Minute)
	_, rejected := srv.Counts()
	if text, isErr := call(); isErr || !strings.Contains(text, "hi, "+oauthtest.Subject) {
		t.Fatalf("run_code after the access token expired: isError=%v text=%s", isErr, text)
	}
	if _, r2 := srv.Counts(); r2 != rejected+1 {
		t.Errorf("%d requests refused after expiry, want 1 (then the refreshed token)", r2-rejected)
	}

	// The refresh token dies: the tool fails with the login hint.
	srv.Advance(oauthtest.RefreshTTL + time.Minute)
	if text, isErr := call(); !isErr || !strings.Contains(text, hint) {
		t.Fatalf("run_code after the refresh token died: isError=%v text=%s, want the login hint", isErr, text)
	}
}

// TestLoginUsageAndFailures pins login's exit statuses: 2 for usage and
// servers-file problems, 1 when the flow fails; never a panic.
func TestLoginUsageAndFailures(t *testing.T) {
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	dir := t.TempDir()
	servers := filepath.Join(dir, "servers.json")
	// nometa is a path of the authorization server that answers 404 (no
	// challenge, no metadata); prot is the protected server, whose
	// authorization server offers no device flow.
	plain := oauthtest.Start(t)
	os.WriteFile(servers, []byte(`{"mcpServers": {
	  "local": {"command": "true"},
	  "old": {"type": "sse", "url": "http://127.0.0.1:1/sse"},
	  "down": {"url": "http://127.0.0.1:1/mcp"},
	  "nometa": {"url": "`+plain.Issuer+`/nothing/mcp"},
	  "prot": {"url": "`+plain.MCPURL+`", "oauth": {"clientId": "`+plain.ClientID+`"}},
	  "protdyn": {"url": "`+plain.MCPURL+`"}}}`), 0o600)
	bad := filepath.Join(dir, "bad.json")
	os.WriteFile(bad, []byte(`{"mcpServers": {"r": {"url": "https://h/mcp", "oauth": {"clientSecret": "s"}}}}`), 0o600)
	state := t.TempDir()
	for _, tt := range []struct {
		name string
		args []string
		code int
		msg  string
	}{
		{name: "no server", args: []string{"--servers", servers}, code: 2, msg: "want exactly one SERVER"},
		{name: "no servers file", args: []string{"x"}, code: 2, msg: "--servers FILE is required"},
		{name: "unknown server", args: []string{"--servers", servers, "nope"}, code: 2, msg: `has no server "nope" (it has: down, local, nometa, old, prot, protdyn)`},
		{name: "device without a client id", args: []string{"--servers", servers, "--device", "protdyn"}, code: 2, msg: `--device needs a pre-registered client`},
		{name: "device at a server without the grant", args: []string{"--servers", servers, "--device", "prot"}, code: 1, msg: "offers no device flow (grant_types_supported lacks urn:ietf:params:oauth:grant-type:device_code)"},
		{name: "stdio server", args: []string{"--servers", servers, "local"}, code: 2, msg: "OAuth applies to \"url\" servers only"},
		{name: "SSE server down", args: []string{"--servers", servers, "old"}, code: 1, msg: "codemode login: old: reaching http://127.0.0.1:1/sse"},
		{name: "bad oauth object", args: []string{"--servers", bad, "r"}, code: 2, msg: `"clientSecret" needs "clientId"`},
		{name: "bad timeout", args: []string{"--servers", servers, "--timeout", "0s", "down"}, code: 2, msg: "--timeout must be positive"},
		{name: "server down", args: []string{"--servers", servers, "down"}, code: 1, msg: "codemode login: down: reaching http://127.0.0.1:1/mcp"},
		{name: "no authorization server", args: []string{"--servers", servers, "nometa"}, code: 1, msg: "answered HTTP 404, not 401, and publishes no OAuth metadata: it does not use OAuth"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			r := codemode(t, dir, "", append([]string{"login", "--state", state, "--timeout", "5s"}, tt.args...)...)
			if r.code != tt.code || !strings.Contains(r.stderr, tt.msg) || strings.Contains(r.stderr, "panic") {
				t.Errorf("exit %d, stderr %q; want exit %d and %q", r.code, r.stderr, tt.code, tt.msg)
			}
			if testing.Verbose() {
				t.Logf("stderr: %s", r.stderr)
			}
		})
	}
}

// TestOAuthSSEUpstream: a server on the older HTTP+SSE transport is
// logged in to and called the same way.
func TestOAuthSSEUpstream(t *testing.T) {
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	srv := oauthtest.Start(t)
	dir, state := t.TempDir(), t.TempDir()
	servers := filepath.Join(dir, "servers.json")
	b, _ := json.Marshal(map[string]any{"mcpServers": map[string]any{
		"old": map[string]any{"type": "sse", "url": srv.SSEURL, "oauth": map[string]any{"clientId": srv.ClientID, "clientSecret": srv.ClientSecret}},
	}})
	os.WriteFile(servers, b, 0o600)
	login := exec.CommandContext(ctx, codemodeBin, "login", "old", "--servers", servers, "--state", state)
	stderr, _ := login.StderrPipe()
	if err := login.Start(); err != nil {
		t.Fatal(err)
	}
	sc := bufio.NewScanner(stderr)
	for sc.Scan() {
		if u := strings.TrimSpace(sc.Text()); strings.HasPrefix(u, "http://") {
			go oauthtest.Approve(ctx, u)
		}
	}
	if err := login.Wait(); err != nil {
		t.Fatalf("codemode login: %v", err)
	}
	r := codemode(t, dir, `return (await tools.whoami({greeting: "hello"})).reply`, "run", "--servers", servers, "--state", state, "-")
	if r.code != 0 || !strings.Contains(r.stdout, "hello, ") {
		t.Fatalf("run: exit %d\nstdout: %s\nstderr: %s", r.code, r.stdout, r.stderr)
	}
}
