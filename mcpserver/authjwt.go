package mcpserver

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/modelcontextprotocol/go-sdk/auth"
	"github.com/zitadel/oidc/v3/pkg/client/rp"
	"github.com/zitadel/oidc/v3/pkg/oidc"
	"github.com/zitadel/oidc/v3/pkg/op"
)

// jwtVerifier checks OAuth 2.1 JWT access tokens as a resource server
// does: signed by a key of the issuer's JWKS (found through its RFC 8414
// or OpenID metadata; cached, and read again when a token names a key id
// it lacks), issued by the issuer, meant for this server (aud), and
// within its exp and nbf. The signature, issuer and expiry checks are
// zitadel/oidc's (op.VerifyAccessToken over rp's remote key set), the
// maintained OpenID-certified library the OAuth tests already run as the
// authorization server.
type jwtVerifier struct {
	issuer string
	hc     *http.Client
	now    func() time.Time

	mu sync.Mutex
	v  *op.AccessTokenVerifier // nil until the issuer's metadata was read
}

// errNotForUs is wrapped by the refusal of a token for another audience.
var errNotForUs = errors.New("the token is not meant for this server")

// keys returns the verifier, reading the issuer's metadata the first time
// (and again after a failure).
func (j *jwtVerifier) keys(ctx context.Context) (*op.AccessTokenVerifier, error) {
	j.mu.Lock()
	defer j.mu.Unlock()
	if j.v != nil {
		return j.v, nil
	}
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	asm, err := auth.GetAuthServerMetadata(ctx, j.issuer, j.hc)
	if err != nil {
		return nil, fmt.Errorf("reading the metadata of the authorization server %s: %v", j.issuer, err)
	}
	if asm == nil || asm.JWKSURI == "" {
		return nil, fmt.Errorf("the authorization server %s publishes no jwks_uri", j.issuer)
	}
	j.v = op.NewAccessTokenVerifier(j.issuer, rp.NewRemoteKeySet(j.hc, asm.JWKSURI))
	return j.v, nil
}

// verify checks token for one of audiences and returns its claims.
// Errors wrap auth.ErrInvalidToken for a token that fails a check, and
// are plain for a failure to reach the issuer.
func (j *jwtVerifier) verify(ctx context.Context, token string, audiences []string) (*oidc.AccessTokenClaims, error) {
	v, err := j.keys(ctx)
	if err != nil {
		return nil, err
	}
	claims, err := op.VerifyAccessToken[*oidc.AccessTokenClaims](ctx, token, v)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", auth.ErrInvalidToken, err)
	}
	if !slices.ContainsFunc(claims.GetAudience(), func(a string) bool { return slices.Contains(audiences, a) }) {
		return nil, fmt.Errorf("%w: %w: its audience is %s, not %s", auth.ErrInvalidToken, errNotForUs, strings.Join(claims.GetAudience(), " "), strings.Join(audiences, " or "))
	}
	if nbf := claims.NotBefore.AsTime(); !nbf.IsZero() && j.now().Before(nbf) {
		return nil, fmt.Errorf("%w: not valid before %s", auth.ErrInvalidToken, nbf.UTC().Format(time.RFC3339))
	}
	if claims.GetSubject() == "" {
		return nil, fmt.Errorf("%w: the token names no subject", auth.ErrInvalidToken)
	}
	return claims, nil
}
