package mcpserver

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/codemode-go/codemode/internal/mcptest"
	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/upstream"
)

// passthroughClient serves the asking upstream through run_code to a
// client built with copts, and returns that client.
func passthroughClient(t *testing.T, asker *mcp.Server, copts *mcp.ClientOptions, protocol string) *mcp.ClientSession {
	t.Helper()
	return passthroughClientOver(t, asker, copts, protocol, false)
}

// passthroughClientOver is passthroughClient over stateless streamable
// HTTP when http is set, else in memory.
func passthroughClientOver(t *testing.T, asker *mcp.Server, copts *mcp.ClientOptions, protocol string, http bool) *mcp.ClientSession {
	t.Helper()
	return serveSet(t, openMem(t, map[string]*mcp.Server{"asker": asker}, nil), copts, protocol, http)
}

// serveSet serves the tools of set through run_code to a client built
// with copts, over stateless streamable HTTP when http is set, else in
// memory, and returns that client.
func serveSet(t *testing.T, set *upstream.Set, copts *mcp.ClientOptions, protocol string, http bool) *mcp.ClientSession {
	t.Helper()
	_, dial := parkedServerOf(t, set, &registry.Options{Mode: registry.ModeCode}, nil, http, protocol) // parked_test.go
	return dial("", copts)
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
		{"new-protocol client, as input requests (PT-1)", "ask_user", answering, newProtocol, false, `"action":"accept","content":{"name":"Ada (asked: your name?)"}`},
		{"new-protocol client without capability", "ask_user", &mcp.ClientOptions{}, newProtocol, true, "declared neither sampling nor elicitation"},
		{"new-protocol client that only samples", "ask_user", failing, newProtocol, true, "did not declare the elicitation capability"},
	} {
		for _, proto := range []string{"2025-11-25", "2026-07-28"} {
			t.Run(tc.name+"/"+proto, func(t *testing.T) {
				t.Parallel()
				// 2025-11-25: the upstream asks during the call, found through
				// the calls in flight; 2026-07-28: it answers with input
				// requests, fulfilled under the call's context.
				cs := passthroughClient(t, mcptest.AskingServer(proto), tc.copts, tc.client)
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
	cs := passthroughClientOver(t, mcptest.AskingServer("2025-11-25"), &mcp.ClientOptions{
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
	set := openMem(t, map[string]*mcp.Server{"asker": mcptest.AskingServer("2025-11-25")}, nil)
	_, err := set.Call(context.Background(), "ask_user", nil)
	if err == nil || !strings.Contains(err.Error(), "did not come from an MCP client") {
		t.Fatalf("err = %v", err)
	}
}

// headerLog records the MCP-Protocol-Version header of the requests an
// HTTP upstream receives: GETs under "GET", POSTs under their JSON-RPC
// method.
type headerLog struct {
	mu       sync.Mutex
	versions map[string][]string // "GET" or a JSON-RPC method -> the header of each request
}

func (l *headerLog) wrap(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		key := r.Method
		if r.Method == http.MethodPost {
			body, _ := io.ReadAll(r.Body)
			r.Body = io.NopCloser(bytes.NewReader(body))
			var m struct {
				Method string `json:"method"`
			}
			_ = json.Unmarshal(body, &m)
			key = m.Method
		}
		l.mu.Lock()
		l.versions[key] = append(l.versions[key], r.Header.Get("MCP-Protocol-Version"))
		l.mu.Unlock()
		next.ServeHTTP(w, r)
	})
}

// after returns the headers of every request but the handshake.
func (l *headerLog) after() map[string][]string {
	l.mu.Lock()
	defer l.mu.Unlock()
	m := map[string][]string{}
	for k, v := range l.versions {
		if k != "initialize" && k != "server/discover" && k != "" {
			m[k] = v
		}
	}
	return m
}

func (l *headerLog) get(method string) []string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return append([]string(nil), l.versions[method]...)
}

// TestPassthroughHTTPUpstream: an upstream over streamable HTTP (issue
// #33) gets the negotiated MCP-Protocol-Version on every request after
// initialize, its standalone GET stream is opened, and its sampling and
// elicitation requests reach the client (or are refused, saying why)
// instead of hanging.
func TestPassthroughHTTPUpstream(t *testing.T) {
	t.Parallel()
	const version = "2025-11-25" // a server that asks during the call, with the GET stream
	answering := &mcp.ClientOptions{
		CreateMessageHandler: func(_ context.Context, req *mcp.CreateMessageRequest) (*mcp.CreateMessageResult, error) {
			return &mcp.CreateMessageResult{Model: "stub", Role: "assistant", Content: &mcp.TextContent{Text: "Paris"}}, nil
		},
		ElicitationHandler: func(_ context.Context, req *mcp.ElicitRequest) (*mcp.ElicitResult, error) {
			return &mcp.ElicitResult{Action: "accept", Content: map[string]any{"name": "Ada"}}, nil
		},
	}
	for _, tc := range []struct {
		name, tool string
		copts      *mcp.ClientOptions
		isError    bool
		want       string
	}{
		{"sampling", "ask_model", answering, false, "Paris"},
		{"elicitation", "ask_user", answering, false, `"name":"Ada"`},
		{"sampling refused", "ask_model", &mcp.ClientOptions{}, true, "did not declare the sampling capability"},
		{"elicitation refused", "ask_user", &mcp.ClientOptions{}, true, "did not declare the elicitation capability"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			asker := mcptest.AskingServer(version)
			log := &headerLog{versions: map[string][]string{}}
			hs := httptest.NewServer(log.wrap(mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return asker }, nil)))
			t.Cleanup(hs.Close)
			f := &upstream.ServersFile{Servers: map[string]upstream.ServerConfig{"asker": {URL: hs.URL}}}
			set, err := upstream.Open(context.Background(), f, &upstream.Options{CallTimeout: 20 * time.Second})
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { set.Close() })
			cs := serveSet(t, set, tc.copts, version, false)
			ctx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
			defer cancel()
			res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "run_code",
				Arguments: map[string]any{"code": "return await tools." + tc.tool + "({})", "description": "ask"}})
			if err != nil {
				t.Fatal(err)
			}
			if got := text(res); res.IsError != tc.isError || !strings.Contains(got, tc.want) {
				t.Fatalf("isError %v, text %q; want isError %v and %q", res.IsError, got, tc.isError, tc.want)
			}
			after := log.after()
			if len(after["tools/call"]) == 0 || len(after["notifications/initialized"]) == 0 {
				t.Fatalf("requests after the handshake %v: want notifications/initialized, tools/list, tools/call…", after)
			}
			for method, vs := range after {
				for _, v := range vs {
					if v != version {
						t.Errorf("%s carries MCP-Protocol-Version %q; want %q (all: %v)", method, v, version, after)
					}
				}
			}
			for deadline := time.Now().Add(5 * time.Second); len(log.get("GET")) == 0 && time.Now().Before(deadline); {
				time.Sleep(10 * time.Millisecond)
			}
			if gets := log.get("GET"); len(gets) == 0 || gets[0] != version {
				t.Errorf("standalone GET stream requests %q; want one with MCP-Protocol-Version %q", gets, version)
			}
		})
	}
}
