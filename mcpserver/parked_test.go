package mcpserver

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/codemode-go/codemode/internal/mcptest"
	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/registry/principal"
	"github.com/codemode-go/codemode/runcode"
	"github.com/codemode-go/codemode/runtime/inprocess"
	"github.com/codemode-go/codemode/upstream"
)

// twiceAsker is an upstream server of protocol 2025-11-25 whose tool
// ask_twice asks its client twice during the call (elicitation/create),
// for a name and then a colour, and answers with both; a decline ends it
// with the text "declined". asked counts the questions it sent.
func twiceAsker(asked *atomic.Int64) *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "twice", Version: "1"}, &mcp.ServerOptions{SupportedProtocolVersions: []string{"2025-11-25"}})
	s.AddTool(&mcp.Tool{Name: "ask_twice", Description: "Ask the client twice.", InputSchema: json.RawMessage(`{"type":"object"}`)},
		func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			var got []string
			for _, q := range []string{"name", "colour"} {
				asked.Add(1)
				er, err := req.Session.Elicit(ctx, &mcp.ElicitParams{Mode: "form", Message: "your " + q + "?",
					RequestedSchema: json.RawMessage(`{"type":"object","properties":{"v":{"type":"string"}}}`)})
				if err != nil {
					return nil, err
				}
				if er.Action != "accept" {
					return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "declined at " + q}}}, nil
				}
				v, _ := er.Content["v"].(string)
				got = append(got, v)
			}
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "hello " + strings.Join(got, ", ")}}}, nil
		})
	return s
}

// principalHeader names the principal of a test request over HTTP, which
// the test's middleware puts in the request's context as an auth layer
// would.
const principalHeader = "X-Test-Principal"

// headerTransport adds the principal header to every request.
type headerTransport struct{ who string }

func (h headerTransport) RoundTrip(r *http.Request) (*http.Response, error) {
	r = r.Clone(r.Context())
	r.Header.Set(principalHeader, h.who)
	return http.DefaultTransport.RoundTrip(r)
}

// parkedServer serves set in mode both (native tools and run_code) with
// opts; dial connects a 2026-07-28 client built with copts, as principal
// who over stateless HTTP when http is set, else in memory (one session,
// as stdio).
func parkedServer(t *testing.T, set *upstream.Set, opts *ServerOptions, http_ bool) (*Server, func(who string, copts *mcp.ClientOptions) *mcp.ClientSession) {
	t.Helper()
	return parkedServerOf(t, set, &registry.Options{Mode: registry.ModeBoth}, opts, http_, newProtocol)
}

// parkedServerOf is parkedServer with the registry options ro, for
// clients of protocol.
func parkedServerOf(t *testing.T, set *upstream.Set, ro *registry.Options, opts *ServerOptions, http_ bool, protocol string) (*Server, func(who string, copts *mcp.ClientOptions) *mcp.ClientSession) {
	t.Helper()
	rt, err := inprocess.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { rt.Close() })
	reg, _, err := runcode.NewRegistry(ro, &runcode.Options{Runtime: rt})
	if err != nil {
		t.Fatal(err)
	}
	detach, err := set.Attach(reg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(detach)
	o := ServerOptions{}
	if opts != nil {
		o = *opts
	}
	o.Upstreams = set
	srv, err := NewServer(reg, &o)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { srv.Close() })
	var hs *httptest.Server
	if http_ {
		h := srv.HTTPHandler()
		hs = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if who := r.Header.Get(principalHeader); who != "" {
				r = r.WithContext(principal.NewContext(r.Context(), who))
			}
			h.ServeHTTP(w, r)
		}))
		t.Cleanup(hs.Close)
	}
	return srv, func(who string, copts *mcp.ClientOptions) *mcp.ClientSession {
		ctx, cancel := context.WithCancel(context.Background())
		t.Cleanup(cancel)
		var ct mcp.Transport
		if http_ {
			ct = &mcp.StreamableClientTransport{Endpoint: hs.URL, MaxRetries: -1, HTTPClient: &http.Client{Transport: headerTransport{who}}}
		} else {
			var st mcp.Transport
			ct, st = mcp.NewInMemoryTransports()
			go srv.Run(ctx, st)
		}
		cs, err := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "1"}, copts).Connect(ctx, ct, &mcp.ClientSessionOptions{ProtocolVersion: protocol})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { cs.Close() })
		return cs
	}
}

// answerer is a 2026-07-28 client that answers every elicitation with
// accept and the next of answers (decline once they run out), and every
// sampling request with "Paris"; the go-sdk's own multi-round-trip layer
// retries the input_required results. asked counts the questions.
func answerer(asked *atomic.Int64, answers ...string) *mcp.ClientOptions {
	return &mcp.ClientOptions{
		ElicitationHandler: func(_ context.Context, req *mcp.ElicitRequest) (*mcp.ElicitResult, error) {
			i := int(asked.Add(1)) - 1
			if i >= len(answers) {
				return &mcp.ElicitResult{Action: "decline"}, nil
			}
			return &mcp.ElicitResult{Action: "accept", Content: map[string]any{"v": answers[i], "name": answers[i]}}, nil
		},
		CreateMessageHandler: func(context.Context, *mcp.CreateMessageRequest) (*mcp.CreateMessageResult, error) {
			asked.Add(1)
			return &mcp.CreateMessageResult{Model: "stub", Role: "assistant", Content: &mcp.TextContent{Text: "Paris"}}, nil
		},
	}
}

// TestParkedInputRequests (PT-1): an upstream's questions during a call of
// a 2026-07-28 client reach that client as input_required results, and
// the retries' answers reach the upstream, which answers the call once:
// native calls and nested calls of run_code, an upstream that asks during
// the call (twice) and one of 2026-07-28 that answers with input
// requests, over stateless HTTP and over one session (as stdio).
func TestParkedInputRequests(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name    string
		tool    string // upstream tool; "" (with code): ask_user, then ask_model
		code    bool   // call it from a run_code program, else natively
		answers []string
		want    string // the result holds each of its "|"-separated parts
		asked   int64  // questions the client answered
	}{
		{"native, asked twice", "ask_twice", false, []string{"Ada", "blue"}, "hello Ada, blue", 2},
		{"native, declined", "ask_twice", false, []string{"Ada"}, "declined at colour", 2},
		{"native, 2026-07-28 upstream elicits", "ask_user", false, []string{"Ada"}, `"name":"Ada"`, 1},
		{"native, 2026-07-28 upstream samples", "ask_model", false, nil, "Paris", 1},
		{"run_code, asked twice", "ask_twice", true, []string{"Ada", "blue"}, "hello Ada, blue", 2},
		{"run_code, 2026-07-28 upstream", "ask_user", true, []string{"Ada"}, `"name":"Ada"`, 1},
		{"run_code, two upstreams ask in turn", "", true, []string{"Ada"}, `Ada|Paris`, 2},
	} {
		for _, overHTTP := range []bool{true, false} {
			name := tc.name + "/session"
			if overHTTP {
				name = tc.name + "/stateless HTTP"
			}
			t.Run(name, func(t *testing.T) {
				t.Parallel()
				var upAsked, asked atomic.Int64
				set := openMem(t, map[string]*mcp.Server{"twice": twiceAsker(&upAsked), "asker": mcptest.AskingServer(newProtocol)}, nil)
				_, dial := parkedServer(t, set, nil, overHTTP)
				cs := dial("alice", answerer(&asked, tc.answers...))
				p := &mcp.CallToolParams{Name: tc.tool, Arguments: map[string]any{}}
				if tc.code {
					p = &mcp.CallToolParams{Name: registry.RunCodeName, Arguments: map[string]any{
						"code": "const r = await tools." + tc.tool + "({}); return r", "description": "ask"}}
					if tc.tool == "" {
						p.Arguments = map[string]any{"description": "ask twice", "code": "const a = await tools.ask_user({}); const b = await tools.ask_model({}); return [a, b]"}
					}
				}
				res, err := cs.CallTool(context.Background(), p)
				if err != nil {
					t.Fatal(err)
				}
				for _, want := range strings.Split(tc.want, "|") { // each of them
					if got := text(res); res.IsError || !strings.Contains(got, want) {
						t.Fatalf("isError %v, text %q; want %q", res.IsError, got, want)
					}
				}
				if asked.Load() != tc.asked {
					t.Fatalf("the client answered %d questions; want %d", asked.Load(), tc.asked)
				}
				if tc.tool == "ask_twice" && upAsked.Load() != tc.asked {
					t.Fatalf("the upstream asked %d times; want %d (its call ran once)", upAsked.Load(), tc.asked)
				}
			})
		}
	}
}

// manual is a 2026-07-28 client that declares form elicitation and
// retries input_required results itself.
func manual() *mcp.ClientOptions {
	return &mcp.ClientOptions{MultiRoundTrip: &mcp.MultiRoundTripOptions{Disabled: true},
		ElicitationHandler: func(context.Context, *mcp.ElicitRequest) (*mcp.ElicitResult, error) {
			return nil, nil // never called: input requests come back to the test
		}}
}

// askFirst calls tool natively and returns its input_required result.
func askFirst(t *testing.T, cs *mcp.ClientSession, tool string) *mcp.CallToolResult {
	t.Helper()
	res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: tool, Arguments: map[string]any{}})
	if err != nil {
		t.Fatal(err)
	}
	if !res.NeedsInput() || len(res.InputRequests) != 1 || !strings.HasPrefix(res.RequestState, parkedStatePrefix) {
		t.Fatalf("want input_required with one input request; got needsInput %v, %v, state %q, text %q", res.NeedsInput(), res.InputRequests, res.RequestState, text(res))
	}
	return res
}

// retryWith retries ask_twice with args, answering key with v.
func retryWith(t *testing.T, cs *mcp.ClientSession, args map[string]any, state, key, v string) *mcp.CallToolResult {
	t.Helper()
	res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: "ask_twice", Arguments: args, RequestState: state,
		InputResponses: mcp.InputResponseMap{key: &mcp.ElicitResult{Action: "accept", Content: map[string]any{"v": v}}}})
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// TestParkedRetryRefused (PT-3): a retry of another principal, with a
// forged or replayed requestState, or of other arguments gets a tool
// error and leaves the call parked for its own client, whose retries
// then go on to the second question and the result.
func TestParkedRetryRefused(t *testing.T) {
	t.Parallel()
	var upAsked atomic.Int64
	set := openMem(t, map[string]*mcp.Server{"twice": twiceAsker(&upAsked)}, nil)
	srv, dial := parkedServer(t, set, nil, true)
	alice, bob := dial("alice", manual()), dial("bob", manual())
	first := askFirst(t, alice, "ask_twice")
	const key1 = upstreamKeyPrefix + "twice-1"
	if _, ok := first.InputRequests[key1].(*mcp.ElicitParams); !ok {
		t.Fatalf("input requests %v; want an elicitation under %q", first.InputRequests, key1)
	}
	for _, tc := range []struct {
		name  string
		cs    *mcp.ClientSession
		args  map[string]any
		state string
		want  string
	}{
		{"another principal", bob, map[string]any{}, first.RequestState, "this call has ended"},
		{"forged state", alice, map[string]any{}, parkedStatePrefix + srv.parked.replica + "." + strings.Repeat("A", 52), "this call has ended"},
		{"another replica's state", alice, map[string]any{}, parkedStatePrefix + "OTHERREPLI." + strings.Repeat("A", 52), "held on another replica"},
		{"other arguments", alice, map[string]any{"x": 1}, first.RequestState, "same tool with the same arguments"},
	} {
		res := retryWith(t, tc.cs, tc.args, tc.state, key1, "Mallory")
		if got := text(res); !res.IsError || !strings.Contains(got, tc.want) {
			t.Fatalf("%s: isError %v, text %q; want a tool error with %q", tc.name, res.IsError, got, tc.want)
		}
	}
	second := retryWith(t, alice, map[string]any{}, first.RequestState, key1, "Ada")
	const key2 = upstreamKeyPrefix + "twice-2"
	if !second.NeedsInput() || second.InputRequests[key2] == nil || second.RequestState == first.RequestState {
		t.Fatalf("want the second question under %q with a new state; got %v, state %q, text %q", key2, second.InputRequests, second.RequestState, text(second))
	}
	if res := retryWith(t, alice, map[string]any{}, first.RequestState, key1, "Mallory"); !res.IsError || !strings.Contains(text(res), "already used") {
		t.Fatalf("replayed state: isError %v, text %q", res.IsError, text(res))
	}
	res := retryWith(t, alice, map[string]any{}, second.RequestState, key2, "blue")
	if got := text(res); res.IsError || res.NeedsInput() || got != "hello Ada, blue" {
		t.Fatalf("isError %v, text %q; want hello Ada, blue", res.IsError, got)
	}
	if upAsked.Load() != 2 {
		t.Fatalf("the upstream asked %d times; want 2", upAsked.Load())
	}
}

// TestParkedCallEnds (PT-2): a parked call whose client does not retry
// within the idle limit, or whose server closes, ends (its upstream's
// request fails and its run returns), and its retry then is refused; one
// whose own budget (the upstream call timeout) runs out while parked ends
// too, and its retry gets that result.
func TestParkedCallEnds(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name  string
		ends  string // what ends it: "idle" (the idle limit), "budget" (the call's own timeout), else Close
		retry string // the retry's tool error
	}{
		{"idle limit", "idle", "has ended"},
		{"server closes", "close", "has ended"},
		// The call ended on its own while parked: the retry gets its result.
		{"call timeout", "budget", "no answer within 2s"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			var upAsked atomic.Int64
			var uo *upstream.Options
			if tc.ends == "budget" {
				uo = &upstream.Options{CallTimeout: 2 * time.Second} // the test waits for its end, not a time
			}
			set := openMem(t, map[string]*mcp.Server{"twice": twiceAsker(&upAsked)}, uo)
			opts := &ServerOptions{ParkIdle: DefaultParkIdle}
			if tc.ends == "idle" {
				opts.ParkIdle = 1 // ends as soon as it is parked
			}
			srv, dial := parkedServer(t, set, opts, true)
			ended := make(chan string, 1)
			srv.parked.ended = func(owner string) { ended <- owner }
			cs := dial("alice", manual())
			first := askFirst(t, cs, "ask_twice")
			if tc.ends == "close" {
				srv.Close()
			}
			if who := <-ended; who != "alice" {
				t.Fatalf("ended call of %q", who)
			}
			res := retryWith(t, cs, map[string]any{}, first.RequestState, upstreamKeyPrefix+"twice-1", "Ada")
			if got := text(res); !res.IsError || !strings.Contains(got, tc.retry) {
				t.Fatalf("isError %v, text %q; want a tool error with %q", res.IsError, got, tc.retry)
			}
			if upAsked.Load() != 1 {
				t.Fatalf("the upstream asked %d times; want 1", upAsked.Load())
			}
		})
	}
}

// TestParkedBounds (PT-2): beyond the parked calls one principal may
// hold, the upstream's request is refused, saying why; another principal
// still parks, up to the replica's bound. (A 2026-07-28 upstream: its
// input requests name their call, where an older server's requests
// during calls of several clients cannot be told apart.)
func TestParkedBounds(t *testing.T) {
	t.Parallel()
	set := openMem(t, map[string]*mcp.Server{"asker": mcptest.AskingServer(newProtocol)}, nil)
	_, dial := parkedServer(t, set, &ServerOptions{MaxParkedPerPrincipal: 1, MaxParked: 2}, true)
	alice, bob, carol := dial("alice", manual()), dial("bob", manual()), dial("carol", manual())
	askFirst(t, alice, "ask_user")
	for _, tc := range []struct {
		cs   *mcp.ClientSession
		want string
	}{{alice, "the most parked for one principal"}, {bob, ""}, {carol, "the most it parks"}} {
		if tc.want == "" {
			askFirst(t, tc.cs, "ask_user")
			continue
		}
		res, err := tc.cs.CallTool(context.Background(), &mcp.CallToolParams{Name: "ask_user", Arguments: map[string]any{}})
		if err != nil {
			t.Fatal(err)
		}
		if got := text(res); !res.IsError || !strings.Contains(got, tc.want) {
			t.Fatalf("isError %v, text %q; want a refusal with %q", res.IsError, got, tc.want)
		}
	}
}

// TestParkedAfterApproval (PT-1, AP-8's neighbour): in code mode the
// approval question of a gated upstream tool comes first, as input
// requests of their own; once approved, the resumed run's upstream asks
// twice, by input_required again, and the program returns the answers.
func TestParkedAfterApproval(t *testing.T) {
	t.Parallel()
	var upAsked atomic.Int64
	set := openMem(t, map[string]*mcp.Server{"twice": twiceAsker(&upAsked)}, nil)
	var reg *registry.Registry
	ro := &registry.Options{Mode: registry.ModeCode, Approver: PendingApprover,
		PreExecute: []registry.PreExecute{upstream.ApprovalPolicy(func() *registry.Registry { return reg }, nil)}}
	srv, dial := parkedServerOf(t, set, ro, nil, false, newProtocol)
	reg = srv.reg
	var order []string
	cs := dial("alice", &mcp.ClientOptions{ElicitationHandler: func(_ context.Context, req *mcp.ElicitRequest) (*mcp.ElicitResult, error) {
		if strings.Contains(string(mustJSON(t, req.Params.RequestedSchema)), `"decision"`) {
			order = append(order, "approval")
			return &mcp.ElicitResult{Action: "accept", Content: map[string]any{"decision": "approve"}}, nil
		}
		order = append(order, req.Params.Message)
		return &mcp.ElicitResult{Action: "accept", Content: map[string]any{"v": map[string]string{"your name?": "Ada", "your colour?": "blue"}[req.Params.Message]}}, nil
	}})
	res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: registry.RunCodeName, Arguments: map[string]any{
		"code": "const r = await tools.ask_twice({}); return r", "description": "ask after approval"}})
	if err != nil {
		t.Fatal(err)
	}
	if got := text(res); res.IsError || !strings.Contains(got, "hello Ada, blue") {
		t.Fatalf("isError %v, text %q", res.IsError, got)
	}
	if got := strings.Join(order, " | "); got != "approval | your name? | your colour?" {
		t.Fatalf("the client was asked %q; want the approval first, then the upstream's two questions", got)
	}
	if upAsked.Load() != 2 {
		t.Fatalf("the upstream asked %d times; want 2", upAsked.Load())
	}
}

// mustJSON marshals v.
func mustJSON(t *testing.T, v any) []byte {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// FuzzParkedRetry (PT-3): a retry with any requestState and arguments
// that this replica does not hold for the caller is a tool error, never a
// panic or a wait, while a real call is parked beside it.
func FuzzParkedRetry(f *testing.F) {
	for _, seed := range []struct{ state, args string }{
		{parkedStatePrefix, `{}`},
		{parkedStatePrefix + "REPLICA001.", `null`},
		{parkedStatePrefix + "REPLICA001." + strings.Repeat("A", 52), `{"x":[1,2]}`},
		{parkedStatePrefix + "OTHER.", `{`},
		{parkedStatePrefix + "..", ``},
	} {
		f.Add(seed.state, seed.args)
	}
	f.Fuzz(func(t *testing.T, state, args string) {
		p := &parkedCalls{replica: "REPLICA001"}
		_, end := context.WithCancelCause(context.Background())
		pc := &parkedCall{calls: p, owner: principal.Anonymous, name: "tool", args: json.RawMessage(`{}`), end: end,
			asks: make(chan *parkedAsk), done: make(chan struct{})}
		held, err := p.park(pc, nil)
		if err != nil {
			t.Fatal(err)
		}
		defer p.close(errStopping)
		if state == held {
			return // the parked call's own retry waits for its result
		}
		req := &mcp.CallToolRequest{Params: &mcp.CallToolParamsRaw{Name: "tool", Arguments: json.RawMessage(args), RequestState: state}}
		res, err := p.retry(context.Background(), req)
		if err != nil || res == nil || !res.IsError {
			t.Fatalf("retry(%q, %q) = %v, %v; want a tool error", state, args, res, err)
		}
	})
}

// TestParkedDrain (PT-2): SIGTERM (the drain of ListenAndServeHTTP) ends
// the calls parked for their clients' answers, which no request waits on.
func TestParkedDrain(t *testing.T) {
	t.Parallel()
	r := newSessionReplica(t, registry.ModeNative, newProtocol, nil) // sessions_test.go
	ended := make(chan string, 1)
	r.srv.parked.mu.Lock()
	r.srv.parked.ended = func(owner string) { ended <- owner }
	r.srv.parked.mu.Unlock()
	cs := connectHTTP(t, r.url, manual(), "", newProtocol)
	askFirst(t, cs, "ask_user")
	r.stop() // SIGTERM
	if who := <-ended; who != principal.Anonymous {
		t.Fatalf("ended call of %q", who)
	}
	if err := <-r.done; err != nil {
		t.Fatalf("server returned %v, want nil", err)
	}
	r.done <- nil
}
