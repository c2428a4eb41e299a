package guard

import (
	"fmt"
	"time"
)

// RegexpMatchTimeout is the longest one regular-expression match may
// backtrack. goja's backtracking engine (regexp2, used for patterns with
// backreferences or lookaround) gives up after it and reports no match; the
// guard on RegExp.prototype, seeing a call that lasted at least half of it,
// then ends the run as a timeout (regexp2's clock is coarse, so a timed-out
// match can return early; under extreme CPU starvation it may return before
// the guard's threshold and simply report no match). It is set
// process-wide on regexp2.DefaultMatchTimeout when the first run's guards
// are installed (regexpClock, regexp_clock.go, says why not per pattern).
const RegexpMatchTimeout = time.Second

// MaxCallStackSize is the JS call depth beyond which a program fails with
// "RangeError: Maximum call stack size exceeded" (the engine sets it on
// each realm); the nesting limits below equal it.
const MaxCallStackSize = 10000

// MaxNestingDepth bounds the nesting of JSON text given to JSON.parse, of
// values given to JSON.stringify, of source given to eval and the Function
// constructors, and the depth argument of Array.prototype.flat. It equals
// MaxCallStackSize: nesting deeper than the JS stack could hold is refused
// with the same RangeError.
const MaxNestingDepth = MaxCallStackSize

// MaxBindingCalls bounds the binding (tool) calls one run may start;
// MaxBindingCallsInFlight bounds those started and not yet replied. The
// call that would exceed either ends the run as worker-exit naming the
// budget.
const (
	MaxBindingCalls         = 100000
	MaxBindingCallsInFlight = 10000
)

// maxV8StringLength is V8's string length limit (2^29 - 24 code units),
// the most any budget allows.
const maxV8StringLength = 1<<29 - 24

// guardLimits are the size budgets of one run.
type guardLimits struct {
	memoryBytes int64
	// maxString is the most UTF-16 code units a builtin may produce in one
	// string (goja stores up to two bytes per unit; building one copies).
	maxString int64
	// maxElements is the most elements a builtin may create, copy or visit
	// in one call (a goja array slot is a 16-byte interface plus its value).
	maxElements int64
	// maxBuffer is the most bytes of one ArrayBuffer or typed array.
	maxBuffer int64
	// maxDepth is MaxNestingDepth.
	maxDepth int
	// maxBindingResult is the most bytes of JSON text one binding reply
	// may carry into the run.
	maxBindingResult int64
}

// guardLimitsFor derives the size budgets from a memory budget: a string
// may take a quarter of it (at most V8's limit), an element operation a
// thirty-second (16-byte slots, twice over for copies), a buffer a half.
// At the default 256 MiB that is 64 Mi code units, 8 Mi elements and a
// 128 MiB buffer.
func guardLimitsFor(memoryBytes int64) guardLimits {
	if memoryBytes <= 0 {
		memoryBytes = 256 << 20
	}
	l := guardLimits{
		memoryBytes:      memoryBytes,
		maxString:        min(memoryBytes/4, maxV8StringLength),
		maxElements:      max(memoryBytes/32, 1024),
		maxBuffer:        memoryBytes / 2,
		maxDepth:         MaxNestingDepth,
		maxBindingResult: memoryBytes,
	}
	return l
}

// budgetText starts every memory-budget message, as the runtime's own
// binding-argument check does: "memory budget exceeded (268435456 bytes)".
func budgetText(n int64) string {
	return fmt.Sprintf("memory budget exceeded (%d bytes)", n)
}

// memoryMessage is the worker-exit message of a size guard.
func (l guardLimits) memoryMessage(what string, n, limit int64, unit string) string {
	return fmt.Sprintf("worker error: %s: %s would need %d %s (limit %d)",
		budgetText(l.memoryBytes), what, n, unit, limit)
}
