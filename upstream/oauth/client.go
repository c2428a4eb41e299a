package oauth

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"strings"
)

// Client is how codemode identifies itself to an authorization server:
// the "oauth" object of a servers-file entry. The zero Client registers
// dynamically (RFC 7591) where the server allows it. The keys are those
// of Claude Code's .mcp.json ("clientId", "callbackPort", "scopes" as a
// space-separated string or an array, "authServerMetadataUrl"), so its
// files work as they are, plus "clientSecret", "clientMetadataUrl" and
// "redirectPort" (another name for "callbackPort").
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
	// RedirectPort is the loopback port of the redirect URI. Zero picks
	// a free port (http://127.0.0.1:PORT/callback), which suits dynamic
	// registration; a fixed port gives http://localhost:PORT/callback,
	// the form pre-registered clients are usually registered with.
	RedirectPort int `json:"redirectPort,omitempty"`
	// AuthServerMetadataURL, when set, is where the authorization
	// server's metadata is read, instead of discovering it.
	AuthServerMetadataURL string `json:"authServerMetadataUrl,omitempty"`
}

// clientKeys are the keys of an "oauth" object, in the order error
// messages list them.
var clientKeys = []string{"clientId", "clientSecret", "clientMetadataUrl", "scopes", "callbackPort", "redirectPort", "authServerMetadataUrl"}

// UnmarshalJSON reads an "oauth" object strictly: unknown keys and
// values of the wrong type are errors.
func (c *Client) UnmarshalJSON(data []byte) error {
	var m map[string]json.RawMessage
	if err := json.Unmarshal(data, &m); err != nil || m == nil {
		return errors.New("want an object")
	}
	var out Client
	port := map[string]int{}
	for k, v := range m {
		var err error
		switch k {
		case "clientId":
			err = json.Unmarshal(v, &out.ID)
		case "clientSecret":
			err = json.Unmarshal(v, &out.Secret)
		case "clientMetadataUrl":
			err = json.Unmarshal(v, &out.MetadataURL)
		case "authServerMetadataUrl":
			err = json.Unmarshal(v, &out.AuthServerMetadataURL)
		case "scopes":
			var one string
			if json.Unmarshal(v, &one) == nil {
				out.Scopes = strings.Fields(one)
			} else if err = json.Unmarshal(v, &out.Scopes); err != nil {
				return fmt.Errorf(`"scopes": want a space-separated string or an array of strings`)
			}
		case "callbackPort", "redirectPort":
			var p int
			err = json.Unmarshal(v, &p)
			port[k] = p
		default:
			return fmt.Errorf("unknown key %q (known keys: %s)", k, strings.Join(clientKeys, ", "))
		}
		if err != nil {
			return fmt.Errorf("%q: want a %s", k, map[bool]string{true: "number", false: "string"}[k == "callbackPort" || k == "redirectPort"])
		}
	}
	if a, b := port["callbackPort"], port["redirectPort"]; a != 0 && b != 0 && a != b {
		return fmt.Errorf(`"callbackPort" %d and "redirectPort" %d differ: they name the same port`, a, b)
	}
	out.RedirectPort = max(port["callbackPort"], port["redirectPort"])
	if port["callbackPort"] < 0 || port["redirectPort"] < 0 {
		out.RedirectPort = min(port["callbackPort"], port["redirectPort"])
	}
	*c = out
	return nil
}

// Validate reports a Client whose fields cannot work.
func (c Client) Validate() error {
	if c.Secret != "" && c.ID == "" {
		return fmt.Errorf(`"clientSecret" needs "clientId"`)
	}
	if c.RedirectPort < 0 || c.RedirectPort > 65535 {
		return fmt.Errorf(`"redirectPort" %d is not a TCP port (0 picks a free one)`, c.RedirectPort)
	}
	if c.AuthServerMetadataURL != "" && !httpsOrLoopback(c.AuthServerMetadataURL) {
		return fmt.Errorf(`"authServerMetadataUrl" %q must be an https URL`, c.AuthServerMetadataURL)
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
