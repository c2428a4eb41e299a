package oauth

import (
	"fmt"
	"net/url"
	"strings"
)

// Client is how codemode identifies itself to an authorization server:
// the "oauth" object of a servers-file entry. The zero Client registers
// dynamically (RFC 7591) where the server allows it.
type Client struct {
	// ID is a pre-registered client identifier. Empty: use the client
	// ID metadata document or dynamic registration.
	ID string `json:"clientId,omitempty"`
	// Secret is the pre-registered client's secret; empty for a public
	// client.
	Secret string `json:"clientSecret,omitempty"`
	// MetadataURL is an https URL where the user hosts a client ID
	// metadata document; it is the client_id at authorization servers
	// that advertise client_id_metadata_document_supported.
	MetadataURL string `json:"clientMetadataUrl,omitempty"`
	// Scopes replaces the scopes otherwise taken from the server's
	// challenge or its protected-resource metadata.
	Scopes []string `json:"scopes,omitempty"`
	// RedirectPort is the loopback port of the redirect URI
	// (http://127.0.0.1:PORT/callback). Zero picks a free port, which
	// suits dynamic registration; a pre-registered client usually needs
	// the port it was registered with.
	RedirectPort int `json:"redirectPort,omitempty"`
}

// Validate reports a Client whose fields cannot work.
func (c Client) Validate() error {
	if c.Secret != "" && c.ID == "" {
		return fmt.Errorf(`"clientSecret" needs "clientId"`)
	}
	if c.RedirectPort < 0 || c.RedirectPort > 65535 {
		return fmt.Errorf(`"redirectPort" %d is not a TCP port (0 picks a free one)`, c.RedirectPort)
	}
	if c.MetadataURL != "" {
		u, err := url.Parse(c.MetadataURL)
		if err != nil || u.Scheme != "https" || u.Host == "" || strings.Trim(u.Path, "/") == "" {
			return fmt.Errorf(`"clientMetadataUrl" %q must be an https URL with a path`, c.MetadataURL)
		}
	}
	for _, s := range c.Scopes {
		if s == "" || strings.ContainsAny(s, " \t\r\n\"\\") {
			return fmt.Errorf(`"scopes": %q is not a scope token`, s)
		}
	}
	return nil
}

// key names the client in store keys: its ID, or "dynamic".
func (c Client) key() string {
	switch {
	case c.ID != "":
		return c.ID
	case c.MetadataURL != "":
		return c.MetadataURL
	}
	return "dynamic"
}
