package mcpserver

import (
	"bytes"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
)

// MinTokenLength is the shortest bearer token a tokens file may hold in
// clear: shorter ones are guessable.
const MinTokenLength = 16

// maxTokens bounds the entries of a tokens file.
const maxTokens = 10000

// TokenSet is the static bearer tokens `serve --http` accepts, each
// naming the principal its requests are made for. It keeps SHA-256 sums
// only, and [TokenSet.Lookup] compares in constant time over the whole set.
type TokenSet struct {
	entries []tokenEntry
}

type tokenEntry struct {
	name string
	sum  [sha256.Size]byte
}

// ParseTokens reads a tokens file. Its text is either lines of
//
//	NAME TOKEN
//	NAME sha256:HEX
//
// (blank lines and lines starting with # are skipped; entries may also be
// separated by commas, which suits an environment variable), or a JSON
// object {"tokens": [{"name": NAME, "token": TOKEN} or {"name": NAME,
// "sha256": HEX}, …]}. NAME is the principal (1 to 64 of A-Z a-z 0-9 . _
// @ -; one name may have several tokens, for rotation); TOKEN is at
// least MinTokenLength characters of the RFC 6750 token alphabet
// (A-Z a-z 0-9 - . _ ~ + / and trailing =); sha256:HEX is the SHA-256 of
// a token in hex, so the file need not hold the token itself. A token
// listed twice is an error.
func ParseTokens(text []byte) (*TokenSet, error) {
	ts := &TokenSet{}
	seen := map[[sha256.Size]byte]string{}
	add := func(where, name, token, sum string) error {
		if !validTokenName(name) {
			return fmt.Errorf("%s: name %q: want 1 to 64 of A-Z a-z 0-9 . _ @ -", where, name)
		}
		var e tokenEntry
		e.name = name
		switch {
		case token != "" && sum != "":
			return fmt.Errorf("%s: give a token or its sha256, not both", where)
		case sum != "":
			b, err := hex.DecodeString(sum)
			if err != nil || len(b) != sha256.Size {
				return fmt.Errorf("%s: sha256 of %s: want 64 hex digits", where, name)
			}
			copy(e.sum[:], b)
		case token != "":
			if !validToken(token) {
				return fmt.Errorf("%s: the token of %s has a character outside A-Z a-z 0-9 - . _ ~ + / =", where, name)
			}
			if len(token) < MinTokenLength {
				return fmt.Errorf("%s: the token of %s is shorter than %d characters", where, name, MinTokenLength)
			}
			e.sum = sha256.Sum256([]byte(token))
		default:
			return fmt.Errorf("%s: %s has no token", where, name)
		}
		if prev, dup := seen[e.sum]; dup {
			return fmt.Errorf("%s: the token of %s is also %s's: every token must name one principal", where, name, prev)
		}
		if len(ts.entries) >= maxTokens {
			return fmt.Errorf("%s: more than %d tokens", where, maxTokens)
		}
		seen[e.sum] = name
		ts.entries = append(ts.entries, e)
		return nil
	}
	if t := bytes.TrimSpace(text); len(t) > 0 && t[0] == '{' {
		var doc struct {
			Tokens []struct {
				Name   string `json:"name"`
				Token  string `json:"token"`
				SHA256 string `json:"sha256"`
			} `json:"tokens"`
		}
		dec := json.NewDecoder(bytes.NewReader(t))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&doc); err != nil {
			return nil, fmt.Errorf(`tokens: want {"tokens": [{"name": …, "token": …}]}: %v`, err)
		}
		for i, e := range doc.Tokens {
			if err := add(fmt.Sprintf("tokens[%d]", i), e.Name, e.Token, e.SHA256); err != nil {
				return nil, err
			}
		}
	} else {
		for n, line := range strings.Split(string(text), "\n") {
			for _, entry := range strings.Split(line, ",") {
				entry = strings.TrimSpace(entry)
				if entry == "" || strings.HasPrefix(entry, "#") {
					if strings.HasPrefix(entry, "#") {
						break // a comment ends the line
					}
					continue
				}
				f := strings.Fields(entry)
				where := fmt.Sprintf("line %d", n+1)
				if len(f) != 2 {
					return nil, fmt.Errorf("%s: want NAME TOKEN (or NAME sha256:HEX), got %d fields", where, len(f))
				}
				token, sum := f[1], ""
				if s, ok := strings.CutPrefix(f[1], "sha256:"); ok {
					token, sum = "", s
				}
				if err := add(where, f[0], token, sum); err != nil {
					return nil, err
				}
			}
		}
	}
	if len(ts.entries) == 0 {
		return nil, errors.New("tokens: no token given")
	}
	return ts, nil
}

// Merge returns the tokens of ts and o (either may be nil); a token both
// hold is an error.
func (ts *TokenSet) Merge(o *TokenSet) (*TokenSet, error) {
	if ts == nil {
		return o, nil
	}
	if o == nil {
		return ts, nil
	}
	out := &TokenSet{entries: append(append([]tokenEntry{}, ts.entries...), o.entries...)}
	seen := map[[sha256.Size]byte]bool{}
	for _, e := range out.entries {
		if seen[e.sum] {
			return nil, fmt.Errorf("the token of %s is given twice", e.name)
		}
		seen[e.sum] = true
	}
	return out, nil
}

// Len is the number of tokens.
func (ts *TokenSet) Len() int {
	if ts == nil {
		return 0
	}
	return len(ts.entries)
}

// Lookup returns the principal token names. It hashes token and compares
// the sum with every entry in constant time, without an early exit, so
// the time it takes tells nothing of which entry (if any) matched.
func (ts *TokenSet) Lookup(token string) (name string, ok bool) {
	if ts == nil {
		return "", false
	}
	sum := sha256.Sum256([]byte(token))
	found, at := 0, 0
	for i := range ts.entries {
		eq := subtle.ConstantTimeCompare(sum[:], ts.entries[i].sum[:])
		at = subtle.ConstantTimeSelect(eq, i, at)
		found |= eq
	}
	if found == 0 {
		return "", false
	}
	return ts.entries[at].name, true
}

func validTokenName(s string) bool {
	return s != "" && len(s) <= 64 && alnumOr(s, "._@-")
}

// validToken reports whether s is an RFC 6750 b64token.
func validToken(s string) bool {
	body := strings.TrimRight(s, "=")
	return body != "" && len(s) <= 4096 && alnumOr(body, "-._~+/")
}

// alnumOr reports whether every byte of s is an ASCII letter or digit, or
// one of extra.
func alnumOr(s, extra string) bool {
	for _, c := range []byte(s) {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || strings.IndexByte(extra, c) >= 0) {
			return false
		}
	}
	return true
}
