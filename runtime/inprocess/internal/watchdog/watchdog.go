// Package watchdog is the in-process backend's memory watchdog and the
// quarantine of runs stuck in Go code (DESIGN §3.6). Both are
// process-wide — Go cannot attribute heap to a goroutine, and the stuck
// goroutines of every Runtime share the processors and the heap — so the
// package keeps one instance, which starts its sampling goroutine at the
// first Watch and stops it when no run is left: importing the package
// changes nothing.
//
// The engine registers each run with Watch, asks Admit before a large
// allocation (through the guards' Config.Admit), marks a run whose result
// the backstop returned with Run.Quarantine, and reads the quarantine
// with Quarantined.
package watchdog

import (
	"context"
	"fmt"
	goruntime "runtime"
	"sync"
	"time"

	"github.com/codemode-go/codemode/runtime"
)

// Interval is how often the memory watchdog samples the heap while any
// run is live.
const Interval = 5 * time.Millisecond

// The memory watchdog (DESIGN §3.6). Go cannot attribute heap to a
// goroutine, so the watchdog is process-wide: while runs are live it
// samples the heap every Interval and compares its growth over
// the live heap when the first of them started (as of the last collection)
// against the sum of the live runs' memory
// budgets. When growth crosses that sum — confirmed after a garbage
// collection, so garbage never counts — it stops one run as worker-exit
// with a message naming the memory budget: the oldest run that is
// executing JavaScript at that moment (a goroutine dump says which), else
// the oldest run. It then waits for that run to end before judging again.
//
// With one run per process (the CLI, and every worker of the process
// backend) this is a per-run memory limit, precise to about one sampling
// interval of allocation. With many concurrent runs it is a shared ceiling
// whose victim is a heuristic; exact per-run limits need process
// isolation. A builtin that allocates without returning to the
// interpreter cannot be interrupted at all: the size guards exist for that,
// and the engine's backstop (runtime/inprocess/backstop.go) returns such a run's result at its
// deadline while its goroutine runs on, quarantined. The watchdog keeps a
// quarantined run registered, its budget and its heap counted, until the
// goroutine returns; it never picks a run that was already stopped, and a
// heap over the limit while runs are quarantined puts the quarantine over
// budget: new runs are refused until the heap is back under (quarantine.go).

// Run is one run registered with the watchdog (Watch).
type Run struct {
	ctx    context.Context
	start  time.Time
	budget int64
	busy   func() bool // executing JavaScript now
	halted func() bool // stopped already: stopping it again does nothing
	stop   func(runtime.Kind, string)
	done   bool
	// quarantined: its result was returned while its goroutine runs on,
	// since quarantinedAt.
	quarantined   bool
	quarantinedAt time.Time
}

type watchdog struct {
	mu       sync.Mutex
	runs     map[*Run]struct{}
	baseline uint64
	victim   *Run
	running  bool
	lastGC   time.Time
	// overBudget is set when the heap crossed the limit while runs were
	// quarantined, with the growth it saw; cleared when the heap is back
	// under the limit or the quarantine is empty.
	overBudget bool
	overGrown  uint64
	// group counts groups of runs (a new baseline each): a judgement
	// measured for one group never stops a run of the next.
	group uint64
}

var memWatch = &watchdog{runs: map[*Run]struct{}{}}

// Watch registers a run with the watchdog until ctx (cancelled when the
// run's goroutine returns) is done: budget is its memory budget in bytes,
// busy reports whether the run is executing JavaScript at the moment,
// halted whether it was stopped, and stop stops it (with worker-exit and
// a message naming the memory budget) when the heap outgrows the budgets.
func Watch(ctx context.Context, budget int64, busy, halted func() bool, stop func(runtime.Kind, string)) *Run {
	w := &Run{ctx: ctx, start: time.Now(), budget: budget, busy: busy, halted: halted, stop: stop}
	memWatch.add(w)
	context.AfterFunc(ctx, func() { memWatch.remove(w) })
	return w
}

func (d *watchdog) add(w *Run) {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.pruneLocked()
	if len(d.runs) == 0 {
		d.baseline = startBaseline()
		d.group++
	}
	d.runs[w] = struct{}{}
	if !d.running {
		d.running = true
		go d.loop()
	}
}

// pruneLocked drops runs that have settled but whose removal (an
// AfterFunc goroutine) has not run yet, so a run never inherits the
// previous one's group and baseline. d.mu is held.
func (d *watchdog) pruneLocked() {
	for r := range d.runs {
		if r.ctx.Err() != nil {
			d.removeLocked(r)
		}
	}
}

func (d *watchdog) remove(w *Run) {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.removeLocked(w)
}

func (d *watchdog) removeLocked(w *Run) {
	w.done = true
	delete(d.runs, w)
	if d.victim == w {
		d.victim = nil
	}
	if d.quarantinedLocked() == 0 {
		d.overBudget = false
	}
}

func (d *watchdog) loop() {
	t := time.NewTicker(Interval)
	defer t.Stop()
	for range t.C {
		d.mu.Lock()
		if len(d.runs) == 0 {
			d.running = false
			d.mu.Unlock()
			return
		}
		limit := d.limitLocked()
		group := d.group
		// A victim that was quarantined will not end soon: judge again.
		waiting := d.victim != nil && !d.victim.quarantined
		d.mu.Unlock()
		if heapBytes() <= limit {
			d.underLimit()
			continue
		}
		if waiting {
			continue
		}
		// Over the line: collect garbage (at most every 100ms) and judge
		// the live heap against the limit of the runs live now.
		if time.Since(d.lastGC) < 100*time.Millisecond {
			continue
		}
		goruntime.GC()
		d.lastGC = time.Now()
		h := heapBytes()
		d.mu.Lock()
		d.pruneLocked()
		if len(d.runs) == 0 || d.group != group || (d.victim != nil && !d.victim.quarantined) {
			d.mu.Unlock()
			continue
		}
		if h <= d.limitLocked() {
			d.overBudget = false
			d.mu.Unlock()
			continue
		}
		grown := h - min(h, d.baseline)
		if d.quarantinedLocked() > 0 {
			d.overBudget, d.overGrown = true, grown
		}
		v := d.pick()
		d.victim = v
		d.mu.Unlock()
		if v != nil {
			v.stop(runtime.KindWorkerExit, fmt.Sprintf("worker error: %s: the heap grew by %d MiB while the run executed",
				budgetText(v.budget), grown>>20))
		}
	}
}

// underLimit records a sample under the limit: a quarantine that was over
// budget no longer is.
func (d *watchdog) underLimit() {
	d.mu.Lock()
	d.overBudget = false
	d.mu.Unlock()
}

// limitLocked is the heap the live runs may reach together: the baseline
// plus the sum of their budgets. d.mu is held.
func (d *watchdog) limitLocked() uint64 {
	var sum int64
	for w := range d.runs {
		sum += w.budget
	}
	return d.baseline + uint64(sum)
}

// Admit decides, on the run's own goroutine, whether one allocation of
// size bytes fits under the live runs' shared limit, collecting garbage
// first when it would not. The size guards call it before every large
// allocation: a loop of allocations each under its guard (new
// ArrayBuffer(64 MiB) forever) outruns any sampling interval.
func Admit(size int64) (ok bool, heap uint64) { return memWatch.admit(size) }

func (d *watchdog) admit(size int64) (ok bool, heap uint64) {
	d.mu.Lock()
	d.pruneLocked()
	limit := d.limitLocked()
	d.mu.Unlock()
	heap = heapBytes()
	if heap+uint64(size) <= limit {
		return true, heap
	}
	goruntime.GC()
	heap = heapBytes()
	return heap+uint64(size) <= limit, heap
}

// pick chooses the victim among the runs not stopped yet: the oldest
// executing JavaScript, else the oldest; nil when every run was stopped.
// d.mu is held.
func (d *watchdog) pick() *Run {
	var oldest, oldestBusy *Run
	for w := range d.runs {
		if w.quarantined || w.halted() {
			continue
		}
		if oldest == nil || w.start.Before(oldest.start) {
			oldest = w
		}
		if w.busy() && (oldestBusy == nil || w.start.Before(oldestBusy.start)) {
			oldestBusy = w
		}
	}
	if oldestBusy != nil {
		return oldestBusy
	}
	return oldest
}

// budgetText starts every memory-budget message, as the guards' and the
// runtime's own binding-argument check do: "memory budget exceeded
// (268435456 bytes)".
func budgetText(n int64) string {
	return fmt.Sprintf("memory budget exceeded (%d bytes)", n)
}
