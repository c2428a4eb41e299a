package mcpserver

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"time"

	"github.com/modelcontextprotocol/go-sdk/auth"
	"github.com/modelcontextprotocol/go-sdk/oauthex"

	"github.com/codemode-go/codemode/registry/principal"
)

// ResourceMetadataPath is where the HTTP server publishes its OAuth 2.0
// protected-resource metadata (RFC 9728), at the root and, for an MCP
// endpoint with a path, with that path appended.
const ResourceMetadataPath = "/.well-known/oauth-protected-resource"

// AuthOptions are the inbound authentication of the HTTP server: who may
// call it, and as which principal (registry/principal). A request is
// accepted with a bearer token from Tokens, whose name is its principal,
// or, when Issuer is set, with a JWT access token that the issuer signed
// for this server, whose principal is "ISSUER#SUBJECT". Any other request
// to MCP (and to /metrics unless MetricsPublic) gets 401 with
// WWW-Authenticate: Bearer resource_metadata="…" (RFC 9728, the MCP
// authorization spec); a JWT without the Scopes gets 403
// insufficient_scope. /healthz, /readyz and the metadata stay open.
type AuthOptions struct {
	// Tokens are the static bearer tokens ([ParseTokens]).
	Tokens *TokenSet
	// Issuer, when set, is the OAuth 2.1 authorization server whose JWT
	// access tokens are accepted: its metadata (RFC 8414, else OpenID
	// discovery) names the JWKS their signatures are checked against.
	Issuer string
	// Audience is the aud a JWT must carry, and the resource the
	// metadata names. Empty: the URL the request was sent to (scheme,
	// Host and path) or its origin; set it wherever clients reach the
	// server through a proxy or by a name of its own.
	Audience string
	// Scopes must all be granted to a JWT (its scope claim).
	Scopes []string
	// MetricsPublic serves /metrics without credentials.
	MetricsPublic bool
	// HTTPClient reaches the issuer. Nil: http.DefaultClient.
	HTTPClient *http.Client
}

// Enabled reports whether o asks for any authentication.
func (o *AuthOptions) Enabled() bool { return o != nil && (o.Tokens.Len() > 0 || o.Issuer != "") }

// guard enforces AuthOptions; a nil guard lets every request through.
type guard struct {
	o      AuthOptions
	jwt    *jwtVerifier
	logger *slog.Logger
}

// newGuard returns the guard of o, or nil when o asks for nothing.
func newGuard(o *AuthOptions, logger *slog.Logger) *guard {
	if !o.Enabled() {
		return nil
	}
	g := &guard{o: *o, logger: logger}
	if g.o.HTTPClient == nil {
		g.o.HTTPClient = http.DefaultClient
	}
	if g.o.Issuer != "" {
		g.jwt = &jwtVerifier{issuer: g.o.Issuer, hc: g.o.HTTPClient, now: time.Now}
	}
	return g
}

type verifiedKey struct{}

// refusal is why a request is not let through.
type refusal struct {
	status int
	code   string // RFC 6750 error: "", "invalid_token", "insufficient_scope"
	desc   string
}

// routes adds the protected-resource metadata to mux.
func (g *guard) routes(mux *http.ServeMux) {
	if g == nil {
		return
	}
	mux.HandleFunc(ResourceMetadataPath, g.metadata)
	mux.HandleFunc(ResourceMetadataPath+"/", g.metadata)
}

// metrics puts h behind the guard unless MetricsPublic.
func (g *guard) metrics(h http.Handler) http.Handler {
	if g == nil || g.o.MetricsPublic {
		return h
	}
	return g.wrap(h)
}

// wrap lets a request reach next only with valid credentials, with its
// principal in the request's context (and the token's auth.TokenInfo
// where go-sdk looks for it, so that a kept session stays with the user
// who opened it).
func (g *guard) wrap(next http.Handler) http.Handler {
	if g == nil {
		return next
	}
	withInfo := auth.RequireBearerToken(func(ctx context.Context, _ string, _ *http.Request) (*auth.TokenInfo, error) {
		if info, ok := ctx.Value(verifiedKey{}).(*auth.TokenInfo); ok {
			return info, nil
		}
		return nil, auth.ErrInvalidToken
	}, nil)(next)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		who, info, why := g.authenticate(r)
		if why != nil {
			g.refuse(w, r, why)
			return
		}
		ctx := context.WithValue(principal.NewContext(r.Context(), who), verifiedKey{}, info)
		withInfo.ServeHTTP(w, r.WithContext(ctx))
	})
}

// authenticate checks the request's bearer token (AUTH-2).
func (g *guard) authenticate(r *http.Request) (string, *auth.TokenInfo, *refusal) {
	scheme, token, _ := strings.Cut(strings.TrimSpace(r.Header.Get("Authorization")), " ")
	token = strings.TrimSpace(token)
	if !strings.EqualFold(scheme, "Bearer") || token == "" {
		return "", nil, &refusal{status: http.StatusUnauthorized, desc: "no bearer token: send Authorization: Bearer TOKEN"}
	}
	if name, ok := g.o.Tokens.Lookup(token); ok {
		return name, &auth.TokenInfo{UserID: name, Expiration: time.Now().Add(time.Hour)}, nil
	}
	if g.jwt == nil || strings.Count(token, ".") != 2 {
		return "", nil, &refusal{status: http.StatusUnauthorized, code: "invalid_token", desc: "the bearer token is not one this server accepts"}
	}
	claims, err := g.jwt.verify(r.Context(), token, g.audiences(r))
	if err != nil {
		if !errors.Is(err, auth.ErrInvalidToken) {
			g.logger.Warn("auth: cannot verify a JWT", "error", err)
			return "", nil, &refusal{status: http.StatusServiceUnavailable, desc: "cannot verify the token now: " + err.Error()}
		}
		return "", nil, &refusal{status: http.StatusUnauthorized, code: "invalid_token", desc: err.Error()}
	}
	for _, s := range g.o.Scopes {
		if !slices.Contains(claims.Scopes, s) {
			return "", nil, &refusal{status: http.StatusForbidden, code: "insufficient_scope", desc: "the token lacks the scope " + s}
		}
	}
	who := claims.Issuer + "#" + claims.Subject
	return who, &auth.TokenInfo{UserID: who, Scopes: claims.Scopes, Expiration: claims.GetExpiration()}, nil
}

// refuse answers 401 (or 403, 503) with the challenge the MCP
// authorization spec names (AUTH-1).
func (g *guard) refuse(w http.ResponseWriter, r *http.Request, why *refusal) {
	if why.status == http.StatusUnauthorized || why.status == http.StatusForbidden {
		params := []string{fmt.Sprintf("resource_metadata=%q", g.metadataURL(r))}
		if len(g.o.Scopes) > 0 {
			params = append(params, fmt.Sprintf("scope=%q", strings.Join(g.o.Scopes, " ")))
		}
		if why.code != "" {
			params = append(params, fmt.Sprintf("error=%q", why.code), fmt.Sprintf("error_description=%q", challengeText(why.desc)))
		}
		w.Header().Set("WWW-Authenticate", "Bearer "+strings.Join(params, ", "))
	}
	g.logger.Debug("auth: refused", "status", why.status, "path", r.URL.Path, "reason", why.desc)
	http.Error(w, "codemode: "+why.desc, why.status)
}

// challengeText keeps a description within RFC 6750's error_description
// alphabet (printable ASCII but " and \).
func challengeText(s string) string {
	return strings.Map(func(c rune) rune {
		if c < 0x20 || c > 0x7e || c == '"' || c == '\\' {
			return '\''
		}
		return c
	}, s)
}

// origin is the scheme and Host the request was sent to.
func origin(r *http.Request) string {
	scheme := "http"
	if r.TLS != nil {
		scheme = "https"
	}
	return scheme + "://" + r.Host
}

// resource is the protected resource a request to path names: Audience,
// else the URL of path on this server.
func (g *guard) resource(r *http.Request, path string) string {
	if g.o.Audience != "" {
		return g.o.Audience
	}
	if path = strings.TrimRight(path, "/"); path == "" {
		return origin(r)
	}
	return origin(r) + path
}

// audiences are the aud values a JWT sent with r may carry.
func (g *guard) audiences(r *http.Request) []string {
	if g.o.Audience != "" {
		return []string{g.o.Audience}
	}
	return slices.Compact([]string{g.resource(r, r.URL.Path), origin(r)})
}

// metadataURL is where the metadata of r's resource is (RFC 9728 §3.1:
// the well-known path, then the resource's path).
func (g *guard) metadataURL(r *http.Request) string {
	res := g.resource(r, r.URL.Path)
	u, err := url.Parse(res)
	if err != nil || u.Host == "" {
		return origin(r) + ResourceMetadataPath
	}
	return u.Scheme + "://" + u.Host + ResourceMetadataPath + strings.TrimRight(u.EscapedPath(), "/")
}

// metadata serves the protected-resource metadata (RFC 9728).
func (g *guard) metadata(w http.ResponseWriter, r *http.Request) {
	md := &oauthex.ProtectedResourceMetadata{
		Resource:               g.resource(r, strings.TrimPrefix(r.URL.Path, ResourceMetadataPath)),
		ScopesSupported:        g.o.Scopes,
		BearerMethodsSupported: []string{"header"},
		ResourceName:           "codemode",
	}
	if g.o.Issuer != "" {
		md.AuthorizationServers = []string{g.o.Issuer}
	}
	auth.ProtectedResourceMetadataHandler(md).ServeHTTP(w, r)
}
