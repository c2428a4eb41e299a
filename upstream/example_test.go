package upstream_test

import (
	"fmt"

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
