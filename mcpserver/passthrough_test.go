package mcpserver

import (
	"context"
	"encoding/json"
	"errors"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/runcode"
	"github.com/codemode-go/codemode/runtime/inprocess"
)

// askingServer is an upstream whose tools ask their client mid-call: one
// for a model completion, one for form input. They return input requests
// (SEP-2322); for a client of an older protocol the go-sdk server sends
// them as sampling/createMessage or elicitation/create during the call.
// protocols, when set, restricts the versions it negotiates.
func askingServer(protocols ...string) *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "asker", Version: "1"}, &mcp.ServerOptions{SupportedProtocolVersions: protocols})
	ask := func(name string, q mcp.InputRequest) {
		s.AddTool(&mcp.Tool{Name: name, Description: "Ask the client.", InputSchema: json.RawMessage(`{"type":"object"}`)},
			func(_ context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
				a, ok := req.Params.InputResponses["q"]
				if !ok {
					return &mcp.CallToolResult{InputRequests: mcp.InputRequestMap{"q": q}}, nil
				}
				b, err := json.Marshal(a)
				if err != nil {
					return nil, err
				}
				return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "answer " + string(b)}}}, nil
			})
	}
	ask("ask_model", &mcp.CreateMessageParams{MaxTokens: 10,
		Messages: []*mcp.SamplingMessage{{Role: "user", Content: &mcp.TextContent{Text: "capital of France?"}}}})
	ask("ask_user", &mcp.ElicitParams{Mode: "form", Message: "your name?",
		RequestedSchema: json.RawMessage(`{"type":"object","properties":{"name":{"type":"string"}}}`)})
	return s
}

// passthroughClient serves the asking upstream through run_code to a
// client built with copts, and returns that client.
func passthroughClient(t *testing.T, upstream *mcp.Server, copts *mcp.ClientOptions, protocol string) *mcp.ClientSession {
	t.Helper()
	return passthroughClientOver(t, upstream, copts, protocol, false)
}

// passthroughClientOver is passthroughClient over stateless streamable
// HTTP when http is set, else in memory.
func passthroughClientOver(t *testing.T, upstream *mcp.Server, copts *mcp.ClientOptions, protocol string, http bool) *mcp.ClientSession {
	t.Helper()
	set := openMem(t, map[string]*mcp.Server{"asker": upstream}, nil)
	rt, err := inprocess.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { rt.Close() })
	reg, _, err := runcode.NewRegistry(&registry.Options{Mode: registry.ModeCode}, &runcode.Options{Runtime: rt})
	if err != nil {
		t.Fatal(err)
	}
	detach, err := set.Attach(reg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(detach)
	srv, err := NewServer(reg, &ServerOptions{Upstreams: set})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { srv.Close() })
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	var ct mcp.Transport
	if http {
		hs := httptest.NewServer(srv.HTTPHandler())
		t.Cleanup(hs.Close)
		ct = &mcp.StreamableClientTransport{Endpoint: hs.URL, MaxRetries: -1}
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

func TestPassthrough(t *testing.T) {
	t.Parallel()
	answering := &mcp.ClientOptions{
		CreateMessageHandler: func(_ context.Context, req *mcp.CreateMessageRequest) (*mcp.CreateMessageResult, error) {
			q := req.Params.Messages[0].Content.(*mcp.TextContent).Text
			return &mcp.CreateMessageResult{Model: "stub", Role: "assistant", Content: &mcp.TextContent{Text: "Paris (asked: " + q + ")"}}, nil
		},
		ElicitationHandler: func(_ context.Context, req *mcp.ElicitRequest) (*mcp.ElicitResult, error) {
			return &mcp.ElicitResult{Action: "accept", Content: map[string]any{"name": "Ada (asked: " + req.Params.Message + ")"}}, nil
		},
	}
	declining := &mcp.ClientOptions{ElicitationHandler: func(context.Context, *mcp.ElicitRequest) (*mcp.ElicitResult, error) {
		return &mcp.ElicitResult{Action: "decline"}, nil
	}}
	failing := &mcp.ClientOptions{CreateMessageHandler: func(context.Context, *mcp.CreateMessageRequest) (*mcp.CreateMessageResult, error) {
		return nil, errors.New("no model here")
	}}
	const old = "2025-11-25"
	for _, tc := range []struct {
		name, tool string
		copts      *mcp.ClientOptions
		client     string // the client's protocol version
		isError    bool
		want       string
	}{
		{"sampling", "ask_model", answering, old, false, "Paris (asked: capital of France?)"},
		{"elicitation", "ask_user", answering, old, false, `"action":"accept","content":{"name":"Ada (asked: your name?)"}`},
		{"sampling without capability", "ask_model", &mcp.ClientOptions{}, old, true, "did not declare the sampling capability"},
		{"elicitation without capability", "ask_user", &mcp.ClientOptions{}, old, true, "did not declare the elicitation capability"},
		{"user declines", "ask_user", declining, old, false, `"action":"decline"`},
		{"client fails", "ask_model", failing, old, true, "no model here"},
		{"new-protocol client", "ask_user", answering, newProtocol, true, "a running program cannot be suspended"},
	} {
		for _, proto := range []string{"2025-11-25", "2026-07-28"} {
			t.Run(tc.name+"/"+proto, func(t *testing.T) {
				t.Parallel()
				// 2025-11-25: the upstream asks during the call, found through
				// the calls in flight; 2026-07-28: it answers with input
				// requests, fulfilled under the call's context.
				cs := passthroughClient(t, askingServer(proto), tc.copts, tc.client)
				res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: "run_code",
					Arguments: map[string]any{"code": "return await tools." + tc.tool + "({})", "description": "ask"}})
				if err != nil {
					t.Fatal(err)
				}
				got := text(res)
				if res.IsError != tc.isError || !strings.Contains(got, tc.want) {
					t.Fatalf("isError %v, text %q; want isError %v and %q", res.IsError, got, tc.isError, tc.want)
				}
				if tc.isError && !strings.Contains(got, "codemode cannot pass") {
					t.Fatalf("refusal does not say who refused: %q", got)
				}
			})
		}
	}
}

func TestPassthroughStatelessHTTP(t *testing.T) {
	t.Parallel()
	// Stateless streamable HTTP has no channel for server-to-client
	// requests: the upstream's question is refused, saying so.
	cs := passthroughClientOver(t, askingServer("2025-11-25"), &mcp.ClientOptions{
		ElicitationHandler: func(context.Context, *mcp.ElicitRequest) (*mcp.ElicitResult, error) {
			t.Error("asked over stateless HTTP")
			return &mcp.ElicitResult{Action: "decline"}, nil
		}}, "2025-11-25", true)
	res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: "run_code",
		Arguments: map[string]any{"code": "return await tools.ask_user({})", "description": "ask"}})
	if err != nil {
		t.Fatal(err)
	}
	if got := text(res); !res.IsError || !strings.Contains(got, "stateless streamable HTTP") {
		t.Fatalf("isError %v, text %q", res.IsError, got)
	}
}

func TestPassthroughNoClient(t *testing.T) {
	t.Parallel()
	// A library caller of Set.Call is no MCP client: the request is refused.
	set := openMem(t, map[string]*mcp.Server{"asker": askingServer("2025-11-25")}, nil)
	_, err := set.Call(context.Background(), "ask_user", nil)
	if err == nil || !strings.Contains(err.Error(), "did not come from an MCP client") {
		t.Fatalf("err = %v", err)
	}
}
