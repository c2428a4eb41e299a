package upstream_test

import (
	"context"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/codemode-go/codemode/upstream"
)

// formAsker answers every form elicitation itself, as an MCP server
// answers with its own client's input responses.
type formAsker struct{}

func (formAsker) Capabilities() *mcp.ClientCapabilities {
	return &mcp.ClientCapabilities{Elicitation: &mcp.ElicitationCapabilities{Form: &mcp.FormElicitationCapabilities{}}}
}

func (formAsker) Ask(_ context.Context, server string, ir mcp.InputRequest) (mcp.InputResponse, error) {
	ep := ir.(*mcp.ElicitParams)
	fmt.Printf("%s asks: %s\n", server, ep.Message)
	return &mcp.ElicitResult{Action: "accept", Content: map[string]any{"name": "Ada"}}, nil
}

func ExampleWithAsker() {
	srv := mcp.NewServer(&mcp.Implementation{Name: "greeter", Version: "1"}, nil)
	srv.AddTool(&mcp.Tool{Name: "greet", Description: "Greet the user by name.", InputSchema: map[string]any{"type": "object"}},
		func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			// A server of protocol 2026-07-28 asks by input requests; the
			// upstream connection's client fulfils them through the Asker
			// (an older server's elicitation/create during the call goes
			// to it too).
			er, ok := req.Params.InputResponses["name"].(*mcp.ElicitResult)
			if !ok {
				return &mcp.CallToolResult{InputRequests: mcp.InputRequestMap{"name": &mcp.ElicitParams{Message: "your name?",
					RequestedSchema: map[string]any{"type": "object", "properties": map[string]any{"name": map[string]any{"type": "string"}}}}}}, nil
			}
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprint("hello ", er.Content["name"])}}}, nil
		})
	dial := func(ctx context.Context, name string) (mcp.Transport, error) {
		ct, st := mcp.NewInMemoryTransports()
		_, err := srv.Connect(ctx, st, nil)
		return ct, err
	}
	f := &upstream.ServersFile{Servers: map[string]upstream.ServerConfig{"greeter": {Command: "in-memory"}}}
	set, err := upstream.Open(context.Background(), f, &upstream.Options{Dial: dial})
	if err != nil {
		fmt.Println(err)
		return
	}
	defer set.Close()
	// The upstream's question during the call goes to the Asker.
	res, err := set.Call(upstream.WithAsker(context.Background(), formAsker{}), "greet", nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(res.Content[0].(*mcp.TextContent).Text)
	// Output:
	// greeter asks: your name?
	// hello Ada
}
