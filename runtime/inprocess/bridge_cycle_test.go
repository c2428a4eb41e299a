package inprocess

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/codemode-go/codemode/runtime"
)

// TestBindingArgumentCycle: a cycle in a tool's arguments rejects the call
// with the TypeError Node 22's JSON.stringify throws for it (issue #40
// cause A), detail lines included, and the tool is never called. The
// wanted messages were recorded with Node 22 (JSON.stringify of the same
// value).
func TestBindingArgumentCycle(t *testing.T) {
	rt := mustNew(t, nil)
	calls := 0
	nss := []runtime.Namespace{{Global: "tools", ErrorClass: &runtime.ErrorClass{Name: "ToolCallError", MemberProperty: "toolName"},
		Functions: []runtime.Function{{Name: "echo", Call: func(_ context.Context, args json.RawMessage, reply runtime.Reply) { calls++; reply(args, nil) }}}}}
	for _, tc := range []struct{ name, build, want string }{
		{"self", `const a: any = {}; a.self = a;`, "Converting circular structure to JSON\n    --> starting at object with constructor 'Object'\n    --- property 'self' closes the circle"},
		{"through an array", `const a: any = {x:{y:[1,{}]}}; a.x.y[1].z = a;`, "Converting circular structure to JSON\n    --> starting at object with constructor 'Object'\n    |     property 'x' -> object with constructor 'Object'\n    |     property 'y' -> object with constructor 'Array'\n    |     index 1 -> object with constructor 'Object'\n    --- property 'z' closes the circle"},
		{"long path elided", `const a: any = {p:{q:{r:{s:{}}}}}; a.p.q.r.s.t = a;`, "Converting circular structure to JSON\n    --> starting at object with constructor 'Object'\n    |     property 'p' -> object with constructor 'Object'\n    |     property 'q' -> object with constructor 'Object'\n    |     ...\n    |     property 's' -> object with constructor 'Object'\n    --- property 't' closes the circle"},
		{"array in object", `const b: any[] = []; b.push(b); const a = {w: b};`, "Converting circular structure to JSON\n    --> starting at object with constructor 'Array'\n    --- index 0 closes the circle"},
		{"null prototype, odd key", `const a: any = Object.create(null); a["we ird"] = a;`, "Converting circular structure to JSON\n    --> starting at object with constructor 'Object'\n    --- property 'we ird' closes the circle"},
		{"numeric key", `const a: any = {"1": {}}; a["1"].k = a;`, "Converting circular structure to JSON\n    --> starting at object with constructor 'Object'\n    |     property '1' -> object with constructor 'Object'\n    --- property 'k' closes the circle"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			calls = 0
			prog := tc.build + ` try { await tools.echo(a); return "called"; } catch (e) { return [e instanceof TypeError, e.constructor === TypeError, e.message]; }`
			res, err := rt.Run(context.Background(), runtime.Request{Program: prog, Namespaces: nss})
			if err != nil || res.Error != nil {
				t.Fatal(err, res.Error)
			}
			var got []any
			if err := json.Unmarshal(res.Value, &got); err != nil || len(got) != 3 || got[0] != true || got[1] != true || got[2] != tc.want {
				t.Errorf("got  %s\nwant [true,true,%q]", res.Value, tc.want)
			}
			if calls != 0 {
				t.Errorf("the tool was called %d times", calls)
			}
		})
	}
	// The promise rejects: .catch sees the TypeError, as with an async
	// client whose JSON.stringify throws.
	res, err := rt.Run(context.Background(), runtime.Request{Program: `const a: any = {}; a.a = a; return await tools.echo(a).catch((e) => e.name);`, Namespaces: nss})
	if err != nil || res.Error != nil || string(res.Value) != `"TypeError"` {
		t.Fatalf("%s %v %v", res.Value, err, res.Error)
	}
}
