package mcpserver

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/codemode-go/codemode/registry/principal"
)

// SessionPrincipalPrefix starts the principal of an MCP session that no
// authentication named: "session:" and the session's id.
const SessionPrincipalPrefix = "session:"

// statelessKey marks a request of the stateless HTTP handler, whose
// session ids (if any) the client chose.
type statelessKey struct{}

// sessionPrincipal names the principal of a request whose context
// carries none: the user of its verified bearer token (the auth layer
// puts it in go-sdk's TokenInfo, which reaches kept sessions' requests
// too), else its MCP session, where the transport keeps one with an id
// the server chose, so that what a session's runs leave is its own. Stdio
// (one session, no id) and stateless HTTP without auth stay Anonymous
// (AUTH-4).
func sessionPrincipal(ctx context.Context, req mcp.Request) context.Context {
	if principal.FromContext(ctx) != principal.Anonymous {
		return ctx
	}
	if ex := req.GetExtra(); ex != nil && ex.TokenInfo != nil && ex.TokenInfo.UserID != "" {
		return principal.NewContext(ctx, ex.TokenInfo.UserID)
	}
	if stateless, _ := ctx.Value(statelessKey{}).(bool); stateless {
		return ctx
	}
	ss, ok := req.GetSession().(*mcp.ServerSession)
	if !ok || ss == nil || ss.ID() == "" {
		return ctx
	}
	return principal.NewContext(ctx, SessionPrincipalPrefix+ss.ID())
}
