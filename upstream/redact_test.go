package upstream

import (
	"errors"
	"strings"
	"testing"
	"unicode/utf8"
)

func TestRedact(t *testing.T) {
	cfg := ServerConfig{
		URL:     "https://mcp.example.com/s/opensesame/mcp",
		Headers: map[string]string{"Authorization": "Bearer tok-abcdef"},
		secrets: []string{"opensesame", "a b&c=d/e"},
	}
	r := newRedactor(cfg)
	for _, tt := range []struct{ in, want string }{
		{`Post "https://mcp.example.com/mcp?api_key=sk123&v=2": refused`, `Post "https://mcp.example.com/mcp?api_key=[REDACTED]&v=[REDACTED]": refused`},
		{`Get "https://user:pw@host.example/mcp": EOF`, `Get "https://[REDACTED]@host.example/mcp": EOF`},
		{`dial https://host.example/s/opensesame/mcp`, `dial https://host.example/s/[REDACTED]/mcp`},
		{`https://host.example/v1/k9f8G7h6J5k4L3m2n1/mcp`, `https://host.example/v1/[REDACTED]/mcp`},
		{`https://host.example/v1/mcp-server/sse`, `https://host.example/v1/mcp-server/sse`},
		{`the server said opensesame`, `the server said [REDACTED]`},
		{`escaped a+b%26c%3Dd%2Fe here`, `escaped [REDACTED] here`},
		{`401 for Bearer tok-abcdef`, `401 for [REDACTED]`},
		{`no url here`, `no url here`},
		{`https://host.example/mcp#frag`, `https://host.example/mcp#[REDACTED]`},
	} {
		if got := r.redact(tt.in); got != tt.want {
			t.Errorf("redact(%q)\n got %q\nwant %q", tt.in, got, tt.want)
		}
	}
	base := errors.New("Post \"https://h.example/mcp?k=opensesame\": refused")
	err := r.redactErr(base)
	if strings.Contains(err.Error(), "opensesame") || !errors.Is(err, base) {
		t.Errorf("redactErr = %q (Is base: %v)", err, errors.Is(err, base))
	}
	if r.redactErr(nil) != nil {
		t.Error("redactErr(nil) != nil")
	}
}

// FuzzRedact: any text redacts without panicking, stays valid UTF-8 when
// it was, and never keeps a configured secret.
func FuzzRedact(f *testing.F) {
	for _, s := range []string{"https://u:p@h/x?y=z#f", "http://[::1]:80/a%zz", "x://", "opensesame https://h/opensesame", "\xff://\x00"} {
		f.Add(s)
	}
	r := newRedactor(ServerConfig{secrets: []string{"opensesame"}})
	f.Fuzz(func(t *testing.T, s string) {
		got := r.redact(s)
		if strings.Contains(got, "opensesame") {
			t.Fatalf("redact(%q) = %q keeps the secret", s, got)
		}
		if utf8.ValidString(s) && !utf8.ValidString(got) {
			t.Fatalf("redact(%q) = %q is not UTF-8", s, got)
		}
	})
}
