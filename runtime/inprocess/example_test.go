package inprocess_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/codemode-go/codemode/runtime"
	"github.com/codemode-go/codemode/runtime/inprocess"
)

func Example() {
	rt, err := inprocess.New(nil) // default budgets
	if err != nil {
		panic(err)
	}
	defer rt.Close()

	upper := func(ctx context.Context, args json.RawMessage) (json.RawMessage, error) {
		var in struct{ Text string }
		if err := json.Unmarshal(args, &in); err != nil {
			return nil, err
		}
		return json.Marshal(strings.ToUpper(in.Text))
	}
	res, err := rt.Run(context.Background(), runtime.Request{
		Program: `const s = await tools.upper({ text: "hi" }); console.log("got", s); return { s }`,
		Namespaces: []runtime.Namespace{{
			Global:     "tools",
			ErrorClass: &runtime.ErrorClass{Name: "ToolCallError", MemberProperty: "toolName"},
			Functions:  []runtime.Function{{Name: "upper", Call: runtime.Blocking(upper)}},
		}},
	})
	if err != nil {
		panic(err)
	}
	fmt.Println(res.Logs, string(res.Value), res.Error)
	// Output: [got HI] {"s":"HI"} <nil>
}

func ExampleRuntime_Run_failure() {
	rt, _ := inprocess.New(&runtime.Options{MaxOutputBytes: 1 << 10})
	defer rt.Close()
	res, _ := rt.Run(context.Background(), runtime.Request{Program: `throw "no luck"`})
	fmt.Println(res.Error)
	// Output: exception: no luck
}

// A server's readiness probe: a quarantine that refuses runs means the
// process should stop receiving traffic until its stuck goroutines
// return (or be restarted when they never do).
func ExampleRuntime_Quarantine() {
	rt, _ := inprocess.New(nil)
	defer rt.Close()
	var backend runtime.Runtime = rt
	ready := func() error {
		if q, ok := backend.(runtime.Quarantiner); ok {
			if s := q.Quarantine(); s.Refusing {
				return fmt.Errorf("quarantined: %s", s.Reason)
			}
		}
		return nil
	}
	fmt.Println(ready(), rt.Quarantine().Runs)
	// Output: <nil> 0
}

// Request.Servers binds a program's imports from the servers tree (the
// file tree of Anthropic's "Code execution with MCP") to namespace
// members: here the server "google-drive" and its tool get_document,
// imported under its camelCase name.
func Example_servers() {
	rt, err := inprocess.New(nil)
	if err != nil {
		panic(err)
	}
	defer rt.Close()
	echo := runtime.Blocking(func(_ context.Context, args json.RawMessage) (json.RawMessage, error) { return args, nil })
	res, err := rt.Run(context.Background(), runtime.Request{
		Program:    "import { getDocument } from './servers/google-drive'\nreturn await getDocument({ id: 'a' })",
		Namespaces: []runtime.Namespace{{Global: "tools", Functions: []runtime.Function{{Name: "google_drive_get_document", Call: echo}}}},
		Servers:    []runtime.Server{{Name: "google-drive", Namespace: "tools", Tools: []runtime.ServerTool{{Name: "get_document", Member: "google_drive_get_document"}}}},
	})
	if err != nil {
		panic(err)
	}
	fmt.Println(string(res.Value), res.Error)
	// Output: {"id":"a"} <nil>
}
