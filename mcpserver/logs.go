package mcpserver

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// upstreamLog passes a log message of an upstream server, sent while none
// of its calls was in flight, to the client of every live session (a
// call's messages go to its own client: upstream.Set.OnLog). The client's
// logging level applies; a stateless HTTP client, which has no stream
// outside its requests, gets none.
func (s *Server) upstreamLog(p *mcp.LoggingMessageParams) {
	for ss := range s.mcp.Sessions() {
		//lint:ignore SA1019 logging notifications are how MCP clients show server logs.
		_ = ss.Log(context.Background(), p)
	}
}
