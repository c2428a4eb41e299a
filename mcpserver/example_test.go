package mcpserver_test

import (
	"context"
	"fmt"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/codemode-go/codemode/mcpserver"
	"github.com/codemode-go/codemode/registry"
)

type greetIn struct {
	Name string `json:"name"`
}

type greetOut struct {
	Greeting string `json:"greeting"`
}

func ExampleNewServer() {
	reg, _ := registry.New(&registry.Options{Mode: registry.ModeNative})
	registry.Add(reg, registry.Tool{Name: "greet", Description: "Greet someone."},
		func(_ context.Context, _ *registry.Execution, in greetIn) (greetOut, error) {
			return greetOut{Greeting: "hello, " + in.Name}, nil
		})
	srv, err := mcpserver.NewServer(reg, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	ctx := context.Background()
	ct, st := mcp.NewInMemoryTransports()
	go srv.Run(ctx, st)
	cs, _ := mcp.NewClient(&mcp.Implementation{Name: "example"}, nil).Connect(ctx, ct, nil)
	defer cs.Close()

	tools, _ := cs.ListTools(ctx, nil)
	fmt.Println(tools.Tools[0].Name)
	res, _ := cs.CallTool(ctx, &mcp.CallToolParams{Name: "greet", Arguments: map[string]any{"name": "gopher"}})
	fmt.Println(res.StructuredContent)
	res, _ = cs.CallTool(ctx, &mcp.CallToolParams{Name: "shout"})
	fmt.Println(res.IsError, res.Content[0].(*mcp.TextContent).Text)
	// Output:
	// greet
	// map[greeting:hello, gopher]
	// true UNKNOWN_TOOL: unknown tool "shout"
}

func ExampleDeclarationFile() {
	sdk := "Instructions…\n\n```ts\ndeclare const tools: { ping(args: {}): Promise<string> };\n```\n"
	dts := mcpserver.DeclarationFile(sdk)
	fmt.Println(strings.Contains(dts, "declare const console"), strings.Contains(dts, "declare const tools"), strings.Contains(dts, "Instructions"))
	// Output:
	// true true false
}
