package oauth

import (
	"context"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"net/url"
	"reflect"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/oauthex"
)

func TestResourceMetadataURLs(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		name, challenge, server string
		urls, resources         []string
	}{
		{name: "endpoint with a path: path-inserted then root (MCP 2025-11-25)", server: "https://example.com/public/mcp",
			urls:      []string{"https://example.com/.well-known/oauth-protected-resource/public/mcp", "https://example.com/.well-known/oauth-protected-resource"},
			resources: []string{"https://example.com/public/mcp", "https://example.com"}},
		{name: "the challenge's URL comes first", challenge: "https://meta.example.com/prm", server: "https://example.com/mcp",
			urls:      []string{"https://meta.example.com/prm", "https://example.com/.well-known/oauth-protected-resource/mcp", "https://example.com/.well-known/oauth-protected-resource"},
			resources: []string{"https://example.com/mcp", "https://example.com/mcp", "https://example.com"}},
		{name: "root endpoint: root only", server: "https://example.com/",
			urls: []string{"https://example.com/.well-known/oauth-protected-resource"}, resources: []string{"https://example.com"}},
		{name: "query and trailing slash dropped from the well-known path", server: "http://127.0.0.1:8080/mcp/?x=1",
			urls:      []string{"http://127.0.0.1:8080/.well-known/oauth-protected-resource/mcp", "http://127.0.0.1:8080/.well-known/oauth-protected-resource"},
			resources: []string{"http://127.0.0.1:8080/mcp/?x=1", "http://127.0.0.1:8080"}},
		{name: "unparsable server URL: the challenge only", challenge: "https://m/prm", server: "://bad",
			urls: []string{"https://m/prm"}, resources: []string{"://bad"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			urls, res := ResourceMetadataURLs(tt.challenge, tt.server)
			if !reflect.DeepEqual(urls, tt.urls) || !reflect.DeepEqual(res, tt.resources) {
				t.Errorf("ResourceMetadataURLs(%q, %q) =\n %q %q\nwant\n %q %q", tt.challenge, tt.server, urls, res, tt.urls, tt.resources)
			}
		})
	}
}

func TestScopeSelection(t *testing.T) {
	t.Parallel()
	prm := &oauthex.ProtectedResourceMetadata{ScopesSupported: []string{"read", "write"}}
	offline := &oauthex.AuthServerMeta{ScopesSupported: []string{"read", "offline_access"}}
	for _, tt := range []struct {
		name       string
		md         Metadata
		configured []string
		ch         Challenge
		want       []string
	}{
		{name: "challenge scope first", md: Metadata{ProtectedResource: prm, AuthServer: &oauthex.AuthServerMeta{}}, ch: Challenge{Scopes: []string{"read"}}, want: []string{"read"}},
		{name: "else scopes_supported", md: Metadata{ProtectedResource: prm, AuthServer: &oauthex.AuthServerMeta{}}, want: []string{"read", "write"}},
		{name: "else none", md: Metadata{AuthServer: &oauthex.AuthServerMeta{}}, want: nil},
		{name: "configured wins", md: Metadata{ProtectedResource: prm, AuthServer: offline}, configured: []string{"x"}, ch: Challenge{Scopes: []string{"read"}}, want: []string{"x"}},
		{name: "offline_access added when offered", md: Metadata{ProtectedResource: prm, AuthServer: offline}, want: []string{"read", "write", "offline_access"}},
		{name: "offline_access not duplicated", md: Metadata{AuthServer: offline}, ch: Challenge{Scopes: []string{"offline_access"}}, want: []string{"offline_access"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			if got := tt.md.Scopes(tt.configured, tt.ch); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("Scopes = %q, want %q", got, tt.want)
			}
		})
	}
}

// TestAuthorizationURLPKCE checks the S256 challenge against RFC 7636
// Appendix B and that the request carries every parameter the MCP
// specification requires.
func TestAuthorizationURLPKCE(t *testing.T) {
	t.Parallel()
	const verifier = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk" // RFC 7636 Appendix B
	const challenge = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM"
	sum := sha256.Sum256([]byte(verifier))
	if got := base64.RawURLEncoding.EncodeToString(sum[:]); got != challenge {
		t.Fatalf("RFC 7636 vector: %s", got)
	}
	md := &Metadata{Resource: "https://mcp.example.com/mcp", AuthServer: &oauthex.AuthServerMeta{AuthorizationEndpoint: "https://as.example.com/authorize?tenant=1"}}
	u, err := url.Parse(authorizationURL(md, "cid", "http://127.0.0.1:5555/callback", []string{"a", "b"}, "st", verifier))
	if err != nil {
		t.Fatal(err)
	}
	want := url.Values{
		"tenant": {"1"}, "response_type": {"code"}, "client_id": {"cid"}, "redirect_uri": {"http://127.0.0.1:5555/callback"},
		"scope": {"a b"}, "state": {"st"}, "code_challenge": {challenge}, "code_challenge_method": {"S256"},
		"resource": {"https://mcp.example.com/mcp"},
	}
	if got := u.Query(); !reflect.DeepEqual(got, want) {
		t.Errorf("authorization request = %v\nwant %v", got, want)
	}
}

// TestDiscoverFallbacks: a server that publishes no metadata at all is a
// 2025-03-26 server: its origin is the authorization server, at the
// default endpoints; one whose metadata lacks S256 is refused.
func TestDiscoverFallbacks(t *testing.T) {
	t.Parallel()
	mux := http.NewServeMux()
	srv := httptest.NewServer(mux)
	defer srv.Close()
	md, err := Discover(context.Background(), srv.Client(), srv.URL+"/mcp", Challenge{}, "")
	if err != nil {
		t.Fatal(err)
	}
	want := &oauthex.AuthServerMeta{Issuer: srv.URL, AuthorizationEndpoint: srv.URL + "/authorize", TokenEndpoint: srv.URL + "/token",
		RegistrationEndpoint: srv.URL + "/register", CodeChallengeMethodsSupported: []string{"S256"}}
	if md.Resource != srv.URL+"/mcp" || md.ProtectedResource != nil || !md.DefaultEndpoints || !reflect.DeepEqual(md.AuthServer, want) {
		t.Errorf("Discover = %+v %+v", md, md.AuthServer)
	}

	// A challenge that names metadata that is not there is an error, not a
	// silent fallback.
	if _, err := Discover(context.Background(), srv.Client(), srv.URL+"/mcp", Challenge{ResourceMetadata: srv.URL + "/nope"}, ""); err == nil {
		t.Error("Discover with a dead resource_metadata URL: no error")
	}

	mux.HandleFunc("/.well-known/oauth-authorization-server", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		json.NewEncoder(w).Encode(map[string]any{"issuer": srv.URL, "authorization_endpoint": srv.URL + "/a", "token_endpoint": srv.URL + "/t",
			"code_challenge_methods_supported": []string{"plain"}})
	})
	if _, err := Discover(context.Background(), srv.Client(), srv.URL+"/mcp", Challenge{}, ""); err == nil {
		t.Error("Discover accepted an authorization server without S256")
	}
}

// TestRegisterChoosesTheClient: pre-registered first (its token endpoint
// authentication as the server offers it), then a client ID metadata
// document where supported, else dynamic registration, else an error
// that says what to configure.
func TestRegisterChoosesTheClient(t *testing.T) {
	t.Parallel()
	md := func(asm oauthex.AuthServerMeta) *Metadata {
		asm.Issuer = "https://as"
		return &Metadata{AuthServer: &asm}
	}
	for _, tt := range []struct {
		name   string
		md     *Metadata
		client Client
		id     string
		method string
		err    string
	}{
		{name: "public pre-registered", md: md(oauthex.AuthServerMeta{}), client: Client{ID: "pub"}, id: "pub", method: "none"},
		{name: "secret, post offered", md: md(oauthex.AuthServerMeta{TokenEndpointAuthMethodsSupported: []string{"client_secret_basic", "client_secret_post"}}), client: Client{ID: "c", Secret: "s"}, id: "c", method: "client_secret_post"},
		{name: "secret, basic only", md: md(oauthex.AuthServerMeta{TokenEndpointAuthMethodsSupported: []string{"client_secret_basic"}}), client: Client{ID: "c", Secret: "s"}, id: "c", method: "client_secret_basic"},
		{name: "secret, nothing said: basic (RFC 8414 default)", md: md(oauthex.AuthServerMeta{}), client: Client{ID: "c", Secret: "s"}, id: "c", method: "client_secret_basic"},
		{name: "secret, neither offered", md: md(oauthex.AuthServerMeta{TokenEndpointAuthMethodsSupported: []string{"private_key_jwt"}}), client: Client{ID: "c", Secret: "s"}, err: "supports neither client_secret_post nor client_secret_basic"},
		{name: "metadata document where supported", md: md(oauthex.AuthServerMeta{ClientIDMetadataDocumentSupported: true, RegistrationEndpoint: "https://as/register"}), client: Client{MetadataURL: "https://me.example/client.json"}, id: "https://me.example/client.json", method: "none"},
		{name: "pre-registered wins over the document", md: md(oauthex.AuthServerMeta{ClientIDMetadataDocumentSupported: true}), client: Client{ID: "c", MetadataURL: "https://me.example/client.json"}, id: "c", method: "none"},
		{name: "no way to register", md: md(oauthex.AuthServerMeta{}), client: Client{MetadataURL: "https://me.example/client.json"}, err: `pre-register a client there and put its id in the server's "oauth"`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			g, err := register(context.Background(), http.DefaultClient, tt.md, tt.client, "http://127.0.0.1:1/callback", nil)
			if tt.err != "" {
				if err == nil || !strings.Contains(err.Error(), tt.err) {
					t.Fatalf("err = %v, want %q", err, tt.err)
				}
				return
			}
			if err != nil || g.ClientID != tt.id || g.AuthMethod != tt.method {
				t.Fatalf("register = %+v, %v; want id %s, method %s", g, err, tt.id, tt.method)
			}
		})
	}
}

// TestDiscoverMetadataOverride: the entry's authServerMetadataUrl is read
// instead of the discovery chain, and still has to offer S256.
func TestDiscoverMetadataOverride(t *testing.T) {
	t.Parallel()
	mux := http.NewServeMux()
	srv := httptest.NewServer(mux)
	defer srv.Close()
	meta := func(methods []string) http.HandlerFunc {
		return func(w http.ResponseWriter, r *http.Request) {
			json.NewEncoder(w).Encode(map[string]any{"issuer": "https://idp.example.com/tenant", "authorization_endpoint": srv.URL + "/a",
				"token_endpoint": srv.URL + "/t", "code_challenge_methods_supported": methods})
		}
	}
	mux.Handle("/custom/meta", meta([]string{"S256"}))
	mux.Handle("/custom/plain", meta([]string{"plain"}))
	md, err := Discover(context.Background(), srv.Client(), srv.URL+"/mcp", Challenge{}, srv.URL+"/custom/meta")
	if err != nil || md.AuthServer.Issuer != "https://idp.example.com/tenant" || md.AuthServer.TokenEndpoint != srv.URL+"/t" || md.DefaultEndpoints {
		t.Fatalf("Discover with an override = %+v, %v", md, err)
	}
	if _, err := Discover(context.Background(), srv.Client(), srv.URL+"/mcp", Challenge{}, srv.URL+"/custom/plain"); err == nil || !strings.Contains(err.Error(), "S256") {
		t.Errorf("override without S256: %v", err)
	}
}

// TestClientJSON reads the "oauth" object as Claude Code writes it and as
// codemode documents it, strictly.
func TestClientJSON(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		in   string
		want Client
		err  string
	}{
		{in: `{"clientId": "c", "callbackPort": 8080, "scopes": "repo read:org", "authServerMetadataUrl": "https://as/meta"}`,
			want: Client{ID: "c", RedirectPort: 8080, Scopes: []string{"repo", "read:org"}, AuthServerMetadataURL: "https://as/meta"}},
		{in: `{"clientId": "c", "clientSecret": "s", "redirectPort": 9, "scopes": ["a", "b"], "clientMetadataUrl": "https://me/c.json"}`,
			want: Client{ID: "c", Secret: "s", RedirectPort: 9, Scopes: []string{"a", "b"}, MetadataURL: "https://me/c.json"}},
		{in: `{"callbackPort": 7, "redirectPort": 7}`, want: Client{RedirectPort: 7}},
		{in: `{}`, want: Client{}},
		{in: `{"callbackPort": 7, "redirectPort": 8}`, err: `"callbackPort" 7 and "redirectPort" 8 differ`},
		{in: `{"client_id": "x"}`, err: `unknown key "client_id" (known keys: clientId, clientSecret, clientMetadataUrl, scopes, callbackPort, redirectPort, authServerMetadataUrl)`},
		{in: `{"scopes": 3}`, err: `"scopes": want a space-separated string or an array of strings`},
		{in: `{"callbackPort": "80"}`, err: `"callbackPort": want a number`},
		{in: `{"clientId": 1}`, err: `"clientId": want a string`},
		{in: `[]`, err: "want an object"},
	} {
		var c Client
		err := json.Unmarshal([]byte(tt.in), &c)
		if tt.err != "" {
			if err == nil || !strings.Contains(err.Error(), tt.err) {
				t.Errorf("%s: err = %v, want %q", tt.in, err, tt.err)
			}
			continue
		}
		if err != nil || !reflect.DeepEqual(c, tt.want) {
			t.Errorf("%s = %+v, %v; want %+v", tt.in, c, err, tt.want)
		}
	}
}
