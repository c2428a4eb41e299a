package inprocess

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/codemode-go/codemode/runtime"
)

func mustNew(t testing.TB, o *runtime.Options) *Runtime {
	t.Helper()
	rt, err := New(o)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		rt.Close()
		// A run the backstop answered early may still be unwinding in Go:
		// let it finish before the next test measures its own budgets.
		waitDrained(t)
	})
	return rt
}

func run1(t testing.TB, rt *Runtime, ctx context.Context, program string) runtime.Result {
	t.Helper()
	res, err := rt.Run(ctx, runtime.Request{Program: program, Namespaces: defaultNamespaces(&hostCounter{})})
	if err != nil {
		t.Fatalf("Run: %v", err)
	}
	return res
}

func TestNoLeakBetweenRuns(t *testing.T) { // RC-10, SEAM-7
	rt := mustNew(t, nil)
	tests := []struct{ first, second, want string }{
		{`globalThis.leak = 1; return 1`, `return typeof globalThis.leak`, `"undefined"`},
		{`Object.prototype.polluted = 1; Array.prototype.x = 2; return 1`, `return [({}).polluted === undefined, [].x === undefined]`, `[true,true]`},
		{`JSON.stringify = () => "hacked"; return 1`, `return JSON.stringify({a: 1})`, `"{\"a\":1}"`},
	}
	for _, tt := range tests {
		run1(t, rt, context.Background(), tt.first)
		if res := run1(t, rt, context.Background(), tt.second); string(res.Value) != tt.want || res.Error != nil {
			t.Errorf("%q after %q = %s %v, want %s", tt.second, tt.first, res.Value, res.Error, tt.want)
		}
	}
}

func TestAbort(t *testing.T) {
	rt := mustNew(t, nil)
	t.Run("RC-58 abort mid-loop with cause", func(t *testing.T) {
		ctx, cancel := context.WithCancelCause(context.Background())
		time.AfterFunc(100*time.Millisecond, func() { cancel(errors.New("stop-now")) })
		res := run1(t, rt, ctx, `for (;;) {}`)
		assertResult(t, rc{kind: runtime.KindAbort, msg: "stop-now"}, res)
	})
	t.Run("BUD-7 plain cancel reads context canceled", func(t *testing.T) {
		ctx, cancel := context.WithCancel(context.Background())
		time.AfterFunc(50*time.Millisecond, cancel)
		assertResult(t, rc{kind: runtime.KindAbort, msg: "context canceled"}, run1(t, rt, ctx, `for (;;) {}`))
	})
	t.Run("RC-59 pre-aborted: nothing executes", func(t *testing.T) {
		ctx, cancel := context.WithCancelCause(context.Background())
		cancel(errors.New("early"))
		var logged []string
		res, err := rt.Run(ctx, runtime.Request{Program: `console.log("x"); return 1`, OnLog: func(s string) { logged = append(logged, s) }})
		if err != nil {
			t.Fatal(err)
		}
		assertResult(t, rc{kind: runtime.KindAbort, msg: "early", logs: []string{}}, res)
		if len(logged) != 0 {
			t.Errorf("program ran: %q", logged)
		}
	})
	t.Run("RC-60 pre-abort beats syntax error", func(t *testing.T) {
		ctx, cancel := context.WithCancelCause(context.Background())
		cancel(errors.New("early"))
		assertResult(t, rc{kind: runtime.KindAbort, msg: "early"}, run1(t, rt, ctx, `return )`))
	})
	t.Run("RC-60 misuse beats pre-abort", func(t *testing.T) {
		ctx, cancel := context.WithCancelCause(context.Background())
		cancel(errors.New("early"))
		_, err := rt.Run(ctx, runtime.Request{Program: `return 1`, Namespaces: []runtime.Namespace{{Global: "$bad"}}})
		if err == nil || !strings.Contains(err.Error(), "not a usable identifier") {
			t.Errorf("err = %v", err)
		}
	})
	t.Run("RC-61 late resolution ignored", func(t *testing.T) {
		ctx, cancel := context.WithCancelCause(context.Background())
		time.AfterFunc(100*time.Millisecond, func() { cancel(errors.New("stop")) })
		assertResult(t, rc{kind: runtime.KindAbort, msg: "stop"}, run1(t, rt, ctx, `void tools.late({}); for (;;) {}`))
		time.Sleep(400 * time.Millisecond) // the late reply lands on a settled run
	})
	t.Run("RC-75 long pre-abort reason hits the cap", func(t *testing.T) {
		rt := mustNew(t, &runtime.Options{MaxOutputBytes: 64})
		ctx, cancel := context.WithCancelCause(context.Background())
		cancel(errors.New(strings.Repeat("r", 1000)))
		assertResult(t, rc{kind: runtime.KindOutputLimit, msg: "outer output exceeded 64 bytes", logs: []string{}}, run1(t, rt, ctx, `return 1`))
	})
}

func TestCloseDuringRuns(t *testing.T) { // RC-62, BUD-9, SEAM-8
	rt, err := New(nil)
	if err != nil {
		t.Fatal(err)
	}
	const n = 4
	var wg sync.WaitGroup
	results := make([]runtime.Result, n)
	started := make(chan struct{}, n)
	for i := 0; i < n; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			res, err := rt.Run(context.Background(), runtime.Request{Program: `console.log("in"); for (;;) {}`, OnLog: func(string) { started <- struct{}{} }})
			if err != nil {
				t.Error(err)
			}
			results[i] = res
		}(i)
	}
	for i := 0; i < n; i++ {
		<-started
	}
	rt.Close()
	done := make(chan struct{})
	go func() { wg.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(time.Second):
		t.Fatal("Close returned before runs stopped")
	}
	for _, res := range results {
		assertResult(t, rc{kind: runtime.KindAbort, msg: "runtime disposed", logs: []string{"in"}}, res)
	}
	if _, err := rt.Run(context.Background(), runtime.Request{Program: `return 1`}); err == nil || !strings.Contains(err.Error(), "after disposal") {
		t.Errorf("Run after Close: %v", err)
	}
}

func TestHeapCap(t *testing.T) { // RC-63
	t.Skip("RC-63: the in-process memory watchdog (DESIGN §3.6) is the hardening issue; Options.MemoryBytes is plumbed but not enforced yet")
}

func TestProcessExitAdapted(t *testing.T) { // RC-64 adapted by DESIGN §3.5: there is no process
	rt := mustNew(t, nil)
	assertResult(t, rc{kind: runtime.KindException, msgLike: `ReferenceError: process is not defined`}, run1(t, rt, context.Background(), `process.exit(3)`))
}

func TestBindingValidation(t *testing.T) { // RC-78, BIND-V1…V8
	rt := mustNew(t, nil)
	ns := func(g string) runtime.Namespace { return runtime.Namespace{Global: g} }
	cls := func(g, name, prop string) runtime.Namespace {
		return runtime.Namespace{Global: g, ErrorClass: &runtime.ErrorClass{Name: name, MemberProperty: prop}}
	}
	tests := []struct {
		name string
		nss  []runtime.Namespace
		want string // regexp; "" = accepted
	}{
		{"V1 space", []runtime.Namespace{ns("not valid!")}, `^runtime: binding global "not valid!" is not a usable identifier$`},
		{"V1 await", []runtime.Namespace{ns("await")}, `not a usable identifier`},
		{"V1 dollar", []runtime.Namespace{ns("$tools")}, `not a usable identifier`},
		{"V1 inner dollar", []runtime.Namespace{ns("a$b")}, `not a usable identifier`},
		{"V1 lambda", []runtime.Namespace{ns("lambda")}, `not a usable identifier`},
		{"V1 None", []runtime.Namespace{ns("None")}, `not a usable identifier`},
		{"V1 empty", []runtime.Namespace{ns("")}, `not a usable identifier`},
		{"V2 console", []runtime.Namespace{ns("console")}, `^runtime: reserved binding global "console"$`},
		{"V2 __name__", []runtime.Namespace{ns("__name__")}, `reserved binding global`},
		{"V3 duplicate", []runtime.Namespace{ns("t"), ns("t")}, `^runtime: duplicate binding global "t"$`},
		{"V4 class identifier", []runtime.Namespace{cls("t", "bad-name", "x")}, `^runtime: binding error class "bad-name" is not a usable identifier$`},
		{"V5 class reserved", []runtime.Namespace{cls("t", "console", "x")}, `reserved binding global "console"`},
		{"V6 class equals own global", []runtime.Namespace{cls("tools", "tools", "x")}, `^runtime: duplicate injected global "tools"$`},
		{"V6 two classes E", []runtime.Namespace{cls("a", "E", "x"), cls("b", "E", "x")}, `duplicate injected global "E"`},
		{"V7 empty", []runtime.Namespace{cls("t", "E", "")}, `^runtime: binding error member property "" is not usable$`},
		{"V7 stack", []runtime.Namespace{cls("t", "E", "stack")}, `member property "stack" is not usable`},
		{"V7 add_note", []runtime.Namespace{cls("t", "E", "add_note")}, `member property "add_note" is not usable`},
		{"V7 dunder", []runtime.Namespace{cls("t", "E", "__init__")}, `member property "__init__" is not usable`},
		{"V7 message", []runtime.Namespace{cls("t", "E", "message")}, `not usable`},
		{"V7 code accepted", []runtime.Namespace{cls("t", "E", "code")}, ""},
		{"V7 tool-name accepted", []runtime.Namespace{cls("t", "E", "tool-name")}, ""},
		{"V7 dunder-like __mid accepted", []runtime.Namespace{cls("t", "E", "__mid")}, ""},
		{"ToolCallError namespace accepted", []runtime.Namespace{ns("ToolCallError")}, ""},
		{"V8 member names unvalidated", []runtime.Namespace{{Global: "t", Functions: []runtime.Function{{Name: ""}, {Name: "my-tool"}, {Name: "é"}}}}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, err := rt.Run(context.Background(), runtime.Request{Program: `return typeof ToolCallError`, Namespaces: tt.nss})
			if tt.want == "" {
				if err != nil {
					t.Fatalf("rejected: %v", err)
				}
				if tt.nss[0].Global == "ToolCallError" && string(res.Value) != `"object"` {
					t.Errorf("typeof ToolCallError = %s", res.Value)
				}
				return
			}
			if err == nil || !regexp.MustCompile(tt.want).MatchString(err.Error()) {
				t.Errorf("err = %v, want match %q", err, tt.want)
			}
		})
	}
}

func TestOptions(t *testing.T) { // RC-79 mapped onto runtime.Options.Resolve
	tests := []struct {
		opts runtime.Options
		want string
	}{
		{runtime.Options{Compute: -1}, `Compute must be positive`},
		{runtime.Options{Wall: -time.Millisecond}, `Wall must be positive`},
		{runtime.Options{MaxOutputBytes: 3}, `MaxOutputBytes must be at least 4`},
		{runtime.Options{Wall: runtime.MaxWall + time.Millisecond}, `Wall must be at most`},
		{runtime.Options{Wall: runtime.MaxWall}, ``},
		{runtime.Options{MaxOutputBytes: 4}, ``},
	}
	for _, tt := range tests {
		_, err := New(&tt.opts)
		if tt.want == "" && err != nil || tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want)) {
			t.Errorf("New(%+v) = %v, want %q", tt.opts, err, tt.want)
		}
	}
}

func TestErrorPositions(t *testing.T) { // DESIGN §3.2, TS-6
	rt := mustNew(t, nil)
	tests := []struct {
		name, program string
		want          []string
	}{
		{"throw on line 3", "const a = 1\nconst b = 2\n  throw new Error(\"boom\")", []string{"Error: boom", "program.ts:3:", `throw new Error("boom")`}},
		{"TypeScript annotations keep positions", "interface P { x: number }\nconst p: P = { x: 1 }\nconst q = (p as any).y.z", []string{"TypeError", "program.ts:3:24", "const q = (p as any).y.z"}},
		{"enum lowering keeps positions", "enum E { A, B }\nconst f = (e: E): number => { throw new Error(`bad ${e}`) }\nf(E.B)", []string{"Error: bad 1", "at f (program.ts:2:37)", "program.ts:3:1"}},
		{"console error stack mapped", "console.log(new Error('in log'))\nthrow 1", []string{"1"}},
		{"nested function frame", "function f() {\n  return null.x\n}\nf()", []string{"TypeError", "program.ts:2:", "return null.x", "program.ts:4:"}},
		{"syntax error", "const a = 1\nreturn )", []string{"program.ts:2:8", "return )"}},
		{"deep recursion is a RangeError", "function f(n) { return f(n + 1) + 1 }\nf(0)", []string{"RangeError: Maximum call stack size exceeded", "program.ts:1:"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := run1(t, rt, context.Background(), tt.program)
			if res.Error == nil || res.Error.Kind != runtime.KindException {
				t.Fatalf("got %+v", res)
			}
			for _, w := range tt.want {
				if !strings.Contains(res.Error.Message, w) {
					t.Errorf("message %q lacks %q", res.Error.Message, w)
				}
			}
		})
	}
}

func TestWorkerExitMapping(t *testing.T) { // FAIL-3
	rt := mustNew(t, nil)
	tests := []struct{ name, program, want string }{
		{"throw in timer", `setTimeout(() => { throw new Error("tick") }, 1); await new Promise(r => setTimeout(r, 50))`, `^worker error: Error: tick`},
		{"dropped rejection", `Promise.reject(new Error("dropped")); await new Promise(r => setTimeout(r, 20))`, `^worker error: Error: dropped`},
		{"nothing pending", `await new Promise(() => {})`, `^the program awaits a promise that nothing can settle: no tool call, timer or job is pending$`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assertResult(t, rc{kind: runtime.KindWorkerExit, msgLike: tt.want}, run1(t, rt, context.Background(), tt.program))
		})
	}
	t.Run("host panic fails only the run", func(t *testing.T) {
		res, err := rt.Run(context.Background(), runtime.Request{Program: `await p.boom({})`, Namespaces: []runtime.Namespace{{Global: "p", Functions: []runtime.Function{{Name: "boom", Call: func(context.Context, json.RawMessage, runtime.Reply) { panic("kaput") }}}}}})
		if err != nil {
			t.Fatal(err)
		}
		assertResult(t, rc{kind: runtime.KindWorkerExit, msg: "worker error: internal panic: kaput"}, res)
		assertResult(t, rc{value: `1`}, run1(t, rt, context.Background(), `return 1`))
	})
}

func TestTimers(t *testing.T) {
	rt := mustNew(t, nil)
	tests := []struct {
		name, program, want string
		logs                []string
	}{
		{"ordering", `const o = []; setTimeout(() => o.push(2), 10); setTimeout(() => o.push(1), 1); queueMicrotask(() => o.push(0)); await new Promise(r => setTimeout(r, 30)); return o`, `[0,1,2]`, nil},
		{"clearTimeout", `let hit = false; const id = setTimeout(() => { hit = true }, 1); clearTimeout(id); await new Promise(r => setTimeout(r, 20)); return hit`, `false`, nil},
		{"setInterval", `let n = 0; await new Promise(r => { const id = setInterval(() => { if (++n === 3) { clearInterval(id); r() } }, 1) }); return n`, `3`, nil},
		{"RUN-4 microtask before completion", `Promise.resolve().then(() => console.log("m")); return 1`, `1`, []string{"m"}},
		{"SETTLE-1 a pending timer runs before settlement", `setTimeout(() => console.log("late"), 1); return 1`, `1`,
			[]string{"codemode: the program returned with 1 timer still pending; waiting for them before settling, as Node does", "late"}},
		{"SETTLE-1 a cleared timer is not waited for", `const id = setTimeout(() => console.log("late"), 100000); clearTimeout(id); return 1`, `1`, nil},
		{"SETTLE-1 an interval cleared by its callback", `let n = 0; const id = setInterval(() => { if (++n === 2) { clearInterval(id); console.log("n", n) } }, 1); return n`, `0`,
			[]string{"codemode: the program returned with 1 timer still pending; waiting for them before settling, as Node does", "n 2"}},
		{"timer limit", `const ids = []; try { for (let i = 0; i < 10001; i++) ids.push(setTimeout(() => {}, 100000)) } catch (e) { ids.forEach(clearTimeout); return e instanceof RangeError }`, `true`, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := run1(t, rt, context.Background(), tt.program)
			if res.Error != nil || string(res.Value) != tt.want {
				t.Errorf("got %s %v, want %s", res.Value, res.Error, tt.want)
			}
			if want := append([]string{}, tt.logs...); !reflect.DeepEqual(append([]string{}, res.Logs...), want) {
				t.Errorf("logs %q, want %q", res.Logs, want)
			}
		})
	}
}

func TestVandalism(t *testing.T) { // JSON-7
	rt := mustNew(t, nil)
	prog := `
Object.keys = () => []; Array.isArray = () => false; Array.prototype.push = null;
Object.prototype.propertyIsEnumerable = () => false; Function.prototype.toString = () => "x";
Object.defineProperty(Object.prototype, "k", { set(v) { throw new Error("setter hit") }, configurable: true });
Object.defineProperty(Object.prototype, "get", { value: () => 1, configurable: true });
globalThis.Object = function Object() {}; globalThis.Array = function Array() {}; globalThis.Error = function Error() {};
const echoed = await tools.echo({ a: [1, { b: "c" }], k: 2 });
const r = await tools.get({});
let typed = false;
try { await tools.deny({}) } catch (e) { typed = e instanceof ToolCallError && e.toolName === "deny" && e.message === "denied" }
return { echoed, own: r.k === undefined, typed }`
	res := run1(t, rt, context.Background(), prog)
	assertResult(t, rc{value: `{"echoed":{"a":[1,{"b":"c"}],"k":2},"own":true,"typed":true}`}, res)
}

func TestDeepValues(t *testing.T) { // JSON-1, MECH-1: 5 000 levels across B1, B2 and B3
	rt := mustNew(t, nil)
	deep := strings.Repeat("[", 5000) + "1" + strings.Repeat("]", 5000)
	deepObj := strings.Repeat(`{"a":`, 5000) + "1" + strings.Repeat("}", 5000)
	for _, prog := range []string{
		`let v = 1; for (let i = 0; i < 5000; i++) v = [v]; return await tools.echo(v)`,
		`let v = 1; for (let i = 0; i < 5000; i++) v = {a: v}; return await tools.echo(v)`,
	} {
		res := run1(t, rt, context.Background(), prog)
		if res.Error != nil || (string(res.Value) != deep && string(res.Value) != deepObj) {
			t.Errorf("deep echo failed: %v (len %d)", res.Error, len(res.Value))
		}
	}
}

func TestConcurrentRuns(t *testing.T) { // BUD-10
	rt := mustNew(t, nil)
	var wg sync.WaitGroup
	for i := 0; i < 32; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			prog := fmt.Sprintf(`globalThis.mine = %d; const xs = await Promise.all([1,2,3].map(n => tools.echo(n * %d))); await new Promise(r => setTimeout(r, 1)); return [globalThis.mine, xs]`, i, i)
			res, err := rt.Run(context.Background(), runtime.Request{Program: prog, Namespaces: defaultNamespaces(&hostCounter{})})
			want := fmt.Sprintf(`[%d,[%d,%d,%d]]`, i, i, 2*i, 3*i)
			if err != nil || res.Error != nil || string(res.Value) != want {
				t.Errorf("run %d: %s %v %v, want %s", i, res.Value, res.Error, err, want)
			}
		}(i)
	}
	wg.Wait()
}

func TestHostContextCancelledAtSettlement(t *testing.T) { // BIND-10
	rt := mustNew(t, nil)
	got := make(chan error, 1)
	nss := []runtime.Namespace{{Global: "h", Functions: []runtime.Function{{Name: "wait", Call: func(ctx context.Context, _ json.RawMessage, _ runtime.Reply) {
		go func() { <-ctx.Done(); got <- ctx.Err() }()
	}}}}}
	// A rejected program settles with its call in flight (SETTLE-1).
	res, err := rt.Run(context.Background(), runtime.Request{Program: `void h.wait({}); throw new Error("done")`, Namespaces: nss})
	if err != nil || res.Error == nil || res.Error.Kind != runtime.KindException {
		t.Fatal(err, res.Error)
	}
	select {
	case e := <-got:
		if !errors.Is(e, context.Canceled) {
			t.Errorf("ctx.Err = %v", e)
		}
	case <-time.After(time.Second):
		t.Fatal("host ctx not cancelled at settlement")
	}
}

func TestOnLog(t *testing.T) {
	rt := mustNew(t, &runtime.Options{MaxOutputBytes: 20})
	var got []string
	res, err := rt.Run(context.Background(), runtime.Request{Program: `console.log("a"); console.log("b".repeat(30)); console.log("c")`, OnLog: func(s string) { got = append(got, s) }})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(got, ",") != "a" || res.Error == nil || res.Error.Kind != runtime.KindOutputLimit {
		t.Errorf("OnLog got %q, result %+v", got, res)
	}
}

func TestProgramCache(t *testing.T) { // STYLE C7: a retried program is not recompiled
	var c programCache
	a := c.get("return 1", "program.ts", []string{"tools", "console"})
	if a.err != nil || a.prog == nil {
		t.Fatalf("compile: %v", a.err)
	}
	if b := c.get("return 1", "program.ts", []string{"tools", "console"}); b != a {
		t.Error("same program compiled twice")
	}
	for _, other := range []*compiled{
		c.get("return 1", "other.ts", []string{"tools", "console"}),
		c.get("return 1", "program.ts", []string{"console"}),
		c.get("return 2", "program.ts", []string{"tools", "console"}),
	} {
		if other == a {
			t.Error("distinct programs share a cache entry")
		}
	}
	for i := 0; i < cacheLimit+10; i++ {
		c.get(fmt.Sprintf("return %d", i), "program.ts", nil)
	}
	if len(c.m) > cacheLimit || len(c.order) > cacheLimit {
		t.Errorf("cache holds %d entries, limit %d", len(c.m), cacheLimit)
	}
}
