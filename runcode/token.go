package runcode

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"
)

// Resume tokens are sealed: "cmr1." + base64url(claims JSON) + "." +
// base64url(HMAC-SHA256(SealKey, everything before the last dot)). The
// claims bind the token to one stored journal, an expiry, the program's
// hash, the tool set, the caller's scope and its principal. They are signed, not
// encrypted: a token reveals which journal it names and when it expires,
// nothing of the program or its calls.
const tokenPrefix = "cmr1."

// ErrTokenInvalid is wrapped by resume failures whose token is malformed,
// forged, or sealed with another key.
var ErrTokenInvalid = errors.New("resume token is not valid")

// ErrTokenExpired is wrapped by resume failures whose token has expired.
var ErrTokenExpired = errors.New("resume token has expired")

// ErrTokenUsed is wrapped by resume failures whose token was already used
// (each token resumes once) or whose journal is gone.
var ErrTokenUsed = errors.New("resume token was already used, or its journal expired")

// tokenClaims are the sealed contents of a resume token.
type tokenClaims struct {
	ID      string `json:"id"`    // the journal's key suffix
	Expires int64  `json:"exp"`   // Unix seconds
	Code    string `json:"code"`  // SHA-256 of the program, hex
	Tools   string `json:"tools"` // tool-set fingerprint, hex
	Scope   string `json:"scope"` // the caller's scope
	// Principal is who the run was made for (registry/principal); only
	// a resume made for the same principal may use the token.
	Principal string `json:"principal,omitempty"`
}

// newJournalID returns a random journal id.
func newJournalID() (string, error) {
	var b [16]byte
	if _, err := rand.Read(b[:]); err != nil {
		return "", err
	}
	return hex.EncodeToString(b[:]), nil
}

// sealToken signs c with key.
func sealToken(key []byte, c tokenClaims) string {
	body, _ := json.Marshal(c) // plain strings and an int: cannot fail
	s := tokenPrefix + base64.RawURLEncoding.EncodeToString(body)
	return s + "." + base64.RawURLEncoding.EncodeToString(mac(key, s))
}

func mac(key []byte, s string) []byte {
	h := hmac.New(sha256.New, key)
	h.Write([]byte(s))
	return h.Sum(nil)
}

// openToken checks a token's seal and expiry and returns its claims.
func openToken(key []byte, tok string, now time.Time) (tokenClaims, error) {
	var c tokenClaims
	if len(tok) > 4096 || !strings.HasPrefix(tok, tokenPrefix) {
		return c, fmt.Errorf("%w: not a codemode resume token", ErrTokenInvalid)
	}
	i := strings.LastIndexByte(tok, '.')
	if i <= len(tokenPrefix) {
		return c, fmt.Errorf("%w: no seal", ErrTokenInvalid)
	}
	sig, err := base64.RawURLEncoding.DecodeString(tok[i+1:])
	if err != nil || !hmac.Equal(sig, mac(key, tok[:i])) {
		return c, fmt.Errorf("%w: the seal does not match (forged, altered, or sealed by a server with another key)", ErrTokenInvalid)
	}
	body, err := base64.RawURLEncoding.DecodeString(tok[len(tokenPrefix):i])
	if err != nil {
		return c, fmt.Errorf("%w: %v", ErrTokenInvalid, err)
	}
	if err := json.Unmarshal(body, &c); err != nil || len(c.ID) != 32 {
		return c, fmt.Errorf("%w: malformed claims", ErrTokenInvalid)
	}
	if now.Unix() >= c.Expires {
		return c, fmt.Errorf("%w (at %s)", ErrTokenExpired, time.Unix(c.Expires, 0).UTC().Format(time.RFC3339))
	}
	return c, nil
}

// codeHash fingerprints a program's text.
func codeHash(code string) string {
	h := sha256.Sum256([]byte(code))
	return hex.EncodeToString(h[:])
}

// newSealKey is the per-registry default key: random, so tokens die with
// the process unless Options.SealKey is set.
func newSealKey() ([]byte, error) {
	k := make([]byte, 32)
	_, err := rand.Read(k)
	return k, err
}
