package upstream

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/url"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/codemode-go/codemode/internal/jsonerr"
	"github.com/codemode-go/codemode/upstream/oauth"
)

// ServersFile is a parsed upstream servers file. Two formats are read:
// the "mcpServers" object that Claude Desktop, Cursor and Claude Code use
// (other top-level keys of those clients' configuration files are
// ignored, with a warning), and the "servers" object of VS Code's
// mcp.json, whose entries carry a "type" and may use ${workspaceFolder}
// and other variables.
//
//	{"mcpServers": {
//	  "github": {"command": "github-mcp-server", "args": ["stdio"], "env": {"K": "V"}},
//	  "remote": {"url": "http://127.0.0.1:8080/mcp", "headers": {"Authorization": "Bearer …"}}}}
type ServersFile struct {
	// Servers maps each server name (the key in "mcpServers" or
	// "servers") to its configuration.
	Servers map[string]ServerConfig
	// Approval are the approval rules of the file: each server entry's
	// "approval" (an action for all its tools, or an object of its tool
	// names), then the top-level {"codemode": {"approval": {PATTERN:
	// ACTION}}}. MCP clients ignore both keys, so one file serves both.
	Approval ApprovalRules
	// ApproveBy is {"codemode": {"approveBy": "client"}}: who decides
	// gated calls ("" is a person; see runcode.ApproveBy).
	ApproveBy string
	// Format is the key the servers came from: "mcpServers" or
	// "servers" (VS Code).
	Format string
	// Warnings describe what was read but ignored (other top-level keys,
	// VS Code's "inputs"), for the caller to show on stderr.
	Warnings []string
}

// Names returns the server names in sorted order.
func (f *ServersFile) Names() []string {
	names := make([]string, 0, len(f.Servers))
	for n := range f.Servers {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// ServerConfig is one upstream MCP server. Exactly one of Command (a stdio
// server started as a subprocess) or URL (a streamable-HTTP or SSE server)
// is set.
type ServerConfig struct {
	// Command is the program of a stdio server, looked up in PATH.
	Command string `json:"command,omitempty"`
	// Args are the program's arguments.
	Args []string `json:"args,omitempty"`
	// Env holds variables added to the inherited environment of a stdio
	// server (they win over inherited ones).
	Env map[string]string `json:"env,omitempty"`
	// URL is the endpoint of an HTTP server (http or https).
	URL string `json:"url,omitempty"`
	// Headers are sent with every HTTP request to URL.
	Headers map[string]string `json:"headers,omitempty"`
	// Type is the transport label: "stdio" with Command; "http",
	// "streamable-http" or "streamableHttp" (streamable HTTP, the
	// default for a URL) or "sse" (the older HTTP+SSE transport) with URL.
	Type string `json:"type,omitempty"`
	// OAuth configures the OAuth client of an HTTP server ("oauth":
	// {"clientId", "clientSecret", "clientMetadataUrl", "scopes",
	// "redirectPort"}). Nil: a server without a static Authorization
	// header that asks for OAuth gets a dynamically registered client.
	OAuth *oauth.Client `json:"oauth,omitempty"`

	approval json.RawMessage // "approval", parsed into ServersFile.Approval
	// secrets are the values ${env:…} expanded to, which no error,
	// status or log may show (redact.go).
	secrets []string
}

// IsHTTP reports whether the server is reached over HTTP (streamable HTTP
// or SSE).
func (c ServerConfig) IsHTTP() bool { return c.URL != "" }

// IsSSE reports whether the server speaks the older HTTP+SSE transport.
func (c ServerConfig) IsSSE() bool { return c.URL != "" && c.Type == "sse" }

// serverKeys are the keys a server entry may have, in the order error
// messages list them.
var serverKeys = []string{"command", "args", "env", "url", "headers", "type", "oauth"}

// ParseOptions configure [ParseServersWith]. A nil *ParseOptions or a zero
// field means the documented default.
type ParseOptions struct {
	// WorkspaceFolder is the value of ${workspaceFolder} in a VS Code
	// file. Default: the current directory.
	WorkspaceFolder string
	// LookupEnv resolves ${env:NAME} in a VS Code file and ${NAME} or
	// ${NAME:-default} in the mcpServers format (as Claude Code expands
	// .mcp.json). Default os.LookupEnv.
	LookupEnv func(string) (string, bool)
	// Home is ${userHome}. Default os.UserHomeDir().
	Home string
}

// LoadServers reads and parses the servers file at path. Errors name the
// file. In a VS Code file, ${workspaceFolder} is the folder that holds the
// file's ".vscode" directory when the file is inside one (as
// .vscode/mcp.json is), else the current directory.
func LoadServers(path string) (*ServersFile, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("servers file: %w", err)
	}
	var po ParseOptions
	if abs, err := filepath.Abs(path); err == nil && filepath.Base(filepath.Dir(abs)) == ".vscode" {
		po.WorkspaceFolder = filepath.Dir(filepath.Dir(abs))
	}
	f, err := ParseServersWith(data, &po)
	if err != nil {
		return nil, fmt.Errorf("servers file %s: %w", path, err)
	}
	return f, nil
}

// ParseServers is [ParseServersWith] with default options.
func ParseServers(data []byte) (*ServersFile, error) { return ParseServersWith(data, nil) }

// ParseServersWith parses a servers file: an object with "mcpServers"
// (other top-level keys are ignored and listed in Warnings, so a whole
// claude_desktop_config.json works) or with VS Code's "servers" (whose
// "inputs" is ignored the same way). It rejects, with an error naming the
// offending entry: malformed JSON, neither or both of the two keys, a
// non-object server map, unknown keys in entries, an entry with neither
// "command" nor "url" or with both, fields of the wrong JSON type, an
// unusable URL, a "type" that contradicts the entry, and (in a VS Code
// file) a variable it cannot resolve.
func ParseServersWith(data []byte, opts *ParseOptions) (*ServersFile, error) {
	const wantTop = `want a JSON object with an "mcpServers" object (or VS Code's "servers")`
	var top map[string]json.RawMessage
	if err := decodeStrict(data, &top); err != nil {
		var te *json.UnmarshalTypeError
		if errors.As(err, &te) && te.Field == "" {
			return nil, errors.New(wantTop + ", got " + jsonKindOf(te.Value))
		}
		return nil, fmt.Errorf("invalid JSON: %w", jsonerr.Explain(data, err))
	}
	if top == nil {
		return nil, errors.New(wantTop)
	}
	_, hasMCP := top["mcpServers"]
	_, hasVS := top["servers"]
	f := &ServersFile{Format: "mcpServers"}
	switch {
	case hasMCP && hasVS:
		return nil, errors.New(`both "mcpServers" and "servers" are present: keep one (the file is read as one format)`)
	case hasVS:
		f.Format = "servers"
	case !hasMCP:
		return nil, errors.New(`missing "mcpServers" object (or VS Code's "servers")`)
	}
	var ignored []string
	for k := range top {
		if k != f.Format && k != "codemode" {
			ignored = append(ignored, k)
		}
	}
	sort.Strings(ignored)
	for _, k := range ignored {
		f.Warnings = append(f.Warnings, fmt.Sprintf("ignoring top-level key %q (only %q is read)", k, f.Format))
	}
	var entries map[string]json.RawMessage
	if err := json.Unmarshal(top[f.Format], &entries); err != nil || entries == nil {
		return nil, fmt.Errorf("%q must be an object mapping server names to entries", f.Format)
	}
	vars := newClaudeVariables(opts) // Claude Code's .mcp.json
	if f.Format == "servers" {
		vars = newVariables(opts)
	}
	f.Servers = make(map[string]ServerConfig, len(entries))
	names := make([]string, 0, len(entries))
	for n := range entries {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, name := range names {
		cfg, err := parseEntry(entries[name], vars)
		if err != nil {
			return nil, fmt.Errorf("%s.%s: %w", f.Format, quoteKey(name), err)
		}
		f.Servers[name] = cfg
		if cfg.approval != nil {
			rules, err := parseServerApproval(name, cfg.approval)
			if err != nil {
				return nil, fmt.Errorf("mcpServers.%s.approval: %w", quoteKey(name), err)
			}
			f.Approval = append(f.Approval, rules...)
		}
	}
	if raw, ok := top["codemode"]; ok {
		rules, by, err := parseCodemodeKey(raw)
		if err != nil {
			return nil, fmt.Errorf("codemode%w", err) // err starts with ": " or "."
		}
		f.Approval, f.ApproveBy = append(f.Approval, rules...), by
	}
	return f, nil
}

func parseEntry(raw json.RawMessage, vars *variables) (ServerConfig, error) {
	var cfg ServerConfig
	if name := strings.TrimSpace(string(raw)); !strings.HasPrefix(name, "{") {
		return cfg, errors.New("entry must be an object")
	}
	var keys map[string]json.RawMessage
	if err := json.Unmarshal(raw, &keys); err != nil {
		return cfg, err
	}
	var unknown []string
	for k := range keys {
		known := k == "approval" // codemode's own key (ApprovalRules), ignored by clients
		for _, sk := range serverKeys {
			known = known || k == sk
		}
		if !known {
			unknown = append(unknown, k)
		}
	}
	if len(unknown) > 0 {
		sort.Strings(unknown)
		return cfg, fmt.Errorf("unknown key %q (known keys: %s)", unknown[0], strings.Join(serverKeys, ", "))
	}
	for _, k := range append(serverKeys, "approval") {
		v, ok := keys[k]
		if !ok {
			continue
		}
		var err error
		switch k {
		case "command":
			err = json.Unmarshal(v, &cfg.Command)
		case "args":
			err = json.Unmarshal(v, &cfg.Args)
		case "env":
			err = json.Unmarshal(v, &cfg.Env)
		case "url":
			err = json.Unmarshal(v, &cfg.URL)
		case "headers":
			err = json.Unmarshal(v, &cfg.Headers)
		case "type":
			err = json.Unmarshal(v, &cfg.Type)
		case "oauth":
			cfg.OAuth, err = parseOAuth(v)
			if err != nil {
				return cfg, fmt.Errorf(`"oauth": %w`, err)
			}
		case "approval":
			cfg.approval = v
		}
		if err != nil {
			return cfg, fmt.Errorf("%q: want %s", k, keyShape(k))
		}
	}
	if vars != nil {
		if err := vars.expandConfig(&cfg); err != nil {
			return cfg, err
		}
	}
	hasCmd, hasURL := cfg.Command != "", cfg.URL != ""
	switch {
	case hasCmd && hasURL:
		return cfg, errors.New(`has both "command" and "url": a server is either a stdio command or an HTTP url`)
	case !hasCmd && !hasURL:
		return cfg, errors.New(`has neither "command" (a stdio server) nor "url" (a streamable-HTTP server)`)
	}
	if hasCmd {
		if cfg.Headers != nil {
			return cfg, errors.New(`"headers" applies to "url" servers only`)
		}
		if cfg.OAuth != nil {
			return cfg, errors.New(`"oauth" applies to "url" servers only`)
		}
		if cfg.Type != "" && cfg.Type != "stdio" {
			return cfg, fmt.Errorf(`"type" %q contradicts "command": a command server has type "stdio"`, cfg.Type)
		}
		return cfg, nil
	}
	if cfg.Args != nil || cfg.Env != nil {
		return cfg, errors.New(`"args" and "env" apply to "command" servers only`)
	}
	switch cfg.Type {
	case "", "http", "streamable-http", "streamableHttp", "sse":
	default:
		return cfg, fmt.Errorf(`"type" %q contradicts "url": want "http", "streamable-http" or "sse"`, cfg.Type)
	}
	u, err := url.Parse(cfg.URL)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return cfg, fmt.Errorf(`"url" %q must be an absolute http or https URL`, cfg.URL)
	}
	return cfg, nil
}

func keyShape(k string) string {
	switch k {
	case "args":
		return "an array of strings"
	case "env", "headers":
		return "an object of string values"
	case "oauth":
		return `an object with "clientId", "clientSecret", "clientMetadataUrl", "scopes", "callbackPort", "authServerMetadataUrl"`
	}
	return "a string"
}

// parseOAuth reads an entry's "oauth" object strictly: unknown keys and
// fields of the wrong type are errors, and the client must be usable.
func parseOAuth(raw json.RawMessage) (*oauth.Client, error) {
	if t := strings.TrimSpace(string(raw)); !strings.HasPrefix(t, "{") {
		return nil, errors.New("want " + keyShape("oauth"))
	}
	var c oauth.Client // its UnmarshalJSON is strict
	if err := json.Unmarshal(raw, &c); err != nil {
		return nil, err
	}
	if err := c.Validate(); err != nil {
		return nil, err
	}
	return &c, nil
}

// jsonKindOf is encoding/json's name of a value it found ("array",
// "number") with its article, as the servers file's messages say it.
func jsonKindOf(v string) string {
	if v == "array" {
		return "an array"
	}
	return "a " + v
}

// decodeStrict decodes one JSON value and rejects trailing data.
func decodeStrict(data []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(v); err != nil {
		return err
	}
	if _, err := dec.Token(); err != io.EOF {
		return errors.New("unexpected data after the top-level value")
	}
	return nil
}

// quoteKey renders a server name for a dotted location, quoting it when
// it is not a plain identifier.
func quoteKey(name string) string {
	if name != "" && strings.IndexFunc(name, func(r rune) bool {
		return !(r == '_' || r == '-' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9')
	}) < 0 {
		return name
	}
	return fmt.Sprintf("%q", name)
}
