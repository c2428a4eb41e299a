// Package principal names who a call is made for: the authenticated client
// of `codemode serve --http`, or the MCP session where no authentication is
// configured, or whatever a library user sets. Everything a run leaves
// behind (result handles, suspended runs and their resume tokens, pending
// approvals, observed output types) belongs to the principal that made it,
// and another principal can neither read, resume, approve nor list it.
//
// The principal travels in the call's context, as the MCP go-sdk carries
// an access token's TokenInfo: the edge that knows the client (mcpserver,
// cmd) sets it once, and the layers below read it. It is a leaf package:
// it imports nothing of codemode's, so every layer may use it.
package principal

import "context"

// Anonymous is the principal of a call made with no principal in its
// context: a local CLI run, or a library user who sets none.
const Anonymous = ""

type key struct{}

// NewContext returns a copy of ctx that carries the principal p.
func NewContext(ctx context.Context, p string) context.Context {
	return context.WithValue(ctx, key{}, p)
}

// FromContext returns the principal ctx carries, or Anonymous.
func FromContext(ctx context.Context) string {
	p, _ := ctx.Value(key{}).(string)
	return p
}
