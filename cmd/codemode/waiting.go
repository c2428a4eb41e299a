package main

import (
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"github.com/codemode-go/codemode/upstream"
)

// installers are the launchers that download a server before starting it,
// so a first start takes a while.
var installers = map[string]bool{"npx": true, "uvx": true, "bunx": true, "pnpx": true}

// waiting is the progress a one-shot command prints on stderr while its
// servers start (serve starts them in the background: nil).
func (s *setupFlags) waiting(stderr io.Writer, file *upstream.ServersFile) func([]string) {
	if s.serving {
		return nil
	}
	return func(names []string) {
		fmt.Fprintf(stderr, "codemode: %s\n", waitingLine(file, names))
	}
}

// waitingLine says which servers a command still waits for, and why a
// server launched by npx (or uvx…) is slow: "waiting for memory (npx is
// installing it)…".
func waitingLine(file *upstream.ServersFile, names []string) string {
	parts := make([]string, len(names))
	for i, n := range names {
		parts[i] = n
		if cfg, ok := file.Servers[n]; ok && cfg.Command != "" {
			if l := strings.TrimSuffix(filepath.Base(cfg.Command), ".cmd"); installers[l] {
				parts[i] = n + " (" + l + " is installing it)"
			}
		}
	}
	return "waiting for " + strings.Join(parts, ", ") + "…"
}
