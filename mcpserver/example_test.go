package mcpserver_test

import (
	"context"
	"fmt"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/codemode-go/codemode/mcpserver"
	"github.com/codemode-go/codemode/registry"
)

func ExampleParseServers() {
	f, err := mcpserver.ParseServers([]byte(`{"mcpServers": {
	  "github": {"command": "github-mcp-server", "args": ["stdio"]},
	  "remote": {"url": "http://127.0.0.1:8080/mcp", "headers": {"Authorization": "Bearer t"}}}}`))
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, name := range f.Names() {
		c := f.Servers[name]
		fmt.Println(name, c.IsHTTP(), c.Command+c.URL)
	}
	_, err = mcpserver.ParseServers([]byte(`{"mcpServers": {"x": {"comand": "typo"}}}`))
	fmt.Println(err)
	// Output:
	// github false github-mcp-server
	// remote true http://127.0.0.1:8080/mcp
	// mcpServers.x: unknown key "comand" (known keys: command, args, env, url, headers, type, oauth)
}

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

func ExampleParseServersWith() {
	// VS Code's .vscode/mcp.json, with a workspace variable.
	f, err := mcpserver.ParseServersWith([]byte(`{"inputs": [], "servers": {
	  "fs": {"type": "stdio", "command": "mcp-server-filesystem", "args": ["${workspaceFolder}"]}}}`),
		&mcpserver.ParseOptions{WorkspaceFolder: "/home/me/project"})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(f.Format, f.Servers["fs"].Args)
	fmt.Println(f.Warnings)
	// Output:
	// servers [/home/me/project]
	// [ignoring top-level key "inputs" (only "servers" is read)]
}

func ExampleDeclarationFile() {
	sdk := "Instructions…\n\n```ts\ndeclare const tools: { ping(args: {}): Promise<string> };\n```\n"
	dts := mcpserver.DeclarationFile(sdk)
	fmt.Println(strings.Contains(dts, "declare const console"), strings.Contains(dts, "declare const tools"), strings.Contains(dts, "Instructions"))
	// Output:
	// true true false
}
