package runcode_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/registry/failure"
	"github.com/codemode-go/codemode/runcode"
	"github.com/codemode-go/codemode/state"
)

// errDrain is how a server stops a call when its drain runs out.
var errDrain = fmt.Errorf("the test server is stopping: %w", registry.ErrDraining)

// drainReplica is one replica of a test deployment: a registry over a
// shared store with the tools "read" (returns its arguments) and "slow",
// which blocks until its call is cancelled when block is set.
type drainReplica struct {
	r       *rig
	reads   atomic.Int64
	slows   atomic.Int64
	entered chan struct{}
}

func newDrainReplica(t *testing.T, store state.Store, block bool, journalCap int) *drainReplica {
	t.Helper()
	d := &drainReplica{entered: make(chan struct{}, 4)}
	read := registry.Tool{Name: "read", Description: "Return the arguments.", ConcurrencySafe: func(json.RawMessage) bool { return true },
		Execute: func(_ context.Context, e *registry.Execution) (json.RawMessage, error) {
			d.reads.Add(1)
			return e.Arguments(), nil
		}}
	slow := registry.Tool{Name: "slow", Description: "Return the arguments, slowly.", ConcurrencySafe: func(json.RawMessage) bool { return true },
		Execute: func(ctx context.Context, e *registry.Execution) (json.RawMessage, error) {
			d.slows.Add(1)
			d.entered <- struct{}{}
			if block {
				<-ctx.Done()
				return nil, context.Cause(ctx)
			}
			return e.Arguments(), nil
		}}
	d.r = newReg(t, &registry.Options{Mode: registry.ModeCode}, &runcode.Options{Runtime: inproc(t), State: store, SealKey: sealKey, MaxJournalBytes: journalCap}, read, slow)
	return d
}

// TestDrainSuspends: a run that a drain stops (its context cancelled with
// ErrDraining) suspends when it can be resumed — the calls it completed
// journaled, the call it interrupted pending — and another replica over
// the same store resumes it; a run that cannot be resumed, or a cancel
// that is not a drain, ends as abort.
func TestDrainSuspends(t *testing.T) {
	const interrupted = `
		const r = Math.random();
		const a = await tools.read({ n: 1 });
		console.log("drew " + r);
		let b;
		try { b = await tools.slow({ n: 2 }); } catch (e) { b = "denied: " + e.message; }
		return { r, a, b };`
	const idle = `
		const r = Math.random();
		console.log("drew " + r);
		await new Promise(done => setTimeout(done, 500)); // the drain lands first: it is synchronous with the log
		return { r, a: null, b: null };`
	cases := []struct {
		name       string
		code       string
		cause      error
		journalCap int
		onLog      bool // drain at the first console entry, not when slow is entered
		decision   runcode.ResumeDecision
		pending    string // the suspension's pending calls; "" means the run ends as abort
		wantB      string // the resumed run's b
		slowsOnB   int64
	}{
		{name: "interrupted call approved", code: interrupted, cause: errDrain, decision: runcode.ResumeApprove,
			pending: `[{"tool":"slow","arguments":{"n":2}}]`, wantB: `{"n":2}`, slowsOnB: 1},
		{name: "interrupted call denied", code: interrupted, cause: errDrain, decision: runcode.ResumeDeny,
			pending: `[{"tool":"slow","arguments":{"n":2}}]`, wantB: `"denied: the user denied tool \"slow\""`, slowsOnB: 0},
		{name: "nothing in flight", code: idle, cause: errDrain, onLog: true, decision: runcode.ResumeApprove,
			pending: `[]`, wantB: `null`},
		{name: "journal over its cap", code: `for (let i = 0; i < 5000; i++) Math.random();` + interrupted, cause: errDrain, journalCap: 4 << 10},
		{name: "not a drain", code: interrupted, cause: errors.New("the client went away")},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			store := state.NewMemory(nil)
			a := newDrainReplica(t, store, true, tc.journalCap)
			b := newDrainReplica(t, store, false, tc.journalCap)
			ctx, stop := context.WithCancelCause(context.Background())
			defer stop(nil)
			c := runCode(tc.code)
			var logged atomic.Bool
			if tc.onLog {
				c.OnLog = func(string) {
					if !logged.Swap(true) {
						stop(tc.cause)
					}
				}
			} else {
				go func() {
					<-a.entered
					stop(tc.cause)
				}()
			}
			res := a.r.Call(ctx, c)
			if tc.pending == "" {
				// An abort: the runtime's, naming the cause, or the
				// pipeline's when the program caught its call's rejection
				// and returned first.
				if !res.IsError || (res.Code != failure.Aborted && !strings.Contains(text(res), tc.cause.Error())) {
					t.Fatalf("run stopped by %q = %s %s, want an abort", tc.cause, res.Value, text(res))
				}
				if _, ok := runcode.SuspensionOf(res); ok {
					t.Fatal("the run suspended")
				}
				return
			}
			s := suspended(t, res)
			if got := jsonOf(s.Pending); got != tc.pending {
				t.Fatalf("pending = %s, want %s", got, tc.pending)
			}
			if len(s.Logs) != 1 || !strings.HasPrefix(s.Logs[0], "drew ") {
				t.Fatalf("suspension logs = %q", s.Logs)
			}
			if !strings.Contains(text(res), "Run suspended") {
				t.Errorf("suspension text = %q", text(res))
			}
			done := b.r.Resume(context.Background(), runCode(tc.code), runcode.Resume{Token: s.Resume, Decision: tc.decision})
			if done.IsError {
				t.Fatalf("resume on the other replica: %s", text(done))
			}
			var v struct {
				Logs  []string
				Value struct {
					A json.RawMessage
					B json.RawMessage
				}
			}
			if err := json.Unmarshal(done.Value, &v); err != nil {
				t.Fatal(err)
			}
			// The random value drawn before the drain repeats, and the
			// completed read is answered from the journal, not run again.
			if len(v.Logs) == 0 || v.Logs[0] != s.Logs[0] {
				t.Errorf("resumed logs %q; the suspended run logged %q", v.Logs, s.Logs[0])
			}
			if string(v.Value.B) != tc.wantB {
				t.Errorf("resumed b = %s, want %s", v.Value.B, tc.wantB)
			}
			if b.reads.Load() != 0 || b.slows.Load() != tc.slowsOnB {
				t.Errorf("replica B ran read %d and slow %d times, want 0 and %d", b.reads.Load(), b.slows.Load(), tc.slowsOnB)
			}
			if again := b.r.Resume(context.Background(), runCode(tc.code), runcode.Resume{Token: s.Resume, Decision: tc.decision}); !errors.Is(again.Err, runcode.ErrTokenUsed) {
				t.Errorf("second resume = %s, want the token used", text(again))
			}
		})
	}
}
