package upstream_test

import (
	"context"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/codemode-go/codemode/upstream"
)

func ExampleParseServers() {
	f, err := upstream.ParseServers([]byte(`{"mcpServers": {
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
	_, err = upstream.ParseServers([]byte(`{"mcpServers": {"x": {"comand": "typo"}}}`))
	fmt.Println(err)
	// Output:
	// github false github-mcp-server
	// remote true http://127.0.0.1:8080/mcp
	// mcpServers.x: unknown key "comand" (known keys: command, args, env, url, headers, type, oauth)
}

func ExampleParseServersWith() {
	// VS Code's .vscode/mcp.json, with a workspace variable.
	f, err := upstream.ParseServersWith([]byte(`{"inputs": [], "servers": {
	  "fs": {"type": "stdio", "command": "mcp-server-filesystem", "args": ["${workspaceFolder}"]}}}`),
		&upstream.ParseOptions{WorkspaceFolder: "/home/me/project"})
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

type sumIn struct {
	A, B float64
}

type sumOut struct {
	Sum float64 `json:"sum"`
}

// An embedder serves an upstream in memory with Options.Dial.
func ExampleOpen_dial() {
	srv := mcp.NewServer(&mcp.Implementation{Name: "calc", Version: "1"}, nil)
	mcp.AddTool(srv, &mcp.Tool{Name: "add", Description: "Add two numbers."},
		func(_ context.Context, _ *mcp.CallToolRequest, in sumIn) (*mcp.CallToolResult, sumOut, error) {
			return nil, sumOut{in.A + in.B}, nil
		})
	dial := func(ctx context.Context, name string) (mcp.Transport, error) {
		ct, st := mcp.NewInMemoryTransports()
		_, err := srv.Connect(ctx, st, nil)
		return ct, err
	}
	f := &upstream.ServersFile{Servers: map[string]upstream.ServerConfig{"calc": {Command: "in-memory"}}}
	set, err := upstream.Open(context.Background(), f, &upstream.Options{Dial: dial})
	if err != nil {
		fmt.Println(err)
		return
	}
	defer set.Close()
	for _, t := range set.Tools() {
		fmt.Println(t.Name, t.Server)
	}
	res, err := set.Call(context.Background(), "add", []byte(`{"A": 2, "B": 3}`))
	fmt.Println(string(res.Value), err)
	// Output:
	// add calc
	// {"sum":5} <nil>
}
