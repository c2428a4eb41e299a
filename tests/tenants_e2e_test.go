package tests

import (
	"context"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/codemode-go/codemode/internal/testredis"
)

// tokenTransport sends a bearer token with every request.
type tokenTransport string

func (tt tokenTransport) RoundTrip(r *http.Request) (*http.Response, error) {
	r = r.Clone(r.Context())
	r.Header.Set("Authorization", "Bearer "+string(tt))
	return http.DefaultTransport.RoundTrip(r)
}

// TestTenantsE2E: two `serve --http --auth-tokens` replicas (the binary,
// with its default isolation) over one Redis: a client without a token
// is refused with 401; a handle alice made on one replica is unknown to
// bob on the other, by resources/read and by codemode.result in his
// program, while alice reads it there.
func TestTenantsE2E(t *testing.T) {
	t.Parallel()
	srv := testredis.Start(t)
	e := newE2E(t)
	tokens := filepath.Join(e.dir, "tokens")
	if err := os.WriteFile(tokens, []byte("# e2e\nalice alice-e2e-token-0123456789\nbob bob-e2e-token-0123456789\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	flags := []string{"--state", srv.URL(0), "--max-output", "64KiB", "--auth-tokens", tokens}
	one, two := e.startHTTP(t, flags...), e.startHTTP(t, flags...)
	ctx := context.Background()
	connect := func(url, token string) (*mcp.ClientSession, error) {
		hc := http.DefaultClient
		if token != "" {
			hc = &http.Client{Transport: tokenTransport(token)}
		}
		cs, err := mcp.NewClient(&mcp.Implementation{Name: "tenants", Version: "1"}, nil).Connect(ctx, &mcp.StreamableClientTransport{Endpoint: url, HTTPClient: hc, MaxRetries: -1}, nil)
		if err == nil {
			t.Cleanup(func() { cs.Close() })
		}
		return cs, err
	}
	if _, err := connect(one, ""); err == nil || !strings.Contains(err.Error(), "Unauthorized") {
		t.Fatalf("a client without a token: %v, want 401 Unauthorized", err)
	}
	alice, err := connect(one, "alice-e2e-token-0123456789")
	if err != nil {
		t.Fatal(err)
	}
	res, err := runCode(t, ctx, alice, `const items = []; for (let i = 0; i < 20000; i++) items.push({i, s: "v" + i}); return {items}`)
	if err != nil || res.IsError {
		t.Fatalf("alice's run: %v %s", err, resultText(res))
	}
	handle := structuredHandle(t, res)
	bob, err := connect(two, "bob-e2e-token-0123456789")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := bob.ReadResource(ctx, &mcp.ReadResourceParams{URI: handle}); err == nil || !strings.Contains(err.Error(), "unknown, expired") {
		t.Errorf("bob's resources/read of alice's handle: %v, want the unknown-handle error", err)
	}
	res, err = runCode(t, ctx, bob, fmt.Sprintf(`return await codemode.result(%q, {path: "items[19999].s"})`, handle))
	if err != nil || !res.IsError || !strings.Contains(resultText(res), "unknown, expired") {
		t.Errorf("bob's codemode.result of alice's handle: %v %s", err, resultText(res))
	}
	alice2, err := connect(two, "alice-e2e-token-0123456789")
	if err != nil {
		t.Fatal(err)
	}
	res, err = runCode(t, ctx, alice2, fmt.Sprintf(`return await codemode.result(%q, {path: "items[19999].s"})`, handle))
	if err != nil || jsonOf(res.StructuredContent) != `{"logs":[],"value":"v19999"}` {
		t.Errorf("alice on the other replica: %v %s", err, jsonOf(res.StructuredContent))
	}
}
