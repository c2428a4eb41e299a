package upstream

import (
	"bytes"
	"context"
	"log/slog"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/codemode-go/codemode/internal/mcptest"
)

// TestOpenReportsWhatItWaitsFor: while a server is starting, Waiting is
// told its name (the server is let start only then, so Open returns only
// if it was); once it is up Open returns it running.
func TestOpenReportsWhatItWaitsFor(t *testing.T) {
	t.Parallel()
	var c1, c2 atomic.Int64
	servers := map[string]*mcp.Server{"ok": mcptest.ToolServer(&c1), "slow": mcptest.ToolServer(&c2)}
	f := &ServersFile{Servers: map[string]ServerConfig{"ok": {Command: "a"}, "slow": {Command: "c"}}}
	var broken atomic.Bool
	release := make(chan struct{})
	var once sync.Once
	var mu sync.Mutex
	var seen [][]string
	opts := &Options{StartTimeout: time.Hour, WaitingEvery: time.Millisecond, Waiting: func(names []string) {
		mu.Lock()
		seen = append(seen, slices.Clone(names))
		mu.Unlock()
		if slices.Contains(names, "slow") {
			once.Do(func() { close(release) }) // reported: now let it start
		}
	}}
	s, err := open(context.Background(), f, opts, gatedDial(servers, &broken, release))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	mu.Lock()
	defer mu.Unlock()
	// slow starts only once a report named it, and Open waits for it.
	if !slices.ContainsFunc(seen, func(n []string) bool { return slices.Contains(n, "slow") }) {
		t.Fatalf("Waiting saw %v, want slow named", seen)
	}
	for _, st := range s.Status() {
		if st.State != StateRunning {
			t.Errorf("%s is %s after Open, want running", st.Name, st.State)
		}
	}
}

// TestOpenWithoutSkipNamesServersNotUp: without SkipFailed, a server that
// is not up within the start timeout fails Open with its name and no word
// of a background start (the set is closed); a failed one is named too.
// Neither can start, so no start timeout is too short for the test.
func TestOpenWithoutSkipNamesServersNotUp(t *testing.T) {
	t.Parallel()
	var c2, c3 atomic.Int64
	servers := map[string]*mcp.Server{"flaky": mcptest.ToolServer(&c2), "slow": mcptest.ToolServer(&c3)}
	f := &ServersFile{Servers: map[string]ServerConfig{"flaky": {Command: "b"}, "slow": {Command: "c"}}}
	var broken atomic.Bool
	broken.Store(true)
	var logs bytes.Buffer
	// slow never starts: the start timeout is what ends the wait.
	_, err := open(context.Background(), f, &Options{StartTimeout: 50 * time.Millisecond, Logger: slog.New(slog.NewTextHandler(&logs, nil))}, gatedDial(servers, &broken, make(chan struct{})))
	if err == nil {
		t.Fatal("Open succeeded with a failed and a stuck server")
	}
	msg := err.Error()
	for _, want := range []string{`"slow": not up within the start timeout`, `"flaky": missing credentials`} {
		if !strings.Contains(msg, want) {
			t.Errorf("error lacks %q:\n%s", want, msg)
		}
	}
	if strings.Contains(msg, "background") {
		t.Errorf("error promises a background start:\n%s", msg)
	}
	if strings.Contains(logs.String(), "context canceled") {
		t.Errorf("closing the set logged a cancelled start as a failure:\n%s", logs.String())
	}
}
