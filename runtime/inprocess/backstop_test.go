package inprocess

import (
	"context"
	"encoding/json"
	"errors"
	goruntime "runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/codemode-go/codemode/runtime"
	"github.com/codemode-go/codemode/runtime/inprocess/internal/watchdog"
)

// stuckRuntime returns a Runtime whose runs have __stuckInGo (testhook.go)
// and makes sure no stuck goroutine outlives the test.
func stuckRuntime(t *testing.T, o *runtime.Options) *Runtime {
	t.Helper()
	t.Setenv(StuckHookEnv, "1")
	rt := mustNew(t, o)
	t.Cleanup(func() {
		releaseStuck()
		waitDrained(t)
	})
	return rt
}

// waitDrained waits until the quarantine is empty: every stuck goroutine
// has returned.
func waitDrained(t testing.TB) {
	t.Helper()
	deadline := time.Now().Add(90 * time.Second)
	for watchdog.Quarantined().Runs > 0 {
		if time.Now().After(deadline) {
			buf := make([]byte, 1<<20)
			buf = buf[:goruntime.Stack(buf, true)]
			t.Fatalf("the quarantine did not drain: %+v\n%s", watchdog.Quarantined(), buf)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// waitRefusing waits until rt's quarantine refuses runs (its runs must
// settle first) and returns it.
func waitRefusing(t *testing.T, rt *Runtime) runtime.Quarantine {
	t.Helper()
	deadline := time.Now().Add(QuarantineSettle + 10*time.Second)
	for {
		q := rt.Quarantine()
		if q.Refusing {
			return q
		}
		if time.Now().After(deadline) {
			t.Fatalf("the quarantine never refused runs: %+v", q)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// stuckHost records what reaches the host: console entries through
// OnLog and calls of tools.echo.
type stuckHost struct {
	mu    sync.Mutex
	logs  []string
	calls atomic.Int64
}

func (h *stuckHost) request(program string) runtime.Request {
	return runtime.Request{
		Program: program,
		OnLog: func(e string) {
			h.mu.Lock()
			h.logs = append(h.logs, e)
			h.mu.Unlock()
		},
		Namespaces: []runtime.Namespace{{Global: "tools", Functions: []runtime.Function{{Name: "echo", Call: func(_ context.Context, a json.RawMessage, reply runtime.Reply) {
			h.calls.Add(1)
			reply(a, nil)
		}}}}},
	}
}

func (h *stuckHost) seen() []string {
	h.mu.Lock()
	defer h.mu.Unlock()
	return append([]string(nil), h.logs...)
}

// TestBackstopStuckInGo: whatever stops a run — the wall-clock ceiling,
// the compute budget, the caller's cancellation, Close — Run returns its
// result while the run's goroutine is still stuck in Go code (it is
// released only after Run returned, so without the backstop Run would
// never return). The result keeps the logs written before; the goroutine
// is quarantined, and once released it neither logs nor calls the host,
// and leaves the quarantine.
func TestBackstopStuckInGo(t *testing.T) {
	const program = `console.log("before"); __stuckInGo(3600000, 0, SPIN); console.log("after"); await tools.echo(1); return 1`
	tests := []struct {
		name string
		opts runtime.Options
		spin bool
		stop func(rt *Runtime, cancel context.CancelCauseFunc)
		kind runtime.Kind
		msg  string
	}{
		// The wall-clock ceiling includes compiling and building the realm,
		// which the race detector on a busy machine stretches.
		{name: "wall, blocked", opts: runtime.Options{Wall: 2 * time.Second}, kind: runtime.KindTimeout, msg: "wall-clock ceiling reached (2000ms)"},
		{name: "wall, spinning", opts: runtime.Options{Wall: 2 * time.Second}, spin: true, kind: runtime.KindTimeout, msg: "wall-clock ceiling reached (2000ms)"},
		{name: "compute, spinning", opts: runtime.Options{Compute: 150 * time.Millisecond, Wall: time.Hour}, spin: true, kind: runtime.KindTimeout, msg: "compute budget exhausted (150ms busy)"},
		{name: "cancelled", opts: runtime.Options{Wall: time.Hour}, kind: runtime.KindAbort, msg: "caller gave up",
			stop: func(_ *Runtime, cancel context.CancelCauseFunc) { cancel(errors.New("caller gave up")) }},
		{name: "closed", opts: runtime.Options{Wall: time.Hour}, spin: true, kind: runtime.KindAbort, msg: "runtime disposed",
			stop: func(rt *Runtime, _ context.CancelCauseFunc) { go rt.Close() }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			o := tt.opts
			rt := stuckRuntime(t, &o)
			ctx, cancel := context.WithCancelCause(context.Background())
			defer cancel(nil)
			if tt.stop != nil {
				entries := stuckEntries.Load()
				go func() {
					for stuckEntries.Load() == entries {
						time.Sleep(time.Millisecond)
					}
					tt.stop(rt, cancel)
				}()
			}
			h := &stuckHost{}
			spin := "false"
			if tt.spin {
				spin = "true"
			}
			res, err := rt.Run(ctx, h.request(strings.Replace(program, "SPIN", spin, 1)))
			if err != nil {
				t.Fatal(err)
			}
			q := rt.Quarantine()
			if res.Error == nil || res.Error.Kind != tt.kind || res.Error.Message != tt.msg {
				t.Fatalf("got %s %v, want %s: %s", res.Value, res.Error, tt.kind, tt.msg)
			}
			if strings.Join(res.Logs, "|") != "before" {
				t.Errorf("logs %q, want the one written before", res.Logs)
			}
			if q.Runs != 1 || q.MemoryBytes != rt.opts.MemoryBytes || q.Refusing {
				t.Errorf("quarantine while stuck: %+v, want one run holding its budget", q)
			}
			releaseStuck()
			waitDrained(t)
			if got := h.seen(); strings.Join(got, "|") != "before" {
				t.Errorf("OnLog saw %q after the run was abandoned", got)
			}
			if n := h.calls.Load(); n != 0 {
				t.Errorf("the abandoned run called the host %d times", n)
			}
		})
	}
}

// TestBackstopFastRunsUnaffected: runs that stop promptly are never
// quarantined, and a run that completes has its own result.
func TestBackstopFastRunsUnaffected(t *testing.T) {
	rt := mustNew(t, &runtime.Options{Compute: 100 * time.Millisecond, Wall: time.Hour})
	for _, p := range []string{`for (;;) {}`, `throw new Error("x")`, `return 7`} {
		run1(t, rt, context.Background(), p)
	}
	if q := rt.Quarantine(); q.Runs != 0 {
		t.Fatalf("quarantine after prompt runs: %+v", q)
	}
}

// TestQuarantineRefusesAtLimit: with watchdog.QuarantineLimit runs stuck, new runs
// are refused with a clear worker-exit until the goroutines return.
func TestQuarantineRefusesAtLimit(t *testing.T) {
	rt := stuckRuntime(t, &runtime.Options{Wall: 150 * time.Millisecond})
	n := watchdog.QuarantineLimit()
	var wg sync.WaitGroup
	for i := 0; i < n; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			res, err := rt.Run(context.Background(), runtime.Request{Program: `__stuckInGo(3600000, 0, false)`})
			if err != nil || res.Error == nil || res.Error.Kind != runtime.KindTimeout {
				t.Errorf("stuck run: %v %v", res.Error, err)
			}
		}()
	}
	wg.Wait()
	q := waitRefusing(t, rt)
	if q.Runs != n || !strings.Contains(q.Reason, "quarantined") {
		t.Fatalf("quarantine: %+v, want %d runs and refusing", q, n)
	}
	res := run1(t, rt, context.Background(), `return 1`)
	if res.Error == nil || res.Error.Kind != runtime.KindWorkerExit || !strings.Contains(res.Error.Message, "runtime refusing runs: ") || !strings.Contains(res.Error.Message, q.Reason) {
		t.Fatalf("run during the quarantine: %s %v", res.Value, res.Error)
	}
	releaseStuck()
	waitDrained(t)
	if res := run1(t, rt, context.Background(), `return 1`); res.Error != nil || string(res.Value) != "1" {
		t.Fatalf("run after the quarantine drained: %s %v", res.Value, res.Error)
	}
}

// TestQuarantineCountsMemory: a stuck run that holds more than its memory
// budget ends as worker-exit naming it (the watchdog stops it and the
// backstop answers), stays counted while it is stuck, and puts the
// quarantine over budget: new runs are refused until it returns and its
// memory is collected.
func TestQuarantineCountsMemory(t *testing.T) {
	rt := stuckRuntime(t, &runtime.Options{MemoryBytes: 16 << 20, Wall: time.Hour})
	res := run1(t, rt, context.Background(), `__stuckInGo(3600000, 96 * 1024 * 1024, false)`)
	if res.Error == nil || res.Error.Kind != runtime.KindWorkerExit || !strings.Contains(res.Error.Message, "memory budget exceeded (16777216 bytes)") {
		t.Fatalf("got %s %v", res.Value, res.Error)
	}
	q := waitRefusing(t, rt)
	if q.Runs != 1 || !strings.Contains(q.Reason, "the heap grew by") {
		t.Fatalf("quarantine: %+v, want one run, over budget", q)
	}
	if res := run1(t, rt, context.Background(), `return 1`); res.Error == nil || !strings.Contains(res.Error.Message, "runtime refusing runs: the heap grew by") {
		t.Fatalf("run during the quarantine: %s %v", res.Value, res.Error)
	}
	releaseStuck()
	waitDrained(t)
	if q := rt.Quarantine(); q.Refusing {
		t.Fatalf("quarantine after draining: %+v", q)
	}
	if res := run1(t, rt, context.Background(), `return 1`); res.Error != nil || string(res.Value) != "1" {
		t.Fatalf("run after the quarantine drained: %s %v", res.Value, res.Error)
	}
}

// TestBackstopCompilePanic: a Go panic while compiling (a parser bug)
// fails the run as worker-exit; Run does not panic.
func TestBackstopCompilePanic(t *testing.T) {
	rt := mustNew(t, nil)
	r := newRun(rt)
	r.bind(context.Background(), runtime.Request{Program: "return 1"})
	res := r.supervise(func() *compiled { panic("parser bug") })
	if res.Error == nil || res.Error.Kind != runtime.KindWorkerExit || res.Error.Message != "worker error: internal panic: parser bug" {
		t.Fatalf("got %s %v", res.Value, res.Error)
	}
}

// TestStuckHookNeedsEnvironment: without StuckHookEnv no run has the hook.
func TestStuckHookNeedsEnvironment(t *testing.T) {
	t.Setenv(StuckHookEnv, "")
	rt := mustNew(t, nil)
	if res := run1(t, rt, context.Background(), `return typeof __stuckInGo`); string(res.Value) != `"undefined"` {
		t.Fatalf("typeof __stuckInGo = %s %v", res.Value, res.Error)
	}
}
