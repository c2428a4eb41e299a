package upstream

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// ServerState is where an upstream server stands.
type ServerState string

// The states of [ServerStatus].
const (
	// StateRunning: connected; its tools work.
	StateRunning ServerState = "running"
	// StateStarting: a start is in progress (possibly in the background
	// after the start timeout).
	StateStarting ServerState = "starting"
	// StateFailed: the last start failed; the next call retries it.
	StateFailed ServerState = "failed"
	// StateStopped: it exited or its connection dropped after running;
	// the next call of one of its tools starts it again.
	StateStopped ServerState = "stopped"
)

// ServerStatus is the state of one upstream server.
type ServerStatus struct {
	// Name is the server name in the servers file.
	Name string
	// State is where it stands.
	State ServerState
	// Reason says why it is not running: the last start failure, or how
	// the last connection ended. Empty when running.
	Reason string
	// Tools counts the tools it offers now (from its listing, or from
	// the listing cache while it is not up).
	Tools int
}

// errStartWait is the cause of Open's wait ending before a server was up.
// background says the start goes on after it (Options.SkipFailed).
type errStartWait struct {
	d          time.Duration
	background bool
}

func (e errStartWait) Error() string {
	if !e.background {
		return fmt.Sprintf("not up within the start timeout (%v; --start-timeout sets it)", e.d)
	}
	return fmt.Sprintf("not up within the start timeout (%v); it keeps starting in the background and its tools join when it is up", e.d)
}

// errStartLimit is the cause of a background start running out.
type errStartLimit struct{ d time.Duration }

func (e errStartLimit) Error() string { return fmt.Sprintf("did not start within %v", e.d) }

// Status returns the state of every server, sorted by name.
func (s *Set) Status() []ServerStatus {
	out := make([]ServerStatus, 0, len(s.ups))
	for _, u := range s.ups {
		out = append(out, u.status())
	}
	return out
}

// Starting names the servers still starting that have no tools known yet
// (no listing, not even a cached one), in the file's order: a program
// calling a tool of theirs finds no such member, and runcode's
// Options.Starting tells it why.
func (s *Set) Starting() []string {
	var out []string
	for _, st := range s.Status() {
		if st.State == StateStarting && st.Tools == 0 {
			out = append(out, st.Name)
		}
	}
	return out
}

func (u *upstream) status() ServerStatus {
	u.mu.Lock()
	defer u.mu.Unlock()
	st := ServerStatus{Name: u.name, Tools: len(u.tools)}
	switch {
	case u.cur != nil && !isDone(u.cur.done):
		st.State = StateRunning
	case u.dialing != nil:
		st.State = StateStarting
		if u.dialErr != nil {
			st.Reason = "starting again after: " + u.dialErr.Error()
		}
	case u.dialErr != nil:
		st.State, st.Reason = StateFailed, u.dialErr.Error()
	default:
		st.State = StateStopped
		if u.cur != nil {
			st.Reason = u.cur.exit
		}
	}
	return st
}

func isDone(c chan struct{}) bool {
	select {
	case <-c:
		return true
	default:
		return false
	}
}

// Retry gives the servers that are not up another chance: it starts again
// every server whose last start failed, and waits for those and for the
// ones still starting, concurrently, up to Options.StartTimeout (or ctx);
// a start that takes longer goes on in the background. Running servers
// are left alone. A call never needs it: calling a server's tool starts
// that server ([Set.Call]), and [Set.RetryInBackground] costs a call
// nothing.
func (s *Set) Retry(ctx context.Context) {
	var down []*upstream
	for _, u := range s.ups {
		if st := u.status().State; st == StateFailed || st == StateStarting {
			down = append(down, u)
		}
	}
	if len(down) == 0 {
		return
	}
	ctx, cancel := context.WithTimeoutCause(ctx, s.opts.StartTimeout, errStartWait{s.opts.StartTimeout, true})
	defer cancel()
	var wg sync.WaitGroup
	for _, u := range down {
		wg.Go(func() { _, _ = u.connection(ctx) })
	}
	wg.Wait()
}

// retryBackoff is how long after a failed start RetryInBackground leaves
// a server alone.
const retryBackoff = 2 * time.Second

// RetryInBackground starts again, without waiting, every server whose
// last start failed more than two seconds ago. `codemode serve` calls it
// at every tools/call: a failed server that the program does not use
// adds nothing to the call, and one that came back joins (its tools
// reach the registry, and the SDK, when its start completes). A program
// that calls a tool of a server that is not up waits for that server's
// start, up to the call timeout.
func (s *Set) RetryInBackground() {
	for _, u := range s.ups {
		u.kick()
	}
}

// kick starts u in the background when its last start failed long enough
// ago and no start is under way.
func (u *upstream) kick() {
	u.mu.Lock()
	defer u.mu.Unlock()
	if u.closed || u.dialing != nil || u.dialErr == nil || time.Since(u.failedAt) < retryBackoff {
		return
	}
	wait := make(chan struct{})
	u.dialing = wait
	go u.start(wait)
}

// StatusNote is the text that tells a model which servers are not
// available now and why, or "" when every server runs (or stopped and
// restarts on its next call). `codemode serve` appends it to run_code's
// description and to the SDK resource.
func (s *Set) StatusNote() string {
	var lines []string
	for _, st := range s.Status() {
		switch st.State {
		case StateStarting:
			line := fmt.Sprintf("- %s: still starting; its tools join the SDK when it is up", st.Name)
			if st.Tools > 0 {
				line = fmt.Sprintf("- %s: still starting; its %d tools above (from its last listing) wait for it when called", st.Name, st.Tools)
			}
			lines = append(lines, line)
		case StateFailed:
			what := "its tools are missing from the SDK"
			if st.Tools > 0 {
				what = fmt.Sprintf("its %d tools above (from its last listing) fail with this reason", st.Tools)
			}
			lines = append(lines, fmt.Sprintf("- %s: unavailable (%s); %s; the next call retries it", st.Name, st.Reason, what))
		}
	}
	note := s.taskOnlyNote()
	if len(lines) == 0 {
		return note
	}
	if note != "" {
		note = "\n" + note
	}
	return "Upstream servers not available now:\n" + strings.Join(lines, "\n") + note
}

// cachePath is where the server's listing is cached, keyed by its name
// and configuration (hashed: the configuration may hold secrets).
func (u *upstream) cachePath() string {
	dir := u.set.opts.ListingCache
	if dir == "" {
		return ""
	}
	b, _ := json.Marshal(struct {
		Name string
		Cfg  ServerConfig
	}{u.name, u.cfg})
	sum := sha256.Sum256(b)
	return filepath.Join(dir, hex.EncodeToString(sum[:12])+".json")
}

// loadCachedListing offers the cached tools until the server is up.
func (u *upstream) loadCachedListing() {
	p := u.cachePath()
	if p == "" {
		return
	}
	b, err := os.ReadFile(p)
	if err != nil {
		return
	}
	var tools []*mcp.Tool
	if json.Unmarshal(b, &tools) != nil {
		return
	}
	u.mu.Lock()
	if u.tools == nil {
		u.tools = tools
	}
	u.mu.Unlock()
}

// saveCachedListing writes the listing for the next start (atomically).
func (u *upstream) saveCachedListing(tools []*mcp.Tool) {
	p := u.cachePath()
	if p == "" {
		return
	}
	b, err := json.Marshal(tools)
	if err != nil {
		return
	}
	if err := os.MkdirAll(filepath.Dir(p), 0o700); err != nil {
		u.set.opts.Logger.Warn("caching the tool list", "server", u.name, "error", err)
		return
	}
	tmp := p + ".tmp" + fmt.Sprint(os.Getpid())
	if err := os.WriteFile(tmp, b, 0o600); err != nil {
		u.set.opts.Logger.Warn("caching the tool list", "server", u.name, "error", err)
		return
	}
	if err := os.Rename(tmp, p); err != nil {
		os.Remove(tmp)
	}
}
