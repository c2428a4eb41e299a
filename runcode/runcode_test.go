package runcode_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/registry/failure"
	"github.com/codemode-go/codemode/runcode"
	"github.com/codemode-go/codemode/runtime"
	"github.com/codemode-go/codemode/runtime/inprocess"
)

// fakeRuntime is a scriptable runtime.Runtime (GO-13).
type fakeRuntime struct {
	lang string
	run  func(ctx context.Context, req runtime.Request) (runtime.Result, error)
}

func (f *fakeRuntime) Run(ctx context.Context, req runtime.Request) (runtime.Result, error) {
	return f.run(ctx, req)
}
func (f *fakeRuntime) Language() string {
	if f.lang == "" {
		return "typescript"
	}
	return f.lang
}
func (f *fakeRuntime) Isolation() string { return "fake" }
func (f *fakeRuntime) Close() error      { return nil }

// binding finds a tools member of req.
func binding(req runtime.Request, name string) runtime.HostFunc {
	for _, f := range req.Namespaces[0].Functions {
		if f.Name == name {
			return f.Call
		}
	}
	return nil
}

// callSync issues one binding call and waits for its reply.
func callSync(ctx context.Context, req runtime.Request, name, args string) (json.RawMessage, error) {
	type reply struct {
		v   json.RawMessage
		err error
	}
	ch := make(chan reply, 1)
	binding(req, name)(ctx, json.RawMessage(args), func(v json.RawMessage, err error) { ch <- reply{v, err} })
	r := <-ch
	return r.v, r.err
}

func inproc(t testing.TB) runtime.Runtime {
	t.Helper()
	rt, err := inprocess.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { rt.Close() })
	return rt
}

func runCode(code string) registry.Call {
	args, _ := json.Marshal(map[string]string{"code": code, "description": "Test the program"})
	return registry.Call{ID: "call-1", Name: "run_code", Arguments: args}
}

type events struct {
	mu  sync.Mutex
	evs []registry.Event
}

func (e *events) Observe(ev registry.Event) {
	e.mu.Lock()
	e.evs = append(e.evs, ev)
	e.mu.Unlock()
}

func (e *events) dispatches() []string {
	e.mu.Lock()
	defer e.mu.Unlock()
	var out []string
	for _, ev := range e.evs {
		switch ev := ev.(type) {
		case runcode.CodeDispatchStart:
			out = append(out, fmt.Sprintf("start %s %s %s %s %s", ev.RootCallID, ev.ParentCallID, ev.SubCallID, ev.Tool, ev.Arguments))
		case runcode.CodeDispatch:
			out = append(out, fmt.Sprintf("done %s %s %s %s %s %v %s", ev.RootCallID, ev.ParentCallID, ev.SubCallID, ev.Tool, ev.Arguments, ev.IsError, jsonOf(ev.Content)))
		}
	}
	return out
}

func jsonOf(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		return "<" + err.Error() + ">"
	}
	return string(b)
}

// RC-22, RC-36, RC-37, RC-41, scenario 65, and the collapse's other half:
// under code, a program reaches native tools through the full pipeline.
func TestRunCodeSequential_RC22(t *testing.T) {
	rec := &recorder{}
	ev := &events{}
	o := hooks(rec)
	o.Mode = registry.ModeCode
	o.Observer = ev.Observe
	r := newReg(t, &o, &runcode.Options{Runtime: inproc(t)}, echo("echo", rec))
	res := r.Call(context.Background(), runCode(`
		const a = await tools.echo({ n: 1 });
		const b = await tools.echo({ n: 2 });
		console.log("sum", a.n + b.n);
		return { a, b };`))
	if res.IsError {
		t.Fatalf("failed: %s", text(res))
	}
	equal(t, "value", string(res.Value), `{"logs":["sum 3"],"value":{"a":{"n":1},"b":{"n":2}}}`)
	equal(t, "content", text(res), "sum 3\n{\n  \"a\": {\n    \"n\": 1\n  },\n  \"b\": {\n    \"n\": 2\n  }\n}")
	equal(t, "events", ev.dispatches(), []string{
		`start call-1 call-1 call-1:code:1 echo {"n":1}`,
		`done call-1 call-1 call-1:code:1 echo {"n":1} false [{"type":"text","text":"{\n  \"n\": 1\n}"}]`,
		`start call-1 call-1 call-1:code:2 echo {"n":2}`,
		`done call-1 call-1 call-1:code:2 echo {"n":2} false [{"type":"text","text":"{\n  \"n\": 2\n}"}]`,
	})
	if n := rec.count("body echo"); n != 2 {
		t.Fatalf("echo bodies %d", n)
	}
	if n := rec.count("approve echo"); n != 0 {
		t.Fatalf("approvals %d", n) // Allow by default: no ask
	}
	for _, stage := range []string{"pre echo", "guard echo", "mw-before echo", "post echo"} {
		if n := rec.count(stage); n != 2 {
			t.Errorf("%s ran %d times, want 2", stage, n)
		}
	}
}

// gate blocks each body until want bodies are in flight (or a timeout),
// recording the peak.
type gate struct {
	mu        sync.Mutex
	cur, peak int
	want      int
	arrived   chan struct{}
	log       []string
	once      sync.Once
}

func newGate(want int) *gate { return &gate{want: want, arrived: make(chan struct{})} }

func (g *gate) tool(name string, safe bool, hold time.Duration) registry.Tool {
	t := registry.Tool{Name: name, Execute: func(ctx context.Context, e *registry.Execution) (json.RawMessage, error) {
		g.mu.Lock()
		g.cur++
		if g.cur > g.peak {
			g.peak = g.cur
		}
		g.log = append(g.log, "start "+name+string(e.Arguments()))
		if g.cur == g.want {
			g.once.Do(func() { close(g.arrived) })
		}
		g.mu.Unlock()
		select {
		case <-g.arrived:
		case <-time.After(hold):
		}
		g.mu.Lock()
		g.cur--
		g.log = append(g.log, "end "+name+string(e.Arguments()))
		g.mu.Unlock()
		return e.Arguments(), nil
	}}
	if safe {
		t.ConcurrencySafe = func(json.RawMessage) bool { return true }
	}
	return t
}

// RC-30..RC-32, scenario 66: safe calls overlap up to the cap.
func TestRunCodeParallel_RC32(t *testing.T) {
	rt := inproc(t)
	for _, tc := range []struct {
		max, peak int
	}{{0, 3}, {2, 2}, {1, 1}} {
		t.Run(fmt.Sprint(tc.max), func(t *testing.T) {
			g := newGate(tc.peak)
			ev := &events{}
			if tc.peak == 1 {
				g.want = 99 // never opens: each body waits for the hold
			}
			r := newReg(t, &registry.Options{Mode: registry.ModeCode, MaxParallelSubCalls: tc.max, Observer: ev.Observe}, &runcode.Options{Runtime: rt}, g.tool("read", true, 100*time.Millisecond))
			res := r.Call(context.Background(), runCode(`return await Promise.all([1, 2, 3].map(i => tools.read({ i })))`))
			if res.IsError {
				t.Fatalf("failed: %s", text(res))
			}
			equal(t, "value", string(res.Value), `{"logs":[],"value":[{"i":1},{"i":2},{"i":3}]}`)
			if g.peak != tc.peak {
				t.Fatalf("peak %d, want %d", g.peak, tc.peak)
			}
			var starts []string
			for _, d := range ev.dispatches() {
				if strings.HasPrefix(d, "start") {
					starts = append(starts, strings.Fields(d)[3])
				}
			}
			equal(t, "start order", starts, []string{"call-1:code:1", "call-1:code:2", "call-1:code:3"})
		})
	}
}

// RC-32, scenarios 67-68: an exclusive call waits for the pool to drain,
// runs alone, and later calls wait for its commit; post-execute commits in
// submission order.
func TestRunCodeExclusive_RC32(t *testing.T) {
	g := newGate(2)
	var posts []string
	var mu sync.Mutex
	r := newReg(t, &registry.Options{
		Mode: registry.ModeCode,
		PostExecute: []registry.PostExecute{func(ctx context.Context, e *registry.Execution, res *registry.Result) (registry.PostDecision, error) {
			time.Sleep(5 * time.Millisecond)
			mu.Lock()
			posts = append(posts, e.CallID())
			g.mu.Lock()
			g.log = append(g.log, "post "+e.Tool()+string(e.Arguments()))
			g.mu.Unlock()
			mu.Unlock()
			return registry.PostDecision{}, nil
		}},
	}, &runcode.Options{
		Runtime: inproc(t),
	}, g.tool("read", true, 2*time.Second), g.tool("write", false, 10*time.Millisecond))
	res := r.Call(context.Background(), runCode(`
		return await Promise.all([tools.read({ r: 1 }), tools.read({ r: 2 }), tools.write({ w: 1 }), tools.read({ r: 3 })])`))
	if res.IsError {
		t.Fatalf("failed: %s", text(res))
	}
	idx := func(s string) int {
		for i, l := range g.log {
			if l == s {
				return i
			}
		}
		t.Fatalf("%q not in log %v", s, g.log)
		return -1
	}
	if !(idx(`end read{"r":1}`) < idx(`start write{"w":1}`) && idx(`end read{"r":2}`) < idx(`start write{"w":1}`)) {
		t.Errorf("write started before the reads ended: %v", g.log)
	}
	if !(idx(`post write{"w":1}`) < idx(`start read{"r":3}`)) {
		t.Errorf("r3 started before write's commit: %v", g.log)
	}
	equal(t, "post order", posts, []string{"call-1:code:1", "call-1:code:2", "call-1:code:3", "call-1:code:4", "call-1"})
}

// RC-24, RC-25, scenario 70: failures reach the program as ToolCallError
// with the tool's message and name.
func TestRunCodeToolCallError_RC25(t *testing.T) {
	r := newReg(t, &registry.Options{
		Mode: registry.ModeCode,
		PreExecute: []registry.PreExecute{func(ctx context.Context, e *registry.Execution) (registry.Decision, error) {
			if e.Tool() == "rm" {
				return registry.Decision{Kind: registry.Deny, Reason: "rm is not allowed"}, nil
			}
			return registry.Decision{}, nil
		}},
	}, &runcode.Options{
		Runtime: inproc(t),
	}, registry.Tool{Name: "fails", Execute: func(context.Context, *registry.Execution) (json.RawMessage, error) {
		return nil, errors.New("disk full")
	}}, echo("rm", nil), echo("__proto__", nil))
	res := r.Call(context.Background(), runCode(`
		const out = [];
		for (const f of [() => tools.fails({}), () => tools.rm({})]) {
			try { await f(); } catch (e) { out.push([e instanceof ToolCallError, e.name, e.toolName, e.message]); }
		}
		out.push(await tools["__proto__"]({ ok: true }));
		return out;`))
	if res.IsError {
		t.Fatalf("failed: %s", text(res))
	}
	equal(t, "value", string(res.Value), `{"logs":[],"value":[[true,"ToolCallError","fails","disk full"],[true,"ToolCallError","rm","rm is not allowed"],{"ok":true}]}`)
}

// RC-40, RC-43, scenarios 73-74: a failed program is CODE_RUN_FAILED with
// the kind and logs; contexts deferred before the failure ride the error.
func TestRunCodeFailure_RC40(t *testing.T) {
	r := newReg(t, &registry.Options{Mode: registry.ModeCode}, &runcode.Options{Runtime: inproc(t)},
		registry.Tool{Name: "shot", Execute: func(context.Context, *registry.Execution) (json.RawMessage, error) {
			return json.RawMessage(`"png"`), nil
		}, Render: func(_, v json.RawMessage) ([]registry.Content, error) {
			return []registry.Content{{Type: "image", Data: "AA==", MIMEType: "image/png"}}, nil
		}}, echo("plain", nil))
	res := r.Call(context.Background(), runCode(`
		await tools.shot({});
		await tools.plain({});
		console.log("before");
		throw new Error("kaput");`))
	if res.Code != failure.CodeRunFailed {
		t.Fatalf("got %s %s", res.Code, text(res))
	}
	var cre *failure.CodeRunError
	if !errors.As(res.Err, &cre) || cre.Kind != runtime.KindException || !strings.Contains(cre.Message, "kaput") {
		t.Fatalf("CodeRunError %+v", cre)
	}
	equal(t, "logs", cre.Logs, []string{"before"})
	if !strings.HasPrefix(text(res), "exception: ") || !strings.HasSuffix(text(res), "Captured output:\nbefore") {
		t.Errorf("content %q", text(res))
	}
	if !errors.Is(res.Err, failure.CodeRunFailed) {
		t.Error("errors.Is CodeCodeRunFailed")
	}
	if len(res.Contexts) != 1 || res.Contexts[0].Source != "tools-code-mode" || res.Contexts[0].Content[0].Type != "image" {
		t.Fatalf("contexts %+v", res.Contexts)
	}
	if res.Value != nil || strings.Contains(mustJSON(t, res), `"value"`) {
		t.Error("failure carries a value")
	}
}

// RC-39, scenarios 69 and 75: when the program settles, queued calls are
// abandoned (no events), the in-flight call is cancelled and awaited, and
// its settle event is written before run_code returns.
func TestRunCodeQuiescence_RC39(t *testing.T) {
	ev := &events{}
	var sawCancel atomic.Bool
	started := make(chan struct{})
	slow := registry.Tool{Name: "slow", Execute: func(ctx context.Context, e *registry.Execution) (json.RawMessage, error) {
		close(started)
		select {
		case <-ctx.Done():
			sawCancel.Store(true)
			return nil, context.Cause(ctx)
		case <-time.After(5 * time.Second):
			return json.RawMessage(`1`), nil
		}
	}}
	var rt *fakeRuntime
	rt = &fakeRuntime{run: func(ctx context.Context, req runtime.Request) (runtime.Result, error) {
		binding(req, "slow")(ctx, json.RawMessage(`{}`), func(json.RawMessage, error) {})
		binding(req, "w")(ctx, json.RawMessage(`{}`), func(v json.RawMessage, err error) {
			if err == nil || !strings.Contains(err.Error(), "tool call abandoned") {
				t.Errorf("queued call: %v", err)
			}
		})
		<-started
		return runtime.Result{Logs: []string{}, Error: &runtime.Failure{Kind: runtime.KindException, Message: "thrown"}}, nil
	}}
	r := newReg(t, &registry.Options{Mode: registry.ModeCode, Observer: ev.Observe}, &runcode.Options{Runtime: rt}, slow, echo("w", nil))
	res := r.Call(context.Background(), runCode(`ignored`))
	if res.Code != failure.CodeRunFailed || !sawCancel.Load() {
		t.Fatalf("got %s, cancelled=%v", res.Code, sawCancel.Load())
	}
	equal(t, "events", ev.dispatches(), []string{
		`start call-1 call-1 call-1:code:1 slow {}`,
		`done call-1 call-1 call-1:code:1 slow {} true [{"type":"text","text":"TOOL_ERROR: run_code settled"}]`,
	})
}

// RC-20, RC-44, scenario 76: after an outer abort, binding calls are
// rejected without dispatch and a "successful" program is ABORTED.
func TestRunCodeOuterAbort_RC44(t *testing.T) {
	ctx, cancel := context.WithCancelCause(context.Background())
	rec := &recorder{}
	rt := &fakeRuntime{run: func(rctx context.Context, req runtime.Request) (runtime.Result, error) {
		cancel(errors.New("user pressed stop"))
		_, err := callSync(rctx, req, "e", `{}`)
		return runtime.Result{Logs: []string{err.Error()}}, nil
	}}
	r := newReg(t, &registry.Options{Mode: registry.ModeCode}, &runcode.Options{Runtime: rt}, echo("e", rec))
	res := r.Call(ctx, runCode(`ignored`))
	if res.Code != failure.Aborted || rec.count("body") != 0 {
		t.Fatalf("got %s, steps %v", res.Code, rec.get())
	}
}

// RC-21: binding arguments that are not lossless JSON are rejected without
// a sub-call number.
func TestRunCodeBadArgs_RC21(t *testing.T) {
	ev := &events{}
	rt := &fakeRuntime{run: func(ctx context.Context, req runtime.Request) (runtime.Result, error) {
		_, err := callSync(ctx, req, "e", `{"a":NaN}`)
		v, _ := callSync(ctx, req, "e", `{"ok":1}`)
		return runtime.Result{Logs: []string{err.Error()}, Value: v}, nil
	}}
	r := newReg(t, &registry.Options{Mode: registry.ModeBoth, Observer: ev.Observe}, &runcode.Options{Runtime: rt}, echo("e", nil))
	res := r.Call(context.Background(), runCode(`ignored`))
	if res.IsError || !strings.HasPrefix(string(res.Value), `{"logs":["tool arguments must be lossless JSON: `) {
		t.Fatalf("got %s", res.Value)
	}
	if d := ev.dispatches(); len(d) != 2 || !strings.Contains(d[0], "call-1:code:1 e {\"ok\":1}") {
		t.Fatalf("events %v", d)
	}
}

// RC-42, scenario 77: rendering of the completion value.
func TestRunCodeRender_RC42(t *testing.T) {
	deep := `{"a":{"b":{"c":{"d":{"e":{"f":1}}}}}}`
	for _, tc := range []struct {
		logs  []string
		value string
		want  string
	}{
		{nil, `{"n":42,"ok":true}`, "{\n  \"n\": 42,\n  \"ok\": true\n}"},
		{nil, `{}`, "{}"},
		{nil, `[]`, "[]"},
		{nil, `["x",2]`, "[\n  \"x\",\n  2\n]"},
		{nil, `null`, "null"},
		{nil, `"raw\ntext"`, "raw\ntext"},
		{nil, ``, "(run_code completed with no output)"},
		{[]string{"a", "b"}, ``, "a\nb"},
		{[]string{"log"}, `1e21`, "log\n1e21"},
		{nil, deep, "{\n  \"a\": {\n    \"b\": {\n      \"c\": {\n        \"d\": {\n          \"e\": {\"f\":1}\n        }\n      }\n    }\n  }\n}"},
	} {
		rt := &fakeRuntime{run: func(context.Context, runtime.Request) (runtime.Result, error) {
			res := runtime.Result{Logs: tc.logs}
			if tc.value != "" {
				res.Value = json.RawMessage(tc.value)
			}
			return res, nil
		}}
		r := newReg(t, &registry.Options{Mode: registry.ModeCode}, &runcode.Options{Runtime: rt})
		res := r.Call(context.Background(), runCode(`ignored`))
		if res.IsError {
			t.Fatalf("%s: %s", tc.value, text(res))
		}
		equal(t, tc.value, text(res), tc.want)
		if tc.value == "" && strings.Contains(string(res.Value), `"value"`) {
			t.Errorf("absent completion rendered a value key: %s", res.Value)
		}
	}
}

// RC-10, RC-3, scenario 78: bad arguments and a missing runtime are error
// results, not crashes.
func TestRunCodeArgs_RC10(t *testing.T) {
	r := newReg(t, &registry.Options{Mode: registry.ModeCode}, nil)
	for _, tc := range []struct {
		args string
		code failure.Code
		msg  string
	}{
		{`{"code":"return 1","description":"  "}`, failure.InvalidArgs, "invalid description: expected a non-empty string"},
		{`{"description":"x"}`, failure.InvalidArgs, `missing required property "code"`},
		{`[]`, failure.InvalidArgs, "run_code takes an object"},
		{`{"code":"return 1","description":"Return one"}`, failure.ToolError, `mode "code" requires a code runtime`},
	} {
		res := r.Call(context.Background(), registry.Call{ID: "c", Name: "run_code", Arguments: json.RawMessage(tc.args)})
		if res.Code != tc.code || !strings.Contains(res.Message(), tc.msg) {
			t.Errorf("%s: got %s %q", tc.args, res.Code, res.Message())
		}
	}
	n := newReg(t, nil, nil)
	if res := n.Call(context.Background(), runCode("return 1")); res.Code != failure.UnknownTool {
		t.Errorf("native run_code: %s", res.Code)
	}
}

// RC-12: bindings follow the calling scope's view; run_code is never bound.
func TestRunCodeBindings_RC12(t *testing.T) {
	var names []string
	rt := &fakeRuntime{run: func(ctx context.Context, req runtime.Request) (runtime.Result, error) {
		for _, f := range req.Namespaces[0].Functions {
			names = append(names, f.Name)
		}
		if req.Namespaces[0].ErrorClass.Name != "ToolCallError" || req.Namespaces[0].ErrorClass.MemberProperty != "toolName" {
			t.Errorf("error class %+v", req.Namespaces[0].ErrorClass)
		}
		return runtime.Result{Logs: []string{}}, nil
	}}
	r := newReg(t, &registry.Options{Mode: registry.ModeBoth}, &runcode.Options{Runtime: rt}, echo("read", nil), echo("bash", nil))
	if _, err := r.Restrict("a", registry.Restriction{Deny: []string{"bash"}}); err != nil {
		t.Fatal(err)
	}
	c := runCode("x")
	c.Scope = "a"
	r.Call(context.Background(), c)
	equal(t, "bindings", names, []string{"read"})
}

// Concurrency: many run_code and direct calls at once are race-free.
func TestConcurrentCalls_Race(t *testing.T) {
	safe := echo("read", nil)
	safe.ConcurrencySafe = func(json.RawMessage) bool { return true }
	ev := &events{}
	r := newReg(t, &registry.Options{Mode: registry.ModeBoth, Observer: ev.Observe, MaxParallelSubCalls: 4}, &runcode.Options{Runtime: inproc(t)}, safe, echo("write", nil))
	var wg sync.WaitGroup
	for i := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			c := runCode(`const rs = await Promise.all([1,2,3,4,5].map(i => tools.read({i}))); await tools.write({}); return rs.length`)
			c.ID = fmt.Sprint("c", i)
			if res := r.Call(context.Background(), c); res.IsError || string(res.Value) != `{"logs":[],"value":5}` {
				t.Errorf("run %d: %s %s", i, res.Code, text(res))
			}
			if res := r.Call(context.Background(), call("write", `{}`)); res.IsError {
				t.Errorf("direct: %s", res.Code)
			}
		}()
	}
	wg.Wait()
	if n := len(ev.dispatches()); n != 8*6*2 {
		t.Fatalf("dispatch events %d", n)
	}
}

// A panicking runtime is contained: the sub-call driver still drains and
// the call is TOOL_ERROR.
func TestRunCodeRuntimePanic(t *testing.T) {
	rt := &fakeRuntime{run: func(ctx context.Context, req runtime.Request) (runtime.Result, error) {
		binding(req, "e")(ctx, json.RawMessage(`{}`), func(json.RawMessage, error) {})
		panic("engine bug")
	}}
	ev := &events{}
	r := newReg(t, &registry.Options{Mode: registry.ModeCode, Observer: ev.Observe}, &runcode.Options{Runtime: rt}, echo("e", nil))
	res := r.Call(context.Background(), runCode("x"))
	if res.Code != failure.ToolError || !strings.Contains(res.Message(), "engine bug") {
		t.Fatalf("got %s %q", res.Code, res.Message())
	}
	if d := ev.dispatches(); len(d) > 0 && len(d) != 2 {
		t.Fatalf("events %v", d)
	}
}

// RC-11: a runtime error (backend misuse) is an ordinary error result.
func TestRunCodeRuntimeError_RC40(t *testing.T) {
	rt := &fakeRuntime{run: func(context.Context, runtime.Request) (runtime.Result, error) {
		return runtime.Result{}, errors.New("runtime closed")
	}}
	r := newReg(t, &registry.Options{Mode: registry.ModeCode}, &runcode.Options{Runtime: rt})
	res := r.Call(context.Background(), runCode("x"))
	if res.Code != failure.ToolError || res.Message() != "code runtime: runtime closed" {
		t.Fatalf("got %s %q", res.Code, res.Message())
	}
}

// DESIGN §5 and §7: RunOutput is the run --json object.
func TestRunOutput_DESIGN5(t *testing.T) {
	for _, tc := range []struct {
		name string
		run  func(ctx context.Context, req runtime.Request) (runtime.Result, error)
		ctx  func() context.Context
		args string
		want string
	}{
		{"value", func(context.Context, runtime.Request) (runtime.Result, error) {
			return runtime.Result{Logs: []string{"a"}, Value: json.RawMessage(`{"x":1}`)}, nil
		}, context.Background, "", `{"value":{"x":1},"logs":["a"]}`},
		{"nothing", func(context.Context, runtime.Request) (runtime.Result, error) {
			return runtime.Result{}, nil
		}, context.Background, "", `{"logs":[]}`},
		{"null", func(context.Context, runtime.Request) (runtime.Result, error) {
			return runtime.Result{Value: json.RawMessage(`null`)}, nil
		}, context.Background, "", `{"value":null,"logs":[]}`},
		{"timeout", func(context.Context, runtime.Request) (runtime.Result, error) {
			return runtime.Result{Logs: []string{"x"}, Error: &runtime.Failure{Kind: runtime.KindTimeout, Message: "compute budget of 1s exhausted"}}, nil
		}, context.Background, "", `{"logs":["x"],"error":{"kind":"timeout","message":"compute budget of 1s exhausted"}}`},
		{"pre-aborted", nil, func() context.Context {
			c, cancel := context.WithCancel(context.Background())
			cancel()
			return c
		}, "", `{"logs":[],"error":{"kind":"abort","message":"tool call aborted before dispatch"}}`},
		{"bad args", nil, context.Background, `{"code":"x","description":""}`, `{"logs":[],"error":{"kind":"exception","message":"INVALID_ARGS: invalid arguments: invalid description: expected a non-empty string"}}`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := newReg(t, &registry.Options{Mode: registry.ModeCode}, &runcode.Options{Runtime: &fakeRuntime{run: tc.run}})
			c := runCode("x")
			if tc.args != "" {
				c.Arguments = json.RawMessage(tc.args)
			}
			out := runcode.RunOutput(r.Call(tc.ctx(), c))
			equal(t, "output", jsonOf(out), tc.want)
		})
	}
}

// A run_code success carries its typed output as Result.Detail, the same
// output its canonical Value encodes; a value a post-execute policy put in
// its place has no typed form, and RunOutput reads that value's JSON.
func TestRunCodeTypedDetail(t *testing.T) {
	rt := &fakeRuntime{run: func(context.Context, runtime.Request) (runtime.Result, error) {
		return runtime.Result{Logs: []string{"a"}, Value: json.RawMessage(`[1,2]`)}, nil
	}}
	for _, tc := range []struct {
		name      string
		post      []registry.PostExecute
		wantTyped bool
		want      string
	}{
		{"typed", nil, true, `{"value":[1,2],"logs":["a"]}`},
		{"replaced by policy", []registry.PostExecute{func(context.Context, *registry.Execution, *registry.Result) (registry.PostDecision, error) {
			return registry.PostDecision{Value: json.RawMessage(`{"logs":["b"],"value":"v"}`)}, nil
		}}, false, `{"value":"v","logs":["b"]}`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := newReg(t, &registry.Options{Mode: registry.ModeCode, PostExecute: tc.post}, &runcode.Options{Runtime: rt})
			res := r.Call(context.Background(), runCode("x"))
			if res.IsError {
				t.Fatalf("run failed: %s", res.Message())
			}
			d, typed := res.Detail.(*runcode.CodeRunOutput)
			if typed != tc.wantTyped {
				t.Fatalf("Detail = %#v; typed %v, want %v", res.Detail, typed, tc.wantTyped)
			}
			if typed {
				equal(t, "Detail", jsonOf(d), jsonOf(runcode.CodeRunOutput{Logs: []string{"a"}, Value: json.RawMessage(`[1,2]`)}))
				var fromValue runcode.CodeRunOutput
				if err := json.Unmarshal(res.Value, &fromValue); err != nil {
					t.Fatal(err)
				}
				equal(t, "Value", jsonOf(fromValue), jsonOf(d))
			}
			equal(t, "RunOutput", jsonOf(runcode.RunOutput(res)), tc.want)
		})
	}
}
