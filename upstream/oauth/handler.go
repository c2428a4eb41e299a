package oauth

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/modelcontextprotocol/go-sdk/auth"
	"golang.org/x/oauth2"

	"github.com/codemode-go/codemode/state"
)

// HandlerOptions configure [NewHandler].
type HandlerOptions struct {
	// Name is the server's name in the servers file (for messages).
	Name string
	// URL is the server's MCP endpoint.
	URL string
	// Client is the "oauth" object of the entry (zero: dynamic).
	Client Client
	// Store keeps the grants; nil means none are kept, so the server's
	// 401 becomes a "run codemode login" error.
	Store state.Store
	// HTTPClient reaches the token endpoint. Nil: http.DefaultClient.
	HTTPClient *http.Client
	// Now is the clock. Nil: time.Now.
	Now func() time.Time
}

// Handler authorizes the requests to one upstream server from the grant
// [Login] kept. It implements go-sdk's auth.OAuthHandler, so it plugs
// into mcp.StreamableClientTransport: the transport asks TokenSource for
// a token before each request and calls Authorize when the server
// answers 401 or 403, then retries once.
//
// A Handler never starts an interactive login (no one may be at the
// terminal of a server): without a usable grant, Authorize returns a
// [*LoginRequiredError]. It reloads the grant from the store on a 401, so
// a `codemode login` run while codemode serves takes effect at once.
type Handler struct {
	o   HandlerOptions
	key string

	mu     sync.Mutex
	grant  *Grant // nil until loaded or when absent
	loaded bool
}

var _ auth.OAuthHandler = (*Handler)(nil)

// NewHandler returns the Handler of one server.
func NewHandler(o HandlerOptions) *Handler {
	if o.HTTPClient == nil {
		o.HTTPClient = http.DefaultClient
	}
	if o.Now == nil {
		o.Now = time.Now
	}
	return &Handler{o: o, key: StoreKey(o.URL, o.Client)}
}

// TokenSource returns nil while no grant is kept or the store cannot be
// read (the request goes out without credentials, and a server that
// needs them answers 401), else a source that refreshes the token when
// it is about to expire.
func (h *Handler) TokenSource(ctx context.Context) (oauth2.TokenSource, error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if !h.loaded {
		// A store that cannot be read (a shared store that is down) must
		// not break servers that need no token: go without one, read again
		// next time, and let a 401 report the store's error.
		if g, err := loadGrant(ctx, h.o.Store, h.key); err == nil {
			h.grant, h.loaded = g, true
		}
	}
	if h.grant == nil {
		return nil, nil
	}
	return tokenSource{h: h, ctx: ctx}, nil
}

type tokenSource struct {
	h   *Handler
	ctx context.Context
}

// Token returns the current access token, refreshed first when it
// expires within expiryLeeway.
func (s tokenSource) Token() (*oauth2.Token, error) {
	h := s.h
	h.mu.Lock()
	defer h.mu.Unlock()
	g := h.grant
	if g == nil {
		return nil, &LoginRequiredError{Server: h.o.Name, Reason: "no tokens kept"}
	}
	if !g.fresh(h.o.Now()) {
		if err := h.refreshLocked(s.ctx); err != nil {
			return nil, err
		}
		g = h.grant
	}
	return &oauth2.Token{AccessToken: g.AccessToken, TokenType: "Bearer", Expiry: g.Expiry}, nil
}

// refreshLocked refreshes h.grant and keeps the result. It fails with a
// *LoginRequiredError when there is no refresh token or the server
// refused it. h.mu is held.
func (h *Handler) refreshLocked(ctx context.Context) error {
	// Another process sharing the store (a replica, a login) may have
	// refreshed already; with rotating refresh tokens, ours would then
	// be spent.
	if stored, err := loadGrant(ctx, h.o.Store, h.key); err == nil && stored != nil &&
		stored.AccessToken != h.grant.AccessToken && stored.fresh(h.o.Now()) {
		h.grant = stored
		return nil
	}
	g := h.grant
	if g.RefreshToken == "" {
		return &LoginRequiredError{Server: h.o.Name, Reason: "the access token expired and no refresh token was issued"}
	}
	ng := *g
	// The transport may hand us its connection's context, which lives as
	// long as the connection: bound the refresh itself.
	ctx, cancel := context.WithTimeout(ctx, refreshTimeout)
	defer cancel()
	if err := refresh(ctx, h.o.HTTPClient, &ng, h.o.Now); err != nil {
		var te *TokenError
		if errors.As(err, &te) && te.Status/100 == 4 {
			return &LoginRequiredError{Server: h.o.Name, Reason: "the refresh token was rejected", Err: err}
		}
		return fmt.Errorf("upstream %q: refreshing its OAuth token: %w", h.o.Name, err)
	}
	h.grant = &ng
	if err := saveGrant(ctx, h.o.Store, h.key, &ng); err != nil {
		return fmt.Errorf("upstream %q: keeping its refreshed OAuth token: %w", h.o.Name, err)
	}
	return nil
}

// refreshTimeout bounds one refresh request, so that a hung token
// endpoint fails the requests waiting for it instead of holding them.
const refreshTimeout = 30 * time.Second

// Authorize handles a 401 or 403 of req. It makes the retry worthwhile
// or fails: a 401 after a token another process (a login, a replica)
// replaced in the store retries with the new one; else a 401 refreshes
// the token; a 403 insufficient_scope asks for a login with the scopes
// the challenge names; another 403 is left to the retry to report.
func (h *Handler) Authorize(ctx context.Context, req *http.Request, resp *http.Response) error {
	io.Copy(io.Discard, io.LimitReader(resp.Body, 1<<16))
	resp.Body.Close()
	ch, bearer := ParseChallenge(resp.Header)
	if resp.StatusCode == http.StatusForbidden && ch.Error != "insufficient_scope" {
		return nil
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	if resp.StatusCode == http.StatusForbidden {
		return h.stepUpLocked(ctx, ch.Scopes)
	}
	g, err := loadGrant(ctx, h.o.Store, h.key)
	if err != nil {
		return fmt.Errorf("upstream %q: reading its OAuth tokens: %w", h.o.Name, err)
	}
	h.grant, h.loaded = g, true
	if g == nil {
		reason := "the server answered 401 and no tokens are kept"
		if !bearer {
			reason = "the server answered 401 with no OAuth challenge: if it uses no OAuth, check the credentials in its \"headers\""
		}
		return &LoginRequiredError{Server: h.o.Name, Reason: reason}
	}
	sent := strings.TrimSpace(strings.TrimPrefix(req.Header.Get("Authorization"), "Bearer"))
	if sent != g.AccessToken && g.fresh(h.o.Now()) {
		return nil // the store has a newer token than the one refused
	}
	return h.refreshLocked(ctx)
}

// stepUpLocked records the scopes a 403 insufficient_scope asked for in
// the kept grant, for the next login to request, and returns the error
// that asks for that login. h.mu is held.
func (h *Handler) stepUpLocked(ctx context.Context, scopes []string) error {
	lr := &LoginRequiredError{Server: h.o.Name, Reason: "the server needs scope " + strings.Join(scopes, " ")}
	if h.o.Store == nil || len(scopes) == 0 {
		return lr
	}
	err := h.o.Store.Update(ctx, h.key, 0, func(old []byte) ([]byte, error) {
		g, err := decodeGrant(old)
		if err != nil {
			return nil, err
		}
		g.StepUpScopes = union(g.StepUpScopes, scopes)
		return json.Marshal(g)
	})
	if err != nil && !errors.Is(err, state.ErrCorrupt) {
		lr.Err = err
	}
	return lr
}
