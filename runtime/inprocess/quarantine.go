package inprocess

import (
	"github.com/codemode-go/codemode/runtime"
	"github.com/codemode-go/codemode/runtime/inprocess/internal/watchdog"
)

// QuarantineSettle is how long a run must have been quarantined — its
// result returned by the backstop while its goroutine, stuck in Go code,
// runs on — before it counts towards refusing new runs
// (watchdog.QuarantineSettle).
const QuarantineSettle = watchdog.QuarantineSettle

// WatchdogInterval is how often the memory watchdog samples the heap while
// any run is live (watchdog.Interval).
const WatchdogInterval = watchdog.Interval

// Quarantine reports the runs quarantined in this process (every Runtime
// of the package shares one quarantine): how many, the memory budgets
// they still hold, and whether new runs are refused until it drains.
func (rt *Runtime) Quarantine() runtime.Quarantine { return watchdog.Quarantined() }

var _ runtime.Quarantiner = (*Runtime)(nil)
