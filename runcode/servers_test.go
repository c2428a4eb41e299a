package runcode_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/runcode"
)

// TestServerImports: a program's imports from the servers tree (issue
// #40) bind to the tools codemode.search reports for that server, under
// their names on the server (the "SERVER_" qualifier of a clashing name
// dropped) and in camelCase; an unknown tool names the closest ones.
func TestServerImports(t *testing.T) {
	reg := newReg(t, &registry.Options{Mode: registry.ModeCode}, &runcode.Options{Runtime: inproc(t)})
	echoName := func(name string) func(context.Context, *registry.Execution) (json.RawMessage, error) {
		return func(_ context.Context, e *registry.Execution) (json.RawMessage, error) {
			return json.Marshal(name + " " + string(e.Arguments()))
		}
	}
	for _, tl := range []registry.Tool{
		{Name: "get_document", Server: "google-drive", Description: "Read a document.", Execute: echoName("get_document")},
		{Name: "memory_read_graph", Server: "memory", Description: "Read the knowledge graph.", Execute: echoName("memory_read_graph")},
		{Name: "read_file", Server: "fs", Description: "Read a file.", Execute: echoName("read_file")},
	} {
		if _, err := reg.Register(tl); err != nil {
			t.Fatal(err)
		}
	}
	for _, c := range []struct{ name, code, want string }{
		{"namespace import, camelCase member", "import * as gdrive from './servers/google-drive'\nreturn await gdrive.getDocument({ id: 1 })", `"get_document {\"id\":1}"`},
		{"named import of a qualified tool", "import { read_graph } from './servers/memory'\nreturn await read_graph({})", `"memory_read_graph {}"`},
		{"tool file", "import readFile from './servers/fs/readFile.ts'\nreturn await readFile({ path: 'a' })", `"read_file {\"path\":\"a\"}"`},
		{"type-only import next to it", "import type { Doc } from './servers/google-drive'\nimport { getDocument } from './servers/google-drive'\nconst d: Doc = await getDocument({})\nreturn d", `"get_document {}"`},
	} {
		t.Run(c.name, func(t *testing.T) {
			res := reg.Call(context.Background(), runCode(c.code))
			if res.IsError {
				t.Fatalf("run failed: %s", res.Message())
			}
			var v struct {
				Value json.RawMessage `json:"value"`
			}
			if err := json.Unmarshal(res.Value, &v); err != nil || string(v.Value) != c.want {
				t.Errorf("got %s, want %s", v.Value, c.want)
			}
		})
	}
	for _, c := range []struct{ name, code, want string }{
		{"unknown tool of a server", "import { readGraf } from './servers/memory'\nreturn 1", `cannot import "./servers/memory": server "memory" has no tool "readGraf"; its tools are readGraph`},
		{"unknown server", "import * as m from './servers/mem'\nreturn 1", `there is no server "mem"; the servers are fs, google-drive, memory`},
		{"a module", "import { readFileSync } from 'fs'\nreturn readFileSync('x')", `programs cannot import modules: "fs"`},
		{"a tool called by a wrong name", "return await tools.read_graph({})", `there is no tool "read_graph" (tools.read_graph is not a function); the closest are tools.memory_read_graph (server memory)`},
	} {
		t.Run(c.name, func(t *testing.T) {
			res := reg.Call(context.Background(), runCode(c.code))
			if !res.IsError || !strings.Contains(res.Message(), c.want) {
				t.Fatalf("got %v %s, want an error containing %q", res.IsError, res.Message(), c.want)
			}
		})
	}
}

// TestUnknownToolOfStartingServer: while Options.Starting names servers
// still starting with no tools known (a first `npx -y` install), a program
// calling a tool nobody declares is told they are starting (issue #42
// item 1); with none starting the message is only that there is no tool.
func TestUnknownToolOfStartingServer(t *testing.T) {
	var starting []string
	reg := newReg(t, &registry.Options{Mode: registry.ModeCode}, &runcode.Options{Runtime: inproc(t), Starting: func() []string { return starting }})
	if _, err := reg.Register(registry.Tool{Name: "read_file", Server: "fs", Description: "Read a file.", Execute: func(context.Context, *registry.Execution) (json.RawMessage, error) {
		return json.RawMessage(`1`), nil
	}}); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name     string
		starting []string
		want     string
		not      string
	}{
		{"one starting", []string{"memory"}, `there is no tool "read_graph" (tools.read_graph is not a function); codemode.search("what it should do") finds a tool by its purpose; server memory is still starting and its tools are not known yet: call again once it is up`, ""},
		{"two starting", []string{"memory", "everything"}, "; servers memory, everything are still starting and their tools are not known yet: call again once they are up", ""},
		{"a starting server that has tools is not named", []string{"fs"}, `there is no tool "read_graph"`, "still starting"},
		{"none starting", nil, `there is no tool "read_graph"`, "still starting"},
	} {
		t.Run(c.name, func(t *testing.T) {
			starting = c.starting
			res := reg.Call(context.Background(), runCode("return await tools.read_graph({})"))
			if !res.IsError || !strings.Contains(res.Message(), c.want) || c.not != "" && strings.Contains(res.Message(), c.not) {
				t.Fatalf("got %v %s, want an error containing %q (and not %q)", res.IsError, res.Message(), c.want, c.not)
			}
		})
	}
}
