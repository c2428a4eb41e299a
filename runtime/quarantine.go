package runtime

// Quarantine describes the runs a backend has stopped but could not end.
// A run whose goroutine is stuck in Go code (a builtin or the parser, out
// of the interrupt's reach) still returns its result at its deadline; the
// goroutine runs on, quarantined, until it returns by itself. Its memory
// still counts against the process, and it may hold a processor.
type Quarantine struct {
	// Runs is the number of quarantined runs whose goroutines have not
	// returned yet.
	Runs int
	// MemoryBytes is the sum of their memory budgets, which the backend
	// keeps counting against the process until they return.
	MemoryBytes int64
	// Refusing reports that the backend refuses new runs until the
	// quarantine drains (fewer runs, or the heap back under budget).
	Refusing bool
	// Reason says why new runs are refused; empty unless Refusing.
	Reason string
}

// Quarantiner is implemented by backends that can quarantine runs (the
// in-process one). A server reports a Refusing quarantine as not ready: it
// clears when the stuck goroutines return, and a process whose goroutines
// never return needs a restart.
type Quarantiner interface {
	// Quarantine reports the quarantine now.
	Quarantine() Quarantine
}
