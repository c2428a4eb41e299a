package tests

import (
	"bytes"
	"context"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// TestServeSaysWhatItServes: `codemode serve` prints one line at start
// naming its version, transport, upstreams, workspace and isolation, and
// says it serves no tools when given neither --servers nor --root; its
// serverInfo.version is what `codemode version` prints (issue #42 item 8).
func TestServeSaysWhatItServes(t *testing.T) {
	t.Parallel()
	requireServe(t)
	dir := t.TempDir()
	v := codemode(t, dir, "", "--version")
	version, ok := strings.CutPrefix(strings.TrimSpace(v.stdout), "codemode ")
	if v.code != 0 || !ok || version == "" {
		t.Fatalf("codemode --version: exit %d, %q", v.code, v.stdout)
	}
	if w := codemode(t, dir, "", "version"); w.stdout != v.stdout {
		t.Fatalf("codemode version %q differs from --version %q", w.stdout, v.stdout)
	}
	for _, c := range []struct {
		name string
		args []string
		want []string
	}{
		{"nothing to serve", []string{"serve", "--isolation", "inprocess"}, []string{"codemode serve: codemode " + version + "; stdio;", "upstreams: none (no --servers)", "workspace: off (no --root", "isolation: inprocess", "no tools until the client reports a root"}},
		{"a workspace", []string{"serve", "--isolation", "inprocess", "--root", dir}, []string{"workspace: on at " + dir}},
	} {
		t.Run(c.name, func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
			defer cancel()
			cmd := exec.CommandContext(ctx, codemodeBin, c.args...)
			cmd.Dir = dir
			var stderr bytes.Buffer
			cmd.Stderr = &stderr
			cs, err := mcp.NewClient(&mcp.Implementation{Name: "start", Version: "1"}, nil).Connect(ctx, &mcp.CommandTransport{Command: cmd}, nil)
			if err != nil {
				t.Fatal(err)
			}
			got := cs.InitializeResult().ServerInfo.Version
			cs.Close()
			if got != version {
				t.Errorf("serverInfo.version = %q, want %q", got, version)
			}
			// The line is written before the server reads stdin, so it is
			// there once the handshake was answered.
			lines := strings.Split(strings.TrimSpace(stderr.String()), "\n")
			if len(lines) == 0 || !strings.HasPrefix(lines[0], "codemode serve: codemode ") {
				t.Fatalf("stderr does not start with the start line: %q", stderr.String())
			}
			for _, w := range c.want {
				if !strings.Contains(lines[0], w) {
					t.Errorf("start line lacks %q: %s", w, lines[0])
				}
			}
		})
	}
}
