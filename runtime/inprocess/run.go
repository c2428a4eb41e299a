package inprocess

import (
	"container/heap"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"github.com/dop251/goja"
	"github.com/dop251/goja/parser"

	"github.com/codemode-go/codemode/runtime"
	"github.com/codemode-go/codemode/runtime/inprocess/internal/guard"
	"github.com/codemode-go/codemode/runtime/inprocess/internal/watchdog"
	"github.com/codemode-go/codemode/runtime/internal/inspect"
	"github.com/codemode-go/codemode/runtime/internal/langlib"
	"github.com/codemode-go/codemode/runtime/internal/ledger"
)

// haltSignal is the value every runtime-initiated Interrupt carries; the
// run's recorded outcome says why it stopped (H12: never an exception).
type haltSignal struct{}

func (haltSignal) String() string { return "run halted" }

// outcome is a run's terminal event: a completion (value may be nil), a
// failure, or the output-limit produced by the ledger.
type outcome struct {
	value   json.RawMessage
	fail    *runtime.Failure
	limited bool
	wall    bool // the wall-clock ceiling's timeout (settle.go)
}

// run is the state of one execution. Fields below loop-owned are touched
// only by the goroutine running the loop (the one that called Run).
type run struct {
	guards   *guard.Guards // the sandbox guards, once installed
	comp     *compiled     // the program being run, once execute starts
	v8       v8State       // rewording goja's TypeErrors (v8errors.go)
	rt       *Runtime
	req      runtime.Request
	opts     runtime.Options
	filename string
	parent   context.Context
	ledger   *ledger.Ledger

	// outMu guards the ledger, OnLog and abandoned: once the backstop
	// has abandoned the run (backstop.go), its goroutine, if it ever
	// returns to JavaScript, may no longer log or report.
	outMu     sync.Mutex
	abandoned bool
	reported  bool // finish materialised the result

	// halting is closed by the first stop: from then on the run has
	// StopGrace to return before the backstop abandons it.
	halting  chan struct{}
	haltOnce sync.Once
	// alive is cancelled when the run's goroutine returns, not when Run
	// does: the memory watchdog counts a quarantined run until then.
	alive    context.Context
	aliveEnd context.CancelFunc
	watched  *watchdog.Run
	// hostCtx is the context of the run's host calls, cancelled when
	// the run settles or is abandoned.
	hostCtx    context.Context
	hostCancel context.CancelFunc

	mu      sync.Mutex
	term    *outcome // first terminal event wins (RUN-3)
	settled bool
	jobs    []func() error
	vm      *goja.Runtime // set under mu once the engine exists
	halt    atomic.Bool
	inJS    atomic.Bool // inside a slice
	wake    chan struct{}

	// loop-owned
	busy         time.Duration
	watch        *time.Timer
	main         *goja.Promise
	pendingCalls int
	inflight     map[callKey]int // pendingCalls by member (settle.go)
	returned     bool            // the program returned with work pending (settle.go)
	early        *outcome        // its completion, encoded when it returned (settle.go)
	timers       timerHeap
	timerIDs     map[int64]*timer
	nextTimerID  int64
	timerSeq     uint64
	unhandled    []*goja.Promise
	mapper       *stackMapper
	objectProto  *goja.Object
	arrayProto   *goja.Object
	errorCtor    goja.Value
	stringFn     goja.Callable
	thenFn       goja.Callable
	resolved     goja.Value
	definePropFn goja.Value
	ins          *inspect.Inspector
	console      *goja.Object
	nsObjects    map[string]*goja.Object // the namespace objects by Global (imports.go)
	nsClasses    map[string]*goja.Object // their error classes by Global (unknowntool.go)
	cons         consoleState            // group indent, counts, timers (console_more.go)
	drawer       *runtime.Drawer         // set by inject when the request has Sources
	sites        []goja.StackFrame       // callSite's reused buffer
}

// newRun returns a run of rt that has no realm and no request yet:
// prepare gives it the one, bind the other.
func newRun(rt *Runtime) *run {
	return &run{rt: rt, opts: rt.opts, ledger: ledger.New(rt.opts.MaxOutputBytes), wake: make(chan struct{}, 1), halting: make(chan struct{})}
}

// bind gives the run its request and caller context.
func (r *run) bind(ctx context.Context, req runtime.Request) {
	r.req, r.parent, r.filename = req, ctx, filenameOf(req)
}

// filenameOf is the name diagnostics cite for req's program.
func filenameOf(req runtime.Request) string {
	if req.Filename == "" {
		return runtime.DefaultFilename
	}
	return req.Filename
}

// paramsOf are the injected names of req in PROG-3 order.
func paramsOf(req runtime.Request) []string {
	var ps []string
	for _, ns := range req.Namespaces {
		ps = append(ps, ns.Global)
	}
	for _, ns := range req.Namespaces {
		if ns.ErrorClass != nil {
			ps = append(ps, ns.ErrorClass.Name)
		}
	}
	return append(ps, "console")
}

// preFailure is a failure decided before execution (RUN-2, OUT-9).
func (r *run) preFailure(kind runtime.Kind, msg string) runtime.Result {
	defer r.release()
	return r.materialise(&outcome{fail: &runtime.Failure{Kind: kind, Message: msg}})
}

// release drops what the realm holds outside itself, once no program code
// can run in it: its registration with the deferred guards.
func (r *run) release() {
	if releaseHook != nil {
		releaseHook(r)
	}
	if r.guards != nil {
		r.guards.Release()
	}
}

// releaseHook, when set (by this package's tests), sees each run as its
// realm is released.
var releaseHook func(*run)

// stop records o as the terminal event unless one is already recorded, and
// halts the engine (from any goroutine).
func (r *run) stop(o *outcome) {
	r.mu.Lock()
	if r.term == nil && !r.settled {
		r.term = o
	}
	vm := r.vm
	r.mu.Unlock()
	r.halt.Store(true)
	if vm != nil {
		vm.Interrupt(haltSignal{})
	}
	select {
	case r.wake <- struct{}{}:
	default:
	}
	r.haltOnce.Do(func() { close(r.halting) })
}

func (r *run) stopFail(kind runtime.Kind, msg string) {
	r.stop(&outcome{fail: &runtime.Failure{Kind: kind, Message: msg}})
}

func (r *run) halted() bool { return r.halt.Load() }

// post queues a job for the loop from any goroutine; jobs after settlement
// are dropped (BIND-10).
func (r *run) post(job func() error) {
	r.mu.Lock()
	if r.settled {
		r.mu.Unlock()
		return
	}
	r.jobs = append(r.jobs, job)
	r.mu.Unlock()
	select {
	case r.wake <- struct{}{}:
	default:
	}
}

// execute runs the program on this goroutine until its outcome is known.
// The wall-clock ceiling and the caller's cancellation are armed by the
// backstop (backstop.go), which started this goroutine.
func (r *run) execute(c *compiled) (res runtime.Result) {
	defer r.hostCancel()
	defer func() {
		if p := recover(); p != nil { // a Go panic fails only this run
			r.stopFail(runtime.KindWorkerExit, fmt.Sprintf("worker error: internal panic: %v", p))
			res = r.finish()
		}
	}()
	if r.vm == nil {
		if err := r.prepare(); err != nil {
			r.stopFail(runtime.KindWorkerExit, "worker error: "+err.Error())
			return r.finish()
		}
	}
	vm := r.vm
	r.mapper = newStackMapper(c.src, r.filename)
	r.comp = c
	if note := c.src.Normalized(); note != "" {
		r.logLine(note) // what the model should know it wrote (issue #34)
	}

	r.watch = time.AfterFunc(time.Hour, func() {
		r.stopFail(runtime.KindTimeout, fmt.Sprintf("compute budget exhausted (%dms busy)", r.opts.Compute.Milliseconds())+r.guards.ComputeNote())
	})
	r.watch.Stop()
	defer r.watch.Stop()

	args, err := r.inject(vm)
	if err != nil {
		r.stopFail(runtime.KindWorkerExit, "worker error: "+err.Error())
		return r.finish()
	}
	if ims := c.src.Imports(); len(ims) > 0 {
		v, msg := r.importValues(vm, ims)
		if msg != "" {
			r.stopFail(runtime.KindException, msg)
			return r.finish()
		}
		args = append(args, v)
	}
	err = r.slice(func() error {
		r.guards.NeedLiterals(c.literals)
		if c.helpers {
			args = append(args[:len(args):len(args)], r.guards.BigIntHelpers()...)
		}
		if c.v8 {
			args = append(args[:len(args):len(args)], r.v8Helpers()...)
		}
		fnVal, err := vm.RunProgram(c.prog)
		if err != nil {
			return err
		}
		fn, ok := goja.AssertFunction(fnVal)
		if !ok {
			return errors.New("compiled program is not a function")
		}
		res, err := fn(goja.Undefined(), args...)
		if err != nil {
			return err
		}
		if obj, ok := res.(*goja.Object); ok {
			r.main, _ = obj.Export().(*goja.Promise)
		}
		if r.main == nil {
			return errors.New("program function did not return a promise")
		}
		return nil
	})
	r.handle(err, false)
	r.loop()
	return r.finish()
}

// slice runs one synchronous slice of JS under the compute budget (BUD-2):
// busy time accrues only here, and a watchdog interrupts the engine when
// the remaining budget runs out.
func (r *run) slice(f func() error) error {
	if r.halted() {
		return nil
	}
	remaining := r.opts.Compute - r.busy
	if remaining <= 0 {
		r.stopFail(runtime.KindTimeout, fmt.Sprintf("compute budget exhausted (%dms busy)", r.opts.Compute.Milliseconds())+r.guards.ComputeNote())
		return nil
	}
	r.watch.Reset(remaining)
	start := time.Now()
	r.inJS.Store(true)
	err := f()
	r.inJS.Store(false)
	r.busy += time.Since(start)
	r.watch.Stop()
	return err
}

// handle maps an error out of a slice. Inside a timer callback an uncaught
// exception ends the run as worker-exit (FAIL-3); elsewhere as exception.
func (r *run) handle(err error, inTimer bool) {
	if err == nil || r.halted() {
		return
	}
	var so *goja.StackOverflowError
	var ie *goja.InterruptedError
	var ex *goja.Exception
	switch {
	case errors.As(err, &ie):
		return
	case errors.As(err, &so):
		r.stopFail(runtime.KindException, "RangeError: Maximum call stack size exceeded"+r.mapper.framesText(so.Stack()))
	case errors.As(err, &ex):
		text, ok := r.render(ex.Value())
		if !ok {
			return
		}
		if inTimer {
			r.stopFail(runtime.KindWorkerExit, "worker error: "+text)
		} else {
			r.stopFail(runtime.KindException, text)
		}
	default:
		r.stopFail(runtime.KindWorkerExit, "worker error: "+err.Error())
	}
}

// loop drives host replies and timers until the outcome is known.
func (r *run) loop() {
	wait := time.NewTimer(time.Hour)
	defer wait.Stop()
	for {
		if r.check() {
			return
		}
		r.mu.Lock()
		jobs := r.jobs
		r.jobs = nil
		r.mu.Unlock()
		for _, job := range jobs {
			r.handle(r.slice(job), false)
			if r.check() {
				return
			}
		}
		ran := len(jobs) > 0
		now := time.Now()
		for len(r.timers) > 0 && !r.timers[0].when.After(now) {
			t := heap.Pop(&r.timers).(*timer)
			if t.cancelled {
				continue
			}
			if t.interval > 0 {
				t.when = now.Add(t.interval)
				r.timerSeq++
				t.seq = r.timerSeq
				heap.Push(&r.timers, t)
			} else {
				delete(r.timerIDs, t.id)
			}
			r.handle(r.slice(func() error { _, err := t.fn(goja.Undefined(), t.args...); return err }), true)
			ran = true
			if r.check() {
				return
			}
		}
		if ran {
			continue
		}
		r.mu.Lock()
		idle := len(r.jobs) == 0
		r.mu.Unlock()
		if idle && !r.outstanding() {
			// Nothing can ever settle the program: Node's worker would exit.
			r.stopFail(runtime.KindWorkerExit, neverSettles)
			return
		}
		if idle && r.req.OnIdle != nil {
			r.req.OnIdle(len(r.timerIDs) > 0)
		}
		var timerC <-chan time.Time
		if len(r.timers) > 0 {
			wait.Reset(time.Until(r.timers[0].when))
			timerC = wait.C
		}
		select {
		case <-r.wake:
		case <-timerC:
		}
		if !wait.Stop() {
			select {
			case <-wait.C:
			default:
			}
		}
	}
}

// check reports whether the run is over, deciding the outcome when the
// program's promise has settled or a dropped promise was rejected.
func (r *run) check() bool {
	if r.halted() {
		return true
	}
	if r.main != nil && r.settledMain() {
		r.complete()
		return true
	}
	for _, p := range r.unhandled {
		if p == r.main || p.State() != goja.PromiseStateRejected {
			continue
		}
		text, ok := r.render(p.Result())
		if ok {
			r.stopFail(runtime.KindWorkerExit, "worker error: "+text)
		}
		return true
	}
	r.unhandled = r.unhandled[:0]
	return false
}

// complete turns the settled program promise into the outcome (B3).
func (r *run) complete() {
	if r.halted() {
		return
	}
	if r.main.State() == goja.PromiseStateRejected {
		if text, ok := r.render(r.main.Result()); ok {
			r.stopFail(runtime.KindException, text)
		}
		return
	}
	o := r.early // encoded when the program returned (settle.go)
	if o == nil {
		o = r.completion()
	}
	if o != nil {
		r.stop(o)
	}
}

// completion is the outcome of the fulfilled program promise: its value
// encoded, or why it cannot be; nil when the run halted meanwhile.
func (r *run) completion() *outcome {
	v := r.main.Result()
	if goja.IsUndefined(v) {
		return &outcome{}
	}
	var text []byte
	var msg string
	var encErr error
	r.handle(r.slice(func() error {
		text, msg, encErr = r.encodeCompletion(v, r.opts.MaxOutputBytes)
		return nil
	}), false)
	switch {
	case r.halted() || encErr == errHalted:
		return nil
	case encErr == errTooLarge:
		return &outcome{limited: true} // no ledger can admit it (OUT-8)
	case encErr != nil:
		return &outcome{fail: &runtime.Failure{Kind: runtime.KindInvalidOutput, Message: msg}}
	}
	return &outcome{value: text}
}

// errTooLarge reports JSON text longer than the encoder's limit.
var errTooLarge = errors.New("value too large")

// encode converts v to JSON text of at most limit bytes, containing getter
// throws. A lossless value over the limit is errTooLarge.
// With hard set, encoding stops at the limit instead of validating the
// rest (used where no lossiness-first precedence applies).
func (r *run) encode(v goja.Value, limit int, hard bool) ([]byte, error) {
	e := getEncoder(r.objectProto, r.arrayProto, &r.halt, limit, hard)
	defer putEncoder(e)
	if _, isObj := v.(*goja.Object); !isObj {
		e.err = e.encode(v) // a primitive runs no JS: nothing to contain
	} else {
		e.v = v
		if ex := r.vm.Try(e.tryFn); ex != nil {
			if r.halted() {
				r.vm.Interrupt(haltSignal{}) // the catch swallowed our interrupt
				return nil, errHalted
			}
			return nil, errLossy
		}
	}
	if e.err != nil {
		return nil, e.err
	}
	if e.overflow {
		return nil, errTooLarge
	}
	return e.text(), nil
}

// render is FAIL-2: an Error's stack (or message), else String(v),
// computed under the budgets; ok is false when the run stopped meanwhile.
func (r *run) render(v goja.Value) (text string, ok bool) {
	_ = r.slice(func() error { // Try contains every error; halts are read below
		ex := r.vm.Try(func() {
			if obj, isObj := v.(*goja.Object); isObj && obj.ClassName() == "Error" {
				r.v8Fix(obj)
				if st := obj.Get("stack"); st != nil && !goja.IsUndefined(st) && !goja.IsNull(st) {
					text = r.mapper.mapStack(r.str(st))
					return
				}
				text = r.str(obj.Get("message"))
				return
			}
			text = r.str(v)
		})
		if ex != nil {
			text = unrenderable
		}
		return nil
	})
	if r.halted() {
		return "", false
	}
	return text, true
}

// str is String(v) through the String intrinsic captured at setup; a throw
// propagates as a goja panic to the enclosing Try.
func (r *run) str(v goja.Value) string {
	if v == nil {
		return "undefined"
	}
	if goja.IsString(v) {
		return v.String()
	}
	s, err := r.stringFn(goja.Undefined(), v)
	if err != nil {
		panic(err)
	}
	return s.String()
}

// finish settles the run and materialises its result (RUN-3).
func (r *run) finish() runtime.Result {
	defer r.release()
	r.mu.Lock()
	r.settled = true
	o := r.term
	r.jobs = nil
	r.mu.Unlock()
	r.hostCancel()
	cut := r.cutShort(o)
	r.timers, r.timerIDs = nil, nil
	r.outMu.Lock()
	defer r.outMu.Unlock()
	if r.abandoned {
		return runtime.Result{} // the backstop answered the caller already
	}
	if cut == "" {
		// Only now: once the backstop has answered, its result (and the
		// failure in it) belongs to the caller and is never amended.
		r.timedOutWaiting(o)
	}
	if cut != "" { // SETTLE-1: the value the program returned, and why the wait ended
		o = r.early
		if !r.ledger.Log(cut) {
			o = &outcome{limited: true}
		} else if r.req.OnLog != nil {
			r.req.OnLog(cut)
		}
	}
	r.reported = true
	return r.materialise(o)
}

// exitedEarly is the outcome of a run that settled with nothing recorded.
var exitedEarly = runtime.Failure{Kind: runtime.KindWorkerExit, Message: "worker exited with code 0 before completing"}

// materialise passes an outcome through the ledger (OUT-8); nil is
// exitedEarly. Past the start of the run, r.outMu is held.
func (r *run) materialise(o *outcome) runtime.Result {
	l := r.ledger
	if o == nil {
		f := exitedEarly
		o = &outcome{fail: &f}
	}
	if o.fail != nil {
		o.fail.Message = scrubGoDump(o.fail.Message)
	}
	if !o.limited {
		if o.fail != nil && l.FitsMessage(o.fail.Message) {
			return runtime.Result{Logs: l.Logs(), Error: o.fail}
		}
		if o.fail == nil && (o.value == nil || l.FitsValue(len(o.value))) {
			return runtime.Result{Logs: l.Logs(), Value: o.value}
		}
	}
	logs, msg := l.Limit()
	return runtime.Result{Logs: logs, Error: &runtime.Failure{Kind: runtime.KindOutputLimit, Message: msg}}
}

// prepare builds the run's realm, everything that does not depend on the
// request: intrinsics captured before any program can vandalise them, the
// language library, the sandbox guards and timers. A realm pool calls it
// ahead of the run (prepared.go); a run without a prepared realm calls it
// itself. A Go panic while preparing is an error.
func (r *run) prepare() (err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("internal panic: %v", p)
		}
	}()
	vm := goja.New()
	r.mu.Lock()
	r.vm = vm
	r.mu.Unlock()
	vm.SetMaxCallStackSize(MaxCallStackSize)
	// goja's parser follows a sourceMappingURL comment and reads the file
	// it names; code compiled at run time must never open a host file.
	vm.SetParserOptions(parser.WithDisableSourceMaps)
	r.objectProto = vm.NewObject().Prototype()
	r.v8.typeErrorProto = vm.Get("TypeError").ToObject(vm).Get("prototype").ToObject(vm)
	r.arrayProto = vm.NewArray().Prototype()
	r.errorCtor = vm.Get("Error")
	var ok bool
	if r.stringFn, ok = goja.AssertFunction(vm.Get("String")); !ok {
		return errNoIntrinsic
	}
	promiseProto := vm.Get("Promise").ToObject(vm).Get("prototype").ToObject(vm)
	if r.thenFn, ok = goja.AssertFunction(promiseProto.Get("then")); !ok {
		return errNoIntrinsic
	}
	p, resolve, _ := vm.NewPromise()
	if err := resolve(goja.Undefined()); err != nil {
		return err
	}
	r.resolved = vm.ToValue(p)
	r.definePropFn = vm.Get("Object").ToObject(vm).Get("defineProperty")
	vm.SetPromiseRejectionTracker(func(p *goja.Promise, op goja.PromiseRejectionOperation) {
		if op == goja.PromiseRejectionReject {
			r.unhandled = append(r.unhandled, p)
			return
		}
		for i, q := range r.unhandled {
			if q == p {
				r.unhandled = append(r.unhandled[:i], r.unhandled[i+1:]...)
				break
			}
		}
	})
	onGlobal := func(name string) {
		if r.guards != nil {
			r.guards.OnGlobal(name)
		}
	}
	base := vm.GlobalObject()
	timers := r.timerGlobals(vm)
	var rawJSON *langlib.RawJSON // the JSON.rawJSON objects, for the guarded JSON.stringify
	if withLanglib {
		beforeModule := func() {
			if r.guards != nil {
				r.guards.NeedLiterals(guard.AllLiterals)
			}
		}
		rawJSON = &langlib.RawJSON{}
		if err := langlib.Install(vm, &langlib.Options{OnGlobal: onGlobal, Globals: timers, BeforeModule: beforeModule, Rand: runEntropy{r}, RawJSON: rawJSON, Notice: r.logLine}); err != nil {
			return err
		}
	} else {
		for name, build := range timers {
			_ = base.DefineDataProperty(name, build(), goja.FLAG_TRUE, goja.FLAG_TRUE, goja.FLAG_FALSE)
		}
	}
	if err := r.installGuards(vm, base, rawJSON); err != nil { // sandbox guards, guards.go
		return err
	}
	r.console = r.newConsole(vm)
	return nil
}

// inject does the request's part of the realm on the run's goroutine:
// the binding budgets and the values the program function receives.
func (r *run) inject(vm *goja.Runtime) ([]goja.Value, error) {
	r.req.Namespaces = r.guards.Namespaces(r.req.Namespaces)
	if stuckHookEnabled() {
		installStuckHook(vm)
	}
	r.installSources(vm)
	return r.injected(vm)
}

// withLanglib is false only in benchmarks that measure what the language
// library adds to a realm (BenchmarkTrivialRunWithoutLanglib).
var withLanglib = true

// errNoIntrinsic reports a realm missing a builtin the runtime relies on.
var errNoIntrinsic = errors.New("engine lacks a required intrinsic")

func (r *run) rangeError(msg string) *goja.Object {
	ctor := r.vm.Get("RangeError")
	o, err := r.vm.New(ctor, r.vm.ToValue(msg))
	if err != nil {
		panic(err)
	}
	return o
}
