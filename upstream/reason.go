package upstream

import (
	"context"
	"encoding/json"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// upstreamReasonKey carries, into an upstream call's context, the function
// that says why the call was cancelled.
type upstreamReasonKey struct{}

// reasonTransport wraps an upstream transport so that the
// notifications/cancelled the SDK sends for a cancelled call carries the
// cause (the client's reason), not "context canceled".
type reasonTransport struct{ mcp.Transport }

func (t reasonTransport) Connect(ctx context.Context) (mcp.Connection, error) {
	c, err := t.Transport.Connect(ctx)
	if err != nil {
		return nil, err
	}
	return reasonConn{c}, nil
}

type reasonConn struct{ mcp.Connection }

func (c reasonConn) Write(ctx context.Context, msg jsonrpc.Message) error {
	if req, ok := msg.(*jsonrpc.Request); ok && req.Method == "notifications/cancelled" {
		if why, ok := ctx.Value(upstreamReasonKey{}).(func() string); ok {
			var p map[string]any
			if json.Unmarshal(req.Params, &p) == nil && p != nil {
				if reason := why(); reason != "" {
					p["reason"] = reason
					if b, err := json.Marshal(p); err == nil {
						cp := *req
						cp.Params = b
						msg = &cp
					}
				}
			}
		}
	}
	return c.Connection.Write(ctx, msg)
}
