// Package process is the process-isolated backend of the code-runtime
// seam: every run executes in a worker subprocess — the host binary
// re-executed, running the in-process goja backend — under an OS memory
// limit, and talks to the host over a framed pipe protocol.
//
// # When to choose it
//
// The in-process backend (package runtime/inprocess) is faster (no
// process hop; see the benchmarks) and its guards stop every single
// allocation or uninterruptible loop known to end a Go process. But a Go
// process cannot cap the heap of one goroutine: growth spread over many
// steps is stopped only by a watchdog sampling the heap, and an operation
// no guard yet knows of could allocate past it in one step, a fatal,
// unrecoverable error for the whole process. Choose
// process isolation when programs are untrusted and the host must survive
// anything: a worker that crosses its memory budget dies alone, its run
// reports worker-exit naming the memory budget, and the pool replaces it.
// It needs Linux (RLIMIT_AS) and a binary that calls WorkerMain first in
// main. Workers are also confined by the kernel before they read a
// program (confine.go): namespaces, no_new_privs, Landlock, seccomp and
// rlimits, each reported by Runtime.Confinement.
//
// # Protocol
//
// Host and worker exchange length-prefixed JSON frames (protocol.go). The
// host treats the worker as hostile (reference BIND-12): frames over the
// size limit or malformed end the worker as worker-exit; messages for a
// run other than the current one, replies to unknown or already-answered
// call ids and messages after settlement are dropped; member lookup is by
// index into the host's own namespace list (a forged name never reaches
// anything else); argument and completion text is revalidated as JSON;
// logs and values pass through a host-side output ledger; a forged done
// carrying both a value and an error is the error.
//
// # Lifecycle
//
// A warm pool of Options.Workers workers is started by New. A run takes an
// idle worker (or starts one, up to Options.MaxWorkers), and gives it back
// when the run ends normally. A worker whose run was aborted, timed out on
// the wall clock, died, or ended as worker-exit is killed and replaced in
// the background, and so is a worker that answered while its run's
// goroutine was still stuck in Go code (the in-process backstop's
// quarantine): killing the process is the only way to stop that
// goroutine. Compute budgets are enforced inside the worker; the host
// adds the wall-clock ceiling (plus WallGrace) as a backstop that kills a
// worker that stops answering.
package process

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	goruntime "runtime"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/codemode-go/codemode/runtime"
	"github.com/codemode-go/codemode/runtime/internal/ledger"
)

// DefaultWorkers is the warm pool size when Options.Workers is zero.
const DefaultWorkers = 2

// WallGrace is how long after the wall-clock ceiling the host waits for a
// worker's own answer before killing it. The worker's in-process backstop
// answers within inprocess.StopGrace of its deadline even when the run is
// stuck in Go code, so WallGrace is reached only by a worker that stopped
// answering altogether; either way a run ends within 250 ms of its
// wall-clock ceiling.
const WallGrace = 200 * time.Millisecond

// StartTimeout bounds a worker's start-up (until it reports ready).
const StartTimeout = 10 * time.Second

// Options configure the worker pool. The zero value means the defaults.
type Options struct {
	// Workers is the number of idle workers kept warm. Default
	// DefaultWorkers.
	Workers int
	// MaxWorkers bounds the workers alive at once; a run waits for one
	// when all are busy. Default max(Workers, 4*GOMAXPROCS).
	MaxWorkers int
	// Command is the worker command line. Default: the current executable
	// (os.Executable) with no arguments; it must call WorkerMain first.
	Command []string
	// Env is added to the worker's environment (after the host's).
	Env []string
	// Unconfined starts workers without the kernel confinement of
	// confine.go (namespaces, no_new_privs, Landlock, seccomp, rlimits
	// other than the memory cap), for diagnosis and for the tests that
	// show what confinement denies. The memory cap stays.
	Unconfined bool

	// exited, when set (tests), is told how each worker process ended.
	exited func(*os.ProcessState)
	// refuseNamespaces, when set (tests), starts workers as if the kernel
	// had refused their namespaces for this reason.
	refuseNamespaces string
}

// Runtime is the process-isolated backend. It is safe for concurrent use.
type Runtime struct {
	opts  runtime.Options
	popts Options
	cmd   []string
	env   []string

	mu      sync.Mutex
	closed  bool
	idle    []*worker
	nlive   int
	avail   chan struct{}
	closeCh chan struct{}
	runs    sync.WaitGroup
	bg      sync.WaitGroup
	all     map[*worker]struct{}
	nextRun atomic.Uint64

	// noNamespaces is why workers start without namespaces of their own
	// (the kernel refused them once), or "" while they get them.
	noNamespaces atomic.Pointer[string]

	confMu    sync.Mutex
	confReady chan struct{} // closed by the first noteConfinement
	confDone  bool
	conf      Confinement
	confErr   error
}

var _ runtime.Runtime = (*Runtime)(nil)

// New starts a process-isolated backend with the run budgets opts (nil
// means all defaults) and the pool options popts (nil means defaults),
// and begins warming the pool. It fails when an option does not
// validate, when the platform is not supported, or when called inside a
// worker (a main that did not call WorkerMain first).
func New(opts *runtime.Options, popts *Options) (*Runtime, error) {
	o, err := opts.Resolve()
	if err != nil {
		return nil, err
	}
	if !Supported() {
		return nil, fmt.Errorf("process: isolation is not supported on %s", goruntime.GOOS)
	}
	if os.Getenv(envWorker) == "1" {
		return nil, errors.New("process: New called inside a worker: call process.WorkerMain first in main")
	}
	var p Options
	if popts != nil {
		p = *popts
	}
	if p.Workers < 0 || p.MaxWorkers < 0 {
		return nil, fmt.Errorf("process: Workers and MaxWorkers must not be negative")
	}
	if p.Workers == 0 {
		p.Workers = DefaultWorkers
	}
	if p.MaxWorkers == 0 {
		p.MaxWorkers = max(p.Workers, 4*goruntime.GOMAXPROCS(0))
	}
	if p.MaxWorkers < p.Workers {
		return nil, fmt.Errorf("process: MaxWorkers (%d) is below Workers (%d)", p.MaxWorkers, p.Workers)
	}
	cmd := p.Command
	if len(cmd) == 0 {
		exe, err := os.Executable()
		if err != nil {
			return nil, fmt.Errorf("process: locate the worker binary: %w", err)
		}
		cmd = []string{exe}
	}
	optJSON, err := json.Marshal(o)
	if err != nil {
		return nil, err
	}
	rt := &Runtime{
		opts: o, popts: p, cmd: cmd,
		env:     append([]string{envWorker + "=1", envOptions + "=" + string(optJSON)}, p.Env...),
		avail:   make(chan struct{}, 1),
		closeCh: make(chan struct{}),
		all:     map[*worker]struct{}{},

		confReady: make(chan struct{}),
	}
	if p.refuseNamespaces != "" {
		rt.noNamespaces.Store(&p.refuseNamespaces)
	}
	if p.Unconfined {
		rt.noteConfinement(Confinement{Layers: []Layer{{Name: "all", Detail: "workers start unconfined (Options.Unconfined)"}}}, nil)
	}
	rt.mu.Lock()
	for i := 0; i < p.Workers; i++ {
		rt.nlive++
		rt.warm()
	}
	rt.mu.Unlock()
	return rt, nil
}

// Language reports "typescript".
func (*Runtime) Language() string { return "typescript" }

// Isolation reports "process".
func (*Runtime) Isolation() string { return "process" }

// warm starts one worker in the background into the idle pool; rt.mu is
// held and rt.nlive already counts it.
func (rt *Runtime) warm() {
	rt.bg.Add(1)
	go func() {
		defer rt.bg.Done()
		w, err := rt.spawn()
		rt.mu.Lock()
		defer rt.mu.Unlock()
		if err != nil || rt.closed {
			rt.nlive--
			if w != nil {
				w.kill()
			}
			rt.signal()
			return
		}
		rt.idle = append(rt.idle, w)
		rt.signal()
	}()
}

func (rt *Runtime) signal() {
	select {
	case rt.avail <- struct{}{}:
	default:
	}
}

// acquire takes an idle worker, or starts one, or waits.
func (rt *Runtime) acquire(ctx context.Context) (*worker, error) {
	for {
		rt.mu.Lock()
		if rt.closed {
			rt.mu.Unlock()
			return nil, errDisposed
		}
		if n := len(rt.idle); n > 0 {
			w := rt.idle[n-1]
			rt.idle = rt.idle[:n-1]
			rt.mu.Unlock()
			select {
			case <-w.dead: // died while idle: replace it
				rt.discard(w)
				continue
			default:
			}
			return w, nil
		}
		if rt.nlive < rt.popts.MaxWorkers {
			rt.nlive++
			rt.mu.Unlock()
			w, err := rt.spawn()
			if err != nil {
				rt.mu.Lock()
				rt.nlive--
				rt.mu.Unlock()
				rt.signal()
				return nil, err
			}
			return w, nil
		}
		rt.mu.Unlock()
		select {
		case <-rt.avail:
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-rt.closeCh:
			return nil, errDisposed
		case <-time.After(50 * time.Millisecond):
		}
	}
}

var errDisposed = errors.New("runtime disposed")

// release returns a healthy worker to the pool, or kills it and keeps the
// pool warm.
func (rt *Runtime) release(w *worker, reuse bool) {
	rt.mu.Lock()
	if reuse && !rt.closed && len(rt.idle) < rt.popts.Workers {
		rt.idle = append(rt.idle, w)
		rt.mu.Unlock()
		rt.signal()
		return
	}
	rt.mu.Unlock()
	rt.discard(w)
}

// discard kills w and, unless closed, starts a replacement when the warm
// pool is short.
func (rt *Runtime) discard(w *worker) {
	w.kill()
	rt.mu.Lock()
	defer rt.mu.Unlock()
	rt.nlive--
	if !rt.closed && rt.nlive < rt.popts.Workers {
		rt.nlive++
		rt.warm()
	}
	rt.signal()
}

// Run executes one program in a worker (see the package documentation).
func (rt *Runtime) Run(ctx context.Context, req runtime.Request) (runtime.Result, error) {
	rt.mu.Lock()
	if rt.closed {
		rt.mu.Unlock()
		return runtime.Result{}, errors.New("process: Run called after disposal")
	}
	rt.runs.Add(1)
	rt.mu.Unlock()
	defer rt.runs.Done()
	if ctx.Err() != nil {
		return failed(runtime.KindAbort, causeText(ctx)), nil
	}
	w, err := rt.acquire(ctx)
	switch {
	case err == errDisposed:
		return failed(runtime.KindAbort, "runtime disposed"), nil
	case ctx.Err() != nil:
		return failed(runtime.KindAbort, causeText(ctx)), nil
	case err != nil:
		return failed(runtime.KindWorkerExit, "worker error: "+err.Error()), nil
	}
	res, reuse, misuse := rt.execute(ctx, w, req)
	rt.release(w, reuse)
	if misuse != nil {
		return runtime.Result{}, misuse
	}
	return res, nil
}

func failed(kind runtime.Kind, msg string) runtime.Result {
	return runtime.Result{Logs: []string{}, Error: &runtime.Failure{Kind: kind, Message: msg}}
}

func causeText(ctx context.Context) string {
	if c := context.Cause(ctx); c != nil {
		return c.Error()
	}
	return context.Canceled.Error()
}

// Close ends every in-flight run as an abort ("runtime disposed"), kills
// every worker, waits until all have exited, and makes later Runs fail.
// It is idempotent.
func (rt *Runtime) Close() error {
	rt.mu.Lock()
	if !rt.closed {
		rt.closed = true
		close(rt.closeCh)
	}
	rt.mu.Unlock()
	rt.runs.Wait()
	rt.bg.Wait()
	rt.mu.Lock()
	idle := rt.idle
	rt.idle = nil
	all := make([]*worker, 0, len(rt.all))
	for w := range rt.all {
		all = append(all, w)
	}
	rt.mu.Unlock()
	for _, w := range idle {
		w.kill()
	}
	for _, w := range all {
		w.kill()
		<-w.exited
	}
	return nil
}

// frameLimit bounds frames from a worker: the largest legitimate one is a
// binding call's arguments (at most the memory budget, enforced in the
// worker) or a completion (at most the output budget).
func (rt *Runtime) frameLimit() int {
	return int(min(rt.opts.MemoryBytes+2*int64(rt.opts.MaxOutputBytes)+1<<20, 1<<31-1))
}

// execute runs req on w until an outcome; reuse says whether w may serve
// another run.
func (rt *Runtime) execute(ctx context.Context, w *worker, req runtime.Request) (res runtime.Result, reuse bool, misuse error) {
	id := rt.nextRun.Add(1)
	for drained := false; !drained; { // junk sent while idle is dropped
		select {
		case m := <-w.msgs:
			m.free()
		default:
			drained = true
		}
	}
	run := &message{T: tRun, Run: id, Program: req.Program, Filename: req.Filename, Idle: req.OnIdle != nil, Servers: req.Servers}
	if req.Sources != nil {
		run.Sources, run.Replay = true, req.Sources.Replay
	}
	for _, ns := range req.Namespaces {
		wn := wireNamespace{Global: ns.Global, Functions: []string{}}
		if ns.ErrorClass != nil {
			wn.ErrorClass = &struct {
				Name           string `json:"name"`
				MemberProperty string `json:"memberProperty"`
			}{ns.ErrorClass.Name, ns.ErrorClass.MemberProperty}
		}
		for j, f := range ns.Functions {
			wn.Functions = append(wn.Functions, f.Name)
			if f.AllArguments {
				wn.AllArgs = append(wn.AllArgs, j)
			}
		}
		run.Namespaces = append(run.Namespaces, wn)
	}
	hostCtx, cancel := context.WithCancel(ctx)
	defer cancel()
	if h := runtime.HoldFrom(ctx); h != nil {
		// The run's large frames reserve host memory through its hold
		// before they are read (OUT-11, issue #44 item 4): the
		// completion's bytes stay reserved until the caller has sent
		// the answer.
		w.setHold(h, hostCtx)
		defer w.setHold(nil, nil)
	}
	if err := w.send(run); err != nil {
		return rt.death(w), false, nil
	}
	var settled atomic.Bool
	defer settled.Store(true)
	wall := time.NewTimer(rt.opts.Wall + WallGrace)
	defer wall.Stop()
	logLedger := ledger.New(rt.opts.MaxOutputBytes)
	seen := map[uint64]bool{}
	for {
		select {
		case m := <-w.msgs:
			if m.Run != id {
				m.free()
				continue // another run's, or forged: dropped
			}
			if m.T != tDone {
				m.free() // only the completion outlives its handling
			}
			switch m.T {
			case tCall:
				if seen[m.Call] {
					continue // each call id is served at most once
				}
				seen[m.Call] = true
				rt.call(hostCtx, w, req, m, &settled)
			case tLog:
				if logLedger.Log(m.Entry) && req.OnLog != nil {
					req.OnLog(m.Entry)
				}
			case tDraw: // checked: a hostile worker must not journal junk
				if req.Sources != nil && req.Sources.OnDraw != nil && m.Draw != nil && m.Draw.Validate() == nil && len(m.Draw.Bytes) <= maxDrawBytes {
					req.Sources.OnDraw(*m.Draw)
				}
			case tIdle:
				if req.OnIdle != nil {
					req.OnIdle(m.Timers)
				}
			case tDone:
				if m.Misuse != "" {
					return runtime.Result{}, true, errors.New(m.Misuse)
				}
				res := rt.validate(m)
				return res, !m.Quarantined && (res.Error == nil || res.Error.Kind != runtime.KindWorkerExit), nil
			}
		case <-w.dead:
			if ctx.Err() != nil { // its reader stopped waiting for host memory
				w.kill()
				return failed(runtime.KindAbort, causeText(ctx)), false, nil
			}
			return rt.death(w), false, nil
		case <-ctx.Done():
			w.kill()
			return failed(runtime.KindAbort, causeText(ctx)), false, nil
		case <-rt.closeCh:
			w.kill()
			return failed(runtime.KindAbort, "runtime disposed"), false, nil
		case <-wall.C:
			w.kill()
			return failed(runtime.KindTimeout, fmt.Sprintf("wall-clock ceiling reached (%dms)", rt.opts.Wall.Milliseconds())), false, nil
		}
	}
}

// call serves one binding call from the worker. The member is looked up
// by index in the host's own list; a reply is sent at most once and never
// after settlement.
func (rt *Runtime) call(ctx context.Context, w *worker, req runtime.Request, m *message, settled *atomic.Bool) {
	var once atomic.Bool
	reply := func(value json.RawMessage, err error) {
		if !once.CompareAndSwap(false, true) || settled.Load() {
			return
		}
		out := &message{T: tReply, Run: m.Run, Call: m.Call}
		if err != nil {
			s := err.Error()
			out.Err = &s
		} else if !validJSON(value) {
			s := "binding resolution must be lossless JSON"
			out.Err = &s
		} else {
			out.Value = rawJSON(value)
		}
		_ = w.send(out)
	}
	if m.NS < 0 || m.NS >= len(req.Namespaces) || m.Fn < 0 || m.Fn >= len(req.Namespaces[m.NS].Functions) {
		reply(nil, errors.New("unknown binding"))
		return
	}
	ns := req.Namespaces[m.NS]
	f := ns.Functions[m.Fn]
	if f.Call == nil {
		reply(nil, fmt.Errorf("unknown binding %q", ns.Global+"."+f.Name))
		return
	}
	if !validJSON(m.Args) {
		reply(nil, errors.New("binding arguments must be lossless JSON"))
		return
	}
	f.Call(ctx, json.RawMessage(m.Args), reply)
}

// validate rebuilds a worker's result field by field through a host-side
// ledger (BIND-12).
func (rt *Runtime) validate(m *message) runtime.Result {
	l := ledger.New(rt.opts.MaxOutputBytes)
	limited := false
	for _, e := range m.Logs {
		if !l.Log(e) {
			limited = true
			break
		}
	}
	var fail *runtime.Failure
	if m.Failure != nil {
		k := runtime.Kind(m.Failure.Kind)
		switch k {
		case runtime.KindException, runtime.KindTimeout, runtime.KindAbort, runtime.KindWorkerExit, runtime.KindInvalidOutput, runtime.KindOutputLimit:
		default:
			return failed(runtime.KindWorkerExit, "worker error: protocol violation: unknown failure kind")
		}
		fail = &runtime.Failure{Kind: k, Message: m.Failure.Message}
	}
	if fail == nil && m.Value != nil && !validJSON(m.Value) {
		return failed(runtime.KindWorkerExit, "worker error: protocol violation: the completion is not JSON")
	}
	if !limited {
		if fail != nil && (fail.Kind == runtime.KindOutputLimit || l.FitsMessage(fail.Message)) {
			return runtime.Result{Logs: append([]string{}, l.Logs()...), Error: fail}
		}
		if fail == nil && (m.Value == nil || l.FitsValue(len(m.Value))) {
			return runtime.Result{Logs: append([]string{}, l.Logs()...), Value: json.RawMessage(m.Value)}
		}
	}
	logs, msg := l.Limit()
	return runtime.Result{Logs: append([]string{}, logs...), Error: &runtime.Failure{Kind: runtime.KindOutputLimit, Message: msg}}
}

// death describes a worker that stopped answering: its OS memory limit,
// a protocol violation, or another exit.
func (rt *Runtime) death(w *worker) runtime.Result {
	w.kill()
	select {
	case <-w.exited:
	case <-time.After(2 * time.Second):
	}
	err := w.protocolError()
	if hm := (*runtime.HostMemoryError)(nil); errors.As(err, &hm) {
		return failed(runtime.KindOutputLimit, "the program's output was refused: "+hm.Error())
	}
	if err != nil {
		return failed(runtime.KindWorkerExit, "worker error: protocol violation: "+err.Error())
	}
	tail := w.stderr.String()
	if isMemoryDeath(tail) {
		return failed(runtime.KindWorkerExit, fmt.Sprintf("worker error: memory budget exceeded (%d bytes): the worker hit its OS memory limit and was stopped", rt.opts.MemoryBytes))
	}
	return failed(runtime.KindWorkerExit, "worker error: the worker process died ("+w.exitText()+")")
}

// isMemoryDeath recognises the Go runtime's fatal errors for an
// allocation the address-space limit refused (the race detector reports
// them as address-space collisions, or fails to allocate its shadow).
func isMemoryDeath(stderr string) bool {
	for _, s := range []string{"out of memory", "cannot allocate memory", "address space collisions", "runtime.(*mheap).sysAlloc", "ThreadSanitizer failed to allocate"} {
		if strings.Contains(stderr, s) {
			return true
		}
	}
	return false
}

// --- workers ---

type worker struct {
	cmd    *exec.Cmd
	in     io.WriteCloser
	wmu    sync.Mutex
	msgs   chan *message
	dead   chan struct{} // closed when the reader stops
	exited chan struct{} // closed when the process has been reaped
	stderr *tail

	mu       sync.Mutex
	readErr  error
	killOnce sync.Once
	// The current run's host memory hold and the context its
	// reservations wait under (nil between runs, or without a budget).
	hold    *runtime.Hold
	holdCtx context.Context
}

func (w *worker) setHold(h *runtime.Hold, ctx context.Context) {
	w.mu.Lock()
	w.hold, w.holdCtx = h, ctx
	w.mu.Unlock()
}

// reserve reserves n bytes of host memory for a frame of the current
// run; without a run or a budget it reserves nothing.
func (w *worker) reserve(n int) (func(), error) {
	w.mu.Lock()
	h, ctx := w.hold, w.holdCtx
	w.mu.Unlock()
	if h == nil {
		return nil, nil
	}
	return h.Reserve(ctx, int64(n))
}

// spawn starts a worker and waits until it is ready.
func (rt *Runtime) spawn() (*worker, error) {
	toR, toW, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	fromR, fromW, err := os.Pipe()
	if err != nil {
		toR.Close()
		toW.Close()
		return nil, err
	}
	st := &tail{max: 16 << 10}
	ns := !rt.popts.Unconfined && Supported() && rt.noNamespaces.Load() == nil && !skipLayer(LayerNamespaces)
	start := func(ns bool) (*exec.Cmd, error) {
		cmd := exec.Command(rt.cmd[0], rt.cmd[1:]...)
		cmd.Env = append(os.Environ(), rt.env...)
		switch {
		case rt.popts.Unconfined:
		case ns:
			cmd.Env = append(cmd.Env, envConfine+"=userns")
		default:
			cmd.Env = append(cmd.Env, envConfine+"=1")
		}
		cmd.ExtraFiles = []*os.File{toR, fromW}
		cmd.Stderr = st
		cmd.SysProcAttr = procAttr(ns)
		return cmd, cmd.Start()
	}
	cmd, err := start(ns)
	if err != nil && ns {
		// The kernel refused the namespaces (unprivileged user
		// namespaces disabled, a seccomp profile of the container…):
		// start without them from now on, and say why.
		why := "the kernel refused them: " + err.Error()
		rt.noNamespaces.Store(&why)
		ns = false
		cmd, err = start(false)
	}
	if err != nil {
		toR.Close()
		toW.Close()
		fromR.Close()
		fromW.Close()
		rt.noteConfinement(Confinement{}, fmt.Errorf("could not start a worker: %w", err))
		return nil, fmt.Errorf("could not start a worker: %w", err)
	}
	toR.Close()
	fromW.Close()
	w := &worker{cmd: cmd, in: toW, msgs: make(chan *message, 64), dead: make(chan struct{}), exited: make(chan struct{}), stderr: st}
	rt.mu.Lock()
	rt.all[w] = struct{}{}
	rt.mu.Unlock()
	go func() {
		_ = cmd.Wait()
		if rt.popts.exited != nil {
			rt.popts.exited(cmd.ProcessState)
		}
		fromR.Close()
		rt.mu.Lock()
		delete(rt.all, w)
		rt.mu.Unlock()
		close(w.exited)
	}()
	ready := make(chan bool, 1)
	var layers []Layer
	limit := rt.frameLimit()
	go func() {
		defer close(w.dead)
		first := true
		fr := frameReader(fromR)
		for {
			m, err := readFrame(fr, limit, w.reserve)
			if err != nil {
				if err != io.EOF && !errors.Is(err, os.ErrClosed) && !errors.Is(err, io.ErrUnexpectedEOF) {
					w.mu.Lock()
					w.readErr = err
					w.mu.Unlock()
				}
				if first {
					ready <- false
				}
				return
			}
			if first {
				first = false
				layers = m.Layers
				ready <- m.T == tReady
				continue
			}
			select {
			case w.msgs <- m:
			case <-w.exited:
				return
			}
		}
	}()
	select {
	case ok := <-ready:
		if !ok {
			w.kill()
			err := fmt.Errorf("a worker failed to start (%s)", w.stderrLine())
			rt.noteConfinement(Confinement{}, err)
			return nil, err
		}
		if !rt.popts.Unconfined {
			rt.noteConfinement(rt.confinement(ns, layers), nil)
		}
	case <-time.After(StartTimeout):
		w.kill()
		err := errors.New("a worker did not start within " + StartTimeout.String())
		rt.noteConfinement(Confinement{}, err)
		return nil, err
	}
	return w, nil
}

// confinement is a worker's report: the namespaces the host gave it,
// then the layers it applied itself (a worker's report is data, never
// trusted for more than display: a layer absent from it is inactive).
func (rt *Runtime) confinement(ns bool, reported []Layer) Confinement {
	l := Layer{Name: LayerNamespaces, Active: ns, Detail: namespaceDetail}
	if !ns {
		l.Detail = "not available on this platform"
		if skipLayer(LayerNamespaces) {
			l.Detail = "left out by the test build"
		} else if why := rt.noNamespaces.Load(); why != nil {
			l.Detail = *why
		}
	}
	c := Confinement{Layers: []Layer{l}}
	for _, name := range []string{LayerRlimits, LayerNoNewPrivs, LayerLandlock, LayerSeccomp} {
		got := Layer{Name: name, Detail: "not reported by the worker"}
		for _, r := range reported {
			if r.Name == name {
				got = Layer{Name: name, Active: r.Active, Detail: r.Detail}
			}
		}
		c.Layers = append(c.Layers, got)
	}
	return c
}

func (w *worker) send(m *message) error {
	w.wmu.Lock()
	defer w.wmu.Unlock()
	return writeFrame(w.in, m)
}

// kill ends the worker process (idempotent).
func (w *worker) kill() {
	w.killOnce.Do(func() {
		_ = w.cmd.Process.Kill()
		_ = w.in.Close()
	})
}

func (w *worker) protocolError() error {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.readErr
}

func (w *worker) exitText() string {
	select {
	case <-w.exited:
		if st := w.cmd.ProcessState; st != nil {
			return st.String()
		}
	default:
	}
	return "no exit status"
}

// stderrLine is the first line of the worker's diagnostics (never a Go
// stack trace).
func (w *worker) stderrLine() string {
	s := strings.TrimSpace(w.stderr.String())
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i]
	}
	if s == "" {
		return "no diagnostics"
	}
	return s
}

// tail keeps the first max bytes written to it (a worker's stderr).
type tail struct {
	mu  sync.Mutex
	max int
	b   []byte
}

func (t *tail) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if room := t.max - len(t.b); room > 0 {
		t.b = append(t.b, p[:min(room, len(p))]...)
	}
	return len(p), nil
}

func (t *tail) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return string(t.b)
}
