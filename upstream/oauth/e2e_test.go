package oauth_test

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/codemode-go/codemode/state"
	"github.com/codemode-go/codemode/upstream/oauth"
	"github.com/codemode-go/codemode/upstream/oauth/oauthtest"
)

// TestFlowAgainstARealAuthorizationServer runs the whole client side
// against a real authorization server and a protected go-sdk MCP server:
// the 401 challenge, metadata discovery (RFC 9728 then OIDC discovery),
// the code flow with PKCE (the server verifies the S256 challenge), the
// tokens kept in the store, authorized tool calls, a rejected expired
// token refreshed and the call retried, and a dead refresh token turned
// into the "run codemode login" error.
func TestFlowAgainstARealAuthorizationServer(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	srv := oauthtest.Start(t)
	store := state.NewMemory(nil)
	client := oauth.Client{ID: srv.ClientID, Secret: srv.ClientSecret}

	// Before any login the server's tools fail with the login hint.
	h := oauth.NewHandler(oauth.HandlerOptions{Name: "prot", URL: srv.MCPURL, Client: client, Store: store})
	if _, err := connect(ctx, srv.MCPURL, h); !loginRequired(err) {
		t.Fatalf("connect before login: err = %v, want a LoginRequiredError", err)
	}

	var opened string
	g, err := oauth.Login(ctx, oauth.LoginOptions{
		Name: "prot", URL: srv.MCPURL, Client: client, Store: store,
		Open: func(ctx context.Context, u string) error {
			opened = u
			go oauthtest.Approve(ctx, u)
			return nil
		},
	})
	if err != nil {
		t.Fatalf("Login: %v", err)
	}
	for _, want := range []string{"code_challenge_method=S256", "code_challenge=", "resource=" + urlEsc(srv.MCPURL), "scope=openid+" + oauthtest.Scope, "redirect_uri=http%3A%2F%2F127.0.0.1%3A"} {
		if !strings.Contains(opened, want) {
			t.Errorf("authorization URL %s lacks %s", opened, want)
		}
	}
	if g.Resource != srv.MCPURL || g.Issuer != srv.Issuer || g.RefreshToken == "" || g.AuthMethod != "client_secret_post" {
		t.Errorf("grant = %+v: want resource %s, issuer %s, a refresh token, client_secret_post", g, srv.MCPURL, srv.Issuer)
	}
	if _, err := store.Get(ctx, oauth.StoreKey(srv.MCPURL, client)); err != nil {
		t.Fatalf("grant not kept in the store: %v", err)
	}

	// A fresh handler (a new process) finds the tokens in the store.
	h = oauth.NewHandler(oauth.HandlerOptions{Name: "prot", URL: srv.MCPURL, Client: client, Store: store})
	cs, err := connect(ctx, srv.MCPURL, h)
	if err != nil {
		t.Fatalf("connect after login: %v", err)
	}
	defer cs.Close()
	if got := whoami(ctx, t, cs); got != "hi, "+oauthtest.Subject {
		t.Errorf("whoami = %q", got)
	}

	// The access token expires on the server's clock; the server refuses
	// it, the handler refreshes and the call is retried.
	before, _ := store.Get(ctx, oauth.StoreKey(srv.MCPURL, client))
	srv.Advance(oauthtest.AccessTTL + time.Minute)
	_, rejectedBefore := srv.Counts()
	if got := whoami(ctx, t, cs); got != "hi, "+oauthtest.Subject {
		t.Errorf("whoami after expiry = %q", got)
	}
	if _, rejected := srv.Counts(); rejected != rejectedBefore+1 {
		t.Errorf("the server refused %d requests after expiry, want exactly the one before the refresh", rejected-rejectedBefore)
	}
	after, _ := store.Get(ctx, oauth.StoreKey(srv.MCPURL, client))
	if string(after) == string(before) {
		t.Error("the refreshed token was not kept in the store")
	}

	// The refresh token dies too: the call fails with the login hint.
	srv.Advance(oauthtest.RefreshTTL + time.Minute)
	_, err = cs.CallTool(ctx, &mcp.CallToolParams{Name: "whoami", Arguments: map[string]any{"greeting": "hi"}})
	if !loginRequired(err) || !strings.Contains(err.Error(), "run `codemode login prot`") {
		t.Fatalf("call with a dead refresh token: err = %v, want the login hint", err)
	}
}

func urlEsc(s string) string {
	return strings.NewReplacer(":", "%3A", "/", "%2F").Replace(s)
}

func loginRequired(err error) bool {
	var lr *oauth.LoginRequiredError
	return errors.As(err, &lr)
}

func connect(ctx context.Context, url string, h *oauth.Handler) (*mcp.ClientSession, error) {
	c := mcp.NewClient(&mcp.Implementation{Name: "t", Version: "1"}, nil)
	return c.Connect(ctx, &mcp.StreamableClientTransport{Endpoint: url, OAuthHandler: h, HTTPClient: &http.Client{}, MaxRetries: -1}, nil)
}

func whoami(ctx context.Context, t *testing.T, cs *mcp.ClientSession) string {
	t.Helper()
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "whoami", Arguments: map[string]any{"greeting": "hi"}})
	if err != nil {
		t.Fatalf("whoami: %v", err)
	}
	if res.IsError {
		t.Fatalf("whoami failed: %+v", res.Content)
	}
	m, _ := res.StructuredContent.(map[string]any)
	s, _ := m["reply"].(string)
	return s
}

// TestLoginWhileConnectedTakesEffect: a login run by another process
// while a connection is up (its token since expired) is picked up on the
// server's 401, without a refresh and without reconnecting.
func TestLoginWhileConnectedTakesEffect(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	srv := oauthtest.Start(t)
	store := state.NewMemory(nil)
	client := oauth.Client{ID: srv.ClientID, Secret: srv.ClientSecret}
	login := func() {
		t.Helper()
		_, err := oauth.Login(ctx, oauth.LoginOptions{Name: "prot", URL: srv.MCPURL, Client: client, Store: store,
			Open: func(ctx context.Context, u string) error { go oauthtest.Approve(ctx, u); return nil }})
		if err != nil {
			t.Fatalf("Login: %v", err)
		}
	}
	login()
	cs, err := connect(ctx, srv.MCPURL, oauth.NewHandler(oauth.HandlerOptions{Name: "prot", URL: srv.MCPURL, Client: client, Store: store}))
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	whoami(ctx, t, cs)
	srv.Advance(oauthtest.AccessTTL + time.Minute)
	login()
	kept, _ := store.Get(ctx, oauth.StoreKey(srv.MCPURL, client))
	if got := whoami(ctx, t, cs); got != "hi, "+oauthtest.Subject {
		t.Errorf("whoami = %q", got)
	}
	if now, _ := store.Get(ctx, oauth.StoreKey(srv.MCPURL, client)); string(now) != string(kept) {
		t.Error("the handler refreshed instead of taking the token the new login kept")
	}
}

// TestSSETransport: the older HTTP+SSE transport takes no OAuth handler;
// Handler.Transport authorizes its requests the same way: the token, a
// refresh on 401 with the request replayed, the login hint at the end.
// (go-sdk's SSE server hands tools no token info, so the reply names no
// subject.)
func TestSSETransport(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	srv := oauthtest.Start(t)
	store := state.NewMemory(nil)
	client := oauth.Client{ID: srv.ClientID, Secret: srv.ClientSecret}
	if _, err := oauth.Login(ctx, oauth.LoginOptions{Name: "sse", URL: srv.SSEURL, Client: client, Store: store,
		Open: func(ctx context.Context, u string) error { go oauthtest.Approve(ctx, u); return nil }}); err != nil {
		t.Fatalf("Login: %v", err)
	}
	h := oauth.NewHandler(oauth.HandlerOptions{Name: "sse", URL: srv.SSEURL, Client: client, Store: store})
	c := mcp.NewClient(&mcp.Implementation{Name: "t", Version: "1"}, nil)
	cs, err := c.Connect(ctx, &mcp.SSEClientTransport{Endpoint: srv.SSEURL, HTTPClient: &http.Client{Transport: h.Transport(nil)}}, nil)
	if err != nil {
		t.Fatalf("connect: %v", err)
	}
	defer cs.Close()
	if got := whoami(ctx, t, cs); got != "hi, " {
		t.Errorf("whoami = %q", got)
	}
	srv.Advance(oauthtest.AccessTTL + time.Minute)
	_, rejected := srv.Counts()
	if got := whoami(ctx, t, cs); got != "hi, " {
		t.Errorf("whoami after expiry = %q", got)
	}
	if _, r := srv.Counts(); r != rejected+1 {
		t.Errorf("%d requests refused after expiry, want 1", r-rejected)
	}
	srv.Advance(oauthtest.RefreshTTL + time.Minute)
	_, err = cs.CallTool(ctx, &mcp.CallToolParams{Name: "whoami", Arguments: map[string]any{"greeting": "hi"}})
	if err == nil || !strings.Contains(err.Error(), "run `codemode login sse`") {
		t.Fatalf("call with a dead refresh token: %v, want the login hint", err)
	}
}

// TestLoginFixedCallbackPort: with callbackPort the redirect URI is
// http://localhost:PORT/callback, as clients are registered, and the
// browser's redirect reaches codemode whichever address localhost is.
func TestLoginFixedCallbackPort(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	srv := oauthtest.Start(t)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	port := ln.Addr().(*net.TCPAddr).Port
	ln.Close()
	client := oauth.Client{ID: srv.ClientID, Secret: srv.ClientSecret, RedirectPort: port}
	var opened string
	_, err = oauth.Login(ctx, oauth.LoginOptions{Name: "p", URL: srv.MCPURL, Client: client, Store: state.NewMemory(nil),
		Open: func(ctx context.Context, u string) error { opened = u; go oauthtest.Approve(ctx, u); return nil }})
	if err != nil {
		t.Fatalf("Login: %v", err)
	}
	if want := "redirect_uri=" + urlEsc(fmt.Sprintf("http://localhost:%d/callback", port)); !strings.Contains(opened, want) {
		t.Errorf("authorization URL %s lacks %s", opened, want)
	}
}
