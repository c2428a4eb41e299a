package registry

import (
	"context"
	"encoding/json"
	"sync"
)

// Call is one tool call as a model or a program makes it (EX-1). It is
// copied once when the execution is created.
type Call struct {
	// ID identifies the call; required for events, free-form.
	ID string
	// RootID is the id of the top-level call this one belongs to; empty
	// means ID.
	RootID string
	// Name is the tool's name.
	Name string
	// Arguments is the argument JSON text; nil means {}. It must be
	// lossless JSON (EX-3), else the call fails with INVALID_ARGS.
	Arguments json.RawMessage
	// Scope is the calling agent; "" is the global scope.
	Scope string
	// Parent is the execution this call is nested in; the pointer is its
	// identity, compared and never serialized (EX-2). Nil means a
	// model-direct call. Only run_code sets it in production; any non-nil
	// parent exempts the call from the executor collapse (GO-4).
	Parent *Execution
	// OnLog, for a run_code call, receives each console entry of the
	// program as it is printed. It must not block.
	OnLog func(entry string)
	// Filename, for a run_code call, names the program in error positions
	// (NAME:LINE:COL); empty means runtime.DefaultFilename.
	Filename string
}

// Execution is the read-only view of one call that every stage sees: the
// hooks, the middleware, the body and the finalizer. One Execution (and
// one argument snapshot) is shared by every stage of a call (EX-4). It is
// safe for concurrent use.
type Execution struct {
	id     string
	root   string
	name   string
	scope  string
	parent *Execution
	args   json.RawMessage // compact snapshot; nil when the arguments failed
	onLog  func(string)
	file   string
	parID  string

	r         *Registry
	finalizer func(*Execution, *Result) []Content
	ctx       context.Context // the caller's context

	mu          sync.Mutex
	deferred    []Context
	bodyInvoked bool

	// Set by run_code's scheduler before prepare, for nested calls.
	approved   bool                  // an earlier answer covers this call: skip the Approver
	runDesc    string                // the enclosing program's description
	onApproval func(ApprovalOutcome) // hears the Approver's answer (grants, pending)
}

// CallID returns the call's id.
func (e *Execution) CallID() string { return e.id }

// RootCallID returns the id of the top-level call.
func (e *Execution) RootCallID() string { return e.root }

// ParentCallID returns the id of the run_code call this one is nested in,
// or "" for a model-direct call.
func (e *Execution) ParentCallID() string { return e.parID }

// Tool returns the name the call named.
func (e *Execution) Tool() string { return e.name }

// Scope returns the calling agent ("" is global).
func (e *Execution) Scope() string { return e.scope }

// Nested reports whether the call has a parent execution.
func (e *Execution) Nested() bool { return e.parent != nil }

// Arguments returns a copy of the argument snapshot (compact JSON), or nil
// when the arguments were not lossless JSON.
func (e *Execution) Arguments() json.RawMessage { return clone(e.args) }

// DeferContext appends a message to this execution's deferred contexts;
// they ride its result (TD-5): kept when the body fails or is aborted,
// dropped when post-execute blocks.
func (e *Execution) DeferContext(c Context) {
	e.mu.Lock()
	e.deferred = append(e.deferred, c)
	e.mu.Unlock()
}
