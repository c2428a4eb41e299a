package upstream

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/codemode-go/codemode/upstream/oauth"
)

func TestParseServers(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		name     string
		in       string
		want     map[string]ServerConfig
		warnings []string
		err      string // substring of the error; empty means success
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
		{name: "not JSON", in: `{"mcpServers": `, err: "invalid JSON: line 1, column 16: the JSON ends before its value does"},
		{name: "trailing data", in: `{"mcpServers": {}} {}`, err: "unexpected data after the top-level value"},
		// Issue #42 item 12: the decoder's Go words never reach the user.
		{name: "top-level array", in: `[]`, err: `want a JSON object with an "mcpServers" object (or VS Code's "servers"), got an array`},
		{name: "top-level string", in: `"x"`, err: `want a JSON object with an "mcpServers" object (or VS Code's "servers"), got a string`},
		{name: "trailing comma", in: "{\"mcpServers\": {\n  \"a\": {\"command\": \"x\"},\n}}", err: `invalid JSON: line 3, column 1: unexpected "}": want a quoted key (no trailing commas in JSON)`},
		{name: "single quotes", in: `{'mcpServers': {}}`, err: `invalid JSON: line 1, column 2: unexpected "'" (JSON strings take double quotes)`},
		{name: "codemode key not an object", in: `{"mcpServers": {}, "codemode": []}`, err: `codemode: want an object such as`},
		{name: "codemode unknown key", in: `{"mcpServers": {}, "codemode": {"approvals": {}}}`, err: `codemode.approvals: unknown key`},
		{name: "codemode approveBy", in: `{"mcpServers": {}, "codemode": {"approveBy": 1}}`, err: `codemode.approveBy: want "person" or "client"`},
		{name: "null", in: `null`, err: `want a JSON object with an "mcpServers" object`},
		{name: "missing mcpServers", in: `{}`, err: `missing "mcpServers" object (or VS Code's "servers")`},
		{name: "both formats", in: `{"mcpServers": {}, "servers": {}}`, err: `both "mcpServers" and "servers" are present`},
		{name: "claude_desktop_config.json keys are ignored", in: `{"globalShortcut": "Ctrl+Space", "mcpServers": {"a": {"command": "x"}}}`,
			want: map[string]ServerConfig{"a": {Command: "x"}}, warnings: []string{`ignoring top-level key "globalShortcut" (only "mcpServers" is read)`}},
		{name: "VS Code servers", in: `{"inputs": [], "servers": {
			  "fs": {"type": "stdio", "command": "npx", "args": ["-y", "server-filesystem", "${workspaceFolder}", "${workspaceFolder}${/}sub"], "env": {"HOME2": "${userHome}", "T": "${env:CM_TEST_TOKEN}"}},
			  "gh": {"type": "http", "url": "https://api.example/mcp", "headers": {"Authorization": "Bearer ${env:CM_TEST_TOKEN}"}},
			  "old": {"type": "sse", "url": "http://127.0.0.1:9/sse"}}}`,
			want: map[string]ServerConfig{
				"fs":  {Type: "stdio", Command: "npx", Args: []string{"-y", "server-filesystem", "/ws", "/ws/sub"}, Env: map[string]string{"HOME2": "/home/u", "T": "tok"}, secrets: []string{"tok"}},
				"gh":  {Type: "http", URL: "https://api.example/mcp", Headers: map[string]string{"Authorization": "Bearer tok"}, secrets: []string{"tok"}},
				"old": {Type: "sse", URL: "http://127.0.0.1:9/sse"},
			}, warnings: []string{`ignoring top-level key "inputs" (only "servers" is read)`}},
		{name: "VS Code input variable", in: `{"servers": {"gh": {"type": "http", "url": "https://h/mcp", "headers": {"Authorization": "${input:token}"}}}}`,
			err: `servers.gh: "headers".Authorization: ${input:token} asks the user through VS Code`},
		{name: "VS Code unknown variable", in: `{"servers": {"a": {"command": "${command:pick}"}}}`, err: `servers.a: "command": unsupported variable ${command:pick}`},
		{name: "VS Code unterminated variable", in: `{"servers": {"a": {"command": "x", "args": ["${workspaceFolder"]}}}`, err: `"args"[0]: unterminated variable`},
		{name: "Claude Code variables in mcpServers", in: `{"mcpServers": {
			  "a": {"command": "${CM_BIN:-npx}", "args": ["-y", "pkg@${CM_VER:-1.0}", "${CM_TEST_TOKEN}"], "env": {"T": "${CM_TEST_TOKEN}", "E": "${CM_EMPTY:-fallback}", "K": "${CM_UNSET:-}"}},
			  "r": {"url": "https://${CM_HOST:-h.example}/mcp", "headers": {"Authorization": "Bearer ${CM_TEST_TOKEN}", "X": "${CM_NONE:-}"}}}}`,
			want: map[string]ServerConfig{
				"a": {Command: "npx", Args: []string{"-y", "pkg@1.0", "tok"}, Env: map[string]string{"T": "tok", "E": "", "K": ""}, secrets: []string{"tok"}}, // set, though empty, wins over a default, as in Claude Code
				"r": {URL: "https://h.example/mcp", Headers: map[string]string{"Authorization": "Bearer tok", "X": ""}, secrets: []string{"tok"}},
			}},
		{name: "Claude Code unset variable", in: `{"mcpServers": {"r": {"url": "https://h/mcp", "headers": {"Authorization": "Bearer ${API_TOKEN}"}}}}`,
			err: `mcpServers.r: "headers".Authorization: environment variable API_TOKEN is not set`},
		{name: "Claude Code unset variable in args", in: `{"mcpServers": {"a": {"command": "x", "args": ["${workspaceFolder}"]}}}`,
			err: `mcpServers.a: "args"[0]: environment variable workspaceFolder is not set`},
		{name: "Claude Code empty variable name", in: `{"mcpServers": {"a": {"command": "x${:-y}"}}}`, err: `empty variable name`},
		{name: "Claude Code unterminated variable", in: `{"mcpServers": {"a": {"command": "x${HOME"}}}`, err: `"command": unterminated variable`},
		{name: "VS Code servers not an object", in: `{"servers": []}`, err: `"servers" must be an object`},
		{name: "mcpServers not an object", in: `{"mcpServers": []}`, err: `"mcpServers" must be an object`},
		{name: "entry not an object", in: `{"mcpServers": {"a": "x"}}`, err: `mcpServers.a: entry must be an object`},
		{name: "unknown entry key", in: `{"mcpServers": {"gh": {"command": "x", "comand": "y"}}}`, err: `mcpServers.gh: unknown key "comand" (known keys: command, args, env, url, headers, type, oauth)`},
		{name: "oauth client", in: `{"mcpServers": {"r": {"url": "https://h/mcp", "oauth": {"clientId": "id", "clientSecret": "s", "scopes": ["repo", "read:org"], "redirectPort": 8765}}}}`,
			want: map[string]ServerConfig{"r": {URL: "https://h/mcp", OAuth: &oauth.Client{ID: "id", Secret: "s", Scopes: []string{"repo", "read:org"}, RedirectPort: 8765}}}},
		{name: "oauth empty object: dynamic registration", in: `{"mcpServers": {"r": {"url": "https://h/mcp", "oauth": {}}}}`,
			want: map[string]ServerConfig{"r": {URL: "https://h/mcp", OAuth: &oauth.Client{}}}},
		{name: "oauth VS Code variables", in: `{"servers": {"r": {"url": "https://h/mcp", "oauth": {"clientId": "${env:CID}", "clientSecret": "${env:CSECRET}"}}}}`,
			want: map[string]ServerConfig{"r": {URL: "https://h/mcp", OAuth: &oauth.Client{ID: "the-id", Secret: "the-secret"}, secrets: []string{"the-id", "the-secret"}}}},
		{name: "oauth unknown key", in: `{"mcpServers": {"r": {"url": "https://h/mcp", "oauth": {"client_id": "x"}}}}`, err: `mcpServers.r: "oauth": unknown key "client_id" (known keys: clientId, clientSecret`},
		{name: "oauth as Claude Code writes it", in: `{"mcpServers": {"r": {"type": "http", "url": "https://h/mcp", "oauth": {"clientId": "id", "callbackPort": 8080, "scopes": "repo read:org", "authServerMetadataUrl": "https://idp/meta"}}}}`,
			want: map[string]ServerConfig{"r": {Type: "http", URL: "https://h/mcp", OAuth: &oauth.Client{ID: "id", RedirectPort: 8080, Scopes: []string{"repo", "read:org"}, AuthServerMetadataURL: "https://idp/meta"}}}},
		{name: "oauth not an object", in: `{"mcpServers": {"r": {"url": "https://h/mcp", "oauth": "x"}}}`, err: `"oauth": want an object with "clientId"`},
		{name: "oauth wrong field type", in: `{"mcpServers": {"r": {"url": "https://h/mcp", "oauth": {"redirectPort": "80"}}}}`, err: `"oauth": "redirectPort": want a number`},
		{name: "oauth bad port", in: `{"mcpServers": {"r": {"url": "https://h/mcp", "oauth": {"redirectPort": 70000}}}}`, err: `"redirectPort" 70000 is not a TCP port`},
		{name: "oauth secret without id", in: `{"mcpServers": {"r": {"url": "https://h/mcp", "oauth": {"clientSecret": "s"}}}}`, err: `"clientSecret" needs "clientId"`},
		{name: "oauth metadata URL not https", in: `{"mcpServers": {"r": {"url": "https://h/mcp", "oauth": {"clientMetadataUrl": "http://me/client.json"}}}}`, err: `"clientMetadataUrl" "http://me/client.json" must be an https URL with a path`},
		{name: "oauth on command", in: `{"mcpServers": {"a": {"command": "x", "oauth": {}}}}`, err: `"oauth" applies to "url" servers only`},
		{name: "neither command nor url", in: `{"mcpServers": {"gh": {"args": ["x"]}}}`, err: `mcpServers.gh: has neither "command"`},
		{name: "both command and url", in: `{"mcpServers": {"gh": {"command": "x", "url": "http://h"}}}`, err: `mcpServers.gh: has both "command" and "url"`},
		{name: "args wrong type", in: `{"mcpServers": {"gh": {"command": "x", "args": "stdio"}}}`, err: `mcpServers.gh: "args": want an array of strings`},
		{name: "env wrong type", in: `{"mcpServers": {"gh": {"command": "x", "env": {"K": 1}}}}`, err: `"env": want an object of string values`},
		{name: "headers on command", in: `{"mcpServers": {"gh": {"command": "x", "headers": {}}}}`, err: `"headers" applies to "url" servers only`},
		{name: "args on url", in: `{"mcpServers": {"r": {"url": "http://h", "args": []}}}`, err: `"args" and "env" apply to "command" servers only`},
		{name: "relative url", in: `{"mcpServers": {"r": {"url": "/mcp"}}}`, err: `"url" "/mcp" must be an absolute http or https URL`},
		{name: "ftp url", in: `{"mcpServers": {"r": {"url": "ftp://h/mcp"}}}`, err: `must be an absolute http or https URL`},
		{name: "sse type", in: `{"mcpServers": {"r": {"type": "sse", "url": "http://h/sse"}}}`, want: map[string]ServerConfig{"r": {Type: "sse", URL: "http://h/sse"}}},
		{name: "unknown url type", in: `{"mcpServers": {"r": {"type": "websocket", "url": "http://h/ws"}}}`, err: `"type" "websocket" contradicts "url"`},
		{name: "type contradicts command", in: `{"mcpServers": {"a": {"type": "http", "command": "x"}}}`, err: `"type" "http" contradicts "command"`},
		{name: "odd server name is quoted", in: `{"mcpServers": {"my server": {}}}`, err: `mcpServers."my server": has neither`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			f, err := ParseServersWith([]byte(tt.in), &ParseOptions{WorkspaceFolder: "/ws", Home: "/home/u",
				LookupEnv: func(k string) (string, bool) {
					v, ok := map[string]string{"CM_TEST_TOKEN": "tok", "CID": "the-id", "CSECRET": "the-secret", "CM_EMPTY": ""}[k]
					return v, ok
				}})
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
			if !reflect.DeepEqual(f.Warnings, tt.warnings) {
				t.Fatalf("warnings = %q, want %q", f.Warnings, tt.warnings)
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
		`{"servers": {}}`, `{"servers": {"a": {"type": "stdio", "command": "${env:X}", "args": ["${workspaceFolder}"]}}}`, `{"globalShortcut": "", "mcpServers": {}}`, `[]`, `null`, `{"mcpServers": {"": {"type": "sse", "url": "http://h"}}}`,
		`{"mcpServers": {"a": {"command": "${HOME}", "args": ["${CM_X:-d}", "${:-}", "${A${B}}"]}}}`,
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

func TestLoadServersVSCodeWorkspaceFolder(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	vs := filepath.Join(dir, ".vscode")
	if err := os.Mkdir(vs, 0o755); err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(vs, "mcp.json")
	if err := os.WriteFile(p, []byte(`{"servers": {"fs": {"type": "stdio", "command": "fs", "args": ["${workspaceFolder}"]}}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	f, err := LoadServers(p)
	if err != nil {
		t.Fatal(err)
	}
	if got := f.Servers["fs"].Args; len(got) != 1 || got[0] != dir {
		t.Fatalf("${workspaceFolder} of .vscode/mcp.json = %q, want the folder holding .vscode (%s)", got, dir)
	}
}

func TestCheckRecursion(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	self := filepath.Join(dir, "codemode")
	if err := os.WriteFile(self, []byte("#!/bin/sh\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "cm-link")
	if err := os.Symlink(self, link); err != nil {
		t.Fatal(err)
	}
	servers := filepath.Join(dir, "servers.json")
	other := filepath.Join(dir, "other.json")
	for _, tt := range []struct {
		name    string
		cfg     ServerConfig
		environ []string
		err     string // substring; empty means accepted
		skipped string // substring of the one skip warning; empty means none
	}{
		{name: "self with the same file", cfg: ServerConfig{Command: self, Args: []string{"serve", "--servers", servers}}, skipped: "skipping mcpServers.me: it is this codemode"},
		{name: "self through a symlink, = form", cfg: ServerConfig{Command: link, Args: []string{"serve", "--servers=" + servers}}, skipped: "serving the other 1 server"},
		{name: "self with another file", cfg: ServerConfig{Command: self, Args: []string{"serve", "--servers", other}}},
		{name: "self without serve", cfg: ServerConfig{Command: self, Args: []string{"run", "x.ts"}}},
		{name: "another program", cfg: ServerConfig{Command: "/bin/sh", Args: []string{"serve", "--servers", servers}}},
		{name: "already in the lineage (a wrapper started us)", cfg: ServerConfig{Command: "/bin/sh"},
			environ: []string{LineageEnv + "=" + other + string(filepath.ListSeparator) + servers}, err: "already served by a codemode that started this one"},
		{name: "a different lineage", cfg: ServerConfig{Command: "/bin/sh"}, environ: []string{LineageEnv + "=" + other}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			f := &ServersFile{Format: "mcpServers", Servers: map[string]ServerConfig{"me": tt.cfg, "other": {Command: "/bin/true"}}}
			lin, err := CheckRecursion(servers, f, tt.environ, self)
			if tt.err != "" {
				if !errors.Is(err, ErrRecursion) || !strings.Contains(err.Error(), tt.err) {
					t.Fatalf("CheckRecursion = %v, want ErrRecursion containing %q", err, tt.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if !strings.HasPrefix(lin.Env, LineageEnv+"=") || !strings.HasSuffix(lin.Env, servers) {
				t.Fatalf("lineage = %q, want it to end with this file", lin.Env)
			}
			_, kept := f.Servers["me"]
			if tt.skipped == "" {
				if len(lin.Skipped) != 0 || !kept {
					t.Fatalf("skipped %q (entry kept: %v), want the entry served", lin.Skipped, kept)
				}
				return
			}
			if len(lin.Skipped) != 1 || !strings.Contains(lin.Skipped[0], tt.skipped) || kept || len(f.Servers) != 1 {
				t.Fatalf("skipped %q, servers %v; want the self entry removed with a warning containing %q", lin.Skipped, f.Names(), tt.skipped)
			}
		})
	}
}
