package mcpserver

import (
	"context"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// proxy answers the resource and prompt methods for upstream servers
// after codemode's own handler: lists are merged, and reads and gets that
// codemode does not own are routed upstream.
func (s *Server) proxy(ctx context.Context, method string, req mcp.Request, next mcp.MethodHandler) (mcp.Result, error) {
	u := s.opts.Upstreams
	switch method {
	case "resources/list":
		res, err := next(ctx, method, req)
		if lr, ok := res.(*mcp.ListResourcesResult); ok && err == nil {
			lr.Resources = append(lr.Resources, u.Resources(ctx)...)
		}
		return res, err
	case "prompts/list":
		res, err := next(ctx, method, req)
		if lr, ok := res.(*mcp.ListPromptsResult); ok && err == nil {
			lr.Prompts = append(lr.Prompts, u.Prompts(ctx)...)
		}
		return res, err
	case "resources/read":
		rr, ok := req.(*mcp.ReadResourceRequest)
		if !ok || rr.Params == nil || strings.HasPrefix(rr.Params.URI, "codemode://") {
			return next(ctx, method, req)
		}
		return u.ReadResource(ctx, rr.Params.URI)
	case "prompts/get":
		gr, ok := req.(*mcp.GetPromptRequest)
		if !ok || gr.Params == nil {
			return next(ctx, method, req)
		}
		res, routed, err := u.GetPrompt(ctx, gr.Params.Name, gr.Params.Arguments)
		if !routed {
			return next(ctx, method, req)
		}
		return res, err
	}
	return next(ctx, method, req)
}
