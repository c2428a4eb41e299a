package mcpserver

import (
	"crypto/sha256"
	"encoding/hex"
	"strings"
	"testing"
)

func TestParseTokens(t *testing.T) {
	sum := sha256.Sum256([]byte("hashed-token-0123456789"))
	hexSum := hex.EncodeToString(sum[:])
	for _, tt := range []struct {
		name    string
		text    string
		want    map[string]string // token -> principal
		wantErr string
	}{
		{name: "lines and comments", text: "# who may call\n\nalice alice-token-0123456789\n  bob   bob-token-0123456789  \n", want: map[string]string{"alice-token-0123456789": "alice", "bob-token-0123456789": "bob"}},
		{name: "commas, as in an environment variable", text: "alice alice-token-0123456789,bob bob-token-0123456789", want: map[string]string{"alice-token-0123456789": "alice", "bob-token-0123456789": "bob"}},
		{name: "a sum instead of the token", text: "ci sha256:" + hexSum, want: map[string]string{"hashed-token-0123456789": "ci"}},
		{name: "two tokens of one name (rotation)", text: "ci old-token-0123456789\nci new-token-0123456789", want: map[string]string{"old-token-0123456789": "ci", "new-token-0123456789": "ci"}},
		{name: "json", text: `{"tokens": [{"name": "alice", "token": "alice-token-0123456789"}, {"name": "ci", "sha256": "` + hexSum + `"}]}`, want: map[string]string{"alice-token-0123456789": "alice", "hashed-token-0123456789": "ci"}},
		{name: "empty", text: "# nothing\n", wantErr: "no token"},
		{name: "short token", text: "alice short", wantErr: "shorter than 16"},
		{name: "one field", text: "alice", wantErr: "want NAME TOKEN"},
		{name: "three fields", text: "alice a-token-0123456789 extra", wantErr: "want NAME TOKEN"},
		{name: "bad name", text: "al#ice alice-token-0123456789", wantErr: "name"},
		{name: "colon in name", text: "a:b alice-token-0123456789", wantErr: "name"},
		{name: "bad token character", text: "alice alice\"token-0123456789", wantErr: "character"},
		{name: "duplicate token", text: "alice same-token-0123456789\nbob same-token-0123456789", wantErr: "also alice's"},
		{name: "bad sum", text: "ci sha256:abcd", wantErr: "64 hex digits"},
		{name: "json: both", text: `{"tokens": [{"name": "ci", "token": "alice-token-0123456789", "sha256": "` + hexSum + `"}]}`, wantErr: "not both"},
		{name: "json: unknown member", text: `{"tokens": [{"name": "ci", "secret": "x"}]}`, wantErr: "unknown field"},
		{name: "json: no token", text: `{"tokens": [{"name": "ci"}]}`, wantErr: "has no token"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			ts, err := ParseTokens([]byte(tt.text))
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("err = %v, want one containing %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if ts.Len() != len(tt.want) {
				t.Errorf("Len = %d, want %d", ts.Len(), len(tt.want))
			}
			for tok, who := range tt.want {
				if got, ok := ts.Lookup(tok); !ok || got != who {
					t.Errorf("Lookup(%q) = %q, %v, want %q", tok, got, ok, who)
				}
			}
			for _, bad := range []string{"", "alice", "alice-token-012345678", "alice-token-01234567890", hexSum} {
				if got, ok := ts.Lookup(bad); ok {
					t.Errorf("Lookup(%q) = %q: a token not listed was accepted", bad, got)
				}
			}
		})
	}
}

func TestTokenSetMerge(t *testing.T) {
	a, _ := ParseTokens([]byte("alice alice-token-0123456789"))
	b, _ := ParseTokens([]byte("bob bob-token-0123456789"))
	m, err := a.Merge(b)
	if err != nil || m.Len() != 2 {
		t.Fatalf("Merge = %v, %v", m.Len(), err)
	}
	if _, err := m.Merge(a); err == nil {
		t.Error("merging a token twice was accepted")
	}
	var none *TokenSet
	if got, _ := none.Merge(a); got != a {
		t.Error("nil.Merge(a) is not a")
	}
	if _, ok := none.Lookup("alice-token-0123456789"); ok {
		t.Error("a nil set accepted a token")
	}
}

// FuzzParseTokens: no text makes the parser panic, and every token it
// accepts is found again by Lookup.
func FuzzParseTokens(f *testing.F) {
	for _, s := range []string{"alice alice-token-0123456789", "# c\nbob sha256:" + strings.Repeat("ab", 32), `{"tokens":[{"name":"x","token":"0123456789abcdef"}]}`, ",,,", "a b c"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		ts, err := ParseTokens([]byte(text))
		if err != nil {
			return
		}
		if ts.Len() == 0 {
			t.Fatal("a set without tokens was accepted")
		}
		for _, line := range strings.FieldsFunc(text, func(r rune) bool { return r == '\n' || r == ',' }) {
			f := strings.Fields(line)
			if len(f) == 2 && !strings.HasPrefix(f[0], "#") && !strings.HasPrefix(f[1], "sha256:") && !strings.HasPrefix(strings.TrimSpace(text), "{") {
				if who, ok := ts.Lookup(f[1]); !ok || who != f[0] {
					t.Fatalf("Lookup(%q) = %q, %v after parsing %q", f[1], who, ok, text)
				}
			}
		}
	})
}
