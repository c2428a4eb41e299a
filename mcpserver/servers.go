package mcpserver

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/url"
	"os"
	"sort"
	"strings"
)

// ServersFile is a parsed upstream servers file: the "mcpServers" object
// that MCP clients (Claude Desktop, Cursor, Claude Code) already use.
//
//	{"mcpServers": {
//	  "github": {"command": "github-mcp-server", "args": ["stdio"], "env": {"K": "V"}},
//	  "remote": {"url": "http://127.0.0.1:8080/mcp", "headers": {"Authorization": "Bearer …"}}}}
type ServersFile struct {
	// Servers maps each server name (the key in "mcpServers") to its
	// configuration.
	Servers map[string]ServerConfig
	// Approval are the approval rules of the file: each server entry's
	// "approval" (an action for all its tools, or an object of its tool
	// names), then the top-level {"codemode": {"approval": {PATTERN:
	// ACTION}}}. MCP clients ignore both keys, so one file serves both.
	Approval ApprovalRules
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
// server started as a subprocess) or URL (a streamable-HTTP server) is set.
type ServerConfig struct {
	// Command is the program of a stdio server, looked up in PATH.
	Command string `json:"command,omitempty"`
	// Args are the program's arguments.
	Args []string `json:"args,omitempty"`
	// Env holds variables added to the inherited environment of a stdio
	// server (they win over inherited ones).
	Env map[string]string `json:"env,omitempty"`
	// URL is the endpoint of a streamable-HTTP server (http or https).
	URL string `json:"url,omitempty"`
	// Headers are sent with every HTTP request to URL.
	Headers map[string]string `json:"headers,omitempty"`
	// Type is the optional transport label some clients write: "stdio"
	// with Command; "http", "streamable-http" or "streamableHttp" with URL.
	Type string `json:"type,omitempty"`

	approval json.RawMessage // "approval", parsed into ServersFile.Approval
}

// IsHTTP reports whether the server is reached over streamable HTTP.
func (c ServerConfig) IsHTTP() bool { return c.URL != "" }

// serverKeys are the keys a server entry may have, in the order error
// messages list them.
var serverKeys = []string{"command", "args", "env", "url", "headers", "type"}

// LoadServers reads and parses the servers file at path. Errors name the
// file.
func LoadServers(path string) (*ServersFile, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("servers file: %w", err)
	}
	f, err := ParseServers(data)
	if err != nil {
		return nil, fmt.Errorf("servers file %s: %w", path, err)
	}
	return f, nil
}

// ParseServers parses a servers file. It rejects, with an error naming the
// offending entry: malformed JSON, a missing or non-object "mcpServers",
// unknown keys (at the top level and in entries), an entry with neither
// "command" nor "url" or with both, fields of the wrong JSON type, an
// unusable URL, and a "type" that contradicts the entry.
func ParseServers(data []byte) (*ServersFile, error) {
	var top map[string]json.RawMessage
	if err := decodeStrict(data, &top); err != nil {
		return nil, fmt.Errorf("invalid JSON: %w", err)
	}
	if top == nil {
		return nil, errors.New(`want a JSON object with an "mcpServers" object`)
	}
	for k := range top {
		if k == "mcpServers" || k == "codemode" {
			continue
		}
		if k == "servers" {
			return nil, errors.New(`unknown top-level key "servers": the servers file uses "mcpServers" (rename the key)`)
		}
		return nil, fmt.Errorf("unknown top-level key %q: the keys are \"mcpServers\" and \"codemode\"", k)
	}
	raw, ok := top["mcpServers"]
	if !ok {
		return nil, errors.New(`missing "mcpServers" object`)
	}
	var entries map[string]json.RawMessage
	if err := json.Unmarshal(raw, &entries); err != nil || entries == nil {
		return nil, errors.New(`"mcpServers" must be an object mapping server names to entries`)
	}
	f := &ServersFile{Servers: make(map[string]ServerConfig, len(entries))}
	names := make([]string, 0, len(entries))
	for n := range entries {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, name := range names {
		cfg, err := parseEntry(entries[name])
		if err != nil {
			return nil, fmt.Errorf("mcpServers.%s: %w", quoteKey(name), err)
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
		rules, err := parseCodemodeKey(raw)
		if err != nil {
			return nil, fmt.Errorf("codemode.%w", err)
		}
		f.Approval = append(f.Approval, rules...)
	}
	return f, nil
}

func parseEntry(raw json.RawMessage) (ServerConfig, error) {
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
		case "approval":
			cfg.approval = v
		}
		if err != nil {
			return cfg, fmt.Errorf("%q: want %s", k, keyShape(k))
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
		if cfg.Type != "" && cfg.Type != "stdio" {
			return cfg, fmt.Errorf(`"type" %q contradicts "command": a command server has type "stdio"`, cfg.Type)
		}
		return cfg, nil
	}
	if cfg.Args != nil || cfg.Env != nil {
		return cfg, errors.New(`"args" and "env" apply to "command" servers only`)
	}
	switch cfg.Type {
	case "", "http", "streamable-http", "streamableHttp":
	case "sse":
		return cfg, errors.New(`"type" "sse": the deprecated SSE transport is not supported; use the server's streamable-HTTP endpoint`)
	default:
		return cfg, fmt.Errorf(`"type" %q contradicts "url": want "http" or "streamable-http"`, cfg.Type)
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
	}
	return "a string"
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
