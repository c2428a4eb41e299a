package mcpserver

import (
	"context"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// proxy answers the resource, prompt and completion methods for upstream
// servers after codemode's own handler: lists are merged, and reads, gets,
// completions and subscriptions that codemode does not own are routed
// upstream. The capabilities codemode declares (initialize, and
// server/discover) include completions and resource subscriptions only
// when some running upstream server declares them.
func (s *Server) proxy(ctx context.Context, method string, req mcp.Request, next mcp.MethodHandler) (mcp.Result, error) {
	u := s.opts.Upstreams
	switch method {
	case "initialize", "server/discover":
		res, err := next(ctx, method, req)
		switch r := res.(type) {
		case *mcp.InitializeResult:
			r.Capabilities = s.upstreamCapabilities(r.Capabilities)
		case *mcp.DiscoverResult:
			r.Capabilities = s.upstreamCapabilities(r.Capabilities)
		}
		return res, err
	case "completion/complete":
		cr, ok := req.(*mcp.CompleteRequest)
		if !ok || cr.Params == nil || cr.Params.Ref == nil || cr.Params.Argument.Name == "" {
			return next(ctx, method, req) // the SDK's invalid-params answer
		}
		if cr.Params.Ref.Type == "ref/prompt" && cr.Params.Ref.Name == PromptName {
			// codemode's own prompt takes no arguments.
			return &mcp.CompleteResult{Completion: mcp.CompletionResultDetails{Values: []string{}}}, nil
		}
		return u.Complete(ctx, cr.Params, PromptName)
	case "resources/list":
		res, err := next(ctx, method, req)
		if lr, ok := res.(*mcp.ListResourcesResult); ok && err == nil {
			lr.Resources = append(lr.Resources, u.Resources(ctx)...)
		}
		return res, err
	case "prompts/list":
		res, err := next(ctx, method, req)
		if lr, ok := res.(*mcp.ListPromptsResult); ok && err == nil {
			lr.Prompts = append(lr.Prompts, u.Prompts(ctx, PromptName)...)
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
		if !ok || gr.Params == nil || gr.Params.Name == PromptName {
			return next(ctx, method, req)
		}
		res, routed, err := u.GetPrompt(ctx, gr.Params.Name, gr.Params.Arguments, PromptName)
		if !routed {
			return next(ctx, method, req)
		}
		return res, err
	}
	return next(ctx, method, req)
}

// upstreamCapabilities amends the capabilities the SDK computed: the
// SDK declares resource subscriptions because codemode forwards them
// (subscribeUpstream), and no completions, which codemode answers here.
func (s *Server) upstreamCapabilities(caps *mcp.ServerCapabilities) *mcp.ServerCapabilities {
	if caps == nil {
		return nil
	}
	cp := *caps
	if cp.Resources != nil {
		r := *cp.Resources
		r.Subscribe = s.opts.Upstreams.Subscribes()
		cp.Resources = &r
	}
	if s.opts.Upstreams.Completes() {
		cp.Completions = &mcp.CompletionCapabilities{}
	} else {
		cp.Completions = nil
	}
	return &cp
}

// subscribeUpstream forwards resources/subscribe to the upstream server
// that offers the URI; the SDK then records the session as a subscriber,
// and the server's updates reach it through resourceUpdated.
func (s *Server) subscribeUpstream(ctx context.Context, req *mcp.SubscribeRequest) error {
	return s.opts.Upstreams.SubscribeResource(ctx, req.Params.URI)
}

// unsubscribeUpstream forwards resources/unsubscribe likewise.
func (s *Server) unsubscribeUpstream(ctx context.Context, req *mcp.UnsubscribeRequest) error {
	return s.opts.Upstreams.UnsubscribeResource(ctx, req.Params.URI)
}

// resourceUpdated passes an upstream's notifications/resources/updated to
// the sessions subscribed to the URI. A stateless HTTP client has no
// stream outside its requests and gets none.
func (s *Server) resourceUpdated(p *mcp.ResourceUpdatedNotificationParams) {
	_ = s.mcp.ResourceUpdated(context.Background(), p)
}
