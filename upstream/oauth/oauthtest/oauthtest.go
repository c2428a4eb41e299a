// Package oauthtest runs, for tests, a real OAuth 2.1 / OpenID Connect
// authorization server and an MCP server protected by it, both on
// loopback.
//
// The authorization server is github.com/zitadel/oidc/v3's OpenID
// Provider (pkg/op, an OpenID-certified implementation) over an
// in-memory storage of our own: one pre-registered confidential client
// (client_secret_post, any loopback redirect port), authorization
// requests that must carry PKCE S256, single-use codes, JWT access
// tokens signed with a key published at its jwks_uri, and refresh tokens
// that rotate on every use. Its login step approves at once for the test
// user ([Subject]). The RFC 8707 "resource" parameter, which the
// provider passes over, is read by the storage: it becomes the access
// token's audience, and a refresh may not name another resource.
//
// The MCP server sits behind go-sdk's bearer-token middleware, publishes
// protected-resource metadata (RFC 9728), and accepts a token only if it
// verifies against the provider's JWKS, names the provider as issuer and
// the endpoint as audience, and is unexpired.
//
// It has a test clock: [Server.Advance] moves the time both servers see,
// so access and refresh tokens expire without sleeping.
package oauthtest

import (
	"context"
	"crypto/rand"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync/atomic"
	"time"

	"github.com/modelcontextprotocol/go-sdk/auth"
	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/modelcontextprotocol/go-sdk/oauthex"
	"github.com/zitadel/oidc/v3/pkg/client/rp"
	"github.com/zitadel/oidc/v3/pkg/oidc"
	"github.com/zitadel/oidc/v3/pkg/op"
)

// Scope is the scope the protected server's metadata asks for (an OIDC
// scope, the kind the authorization server grants).
const Scope = "profile"

// Subject is the test user, whom the login step signs in.
const Subject = "user-1"

// Lifetimes of the tokens the authorization server issues, on its clock.
const (
	AccessTTL  = 10 * time.Minute
	RefreshTTL = time.Hour
)

// Server is the authorization server and the protected MCP server.
type Server struct {
	// Issuer is the authorization server's issuer
	// (http://127.0.0.1:PORT/oidc); its metadata is at
	// Issuer/.well-known/openid-configuration.
	Issuer string
	// MCPURL is the protected MCP endpoint (http://127.0.0.1:PORT/mcp).
	MCPURL string
	// SSEURL is the same server over the HTTP+SSE transport.
	SSEURL string
	// ClientID and ClientSecret are the client pre-registered at the
	// authorization server.
	ClientID, ClientSecret string

	clock    *clock
	keys     *op.AccessTokenVerifier
	accepted atomic.Int64
	rejected atomic.Int64
}

// TB is the part of testing.TB the server needs.
type TB interface {
	Helper()
	Fatalf(format string, args ...any)
	Cleanup(func())
}

// Start starts both servers; they stop at the end of the test.
func Start(t TB) *Server {
	t.Helper()
	s := &Server{clock: &clock{}, ClientID: "codemode-test", ClientSecret: rand.Text()}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatalf("oauthtest: %v", err)
	}
	origin := "http://" + ln.Addr().String()
	s.Issuer = origin + "/oidc"
	cl := &client{id: s.ClientID, secret: s.ClientSecret, loginURL: s.Issuer + "/login"}
	st, err := newStore(s.clock, cl, AccessTTL, RefreshTTL)
	if err != nil {
		t.Fatalf("oauthtest: %v", err)
	}
	cfg := &op.Config{CodeMethodS256: true, AuthMethodPost: true, GrantTypeRefreshToken: true}
	if _, err := rand.Read(cfg.CryptoKey[:]); err != nil {
		t.Fatalf("oauthtest: %v", err)
	}
	provider, err := op.NewProvider(cfg, st, op.StaticIssuer(s.Issuer), op.WithAllowInsecure(), op.WithHttpInterceptors(keepResource))
	if err != nil {
		t.Fatalf("oauthtest: %v", err)
	}
	callback := provider.AuthorizationEndpoint().Absolute(s.Issuer) + "/callback?id="
	asMux := http.NewServeMux()
	asMux.HandleFunc("/login", func(w http.ResponseWriter, r *http.Request) {
		id := r.FormValue("id")
		if err := st.approve(id); err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		http.Redirect(w, r, callback+id, http.StatusFound)
	})
	asMux.Handle("/", provider)

	mux := http.NewServeMux()
	mux.Handle("/oidc/", http.StripPrefix("/oidc", asMux))
	hs := &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second}
	go hs.Serve(ln)
	t.Cleanup(func() { hs.Close() })
	s.keys = op.NewAccessTokenVerifier(s.Issuer, rp.NewRemoteKeySet(http.DefaultClient, provider.KeysEndpoint().Absolute(s.Issuer)))

	ms := mcp.NewServer(&mcp.Implementation{Name: "protected", Version: "1"}, nil)
	type whoArgs struct {
		Greeting string `json:"greeting" jsonschema:"a greeting"`
	}
	type whoOut struct {
		Reply   string `json:"reply"`
		Subject string `json:"subject"`
	}
	mcp.AddTool(ms, &mcp.Tool{Name: "whoami", Description: "Greets the caller by the token's subject.", Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true}},
		func(ctx context.Context, req *mcp.CallToolRequest, in whoArgs) (*mcp.CallToolResult, whoOut, error) {
			sub := ""
			if req.Extra != nil && req.Extra.TokenInfo != nil { // the SSE transport passes no token info
				sub = req.Extra.TokenInfo.UserID
			}
			return nil, whoOut{Reply: in.Greeting + ", " + sub, Subject: sub}, nil
		})
	rs := httptest.NewServer(http.NewServeMux())
	t.Cleanup(rs.Close)
	rsMux := rs.Config.Handler.(*http.ServeMux)
	protect := func(path string, h http.Handler) string {
		endpoint := rs.URL + path
		prm := rs.URL + "/.well-known/oauth-protected-resource" + path
		rsMux.Handle("/.well-known/oauth-protected-resource"+path, auth.ProtectedResourceMetadataHandler(&oauthex.ProtectedResourceMetadata{
			Resource:               endpoint,
			AuthorizationServers:   []string{s.Issuer},
			ScopesSupported:        []string{oidc.ScopeOpenID, Scope},
			BearerMethodsSupported: []string{"header"},
		}))
		rsMux.Handle(path, auth.RequireBearerToken(s.verifier(endpoint), &auth.RequireBearerTokenOptions{ResourceMetadataURL: prm})(h))
		return endpoint
	}
	s.MCPURL = protect("/mcp", mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return ms }, nil))
	// The same server over the older HTTP+SSE transport.
	s.SSEURL = protect("/sse", mcp.NewSSEHandler(func(*http.Request) *mcp.Server { return ms }, nil))
	return s
}

// keepResource hands the request's "resource" parameters (RFC 8707),
// which the provider's request types drop, to the storage.
func keepResource(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if err := r.ParseForm(); err == nil && len(r.Form["resource"]) > 0 {
			r = r.WithContext(context.WithValue(r.Context(), resourceKey{}, r.Form["resource"]))
		}
		next.ServeHTTP(w, r)
	})
}

// verifier checks a token for the endpoint resource as a resource server
// does: signed by a key at the provider's jwks_uri, issued by the
// provider, meant for resource (its audience), unexpired on the test
// clock.
func (s *Server) verifier(resource string) auth.TokenVerifier {
	return func(ctx context.Context, token string, _ *http.Request) (*auth.TokenInfo, error) {
		claims, err := op.VerifyAccessToken[*oidc.AccessTokenClaims](ctx, token, s.keys)
		if err == nil && !slices.Contains(claims.GetAudience(), resource) {
			err = fmt.Errorf("audience %v lacks %s", claims.GetAudience(), resource)
		}
		now := s.clock.now()
		if err == nil && !now.Before(claims.GetExpiration()) {
			err = fmt.Errorf("expired at %s", claims.GetExpiration())
		}
		if err != nil {
			s.rejected.Add(1)
			return nil, fmt.Errorf("%w: %v", auth.ErrInvalidToken, err)
		}
		s.accepted.Add(1)
		// The middleware compares the expiry to the wall clock; report the
		// token's remaining life on the test clock from now.
		return &auth.TokenInfo{UserID: claims.GetSubject(), Expiration: time.Now().Add(claims.GetExpiration().Sub(now))}, nil
	}
}

// Counts reports how many requests the MCP server accepted and how many
// it refused for a bad or expired token.
func (s *Server) Counts() (accepted, rejected int64) { return s.accepted.Load(), s.rejected.Load() }

// Advance moves the test clock by d: tokens issued more than their
// lifetime ([AccessTTL], [RefreshTTL]) before are then expired.
func (s *Server) Advance(d time.Duration) { s.clock.advance(d) }

// Approve plays the user's browser: it GETs authURL at the authorization
// server, whose login step approves at once and redirects back through
// the provider to the client's loopback redirect URI, and follows that
// redirect so the client receives the code. It fails unless the flow
// ends at the client's callback with HTTP 200.
func Approve(ctx context.Context, authURL string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, authURL, nil)
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("oauthtest: the redirect ended with HTTP %d at %s", resp.StatusCode, resp.Request.URL)
	}
	if !strings.HasSuffix(resp.Request.URL.Path, "/callback") || strings.HasPrefix(resp.Request.URL.Path, "/oidc/") {
		return fmt.Errorf("oauthtest: the flow ended at %s, not the client's callback", resp.Request.URL)
	}
	return nil
}
