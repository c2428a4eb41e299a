package mcpserver

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

func TestParseServers(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		name string
		in   string
		want map[string]ServerConfig
		err  string // substring of the error; empty means success
	}{
		{name: "stdio and http (DESIGN §6 example)",
			in: `{"mcpServers": {
			  "github": {"command": "github-mcp-server", "args": ["stdio"], "env": {"K": "V"}},
			  "remote": {"url": "http://127.0.0.1:8080/mcp", "headers": {"Authorization": "Bearer x"}}}}`,
			want: map[string]ServerConfig{
				"github": {Command: "github-mcp-server", Args: []string{"stdio"}, Env: map[string]string{"K": "V"}},
				"remote": {URL: "http://127.0.0.1:8080/mcp", Headers: map[string]string{"Authorization": "Bearer x"}},
			}},
		{name: "type labels", in: `{"mcpServers": {"a": {"type": "stdio", "command": "x"}, "b": {"type": "http", "url": "https://h/mcp"}, "c": {"type": "streamable-http", "url": "https://h"}}}`,
			want: map[string]ServerConfig{"a": {Type: "stdio", Command: "x"}, "b": {Type: "http", URL: "https://h/mcp"}, "c": {Type: "streamable-http", URL: "https://h"}}},
		{name: "empty servers", in: `{"mcpServers": {}}`, want: map[string]ServerConfig{}},
		{name: "not JSON", in: `{"mcpServers": `, err: "invalid JSON"},
		{name: "trailing data", in: `{"mcpServers": {}} {}`, err: "unexpected data after the top-level value"},
		{name: "top-level array", in: `[]`, err: "invalid JSON"},
		{name: "null", in: `null`, err: `want a JSON object with an "mcpServers" object`},
		{name: "missing mcpServers", in: `{}`, err: `missing "mcpServers" object`},
		{name: "VS Code servers key", in: `{"servers": {}}`, err: `uses "mcpServers" (rename the key)`},
		{name: "unknown top-level key", in: `{"mcpServers": {}, "inputs": []}`, err: `unknown top-level key "inputs"`},
		{name: "mcpServers not an object", in: `{"mcpServers": []}`, err: `"mcpServers" must be an object`},
		{name: "entry not an object", in: `{"mcpServers": {"a": "x"}}`, err: `mcpServers.a: entry must be an object`},
		{name: "unknown entry key", in: `{"mcpServers": {"gh": {"command": "x", "comand": "y"}}}`, err: `mcpServers.gh: unknown key "comand" (known keys: command, args, env, url, headers, type)`},
		{name: "neither command nor url", in: `{"mcpServers": {"gh": {"args": ["x"]}}}`, err: `mcpServers.gh: has neither "command"`},
		{name: "both command and url", in: `{"mcpServers": {"gh": {"command": "x", "url": "http://h"}}}`, err: `mcpServers.gh: has both "command" and "url"`},
		{name: "args wrong type", in: `{"mcpServers": {"gh": {"command": "x", "args": "stdio"}}}`, err: `mcpServers.gh: "args": want an array of strings`},
		{name: "env wrong type", in: `{"mcpServers": {"gh": {"command": "x", "env": {"K": 1}}}}`, err: `"env": want an object of string values`},
		{name: "headers on command", in: `{"mcpServers": {"gh": {"command": "x", "headers": {}}}}`, err: `"headers" applies to "url" servers only`},
		{name: "args on url", in: `{"mcpServers": {"r": {"url": "http://h", "args": []}}}`, err: `"args" and "env" apply to "command" servers only`},
		{name: "relative url", in: `{"mcpServers": {"r": {"url": "/mcp"}}}`, err: `"url" "/mcp" must be an absolute http or https URL`},
		{name: "ftp url", in: `{"mcpServers": {"r": {"url": "ftp://h/mcp"}}}`, err: `must be an absolute http or https URL`},
		{name: "sse type", in: `{"mcpServers": {"r": {"type": "sse", "url": "http://h/sse"}}}`, err: `SSE transport is not supported`},
		{name: "type contradicts command", in: `{"mcpServers": {"a": {"type": "http", "command": "x"}}}`, err: `"type" "http" contradicts "command"`},
		{name: "odd server name is quoted", in: `{"mcpServers": {"my server": {}}}`, err: `mcpServers."my server": has neither`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			f, err := ParseServers([]byte(tt.in))
			if tt.err != "" {
				if err == nil || !strings.Contains(err.Error(), tt.err) {
					t.Fatalf("ParseServers error = %v, want it to contain %q", err, tt.err)
				}
				return
			}
			if err != nil {
				t.Fatalf("ParseServers: %v", err)
			}
			if !reflect.DeepEqual(f.Servers, tt.want) {
				t.Fatalf("servers = %#v, want %#v", f.Servers, tt.want)
			}
		})
	}
}

func TestLoadServersNamesTheFile(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	if _, err := LoadServers(filepath.Join(dir, "absent.json")); err == nil || !strings.Contains(err.Error(), "absent.json") {
		t.Fatalf("missing file error = %v, want the path", err)
	}
	p := filepath.Join(dir, "bad.json")
	if err := os.WriteFile(p, []byte(`{"mcpServers": {"x": {}}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := LoadServers(p)
	if err == nil || !strings.Contains(err.Error(), "bad.json") || !strings.Contains(err.Error(), "mcpServers.x") {
		t.Fatalf("bad file error = %v, want the path and the entry", err)
	}
	good := filepath.Join(dir, "good.json")
	if err := os.WriteFile(good, []byte(`{"mcpServers": {"b": {"command": "b"}, "a": {"url": "http://h/mcp"}}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	f, err := LoadServers(good)
	if err != nil {
		t.Fatal(err)
	}
	if got := f.Names(); !reflect.DeepEqual(got, []string{"a", "b"}) {
		t.Fatalf("Names = %v, want sorted [a b]", got)
	}
	if !f.Servers["a"].IsHTTP() || f.Servers["b"].IsHTTP() {
		t.Fatal("IsHTTP wrong")
	}
}

// FuzzParseServers: arbitrary input never panics, and a success always
// has exactly one of command or url per entry.
func FuzzParseServers(f *testing.F) {
	for _, s := range []string{
		`{"mcpServers": {"a": {"command": "x", "args": ["y"], "env": {"K": "V"}}}}`,
		`{"mcpServers": {"r": {"url": "http://h/mcp", "headers": {"A": "b"}}}}`,
		`{"mcpServers": {"a": {"command": "x", "url": "http://h"}}}`,
		`{"servers": {}}`, `[]`, `null`, `{"mcpServers": {"": {"type": "sse", "url": "http://h"}}}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		sf, err := ParseServers(data)
		if err != nil {
			if err.Error() == "" {
				t.Fatal("empty error message")
			}
			return
		}
		for name, c := range sf.Servers {
			if (c.Command == "") == (c.URL == "") {
				t.Fatalf("server %q: accepted with command %q and url %q", name, c.Command, c.URL)
			}
		}
	})
}
