// Package guard holds the sandbox guards of the in-process backend
// (DESIGN §3.6, reference BUD-5).
//
// goja cannot bound what a program allocates, and it checks Interrupt only
// between bytecodes: a builtin that loops or allocates in Go — 'x'.repeat(2**40),
// new ArrayBuffer(2**33), indexOf on {length: 2**32-1}, JSON.parse of deeply
// nested text — either ends the whole Go process with a fatal out-of-memory
// or stack-overflow error that recover cannot catch, or runs for minutes
// beyond the reach of every budget. The guards stop such calls *before* the
// allocation or the loop starts. They are Go functions installed per run
// over the realm's own builtins, wrapping intrinsics captured before the
// program starts, so a program that replaces or deletes a builtin changes
// only its own realm and cannot reach the unguarded original.
//
// The size limits derive from the run's memory budget (Options.MemoryBytes,
// default 256 MiB); see guardLimitsFor. A call that would exceed one ends
// the run as worker-exit with a message naming the memory budget, the
// builtin and the limit; a nesting limit (JSON text, eval'd source) throws a
// catchable RangeError like an ordinary stack overflow; a regular
// expression whose backtracking outlasts RegexpMatchTimeout ends the run as
// timeout.
//
// The guards are a first line, not a proof: operators cannot be wrapped
// (string `+` of strings near the limit; the BigInt operators are
// rewritten into guarded calls instead, by the engine: BigIntHelper),
// and growth spread over many bytecodes is the memory watchdog's job
// (package runtime/inprocess/internal/watchdog). The hard guarantee is
// process isolation (package runtime/process: a worker with an OS memory
// limit).
//
// The seam. The guards know a run only through Config — the realm, the
// memory budget, and the run's hooks to stop it, to ask whether it
// stopped, to admit a large allocation (the engine's memory watchdog) and
// to rewrite code compiled at run time as the engine rewrites a program.
// The engine calls Install once per realm, after the language library,
// and then the Guards methods: NeedLiterals before code that reaches an
// intrinsic through its literals runs, OnGlobal at a global's first
// lookup, Namespaces for the request's binding budgets, ComputeNote when
// the compute budget expires, Release when no program code can run in
// the realm any more. Nothing here imports the engine, and nothing
// changes when the package is imported: the first Install readies
// regexp2's clock (regexp_clock.go).
package guard
