package process

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	goruntime "runtime"
	"runtime/debug"
	"slices"
	"sync"
	"time"

	"github.com/codemode-go/codemode/runtime"
	"github.com/codemode-go/codemode/runtime/inprocess"
)

// The worker side. A worker is the host binary re-executed with
// envWorker set: WorkerMain, called first thing in main, sees the marker,
// serves runs over file descriptors 3 (from the host) and 4 (to the host)
// and exits. Runs execute one at a time in the in-process backend, whose
// guards and memory watchdog apply inside the worker as well; the OS
// address-space limit set when it is ready is the hard cap behind them.
// Before it reports ready, and so before it reads a program, the worker
// confines itself (confine.go). It runs with GOMAXPROCS 1 unless its
// environment sets GOMAXPROCS (the host's is inherited), and reads its
// pipes through Go's poller (pipe_unix.go): a binding call's reply then
// wakes one thread, the one that runs the program. A worker that waits
// on the host with nothing to compute (idle in the pool, or its run
// awaiting a binding call's reply) hands its free heap pages back to the
// kernel after quietAfter (quiet.go), so a pool of pending runs holds
// their live heaps, not the collector's headroom.

const (
	envWorker  = "CODEMODE_WORKER"
	envOptions = "CODEMODE_WORKER_OPTIONS"
	// envConfine is "1" when the worker confines itself (confine.go),
	// "userns" when it also runs in a user namespace of its own.
	envConfine = "CODEMODE_WORKER_CONFINE"
)

// workerFrameLimit bounds frames the worker accepts from the host.
const workerFrameLimit = 1 << 30

// WorkerMain turns the current process into a worker when it was started
// as one by this package, and otherwise returns at once. Call it first
// thing in main (and in TestMain of tests that use process isolation):
//
//	func main() {
//		process.WorkerMain()
//		…
//	}
//
// In a worker it never returns: it serves runs until the host closes the
// pipe, then exits the process.
func WorkerMain() {
	if os.Getenv(envWorker) != "1" {
		return
	}
	if os.Getenv("GOMAXPROCS") == "" {
		// A worker runs one program at a time on one goroutine: a
		// second processor only made each reply wake a second thread
		// that found nothing to do (futex and nanosleep per binding
		// call), and cost its caches' memory.
		goruntime.GOMAXPROCS(1)
	}
	pollable(3)
	pollable(4)
	in, out := os.NewFile(3, "codemode-host-in"), os.NewFile(4, "codemode-host-out")
	if in == nil || out == nil {
		fmt.Fprintln(os.Stderr, "codemode worker: missing host pipes")
		os.Exit(3)
	}
	os.Exit(serveWorker(in, out, os.Getenv(envOptions), os.Getenv(envConfine)))
}

// serveWorker is the worker's main loop; it returns the exit status.
func serveWorker(in io.Reader, out io.Writer, optsJSON, confine string) int {
	var opts runtime.Options
	if err := json.Unmarshal([]byte(optsJSON), &opts); err != nil {
		fmt.Fprintf(os.Stderr, "codemode worker: bad options: %v\n", err)
		return 3
	}
	resolved, err := opts.Resolve()
	if err != nil {
		fmt.Fprintf(os.Stderr, "codemode worker: %v\n", err)
		return 3
	}
	// The Go collector works harder as the heap nears its memory limit,
	// so the OS limit set below is reached only by allocations no
	// collection can satisfy (gcLimit).
	debug.SetMemoryLimit(gcLimit(resolved.MemoryBytes))
	rt, err := inprocess.New(&resolved)
	if err != nil {
		fmt.Fprintf(os.Stderr, "codemode worker: %v\n", err)
		return 3
	}
	var layers []Layer
	if confine != "" {
		// What the runtime would otherwise read from files lazily, read
		// now: the local time zone.
		_, _ = time.Now().Local().Zone()
		layers = confineWorker(resolved.MemoryBytes, confine == "userns")
	} else if _, err := limitAddressSpace(resolved.MemoryBytes); err != nil {
		fmt.Fprintf(os.Stderr, "codemode worker: memory limit: %v\n", err)
	}
	w := &workerConn{out: out, pending: map[uint64]runtime.Reply{}}
	w.quiet = newQuiet(w.idle)
	q := w.quiet
	if err := w.send(&message{T: tReady, Layers: layers}); err != nil {
		return 0
	}
	fr := frameReader(in)
	for {
		q.reading()
		m, err := readFrame(fr, workerFrameLimit, nil)
		if err != nil {
			return 0 // the host closed the pipe (or broke the protocol)
		}
		switch m.T {
		case tRun:
			w.mu.Lock()
			w.running++
			w.mu.Unlock()
			go w.run(rt, m)
		case tReply:
			w.mu.Lock()
			reply := w.pending[m.Call]
			delete(w.pending, m.Call)
			w.mu.Unlock()
			if reply == nil {
				continue
			}
			if m.Err != nil {
				reply(nil, replyError(*m.Err))
			} else {
				reply(json.RawMessage(m.Value), nil)
			}
		}
	}
}

// replyError carries a host rejection's text verbatim.
type replyError string

func (e replyError) Error() string { return string(e) }

type workerConn struct {
	wmu sync.Mutex
	out io.Writer

	mu      sync.Mutex
	pending map[uint64]runtime.Reply
	next    uint64
	running int // runs started and not yet done

	// quiet releases free memory while the worker waits (quiet.go); a
	// call sent and a run ended arm it too, since the worker then waits
	// without reading a new frame.
	quiet *quiet
}

// idle reports whether the worker has nothing to compute: no run, or a
// run with a binding call awaiting its reply (quiet.go).
func (w *workerConn) idle() bool {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.running == 0 || len(w.pending) > 0
}

func (w *workerConn) send(m *message) error {
	w.wmu.Lock()
	defer w.wmu.Unlock()
	return writeFrame(w.out, m)
}

// run executes one run frame and reports its result.
func (w *workerConn) run(rt *inprocess.Runtime, m *message) {
	req := runtime.Request{Program: m.Program, Filename: m.Filename, Servers: m.Servers}
	for i, ns := range m.Namespaces {
		n := runtime.Namespace{Global: ns.Global}
		if ns.ErrorClass != nil {
			n.ErrorClass = &runtime.ErrorClass{Name: ns.ErrorClass.Name, MemberProperty: ns.ErrorClass.MemberProperty}
		}
		for j, name := range ns.Functions {
			i, j := i, j
			n.Functions = append(n.Functions, runtime.Function{Name: name, AllArguments: slices.Contains(ns.AllArgs, j), Call: func(_ context.Context, args json.RawMessage, reply runtime.Reply) {
				w.mu.Lock()
				w.next++
				id := w.next
				w.pending[id] = reply
				w.mu.Unlock()
				w.quiet.arm()
				if err := w.send(&message{T: tCall, Run: m.Run, Call: id, NS: i, Fn: j, Args: rawJSON(args)}); err != nil {
					reply(nil, err)
				}
			}})
		}
		req.Namespaces = append(req.Namespaces, n)
	}
	if h := holeNamespace(); h != nil {
		req.Namespaces = append(req.Namespaces, *h)
	}
	req.OnLog = func(entry string) { _ = w.send(&message{T: tLog, Run: m.Run, Entry: entry}) }
	if m.Sources {
		req.Sources = &runtime.Sources{Replay: m.Replay, OnDraw: func(d runtime.Draw) { _ = w.send(&message{T: tDraw, Run: m.Run, Draw: &d}) }}
	}
	if m.Idle {
		req.OnIdle = func(timers bool) { _ = w.send(&message{T: tIdle, Run: m.Run, Timers: timers}) }
	}
	res, err := rt.Run(context.Background(), req)
	done := &message{T: tDone, Run: m.Run, Logs: res.Logs, Value: rawJSON(res.Value)}
	if err != nil {
		done.Misuse = err.Error()
	}
	if res.Error != nil {
		done.Failure = &wireFailure{Kind: string(res.Error.Kind), Message: res.Error.Message}
	}
	if done.Logs == nil {
		done.Logs = []string{}
	}
	// A goroutine stuck in Go code keeps a processor and its memory: the
	// host must not give this worker another run.
	done.Quarantined = rt.Quarantine().Runs > 0
	w.mu.Lock()
	w.pending = map[uint64]runtime.Reply{}
	w.running--
	w.mu.Unlock()
	w.quiet.arm()
	if err := w.send(done); err != nil {
		// The host waits for a done frame: one it cannot be sent must
		// still end the run, as a failure that says why.
		_ = w.send(&message{T: tDone, Run: m.Run, Logs: []string{}, Quarantined: done.Quarantined,
			Failure: &wireFailure{Kind: string(runtime.KindInvalidOutput), Message: "the completion cannot cross to the host: " + err.Error()}})
	}
}
