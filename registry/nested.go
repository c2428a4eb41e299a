package registry

import (
	"context"
	"fmt"
	"log/slog"

	"github.com/codemode-go/codemode/registry/failure"
)

// The nested-call door: what the engine installed behind run_code needs
// to drive the calls its program makes through the pipeline, one stage
// at a time, so that it can order, parallelise, hold and journal them
// without reaching into the pipeline's stages. Install hands it over as
// a Host; nothing else in the registry's API serves the engine.

// Host is the registry as the engine installed behind run_code sees it.
// Install returns it; it is safe for concurrent use.
type Host interface {
	// Bind returns the tools a program running in scope is bound to
	// (RC-12: run_code is never bound).
	Bind(scope string) (Bound, error)
	// Nest creates c as a call nested in the run_code call outer (its
	// ParentCallID is outer's id) and runs the creation stage. When
	// creation already decides the call (an unknown tool, lossy
	// arguments, the executor collapse) the result is final: Commit
	// returns it without running any later stage.
	Nest(ctx context.Context, outer *Execution, c Call) (n Nested, final bool)
	// Program returns what the run_code call outer carries for its
	// program: the name for error positions (Call.Filename, or "") and
	// the console hook (Call.OnLog, or nil).
	Program(outer *Execution) (filename string, onLog func(entry string))
	// Observing reports whether an Observer hears events: the engine
	// makes its events' copies only then.
	Observing() bool
	// Emit sends ev to the Observer, as the pipeline's own events are
	// sent: a panicking observer is contained and logged.
	Emit(ev Event)
	// TypesChanged says that observed output types changed (a new or
	// wider type, a reset): SDKs rendered from now on show them.
	TypesChanged()
	// Logger is Options.Logger (a discarding one when it was nil).
	Logger() *slog.Logger
	// MaxParallel is how many concurrency-safe calls may run at once
	// (Options.MaxParallelSubCalls, defaulted).
	MaxParallel() int
}

// Nested is one call a program made, on its way through the pipeline:
// created by Host.Nest, then Prepare, Dispatch (or Deny), and Commit or
// Abandon exactly once. It is not safe for concurrent use.
type Nested interface {
	// Prepare runs the policies, guards and approval (PL-3..PL-6) under
	// g. ready means the body may run (Dispatch); pending means the
	// approval is pending (ApprovalPending) and the call must wait for a
	// resume; neither means the stages decided the call, and Commit
	// returns the decision.
	Prepare(ctx context.Context, g Gate) (ready, pending bool)
	// Deny decides the call without running it, as a user's denial of
	// tool (APPROVAL_DENIED); its result still goes through post-execute.
	Deny(tool string)
	// Dispatch runs the middleware and the body of a prepared call. It
	// blocks until the body has returned.
	Dispatch(ctx context.Context)
	// Commit runs the rest of the pipeline (post-execute when the call
	// got that far, then the deferred contexts and the settle event) and
	// returns the call's result.
	Commit(ctx context.Context) *Result
	// Abandon settles a call that will never run (its run suspended or
	// ended first) with err as its result.
	Abandon(err *failure.Error) *Result
}

// Gate is what the engine knows of a nested call's approval before the
// pipeline asks the Approver.
type Gate struct {
	// Approved says an earlier answer (a grant, a resume decision) covers
	// the call: an "ask" decision does not reach the Approver.
	Approved bool
	// Description is the enclosing program's description, shown to the
	// Approver.
	Description string
	// OnApproval hears the Approver's answer (to keep grants, or to see
	// ApprovalPending). Nil means the call cannot wait for an answer.
	OnApproval func(ApprovalOutcome)
}

// host is the Registry's Host.
type host struct{ r *Registry }

func (h host) Bind(scope string) (Bound, error) { return h.r.bind(scope) }

func (h host) Nest(ctx context.Context, outer *Execution, c Call) (Nested, bool) {
	x, res := h.r.create(ctx, c, outer.id)
	n := &nested{e: x}
	if res != nil {
		n.st, n.res = stageFinal, res
		return n, true
	}
	return n, false
}

func (host) Program(outer *Execution) (string, func(string)) { return outer.file, outer.onLog }

func (h host) Observing() bool { return h.r.opts.Observer != nil }

func (h host) Emit(ev Event) { h.r.emit(ev) }

func (h host) TypesChanged() { h.r.observedGen.Add(1) }

func (h host) Logger() *slog.Logger { return h.r.opts.Logger }

func (h host) MaxParallel() int { return h.r.opts.MaxParallelSubCalls }

// nested is a Nested call.
type nested struct {
	e   *Execution
	st  stage
	res *Result
}

func (n *nested) Prepare(ctx context.Context, g Gate) (ready, pending bool) {
	e := n.e
	e.approved, e.runDesc, e.onApproval = g.Approved, g.Description, g.OnApproval
	st, res := e.prepare(ctx)
	switch st {
	case stagePending:
		return false, true
	case stageDispatch:
		return true, false
	}
	n.st, n.res = st, res
	return false, false
}

func (n *nested) Deny(tool string) {
	n.st, n.res = stagePost, deniedResult(failure.ApprovalDenied, fmt.Sprintf("the user denied tool %q", tool))
}

func (n *nested) Dispatch(ctx context.Context) {
	n.st, n.res = n.e.dispatch(ctx)
}

func (n *nested) Commit(ctx context.Context) *Result {
	if n.st == stagePost {
		return n.e.finalize(ctx, n.res)
	}
	return n.e.finish(n.res)
}

func (n *nested) Abandon(err *failure.Error) *Result {
	return n.e.finish(errorResult(err))
}
