package oauth

import (
	"context"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/oauthex"

	"github.com/codemode-go/codemode/state"
)

// TestHandlerStepUp: a 403 insufficient_scope keeps the challenged
// scopes in the grant for the next login and asks for it; a 403 for
// another reason is left to the retry; a 401 with nothing kept asks for
// a login.
func TestHandlerStepUp(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	store := state.NewMemory(nil)
	const u = "https://mcp.example.com/mcp"
	key := StoreKey(u, Client{})
	h := NewHandler(HandlerOptions{Name: "x", URL: u, Store: store})
	req, _ := http.NewRequest(http.MethodPost, u, nil)
	resp := func(status int, challenge string) *http.Response {
		r := &http.Response{StatusCode: status, Header: http.Header{}, Body: io.NopCloser(strings.NewReader("{}"))}
		r.Header.Set("WWW-Authenticate", challenge)
		return r
	}
	var lr *LoginRequiredError
	if err := h.Authorize(ctx, req, resp(401, `Bearer resource_metadata="https://mcp.example.com/.well-known/oauth-protected-resource/mcp"`)); !errors.As(err, &lr) {
		t.Fatalf("401 with no grant: %v", err)
	}
	saveGrant(ctx, store, key, &Grant{TokenURL: "https://as/t", ClientID: "c", AccessToken: "a", Scopes: []string{"read"}})
	if err := h.Authorize(ctx, req, resp(403, `Bearer error="forbidden"`)); err != nil {
		t.Fatalf("403 without insufficient_scope: %v, want nil (the retry reports it)", err)
	}
	err := h.Authorize(ctx, req, resp(403, `Bearer error="insufficient_scope", scope="write admin"`))
	if !errors.As(err, &lr) || !strings.Contains(err.Error(), "needs scope write admin") {
		t.Fatalf("403 insufficient_scope: %v", err)
	}
	g, _ := loadGrant(ctx, store, key)
	if !reflect.DeepEqual(g.StepUpScopes, []string{"write", "admin"}) {
		t.Errorf("step-up scopes kept = %q", g.StepUpScopes)
	}
}

func TestCheckIssuer(t *testing.T) {
	t.Parallel()
	const iss = "https://as.example.com"
	for _, tt := range []struct {
		name, got  string
		advertised bool
		ok         bool
	}{
		{name: "advertised and matching", got: iss, advertised: true, ok: true},
		{name: "advertised and missing", advertised: true},
		{name: "advertised and wrong", got: "https://evil.example.com", advertised: true},
		{name: "trailing slash is a mismatch (simple comparison)", got: iss + "/", advertised: true},
		{name: "not advertised, absent", ok: true},
		{name: "not advertised, matching", got: iss, ok: true},
		{name: "not advertised, wrong", got: "https://evil.example.com"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			err := checkIssuer(tt.got, &oauthex.AuthServerMeta{Issuer: iss, AuthorizationResponseIssParameterSupported: tt.advertised})
			if (err == nil) != tt.ok {
				t.Errorf("checkIssuer(%q) = %v, want ok=%v", tt.got, err, tt.ok)
			}
		})
	}
}

// TestHandlerAdoptsAnotherProcessRefresh: when the store already holds a
// token newer than the expired one in memory (a replica refreshed it, or
// a login ran), the handler takes it instead of spending its refresh
// token.
func TestHandlerAdoptsAnotherProcessRefresh(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	now := time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)
	store := state.NewMemory(nil)
	const u = "https://mcp.example.com/mcp"
	key := StoreKey(u, Client{})
	saveGrant(ctx, store, key, &Grant{TokenURL: "http://127.0.0.1:1/unreachable", ClientID: "c", AccessToken: "old", RefreshToken: "r", Expiry: now.Add(time.Minute)})
	h := NewHandler(HandlerOptions{Name: "x", URL: u, Store: store, Now: func() time.Time { return now }})
	ts, _ := h.TokenSource(ctx)
	if tok, err := ts.Token(); err != nil || tok.AccessToken != "old" {
		t.Fatalf("Token = %v, %v", tok, err)
	}
	saveGrant(ctx, store, key, &Grant{TokenURL: "http://127.0.0.1:1/unreachable", ClientID: "c", AccessToken: "other", RefreshToken: "r2", Expiry: now.Add(2 * time.Hour)})
	now = now.Add(time.Hour)
	if tok, err := ts.Token(); err != nil || tok.AccessToken != "other" {
		t.Fatalf("Token after expiry = %v, %v; want the token the store holds (no refresh request)", tok, err)
	}
}

// TestCallbackHandler: a redirect with another state is refused and
// waited past; the one with the request's state is the answer; an error
// redirect carries the server's error; nothing after the first answer.
func TestCallbackHandler(t *testing.T) {
	t.Parallel()
	results := make(chan callback, 1)
	h := callbackHandler(results, "st")
	get := func(q string) int {
		w := httptest.NewRecorder()
		h.ServeHTTP(w, httptest.NewRequest(http.MethodGet, "/callback?"+q, nil))
		return w.Code
	}
	if c := get("code=evil&state=other"); c != http.StatusBadRequest || len(results) != 0 {
		t.Fatalf("forged state: %d, %d results", c, len(results))
	}
	if c := get("code=c1&state=st&iss=https%3A%2F%2Fas"); c != http.StatusOK {
		t.Fatalf("the answer: %d", c)
	}
	if cb := <-results; cb != (callback{code: "c1", state: "st", iss: "https://as"}) {
		t.Errorf("callback = %+v", cb)
	}
	results <- callback{} // the slot is taken: the answer came
	if c := get("code=c2&state=st"); c != http.StatusNotFound {
		t.Errorf("a second answer: %d, want 404", c)
	}
	<-results
	if get("error=access_denied&error_description=no&state=st"); (<-results).err != "access_denied: no" {
		t.Error("error redirect not reported")
	}
}

// TestHandlerPlain401: a 401 without a Bearer challenge says that the
// server may use no OAuth at all.
func TestHandlerPlain401(t *testing.T) {
	t.Parallel()
	h := NewHandler(HandlerOptions{Name: "x", URL: "https://api.example.com/mcp", Store: state.NewMemory(nil)})
	req, _ := http.NewRequest(http.MethodPost, "https://api.example.com/mcp", nil)
	resp := &http.Response{StatusCode: 401, Header: http.Header{"Www-Authenticate": {`ApiKey realm="x"`}}, Body: io.NopCloser(strings.NewReader(""))}
	err := h.Authorize(context.Background(), req, resp)
	if err == nil || !strings.Contains(err.Error(), `no OAuth challenge: if it uses no OAuth, check the credentials in its "headers"`) {
		t.Fatalf("Authorize = %v", err)
	}
}

// brokenStore fails every read, as a shared store that is down does.
type brokenStore struct{ state.Store }

func (brokenStore) Get(context.Context, string) ([]byte, error) {
	return nil, errors.New("redis: connection refused")
}

// TestHandlerStoreDown: a store that cannot be read does not break the
// requests of a server that needs no token; a 401 reports the store.
func TestHandlerStoreDown(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	h := NewHandler(HandlerOptions{Name: "x", URL: "https://mcp.example.com/mcp", Store: brokenStore{}})
	if ts, err := h.TokenSource(ctx); ts != nil || err != nil {
		t.Fatalf("TokenSource = %v, %v; want none and no error", ts, err)
	}
	req, _ := http.NewRequest(http.MethodPost, "https://mcp.example.com/mcp", nil)
	resp := &http.Response{StatusCode: 401, Header: http.Header{"Www-Authenticate": {`Bearer`}}, Body: io.NopCloser(strings.NewReader(""))}
	if err := h.Authorize(ctx, req, resp); err == nil || !strings.Contains(err.Error(), "connection refused") {
		t.Fatalf("Authorize = %v, want the store's error", err)
	}
}
