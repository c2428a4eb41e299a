package watchdog

import (
	"fmt"
	goruntime "runtime"
	"time"

	"github.com/codemode-go/codemode/runtime"
)

// The quarantine: runs whose result the engine's backstop returned
// (runtime/inprocess/backstop.go)
// while their goroutines, stuck in Go code, run on. It is process-wide,
// like the memory watchdog that keeps it: the stuck goroutines of every
// Runtime in the process share its processors and its heap.
//
// A quarantined goroutine cannot be stopped, only waited for. It drains
// when it returns by itself (a builtin that runs for seconds and then
// yields to the interpreter, whose pending interrupt ends it at once).
// One that never returns stays counted until the process exits: the
// quarantine then tells its owner (a server's readiness probe) that the
// process needs a restart.
//
// Runs are refused, as worker-exit with a message that says why, while
//
//   - the quarantine holds QuarantineLimit runs or more that have been
//     stuck for QuarantineSettle: each may keep a processor busy, and new
//     runs would share what is left; or
//   - the heap crossed the watchdog's limit (the baseline plus the budgets
//     of every registered run, the quarantined included) while runs were
//     quarantined, until a sample finds it back under the limit.
//
// The settling time keeps a busy machine from refusing runs: there a run
// whose Go code ends a little after its stop (a guard's loop that the
// race detector slows tenfold, a goroutine waiting for a processor) is
// quarantined for a moment and drains by itself. A heap over the limit is
// a measurement, not a delay: it refuses at once.

// QuarantineSettle is how long a run must have been quarantined before it
// counts towards refusing new runs.
const QuarantineSettle = 2 * time.Second

// QuarantineLimit is the number of settled quarantined runs from which
// new runs are refused: one per processor, at least two.
func QuarantineLimit() int { return max(2, goruntime.GOMAXPROCS(0)) }

// Quarantine marks w quarantined — its result was returned while its
// goroutine runs on — unless that goroutine has returned meanwhile. A nil
// w does nothing.
func (w *Run) Quarantine() { memWatch.quarantine(w) }

func (d *watchdog) quarantine(w *Run) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if w == nil || w.done {
		return
	}
	w.quarantined, w.quarantinedAt = true, time.Now()
}

// quarantinedLocked counts the quarantined runs; d.mu is held.
func (d *watchdog) quarantinedLocked() int {
	n := 0
	for w := range d.runs {
		if w.quarantined {
			n++
		}
	}
	return n
}

// Quarantined reports the quarantine of the process: how many runs, the
// memory budgets they still hold, and whether new runs are refused.
func Quarantined() runtime.Quarantine { return memWatch.quarantineNow() }

// quarantineNow reports the quarantine.
func (d *watchdog) quarantineNow() runtime.Quarantine {
	d.mu.Lock()
	defer d.mu.Unlock()
	var q runtime.Quarantine
	settled := 0
	for w := range d.runs {
		if w.quarantined && w.ctx.Err() == nil {
			q.Runs++
			q.MemoryBytes += w.budget
			if time.Since(w.quarantinedAt) >= QuarantineSettle {
				settled++
			}
		}
	}
	switch limit := QuarantineLimit(); {
	case settled >= limit:
		q.Refusing = true
		q.Reason = fmt.Sprintf("%d runs stuck in Go code are quarantined (limit %d): new runs are refused until they return", q.Runs, limit)
	case d.overBudget && q.Runs > 0:
		q.Refusing = true
		q.Reason = fmt.Sprintf("the heap grew by %d MiB, over the memory budgets of the live runs, while runs stuck in Go code are quarantined (%d): new runs are refused until it is back under", d.overGrown>>20, q.Runs)
	}
	return q
}
