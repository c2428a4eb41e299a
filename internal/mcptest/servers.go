// Package mcptest provides in-memory MCP servers and a dialer for them,
// for the tests of the MCP server (mcpserver) and of the upstream client
// pool (upstream).
package mcptest

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sync/atomic"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Dial returns a dialer, for upstream.Options.Dial, that connects the
// in-memory server of each name in servers.
func Dial(servers map[string]*mcp.Server) func(ctx context.Context, name string) (mcp.Transport, error) {
	return func(ctx context.Context, name string) (mcp.Transport, error) {
		s, ok := servers[name]
		if !ok {
			return nil, fmt.Errorf("no in-memory server %q", name)
		}
		ct, st := mcp.NewInMemoryTransports()
		if _, err := s.Connect(ctx, st, nil); err != nil {
			return nil, err
		}
		return ct, nil
	}
}

type sumOut struct {
	Sum float64 `json:"sum"`
}

type abIn struct {
	A float64 `json:"a"`
	B float64 `json:"b"`
}

// ToolServer builds an in-memory upstream with typed and untyped tools.
// Its tools: add (typed, read-only), text, json_text, number_text,
// multi, nothing, broken (an isError result), strict (a schema with a
// bound), protofail (a JSON-RPC error) and wipe (destructive). calls counts handler invocations.
func ToolServer(calls *atomic.Int64) *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "mem", Version: "1"}, nil)
	yes := true
	mcp.AddTool(s, &mcp.Tool{Name: "add", Description: "Add.", Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true}},
		func(_ context.Context, _ *mcp.CallToolRequest, in abIn) (*mcp.CallToolResult, sumOut, error) {
			calls.Add(1)
			return nil, sumOut{in.A + in.B}, nil
		})
	raw := func(name string, schema string, res func(args json.RawMessage) *mcp.CallToolResult) {
		s.AddTool(&mcp.Tool{Name: name, Description: name + ".", InputSchema: json.RawMessage(schema)},
			func(_ context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
				calls.Add(1)
				return res(req.Params.Arguments), nil
			})
	}
	raw("text", `{"type":"object"}`, func(json.RawMessage) *mcp.CallToolResult {
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "plain words"}}}
	})
	raw("json_text", `{"type":"object"}`, func(json.RawMessage) *mcp.CallToolResult {
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: " {\"k\": [1, 2]} "}}}
	})
	raw("number_text", `{"type":"object"}`, func(json.RawMessage) *mcp.CallToolResult {
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "42"}}}
	})
	raw("multi", `{"type":"object"}`, func(json.RawMessage) *mcp.CallToolResult {
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "a"}, &mcp.ImageContent{MIMEType: "image/png", Data: []byte{1, 2}}, &mcp.TextContent{Text: "[true]"}}}
	})
	raw("nothing", `{"type":"object"}`, func(json.RawMessage) *mcp.CallToolResult { return &mcp.CallToolResult{} })
	raw("broken", `{"type":"object"}`, func(json.RawMessage) *mcp.CallToolResult {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "the widget is broken"}}}
	})
	raw("strict", `{"type":"object","properties":{"n":{"type":"integer","maximum":3}},"required":["n"]}`, func(args json.RawMessage) *mcp.CallToolResult {
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(args)}}}
	})
	s.AddTool(&mcp.Tool{Name: "protofail", Description: "Answer with a JSON-RPC error.", InputSchema: json.RawMessage(`{"type":"object"}`)},
		func(context.Context, *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return nil, errors.New("bad wire")
		})
	s.AddTool(&mcp.Tool{Name: "wipe", Description: "Wipe.", InputSchema: json.RawMessage(`{"type":"object"}`),
		Annotations: &mcp.ToolAnnotations{DestructiveHint: &yes}},
		func(context.Context, *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return &mcp.CallToolResult{}, nil
		})
	return s
}

// AskingServer is an upstream whose tools ask their client mid-call: one
// for a model completion, one for form input. They return input requests
// (SEP-2322); for a client of an older protocol the go-sdk server sends
// them as sampling/createMessage or elicitation/create during the call.
// protocols, when set, restricts the versions it negotiates.
func AskingServer(protocols ...string) *mcp.Server {
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
