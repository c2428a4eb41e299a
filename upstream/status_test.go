package upstream

import (
	"context"
	"errors"
	"os/exec"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/codemode-go/codemode/internal/mcptest"
)

// gatedDial dials in-memory servers; "flaky" fails while *broken is set,
// and "slow" blocks until release is closed.
func gatedDial(servers map[string]*mcp.Server, broken *atomic.Bool, release chan struct{}) dialFunc {
	mem := memDial(servers)
	return func(ctx context.Context, u *upstream) (mcp.Transport, *exec.Cmd, error) {
		switch u.name {
		case "flaky":
			if broken.Load() {
				return nil, nil, errors.New("missing credentials")
			}
		case "slow":
			select {
			case <-release:
			case <-ctx.Done():
				return nil, nil, ctx.Err()
			}
		}
		return mem(ctx, u)
	}
}

func TestStatusRetryAndCache(t *testing.T) {
	t.Parallel()
	var c1, c2, c3 atomic.Int64
	servers := map[string]*mcp.Server{"ok": mcptest.ToolServer(&c1), "flaky": mcptest.ToolServer(&c2), "slow": mcptest.ToolServer(&c3)}
	f := &ServersFile{Servers: map[string]ServerConfig{"ok": {Command: "a"}, "flaky": {Command: "b"}, "slow": {Command: "c"}}}
	var broken atomic.Bool
	broken.Store(true)
	release := make(chan struct{})
	s, err := open(context.Background(), f, &Options{SkipFailed: true, StartTimeout: 2 * time.Second}, gatedDial(servers, &broken, release))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	states := map[string]ServerState{}
	for _, st := range s.Status() {
		states[st.Name] = st.State
	}
	if states["ok"] != StateRunning || states["flaky"] != StateFailed || states["slow"] != StateStarting {
		t.Fatalf("states = %v", states)
	}
	note := s.StatusNote()
	for _, want := range []string{"- flaky: unavailable (missing credentials)", "the next call retries it", "- slow: still starting"} {
		if !strings.Contains(note, want) {
			t.Errorf("note lacks %q:\n%s", want, note)
		}
	}
	if strings.Contains(note, "- ok") {
		t.Errorf("a running server is in the note:\n%s", note)
	}
	// Only ok's tools are known, so they keep their names.
	for _, tl := range s.Tools() {
		if tl.Server != "ok" {
			t.Fatalf("tool of a server that is not up: %+v", tl)
		}
	}
	broken.Store(false)
	s.Retry(context.Background())
	close(release)
	// The slow start was not retried by Retry; it completes on its own.
	if _, err := s.ups[2].connection(context.Background()); err != nil {
		t.Fatal(err)
	}
	if note := s.StatusNote(); note != "" {
		t.Fatalf("every server runs, note = %q", note)
	}
	if _, err := s.Call(context.Background(), "flaky_add", []byte(`{"a":1,"b":2}`)); err != nil {
		t.Fatalf("flaky after its retry: %v", err)
	}
}

func TestCachedListingFailsNamingTheServer(t *testing.T) {
	t.Parallel()
	var c atomic.Int64
	servers := map[string]*mcp.Server{"flaky": mcptest.ToolServer(&c)}
	f := &ServersFile{Servers: map[string]ServerConfig{"flaky": {Command: "b"}}}
	var broken atomic.Bool
	dir := t.TempDir()
	s, err := open(context.Background(), f, &Options{SkipFailed: true, ListingCache: dir}, gatedDial(servers, &broken, nil))
	if err != nil {
		t.Fatal(err)
	}
	n := len(s.Tools())
	s.Close()
	broken.Store(true)
	s, err = open(context.Background(), f, &Options{SkipFailed: true, ListingCache: dir}, gatedDial(servers, &broken, nil))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if len(s.Tools()) != n || n == 0 {
		t.Fatalf("cached tools = %d, want %d", len(s.Tools()), n)
	}
	if !strings.Contains(s.StatusNote(), "fail with this reason") {
		t.Fatalf("note: %s", s.StatusNote())
	}
	_, err = s.Call(context.Background(), "add", []byte(`{"a":1,"b":2}`))
	var ue *UpstreamError
	if !errors.As(err, &ue) || ue.Server != "flaky" || !errors.Is(err, ErrServerUnavailable) || !strings.Contains(err.Error(), "missing credentials") {
		t.Fatalf("call of a cached tool of a failed server: %v", err)
	}
}

// TestRetryInBackgroundDoesNotWait: a failed server is started again
// without the caller waiting, not before retryBackoff, and joins when up.
func TestRetryInBackgroundDoesNotWait(t *testing.T) {
	t.Parallel()
	var c atomic.Int64
	var broken atomic.Bool
	broken.Store(true)
	var dials atomic.Int64
	gate := gatedDial(map[string]*mcp.Server{"flaky": mcptest.ToolServer(&c)}, &broken, nil)
	release := make(chan struct{})
	dial := func(ctx context.Context, u *upstream) (mcp.Transport, *exec.Cmd, error) {
		if dials.Add(1) > 1 {
			<-release // the retry takes as long as the test says
		}
		return gate(ctx, u)
	}
	f := &ServersFile{Servers: map[string]ServerConfig{"flaky": {Command: "b"}}}
	s, err := open(context.Background(), f, &Options{SkipFailed: true}, dial)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	s.RetryInBackground() // within retryBackoff of the failure: nothing
	if got := dials.Load(); got != 1 {
		t.Fatalf("dials = %d right after the failure; want 1", got)
	}
	s.ups[0].mu.Lock()
	s.ups[0].failedAt = time.Now().Add(-retryBackoff)
	s.ups[0].mu.Unlock()
	broken.Store(false)
	s.RetryInBackground() // returns while the start is blocked
	if st := s.Status()[0].State; st != StateStarting {
		t.Fatalf("state %q after RetryInBackground; want %q", st, StateStarting)
	}
	close(release)
	if _, err := s.ups[0].connection(context.Background()); err != nil { // joins the start under way
		t.Fatal(err)
	}
	if _, err := s.Call(context.Background(), "add", []byte(`{"a":1,"b":2}`)); err != nil {
		t.Fatalf("call after the background retry: %v", err)
	}
	if got := dials.Load(); got != 2 {
		t.Fatalf("dials = %d; want 2 (one retry, shared by the call)", got)
	}
}
