package workspace_test

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"

	"github.com/codemode-go/codemode/toolset/workspace"
)

func Example() {
	dir, _ := os.MkdirTemp("", "workspace-example")
	defer os.RemoveAll(dir)
	os.WriteFile(filepath.Join(dir, "main.go"), []byte("package main\n\nfunc main() {}\n"), 0o644)

	ws, err := workspace.New(dir, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	defer ws.Close()
	ctx := context.Background()

	out, _ := ws.Read(ctx, workspace.ReadInput{Path: "main.go", Offset: 3})
	fmt.Printf("%q of %d lines\n", out.Content, out.TotalLines)

	ws.Write(ctx, workspace.WriteInput{Path: "cmd/tool/main.go", Content: "package main\n"})
	paths, _ := ws.Glob(ctx, workspace.GlobInput{Pattern: "**/*.go"})
	fmt.Println(paths.Paths)

	_, err = ws.Read(ctx, workspace.ReadInput{Path: "../etc/passwd"})
	fmt.Println(err)
	// Output:
	// "func main() {}\n" of 3 lines
	// [cmd/tool/main.go main.go]
	// read "../etc/passwd": path is outside the workspace root: ".." leaves the root
}

// ExampleWorkspace_Call dispatches a tool by name with JSON arguments, as a
// tool registry does.
func ExampleWorkspace_Call() {
	dir, _ := os.MkdirTemp("", "workspace-example")
	defer os.RemoveAll(dir)
	os.WriteFile(filepath.Join(dir, "notes.txt"), []byte("alpha\nbeta\n"), 0o644)
	ws, _ := workspace.New(dir, nil)
	defer ws.Close()

	res, err := ws.Call(context.Background(), "grep", json.RawMessage(`{"pattern":"^b"}`))
	fmt.Println(string(res), err)
	_, err = ws.Call(context.Background(), "grep", json.RawMessage(`{"pattern":"^b","recursive":true}`))
	fmt.Println(err)
	// Output:
	// {"matches":[{"path":"notes.txt","line":2,"text":"beta"}]} <nil>
	// invalid arguments for grep: field "recursive": unknown field; grep accepts glob, path, pattern
}

// ExampleWorkspace_Specs lists the tools a registry would register.
func ExampleWorkspace_Specs() {
	dir, _ := os.MkdirTemp("", "workspace-example")
	defer os.RemoveAll(dir)
	ws, _ := workspace.New(dir, nil)
	defer ws.Close()
	for _, s := range ws.Specs() {
		fmt.Printf("tool:%s order=%d concurrencySafe=%v\n", s.Name, s.Order, s.ConcurrencySafe)
	}
	// Output:
	// tool:read order=100 concurrencySafe=true
	// tool:write order=101 concurrencySafe=false
	// tool:edit order=102 concurrencySafe=false
	// tool:list order=103 concurrencySafe=true
	// tool:glob order=104 concurrencySafe=true
	// tool:grep order=106 concurrencySafe=true
}
