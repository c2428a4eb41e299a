package mcpserver

import (
	"context"
	"crypto/rand"
	"crypto/rsa"
	"encoding/base64"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/go-jose/go-jose/v4"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/registry/principal"
	"github.com/codemode-go/codemode/runcode"
	"github.com/codemode-go/codemode/runtime/inprocess"
	"github.com/codemode-go/codemode/state"
	"github.com/codemode-go/codemode/upstream/oauth"
	"github.com/codemode-go/codemode/upstream/oauth/oauthtest"
)

// whoServer serves a code-mode registry whose tool "whoami" answers the
// principal of its call, over HTTP with opts; it returns the base URL.
func whoServer(t *testing.T, opts *HTTPOptions) string {
	t.Helper()
	rt, err := inprocess.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { rt.Close() })
	reg, _, err := runcode.NewRegistry(&registry.Options{Mode: registry.ModeCode}, &runcode.Options{Runtime: rt})
	if err != nil {
		t.Fatal(err)
	}
	type out struct {
		Principal string `json:"principal"`
	}
	if _, err := registry.Add(reg, registry.Tool{Name: "whoami", Description: "Who the call is for.", Annotations: json.RawMessage(`{"readOnlyHint":true}`)},
		func(ctx context.Context, _ *registry.Execution, _ struct{}) (out, error) {
			return out{Principal: principal.FromContext(ctx)}, nil
		}); err != nil {
		t.Fatal(err)
	}
	return serveHTTP(t, reg, opts)
}

// serveHTTP serves reg with ListenAndServeHTTP until the test ends.
func serveHTTP(t *testing.T, reg *registry.Registry, opts *HTTPOptions) string {
	t.Helper()
	srv, err := NewServer(reg, nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	addr, done := make(chan net.Addr, 1), make(chan error, 1)
	go func() { done <- srv.ListenAndServeHTTP(ctx, "127.0.0.1:0", func(a net.Addr) { addr <- a }, opts) }()
	t.Cleanup(func() { cancel(); <-done })
	select {
	case a := <-addr:
		return "http://" + a.String()
	case err := <-done:
		t.Fatalf("serve: %v", err)
	}
	return ""
}

// connectWith connects an MCP client that sends token (none when empty).
func connectWith(t *testing.T, url, token string) (*mcp.ClientSession, error) {
	t.Helper()
	hc := http.DefaultClient
	if token != "" {
		hc = &http.Client{Transport: bearer{token: token}}
	}
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "1"}, nil).
		Connect(context.Background(), &mcp.StreamableClientTransport{Endpoint: url, HTTPClient: hc, MaxRetries: -1}, nil)
	if err == nil {
		t.Cleanup(func() { cs.Close() })
	}
	return cs, err
}

// whoami runs a program that asks the tool whoami who it is for.
func whoami(t *testing.T, cs *mcp.ClientSession) string {
	t.Helper()
	res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: "run_code", Arguments: map[string]any{
		"code": `return "principal=" + (await tools.whoami({})).principal`, "description": "who am I"}})
	if err != nil || res.IsError {
		t.Fatalf("run_code: %v %s", err, text(res))
	}
	who, ok := strings.CutPrefix(strings.TrimSpace(text(res)), "principal=")
	if !ok {
		t.Fatalf("run_code answered %q", text(res))
	}
	return who
}

// post sends an MCP initialize request with header auth and returns the
// status and WWW-Authenticate.
func post(t *testing.T, url, auth string) (int, string) {
	t.Helper()
	req, _ := http.NewRequest(http.MethodPost, url, strings.NewReader(`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}`))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json, text/event-stream")
	if auth != "" {
		req.Header.Set("Authorization", auth)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	return resp.StatusCode, resp.Header.Get("WWW-Authenticate")
}

// TestAuthBearerTokens: with a tokens file, every MCP request without a
// listed token gets 401 and the challenge that names the metadata; a
// listed token's calls are made for its name; probes stay open and
// metrics stay behind auth unless public.
func TestAuthBearerTokens(t *testing.T) {
	tokens, err := ParseTokens([]byte("# test\nalice alice-token-0123456789\nbob bob-token-0123456789\n"))
	if err != nil {
		t.Fatal(err)
	}
	metrics := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { io.WriteString(w, "codemode_test 1\n") })
	url := whoServer(t, &HTTPOptions{Auth: &AuthOptions{Tokens: tokens}, Metrics: metrics})
	wantChallenge := `Bearer resource_metadata="` + url + ResourceMetadataPath + `/mcp"`
	for _, tt := range []struct{ name, auth, wantError string }{
		{"no credentials", "", ""},
		{"another scheme", "Basic YWxpY2U6eA==", ""},
		{"an unknown token", "Bearer not-a-listed-token-0123", "invalid_token"},
		{"a listed token's prefix", "Bearer alice-token-012345678", "invalid_token"},
		{"a JWT-looking token without an issuer", "Bearer a.b.c", "invalid_token"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			code, challenge := post(t, url+"/mcp", tt.auth)
			if code != http.StatusUnauthorized || !strings.HasPrefix(challenge, wantChallenge) {
				t.Errorf("= %d %q, want 401 with %s", code, challenge, wantChallenge)
			}
			if tt.wantError != "" && !strings.Contains(challenge, `error="`+tt.wantError+`"`) {
				t.Errorf("challenge %q lacks error=%q", challenge, tt.wantError)
			}
		})
	}
	if _, err := connectWith(t, url, ""); err == nil {
		t.Error("a client without a token connected")
	}
	for _, who := range []string{"alice", "bob"} {
		cs, err := connectWith(t, url+"/mcp", who+"-token-0123456789")
		if err != nil {
			t.Fatal(err)
		}
		if got := whoami(t, cs); got != who {
			t.Errorf("principal of %s's call = %q", who, got)
		}
	}
	if code, _ := get(t, url+HealthPath); code != 200 {
		t.Errorf("/healthz without credentials = %d", code)
	}
	if code, _ := get(t, url+ReadyPath); code != 200 {
		t.Errorf("/readyz without credentials = %d", code)
	}
	if code, _ := get(t, url+MetricsPath); code != http.StatusUnauthorized {
		t.Errorf("/metrics without credentials = %d, want 401", code)
	}
	req, _ := http.NewRequest(http.MethodGet, url+MetricsPath, nil)
	req.Header.Set("Authorization", "Bearer alice-token-0123456789")
	if resp, err := http.DefaultClient.Do(req); err != nil || resp.StatusCode != 200 {
		t.Errorf("/metrics with a token = %v %v", resp, err)
	} else {
		resp.Body.Close()
	}
	code, body := get(t, url+ResourceMetadataPath+"/mcp")
	var md struct {
		Resource string   `json:"resource"`
		Methods  []string `json:"bearer_methods_supported"`
	}
	if code != 200 || json.Unmarshal([]byte(body), &md) != nil || md.Resource != url+"/mcp" || len(md.Methods) != 1 {
		t.Errorf("metadata = %d %s", code, body)
	}
	if _, body := get(t, url+ResourceMetadataPath); !strings.Contains(body, `"resource":"`+url+`"`) {
		t.Errorf("root metadata = %s, want the origin as resource", body)
	}

	public := whoServer(t, &HTTPOptions{Auth: &AuthOptions{Tokens: tokens, MetricsPublic: true}, Metrics: metrics})
	if code, _ := get(t, public+MetricsPath); code != 200 {
		t.Errorf("/metrics with MetricsPublic = %d, want 200", code)
	}
	open := whoServer(t, nil)
	cs, err := connectWith(t, open, "")
	if err != nil {
		t.Fatal(err)
	}
	if got := whoami(t, cs); got != principal.Anonymous {
		t.Errorf("principal without auth on stateless HTTP = %q, want Anonymous", got)
	}
}

// login runs codemode's own OAuth client (the code flow with PKCE, the
// browser played by oauthtest.Approve) against the MCP endpoint url and
// returns the access token the authorization server issued for it.
func login(t *testing.T, as *oauthtest.Server, url string) string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	g, err := oauth.Login(ctx, oauth.LoginOptions{Name: "codemode", URL: url, Store: state.NewMemory(nil),
		Client: oauth.Client{ID: as.ClientID, Secret: as.ClientSecret}, Open: oauthtest.Approve})
	if err != nil {
		t.Fatalf("login to %s: %v", url, err)
	}
	return g.AccessToken
}

// forge re-signs token's header and claims with a key of its own, under
// the same key id.
func forge(t *testing.T, token string) string {
	t.Helper()
	parts := strings.Split(token, ".")
	hdr, _ := base64.RawURLEncoding.DecodeString(parts[0])
	var h struct {
		Kid string `json:"kid"`
	}
	json.Unmarshal(hdr, &h)
	payload, _ := base64.RawURLEncoding.DecodeString(parts[1])
	key, err := rsa.GenerateKey(rand.Reader, 2048)
	if err != nil {
		t.Fatal(err)
	}
	sig, err := jose.NewSigner(jose.SigningKey{Algorithm: jose.RS256, Key: key}, (&jose.SignerOptions{}).WithHeader("kid", h.Kid).WithType("JWT"))
	if err != nil {
		t.Fatal(err)
	}
	jws, err := sig.Sign(payload)
	if err != nil {
		t.Fatal(err)
	}
	out, err := jws.CompactSerialize()
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestAuthOAuthResourceServer: against the real OpenID provider the OAuth
// tests run, codemode's OAuth client finds the authorization server from
// serve's metadata and logs in; that token works, its principal is
// ISSUER#SUBJECT; a token for another audience, an expired one and a
// forged signature are refused with 401; a token without the required
// scope gets 403 insufficient_scope.
func TestAuthOAuthResourceServer(t *testing.T) {
	as := oauthtest.Start(t)
	url := whoServer(t, &HTTPOptions{Auth: &AuthOptions{Issuer: as.Issuer}})
	endpoint := url + "/mcp"
	if code, challenge := post(t, endpoint, ""); code != 401 || !strings.Contains(challenge, `resource_metadata="`+url+ResourceMetadataPath+`/mcp"`) {
		t.Fatalf("unauthenticated = %d %q", code, challenge)
	}
	if _, body := get(t, url+ResourceMetadataPath+"/mcp"); !strings.Contains(body, `"authorization_servers":["`+as.Issuer+`"]`) {
		t.Errorf("metadata lacks the issuer: %s", body)
	}
	token := login(t, as, endpoint)
	cs, err := connectWith(t, endpoint, token)
	if err != nil {
		t.Fatalf("a valid token was refused: %v", err)
	}
	if got, want := whoami(t, cs), as.Issuer+"#"+oauthtest.Subject; got != want {
		t.Errorf("principal = %q, want %q", got, want)
	}

	other := login(t, as, as.MCPURL) // the same issuer, for another resource
	// Issued an hour and a quarter ago, on the provider's clock: expired
	// by the wall clock serve reads.
	as.Advance(-(oauthtest.AccessTTL + time.Hour))
	expired := login(t, as, endpoint)
	as.Advance(oauthtest.AccessTTL + time.Hour)
	for _, tt := range []struct{ name, token, why string }{
		{"another audience", other, "audience"},
		{"expired", expired, "expired"},
		{"forged signature", forge(t, token), "signature"},
		{"altered claims", strings.Split(token, ".")[0] + "." + base64.RawURLEncoding.EncodeToString([]byte(`{"iss":"`+as.Issuer+`","sub":"admin","aud":["`+endpoint+`"],"exp":9999999999}`)) + "." + strings.Split(token, ".")[2], "signature"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			code, challenge := post(t, endpoint, "Bearer "+tt.token)
			if code != http.StatusUnauthorized || !strings.Contains(challenge, `error="invalid_token"`) || !strings.Contains(strings.ToLower(challenge), tt.why) {
				t.Errorf("= %d %q, want 401 invalid_token naming %q", code, challenge, tt.why)
			}
		})
	}

	// The same audience, but a scope the token was not granted.
	scoped := whoServer(t, &HTTPOptions{Auth: &AuthOptions{Issuer: as.Issuer, Audience: endpoint, Scopes: []string{"codemode.admin"}}})
	code, challenge := post(t, scoped+"/mcp", "Bearer "+token)
	if code != http.StatusForbidden || !strings.Contains(challenge, `error="insufficient_scope"`) || !strings.Contains(challenge, `scope="codemode.admin"`) {
		t.Errorf("a token without the scope = %d %q, want 403 insufficient_scope", code, challenge)
	}
	if _, body := get(t, scoped+ResourceMetadataPath+"/anything"); !strings.Contains(body, `"resource":"`+endpoint+`"`) {
		t.Errorf("with Audience set the metadata names %s, want %s", body, endpoint)
	}
}
