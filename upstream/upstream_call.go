package upstream

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"time"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// progressGrace is how long a call's progress token stays routed after the
// call returned.
const progressGrace = time.Second

// progressKey carries a progress sink through a call's context.
type progressKey struct{}

// WithProgress returns ctx carrying f: upstream calls made under it ask
// their server for progress and hand every notification to f.
func WithProgress(ctx context.Context, f func(*mcp.ProgressNotificationParams)) context.Context {
	return context.WithValue(ctx, progressKey{}, f)
}

// callTimeoutCause marks the expiry of a call's own timeout.
type callTimeoutCause struct{}

func (callTimeoutCause) Error() string { return "upstream call timeout" }

// call sends tools/call for t.
func (u *upstream) call(ctx context.Context, t Tool, args json.RawMessage) (*Result, error) {
	timeout := u.set.opts.CallTimeout
	cctx, cancel := context.WithTimeoutCause(ctx, timeout, callTimeoutCause{})
	defer cancel()
	c, err := u.connection(cctx)
	if err != nil {
		if ctx.Err() != nil {
			return nil, context.Cause(ctx)
		}
		if errors.Is(err, ErrClosed) {
			return nil, ErrClosed
		}
		if errors.Is(err, callTimeoutCause{}) {
			return nil, &UpstreamError{Server: u.name, Tool: t.Name, Err: ErrCallTimeout,
				Detail: fmt.Sprintf("server %s is still starting (not up within the call timeout, %v); it keeps starting, so call again later", u.name, timeout)}
		}
		return nil, &UpstreamError{Server: u.name, Tool: t.Name, Err: errors.Join(ErrServerUnavailable, err),
			Detail: "the server is not running and could not be started: " + err.Error()}
	}
	defer u.enter(ctx)()
	params := &mcp.CallToolParams{Name: t.UpstreamName, Arguments: args}
	// A server of protocol 2026-07-28 logs at the level the request asks;
	// the client's own level filters what is passed on (logs.go).
	params.Meta = mcp.Meta{mcp.MetaKeyLogLevel: "debug"}
	// A cancelled call tells the server why (wire.go).
	if !u.set.unwired {
		defer u.markCall(params, func() string {
			if c := context.Cause(cctx); c != nil && c != context.Canceled {
				return c.Error()
			}
			return ""
		})()
	}
	if f, ok := ctx.Value(progressKey{}).(func(*mcp.ProgressNotificationParams)); ok && f != nil {
		tok := "codemode-" + strconv.FormatInt(u.tokens.Add(1), 10)
		params.SetProgressToken(tok)
		u.mu.Lock()
		u.progress[tok] = f
		u.mu.Unlock()
		// Notifications are handled in order, but the response can overtake
		// the last of them: keep the token a moment after the call.
		defer time.AfterFunc(progressGrace, func() {
			u.mu.Lock()
			delete(u.progress, tok)
			u.mu.Unlock()
		})
	}
	res, err := c.sess.CallTool(cctx, params)
	err = u.red.redactErr(err)
	if err != nil {
		switch {
		case ctx.Err() != nil:
			return nil, context.Cause(ctx)
		case errors.Is(context.Cause(cctx), callTimeoutCause{}):
			go u.probe(c)
			return nil, &UpstreamError{Server: u.name, Tool: t.Name, Err: ErrCallTimeout,
				Detail: fmt.Sprintf("no answer within %v; the request was cancelled", timeout)}
		}
		var refused *PassthroughError
		if errors.As(err, &refused) {
			// Our own refusal of the server's input request (passthrough.go).
			return nil, &ToolError{Server: u.name, Tool: t.Name, Message: refused.Error()}
		}
		var wire *jsonrpc.Error
		if errors.As(err, &wire) && !transportCode(wire.Code) {
			// The server answered, with a JSON-RPC error: the tool's own
			// failure as far as the model is concerned.
			return nil, &ToolError{Server: u.name, Tool: t.Name, Message: fmt.Sprintf("upstream server %q rejected the call of %q: %s", u.name, t.UpstreamName, u.red.redact(wire.Message))}
		}
		if u.ended(c) {
			return nil, &UpstreamError{Server: u.name, Tool: t.Name, Err: ErrServerExited,
				Detail: "the server stopped during the call: " + c.exit + "; the next call starts it again"}
		}
		// The transport failed but the session lingers (an HTTP server that
		// went away): drop it so that the next call reconnects.
		u.drop(c, "a call failed on the transport: "+err.Error())
		return nil, &UpstreamError{Server: u.name, Tool: t.Name, Err: errors.Join(ErrServerExited, err),
			Detail: "the connection failed during the call: " + err.Error() + "; the next call reconnects"}
	}
	if res.IsError {
		msg := u.red.redact(errorText(res.Content))
		if msg == "" {
			msg = fmt.Sprintf("upstream tool %q reported an error without a message", t.UpstreamName)
		}
		return nil, &ToolError{Server: u.name, Tool: t.Name, Message: msg}
	}
	for _, b := range res.Content {
		if l, ok := b.(*mcp.ResourceLink); ok {
			u.set.noteResource(l.URI, u) // so resources/read can route it
		}
	}
	v, err := resultValue(res)
	if err != nil {
		return nil, &ToolError{Server: u.name, Tool: t.Name, Message: "upstream result is not JSON: " + err.Error()}
	}
	return &Result{Value: v, Content: res.Content}, nil
}

// transportCode reports whether a JSON-RPC error code is one the SDK's
// transports synthesize (client closing -32003, server closing -32004,
// rejected by transport -32005) rather than an answer of the server.
func transportCode(code int64) bool { return code <= -32003 && code >= -32005 }
