package runcode

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/codemode-go/codemode/state"
)

var testKey = []byte("0123456789abcdef0123456789abcdef")

func testClaims() tokenClaims {
	return tokenClaims{ID: strings.Repeat("ab", 16), Expires: time.Date(2030, 1, 1, 0, 0, 0, 0, time.UTC).Unix(), Code: codeHash("x"), Tools: codeHash("t"), Scope: "agent"}
}

func TestTokenSealing(t *testing.T) {
	now := time.Date(2029, 1, 1, 0, 0, 0, 0, time.UTC)
	tok := sealToken(testKey, testClaims())
	got, err := openToken(testKey, tok, now)
	if err != nil || got != testClaims() {
		t.Fatalf("open = %+v, %v", got, err)
	}
	cases := []struct {
		name string
		tok  string
		key  []byte
		now  time.Time
		want error
	}{
		{"expired", tok, testKey, time.Date(2030, 1, 1, 0, 0, 0, 0, time.UTC), ErrTokenExpired},
		{"other key", tok, []byte("another key that is thirty-two b"), now, ErrTokenInvalid},
		{"altered claims", strings.Replace(tok, tok[8:12], "AAAA", 1), testKey, now, ErrTokenInvalid},
		{"no seal", tok[:strings.LastIndexByte(tok, '.')], testKey, now, ErrTokenInvalid},
		{"other prefix", "cmr2" + tok[4:], testKey, now, ErrTokenInvalid},
		{"huge", tokenPrefix + strings.Repeat("a", 5000), testKey, now, ErrTokenInvalid},
	}
	for _, tc := range cases {
		if _, err := openToken(tc.key, tc.tok, tc.now); !errors.Is(err, tc.want) {
			t.Errorf("%s: err = %v, want %v", tc.name, err, tc.want)
		}
	}
}

// FuzzOpenToken: no input panics, and only tokens sealed with the key
// open.
func FuzzOpenToken(f *testing.F) {
	f.Add(sealToken(testKey, testClaims()))
	f.Add("cmr1.e30.")
	f.Add("cmr1..")
	f.Add("")
	f.Fuzz(func(t *testing.T, tok string) {
		c, err := openToken(testKey, tok, time.Date(2029, 1, 1, 0, 0, 0, 0, time.UTC))
		if err == nil && sealToken(testKey, c) != tok {
			// A token that opens must be one this key sealed (modulo
			// JSON spelling of the same claims, which the seal covers).
			if _, err2 := openToken([]byte("a different key of thirty-two by"), tok, time.Unix(0, 0)); err2 == nil {
				t.Fatalf("token %q opens under two keys", tok)
			}
		}
	})
}

// FuzzDecodeJournal: a damaged journal is an error wrapping
// state.ErrCorrupt, never a panic; one that decodes re-encodes.
func FuzzDecodeJournal(f *testing.F) {
	good, _ := encodeJournal(&journal{V: journalVersion, Code: codeHash("c"), Tools: codeHash("t"), Calls: []journalCall{{Tool: "read", Args: []byte(`{}`), Value: []byte(`1`)}}, Pending: []PendingCall{{Tool: "write", Arguments: []byte(`{"a":1}`)}}}, 1<<20)
	drained, _ := encodeJournal(&journal{V: journalVersion, Code: codeHash("c"), Tools: codeHash("t"), Drained: true}, 1<<20)
	f.Add(good)
	f.Add(drained)
	f.Add(good[:len(good)/2])
	f.Add([]byte(`{"v":1}`))
	f.Add([]byte(`{"v":1,"draws":[{"k":"random","r":2}]}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		j, err := decodeJournal(b)
		if err != nil {
			if !errors.Is(err, state.ErrCorrupt) {
				t.Fatalf("error %v does not wrap ErrCorrupt", err)
			}
			return
		}
		if _, err := encodeJournal(j, 1<<30); err != nil {
			t.Fatalf("a decoded journal does not encode: %v", err)
		}
	})
}
