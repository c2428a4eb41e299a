package mcpserver

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"net"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/codemode-go/codemode/internal/mcptest"
	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/runcode"
	"github.com/codemode-go/codemode/runtime"
	"github.com/codemode-go/codemode/runtime/inprocess"
	"github.com/codemode-go/codemode/state"
)

// oldProtocol is the protocol of the clients that get kept sessions: the
// go-sdk's default, 2026-07-28, initializes no session (it is asked
// through input_required results).
const oldProtocol = "2025-11-25"

// sessionReplica is a replica served by ListenAndServeHTTP with opts: a
// registry in mode with the upstream "asker" (mcptest.AskingServer of
// upstreamProto) and the tool "hold", which blocks until its call is
// cancelled and reports why.
type sessionReplica struct {
	url   string
	srv   *Server
	held  chan error // the cause that ended each hold call
	holds chan struct{}
	stop  context.CancelFunc
	done  chan error
}

func newSessionReplica(t *testing.T, mode registry.Mode, upstreamProto string, opts *HTTPOptions) *sessionReplica {
	t.Helper()
	rt, err := inprocess.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { rt.Close() })
	reg, _, err := runcode.NewRegistry(&registry.Options{Mode: mode}, &runcode.Options{Runtime: rt,
		State: state.NewMemory(nil), SealKey: []byte("0123456789abcdef0123456789abcdef")})
	if err != nil {
		t.Fatal(err)
	}
	r := &sessionReplica{held: make(chan error, 4), holds: make(chan struct{}, 4), done: make(chan error, 1)}
	_, err = registry.Add(reg, registry.Tool{Name: "hold", Description: "Wait until cancelled.", ConcurrencySafe: func(json.RawMessage) bool { return true }},
		func(ctx context.Context, _ *registry.Execution, _ gateIn) (gateOut, error) {
			r.holds <- struct{}{}
			<-ctx.Done()
			r.held <- context.Cause(ctx)
			return gateOut{}, context.Cause(ctx)
		})
	if err != nil {
		t.Fatal(err)
	}
	// "reserve" reports (Released) whether its call can reserve host
	// memory from the hold of its HTTP request (Admission).
	_, err = registry.Add(reg, registry.Tool{Name: "reserve", Description: "Reserve 1 MiB of host memory."},
		func(ctx context.Context, _ *registry.Execution, _ gateIn) (gateOut, error) {
			h := runtime.HoldFrom(ctx)
			if h == nil {
				return gateOut{}, nil
			}
			release, err := h.Reserve(ctx, 1<<20)
			if err != nil {
				return gateOut{}, err
			}
			release()
			return gateOut{Released: true}, nil
		})
	if err != nil {
		t.Fatal(err)
	}
	set := openMem(t, map[string]*mcp.Server{"asker": mcptest.AskingServer(upstreamProto)}, nil)
	detach, err := set.Attach(reg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(detach)
	if r.srv, err = NewServer(reg, &ServerOptions{Upstreams: set}); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { r.srv.Close() })
	ctx, cancel := context.WithCancel(context.Background())
	r.stop = cancel
	addr := make(chan net.Addr, 1)
	go func() { r.done <- r.srv.ListenAndServeHTTP(ctx, "127.0.0.1:0", func(a net.Addr) { addr <- a }, opts) }()
	select {
	case a := <-addr:
		r.url = "http://" + a.String()
	case err := <-r.done:
		t.Fatalf("serve: %v", err)
	}
	t.Cleanup(func() {
		cancel()
		select {
		case <-r.done:
		case <-time.After(time.Minute):
			t.Error("server did not stop")
		}
	})
	return r
}

// kept is the number of sessions the replica keeps.
func (r *sessionReplica) kept() int {
	n := 0
	for ss := range r.srv.mcp.Sessions() {
		if strings.HasPrefix(ss.ID(), keptSessionPrefix) {
			n++
		}
	}
	return n
}

// answering is a client that answers sampling and elicitation, saying in
// each answer what it was asked, and counts the questions. It declares no
// roots, so that the server asks nothing else.
func answering(asked *atomic.Int32) *mcp.ClientOptions {
	return &mcp.ClientOptions{
		Capabilities: &mcp.ClientCapabilities{},
		CreateMessageHandler: func(_ context.Context, req *mcp.CreateMessageRequest) (*mcp.CreateMessageResult, error) {
			asked.Add(1)
			q := req.Params.Messages[0].Content.(*mcp.TextContent).Text
			return &mcp.CreateMessageResult{Model: "stub", Role: "assistant", Content: &mcp.TextContent{Text: "Paris (asked: " + q + ")"}}, nil
		},
		ElicitationHandler: func(_ context.Context, req *mcp.ElicitRequest) (*mcp.ElicitResult, error) {
			asked.Add(1)
			return &mcp.ElicitResult{Action: "accept", Content: map[string]any{"name": "Ada (asked: " + req.Params.Message + ")"}}, nil
		},
	}
}

// connectHTTP connects a go-sdk client with copts over streamable HTTP,
// sending token as a bearer token when it is not empty.
func connectHTTP(t *testing.T, url string, copts *mcp.ClientOptions, token, protocol string) *mcp.ClientSession {
	t.Helper()
	return connectRetrying(t, url, copts, token, protocol, -1)
}

// connectRetrying is connectHTTP with the transport's MaxRetries.
func connectRetrying(t *testing.T, url string, copts *mcp.ClientOptions, token, protocol string, retries int) *mcp.ClientSession {
	t.Helper()
	hc := http.DefaultClient
	if token != "" {
		hc = &http.Client{Transport: bearer{token: token}}
	}
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "1"}, copts).Connect(context.Background(),
		&mcp.StreamableClientTransport{Endpoint: url, HTTPClient: hc, MaxRetries: retries}, &mcp.ClientSessionOptions{ProtocolVersion: protocol})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cs.Close() })
	return cs
}

// TestSessionsCarryUpstreamRequests: a client over HTTP that declares
// sampling and elicitation gets a kept session, and an upstream's
// question during a call reaches it and its answer reaches the upstream:
// a native call and a run_code program's call, from an upstream that asks
// mid-call (2025-11-25) and one that answers input_required (2026-07-28).
func TestSessionsCarryUpstreamRequests(t *testing.T) {
	t.Parallel()
	for _, mode := range []registry.Mode{registry.ModeNative, registry.ModeCode} {
		for _, up := range []string{oldProtocol, newProtocol} {
			for _, tc := range []struct{ tool, want string }{
				{"ask_model", "Paris (asked: capital of France?)"},
				{"ask_user", `"action":"accept","content":{"name":"Ada (asked: your name?)"}`},
			} {
				t.Run(string(mode)+"/"+up+"/"+tc.tool, func(t *testing.T) {
					t.Parallel()
					r := newSessionReplica(t, mode, up, nil)
					var asked atomic.Int32
					cs := connectHTTP(t, r.url, answering(&asked), "", oldProtocol)
					if !strings.HasPrefix(cs.ID(), keptSessionPrefix) || r.kept() != 1 {
						t.Fatalf("session %q, %d kept: want one kept session", cs.ID(), r.kept())
					}
					p := &mcp.CallToolParams{Name: tc.tool, Arguments: map[string]any{}}
					if mode == registry.ModeCode {
						p = &mcp.CallToolParams{Name: "run_code", Arguments: map[string]any{"code": "return await tools." + tc.tool + "({})", "description": "ask"}}
					}
					res, err := cs.CallTool(context.Background(), p)
					if err != nil {
						t.Fatal(err)
					}
					if got := text(res); res.IsError || !strings.Contains(got, tc.want) || asked.Load() != 1 {
						t.Fatalf("isError %v, asked %d times, text %q; want the answer %q", res.IsError, asked.Load(), got, tc.want)
					}
				})
			}
		}
	}
}

// TestSessionsOnlyWhereNeeded: under auto, a client that cannot answer
// server-to-client requests stays stateless (no session on the server:
// its correlation id opens no stream); never keeps none, and refuses the
// upstream's question saying why; always keeps every client's.
func TestSessionsOnlyWhereNeeded(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name  string
		mode  SessionMode
		asks  bool // the client declares sampling and elicitation
		kept  bool
		proto string
	}{
		{"auto, plain client", SessionsAuto, false, false, oldProtocol},
		{"auto, asking client", SessionsAuto, true, true, oldProtocol},
		{"auto, asking 2026-07-28 client", SessionsAuto, true, false, newProtocol},
		{"never, asking client", SessionsNever, true, false, oldProtocol},
		{"always, plain client", SessionsAlways, false, true, oldProtocol},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			r := newSessionReplica(t, registry.ModeNative, oldProtocol, &HTTPOptions{Sessions: tc.mode})
			var asked atomic.Int32
			copts := &mcp.ClientOptions{} // the go-sdk's default: roots only
			if tc.kept {
				copts.Capabilities = &mcp.ClientCapabilities{} // asked nothing at all
			}
			if tc.asks {
				copts = answering(&asked)
			}
			cs := connectHTTP(t, r.url, copts, "", tc.proto)
			if got := r.kept(); got != map[bool]int{false: 0, true: 1}[tc.kept] {
				t.Fatalf("%d sessions kept, want kept=%v", got, tc.kept)
			}
			if cs.ID() != "" {
				// The standalone stream exists in kept sessions only.
				req, _ := http.NewRequest(http.MethodGet, r.url, nil)
				req.Header.Set("Accept", "text/event-stream")
				req.Header.Set(sessionHeader, cs.ID())
				ctx, cancel := context.WithCancel(context.Background())
				resp, err := http.DefaultClient.Do(req.WithContext(ctx))
				if err != nil {
					t.Fatal(err)
				}
				cancel()
				resp.Body.Close()
				// 409 in a kept session: its client's own stream is open.
				if stateless := resp.StatusCode == http.StatusMethodNotAllowed; stateless == tc.kept {
					t.Errorf("GET with the session id: %d (kept %v)", resp.StatusCode, tc.kept)
				}
			}
			res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: "ask_user", Arguments: map[string]any{}})
			if err != nil {
				t.Fatal(err)
			}
			switch got := text(res); {
			case tc.kept && tc.asks:
				if res.IsError || asked.Load() != 1 {
					t.Errorf("kept session: isError %v, asked %d, %q", res.IsError, asked.Load(), got)
				}
			case tc.asks && tc.proto == newProtocol:
				// Stateless, and asked all the same: by input_required (PT-1).
				if res.IsError || asked.Load() != 1 {
					t.Errorf("2026-07-28 client: isError %v, asked %d, %q; want the answer by input_required", res.IsError, asked.Load(), got)
				}
			case tc.asks && tc.proto == oldProtocol:
				if !res.IsError || !strings.Contains(got, "stateless streamable HTTP") || asked.Load() != 0 {
					t.Errorf("stateless: isError %v, asked %d, %q; want a refusal naming stateless HTTP", res.IsError, asked.Load(), got)
				}
			default:
				if !res.IsError || asked.Load() != 0 {
					t.Errorf("isError %v, asked %d, %q; want a refusal", res.IsError, asked.Load(), got)
				}
			}
		})
	}
}

// TestSessionsMaxSessions: past MaxSessions a client that asks for a
// session is served stateless.
func TestSessionsMaxSessions(t *testing.T) {
	t.Parallel()
	r := newSessionReplica(t, registry.ModeNative, oldProtocol, &HTTPOptions{MaxSessions: 1})
	var asked atomic.Int32
	first := connectHTTP(t, r.url, answering(&asked), "", oldProtocol)
	second := connectHTTP(t, r.url, answering(&asked), "", oldProtocol)
	if !strings.HasPrefix(first.ID(), keptSessionPrefix) || strings.HasPrefix(second.ID(), keptSessionPrefix) || r.kept() != 1 {
		t.Fatalf("sessions %q and %q, %d kept; want the first kept only", first.ID(), second.ID(), r.kept())
	}
	first.Close() // DELETE: the server ends the session before it answers
	if n := r.kept(); n != 0 {
		t.Fatalf("%d sessions kept after the client closed its own", n)
	}
	if third := connectHTTP(t, r.url, answering(&asked), "", oldProtocol); !strings.HasPrefix(third.ID(), keptSessionPrefix) {
		t.Fatalf("session %q after the first closed, want a kept one", third.ID())
	}
}

// TestSessionsOwned: a kept session belongs to the principal that opened
// it: another principal's request naming it is refused, and cannot cancel
// its calls; the owner's cancellation ends its call with the reason.
func TestSessionsOwned(t *testing.T) {
	t.Parallel()
	tokens, err := ParseTokens([]byte("alice alice-token-0123456789\nbob bob-token-0123456789"))
	if err != nil {
		t.Fatal(err)
	}
	r := newSessionReplica(t, registry.ModeNative, oldProtocol, &HTTPOptions{Auth: &AuthOptions{Tokens: tokens}})
	var asked atomic.Int32
	alice := connectHTTP(t, r.url, answering(&asked), "alice-token-0123456789", oldProtocol)
	if !strings.HasPrefix(alice.ID(), keptSessionPrefix) {
		t.Fatalf("alice's session %q is not kept", alice.ID())
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	errc := make(chan error, 1)
	go func() {
		_, err := alice.CallTool(ctx, &mcp.CallToolParams{Name: "hold", Arguments: map[string]any{}})
		errc <- err
	}()
	<-r.holds
	post := func(token, body string) int {
		req, _ := http.NewRequest(http.MethodPost, r.url, strings.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Accept", "application/json, text/event-stream")
		req.Header.Set("Authorization", "Bearer "+token)
		req.Header.Set(sessionHeader, alice.ID())
		req.Header.Set("Mcp-Protocol-Version", oldProtocol)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		return resp.StatusCode
	}
	for _, body := range []string{
		`{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":1,"reason":"bob was here"}}`,
		`{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":2,"reason":"bob was here"}}`,
		`{"jsonrpc":"2.0","id":7,"method":"tools/list","params":{}}`,
	} {
		if code := post("bob-token-0123456789", body); code != http.StatusForbidden {
			t.Errorf("bob's %s on alice's session: %d, want 403", body, code)
		}
	}
	select {
	case why := <-r.held:
		t.Fatalf("bob ended alice's call: %v", why)
	default:
	}
	cancel() // alice cancels: notifications/cancelled in her session
	var why *CancelReason
	if cause := <-r.held; !errors.As(cause, &why) {
		t.Fatalf("alice's call ended with %v, want her cancellation", cause)
	}
	<-errc
}

// TestSessionsDrain: on SIGTERM a kept session's call in flight is still
// the drain's: when the drain runs out the call ends with the drain's
// cause, its run_code run suspends and the client gets the suspended
// result on its session; then the session is closed and the server
// stops, its standalone stream holding nothing up.
func TestSessionsDrain(t *testing.T) {
	t.Parallel()
	r := newSessionReplica(t, registry.ModeCode, oldProtocol, &HTTPOptions{DrainTimeout: 100 * time.Millisecond})
	var asked atomic.Int32
	// The client reconnects its standalone stream, as clients do: the
	// session ends at the drain, maybe before the answer was read.
	cs := connectRetrying(t, r.url, answering(&asked), "", oldProtocol, 0)
	if !strings.HasPrefix(cs.ID(), keptSessionPrefix) {
		t.Fatalf("session %q is not kept", cs.ID())
	}
	res := make(chan *mcp.CallToolResult, 1)
	go func() {
		r, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: "run_code", Arguments: map[string]any{
			"code": `return await tools.hold({})`, "description": "hold"}})
		if err != nil {
			t.Errorf("call during the drain: %v", err)
		}
		res <- r
	}()
	<-r.holds
	r.stop() // SIGTERM
	if cause := <-r.held; !errors.Is(cause, registry.ErrDraining) {
		t.Fatalf("the held call ended with %v, want the drain", cause)
	}
	got := <-res
	if got == nil {
		t.Fatal("no answer")
	}
	var susp runcode.Suspension
	raw, _ := json.Marshal(got.StructuredContent)
	if got.IsError || json.Unmarshal(raw, &susp) != nil || susp.Status != runcode.StatusSuspended || susp.Resume == "" {
		t.Fatalf("answer past the drain: %s %q, want a suspended result", raw, text(got))
	}
	if err := <-r.done; err != nil {
		t.Fatalf("server returned %v, want nil", err)
	}
	r.done <- nil
	if n := r.kept(); n != 0 {
		t.Errorf("%d sessions still kept after the drain", n)
	}
}

// serveHTTP serves the rig's registry with ListenAndServeHTTP (sessions
// auto) and connects client over streamable HTTP with protocol.
func (p *pageRig) serveHTTP(t *testing.T, client *mcp.Client, protocol string) *mcp.ClientSession {
	t.Helper()
	srv, err := NewServer(p.reg, nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	addr, done := make(chan net.Addr, 1), make(chan error, 1)
	go func() { done <- srv.ListenAndServeHTTP(ctx, "127.0.0.1:0", func(a net.Addr) { addr <- a }, nil) }()
	t.Cleanup(func() { cancel(); <-done })
	var url string
	select {
	case a := <-addr:
		url = "http://" + a.String()
	case err := <-done:
		t.Fatalf("serve: %v", err)
	}
	cs, err := client.Connect(ctx, &mcp.StreamableClientTransport{Endpoint: url, MaxRetries: -1}, &mcp.ClientSessionOptions{ProtocolVersion: protocol})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cs.Close() })
	return cs
}

// TestApprovalOverHTTP: over streamable HTTP, a person approves a gated
// call through the client in the shape it speaks, and the write happens
// once in the same call: URL-mode elicitation of the approval page and
// form elicitation in a kept session (2025-11-25), and the same questions
// as input_required results to a stateless 2026-07-28 client.
func TestApprovalOverHTTP(t *testing.T) {
	for _, tc := range []struct {
		name, protocol string
		caps           *mcp.ElicitationCapabilities
		mode           string // the mode of the question the client gets
		kept           bool
		decline        bool // the user declines: the write never runs
	}{
		{"url, kept session", oldProtocol, &mcp.ElicitationCapabilities{URL: &mcp.URLElicitationCapabilities{}}, "url", true, false},
		{"form, kept session", oldProtocol, &mcp.ElicitationCapabilities{Form: &mcp.FormElicitationCapabilities{}}, "form", true, false},
		{"form, input_required", newProtocol, &mcp.ElicitationCapabilities{Form: &mcp.FormElicitationCapabilities{}}, "form", false, false},
		{"url, input_required", newProtocol, &mcp.ElicitationCapabilities{URL: &mcp.URLElicitationCapabilities{}}, "url", false, false},
		{"url declined, input_required", newProtocol, &mcp.ElicitationCapabilities{URL: &mcp.URLElicitationCapabilities{}}, "url", false, true},
		{"form declined, kept session", oldProtocol, &mcp.ElicitationCapabilities{Form: &mcp.FormElicitationCapabilities{}}, "form", true, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := newPageRig(t)
			var modes []string
			client := mcp.NewClient(&mcp.Implementation{Name: "asked", Version: "1"}, &mcp.ClientOptions{
				Capabilities: &mcp.ClientCapabilities{Elicitation: tc.caps},
				ElicitationHandler: func(_ context.Context, r *mcp.ElicitRequest) (*mcp.ElicitResult, error) {
					modes = append(modes, r.Params.Mode)
					if tc.decline {
						return &mcp.ElicitResult{Action: "decline"}, nil
					}
					if r.Params.Mode == "url" {
						if err := approveOnPage(r.Params.URL); err != nil {
							t.Error(err)
						}
						return &mcp.ElicitResult{Action: "accept"}, nil
					}
					return &mcp.ElicitResult{Action: "accept", Content: map[string]any{"decision": "approve"}}, nil
				},
			})
			cs := p.serveHTTP(t, client, tc.protocol)
			if kept := strings.HasPrefix(cs.ID(), keptSessionPrefix); kept != tc.kept {
				t.Fatalf("session %q: kept %v, want %v", cs.ID(), kept, tc.kept)
			}
			res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: "run_code", Arguments: map[string]any{"code": pageProgram, "description": "Write <out.txt> for the test"}})
			if err != nil {
				t.Fatal(err)
			}
			want, writes := `{"logs":[],"value":true}`, int64(1)
			if tc.decline {
				want, writes = `{"logs":[],"value":"caught ToolCallError"}`, 0
			}
			if sc, _ := json.Marshal(res.StructuredContent); res.IsError || string(sc) != want || p.writes.Load() != writes {
				t.Fatalf("result %s %q (writes %d), want %s and %d writes", sc, text(res), p.writes.Load(), want, writes)
			}
			if len(modes) != 1 || modes[0] != tc.mode {
				t.Fatalf("asked in modes %q, want one %s question", modes, tc.mode)
			}
		})
	}
}

// FuzzMetaWith: whatever a client POSTs, naming a cancel slot in it never
// panics, and a rewritten request carries the slot in its params' _meta
// (replacing the client's own) and keeps its id and method.
func FuzzMetaWith(f *testing.F) {
	for _, s := range []string{
		`{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"run_code","arguments":{}}}`,
		`{"jsonrpc":"2.0","id":"x","method":"tools/call","params":{"name":"t","_meta":{"codemode.cancel-slot":"forged","progressToken":3}}}`,
		`{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"_meta":null}}`,
		`{"jsonrpc":"2.0","id":1,"method":"tools/call","params":[1,2]}`,
		`{"jsonrpc":"2.0","id":1,"method":"tools/call"}`,
		`[{"jsonrpc":"2.0"}]`, `null`, `{`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		out, ok := metaWith(b, callMetaKey, "slot")
		if !ok {
			return
		}
		var m struct {
			ID     json.RawMessage `json:"id"`
			Method string          `json:"method"`
			Params struct {
				Meta map[string]any `json:"_meta"`
			} `json:"params"`
		}
		if err := json.Unmarshal(out, &m); err != nil || m.Params.Meta[callMetaKey] != "slot" {
			t.Fatalf("metaWith(%s) = %s (%v), want the slot in _meta", b, out, err)
		}
		var in struct {
			ID     json.RawMessage `json:"id"`
			Method string          `json:"method"`
		}
		if json.Unmarshal(b, &in) == nil && (in.Method != m.Method || !jsonEqual(in.ID, m.ID)) {
			t.Fatalf("metaWith(%s) = %s: id or method changed", b, out)
		}
	})
}

// jsonEqual reports whether a and b are the same JSON value (both empty
// counts as equal).
func jsonEqual(a, b json.RawMessage) bool {
	var x, y any
	if len(a) == 0 || len(b) == 0 {
		return len(a) == len(b)
	}
	if json.Unmarshal(a, &x) != nil || json.Unmarshal(b, &y) != nil {
		return false
	}
	xb, _ := json.Marshal(x)
	yb, _ := json.Marshal(y)
	return string(xb) == string(yb)
}

// TestSessionsIdle: a kept session without requests for SessionIdle is
// closed (its open standalone stream is no request), and its id is then
// unknown (404, so that the client initializes again).
func TestSessionsIdle(t *testing.T) {
	t.Parallel()
	r := newSessionReplica(t, registry.ModeNative, oldProtocol, &HTTPOptions{SessionIdle: 50 * time.Millisecond})
	var asked atomic.Int32
	cs := connectHTTP(t, r.url, answering(&asked), "", oldProtocol)
	var kept *mcp.ServerSession
	for ss := range r.srv.mcp.Sessions() {
		if ss.ID() == cs.ID() {
			kept = ss
		}
	}
	if kept == nil {
		t.Fatalf("session %q is not kept", cs.ID())
	}
	_ = kept.Wait() // closed by the idle timer
	req, _ := http.NewRequest(http.MethodPost, r.url, strings.NewReader(`{"jsonrpc":"2.0","id":9,"method":"tools/list","params":{}}`))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json, text/event-stream")
	req.Header.Set(sessionHeader, cs.ID())
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusNotFound {
		t.Fatalf("a request naming the closed session: %d, want 404", resp.StatusCode)
	}
}

// TestSessionsModeChecked: an unknown HTTPOptions.Sessions is an error
// before anything listens.
func TestSessionsModeChecked(t *testing.T) {
	t.Parallel()
	reg, err := registry.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	srv, err := NewServer(reg, nil)
	if err != nil {
		t.Fatal(err)
	}
	err = srv.ListenAndServeHTTP(context.Background(), "127.0.0.1:0", func(net.Addr) { t.Error("listening") }, &HTTPOptions{Sessions: "sometimes"})
	if err == nil || !strings.Contains(err.Error(), "want auto, always or never") {
		t.Fatalf("err = %v", err)
	}
}

// TestSessionsCallEndsWithItsRequest: in a kept session a call ends when
// its own HTTP request does (the client went away without a
// notifications/cancelled), although the go-sdk runs it under the
// session's context.
func TestSessionsCallEndsWithItsRequest(t *testing.T) {
	t.Parallel()
	r := newSessionReplica(t, registry.ModeNative, oldProtocol, nil)
	var asked atomic.Int32
	cs := connectHTTP(t, r.url, answering(&asked), "", oldProtocol)
	if !strings.HasPrefix(cs.ID(), keptSessionPrefix) {
		t.Fatalf("session %q is not kept", cs.ID())
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, r.url, strings.NewReader(`{"jsonrpc":"2.0","id":41,"method":"tools/call","params":{"name":"hold","arguments":{}}}`))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json, text/event-stream")
	req.Header.Set(sessionHeader, cs.ID())
	req.Header.Set("Mcp-Protocol-Version", oldProtocol)
	errc := make(chan error, 1)
	go func() {
		resp, err := http.DefaultClient.Do(req)
		if err == nil {
			_, err = io.Copy(io.Discard, resp.Body)
			resp.Body.Close()
		}
		errc <- err
	}()
	<-r.holds
	cancel() // the client goes away
	var cause error
	select {
	case cause = <-r.held:
	case <-time.After(2 * time.Minute): // a backstop only: the call never ends without the seam
		t.Fatal("the call did not end with its request")
	}
	var why *CancelReason
	if !errors.As(cause, &why) || !strings.Contains(why.Error(), "HTTP request ended") {
		t.Fatalf("the call ended with %v, want the end of its request", cause)
	}
	<-errc
	// The session itself lives on.
	if _, err := cs.ListTools(context.Background(), nil); err != nil {
		t.Fatalf("the session after its call's request ended: %v", err)
	}
}

// TestSessionsCallHoldsHostMemory: a kept session's call reserves host
// memory from its own HTTP request's hold (--host-memory), though the
// go-sdk runs it under the session's context; a stateless call does too.
func TestSessionsCallHoldsHostMemory(t *testing.T) {
	t.Parallel()
	r := newSessionReplica(t, registry.ModeNative, oldProtocol, &HTTPOptions{Admission: &Admission{MaxHostMemory: 1 << 30}})
	var asked atomic.Int32
	for _, tt := range []struct {
		name string
		opts *mcp.ClientOptions
		kept bool
	}{
		{"kept", answering(&asked), true},
		{"stateless", &mcp.ClientOptions{Capabilities: &mcp.ClientCapabilities{}}, false},
	} {
		cs := connectHTTP(t, r.url, tt.opts, "", oldProtocol)
		if kept := strings.HasPrefix(cs.ID(), keptSessionPrefix); kept != tt.kept {
			t.Fatalf("%s: session %q kept: %v", tt.name, cs.ID(), kept)
		}
		res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: "reserve", Arguments: map[string]any{}})
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		if b, _ := json.Marshal(res.StructuredContent); res.IsError || !strings.Contains(string(b), `"released":true`) {
			t.Errorf("%s: the call held no host memory: %s", tt.name, b)
		}
	}
}
