// Package oauthtest runs, for tests, a real OAuth authorization server
// (github.com/oauth2-proxy/mockoidc: authorization code flow, PKCE
// verified, signed JWT tokens, refresh grant) and an MCP server behind
// go-sdk's bearer-token middleware that publishes protected-resource
// metadata (RFC 9728), both on loopback. It has a test clock: [Server.Advance]
// moves the authorization server's time, so access and refresh tokens
// expire without sleeping.
package oauthtest

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"time"

	"github.com/golang-jwt/jwt/v5"
	"github.com/modelcontextprotocol/go-sdk/auth"
	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/modelcontextprotocol/go-sdk/oauthex"
	"github.com/oauth2-proxy/mockoidc"
)

// Scope is the scope the protected server's metadata asks for (an OIDC
// scope, the only kind the authorization server grants).
const Scope = "profile"

// Server is the authorization server and the protected MCP server.
type Server struct {
	// AS is the authorization server.
	AS *mockoidc.MockOIDC
	// MCPURL is the protected MCP endpoint (http://127.0.0.1:PORT/mcp).
	MCPURL string
	// SSEURL is the same server over the HTTP+SSE transport.
	SSEURL string
	// ClientID and ClientSecret are the client pre-registered at AS.
	ClientID, ClientSecret string

	rs       *httptest.Server
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
	as, err := mockoidc.NewServer(nil)
	if err != nil {
		t.Fatalf("oauthtest: %v", err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatalf("oauthtest: %v", err)
	}
	if err := as.Start(ln, nil); err != nil {
		t.Fatalf("oauthtest: %v", err)
	}
	t.Cleanup(func() { as.Shutdown() })
	s := &Server{AS: as, ClientID: as.ClientID, ClientSecret: as.ClientSecret}

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
				ti := req.Extra.TokenInfo
				sub = ti.UserID
			}
			return nil, whoOut{Reply: in.Greeting + ", " + sub, Subject: sub}, nil
		})
	mux := http.NewServeMux()
	s.rs = httptest.NewServer(mux)
	t.Cleanup(s.rs.Close)
	s.MCPURL = s.rs.URL + "/mcp"
	prmURL := s.rs.URL + "/.well-known/oauth-protected-resource/mcp"
	mux.Handle("/.well-known/oauth-protected-resource/mcp", auth.ProtectedResourceMetadataHandler(&oauthex.ProtectedResourceMetadata{
		Resource:               s.MCPURL,
		AuthorizationServers:   []string{as.Issuer()},
		ScopesSupported:        []string{"openid", Scope},
		BearerMethodsSupported: []string{"header"},
	}))
	mcpHandler := mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return ms }, nil)
	mux.Handle("/mcp", auth.RequireBearerToken(s.verify, &auth.RequireBearerTokenOptions{ResourceMetadataURL: prmURL})(mcpHandler))
	// The same server over the older HTTP+SSE transport, at /sse.
	s.SSEURL = s.rs.URL + "/sse"
	ssePRM := s.rs.URL + "/.well-known/oauth-protected-resource/sse"
	mux.Handle("/.well-known/oauth-protected-resource/sse", auth.ProtectedResourceMetadataHandler(&oauthex.ProtectedResourceMetadata{
		Resource: s.SSEURL, AuthorizationServers: []string{as.Issuer()}, ScopesSupported: []string{"openid", Scope},
	}))
	sseHandler := mcp.NewSSEHandler(func(*http.Request) *mcp.Server { return ms }, nil)
	mux.Handle("/sse", auth.RequireBearerToken(s.verify, &auth.RequireBearerTokenOptions{ResourceMetadataURL: ssePRM})(sseHandler))
	return s
}

// verify checks a token as a resource server does: signed by the
// authorization server's key, not expired by its clock.
func (s *Server) verify(_ context.Context, token string, _ *http.Request) (*auth.TokenInfo, error) {
	tok, err := s.AS.Keypair.VerifyJWT(token, s.AS.Now)
	if err != nil {
		s.rejected.Add(1)
		return nil, fmt.Errorf("%w: %v", auth.ErrInvalidToken, err)
	}
	claims, ok := tok.Claims.(jwt.MapClaims)
	if !ok {
		return nil, errors.New("oauthtest: unexpected claims")
	}
	sub, _ := claims["sub"].(string)
	exp, err := claims.GetExpirationTime()
	if err != nil || exp == nil {
		return nil, fmt.Errorf("%w: no exp", auth.ErrInvalidToken)
	}
	s.accepted.Add(1)
	// The middleware compares the expiry to the wall clock; the token's
	// own check above used the test clock, so report its remaining life
	// from now.
	return &auth.TokenInfo{UserID: sub, Expiration: time.Now().Add(exp.Time.Sub(s.AS.Now())), Scopes: []string{"openid", Scope}}, nil
}

// Counts reports how many requests the MCP server accepted and how many
// it refused for a bad or expired token.
func (s *Server) Counts() (accepted, rejected int64) { return s.accepted.Load(), s.rejected.Load() }

// Advance moves the authorization server's clock by d: tokens it issued
// more than their lifetime ago are then expired (access tokens live
// AS.AccessTTL, refresh tokens AS.RefreshTTL).
func (s *Server) Advance(d time.Duration) { s.AS.FastForward(d) }

// Approve plays the user's browser: it GETs authURL at the authorization
// server, which approves at once and redirects to the client's loopback
// redirect URI, and follows that redirect so the client receives the code.
// It returns the redirect's final status.
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
	if !strings.HasSuffix(resp.Request.URL.Path, "/callback") {
		return fmt.Errorf("oauthtest: the flow ended at %s, not the client's callback", resp.Request.URL)
	}
	return nil
}
