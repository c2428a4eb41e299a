package upstream

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// An upstream server's log messages (notifications/message) go to the MCP
// clients of codemode, as notifications/message whose logger names the
// server: to the client of each call in flight on that server (under the
// call's context, so that over streamable HTTP it rides the call's
// response stream), else to the sinks the MCP server registered
// ([Set.OnLog]), else to Options.Logger. The client's logging level
// applies (logging/setLevel, or the request's _meta).

// callRecord is a call in flight on an upstream: its context and the MCP
// client it came from (nil when none).
type callRecord struct {
	ctx context.Context
	ss  *mcp.ServerSession
}

// forwardLog is the LoggingMessageHandler of an upstream connection.
func (u *upstream) forwardLog(_ context.Context, req *mcp.LoggingMessageRequest) {
	defer u.noteHandled() // order.go
	if req == nil || req.Params == nil {
		return
	}
	p := *req.Params
	p.Logger = u.name
	if req.Params.Logger != "" {
		p.Logger = u.name + "/" + req.Params.Logger
	}
	u.mu.Lock()
	to := map[*mcp.ServerSession]context.Context{}
	for rec := range u.calls {
		if rec.ss != nil {
			to[rec.ss] = rec.ctx
		}
	}
	u.mu.Unlock()
	for ss, ctx := range to {
		//lint:ignore SA1019 logging notifications are how MCP clients show server logs.
		_ = ss.Log(ctx, &p)
	}
	if len(to) > 0 {
		return
	}
	u.set.mu.Lock()
	sinks := make([]func(*mcp.LoggingMessageParams), 0, len(u.set.logSinks))
	for _, f := range u.set.logSinks {
		sinks = append(sinks, f)
	}
	u.set.mu.Unlock()
	for _, f := range sinks {
		f(&p)
	}
	if len(sinks) == 0 {
		u.set.opts.Logger.Info("upstream log", "server", u.name, "level", p.Level, "logger", p.Logger, "data", p.Data)
	}
}

// OnLog adds f to the functions that receive the log messages of upstream
// servers sent while none of their calls is in flight (a call's go to its
// client); the message's Logger names the server. With no function,
// they go to Options.Logger. The returned function removes f.
func (s *Set) OnLog(f func(*mcp.LoggingMessageParams)) (remove func()) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.nextListener++
	id := s.nextListener
	if s.logSinks == nil {
		s.logSinks = map[int]func(*mcp.LoggingMessageParams){}
	}
	s.logSinks[id] = f
	return func() {
		s.mu.Lock()
		defer s.mu.Unlock()
		delete(s.logSinks, id)
	}
}
