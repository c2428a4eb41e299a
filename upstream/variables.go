package upstream

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
)

// variables expands the ${…} variables VS Code allows in mcp.json entries
// (command, args, env values, url, headers): ${workspaceFolder},
// ${workspaceFolderBasename}, ${userHome}, ${env:NAME}, ${cwd},
// ${pathSeparator} and ${/}. Variables that need VS Code itself
// (${input:…}, ${command:…}, ${config:…}, ${file}…) are errors that say
// what to write instead.
//
// With claude set it expands instead what Claude Code expands in .mcp.json
// (and the mcpServers format generally): ${NAME} is the environment
// variable NAME, ${NAME:-default} the default when NAME is unset, and an unset variable without a default is an error naming it.
type variables struct {
	workspace string
	home      string
	lookupEnv func(string) (string, bool)
	// expanded collects the values ${env:…} expanded to, the secrets a
	// configuration may carry (redact.go keeps them out of every error).
	expanded []string
	claude   bool
}

// newClaudeVariables expands the mcpServers format's ${NAME} and
// ${NAME:-default}.
func newClaudeVariables(opts *ParseOptions) *variables {
	v := &variables{lookupEnv: os.LookupEnv, claude: true}
	if opts != nil && opts.LookupEnv != nil {
		v.lookupEnv = opts.LookupEnv
	}
	return v
}

func newVariables(opts *ParseOptions) *variables {
	v := &variables{lookupEnv: os.LookupEnv}
	if opts != nil {
		v.workspace, v.home = opts.WorkspaceFolder, opts.Home
		if opts.LookupEnv != nil {
			v.lookupEnv = opts.LookupEnv
		}
	}
	if v.workspace == "" {
		v.workspace, _ = os.Getwd()
	}
	if v.home == "" {
		v.home, _ = os.UserHomeDir()
	}
	return v
}

// expandConfig expands every string field of cfg in place. Errors name
// the field.
func (v *variables) expandConfig(cfg *ServerConfig) error {
	v.expanded = nil
	defer func() { cfg.secrets = unique(v.expanded) }()
	var err error
	if cfg.Command, err = v.expand(cfg.Command); err != nil {
		return fmt.Errorf(`"command": %w`, err)
	}
	for i, a := range cfg.Args {
		if cfg.Args[i], err = v.expand(a); err != nil {
			return fmt.Errorf(`"args"[%d]: %w`, i, err)
		}
	}
	if cfg.URL, err = v.expand(cfg.URL); err != nil {
		return fmt.Errorf(`"url": %w`, err)
	}
	if o := cfg.OAuth; o != nil {
		if o.ID, err = v.expand(o.ID); err != nil {
			return fmt.Errorf(`"oauth".clientId: %w`, err)
		}
		if o.Secret, err = v.expand(o.Secret); err != nil {
			return fmt.Errorf(`"oauth".clientSecret: %w`, err)
		}
	}
	for _, m := range []struct {
		key  string
		vals map[string]string
	}{{"env", cfg.Env}, {"headers", cfg.Headers}} {
		keys := make([]string, 0, len(m.vals))
		for k := range m.vals {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			if m.vals[k], err = v.expand(m.vals[k]); err != nil {
				return fmt.Errorf(`%q.%s: %w`, m.key, k, err)
			}
		}
	}
	return nil
}

// expand replaces the variables of s.
func (v *variables) expand(s string) (string, error) {
	if !strings.Contains(s, "${") {
		return s, nil
	}
	var b strings.Builder
	for {
		i := strings.Index(s, "${")
		if i < 0 {
			b.WriteString(s)
			return b.String(), nil
		}
		j := strings.IndexByte(s[i:], '}')
		if j < 0 {
			return "", fmt.Errorf("unterminated variable in %q", s)
		}
		b.WriteString(s[:i])
		val, err := v.value(s[i+2 : i+j])
		if err != nil {
			return "", err
		}
		b.WriteString(val)
		s = s[i+j+1:]
	}
}

func (v *variables) value(name string) (string, error) {
	if v.claude {
		return v.claudeValue(name)
	}
	switch name {
	case "workspaceFolder", "workspaceRoot":
		return v.workspace, nil
	case "workspaceFolderBasename":
		return filepath.Base(v.workspace), nil
	case "userHome":
		if v.home == "" {
			return "", fmt.Errorf("${userHome}: the home directory is unknown")
		}
		return v.home, nil
	case "cwd":
		wd, err := os.Getwd()
		return wd, err
	case "pathSeparator", "/":
		return string(filepath.Separator), nil
	}
	if env, ok := strings.CutPrefix(name, "env:"); ok {
		val, _ := v.lookupEnv(env)
		if val != "" {
			v.expanded = append(v.expanded, val)
		}
		return val, nil // VS Code expands an unset variable to ""
	}
	if strings.HasPrefix(name, "input:") {
		return "", fmt.Errorf("${%s} asks the user through VS Code, which codemode cannot do: put the value in \"env\" or use ${env:NAME}", name)
	}
	return "", fmt.Errorf("unsupported variable ${%s} (supported: workspaceFolder, workspaceFolderBasename, userHome, env:NAME, cwd, pathSeparator)", name)
}

// claudeValue is ${name} as Claude Code reads it: NAME or NAME:-default.
func (v *variables) claudeValue(name string) (string, error) {
	env, def, hasDef := strings.Cut(name, ":-")
	if env == "" {
		return "", fmt.Errorf("empty variable name in ${%s}", name)
	}
	if val, ok := v.lookupEnv(env); ok { // set, even empty, wins (Claude Code's ??)
		if val != "" {
			v.expanded = append(v.expanded, val) // a secret redact.go keeps out of errors
		}
		return val, nil
	}
	if hasDef {
		return def, nil
	}
	return "", fmt.Errorf("environment variable %s is not set (${%s}; write ${%s:-default} for a default)", env, env, env)
}

// unique is xs without repeats, in first-seen order.
func unique(xs []string) []string {
	var out []string
	for _, x := range xs {
		if !slices.Contains(out, x) {
			out = append(out, x)
		}
	}
	return out
}
