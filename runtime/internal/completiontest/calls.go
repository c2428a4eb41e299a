package completiontest

import (
	"context"
	"encoding/json"
	"errors"

	"github.com/codemode-go/codemode/runtime"
)

// CallsHeader is the comment block of the binding-call golden file.
const CallsHeader = `Failed binding calls (issue #21 item 7): an uncaught rejection names the
member and the program's TypeScript line:col of the call, with its line.
Programs see CallNamespaces: tools (ToolCallError) with echo, deny,
my-tool and vague, and codemode (plain Error) with search. Checked by
runtime/inprocess and runtime/process; rewrite the outcomes with:
go test ./runtime/inprocess -run TestCallsGolden -update`

// CallNamespaces are the namespaces of the binding-call golden table:
// tools.echo resolves with its arguments, tools.deny and tools["my-tool"]
// reject ("denied", "no such file"), tools.vague resolves with text that
// is not JSON, and codemode.search (a namespace without an error class)
// rejects with "index unavailable".
func CallNamespaces() []runtime.Namespace {
	fail := func(msg string) runtime.HostFunc {
		return func(_ context.Context, _ json.RawMessage, reply runtime.Reply) { reply(nil, errors.New(msg)) }
	}
	return []runtime.Namespace{{
		Global:     "tools",
		ErrorClass: &runtime.ErrorClass{Name: "ToolCallError", MemberProperty: "toolName"},
		Functions: []runtime.Function{
			{Name: "echo", Call: func(_ context.Context, args json.RawMessage, reply runtime.Reply) { reply(args, nil) }},
			{Name: "deny", Call: fail("denied")},
			{Name: "my-tool", Call: fail("no such file")},
			{Name: "vague", Call: func(_ context.Context, _ json.RawMessage, reply runtime.Reply) { reply(json.RawMessage(`NaN`), nil) }},
		},
	}, {
		Global:    "codemode",
		Functions: []runtime.Function{{Name: "search", Call: fail("index unavailable")}},
	}}
}
