package process

import (
	"context"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/codemode-go/codemode/internal/testhook"
	"github.com/codemode-go/codemode/runtime"
	"github.com/codemode-go/codemode/runtime/inprocess"
)

// envFake makes the test binary a misbehaving worker (BIND-12 tests).
const envFake = "CODEMODE_FAKE_WORKER"

// init lets the test binary serve as its own worker (WorkerMain), with
// the test hooks on, so that runs in the workers get __stuckInGo when
// their environment asks for it (inprocess.StuckHookEnv).
func init() {
	testhook.Enable()
	if mode := os.Getenv(envFake); mode != "" {
		fakeWorker(mode)
		os.Exit(0)
	}
	WorkerMain()
}

// fakeWorker speaks the protocol badly, as a compromised worker might.
func fakeWorker(mode string) {
	in, out := os.NewFile(3, "in"), os.NewFile(4, "out")
	send := func(m *message) { _ = writeFrame(out, m) }
	send(&message{T: tReady})
	m, err := readFrame(in, 1<<30, nil)
	if err != nil {
		return
	}
	switch mode {
	case "oversized":
		var hdr [4]byte
		binary.BigEndian.PutUint32(hdr[:], 1<<31-1)
		_, _ = out.Write(hdr[:])
	case "malformed":
		var hdr [4]byte
		binary.BigEndian.PutUint32(hdr[:], 5)
		_, _ = out.Write(append(hdr[:], "{{{{{"...))
	case "crash":
		os.Exit(7)
	case "oom":
		fmt.Fprintln(os.Stderr, "fatal error: runtime: out of memory")
		os.Exit(2)
	case "hang":
		select {}
	case "forged":
		// Junk for other runs, an out-of-range member, a duplicate call id,
		// then a done carrying both a value and a failure.
		send(&message{T: tDone, Run: m.Run + 1, Value: rawJSON(`"other run"`)})
		send(&message{T: tCall, Run: m.Run, Call: 1, NS: 5, Fn: 0, Args: rawJSON(`{}`)})
		send(&message{T: tCall, Run: m.Run, Call: 2, NS: 0, Fn: 0, Args: rawJSON(`{"n":1}`)})
		send(&message{T: tCall, Run: m.Run, Call: 2, NS: 0, Fn: 0, Args: rawJSON(`{"n":2}`)})
		for i := 0; i < 2; i++ { // the out-of-range member and call 2 get replies
			if _, err := readFrame(in, 1<<30, nil); err != nil {
				return
			}
		}
		send(&message{T: tLog, Run: m.Run, Entry: "forged log"})
		send(&message{T: tDone, Run: m.Run, Logs: []string{"forged log"}, Value: rawJSON(`1`), Failure: &wireFailure{Kind: "exception", Message: "forged failure"}})
		send(&message{T: tCall, Run: m.Run, Call: 9, NS: 0, Fn: 0, Args: rawJSON(`{"late":true}`)})
		time.Sleep(200 * time.Millisecond)
	case "badkind":
		send(&message{T: tDone, Run: m.Run, Failure: &wireFailure{Kind: "pwned", Message: "x"}})
	case "biglogs":
		send(&message{T: tDone, Run: m.Run, Logs: []string{strings.Repeat("x", 2000)}, Value: rawJSON(`1`)})
	}
	select {}
}

func newRT(t testing.TB, o *runtime.Options, p *Options) *Runtime {
	t.Helper()
	rt, err := New(o, p)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { rt.Close() })
	return rt
}

func echoNS(calls *atomic.Int64) []runtime.Namespace {
	return []runtime.Namespace{{
		Global:     "tools",
		ErrorClass: &runtime.ErrorClass{Name: "ToolCallError", MemberProperty: "toolName"},
		Functions: []runtime.Function{
			{Name: "echo", Call: func(_ context.Context, a json.RawMessage, reply runtime.Reply) {
				if calls != nil {
					calls.Add(1)
				}
				reply(a, nil)
			}},
			{Name: "deny", Call: func(_ context.Context, _ json.RawMessage, reply runtime.Reply) { reply(nil, errors.New("denied")) }},
			{Name: "never", Call: func(context.Context, json.RawMessage, runtime.Reply) {}},
		},
	}}
}

func run(t testing.TB, rt *Runtime, ctx context.Context, program string, ns []runtime.Namespace) runtime.Result {
	t.Helper()
	res, err := rt.Run(ctx, runtime.Request{Program: program, Namespaces: ns})
	if err != nil {
		t.Fatalf("Run: %v", err)
	}
	return res
}

func TestRunBasics(t *testing.T) {
	rt := newRT(t, &runtime.Options{Compute: 2 * time.Second, Wall: 3 * time.Second}, &Options{Workers: 1})
	if rt.Isolation() != "process" || rt.Language() != "typescript" {
		t.Fatal(rt.Isolation(), rt.Language())
	}
	var logs []string
	tests := []struct {
		name, program, value string
		kind                 runtime.Kind
		msg                  string
	}{
		{name: "value", program: `return 1 + 1`, value: `2`},
		{name: "none", program: `const x = 1`},
		{name: "binding", program: `const r = await tools.echo({ a: [1, "x"] }); return r`, value: `{"a":[1,"x"]}`},
		{name: "typed rejection", program: `try { await tools.deny({}) } catch (e) { return [e instanceof ToolCallError, e.toolName, e.message] }`, value: `[true,"deny","denied"]`},
		{name: "parallel calls", program: `return await Promise.all([1, 2, 3].map((n) => tools.echo(n)))`, value: `[1,2,3]`},
		{name: "exception", program: `throw new Error("boom")`, kind: runtime.KindException, msg: "boom"},
		{name: "compute", program: `for (;;) {}`, kind: runtime.KindTimeout, msg: "compute budget"},
		{name: "wall", program: `await tools.never({})`, kind: runtime.KindTimeout, msg: "wall-clock ceiling"},
		{name: "syntax", program: `return )`, kind: runtime.KindException, msg: "program.ts:1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := run(t, rt, context.Background(), tt.program, echoNS(nil))
			if tt.kind == "" {
				if res.Error != nil || string(res.Value) != tt.value {
					t.Fatalf("got %s %v, want %s", res.Value, res.Error, tt.value)
				}
				return
			}
			if res.Error == nil || res.Error.Kind != tt.kind || !strings.Contains(res.Error.Message, tt.msg) {
				t.Fatalf("got %s %v, want %s %q", res.Value, res.Error, tt.kind, tt.msg)
			}
		})
	}
	// Logs stream through OnLog and come back in the result.
	res, err := rt.Run(context.Background(), runtime.Request{Program: `console.log("a", 1); console.log({ b: 2 }); return 0`, OnLog: func(e string) { logs = append(logs, e) }})
	if err != nil || res.Error != nil || strings.Join(res.Logs, "|") != "a 1|{ b: 2 }" || strings.Join(logs, "|") != "a 1|{ b: 2 }" {
		t.Fatalf("logs %q streamed %q %v %v", res.Logs, logs, res.Error, err)
	}
	// Misuse is an error, as in process.
	if _, err := rt.Run(context.Background(), runtime.Request{Program: `1`, Namespaces: []runtime.Namespace{{Global: "console"}}}); err == nil || !strings.Contains(err.Error(), "reserved binding global") {
		t.Fatalf("misuse: %v", err)
	}
}

// TestAbortKillsWorker: cancellation ends the run as abort with the cause,
// kills the worker, and the pool serves the next run.
func TestAbortKillsWorker(t *testing.T) {
	rt := newRT(t, &runtime.Options{Compute: 10 * time.Second}, &Options{Workers: 1})
	ctx, cancel := context.WithCancelCause(context.Background())
	time.AfterFunc(200*time.Millisecond, func() { cancel(errors.New("user-cancel")) })
	start := time.Now()
	res := run(t, rt, ctx, `for (;;) {}`, nil)
	if res.Error == nil || res.Error.Kind != runtime.KindAbort || res.Error.Message != "user-cancel" {
		t.Fatalf("got %v", res.Error)
	}
	t.Logf("abort returned after %v", time.Since(start))
	if res := run(t, rt, context.Background(), `return "next"`, nil); res.Error != nil || string(res.Value) != `"next"` {
		t.Fatalf("next run: %s %v", res.Value, res.Error)
	}
	// A context cancelled before the run never reaches a worker.
	ctx2, cancel2 := context.WithCancelCause(context.Background())
	cancel2(errors.New("early"))
	if res := run(t, rt, ctx2, `return 1`, nil); res.Error == nil || res.Error.Message != "early" {
		t.Fatalf("pre-abort: %v", res.Error)
	}
}

// TestOSMemoryLimit (BUD-5): a program that exhausts its memory kills only
// the worker; the run is worker-exit naming the memory budget, and the next
// run works. Strings doubled by + (an operator no guard wraps) grow by a
// gigabyte within a few steps: the in-process watchdog or, when a step
// outruns it, the OS limit ends the worker.
func TestOSMemoryLimit(t *testing.T) {
	rt := newRT(t, &runtime.Options{Compute: 20 * time.Second, Wall: 30 * time.Second, MemoryBytes: 64 << 20}, &Options{Workers: 1})
	start := time.Now()
	res := run(t, rt, context.Background(), `let s = "x".repeat(1 << 24); const keep = [s]; for (;;) { s = s + s; keep.push(s); }`, nil)
	t.Logf("worker died after %v", time.Since(start))
	if res.Error == nil || res.Error.Kind != runtime.KindWorkerExit || !strings.Contains(res.Error.Message, "memory budget exceeded (67108864 bytes)") {
		t.Fatalf("got %s %v", res.Value, res.Error)
	}
	if strings.Contains(res.Error.Message, "goroutine") || strings.Contains(res.Error.Message, ".go:") {
		t.Fatalf("Go internals in the message: %s", res.Error.Message)
	}
	if res := run(t, rt, context.Background(), `return [1, 2].length`, nil); res.Error != nil || string(res.Value) != `2` {
		t.Fatalf("next run: %s %v", res.Value, res.Error)
	}
}

// TestHostilePeer (BIND-12): a worker that breaks the protocol is
// contained: oversized or malformed frames and deaths end its run as
// worker-exit; forged traffic is dropped or revalidated.
func TestHostilePeer(t *testing.T) {
	tests := []struct {
		mode string
		kind runtime.Kind
		msg  string
	}{
		{"oversized", runtime.KindWorkerExit, "protocol violation: frame exceeds the size limit"},
		{"malformed", runtime.KindWorkerExit, "protocol violation: malformed frame"},
		{"crash", runtime.KindWorkerExit, "the worker process died (exit status 7)"},
		{"oom", runtime.KindWorkerExit, "memory budget exceeded"},
		{"hang", runtime.KindTimeout, "wall-clock ceiling reached (300ms)"},
		{"badkind", runtime.KindWorkerExit, "unknown failure kind"},
		{"biglogs", runtime.KindOutputLimit, ""},
		{"forged", runtime.KindException, "forged failure"},
	}
	for _, tt := range tests {
		t.Run(tt.mode, func(t *testing.T) {
			rt := newRT(t, &runtime.Options{Wall: 300 * time.Millisecond, MaxOutputBytes: 1000}, &Options{Workers: 1, Env: []string{envFake + "=" + tt.mode}})
			var calls atomic.Int64
			var args []string
			ns := []runtime.Namespace{{Global: "tools", Functions: []runtime.Function{{Name: "echo", Call: func(_ context.Context, a json.RawMessage, reply runtime.Reply) {
				calls.Add(1)
				args = append(args, string(a))
				reply(a, nil)
			}}}}}
			res := run(t, rt, context.Background(), `return 1`, ns)
			if res.Error == nil || res.Error.Kind != tt.kind || !strings.Contains(res.Error.Message, tt.msg) {
				t.Fatalf("got %s %v, want %s %q", res.Value, res.Error, tt.kind, tt.msg)
			}
			if res.Value != nil {
				t.Fatalf("value and error both set: %s", res.Value)
			}
			if tt.mode == "forged" {
				time.Sleep(300 * time.Millisecond)
				if n := calls.Load(); n != 1 || args[0] != `{"n":1}` {
					t.Fatalf("host calls %d %q: want exactly the first of a duplicated id, none for junk or after settlement", n, args)
				}
				if strings.Join(res.Logs, "|") != "forged log" {
					t.Fatalf("logs %q", res.Logs)
				}
			}
		})
	}
}

// TestCloseDuringRun (BUD-9): Close aborts live runs, kills the workers
// and makes later Runs fail.
func TestCloseDuringRun(t *testing.T) {
	rt, err := New(&runtime.Options{Compute: 10 * time.Second}, &Options{Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan runtime.Result)
	started := make(chan struct{})
	ns := []runtime.Namespace{{Global: "tools", Functions: []runtime.Function{{Name: "started", Call: func(_ context.Context, _ json.RawMessage, reply runtime.Reply) {
		close(started)
		reply(json.RawMessage(`{}`), nil)
	}}}}}
	go func() {
		res, _ := rt.Run(context.Background(), runtime.Request{Program: `await tools.started({}); for (;;) {}`, Namespaces: ns})
		done <- res
	}()
	<-started // the run is live in its worker: Close must abort it
	if err := rt.Close(); err != nil {
		t.Fatal(err)
	}
	if res := <-done; res.Error == nil || res.Error.Kind != runtime.KindAbort || res.Error.Message != "runtime disposed" {
		t.Fatalf("got %v", res.Error)
	}
	if _, err := rt.Run(context.Background(), runtime.Request{Program: `1`}); err == nil || !strings.Contains(err.Error(), "after disposal") {
		t.Fatalf("Run after Close: %v", err)
	}
	if err := rt.Close(); err != nil {
		t.Fatal(err)
	}
}

func TestOptions(t *testing.T) {
	if _, err := New(&runtime.Options{Compute: -1}, nil); err == nil {
		t.Fatal("negative compute accepted")
	}
	if _, err := New(nil, &Options{Workers: 3, MaxWorkers: 2}); err == nil {
		t.Fatal("MaxWorkers below Workers accepted")
	}
	if _, err := New(nil, &Options{Workers: -1}); err == nil {
		t.Fatal("negative Workers accepted")
	}
	if _, err := New(nil, &Options{Workers: 1, Command: []string{"/nonexistent/codemode"}}); err != nil {
		t.Fatal(err) // the pool warms in the background; the run reports it
	}
	rt := newRT(t, nil, &Options{Workers: 1, Command: []string{"/nonexistent/codemode"}})
	if res := run(t, rt, context.Background(), `return 1`, nil); res.Error == nil || res.Error.Kind != runtime.KindWorkerExit || !strings.Contains(res.Error.Message, "could not start a worker") {
		t.Fatalf("got %v", res.Error)
	}
}

// TestConcurrentRuns: more runs than warm workers share the pool.
func TestConcurrentRuns(t *testing.T) {
	rt := newRT(t, nil, &Options{Workers: 2, MaxWorkers: 4})
	errs := make(chan error, 12)
	for i := 0; i < 12; i++ {
		go func() {
			res, err := rt.Run(context.Background(), runtime.Request{Program: fmt.Sprintf(`return (await tools.echo(%d)) * 2`, i), Namespaces: echoNS(nil)})
			if err == nil && (res.Error != nil || string(res.Value) != fmt.Sprint(i*2)) {
				err = fmt.Errorf("run %d: %s %v", i, res.Value, res.Error)
			}
			errs <- err
		}()
	}
	for i := 0; i < 12; i++ {
		if err := <-errs; err != nil {
			t.Error(err)
		}
	}
}

func TestFrames(t *testing.T) {
	var b strings.Builder
	m := &message{T: tCall, Run: 7, Call: 3, NS: 1, Fn: 2, Args: rawJSON(`{"a":"\ud800"}`)}
	if err := writeFrame(&b, m); err != nil {
		t.Fatal(err)
	}
	got, err := readFrame(strings.NewReader(b.String()), 1<<20, nil)
	if err != nil || got.Run != 7 || got.Call != 3 || got.NS != 1 || got.Fn != 2 || string(got.Args) != `{"a":"\ud800"}` {
		t.Fatalf("round trip: %+v %v", got, err)
	}
	if _, err := readFrame(strings.NewReader(b.String()), 10, nil); !errors.Is(err, errFrameTooLarge) {
		t.Fatalf("limit: %v", err)
	}
}

// FuzzReadFrame: arbitrary bytes from a worker never panic the reader.
func FuzzReadFrame(f *testing.F) {
	var b strings.Builder
	_ = writeFrame(&b, &message{T: tDone, Run: 1, Logs: []string{"x"}, Value: rawJSON(`1`)})
	f.Add([]byte(b.String()))
	f.Add([]byte{0, 0, 0, 2, '{', '}'})
	f.Add([]byte{0xff, 0xff, 0xff, 0xff})
	f.Fuzz(func(t *testing.T, data []byte) {
		_, _ = readFrame(strings.NewReader(string(data)), 1<<16, nil)
	})
}

// TestBudgetLatency measures the time from a budget's expiry to Run
// returning, in process and with process isolation (figures for the
// report; the assertion is loose because the machine is shared).
func TestBudgetLatency(t *testing.T) {
	if testing.Short() {
		t.Skip("timing")
	}
	const budget = 200 * time.Millisecond
	o := &runtime.Options{Compute: budget, Wall: 10 * budget}
	pr := newRT(t, o, &Options{Workers: 1})
	for _, tt := range []struct{ name, program string }{
		{"compute loop", `for (;;) {}`},
		{"wall never", `await tools.never({})`},
	} {
		limit := budget
		if tt.name == "wall never" {
			limit = 10 * budget
		}
		start := time.Now()
		res := run(t, pr, context.Background(), tt.program, echoNS(nil))
		over := time.Since(start) - limit
		if res.Error == nil || res.Error.Kind != runtime.KindTimeout {
			t.Fatalf("%s: %v", tt.name, res.Error)
		}
		t.Logf("process %s: returned %v after the budget", tt.name, over)
		if over > 2*time.Second {
			t.Errorf("%s: %v after the budget", tt.name, over)
		}
	}
	// The host's backstop: a worker that stops answering is killed
	// WallGrace after the wall-clock ceiling.
	hang := newRT(t, o, &Options{Workers: 1, Env: []string{envFake + "=hang"}})
	start := time.Now()
	res := run(t, hang, context.Background(), `1`, nil)
	t.Logf("process unresponsive worker: returned %v after the wall ceiling (%v)", time.Since(start)-10*budget, res.Error)
}

// TestStuckWorkerKilled: a run stuck in Go code (the test-binary hook
// inprocess.StuckHookEnv installs) ends at its budget as timeout, and the
// worker that ran it is killed — the stuck goroutine dies with it — and
// replaced: the next run works.
func TestStuckWorkerKilled(t *testing.T) {
	tests := []struct {
		name string
		opts runtime.Options
		msg  string
	}{
		{"wall", runtime.Options{Wall: 500 * time.Millisecond}, "wall-clock ceiling reached (500ms)"},
		{"compute", runtime.Options{Compute: 300 * time.Millisecond, Wall: time.Hour}, "compute budget exhausted (300ms busy)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rt := newRT(t, &tt.opts, &Options{Workers: 1, Env: []string{inprocess.StuckHookEnv + "=1"}})
			w := idleWorker(t, rt)
			start := time.Now()
			res := run(t, rt, context.Background(), `__stuckInGo(3600000, 0, true)`, nil)
			t.Logf("returned %v after the run started", time.Since(start))
			if res.Error == nil || res.Error.Kind != runtime.KindTimeout || res.Error.Message != tt.msg {
				t.Fatalf("got %s %v, want timeout: %s", res.Value, res.Error, tt.msg)
			}
			select {
			case <-w.exited:
			case <-time.After(10 * time.Second):
				t.Fatal("the worker whose run was stuck in Go code is still alive")
			}
			if res := run(t, rt, context.Background(), `return typeof __stuckInGo`, nil); res.Error != nil || string(res.Value) != `"function"` {
				t.Fatalf("next run: %s %v", res.Value, res.Error)
			}
		})
	}
}

// idleWorker waits for the warm pool's first worker and returns it.
func idleWorker(t testing.TB, rt *Runtime) *worker {
	t.Helper()
	deadline := time.Now().Add(StartTimeout)
	for {
		rt.mu.Lock()
		if len(rt.idle) > 0 {
			w := rt.idle[len(rt.idle)-1]
			rt.mu.Unlock()
			return w
		}
		rt.mu.Unlock()
		if time.Now().After(deadline) {
			t.Fatal("no worker started")
		}
		time.Sleep(5 * time.Millisecond)
	}
}
