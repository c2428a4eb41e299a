package upstream

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// LineageEnv is the environment variable `codemode serve` sets for the
// stdio servers it starts: the servers files of every codemode above
// them, separated by the OS path-list separator. A codemode that finds its
// own servers file there was started, directly or through other files,
// by itself.
const LineageEnv = "CODEMODE_SERVE_LINEAGE"

// ErrRecursion: the servers file makes codemode start itself, which would
// spawn copies of itself without end.
var ErrRecursion = errors.New("the servers file starts codemode itself")

// Lineage guards against a servers file that starts codemode itself.
// [CheckRecursion] computes it; Env is what the stdio servers of this
// codemode inherit.
type Lineage struct {
	// Env is the LineageEnv=... entry to add to the environment of stdio
	// servers (see Options.Env).
	Env string
	// Skipped says, one line each, which entries ran this codemode as
	// serve with this same file (a client config that holds codemode
	// itself) and were removed from the file.
	Skipped []string
}

// CheckRecursion guards a servers file (read from path) that starts
// codemode itself. An entry whose command is the executable self (as
// [os.Executable] returns it) run as `serve` with this same servers file
// is the entry of a client config that holds codemode beside the servers
// it wraps: it is removed from f and named in Lineage.Skipped, and the
// rest is served. A file already in the lineage that environ carries
// (LineageEnv: longer chains, through other files or wrappers) is refused
// with an error wrapping [ErrRecursion]. On success it returns the lineage
// to hand to the stdio servers.
func CheckRecursion(path string, f *ServersFile, environ []string, self string) (*Lineage, error) {
	file := canonicalPath(path, "")
	var chain []string
	for _, kv := range environ {
		if v, ok := strings.CutPrefix(kv, LineageEnv+"="); ok && v != "" {
			chain = filepath.SplitList(v)
		}
	}
	for _, p := range chain {
		if p == file {
			return nil, fmt.Errorf("%w: %s is already served by a codemode that started this one (chain: %s -> %s); remove the entry that starts codemode from the file",
				ErrRecursion, file, strings.Join(chain, " -> "), file)
		}
	}
	lin := &Lineage{Env: LineageEnv + "=" + strings.Join(append(chain, file), string(filepath.ListSeparator))}
	if self != "" {
		me := canonicalPath(self, "")
		var skipped []string
		for _, name := range f.Names() {
			cfg := f.Servers[name]
			if cfg.Command == "" || resolveCommand(cfg.Command) != me {
				continue
			}
			if servesFile(cfg.Args) == file {
				delete(f.Servers, name)
				skipped = append(skipped, fmt.Sprintf("skipping %s.%s: it is this codemode (%s serve) with the same file; ", f.Format, quoteKey(name), cfg.Command))
			}
		}
		// The count is of what is left once every self entry is gone.
		rest := "serving the other " + plural(len(f.Servers), "server")
		if len(f.Servers) == 0 {
			rest = "no other server is left to serve"
		}
		for _, s := range skipped {
			lin.Skipped = append(lin.Skipped, s+rest)
		}
	}
	return lin, nil
}

// resolveCommand is the canonical path of the program a stdio entry runs,
// or "" when it cannot be found.
func resolveCommand(cmd string) string {
	p, err := exec.LookPath(cmd)
	if err != nil {
		return ""
	}
	return canonicalPath(p, "")
}

// servesFile returns the canonical --servers file of `serve` arguments,
// or "" when args are not a serve with a servers file.
func servesFile(args []string) string {
	serve := false
	file := ""
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "serve":
			serve = true
		case a == "--servers" || a == "-servers":
			if i+1 < len(args) {
				file = args[i+1]
				i++
			}
		case strings.HasPrefix(a, "--servers=") || strings.HasPrefix(a, "-servers="):
			file = a[strings.IndexByte(a, '=')+1:]
		}
	}
	if !serve || file == "" {
		return ""
	}
	return canonicalPath(file, "")
}

// canonicalPath is p made absolute (relative to dir, or the current
// directory when dir is "") with symlinks resolved when it exists.
func canonicalPath(p, dir string) string {
	if !filepath.IsAbs(p) {
		if dir == "" {
			dir, _ = os.Getwd()
		}
		p = filepath.Join(dir, p)
	}
	if r, err := filepath.EvalSymlinks(p); err == nil {
		return r
	}
	return filepath.Clean(p)
}

// plural is "1 server", "2 servers".
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
