package registry

import (
	"context"
	"fmt"
)

// The nested-call door: what a transport's scheduler needs to drive the
// calls its program makes through the pipeline, one stage at a time, so
// that it can order, parallelise, hold and journal them without reaching
// into the pipeline's stages.

// Nested is one call a transport's program made, on its way through the
// pipeline: created by Execution.Nest, then Prepare, Dispatch (or Deny),
// and Commit or Abandon exactly once. It is not safe for concurrent use.
type Nested struct {
	e   *Execution
	st  stage
	res *Result
}

// Gate is what a transport knows of a nested call's approval before the
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

// Nest creates c as a call nested in e (its ParentCallID is e's id) and
// runs the creation stage. When creation already decides the call (an
// unknown tool, lossy arguments, the executor collapse) the result is
// final: Commit returns it without running any later stage.
func (e *Execution) Nest(ctx context.Context, c Call) (n *Nested, final bool) {
	x, res := e.r.create(ctx, c, e.id)
	n = &Nested{e: x}
	if res != nil {
		n.st, n.res = stageFinal, res
		return n, true
	}
	return n, false
}

// Prepare runs the policies, guards and approval (PL-3..PL-6) under g.
// ready means the body may run (Dispatch); pending means the approval is
// pending (ApprovalPending) and the call must wait for a resume; neither
// means the stages decided the call, and Commit returns the decision.
func (n *Nested) Prepare(ctx context.Context, g Gate) (ready, pending bool) {
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

// Deny decides the call without running it, as a user's denial of tool
// (APPROVAL_DENIED); its result still goes through post-execute.
func (n *Nested) Deny(tool string) {
	n.st, n.res = stagePost, deniedResult(CodeApprovalDenied, fmt.Sprintf("the user denied tool %q", tool))
}

// Dispatch runs the middleware and the body of a prepared call. It blocks
// until the body has returned.
func (n *Nested) Dispatch(ctx context.Context) {
	n.st, n.res = n.e.dispatch(ctx)
}

// Commit runs the rest of the pipeline (post-execute when the call got
// that far, then the deferred contexts and the settle event) and returns
// the call's result.
func (n *Nested) Commit(ctx context.Context) *Result {
	if n.st == stagePost {
		return n.e.finalize(ctx, n.res)
	}
	return n.e.finish(n.res)
}

// Abandon settles a call that will never run (its run suspended or
// ended first) with err as its result.
func (n *Nested) Abandon(err *Error) *Result {
	return n.e.finish(errorResult(err))
}

// OnLog returns the console hook of a run_code call (Call.OnLog), or nil.
func (e *Execution) OnLog() func(entry string) { return e.onLog }

// Filename returns the program's name for error positions (Call.Filename),
// or "".
func (e *Execution) Filename() string { return e.file }

// Observing reports whether an Observer hears events: a transport makes
// the events' copies only then.
func (r *Registry) Observing() bool { return r.opts.Observer != nil }

// Emit sends ev to the Observer, as the pipeline's own events are sent: a
// panicking observer is contained and logged.
func (r *Registry) Emit(ev Event) { r.emit(ev) }
