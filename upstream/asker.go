package upstream

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Asker takes the requests an upstream server makes of its client during
// a call (sampling/createMessage, elicitation/create) for an MCP client
// that a server may not send requests during a call (protocol 2026-07-28,
// SEP-2322), but that answers input requests: the MCP server puts each
// one in its own input_required result, holds the call parked until the
// client's retry answers it, and returns the answer (PT-1). Every
// upstream request made under a context carrying an Asker ([WithAsker])
// goes to it instead of to a server session ([WithCaller]).
type Asker interface {
	// Capabilities are the client's declared capabilities (never nil):
	// a request the client cannot answer is refused before it is asked.
	Capabilities() *mcp.ClientCapabilities
	// Ask puts the upstream server's request ir (an *mcp.ElicitParams or
	// an *mcp.CreateMessageWithToolsParams) to the client and waits for
	// its answer, or fails when the client cannot be asked (too many
	// parked calls), gives no answer in time, or ctx ends.
	Ask(ctx context.Context, server string, ir mcp.InputRequest) (mcp.InputResponse, error)
}

// askerKey carries an [Asker] through the registry to upstream calls.
type askerKey struct{}

// WithAsker returns ctx carrying a: upstream requests made during calls
// under it go to a.
func WithAsker(ctx context.Context, a Asker) context.Context {
	return context.WithValue(ctx, askerKey{}, a)
}

// askerOf is the Asker of ctx, nil when none.
func askerOf(ctx context.Context) Asker {
	a, _ := ctx.Value(askerKey{}).(Asker)
	return a
}
