package oauth

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"slices"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/auth"
	"github.com/modelcontextprotocol/go-sdk/oauthex"
)

// Metadata is what discovery found for one MCP server.
type Metadata struct {
	// Resource is the resource indicator to request tokens for: the
	// protected-resource metadata's "resource", else the server URL.
	Resource string
	// Resource metadata (RFC 9728), nil when the server publishes none
	// (a 2025-03-26 server: its origin is then the authorization server).
	ProtectedResource *oauthex.ProtectedResourceMetadata
	// AuthServer is the authorization server's metadata. When the server
	// publishes none, the 2025-03-26 default endpoints (/authorize,
	// /token, /register on its issuer) stand in.
	AuthServer *oauthex.AuthServerMeta
	// DefaultEndpoints is true when AuthServer holds those defaults.
	DefaultEndpoints bool
}

// ResourceMetadataURLs lists where the protected-resource metadata of the
// MCP endpoint serverURL is looked for, in order: the URL the challenge
// named (if any), then the well-known URL with the endpoint's path
// inserted, then the well-known URL at the root (MCP 2025-11-25,
// "Protected Resource Metadata Discovery Requirements"). Each comes with
// the resource its metadata must name (RFC 9728 §3.3).
func ResourceMetadataURLs(challengeURL, serverURL string) (urls, resources []string) {
	if challengeURL != "" {
		urls, resources = append(urls, challengeURL), append(resources, serverURL)
	}
	u, err := url.Parse(serverURL)
	if err != nil || u.Host == "" {
		return urls, resources
	}
	u.RawQuery, u.Fragment = "", ""
	if p := strings.Trim(u.Path, "/"); p != "" {
		w := *u
		w.Path, w.RawPath = "/.well-known/oauth-protected-resource/"+p, ""
		urls, resources = append(urls, w.String()), append(resources, serverURL)
	}
	root := *u
	root.Path, root.RawPath = "/.well-known/oauth-protected-resource", ""
	origin := *u
	origin.Path, origin.RawPath = "", ""
	return append(urls, root.String()), append(resources, origin.String())
}

// Discover finds the metadata of the MCP endpoint serverURL from its
// challenge c (possibly zero). asMetadataURL, when set, is where the
// authorization server's metadata is read instead of discovering it (the
// entry's "authServerMetadataUrl"); its issuer is then taken as given.
func Discover(ctx context.Context, hc *http.Client, serverURL string, c Challenge, asMetadataURL string) (*Metadata, error) {
	md := &Metadata{Resource: serverURL}
	var lastErr error
	urls, resources := ResourceMetadataURLs(c.ResourceMetadata, serverURL)
	for i, mu := range urls {
		prm, err := oauthex.GetProtectedResourceMetadata(ctx, mu, resources[i], hc)
		if err != nil {
			lastErr = err
			continue
		}
		if len(prm.AuthorizationServers) == 0 {
			return nil, fmt.Errorf("protected-resource metadata at %s names no authorization server", mu)
		}
		md.ProtectedResource, md.Resource = prm, prm.Resource
		break
	}
	if md.ProtectedResource == nil && c.ResourceMetadata != "" && asMetadataURL == "" {
		return nil, fmt.Errorf("protected-resource metadata: %w", lastErr)
	}
	if asMetadataURL != "" {
		asm, err := fetchAuthServerMeta(ctx, hc, asMetadataURL)
		if err != nil {
			return nil, err
		}
		md.AuthServer = asm
		return md, checkAuthServer(asm)
	}
	issuer := originOf(serverURL)
	if md.ProtectedResource != nil {
		issuer = md.ProtectedResource.AuthorizationServers[0]
	}
	asm, err := auth.GetAuthServerMetadata(ctx, issuer, hc)
	if err != nil {
		return nil, fmt.Errorf("authorization server metadata of %s: %w", issuer, err)
	}
	if asm == nil {
		base := strings.TrimRight(issuer, "/")
		asm = &oauthex.AuthServerMeta{
			Issuer:                        issuer,
			AuthorizationEndpoint:         base + "/authorize",
			TokenEndpoint:                 base + "/token",
			RegistrationEndpoint:          base + "/register",
			CodeChallengeMethodsSupported: []string{"S256"},
		}
		md.DefaultEndpoints = true
	}
	md.AuthServer = asm
	return md, checkAuthServer(asm)
}

// checkAuthServer refuses metadata a login cannot use: no PKCE with
// S256, or no authorization or token endpoint.
func checkAuthServer(asm *oauthex.AuthServerMeta) error {
	if !slices.Contains(asm.CodeChallengeMethodsSupported, "S256") {
		return fmt.Errorf("authorization server %s does not support PKCE with S256 (code_challenge_methods_supported %v)", asm.Issuer, asm.CodeChallengeMethodsSupported)
	}
	if asm.AuthorizationEndpoint == "" || asm.TokenEndpoint == "" {
		return errors.New("authorization server metadata lacks authorization_endpoint or token_endpoint")
	}
	for _, u := range []string{asm.AuthorizationEndpoint, asm.TokenEndpoint, asm.RegistrationEndpoint} {
		if u != "" && !httpsOrLoopback(u) {
			return fmt.Errorf("authorization server endpoint %q is neither https nor loopback", u)
		}
	}
	return nil
}

// fetchAuthServerMeta reads authorization server metadata from a URL the
// user configured.
func fetchAuthServerMeta(ctx context.Context, hc *http.Client, metadataURL string) (*oauthex.AuthServerMeta, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, metadataURL, nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Accept", "application/json")
	resp, err := hc.Do(req)
	if err != nil {
		return nil, fmt.Errorf("authorization server metadata: %w", err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("authorization server metadata at %s: HTTP %d", metadataURL, resp.StatusCode)
	}
	var asm oauthex.AuthServerMeta
	if err := json.NewDecoder(io.LimitReader(resp.Body, 1<<20)).Decode(&asm); err != nil {
		return nil, fmt.Errorf("authorization server metadata at %s: %v", metadataURL, err)
	}
	return &asm, nil
}

// originOf returns scheme://host of u.
func originOf(u string) string {
	p, err := url.Parse(u)
	if err != nil {
		return u
	}
	return (&url.URL{Scheme: p.Scheme, Host: p.Host}).String()
}

// Scopes chooses the scopes to request (MCP 2025-11-25, "Scope Selection
// Strategy"): the configured ones, else the challenge's, else the
// protected-resource metadata's scopes_supported, else none. When the
// authorization server offers offline_access, it is added so that a
// refresh token is issued.
func (md *Metadata) Scopes(configured []string, c Challenge) []string {
	var s []string
	switch {
	case len(configured) > 0:
		s = configured
	case len(c.Scopes) > 0:
		s = c.Scopes
	case md.ProtectedResource != nil:
		s = md.ProtectedResource.ScopesSupported
	}
	s = slices.Clone(s)
	if md.AuthServer != nil && slices.Contains(md.AuthServer.ScopesSupported, "offline_access") && !slices.Contains(s, "offline_access") && len(configured) == 0 {
		s = append(s, "offline_access")
	}
	return s
}
