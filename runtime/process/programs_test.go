package process

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/codemode-go/codemode/runtime"
)

// TestProgramsAcrossTheWorker: issue #34 holds in the process backend
// too: tools.x() passes {}, a fenced lone arrow is normalized (and the
// logs say so), TypeErrors read in V8's words, caught or not, and regular
// expression literals with modifier groups run (or fail before the
// program does); and issue #40's console (util.format, depth 2, levels,
// table), property escapes in literal classes, null in V8's words, long
// zone names and performance.
func TestProgramsAcrossTheWorker(t *testing.T) {
	rt := newRT(t, &runtime.Options{Compute: 2 * time.Second, Wall: 10 * time.Second}, &Options{Workers: 1})
	for _, tc := range []struct {
		name, program, value, msg string
		logs                      []string
	}{
		{name: "no argument is {}", program: `return [await tools.echo(), await tools.echo(undefined)]`, value: `[{},{}]`},
		{name: "fenced lone arrow", program: "```js\nasync () => {\n  return await tools.echo({ n: 1 });\n};\n```", value: `{"n":1}`,
			logs: []string{"codemode: normalized the program: removed the ```js fence around it (lines 1 and 5); called the program's lone async arrow function and returned its result"}},
		{name: "caught TypeError", program: `const matches = await tools.echo({}); try { matches.slice(0, 2) } catch (e) { return e.message }`, value: `"matches.slice is not a function"`},
		{name: "uncaught TypeError", program: "const r = await tools.echo({});\nfor (const x of r.items) {}", msg: "TypeError: r.items is not iterable"},
		{name: "regexp modifiers", program: `const r = /a(?-i:b)/i; return [/(?i:a)b/.test("Ab"), /(?i:a)b/.test("AB"), r.test("Ab"), r.test("aB"), r.flags]`, value: `[true,false,true,false,"i"]`},
		{name: "invalid regexp modifier", program: "const x = 1;\nreturn /(?ii:a)/", msg: "SyntaxError: Invalid regular expression: /(?ii:a)/: Invalid group"},
		// Issue #40, across the worker as in process.
		{name: "console as Node's console.log", program: `console.log("%s=%d%%", "a", 1, { b: { c: { d: {} } } }); console.warn("careful"); console.error("boom"); console.table([{ a: 1 }])`,
			logs: []string{"a=1% { b: { c: { d: {} } } }", "[warn] careful", "[error] boom", "┌─────────┬───┐\n│ (index) │ a │\n├─────────┼───┤\n│ 0       │ 1 │\n└─────────┴───┘"}},
		{name: "depth 2", program: `console.log({ a: { b: { c: { d: 1 } } } })`, logs: []string{"{ a: { b: { c: [Object] } } }"}},
		{name: "property escape in a class", program: `return [/[\p{L}]/u.test("a"), "Héllo, World!".replace(/[^\p{L}]+/gu, "-")]`, value: `[true,"Héllo-World-"]`},
		{name: "null is not undefined", program: `const m = "abc".match(/z/); try { m[1] } catch (e) { return e.message }`, value: `"Cannot read properties of null (reading '1')"`},
		{name: "long zone name", program: `return new Date(0).toString().endsWith("(Coordinated Universal Time)") || !new Date(0).toString().includes("GMT+0000")`, value: `true`},
		{name: "performance", program: `const t = performance.now(); performance.mark("a", { startTime: 1 }); return [typeof t, performance.getEntriesByName("a").length]`, value: `["number",1]`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res := run(t, rt, context.Background(), tc.program, echoNS(nil))
			if tc.msg != "" {
				if res.Error == nil || !strings.HasPrefix(res.Error.Message, tc.msg) {
					t.Fatalf("got %s %v, want error %q", res.Value, res.Error, tc.msg)
				}
				return
			}
			if res.Error != nil || string(res.Value) != tc.value {
				t.Fatalf("got %s %v, want %s", res.Value, res.Error, tc.value)
			}
			if tc.logs != nil && strings.Join(res.Logs, "\n") != strings.Join(tc.logs, "\n") {
				t.Errorf("logs %q, want %q", res.Logs, tc.logs)
			}
		})
	}
}

// TestStartingServerAcrossTheWorker: a server marked Starting reaches the
// worker, so a call of an undeclared tool there says the server is still
// starting, as in process (issue #42 item 1).
func TestStartingServerAcrossTheWorker(t *testing.T) {
	rt := newRT(t, &runtime.Options{Compute: 5 * time.Second}, &Options{Workers: 1})
	servers := []runtime.Server{{Name: "memory", Namespace: "tools", Starting: true}}
	res, err := rt.Run(context.Background(), runtime.Request{Program: `return await tools.read_graph({})`, Namespaces: echoNS(nil), Servers: servers})
	if err != nil {
		t.Fatal(err)
	}
	if res.Error == nil || !strings.Contains(res.Error.Message, `there is no tool "read_graph"`) || !strings.Contains(res.Error.Message, "server memory is still starting") {
		t.Fatalf("got %s %+v", res.Value, res.Error)
	}
}

// TestServersAcrossTheWorker: the request's servers reach the worker
// (issue #40): a servers-tree import binds to them, and a run that waits
// past its wall-clock ceiling on a tool call names the tool and its
// server (RC-57).
func TestServersAcrossTheWorker(t *testing.T) {
	rt := newRT(t, &runtime.Options{Compute: 2 * time.Second, Wall: 500 * time.Millisecond}, &Options{Workers: 1})
	servers := []runtime.Server{{Name: "util", Namespace: "tools", Tools: []runtime.ServerTool{{Name: "echo", Member: "echo"}, {Name: "never", Member: "never"}}}}
	res, err := rt.Run(context.Background(), runtime.Request{Program: "import { echo } from './servers/util'\nreturn await echo({ a: 1 })", Namespaces: echoNS(nil), Servers: servers})
	if err != nil || res.Error != nil || string(res.Value) != `{"a":1}` {
		t.Fatalf("import: %s %v %v", res.Value, res.Error, err)
	}
	res, err = rt.Run(context.Background(), runtime.Request{Program: `await tools.never({}); return 1`, Namespaces: echoNS(nil), Servers: servers})
	if err != nil {
		t.Fatal(err)
	}
	// The worker's own ceiling answers; the host's backstop (WallGrace
	// later, without the worker's words) only when the worker is too
	// slow to, as on a loaded machine it may be.
	if res.Error == nil || res.Error.Kind != runtime.KindTimeout || res.Error.Message != "wall-clock ceiling reached (500ms); waiting on tools.never (server util)" && res.Error.Message != "wall-clock ceiling reached (500ms)" {
		t.Fatalf("got %s %v", res.Value, res.Error)
	}
	if res.Error.Message == "wall-clock ceiling reached (500ms)" {
		t.Logf("the host's backstop answered before the worker: %v", res.Error)
	}
}
