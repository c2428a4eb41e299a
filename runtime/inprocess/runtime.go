// Package inprocess is the in-process goja backend of the code-runtime
// seam: every Run gets a fresh goja.Runtime driven by a per-run event loop
// on the caller's goroutine, with bindings, budgets, a lossless JSON
// boundary and console capture as the reference design specifies
// (reference/runtime-sdkgen.md §1–§8).
//
// # Prepared realms
//
// Building a guarded realm is most of what a short run costs, and none of
// it depends on the request, so a Runtime keeps a few realms built ahead
// (one per processor, up to four) by a builder goroutine that starts with
// its first Run and ends with Close. Each realm serves exactly one run and
// is then dropped: a prepared realm has never run program code. A run
// that finds none ready builds its own.
//
// A realm builds little of what its program does not use: goja builds
// most builtins on first use, and the sandbox guards each such builtin as
// goja builds it, in place (internal/guard/template.go, internal/guard/native.go), rather
// than forcing it into existence to wrap it. RegExp.prototype and the
// generator intrinsics, which a program reaches through literals, are
// built and guarded only when its compiled form has such a literal or it
// takes another way to them (guards.needLiterals).
//
// # Outcomes
//
// A throw or rejection of the program's own promise, a compile error and a
// too-deep recursion are exceptions whose message cites the model's
// TypeScript as NAME:LINE:COL with the offending line; a rejected binding
// call names its member at the program's position of the call, which a
// reply settling on a later job would otherwise lose (callsite.go).
// Following FAIL-3, an error raised outside that promise chain before
// completion — an uncaught throw in a timer callback, a rejected promise
// nobody handled — ends the run as worker-exit "worker error: <rendered
// error>". A program whose promise is pending with nothing left that could
// settle it (no timer, no host call in flight) ends at once as worker-exit
// "the program awaits a promise that nothing can settle: …" (FAIL-4);
// with a host call in flight the wall-clock ceiling decides, and its
// message names the calls in flight. A program that returns while tool
// calls or timers are pending completes once they are done, as a Node
// script does (SETTLE-1, settle.go). A Go panic
// during a run (in a host function, say) fails that run only, as
// worker-exit "worker error: internal panic: <value>".
//
// # Backstop
//
// A run executes on a goroutine of its own. Once it has stopped (a budget,
// cancellation, Close), Run returns within StopGrace even if that
// goroutine is stuck in Go code an interrupt cannot reach; the goroutine
// is quarantined until it returns, its memory still counted, and while
// the quarantine is too large new runs are refused (backstop.go,
// internal/watchdog/quarantine.go; Runtime.Quarantine reports it).
//
// # Limits
//
// At most MaxPendingTimers timers may be pending per run and the JS call
// stack is MaxCallStackSize frames deep. Binding arguments may not exceed
// Options.MemoryBytes of JSON text (worker-exit naming the memory budget).
// The memory budget is enforced by guards on the builtins that allocate
// (string repeat/pad/join, array and buffer constructors, JSON, eval: the
// size is checked before the allocation), and by a process-wide watchdog
// that stops a run whose live heap crosses its budget; see guard_*.go.
// A hard per-run cap needs the process backend (runtime/process).
// Console entries are Go strings, so a lone surrogate in a log entry
// becomes U+FFFD; values crossing the boundary keep lone surrogates as
// \u escapes.
package inprocess

import (
	"context"
	"errors"
	"sync"

	"github.com/codemode-go/codemode/runtime"
	"github.com/codemode-go/codemode/runtime/inprocess/internal/guard"
	"github.com/codemode-go/codemode/runtime/inprocess/internal/watchdog"
)

// MaxPendingTimers bounds the timers (setTimeout/setInterval) a run may
// have pending at once; one more throws a RangeError in the program.
const MaxPendingTimers = 10000

// MaxCallStackSize is the JS call depth beyond which a program fails with
// "RangeError: Maximum call stack size exceeded".
const MaxCallStackSize = guard.MaxCallStackSize

// Runtime is the in-process backend. It is safe for concurrent use.
type Runtime struct {
	opts   runtime.Options
	cache  programCache
	realms *realmPool
	// wrapBuiltins makes the guards wrap goja's builtins instead of
	// guarding them in place: the fallback when goja's layout is not the
	// one expected, which tests set to exercise it.
	wrapBuiltins bool
	// eagerBuiltins makes the guards guard goja's templated builtins when
	// the realm is built rather than when goja builds them: the fallback
	// when goja's template layout is not the one expected.
	eagerBuiltins bool

	mu     sync.Mutex
	closed bool
	live   map[*run]struct{}
	wg     sync.WaitGroup
}

var _ runtime.Runtime = (*Runtime)(nil)

// New returns a backend with the given budgets; nil means all defaults.
// It fails when opts does not validate (runtime.Options.Resolve).
func New(opts *runtime.Options) (*Runtime, error) {
	o, err := opts.Resolve()
	if err != nil {
		return nil, err
	}
	rt := &Runtime{opts: o, live: map[*run]struct{}{}}
	rt.realms = newRealmPool(rt, preparedRealms())
	return rt, nil
}

// Language reports "typescript".
func (*Runtime) Language() string { return "typescript" }

// Isolation reports "in-process": programs share the host's address space.
func (*Runtime) Isolation() string { return "in-process" }

// Run executes one program (RUN-1): misuse checks, the pre-abort check, the
// transpile step, then a fresh engine. Program outcomes are Results; the
// error is non-nil only for misuse.
func (rt *Runtime) Run(ctx context.Context, req runtime.Request) (runtime.Result, error) {
	rt.mu.Lock()
	if rt.closed {
		rt.mu.Unlock()
		return runtime.Result{}, errors.New("inprocess: Run called after disposal")
	}
	rt.wg.Add(1)
	rt.mu.Unlock()
	defer rt.wg.Done()

	if err := validateNamespaces(req.Namespaces); err != nil {
		return runtime.Result{}, err
	}
	if ctx.Err() != nil { // RUN-1.3
		return rt.preFailure(ctx, req, runtime.KindAbort, causeText(ctx)), nil
	}
	if q := watchdog.Quarantined(); q.Refusing {
		return rt.preFailure(ctx, req, runtime.KindWorkerExit, "worker error: runtime refusing runs: "+q.Reason), nil
	}
	r := rt.realms.take()
	defer rt.realms.refill()
	if r == nil {
		r = newRun(rt)
	}
	r.bind(ctx, req)
	rt.mu.Lock()
	if rt.closed {
		rt.mu.Unlock()
		return r.preFailure(runtime.KindAbort, "runtime disposed"), nil
	}
	rt.live[r] = struct{}{}
	rt.mu.Unlock()
	defer func() {
		rt.mu.Lock()
		delete(rt.live, r)
		rt.mu.Unlock()
	}()
	// The program compiles on the run's goroutine, under its wall-clock
	// ceiling: the parser is Go code a program's text can keep busy.
	return r.supervise(func() *compiled { return rt.cache.get(req.Program, filenameOf(req), paramsOf(req)) }), nil
}

// Close ends every live run as an abort "runtime disposed", waits until
// each has returned (a run stuck in Go code returns StopGrace later and
// stays quarantined), and makes later Runs fail. It is idempotent.
func (rt *Runtime) Close() error {
	rt.mu.Lock()
	rt.closed = true
	for r := range rt.live {
		r.stopFail(runtime.KindAbort, "runtime disposed")
	}
	rt.mu.Unlock()
	rt.wg.Wait()
	rt.realms.stop()
	return nil
}

// preFailure is the result of a run that fails before it needs a realm.
func (rt *Runtime) preFailure(ctx context.Context, req runtime.Request, kind runtime.Kind, msg string) runtime.Result {
	r := newRun(rt)
	r.bind(ctx, req)
	return r.preFailure(kind, msg)
}

// causeText is the abort message: the cancellation cause's text.
func causeText(ctx context.Context) string {
	if c := context.Cause(ctx); c != nil {
		return c.Error()
	}
	return context.Canceled.Error()
}
