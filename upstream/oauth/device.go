package oauth

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"slices"
	"strings"

	"golang.org/x/oauth2"
)

// DevicePrompt shows the user where to approve a device authorization
// (RFC 8628 §3.3): open VerificationURI and enter UserCode, or open
// VerificationURIComplete when the server gave one.
type DevicePrompt struct {
	VerificationURI         string
	UserCode                string
	VerificationURIComplete string
}

// loginDevice runs the device authorization grant (RFC 8628) for a
// pre-registered client g at the authorization server of md, with the
// resource indicator on both requests, and fills g's tokens.
func loginDevice(ctx context.Context, hc *http.Client, md *Metadata, g *Grant, scopes []string, prompt func(context.Context, DevicePrompt) error) error {
	endpoint, err := deviceEndpoint(ctx, hc, md.AuthServer.Issuer)
	if err != nil {
		return err
	}
	style := oauth2.AuthStyleInParams
	if g.AuthMethod == "client_secret_basic" {
		style = oauth2.AuthStyleInHeader
	}
	cfg := oauth2.Config{ClientID: g.ClientID, ClientSecret: g.ClientSecret, Scopes: scopes,
		Endpoint: oauth2.Endpoint{DeviceAuthURL: endpoint, TokenURL: g.TokenURL, AuthStyle: style}}
	ctx = context.WithValue(ctx, oauth2.HTTPClient, hc)
	resource := oauth2.SetAuthURLParam("resource", md.Resource)
	da, err := cfg.DeviceAuth(ctx, resource)
	if err != nil {
		return fmt.Errorf("device authorization request: %w", err)
	}
	if err := prompt(ctx, DevicePrompt{VerificationURI: da.VerificationURI, UserCode: da.UserCode, VerificationURIComplete: da.VerificationURIComplete}); err != nil {
		return err
	}
	tok, err := cfg.DeviceAccessToken(ctx, da, resource)
	if err != nil {
		return fmt.Errorf("waiting for the device approval: %w", err)
	}
	g.AccessToken, g.TokenType, g.RefreshToken, g.Expiry = tok.AccessToken, tok.TokenType, tok.RefreshToken, tok.Expiry
	return nil
}

// deviceEndpoint reads device_authorization_endpoint from the issuer's
// metadata (RFC 8628 §4), at the same well-known URLs as the rest of
// the metadata; the metadata's issuer must be the issuer.
func deviceEndpoint(ctx context.Context, hc *http.Client, issuer string) (string, error) {
	for _, mu := range authServerMetadataURLs(issuer) {
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, mu, nil)
		if err != nil {
			return "", err
		}
		resp, err := hc.Do(req)
		if err != nil {
			return "", fmt.Errorf("authorization server metadata: %w", err)
		}
		var m struct {
			Issuer string   `json:"issuer"`
			Device string   `json:"device_authorization_endpoint"`
			Grants []string `json:"grant_types_supported"`
		}
		err = json.NewDecoder(io.LimitReader(resp.Body, 1<<20)).Decode(&m)
		resp.Body.Close()
		if resp.StatusCode != http.StatusOK || err != nil || m.Issuer != issuer {
			continue
		}
		if m.Device == "" {
			break
		}
		// Some servers (zitadel's provider among them) publish the
		// endpoint whether or not the grant is enabled; the grant list,
		// when given, decides.
		if m.Grants != nil && !slices.Contains(m.Grants, deviceGrant) {
			return "", fmt.Errorf("authorization server %s offers no device flow (grant_types_supported lacks %s): log in without --device", issuer, deviceGrant)
		}
		if !httpsOrLoopback(m.Device) {
			return "", fmt.Errorf("device_authorization_endpoint %q is neither https nor loopback", m.Device)
		}
		return m.Device, nil
	}
	return "", fmt.Errorf("authorization server %s offers no device flow (no device_authorization_endpoint): log in without --device", issuer)
}

// deviceGrant is the device authorization grant's type (RFC 8628 §3.4).
const deviceGrant = "urn:ietf:params:oauth:grant-type:device_code"

// authServerMetadataURLs lists the RFC 8414 and OpenID Connect discovery
// URLs of issuer, in the order the MCP specification gives.
func authServerMetadataURLs(issuer string) []string {
	u, err := url.Parse(issuer)
	if err != nil || u.Host == "" {
		return nil
	}
	p := strings.Trim(u.Path, "/")
	at := func(path string) string { w := *u; w.Path, w.RawPath = path, ""; return w.String() }
	if p == "" {
		return []string{at("/.well-known/oauth-authorization-server"), at("/.well-known/openid-configuration")}
	}
	return []string{at("/.well-known/oauth-authorization-server/" + p), at("/.well-known/openid-configuration/" + p), at("/" + p + "/.well-known/openid-configuration")}
}

func httpsOrLoopback(s string) bool {
	u, err := url.Parse(s)
	if err != nil {
		return false
	}
	if u.Scheme == "https" {
		return true
	}
	ip := net.ParseIP(u.Hostname())
	return u.Scheme == "http" && (u.Hostname() == "localhost" || ip != nil && ip.IsLoopback())
}

// errDeviceNeedsClient is returned for a device login without a
// pre-registered client.
var errDeviceNeedsClient = errors.New(`the device flow needs a pre-registered client: set the server's "oauth": {"clientId": …}`)
