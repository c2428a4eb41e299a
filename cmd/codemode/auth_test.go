package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestServeAuthFlags: serve refuses to expose a non-loopback address
// without auth (exit 2, naming the flags) and checks the auth flags
// before anything starts.
func TestServeAuthFlags(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "tokens")
	os.WriteFile(good, []byte("# ci\nci ci-token-0123456789abcdef\n"), 0o600)
	bad := filepath.Join(dir, "bad")
	os.WriteFile(bad, []byte("ci short\n"), 0o600)
	for _, tt := range []struct {
		name    string
		args    []string
		env     string
		wantErr string // "" : the flags are accepted
		want    string // describeAuth of the options
	}{
		{name: "loopback without auth", args: []string{"--http", "127.0.0.1:0"}, want: "no authentication"},
		{name: "localhost without auth", args: []string{"--http", "localhost:8080"}, want: "no authentication"},
		{name: "all interfaces without auth", args: []string{"--http", ":8080"}, wantErr: "--auth-tokens FILE (or CODEMODE_AUTH_TOKENS) or --auth-issuer URL, or --insecure-no-auth"},
		{name: "0.0.0.0 without auth", args: []string{"--http", "0.0.0.0:8080"}, wantErr: "not a loopback address"},
		{name: "insecure by choice", args: []string{"--http", "0.0.0.0:8080", "--insecure-no-auth"}, want: "no authentication"},
		{name: "tokens file", args: []string{"--http", "0.0.0.0:8080", "--auth-tokens", good}, want: "auth: 1 bearer token(s)"},
		{name: "tokens from the environment", args: []string{"--http", "0.0.0.0:8080"}, env: "a a-token-0123456789abcdef,b b-token-0123456789abcdef", want: "auth: 2 bearer token(s)"},
		{name: "file and environment", args: []string{"--http", "0.0.0.0:8080", "--auth-tokens", good}, env: "b b-token-0123456789abcdef", want: "auth: 2 bearer token(s)"},
		{name: "the same token twice", args: []string{"--http", "0.0.0.0:8080", "--auth-tokens", good}, env: "ci2 ci-token-0123456789abcdef", wantErr: "given twice"},
		{name: "a bad tokens file", args: []string{"--http", "0.0.0.0:8080", "--auth-tokens", bad}, wantErr: "shorter than 16"},
		{name: "a missing tokens file", args: []string{"--http", "0.0.0.0:8080", "--auth-tokens", filepath.Join(dir, "nope")}, wantErr: "--auth-tokens"},
		{name: "insecure with auth", args: []string{"--http", "0.0.0.0:8080", "--auth-tokens", good, "--insecure-no-auth"}, wantErr: "contradicts"},
		{name: "issuer off loopback needs an audience", args: []string{"--http", "0.0.0.0:8080", "--auth-issuer", "https://as.example.com"}, wantErr: "needs --auth-audience"},
		{name: "issuer and audience", args: []string{"--http", "0.0.0.0:8080", "--auth-issuer", "https://as.example.com", "--auth-audience", "https://codemode.example.com/mcp", "--auth-scopes", "a,b"}, want: "auth: JWTs of https://as.example.com"},
		{name: "issuer over http off loopback", args: []string{"--http", "127.0.0.1:0", "--auth-issuer", "http://as.example.com"}, wantErr: "loopback only"},
		{name: "issuer over http on loopback", args: []string{"--http", "127.0.0.1:0", "--auth-issuer", "http://127.0.0.1:9000/oidc"}, want: "auth: JWTs of http://127.0.0.1:9000/oidc"},
		{name: "scopes without an issuer", args: []string{"--http", "127.0.0.1:0", "--auth-tokens", good, "--auth-scopes", "a"}, wantErr: "give --auth-issuer"},
		{name: "metrics-public without auth", args: []string{"--http", "127.0.0.1:0", "--metrics-public"}, wantErr: "needs auth"},
		{name: "auth on stdio", args: []string{"--auth-tokens", good}, wantErr: "apply to --http only"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			t.Setenv(envAuthTokens, tt.env)
			fs := newFlagSet("serve", "", "")
			var sf serveFlags
			sf.register(fs)
			var af authFlags
			af.register(fs)
			if err := fs.Parse(tt.args); err != nil {
				t.Fatal(err)
			}
			o, err := af.options(sf.addr)
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("err = %v, want one containing %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got := describeAuth(o); got != tt.want {
				t.Errorf("options = %q, want %q", got, tt.want)
			}
		})
	}
}

// TestServeRefusesToExpose: the whole command exits 2 before serving.
func TestServeRefusesToExpose(t *testing.T) {
	t.Setenv(envAuthTokens, "")
	var out, errb bytes.Buffer
	e := &env{stdin: strings.NewReader(""), stdout: &out, stderr: &errb}
	code := execute(context.Background(), e, []string{"serve", "--http", "0.0.0.0:0", "--state", t.TempDir()})
	if code != exitUsage || !strings.Contains(errb.String(), "--insecure-no-auth") || !strings.Contains(errb.String(), "--auth-tokens") {
		t.Fatalf("exit %d, stderr %q", code, errb.String())
	}
}
