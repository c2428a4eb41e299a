package upstream

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Upstream servers may ask their client (codemode) for a model completion
// (sampling/createMessage) or for user input (elicitation/create) while
// one of their tools runs. codemode has neither a model nor a user: it
// passes such a request on to the MCP client whose run_code call caused
// it, and passes the answer back. Every upstream connection declares the
// sampling and form-elicitation capabilities, so servers offer the tools
// that need them; a request that cannot be passed on is refused with a
// [*PassthroughError].

// ErrNoPassthrough is what every [*PassthroughError] wraps: an upstream
// server's request to its client could not be passed on to an MCP client.
var ErrNoPassthrough = errors.New("the request cannot be passed on to an MCP client")

// PassthroughError is why an upstream server's sampling/createMessage or
// elicitation/create request was refused rather than passed on to the MCP
// client of the run_code call that caused it. The upstream server gets it
// as a JSON-RPC error with code Code and the Error text as message.
type PassthroughError struct {
	// Server is the upstream server that sent the request.
	Server string
	// Method is the request's method, e.g. "sampling/createMessage".
	Method string
	// Reason says why the request could not be passed on.
	Reason string
	// Err is the client's own failure when it was asked and failed (its
	// JSON-RPC code, e.g. a user's rejection, reaches the server), else nil.
	Err error
}

// CodePassthroughRefused is the JSON-RPC error code of a refused request:
// Invalid Request (-32600), as the request cannot be served by this client.
const CodePassthroughRefused int64 = -32600

// Error implements error.
func (e *PassthroughError) Error() string {
	return fmt.Sprintf("codemode cannot pass %s from upstream server %q to its MCP client: %s", e.Method, e.Server, e.Reason)
}

// Unwrap returns [ErrNoPassthrough] and the JSON-RPC error (code
// [CodePassthroughRefused]) the upstream server receives.
func (e *PassthroughError) Unwrap() []error {
	errs := []error{ErrNoPassthrough}
	if e.Err != nil {
		errs = append(errs, e.Err)
	}
	var w *jsonrpc.Error
	if !errors.As(e.Err, &w) {
		// The go-sdk sends the code of the first JSON-RPC error in the
		// tree, with the text of the outer error.
		errs = append(errs, &jsonrpc.Error{Code: CodePassthroughRefused, Message: e.Reason})
	}
	return errs
}

// newProtocol is the first protocol version where a server sends no
// requests during a call (SEP-2322): its clients answer input_required
// results themselves.
const newProtocol = "2026-07-28"

// callerKey carries the MCP client of a tools/call through the registry
// to the upstream calls it makes.
type callerKey struct{}

// caller is the MCP client of a tools/call.
type caller struct {
	ss *mcp.ServerSession
	// http is set when the call came over stateless streamable HTTP: no
	// server-to-client requests can reach the client.
	http bool
}

// WithCaller returns ctx carrying the MCP client of req: upstream requests
// made during calls under it may be passed on to that client. Over
// streamable HTTP they can be only when the server keeps the client's
// session (it has an id; a stateless request's session has none).
func WithCaller(ctx context.Context, req *mcp.CallToolRequest) context.Context {
	if req == nil || req.Session == nil {
		return ctx
	}
	stateless := req.Extra != nil && req.Extra.Header != nil && req.Session.ID() == ""
	return context.WithValue(ctx, callerKey{}, caller{ss: req.Session, http: stateless})
}

// clientOf is the caller withClient stored in ctx, zero when none.
func clientOf(ctx context.Context) caller {
	c, _ := ctx.Value(callerKey{}).(caller)
	return c
}

// enter records a call in flight on u made for the client of ctx (the
// zero caller when it came from no MCP client, e.g. a library caller of
// [Set.Call]); the returned function ends the record.
func (u *upstream) enter(ctx context.Context) func() {
	c := clientOf(ctx)
	u.mu.Lock()
	if u.inflight == nil {
		u.inflight = map[caller]int{}
	}
	u.inflight[c]++
	rec := &callRecord{ctx: ctx, ss: c.ss}
	if u.calls == nil {
		u.calls = map[*callRecord]bool{}
	}
	u.calls[rec] = true
	u.mu.Unlock()
	return func() {
		u.mu.Lock()
		if u.inflight[c]--; u.inflight[c] <= 0 {
			delete(u.inflight, c)
		}
		delete(u.calls, rec)
		u.mu.Unlock()
	}
}

// askingClient finds the MCP client an upstream request goes to. A
// server of protocol 2026-07-28 or later answers the call with input
// requests, which the go-sdk client fulfils under the call's own context:
// that names the client. An older server sends its request during the
// call, and the go-sdk client does not tell which call it belongs to: it
// goes to the one session with calls in flight on u; with calls of
// several clients (or of no client) in flight it is refused rather than
// sent to a client that may not be the one whose program caused it.
//
// The returned context is the one to ask under: ctx, ended also when the
// call does, with the call's values, so that over streamable HTTP the
// request rides the call's own response stream (the client's standalone
// stream may not be open). Call its cancel function when done.
func (u *upstream) askingClient(ctx context.Context, method string) (*mcp.ServerSession, context.Context, context.CancelFunc, *PassthroughError) {
	refuse := func(reason string) (*mcp.ServerSession, context.Context, context.CancelFunc, *PassthroughError) {
		return nil, ctx, func() {}, &PassthroughError{Server: u.name, Method: method, Reason: reason}
	}
	callers, callCtx := u.callOf(ctx)
	switch {
	case len(callers) == 0:
		return refuse("no tool call of this server is in flight, so no client to ask")
	case len(callers) > 1:
		return refuse("calls of several clients are in flight on this server and it is not known which one the request belongs to")
	case callers[0].ss == nil:
		return refuse("the call in flight did not come from an MCP client")
	}
	ss := callers[0].ss
	p := ss.InitializeParams()
	switch {
	case callers[0].http || p == nil:
		return refuse("the client is connected over stateless streamable HTTP, which cannot carry server-to-client requests; " +
			"a client that declares sampling or elicitation when it initializes gets a session that does (codemode serve --sessions), as stdio does")
	case p.ProtocolVersion >= newProtocol:
		return refuse("the client speaks MCP " + p.ProtocolVersion + ", where a server sends no requests during a call (SEP-2322), " +
			"and it declared neither sampling nor elicitation, which codemode would ask as input requests")
	}
	asking, cancel := context.WithCancel(callCtx)
	stop := context.AfterFunc(ctx, cancel)
	return ss, asking, func() { stop(); cancel() }, nil
}

// callOf finds the call an upstream request of ctx belongs to: the
// clients of the calls it may belong to (see askingClient) and, when it
// is one call, that call's context (else ctx).
func (u *upstream) callOf(ctx context.Context) ([]caller, context.Context) {
	if c := clientOf(ctx); c.ss != nil || askerOf(ctx) != nil {
		return []caller{c}, ctx
	}
	var callers []caller
	callCtx := ctx
	u.mu.Lock()
	defer u.mu.Unlock()
	for c := range u.inflight {
		callers = append(callers, c)
	}
	if len(callers) == 1 {
		for rec := range u.calls {
			if rec.ss == callers[0].ss {
				callCtx = rec.ctx
				break
			}
		}
	}
	return callers, callCtx
}

// askerFor is the [Asker] an upstream request of ctx goes to, with the
// context of its call to ask under (ended also when ctx is: call its
// cancel function when done); nil when the call has none.
func (u *upstream) askerFor(ctx context.Context) (Asker, context.Context, context.CancelFunc) {
	callers, callCtx := u.callOf(ctx)
	a := askerOf(callCtx)
	if a == nil || len(callers) != 1 {
		return nil, ctx, func() {}
	}
	asking, cancel := context.WithCancel(callCtx)
	stop := context.AfterFunc(ctx, cancel)
	return a, asking, func() { stop(); cancel() }
}

// samplingRefusal is why a client of caps cannot be asked req's
// sampling/createMessage, "" when it can.
func samplingRefusal(caps *mcp.ClientCapabilities, req *mcp.CreateMessageWithToolsRequest) string {
	switch {
	case caps.Sampling == nil:
		return "the client did not declare the sampling capability"
	case req.Params != nil && (len(req.Params.Tools) > 0 || req.Params.ToolChoice != nil) && caps.Sampling.Tools == nil:
		return "the request offers tools and the client did not declare sampling.tools"
	}
	return ""
}

// elicitationRefusal is why a client of caps cannot be asked req's
// elicitation/create, "" when it can.
func elicitationRefusal(caps *mcp.ClientCapabilities, req *mcp.ElicitRequest) string {
	switch {
	case req.Params != nil && req.Params.Mode != "" && req.Params.Mode != "form":
		return fmt.Sprintf("only form mode is passed on, not %q", req.Params.Mode)
	case caps.Elicitation == nil:
		return "the client did not declare the elicitation capability"
	case caps.Elicitation.Form == nil && caps.Elicitation.URL != nil:
		return "the client declared URL-mode elicitation only"
	}
	return ""
}

// askParked passes an upstream request on to the Asker a of its call
// (PT-1): refused as the client's capabilities require, else asked.
func (u *upstream) askParked(ctx context.Context, a Asker, method, refusal string, ir mcp.InputRequest) (mcp.InputResponse, error) {
	if refusal != "" {
		u.set.opts.Logger.Warn("upstream request refused", "server", u.name, "method", method, "reason", refusal)
		return nil, &PassthroughError{Server: u.name, Method: method, Reason: refusal}
	}
	u.set.opts.Logger.Info("upstream request passed to the client as an input request", "server", u.name, "method", method)
	res, err := a.Ask(ctx, u.name, ir)
	if err != nil {
		return nil, &PassthroughError{Server: u.name, Method: method, Reason: err.Error(), Err: err}
	}
	return res, nil
}

// clientCaps are the capabilities the client of ss declared (never nil).
func clientCaps(ss *mcp.ServerSession) *mcp.ClientCapabilities {
	if p := ss.InitializeParams(); p != nil && p.Capabilities != nil {
		return p.Capabilities
	}
	return &mcp.ClientCapabilities{}
}

// sample passes an upstream sampling/createMessage request on.
func (u *upstream) sample(ctx context.Context, req *mcp.CreateMessageWithToolsRequest) (*mcp.CreateMessageWithToolsResult, error) {
	const method = "sampling/createMessage"
	if a, actx, done := u.askerFor(ctx); a != nil {
		defer done()
		res, err := u.askParked(actx, a, method, samplingRefusal(a.Capabilities(), req), req.Params)
		if err != nil {
			return nil, err
		}
		if r, ok := res.(*mcp.CreateMessageWithToolsResult); ok && r != nil {
			return r, nil
		}
		return nil, &PassthroughError{Server: u.name, Method: method, Reason: fmt.Sprintf("the client answered with %T, not a sampling result", res)}
	}
	ss, ctx, done, perr := u.askingClient(ctx, method)
	defer done()
	if perr == nil {
		if why := samplingRefusal(clientCaps(ss), req); why != "" {
			perr = &PassthroughError{Server: u.name, Method: method, Reason: why}
		}
	}
	if perr != nil {
		u.set.opts.Logger.Warn("upstream request refused", "server", u.name, "method", method, "reason", perr.Reason)
		return nil, perr
	}
	u.set.opts.Logger.Info("upstream request passed to the client", "server", u.name, "method", method)
	res, err := ss.CreateMessageWithTools(ctx, req.Params)
	if err != nil {
		return nil, &PassthroughError{Server: u.name, Method: method, Reason: "the client failed: " + err.Error(), Err: err}
	}
	return res, nil
}

// elicit passes an upstream elicitation/create request (form mode) on.
func (u *upstream) elicit(ctx context.Context, req *mcp.ElicitRequest) (*mcp.ElicitResult, error) {
	const method = "elicitation/create"
	if a, actx, done := u.askerFor(ctx); a != nil {
		defer done()
		res, err := u.askParked(actx, a, method, elicitationRefusal(a.Capabilities(), req), req.Params)
		if err != nil {
			return nil, err
		}
		if r, ok := res.(*mcp.ElicitResult); ok && r != nil {
			return r, nil
		}
		return nil, &PassthroughError{Server: u.name, Method: method, Reason: fmt.Sprintf("the client answered with %T, not an elicitation result", res)}
	}
	ss, ctx, done, perr := u.askingClient(ctx, method)
	defer done()
	if perr == nil {
		if why := elicitationRefusal(clientCaps(ss), req); why != "" {
			perr = &PassthroughError{Server: u.name, Method: method, Reason: why}
		}
	}
	if perr != nil {
		u.set.opts.Logger.Warn("upstream request refused", "server", u.name, "method", method, "reason", perr.Reason)
		return nil, perr
	}
	u.set.opts.Logger.Info("upstream request passed to the client", "server", u.name, "method", method)
	res, err := ss.Elicit(ctx, req.Params)
	if err != nil {
		return nil, &PassthroughError{Server: u.name, Method: method, Reason: "the client failed: " + err.Error(), Err: err}
	}
	return res, nil
}

// normalizingElicitations is a receiving middleware of upstream clients:
// the schema of an elicitation/create is normalized
// (normalizeElicitSchema) before the go-sdk client checks it, so that a
// schema the specification allows is passed on rather than refused.
func normalizingElicitations(next mcp.MethodHandler) mcp.MethodHandler {
	return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
		if er, ok := req.(*mcp.ElicitRequest); ok && method == "elicitation/create" && er.Params != nil && er.Params.RequestedSchema != nil {
			er.Params.RequestedSchema = normalizeElicitSchema(er.Params.RequestedSchema)
		}
		return next(ctx, method, req)
	}
}

// normalizeElicitSchema drops "type": "string" from the items of a titled
// multi-select (SEP-1330: items.anyOf of {const, title}) when every const
// is a string, which makes the schema no wider. The go-sdk (client and
// server) accepts titled items only without a type, and its own
// conformance server sends them with one. Any other schema is returned
// as it is.
func normalizeElicitSchema(schema any) any {
	b, err := json.Marshal(schema)
	if err != nil {
		return schema
	}
	var s struct {
		Properties map[string]map[string]any `json:"properties"`
	}
	var whole map[string]any
	if json.Unmarshal(b, &s) != nil || json.Unmarshal(b, &whole) != nil {
		return schema
	}
	changed := false
	for name, p := range s.Properties {
		items, _ := p["items"].(map[string]any)
		anyOf, _ := items["anyOf"].([]any)
		if p["type"] != "array" || items["type"] != "string" || items["enum"] != nil || len(anyOf) == 0 {
			continue
		}
		allStrings := true
		for _, e := range anyOf {
			entry, _ := e.(map[string]any)
			if _, ok := entry["const"].(string); !ok {
				allStrings = false
			}
		}
		if !allStrings {
			continue
		}
		delete(items, "type")
		whole["properties"].(map[string]any)[name] = p
		changed = true
	}
	if !changed {
		return schema
	}
	return whole
}
