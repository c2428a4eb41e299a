package inprocess

import (
	"context"
	"fmt"
	goruntime "runtime"
	"runtime/metrics"
	"sync"
	"time"

	"github.com/codemode-go/codemode/runtime"
)

// WatchdogInterval is how often the memory watchdog samples the heap while
// any run is live.
const WatchdogInterval = 5 * time.Millisecond

// The memory watchdog (DESIGN §3.6). Go cannot attribute heap to a
// goroutine, so the watchdog is process-wide: while runs are live it
// samples the heap every WatchdogInterval and compares its growth over
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
// interpreter cannot be interrupted at all: the size guards exist for that.

type watchedRun struct {
	ctx    context.Context
	start  time.Time
	budget int64
	busy   func() bool // executing JavaScript now
	stop   func(runtime.Kind, string)
	done   bool
}

type watchdog struct {
	mu       sync.Mutex
	runs     map[*watchedRun]struct{}
	baseline uint64
	victim   *watchedRun
	running  bool
	lastGC   time.Time
}

var memWatch = &watchdog{runs: map[*watchedRun]struct{}{}}

// watchRun registers a run with the watchdog until ctx (the run's host
// context, cancelled when it settles) is done; busy reports whether the
// run is executing JavaScript at the moment.
func watchRun(ctx context.Context, budget int64, busy func() bool, stop func(runtime.Kind, string)) {
	w := &watchedRun{ctx: ctx, start: time.Now(), budget: budget, busy: busy, stop: stop}
	memWatch.add(w)
	context.AfterFunc(ctx, func() { memWatch.remove(w) })
}

func (d *watchdog) add(w *watchedRun) {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.pruneLocked()
	if len(d.runs) == 0 {
		d.baseline = startBaseline()
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
			r.done = true
			delete(d.runs, r)
			if d.victim == r {
				d.victim = nil
			}
		}
	}
}

func (d *watchdog) remove(w *watchedRun) {
	d.mu.Lock()
	defer d.mu.Unlock()
	w.done = true
	delete(d.runs, w)
	if d.victim == w {
		d.victim = nil
	}
}

func (d *watchdog) loop() {
	t := time.NewTicker(WatchdogInterval)
	defer t.Stop()
	for range t.C {
		d.mu.Lock()
		if len(d.runs) == 0 {
			d.running = false
			d.mu.Unlock()
			return
		}
		limit := d.limitLocked()
		waiting := d.victim != nil
		d.mu.Unlock()
		if waiting || heapBytes() <= limit {
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
		if len(d.runs) == 0 || d.victim != nil || h <= d.limitLocked() {
			d.mu.Unlock()
			continue
		}
		v := d.pick()
		d.victim = v
		grown := h - min(h, d.baseline)
		d.mu.Unlock()
		v.stop(runtime.KindWorkerExit, fmt.Sprintf("worker error: %s: the heap grew by %d MiB while the run executed",
			budgetText(v.budget), grown>>20))
	}
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

// admit decides, on the run's own goroutine, whether one allocation of
// size bytes fits under the live runs' shared limit, collecting garbage
// first when it would not. The size guards call it before every large
// allocation: a loop of allocations each under its guard (new
// ArrayBuffer(64 MiB) forever) outruns any sampling interval.
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

// pick chooses the victim: the oldest run executing JavaScript, else the
// oldest run. d.mu is held.
func (d *watchdog) pick() *watchedRun {
	var oldest, oldestBusy *watchedRun
	for w := range d.runs {
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

var heapSample = []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}, {Name: "/gc/heap/live:bytes"}}
var heapMu sync.Mutex

// heapBytes is the heap occupied by objects, live or not yet swept.
func heapBytes() uint64 {
	heapMu.Lock()
	defer heapMu.Unlock()
	metrics.Read(heapSample)
	if heapSample[0].Value.Kind() != metrics.KindUint64 {
		var m goruntime.MemStats
		goruntime.ReadMemStats(&m)
		return m.HeapAlloc
	}
	return heapSample[0].Value.Uint64()
}

// liveHeapBytes is the heap the last collection found live (garbage left
// by earlier runs does not count against the next), or heapBytes when the
// runtime does not report it.
func liveHeapBytes() uint64 {
	heapMu.Lock()
	metrics.Read(heapSample)
	live := heapSample[1].Value
	heapMu.Unlock()
	if live.Kind() != metrics.KindUint64 || live.Uint64() == 0 {
		return heapBytes()
	}
	return min(live.Uint64(), heapBytes())
}

// startBaseline is the heap a group of runs starts from. A heap of more
// than baselineCollect bytes may be an earlier run's garbage, or data that
// was live when the last collection ran (during that run): it is collected
// first, so no run inherits another's allocations.
func startBaseline() uint64 {
	if heapBytes() > baselineCollect {
		goruntime.GC()
		return heapBytes()
	}
	return liveHeapBytes()
}

// baselineCollect is the heap size above which a new group of runs
// collects garbage before taking its baseline.
const baselineCollect = 32 << 20
