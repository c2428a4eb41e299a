package oauthtest

import (
	"context"
	"crypto/rand"
	"crypto/rsa"
	"crypto/subtle"
	"errors"
	"net/url"
	"slices"
	"sync"
	"time"

	jose "github.com/go-jose/go-jose/v4"
	"github.com/zitadel/oidc/v3/pkg/oidc"
	"github.com/zitadel/oidc/v3/pkg/op"
)

// store is the provider's in-memory storage (op.Storage): one
// pre-registered confidential client, authorization requests with their
// PKCE challenge and RFC 8707 resource, codes, and rotating refresh
// tokens. Every lifetime is measured on the test clock.
type store struct {
	clock      *clock
	accessTTL  time.Duration
	refreshTTL time.Duration
	client     *client
	key        *rsa.PrivateKey
	keyID      string

	mu       sync.Mutex
	requests map[string]*authRequest
	codes    map[string]string // code -> request ID
	refresh  map[string]*refreshGrant
}

func newStore(c *clock, cl *client, accessTTL, refreshTTL time.Duration) (*store, error) {
	key, err := rsa.GenerateKey(rand.Reader, 2048)
	if err != nil {
		return nil, err
	}
	return &store{clock: c, accessTTL: accessTTL, refreshTTL: refreshTTL, client: cl, key: key, keyID: rand.Text(),
		requests: map[string]*authRequest{}, codes: map[string]string{}, refresh: map[string]*refreshGrant{}}, nil
}

// resourceKey carries the request's "resource" parameters (RFC 8707),
// which the provider's request types do not keep, to the storage.
type resourceKey struct{}

// authRequest is one authorization request (op.AuthRequest).
type authRequest struct {
	id, clientID, redirectURI, state, nonce string
	scopes                                  []string
	responseType                            oidc.ResponseType
	responseMode                            oidc.ResponseMode
	challenge                               *oidc.CodeChallenge
	resource                                string
	subject                                 string
	authTime                                time.Time
	done                                    bool
}

func (a *authRequest) GetID() string                         { return a.id }
func (a *authRequest) GetACR() string                        { return "" }
func (a *authRequest) GetAMR() []string                      { return []string{"pwd"} }
func (a *authRequest) GetAudience() []string                 { return audience(a.resource, a.clientID) }
func (a *authRequest) GetAuthTime() time.Time                { return a.authTime }
func (a *authRequest) GetClientID() string                   { return a.clientID }
func (a *authRequest) GetCodeChallenge() *oidc.CodeChallenge { return a.challenge }
func (a *authRequest) GetNonce() string                      { return a.nonce }
func (a *authRequest) GetRedirectURI() string                { return a.redirectURI }
func (a *authRequest) GetResponseType() oidc.ResponseType    { return a.responseType }
func (a *authRequest) GetResponseMode() oidc.ResponseMode    { return a.responseMode }
func (a *authRequest) GetScopes() []string                   { return a.scopes }
func (a *authRequest) GetState() string                      { return a.state }
func (a *authRequest) GetSubject() string                    { return a.subject }
func (a *authRequest) Done() bool                            { return a.done }

// audience is a token's "aud": the resource it was requested for (so a
// resource server can refuse tokens meant for another) and the client.
func audience(resource, clientID string) []string {
	if resource == "" {
		return []string{clientID}
	}
	return []string{resource, clientID}
}

// refreshGrant is what a refresh token stands for (op.RefreshTokenRequest).
type refreshGrant struct {
	subject, clientID, resource string
	scopes                      []string
	authTime                    time.Time
	expires                     time.Time
}

func (r *refreshGrant) GetAMR() []string                 { return []string{"pwd"} }
func (r *refreshGrant) GetAudience() []string            { return audience(r.resource, r.clientID) }
func (r *refreshGrant) GetAuthTime() time.Time           { return r.authTime }
func (r *refreshGrant) GetClientID() string              { return r.clientID }
func (r *refreshGrant) GetScopes() []string              { return r.scopes }
func (r *refreshGrant) GetSubject() string               { return r.subject }
func (r *refreshGrant) SetCurrentScopes(scopes []string) { r.scopes = scopes }

// nextID is a fresh unguessable identifier (request IDs, codes, tokens).
func (s *store) nextID() string { return rand.Text() }

// CreateAuthRequest keeps an authorization request. As OAuth 2.1 asks,
// it refuses one without PKCE or with the "plain" method; it refuses a
// resource that is not an absolute URI without a fragment (RFC 8707 §2).
func (s *store) CreateAuthRequest(ctx context.Context, r *oidc.AuthRequest, _ string) (op.AuthRequest, error) {
	if r.CodeChallenge == "" || r.CodeChallengeMethod != oidc.CodeChallengeMethodS256 {
		return nil, oidc.ErrInvalidRequest().WithDescription("PKCE with code_challenge_method S256 is required")
	}
	resources, _ := ctx.Value(resourceKey{}).([]string)
	if len(resources) > 1 {
		return nil, oidc.ErrInvalidTarget().WithDescription("one resource per request")
	}
	resource := ""
	if len(resources) == 1 {
		u, err := url.Parse(resources[0])
		if err != nil || !u.IsAbs() || u.Fragment != "" {
			return nil, oidc.ErrInvalidTarget().WithDescription("resource must be an absolute URI without a fragment")
		}
		resource = resources[0]
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	a := &authRequest{id: s.nextID(), clientID: r.ClientID, redirectURI: r.RedirectURI, state: r.State, nonce: r.Nonce,
		scopes: r.Scopes, responseType: r.ResponseType, responseMode: r.ResponseMode, resource: resource,
		challenge: &oidc.CodeChallenge{Challenge: r.CodeChallenge, Method: r.CodeChallengeMethod}}
	s.requests[a.id] = a
	return a, nil
}

// approve is the login step: the test user signs in and consents at once.
func (s *store) approve(id string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	a, ok := s.requests[id]
	if !ok {
		return errors.New("no such authorization request")
	}
	a.subject, a.authTime, a.done = Subject, s.clock.now(), true
	return nil
}

func (s *store) AuthRequestByID(_ context.Context, id string) (op.AuthRequest, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if a, ok := s.requests[id]; ok {
		return a, nil
	}
	return nil, errors.New("no such authorization request")
}

func (s *store) AuthRequestByCode(_ context.Context, code string) (op.AuthRequest, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if a, ok := s.requests[s.codes[code]]; ok {
		return a, nil
	}
	return nil, errors.New("no such code")
}

func (s *store) SaveAuthCode(_ context.Context, id, code string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.codes[code] = id
	return nil
}

// DeleteAuthRequest forgets the request and its code, so a code is used
// at most once.
func (s *store) DeleteAuthRequest(_ context.Context, id string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.requests, id)
	for c, rid := range s.codes {
		if rid == id {
			delete(s.codes, c)
		}
	}
	return nil
}

func (s *store) CreateAccessToken(context.Context, op.TokenRequest) (string, time.Time, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.nextID(), s.clock.now().Add(s.accessTTL), nil
}

// CreateAccessAndRefreshTokens issues an access token and a new refresh
// token; the one presented (current) is spent: refresh tokens rotate.
func (s *store) CreateAccessAndRefreshTokens(_ context.Context, req op.TokenRequest, current string) (string, string, time.Time, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	now := s.clock.now()
	g := &refreshGrant{subject: req.GetSubject(), scopes: slices.Clone(req.GetScopes()), expires: now.Add(s.refreshTTL)}
	switch r := req.(type) {
	case *authRequest:
		g.clientID, g.resource, g.authTime = r.clientID, r.resource, r.authTime
	case *refreshGrant:
		g.clientID, g.resource, g.authTime = r.clientID, r.resource, r.authTime
	default:
		return "", "", time.Time{}, errors.New("refresh tokens are issued for the code and refresh grants only")
	}
	if current != "" {
		if _, ok := s.refresh[current]; !ok {
			return "", "", time.Time{}, oidc.ErrInvalidGrant().WithDescription("refresh token already used")
		}
		delete(s.refresh, current)
	}
	tok := s.nextID()
	s.refresh[tok] = g
	return s.nextID(), tok, now.Add(s.accessTTL), nil
}

// TokenRequestByRefreshToken finds a live refresh token. An expired one
// is forgotten; a "resource" other than the grant's is refused (RFC 8707
// §2.2: a refresh may narrow the audience, never widen it).
func (s *store) TokenRequestByRefreshToken(ctx context.Context, token string) (op.RefreshTokenRequest, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	g, ok := s.refresh[token]
	if !ok {
		return nil, errors.New("unknown refresh token")
	}
	if !s.clock.now().Before(g.expires) {
		delete(s.refresh, token)
		return nil, errors.New("refresh token expired")
	}
	if rs, _ := ctx.Value(resourceKey{}).([]string); len(rs) > 0 && (len(rs) > 1 || rs[0] != g.resource) {
		return nil, errors.New("resource differs from the one granted")
	}
	c := *g
	c.scopes = slices.Clone(g.scopes)
	return &c, nil
}

func (s *store) TerminateSession(context.Context, string, string) error { return nil }

func (s *store) RevokeToken(_ context.Context, token, _, _ string) *oidc.Error {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.refresh, token)
	return nil
}

func (s *store) GetRefreshTokenInfo(_ context.Context, _ string, token string) (string, string, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if g, ok := s.refresh[token]; ok {
		return g.subject, token, nil
	}
	return "", "", op.ErrInvalidRefreshToken
}

// signingKey is the provider's RS256 key (op.SigningKey and op.Key).
type signingKey struct {
	id  string
	key any
}

func (k signingKey) SignatureAlgorithm() jose.SignatureAlgorithm { return jose.RS256 }
func (k signingKey) Algorithm() jose.SignatureAlgorithm          { return jose.RS256 }
func (k signingKey) Use() string                                 { return "sig" }
func (k signingKey) Key() any                                    { return k.key }
func (k signingKey) ID() string                                  { return k.id }

func (s *store) SigningKey(context.Context) (op.SigningKey, error) {
	return signingKey{id: s.keyID, key: s.key}, nil
}

func (s *store) SignatureAlgorithms(context.Context) ([]jose.SignatureAlgorithm, error) {
	return []jose.SignatureAlgorithm{jose.RS256}, nil
}

// KeySet is what the provider publishes at its jwks_uri.
func (s *store) KeySet(context.Context) ([]op.Key, error) {
	return []op.Key{signingKey{id: s.keyID, key: &s.key.PublicKey}}, nil
}

func (s *store) GetClientByClientID(_ context.Context, id string) (op.Client, error) {
	if id != s.client.id {
		return nil, errors.New("unknown client")
	}
	return s.client, nil
}

func (s *store) AuthorizeClientIDSecret(_ context.Context, id, secret string) error {
	if id != s.client.id || subtle.ConstantTimeCompare([]byte(secret), []byte(s.client.secret)) != 1 {
		return errors.New("wrong client credentials")
	}
	return nil
}

func (s *store) SetUserinfoFromScopes(context.Context, *oidc.UserInfo, string, string, []string) error {
	return nil
}

func (s *store) SetUserinfoFromToken(_ context.Context, ui *oidc.UserInfo, _, subject, _ string) error {
	ui.Subject = subject
	return nil
}

func (s *store) SetIntrospectionFromToken(_ context.Context, ir *oidc.IntrospectionResponse, _, subject, clientID string) error {
	ir.Subject, ir.ClientID = subject, clientID
	return nil
}

func (s *store) GetPrivateClaimsFromScopes(context.Context, string, string, []string) (map[string]any, error) {
	return nil, nil
}

func (s *store) GetKeyByIDAndClientID(context.Context, string, string) (*jose.JSONWebKey, error) {
	return nil, errors.New("no client keys: the client authenticates with its secret")
}

func (s *store) ValidateJWTProfileScopes(_ context.Context, _ string, scopes []string) ([]string, error) {
	return scopes, nil
}

func (s *store) Health(context.Context) error { return nil }
