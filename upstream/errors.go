package upstream

import (
	"errors"
	"fmt"
)

// Sentinels an [UpstreamError] wraps, for errors.Is.
var (
	// ErrCallTimeout: the upstream server did not answer within the call
	// timeout; the request was cancelled upstream.
	ErrCallTimeout = errors.New("upstream call timed out")
	// ErrServerExited: the upstream server's process or connection ended
	// while the call was in flight.
	ErrServerExited = errors.New("upstream server exited")
	// ErrServerUnavailable: the upstream server is not running and could
	// not be started.
	ErrServerUnavailable = errors.New("upstream server unavailable")
	// ErrUnknownTool: no upstream tool has the name.
	ErrUnknownTool = errors.New("unknown upstream tool")
	// ErrClosed: the set was closed.
	ErrClosed = errors.New("upstream set closed")
)

// UpstreamError reports that an upstream server could not answer a call.
// It fails only that server's tools; others keep working, and a later call
// starts a server that exited again.
type UpstreamError struct {
	// Server is the server name in the servers file.
	Server string
	// Tool is the registry name of the tool that was called.
	Tool string
	// Err is one of the sentinels above, possibly joined with the cause.
	Err error
	// Detail is the human-readable explanation.
	Detail string
}

// Error renders the explanation, naming the server and the tool.
func (e *UpstreamError) Error() string {
	return fmt.Sprintf("upstream server %q, tool %q: %s", e.Server, e.Tool, e.Detail)
}

// Unwrap returns Err.
func (e *UpstreamError) Unwrap() error { return e.Err }

// ToolError is a failure the upstream tool itself reported (a result with
// isError set, or a JSON-RPC error answering tools/call). Its message is
// the tool's own text, which is what a model needs to correct its call.
type ToolError struct {
	// Server is the server name in the servers file.
	Server string
	// Tool is the registry name of the tool.
	Tool string
	// Message is the tool's error text.
	Message string
}

// Error returns Message.
func (e *ToolError) Error() string { return e.Message }
