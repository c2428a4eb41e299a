package main

import (
	"fmt"
	"net"
	"net/url"
	"os"
	"strings"

	"github.com/codemode-go/codemode/mcpserver"
)

// envAuthTokens holds bearer tokens in the tokens file format, beside or
// instead of --auth-tokens.
const envAuthTokens = "CODEMODE_AUTH_TOKENS"

// authFlags are serve's inbound authentication flags (serve --http).
type authFlags struct {
	tokensFile    string
	issuer        string
	audience      string
	scopes        string
	metricsPublic bool
	insecure      bool
}

func (f *authFlags) register(fs *flagSet) {
	fs.StringVar(&f.tokensFile, "auth-tokens", "", "with --http, accept the bearer tokens in `FILE`: lines NAME TOKEN (or NAME sha256:HEX; # comments) or JSON {\"tokens\": [{\"name\", \"token\"}]}; each NAME is the principal that owns its runs' results and resume tokens; "+envAuthTokens+" adds tokens in the same format")
	fs.StringVar(&f.issuer, "auth-issuer", "", "with --http, accept OAuth 2.1 JWT access tokens of the authorization server `URL` (its JWKS found from its metadata); the principal is ISSUER#SUBJECT")
	fs.StringVar(&f.audience, "auth-audience", "", "the `URL` a JWT's aud must name and the resource the protected-resource metadata names; default: the URL the request was sent to (required with --auth-issuer off loopback)")
	fs.StringVar(&f.scopes, "auth-scopes", "", "`SCOPES` (comma or space separated) every JWT must be granted; a token without them gets 403 insufficient_scope")
	fs.BoolVar(&f.metricsPublic, "metrics-public", false, "with auth, serve /metrics on the --http listener without credentials (probes /healthz and /readyz are always open)")
	fs.BoolVar(&f.insecure, "insecure-no-auth", false, "serve --http on a non-loopback address without authentication: anyone who reaches the port runs programs with every upstream's credentials")
}

// options checks the flags against the --http address and returns the
// auth options (nil without auth); it refuses to expose an address
// other than loopback without auth (AUTH-3).
func (f *authFlags) options(httpAddr string) (*mcpserver.AuthOptions, error) {
	any := f.tokensFile != "" || f.issuer != "" || f.audience != "" || f.scopes != "" || f.metricsPublic
	if httpAddr == "" {
		if any || f.insecure {
			return nil, usagef("--auth-*, --metrics-public and --insecure-no-auth apply to --http only")
		}
		return nil, nil
	}
	o := &mcpserver.AuthOptions{Issuer: f.issuer, Audience: f.audience, MetricsPublic: f.metricsPublic, Scopes: strings.FieldsFunc(f.scopes, func(r rune) bool { return r == ',' || r == ' ' })}
	if f.tokensFile != "" {
		b, err := os.ReadFile(f.tokensFile)
		if err != nil {
			return nil, usagef("--auth-tokens: %v", err)
		}
		ts, err := mcpserver.ParseTokens(b)
		if err != nil {
			return nil, usagef("--auth-tokens %s: %v", f.tokensFile, err)
		}
		o.Tokens = ts
	}
	if env := os.Getenv(envAuthTokens); strings.TrimSpace(env) != "" {
		ts, err := mcpserver.ParseTokens([]byte(env))
		if err != nil {
			return nil, usagef("%s: %v", envAuthTokens, err)
		}
		if o.Tokens, err = o.Tokens.Merge(ts); err != nil {
			return nil, usagef("--auth-tokens and %s: %v", envAuthTokens, err)
		}
	}
	for _, u := range []struct{ flag, v string }{{"--auth-issuer", f.issuer}, {"--auth-audience", f.audience}} {
		if u.v != "" {
			if err := checkAuthURL(u.flag, u.v); err != nil {
				return nil, err
			}
		}
	}
	if (o.Audience != "" || len(o.Scopes) > 0) && o.Issuer == "" {
		return nil, usagef("--auth-audience and --auth-scopes apply to JWTs: give --auth-issuer")
	}
	loopback := isLoopback(httpAddr)
	switch {
	case o.Enabled() && f.insecure:
		return nil, usagef("--insecure-no-auth contradicts --auth-tokens, %s and --auth-issuer", envAuthTokens)
	case !o.Enabled() && f.metricsPublic:
		return nil, usagef("--metrics-public needs auth (--auth-tokens, %s or --auth-issuer)", envAuthTokens)
	case !o.Enabled() && !loopback && !f.insecure:
		return nil, usagef("--http %s is not a loopback address and no authentication is configured: anyone who reaches the port would run programs with every upstream's credentials; give --auth-tokens FILE (or %s) or --auth-issuer URL, or --insecure-no-auth to serve anyway", httpAddr, envAuthTokens)
	case o.Issuer != "" && o.Audience == "" && !loopback:
		return nil, usagef("--auth-issuer on the non-loopback address %s needs --auth-audience URL, the URL clients reach this server by: an audience taken from the request's Host header would accept tokens meant for another server", httpAddr)
	}
	if !o.Enabled() {
		return nil, nil
	}
	return o, nil
}

// isLoopback reports whether the listen address addr (host:port) binds
// loopback only.
func isLoopback(addr string) bool {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return false
	}
	if host == "localhost" {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// checkAuthURL accepts an https URL, or an http one on loopback.
func checkAuthURL(flag, s string) error {
	u, err := url.Parse(s)
	if err != nil || u.Host == "" || (u.Scheme != "https" && u.Scheme != "http") {
		return usagef("%s %q: want an https:// URL", flag, s)
	}
	if u.Scheme == "http" && !isLoopback(u.Host+":0") && !isLoopback(u.Host) {
		return usagef("%s %q: http is allowed on loopback only; want https://", flag, s)
	}
	return nil
}

// describeAuth is the start line's note on auth.
func describeAuth(o *mcpserver.AuthOptions) string {
	if o == nil {
		return "no authentication"
	}
	var parts []string
	if n := o.Tokens.Len(); n > 0 {
		parts = append(parts, fmt.Sprintf("%d bearer token(s)", n))
	}
	if o.Issuer != "" {
		parts = append(parts, "JWTs of "+o.Issuer)
	}
	return "auth: " + strings.Join(parts, " and ")
}
