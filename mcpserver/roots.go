package mcpserver

import (
	"context"
	"sync"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// rootsTimeout bounds one roots/list request to the client.
const rootsTimeout = 10 * time.Second

// clientRoots follows the roots of the clients of live sessions (stdio,
// or stateful HTTP; a stateless HTTP request cannot be asked anything).
// When a client that declares the roots capability initializes, or says
// its roots changed, the server asks for them with roots/list and hands
// them to Options.OnRoots and to the upstream servers. Calls and tool
// listings of that session wait for the answer, so a program never runs
// against the roots of before.
type clientRoots struct {
	s *Server

	mu      sync.Mutex
	pending map[*mcp.ServerSession]chan struct{} // closed when the session's roots are applied
}

// onInitialized starts fetching the roots of a client that has them.
func (r *clientRoots) onInitialized(_ context.Context, req *mcp.InitializedRequest) {
	r.fetch(req.Session)
}

// onListChanged fetches the roots again.
func (r *clientRoots) onListChanged(_ context.Context, req *mcp.RootsListChangedRequest) {
	r.fetch(req.Session)
}

func hasRoots(ss *mcp.ServerSession) bool {
	p := ss.InitializeParams()
	return p != nil && p.Capabilities != nil && (p.Capabilities.RootsV2 != nil || p.Capabilities.Roots.ListChanged)
}

// fetch asks ss for its roots on a goroutine (a request to the client
// cannot be made from the handler of its notification) and applies them.
func (r *clientRoots) fetch(ss *mcp.ServerSession) {
	if ss == nil || !hasRoots(ss) {
		return
	}
	done := make(chan struct{})
	r.mu.Lock()
	if r.pending == nil {
		r.pending = map[*mcp.ServerSession]chan struct{}{}
	}
	first := r.pending[ss] == nil
	r.pending[ss] = done
	r.mu.Unlock()
	if first {
		go func() {
			_ = ss.Wait()
			r.mu.Lock()
			delete(r.pending, ss)
			r.mu.Unlock()
		}()
	}
	go func() {
		defer close(done)
		ctx, cancel := context.WithTimeout(context.Background(), rootsTimeout)
		defer cancel()
		res, err := ss.ListRoots(ctx, nil)
		if err != nil {
			r.s.opts.Logger.Warn("asking the client for its roots", "error", err)
			return
		}
		r.apply(ctx, res.Roots)
	}()
}

// apply hands roots to the upstreams and Options.OnRoots.
func (r *clientRoots) apply(ctx context.Context, roots []*mcp.Root) {
	if roots == nil {
		roots = []*mcp.Root{}
	}
	if u := r.s.opts.Upstreams; u != nil {
		u.SetRoots(ctx, roots)
	}
	if f := r.s.opts.OnRoots; f != nil {
		f(roots)
		if err := r.s.Refresh(); err != nil {
			r.s.opts.Logger.Warn("refreshing the tool list after the roots changed", "error", err)
		}
	}
}

// wait blocks until the roots of ss, if being fetched, are applied, or
// ctx is done.
func (r *clientRoots) wait(ctx context.Context, ss *mcp.ServerSession) {
	if ss == nil {
		return
	}
	r.mu.Lock()
	done := r.pending[ss]
	r.mu.Unlock()
	if done == nil {
		return
	}
	select {
	case <-done:
	case <-ctx.Done():
	}
}
