package mcpserver

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"

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
	rt, err := inprocess.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { rt.Close() })
	reg, _, err := runcode.NewRegistry(&registry.Options{Mode: registry.ModeBoth}, &runcode.Options{Runtime: rt})
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
		cs, err := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "1"}, copts).Connect(ctx, ct, &mcp.ClientSessionOptions{ProtocolVersion: newProtocol})
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
		tool    string // upstream tool
		code    bool   // call it from a run_code program, else natively
		answers []string
		want    string
		asked   int64 // questions the client answered
	}{
		{"native, asked twice", "ask_twice", false, []string{"Ada", "blue"}, "hello Ada, blue", 2},
		{"native, declined", "ask_twice", false, []string{"Ada"}, "declined at colour", 2},
		{"native, 2026-07-28 upstream elicits", "ask_user", false, []string{"Ada"}, `"name":"Ada"`, 1},
		{"native, 2026-07-28 upstream samples", "ask_model", false, nil, "Paris", 1},
		{"run_code, asked twice", "ask_twice", true, []string{"Ada", "blue"}, "hello Ada, blue", 2},
		{"run_code, 2026-07-28 upstream", "ask_user", true, []string{"Ada"}, `"name":"Ada"`, 1},
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
				}
				res, err := cs.CallTool(context.Background(), p)
				if err != nil {
					t.Fatal(err)
				}
				if got := text(res); res.IsError || !strings.Contains(got, tc.want) {
					t.Fatalf("isError %v, text %q; want %q", res.IsError, got, tc.want)
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
