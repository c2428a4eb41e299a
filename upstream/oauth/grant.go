package oauth

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"time"

	"github.com/codemode-go/codemode/state"
)

// grantVersion is the version of the stored record; a record of another
// version reads as absent, so an upgrade asks for one login, never crashes.
const grantVersion = 1

// Grant is what a login leaves in the store for one server and client:
// where to refresh, as whom, and the current tokens.
type Grant struct {
	V int `json:"v"`
	// Resource is the resource indicator (RFC 8707) sent with every
	// token request: the protected resource the tokens are for.
	Resource string `json:"resource"`
	// Issuer is the authorization server.
	Issuer string `json:"issuer"`
	// TokenURL is its token endpoint.
	TokenURL string `json:"tokenUrl"`
	// ClientID and ClientSecret identify the client at TokenURL (a
	// dynamically registered client's are kept here).
	ClientID     string `json:"clientId"`
	ClientSecret string `json:"clientSecret,omitempty"`
	// AuthMethod is the token endpoint authentication method:
	// "client_secret_post", "client_secret_basic" or "none".
	AuthMethod string `json:"authMethod"`
	// Scopes were requested at login.
	Scopes []string `json:"scopes,omitempty"`
	// StepUpScopes are scopes the server asked for since, with 403
	// insufficient_scope; the next login requests them as well.
	StepUpScopes []string `json:"stepUpScopes,omitempty"`

	AccessToken  string    `json:"accessToken"`
	TokenType    string    `json:"tokenType,omitempty"`
	RefreshToken string    `json:"refreshToken,omitempty"`
	Expiry       time.Time `json:"expiry,omitzero"`
}

// StoreKey is the store key of the grant for the MCP server at serverURL
// used as client: "oauth/" + the escaped URL + "/" + the client ID (or
// its metadata URL, or "dynamic").
func StoreKey(serverURL string, c Client) string {
	return "oauth/" + url.PathEscape(serverURL) + "/" + url.PathEscape(c.key())
}

// decodeGrant reads a stored record. A record that does not decode or
// lacks what a refresh needs is an error wrapping state.ErrCorrupt.
func decodeGrant(data []byte) (*Grant, error) {
	var g Grant
	if err := json.Unmarshal(data, &g); err != nil {
		return nil, fmt.Errorf("%w: oauth grant: %v", state.ErrCorrupt, err)
	}
	if g.V != grantVersion {
		return nil, fmt.Errorf("%w: oauth grant version %d (want %d)", state.ErrCorrupt, g.V, grantVersion)
	}
	if g.AccessToken == "" || g.TokenURL == "" || g.ClientID == "" {
		return nil, fmt.Errorf("%w: oauth grant lacks the access token, token endpoint or client id", state.ErrCorrupt)
	}
	return &g, nil
}

// loadGrant returns the grant at key, nil when there is none (absent or
// unreadable: either way the user must log in).
func loadGrant(ctx context.Context, st state.Store, key string) (*Grant, error) {
	if st == nil {
		return nil, nil
	}
	data, err := st.Get(ctx, key)
	if errors.Is(err, state.ErrNotFound) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	g, err := decodeGrant(data)
	if errors.Is(err, state.ErrCorrupt) {
		return nil, nil
	}
	return g, err
}

// saveGrant keeps g at key. Grants do not expire in the store: the
// refresh token's lifetime is the authorization server's to enforce.
func saveGrant(ctx context.Context, st state.Store, key string, g *Grant) error {
	if st == nil {
		return errors.New("no state store to keep the tokens in")
	}
	g.V = grantVersion
	data, err := json.Marshal(g)
	if err != nil {
		return err
	}
	return st.Put(ctx, key, data, 0)
}
