package oauth

import (
	"net/http"
	"reflect"
	"testing"
)

func TestParseChallenge(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		name    string
		headers []string
		want    Challenge
		found   bool
	}{
		{name: "no header"},
		{name: "RFC 9728 §5.1 example", headers: []string{`Bearer resource_metadata="https://resource.example.com/.well-known/oauth-protected-resource"`},
			want: Challenge{ResourceMetadata: "https://resource.example.com/.well-known/oauth-protected-resource"}, found: true},
		{name: "scope and error (RFC 6750 §3)", headers: []string{`Bearer realm="example", error="insufficient_scope", scope="files:read files:write", resource_metadata="https://r/m"`},
			want: Challenge{ResourceMetadata: "https://r/m", Scopes: []string{"files:read", "files:write"}, Error: "insufficient_scope"}, found: true},
		{name: "scheme is case-insensitive", headers: []string{`bEaReR error="invalid_token"`}, want: Challenge{Error: "invalid_token"}, found: true},
		{name: "bare Bearer", headers: []string{`Bearer`}, found: true},
		{name: "Basic then Bearer in one header", headers: []string{`Basic realm="x", Bearer scope="a b"`}, want: Challenge{Scopes: []string{"a", "b"}}, found: true},
		{name: "two header lines", headers: []string{`Basic realm="x"`, `Bearer resource_metadata="https://r/m"`}, want: Challenge{ResourceMetadata: "https://r/m"}, found: true},
		{name: "resource_metadata on another scheme", headers: []string{`DPoP resource_metadata="https://r/m"`}, want: Challenge{ResourceMetadata: "https://r/m"}, found: true},
		{name: "Bearer's resource_metadata wins", headers: []string{`DPoP resource_metadata="https://r/other", Bearer resource_metadata="https://r/m"`}, want: Challenge{ResourceMetadata: "https://r/m"}, found: true},
		{name: "quoted comma stays in the value", headers: []string{`Bearer error_description="a, b", scope="x"`}, want: Challenge{Scopes: []string{"x"}}, found: true},
		{name: "Basic only", headers: []string{`Basic realm="x"`}},
		{name: "unterminated quote is malformed", headers: []string{`Bearer scope="a`}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			h := http.Header{}
			for _, v := range tt.headers {
				h.Add("WWW-Authenticate", v)
			}
			got, found := ParseChallenge(h)
			if found != tt.found || !reflect.DeepEqual(got, tt.want) {
				t.Errorf("ParseChallenge(%q) = %+v, %v; want %+v, %v", tt.headers, got, found, tt.want, tt.found)
			}
		})
	}
}

// FuzzParseChallenge feeds arbitrary header values: no panic, and what a
// challenge yields is well formed (scope tokens without spaces).
func FuzzParseChallenge(f *testing.F) {
	for _, s := range []string{`Bearer resource_metadata="https://r/m", scope="a b"`, `Basic realm="x", Bearer error="insufficient_scope"`, `Bearer scope="a`, `,,,`, `Bearer a=b=c`, "Bearer scope=\"\\\"\""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, v string) {
		h := http.Header{}
		h.Add("WWW-Authenticate", v)
		c, found := ParseChallenge(h)
		if !found && !reflect.DeepEqual(c, Challenge{}) {
			t.Fatalf("not found but %+v", c)
		}
		for _, s := range c.Scopes {
			if s == "" {
				t.Fatalf("empty scope in %+v", c)
			}
		}
	})
}
