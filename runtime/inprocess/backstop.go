package inprocess

import (
	"context"
	"fmt"
	"time"

	"github.com/codemode-go/codemode/runtime"
	"github.com/codemode-go/codemode/runtime/inprocess/internal/watchdog"
)

// StopGrace is how long a stopped run's goroutine has to return before
// the backstop answers without it. A run stops when a budget expires (the
// wall-clock ceiling, the compute budget, the memory watchdog), when its
// context is cancelled or its Runtime closed, or by itself; an interrupt
// ends the JavaScript within microseconds. A goroutine still running
// StopGrace later is stuck in Go code the interrupt cannot reach.
const StopGrace = 100 * time.Millisecond

// The backstop. goja's Interrupt is a flag its interpreter loop reads, so
// a run stuck in Go code — a builtin that computes for seconds, the
// parser, a deep unwinding — does not see it until that code returns, and
// Go cannot stop a goroutine from outside. So a run executes on a
// goroutine of its own while Run waits: for the result, or, once the run
// has stopped, for StopGrace more. Then Run returns the recorded outcome
// (the timeout, the abort, the memory budget's worker-exit) with the logs
// written so far, and the goroutine is quarantined (internal/watchdog): it
// can no longer log, call the host or report, its host context is
// cancelled, and the memory watchdog counts it until it returns.
//
// A run's result thus arrives at most StopGrace (plus scheduling) after
// its deadline whatever the program does; BenchmarkStuckExpiryToReturn
// measures it.

// supervise executes r — compiling its program with compile, then
// running it — on a goroutine of its own, under the wall-clock ceiling
// and the caller's cancellation, and returns its result or, once it has
// stopped and StopGrace has passed, the backstop's.
func (r *run) supervise(compile func() *compiled) runtime.Result {
	r.alive, r.aliveEnd = context.WithCancel(context.Background())
	r.hostCtx, r.hostCancel = context.WithCancel(r.parent)
	r.watched = watchdog.Watch(r.alive, r.opts.MemoryBytes, r.inJS.Load, r.halted, r.stopFail)
	wall := time.AfterFunc(r.opts.Wall, func() {
		r.stop(&outcome{fail: &runtime.Failure{Kind: runtime.KindTimeout, Message: fmt.Sprintf("wall-clock ceiling reached (%dms)", r.opts.Wall.Milliseconds())}, wall: true})
	})
	defer wall.Stop()
	stopCtx := context.AfterFunc(r.parent, func() { r.stopFail(runtime.KindAbort, causeText(r.parent)) })
	defer stopCtx()

	done := make(chan runtime.Result, 1)
	// A fresh goroutine, not a pooled one (internal/workers): under the
	// race detector a pooled goroutine's deep recursions through guarded
	// builtins ran several times slower (TestGuardedRecursionOverflow).
	go func() { done <- r.body(compile) }()
	select {
	case res := <-done:
		return res
	case <-r.halting:
	}
	grace := time.NewTimer(StopGrace)
	defer grace.Stop()
	select {
	case res := <-done:
		return res
	case <-grace.C:
	}
	return r.abandon(done)
}

// body is the run's goroutine: compile, execute, and tell the watchdog
// the goroutine has returned. A Go panic (in the compiler, say) fails
// only this run.
func (r *run) body(compile func() *compiled) (res runtime.Result) {
	defer r.aliveEnd()
	defer func() {
		if p := recover(); p != nil {
			r.stopFail(runtime.KindWorkerExit, fmt.Sprintf("worker error: internal panic: %v", p))
			res = r.finish()
		}
	}()
	c := compile()
	if c.err != nil { // RUN-1.4
		r.stopFail(runtime.KindException, c.err.Error())
		return r.finish()
	}
	return r.execute(c)
}

// abandon answers the caller without the run's goroutine: the recorded
// outcome through the ledger as it stands, after which the goroutine can
// no longer log or report. When the goroutine has materialised its result
// meanwhile, that result is on its way in done.
func (r *run) abandon(done <-chan runtime.Result) runtime.Result {
	r.outMu.Lock()
	if r.reported {
		r.outMu.Unlock()
		return <-done
	}
	r.abandoned = true
	r.mu.Lock()
	r.settled = true
	o := r.term
	r.jobs = nil
	r.mu.Unlock()
	res := r.materialise(o)
	r.outMu.Unlock()
	r.hostCancel()
	r.watched.Quarantine()
	return res
}
