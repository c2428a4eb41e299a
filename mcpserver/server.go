package mcpserver

import (
	"context"
	"crypto/rand"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"reflect"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/registry/failure"
	"github.com/codemode-go/codemode/runcode"
	"github.com/codemode-go/codemode/runtime"
	"github.com/codemode-go/codemode/telemetry"
	"github.com/codemode-go/codemode/upstream"
)

// Resource and prompt names the server offers beside its tools.
const (
	// SDKResourceURI is the resource holding the tools:sdk text, the
	// TypeScript declarations of every tool a program can call.
	SDKResourceURI = "codemode://sdk"
	// PromptName is the MCP prompt holding the assembled system prompt.
	PromptName = "codemode"
)

// ServerOptions configure [NewServer]. A nil *ServerOptions or a zero
// field means the documented default.
type ServerOptions struct {
	// Name and Version identify the server to clients. Defaults
	// "codemode" and "dev".
	Name, Version string
	// Scope is the registry scope (agent) every call runs in; "" is the
	// global scope.
	Scope string
	// Logger receives protocol-level problems. Nil discards.
	Logger *slog.Logger
	// ApprovalWait is how long a run_code call whose run suspended for a
	// person's approval (a client that cannot elicit) waits for the
	// decision (the approval page, `codemode approvals`, a webhook)
	// before it answers suspended; a decision in time continues the run
	// in the same call. Zero answers suspended at once.
	ApprovalWait time.Duration
	// Upstreams, when set, is watched: after its tool list changed (and
	// [upstream.Set.Attach] re-registered the tools), the server refreshes its tool
	// list. Attach the set before creating the server. The roots a client
	// reports are forwarded to it ([upstream.Set.SetRoots]).
	Upstreams *upstream.Set
	// ResultPageBytes is the page size of resources/read on a result
	// handle (codemode://results/<id>). Zero means
	// DefaultResultPageBytes.
	ResultPageBytes int
	// OnRoots, when set, receives the roots of a client that declares the
	// roots capability, after initialization and after every
	// notifications/roots/list_changed (sessions that can be asked only:
	// stdio, not stateless HTTP); the tool list is refreshed afterwards.
	// The session's calls wait until OnRoots returned.
	OnRoots func(roots []*mcp.Root)
	// ParkIdle bounds how long a call parked for its 2026-07-28 client's
	// answer to an upstream's input request waits for the retry before
	// the upstream's request fails and the call ends (PT-2); zero means
	// DefaultParkIdle.
	ParkIdle time.Duration
	// MaxParked and MaxParkedPerPrincipal bound the parked calls of this
	// server and of one principal; beyond them an upstream's request is
	// refused. Zero means DefaultMaxParked, DefaultMaxParkedPerPrincipal.
	MaxParked, MaxParkedPerPrincipal int
}

// Server serves a registry over MCP (DESIGN §7): tools/list is the
// registry's wire schema list for its mode (under code, only run_code,
// whose description carries the SDK); tools/call runs the call through the
// registry's pipeline; the SDK is the resource [SDKResourceURI] and the
// system prompt the prompt [PromptName].
//
// The server keeps no state between calls: every call is independent, so
// any number of sessions (and, over HTTP, any number of replicas behind a
// load balancer) may share it; only a kept HTTP session (HTTPOptions.
// Sessions) lives on its replica. It is safe for concurrent use.
type Server struct {
	// Fixed at creation.
	reg   *registry.Registry
	opts  ServerOptions
	mcp   *mcp.Server
	calls atomic.Int64

	unwatch func() // stops watching Upstreams; nil when not watching

	roots     clientRoots
	slots     slots     // cancel slots of stdio calls (cancel.go)
	httpCalls httpCalls // HTTP calls in flight, by session header and id
	parked    parkedCalls

	mu     sync.Mutex
	listed map[string]*mcp.Tool // tools currently offered; guarded by mu
}

// NewServer returns a server over reg, with its tool list loaded.
func NewServer(reg *registry.Registry, opts *ServerOptions) (*Server, error) {
	s := &Server{reg: reg, listed: map[string]*mcp.Tool{}}
	s.roots.s = s
	if opts != nil {
		s.opts = *opts
	}
	if s.opts.Name == "" {
		s.opts.Name = "codemode"
	}
	if s.opts.Version == "" {
		s.opts.Version = "dev"
	}
	if s.opts.Logger == nil {
		s.opts.Logger = slog.New(slog.DiscardHandler)
	}
	s.parked.idle, s.parked.maxAll, s.parked.maxEach = s.opts.ParkIdle, s.opts.MaxParked, s.opts.MaxParkedPerPrincipal
	s.parked.replica = rand.Text()[:10]
	sopts := &mcp.ServerOptions{
		Logger:                  s.opts.Logger,
		Instructions:            "Call run_code with a TypeScript program; the tools it can call are declared in run_code's description and in the " + SDKResourceURI + " resource.",
		HasTools:                true,
		InitializedHandler:      s.roots.onInitialized,
		GetSessionID:            newSessionID, // kept sessions (sessions.go)
		RootsListChangedHandler: s.roots.onListChanged,
	}
	if s.opts.Upstreams != nil {
		sopts.SubscribeHandler, sopts.UnsubscribeHandler = s.subscribeUpstream, s.unsubscribeUpstream // proxy.go
	}
	s.mcp = mcp.NewServer(&mcp.Implementation{Name: s.opts.Name, Version: s.opts.Version}, sopts)
	// Every tools/call goes to the registry, including names the server
	// does not list: the registry answers them with UNKNOWN_TOOL.
	s.mcp.AddReceivingMiddleware(s.routeCalls)
	s.mcp.AddResource(&mcp.Resource{URI: SDKResourceURI, Name: "sdk", Title: "The SDK run_code programs use: instructions and TypeScript declarations (Markdown)",
		MIMEType: "text/markdown"}, s.readSDK)
	s.mcp.AddResource(&mcp.Resource{URI: SDKDeclarationsURI, Name: "sdk.d.ts", Title: "TypeScript declaration file of the tools run_code programs call",
		MIMEType: "application/typescript"}, s.readDeclarations)
	s.addResultTemplate()
	s.mcp.AddPrompt(&mcp.Prompt{Name: PromptName, Title: "codemode system prompt",
		Description: "The system prompt for a model using run_code: the code-only rule and the SDK."}, s.getPrompt)
	// Watch first, then load: a change in between is not missed.
	if u := s.opts.Upstreams; u != nil {
		unsubscribe := u.Subscribe(func() {
			if err := s.Refresh(); err != nil {
				s.opts.Logger.Warn("refreshing the tool list", "error", err)
			}
		})
		unlog := u.OnLog(s.upstreamLog)                    // logs.go
		unupdate := u.OnResourceUpdated(s.resourceUpdated) // proxy.go
		s.unwatch = func() { unsubscribe(); unlog(); unupdate() }
	}
	if err := s.Refresh(); err != nil {
		s.Close()
		return nil, err
	}
	return s, nil
}

// offers reports whether the server lists the tool name.
func (s *Server) offers(name string) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	_, ok := s.listed[name]
	return ok
}

// Close stops watching Options.Upstreams and ends the calls parked for
// their clients' answers (PT-2). The server keeps answering.
func (s *Server) Close() error {
	if s.unwatch != nil {
		s.unwatch()
	}
	s.parked.close(errStopping)
	return nil
}

// Refresh reloads the tool list from the registry (after its tools
// changed, for example when an upstream server's list changed). Clients of
// live sessions get notifications/tools/list_changed.
func (s *Server) Refresh() error {
	// Hold mu throughout, so concurrent refreshes apply in order.
	s.mu.Lock()
	defer s.mu.Unlock()
	wire, err := s.reg.WireSchemas(s.opts.Scope)
	if err != nil {
		return fmt.Errorf("mcpserver: listing tools: %w", err)
	}
	want := map[string]*mcp.Tool{}
	for _, w := range wire {
		t, err := mcpTool(w)
		if err != nil {
			return err
		}
		if t.Name == registry.RunCodeName {
			t.Description = s.withStatusNote(t.Description)
		}
		want[t.Name] = t
	}
	var gone []string
	for name := range s.listed {
		if _, ok := want[name]; !ok {
			gone = append(gone, name)
		}
	}
	if len(gone) > 0 {
		s.mcp.RemoveTools(gone...)
	}
	for name, t := range want {
		if old, ok := s.listed[name]; ok && reflect.DeepEqual(old, t) {
			continue
		}
		if err := addTool(s.mcp, t, s.handle); err != nil {
			return err
		}
	}
	s.listed = want
	return nil
}

// addTool adds t, turning the SDK's registration panics into errors.
func addTool(srv *mcp.Server, t *mcp.Tool, h mcp.ToolHandler) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("mcpserver: tool %q: %v", t.Name, r)
		}
	}()
	srv.AddTool(t, h)
	return nil
}

// mcpTool converts a registry wire schema. An input schema without "type"
// gets "type": "object" (MCP requires it; the registry reads its absence
// as an object).
func mcpTool(w registry.Schema) (*mcp.Tool, error) {
	t := &mcp.Tool{Name: w.Name, Description: w.Description}
	var in map[string]any
	if len(w.InputSchema) > 0 {
		if err := json.Unmarshal(w.InputSchema, &in); err != nil {
			return nil, fmt.Errorf("mcpserver: tool %q: input schema: %w", w.Name, err)
		}
	}
	if in == nil {
		in = map[string]any{}
	}
	if _, ok := in["type"]; !ok {
		in["type"] = "object"
	}
	t.InputSchema = in
	if len(w.OutputSchema) > 0 {
		t.OutputSchema = json.RawMessage(w.OutputSchema)
		if w.Name == registry.RunCodeName {
			t.OutputSchema = withErrorProperty(w.OutputSchema)
		}
	}
	if len(w.Annotations) > 0 {
		var a mcp.ToolAnnotations
		if err := json.Unmarshal(w.Annotations, &a); err == nil {
			t.Annotations = &a
		}
	}
	return t, nil
}

// withErrorProperty widens run_code's output schema with the "error"
// member its failed results carry at this boundary (DESIGN §7:
// structuredContent {"logs", "error": {"kind", "message"}}), so a client
// validating structuredContent accepts both shapes.
func withErrorProperty(schema json.RawMessage) json.RawMessage {
	var m map[string]any
	if json.Unmarshal(schema, &m) != nil {
		return schema
	}
	props, ok := m["properties"].(map[string]any)
	if !ok {
		return schema
	}
	if _, has := props["error"]; !has {
		props["error"] = map[string]any{
			"type": "object",
			"properties": map[string]any{
				"kind":    map[string]any{"type": "string", "enum": []string{"exception", "timeout", "abort", "worker-exit", "invalid-output", "output-limit"}},
				"message": map[string]any{"type": "string"},
			},
			"required": []string{"kind", "message"},
		}
	}
	b, err := json.Marshal(m)
	if err != nil {
		return schema
	}
	return b
}

// MCP returns the underlying go-sdk server, for transports this package
// does not wrap.
func (s *Server) MCP() *mcp.Server { return s.mcp }

// Run serves one session on t (for example &mcp.StdioTransport{}) until
// the client disconnects or ctx is done.
func (s *Server) Run(ctx context.Context, t mcp.Transport) error {
	// The SDK does not cancel in-flight requests when ctx ends (it waits
	// for them); handle finds ctx through this value and cancels them.
	return s.mcp.Run(context.WithValue(ctx, runCtxKey{}, ctx), cancelling(t, &s.slots))
}

// runCtxKey carries the context a Run was given into its request contexts.
type runCtxKey struct{}

// errStopping is the cancellation cause of calls in flight when the server
// stops.
var errStopping = errors.New("the MCP server is stopping")

// errDrained is the cancellation cause of calls still in flight when an
// HTTP server's drain runs out: a run_code run that can be resumed
// suspends (registry.ErrDraining), the others end as abort.
var errDrained = fmt.Errorf("the MCP server is stopping (its drain ran out): %w", registry.ErrDraining)

// HTTPHandler returns a streamable-HTTP handler. It is stateless: no
// session lives on the server between requests (each request gets a
// temporary session), so replicas scale out behind any load balancer.
// Progress and log notifications of a call stream back on that call's
// response; tools/list_changed cannot reach stateless clients, which list
// tools again when they need to. A call ends (cancelled) when its HTTP
// request does: a client that cancels or disconnects drops the request.
// It checks no credentials and every call is Anonymous unless the
// caller's own middleware puts a principal in the request's context
// (registry/principal); [Server.ListenAndServeHTTP] with HTTPOptions.Auth
// adds the bearer-token and OAuth checks, and keeps sessions for the
// clients that need one (HTTPOptions.Sessions).
func (s *Server) HTTPHandler() http.Handler {
	return s.httpHandler(nil, nil)
}

// httpHandler serves HTTP, the requests of kept sessions (when kept is
// non-nil) to kept, the others stateless; calls are cancelled when their
// request ends or stop (when non-nil) is done.
func (s *Server) httpHandler(stop context.Context, kept *keptSessions) http.Handler {
	h := mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return s.mcp },
		&mcp.StreamableHTTPOptions{Stateless: true, Logger: s.opts.Logger})
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		// In a stateless session a client's notifications/cancelled
		// arrives in another request and finds nothing to cancel; the
		// request's own context is what ends when the client gives up.
		// The calls of this request end with it, or when stop is done;
		// stop ends the runs alone, not the request, so that their abort
		// results are still written back.
		// A client's cancellation ends the request (and so the run), and
		// no response is written; stop ends the run alone, so that its
		// abort result is still written back during a drain.
		request, cancelRequest := context.WithCancelCause(r.Context())
		defer cancelRequest(nil)
		run, cancel := context.WithCancelCause(request)
		defer cancel(nil)
		if stop != nil {
			defer context.AfterFunc(stop, func() { cancel(errDrained) })()
		}
		req, ok := peekRequest(w, r)
		if !ok {
			return
		}
		if kept != nil {
			if take, open := kept.takes(r, req); take {
				if open {
					defer kept.opened()
				}
				// The context of an initialize stays the session's for
				// good: it carries none of this request's cancellation.
				kept.serve(w, r.WithContext(request), req, run, cancelRequest)
				return
			}
		}
		s.httpCalls.serve(w, r, req, cancelRequest, func(w http.ResponseWriter, r *http.Request) {
			ctx := context.WithValue(context.WithValue(request, runCtxKey{}, context.Context(run)), statelessKey{}, true)
			h.ServeHTTP(w, r.WithContext(ctx))
		})
	})
}

// ListenAndServe listens on addr and serves [Server.HTTPHandler] at every path
// until ctx is done; then it cancels the calls in flight and shuts down.
// ready, when non-nil, receives the bound address once listening (useful
// with port 0).
func (s *Server) ListenAndServe(ctx context.Context, addr string, ready func(net.Addr)) error {
	return s.ListenAndServeHTTP(ctx, addr, ready, nil)
}

// ListenAndServeHTTP is [Server.ListenAndServe] with the production surface
// of opts: the probes ([HealthPath], [ReadyPath]), metrics at
// [MetricsPath], admission control and a graceful drain. When ctx is done
// the replica drains: /readyz turns 503 (and calls are still taken for
// opts.DrainDelay, while load balancers notice), the listener closes, calls in
// flight run on for up to opts.DrainTimeout, and then the ones still
// running stop: a run_code run that can be resumed suspends (its journal
// goes to the registry's state store, so any replica sharing the store
// and seal key resumes it, and its client gets the suspended result with
// a resume token), the others end as abort. MCP is served at every other
// path.
func (s *Server) ListenAndServeHTTP(ctx context.Context, addr string, ready func(net.Addr), opts *HTTPOptions) error {
	var o HTTPOptions
	if opts != nil {
		o = *opts
	}
	if _, err := ParseSessionMode(string(o.Sessions)); err != nil {
		return fmt.Errorf("mcpserver: %w", err)
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	// Calls are cancelled by stop, not by ctx: a drain lets them finish.
	stop, abort := context.WithCancel(context.WithoutCancel(ctx))
	defer abort()
	pr := &probes{checks: o.Readiness}
	mux := http.NewServeMux()
	mux.HandleFunc(HealthPath, pr.health)
	mux.HandleFunc(ReadyPath, pr.ready)
	guard := newGuard(o.Auth, s.opts.Logger) // auth.go; nil without auth
	guard.routes(mux)
	if o.Metrics != nil {
		mux.Handle(MetricsPath, guard.metrics(o.Metrics))
	}
	if rc := runcode.Of(s.reg); rc != nil { // the URL is the capability: outside the MCP handler's wrapping
		mux.Handle(ApprovalPath, ApprovalPage(rc.Approvals(), &ApprovalPageOptions{ServerOf: s.opts.Upstreams.ServerOf}))
	}
	kept := s.newKeptSessions(&o) // sessions.go; nil under SessionsNever
	var mcpHandler http.Handler = guard.wrap(o.Admission.wrap(s.httpHandler(stop, kept)))
	if o.Wrap != nil {
		mcpHandler = o.Wrap(mcpHandler)
	}
	mux.Handle("/", mcpHandler)
	hs := &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second}
	if ready != nil {
		ready(ln.Addr())
	}
	errc := make(chan error, 1)
	go func() { errc <- hs.Serve(ln) }()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	pr.draining.Store(true)
	// Serve on while load balancers watch /readyz fail and stop routing
	// here: closing first would race a request sent on a kept-alive
	// connection at the moment it closes, and that request would fail.
	if o.DrainDelay > 0 {
		delay := time.NewTimer(o.DrainDelay)
		select {
		case <-delay.C:
		case err := <-errc:
			delay.Stop()
			return err
		}
	}
	if kept != nil {
		kept.drain() // their standalone streams would hold the shutdown
	}
	s.parked.close(errStopping) // no client request waits on a parked call (PT-2)
	drain := o.DrainTimeout
	if drain <= 0 {
		drain = DefaultDrainTimeout
	}
	dctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), drain)
	defer cancel()
	if err = hs.Shutdown(dctx); err == nil {
		return nil
	}
	// The drain ran out: stop the calls still running (suspended or
	// aborted), give their answers a moment to be stored and written,
	// then close what is left.
	abort()
	cctx, ccancel := context.WithTimeout(context.WithoutCancel(ctx), DrainAnswerGrace)
	defer ccancel()
	if hs.Shutdown(cctx) != nil {
		return hs.Close()
	}
	return nil
}

// DrainAnswerGrace is how long a drain that ran out waits for the answers
// of the calls it stopped (a suspension stores its journal first) before
// it closes their connections: a pod's grace period should outlast
// --drain-timeout by at least this.
const DrainAnswerGrace = 5 * time.Second

// DefaultDrainTimeout is how long a draining HTTP server lets calls in
// flight run on when HTTPOptions.DrainTimeout is zero.
const DefaultDrainTimeout = 30 * time.Second

// HTTPOptions are the production surface of an HTTP server. The zero value
// serves the probes, drains for DefaultDrainTimeout, and admits every call.
type HTTPOptions struct {
	// DrainDelay is how long a draining server still takes calls, with
	// /readyz answering 503, before its listener closes: long enough for
	// the load balancer's readiness checks to route around it.
	DrainDelay time.Duration
	// DrainTimeout bounds how long calls in flight run on after the
	// server was told to stop; zero means DefaultDrainTimeout.
	DrainTimeout time.Duration
	// Admission limits the calls in flight.
	Admission *Admission
	// Auth, when it asks for any, is the authentication every MCP
	// request (and /metrics) needs; nil serves everyone as Anonymous.
	Auth *AuthOptions
	// Metrics, when set, is served at MetricsPath.
	Metrics http.Handler
	// Readiness checks decide /readyz beside draining.
	Readiness []ReadinessCheck
	// Wrap, when set, wraps the MCP handler (for example to take W3C
	// traceparent from the request headers).
	Wrap func(http.Handler) http.Handler
	// Sessions decides which clients get a session kept on this replica,
	// which carries server-to-client requests (sampling and elicitation
	// passed on from upstream servers, approvals asked by elicitation);
	// "" is SessionsAuto. A replica behind a load balancer needs affinity
	// on the Mcp-Session-Id header for the clients that get one.
	Sessions SessionMode
	// SessionIdle closes a kept session after this long without a
	// request; zero means DefaultSessionIdle.
	SessionIdle time.Duration
	// MaxSessions bounds the kept sessions; a client that initializes
	// beyond it is served stateless. Zero means DefaultMaxSessions.
	MaxSessions int
}

func (s *Server) routeCalls(next mcp.MethodHandler) mcp.MethodHandler {
	return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
		ctx = sessionPrincipal(ctx, req) // principal.go
		if rr, ok := req.(*mcp.ReadResourceRequest); ok && method == "resources/read" && rr.Params != nil &&
			strings.HasPrefix(rr.Params.URI, runcode.ResultURIPrefix) {
			return s.readResult(ctx, rr) // with its ?page= and ?path= queries, which templates do not match
		}
		if method == "tools/list" || method == "resources/read" {
			if ss, ok := req.GetSession().(*mcp.ServerSession); ok {
				s.roots.wait(ctx, ss)
			}
		}
		if method != "tools/call" {
			if s.opts.Upstreams != nil {
				return s.proxy(ctx, method, req, next)
			}
			return next(ctx, method, req)
		}
		cr, ok := req.(*mcp.CallToolRequest)
		if !ok || cr.Params == nil {
			return next(ctx, method, req)
		}
		if cr.Params.Name == registry.RunCodeName && s.offers(registry.RunCodeName) {
			// The SDK's own path, so that its multi-round-trip layer
			// (input_required, or elicitation for older clients) sees
			// run_code's approval questions (elicit.go).
			return next(ctx, method, req)
		}
		return s.handle(ctx, cr)
	}
}

// handle runs one tools/call through the registry. Cancellation (the
// client's notifications/cancelled, or its disconnect) cancels ctx, which
// cancels the program, its nested calls and their upstream requests. The
// call of a 2026-07-28 client that can be asked runs parked (parked.go),
// so that its upstreams' questions reach it as input_required results.
func (s *Server) handle(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch {
	case isParkedRetry(req): // parked.go
		return s.parked.retry(ctx, req)
	case parkable(req):
		return s.parked.begin(ctx, req, s.call)
	}
	return s.call(ctx, req)
}

// call is handle's call of req, whose upstream requests go to the client
// as server requests, or (ctx carries an upstream.Asker) to the Asker.
func (s *Server) call(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	p := req.Params
	s.roots.wait(ctx, req.Session)
	if u := s.opts.Upstreams; u != nil {
		u.RetryInBackground() // a server that failed to start gets another chance, costing this call nothing
	}
	ctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	if h := s.bindSlot(req, cancel); h != nil {
		ctx = runtime.WithHold(ctx, h)
	}
	if rc, ok := ctx.Value(runCtxKey{}).(context.Context); ok {
		defer context.AfterFunc(rc, func() {
			// The HTTP layer cancels a call with the client's reason
			// (CancelReason), or with errDrained when its drain ran out;
			// a stopping server says so.
			var why *CancelReason
			switch cause := context.Cause(rc); {
			case errors.As(cause, &why):
				cancel(why)
			case errors.Is(cause, registry.ErrDraining):
				cancel(cause)
			default:
				cancel(errStopping)
			}
		})()
	}
	ctx = telemetry.FromMeta(ctx, p.GetMeta())
	n := &notifier{ctx: ctx, session: req.Session, token: p.GetProgressToken(), tool: p.Name}
	n.start()
	ctx = upstream.WithProgress(ctx, n.upstreamProgress)
	ctx = upstream.WithCaller(ctx, req) // upstream sampling/elicitation goes to it (passthrough.go)
	call := registry.Call{
		ID:        "mcp-" + strconv.FormatInt(s.calls.Add(1), 10),
		Name:      p.Name,
		Arguments: p.Arguments,
		Scope:     s.opts.Scope,
	}
	if n.wanted() {
		call.OnLog = n.log
	}
	var res *registry.Result
	if id, accepted, ok := pageAnswer(p); ok && p.Name == registry.RunCodeName { // elicit.go
		res = s.resumeAfterPage(ctx, call, p.RequestState, id, accepted)
	} else if resume, ok, err := resumeFromAnswers(p); ok && p.Name == registry.RunCodeName {
		if err != nil {
			res = &registry.Result{IsError: true, Code: failure.InvalidArgs, Content: []registry.Content{registry.Text("INVALID_ARGS: " + err.Error())}, Err: err}
		} else {
			res = s.resume(ctx, call, resume)
		}
	} else {
		res = s.reg.Call(ctx, call)
	}
	mrtr := speaksMRTR(req)
	if p.Name == registry.RunCodeName && !mrtr && clientElicits(req) {
		res = s.askInline(ctx, req, call, res) // older clients: elicitation/create during the call
	}
	if p.Name == registry.RunCodeName && !clientElicits(req) {
		res = s.awaitPerson(ctx, call, res)
	}
	n.stop()
	if mrtr {
		if ask := askClient(req, res); ask != nil { // input_required (SEP-2322)
			return ask, nil
		}
	}
	return callResult(p.Name, res), nil
}

func (s *Server) getPrompt(context.Context, *mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
	sections, err := s.reg.Prompt(s.opts.Scope)
	if err != nil {
		return nil, err
	}
	return &mcp.GetPromptResult{
		Description: "codemode system prompt (" + string(s.reg.ModeFor(s.opts.Scope)) + " mode)",
		Messages:    []*mcp.PromptMessage{{Role: "user", Content: &mcp.TextContent{Text: registry.RenderPrompt(sections)}}},
	}, nil
}
