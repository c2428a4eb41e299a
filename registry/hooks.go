package registry

import (
	"context"
	"encoding/json"
)

// DecisionKind is what a pre-execute policy decided; its value is its
// name.
type DecisionKind string

// The pre-execute decisions (PL-3).
const (
	// Allow lets the call continue; the zero Decision allows.
	Allow DecisionKind = ""
	// Deny refuses the call with Decision.Reason.
	Deny DecisionKind = "deny"
	// Ask sends the call to the Approver.
	Ask DecisionKind = "ask"
)

// Decision is a pre-execute policy's verdict. There is no argument
// rewriting.
type Decision struct {
	Kind DecisionKind
	// Reason explains a Deny (required) or an Ask (optional).
	Reason string
}

// PreExecute is a pre-execute policy. An error or panic ends the call as
// TOOL_ERROR without post-execute (PL-8).
type PreExecute func(ctx context.Context, exec *Execution) (Decision, error)

// Guard is a deny-only check run after the pre-execute policies allowed
// or asked (PL-6). A non-empty return denies with that reason. A panic
// ends the call as TOOL_ERROR.
type Guard func(ctx context.Context, exec *Execution) (reason string)

// ApprovalOutcome is an Approver's answer.
type ApprovalOutcome uint8

// The approval outcomes. The zero value is not an answer: an Approver
// returning it fails the call as TOOL_ERROR.
const (
	// approvalInvalid is the zero value: not an answer.
	approvalInvalid ApprovalOutcome = iota
	// ApprovalApproved allows this one call.
	ApprovalApproved
	// ApprovalRejected: the user said no.
	ApprovalRejected
	// ApprovalCancelled: the request was withdrawn (usually the call's
	// context ended).
	ApprovalCancelled
	// ApprovalUnavailable: no channel to a human exists.
	ApprovalUnavailable
	// ApprovalTimedOut: nobody answered in time; an Approver bounds
	// its own wait and answers this when it gives up.
	ApprovalTimedOut
	// ApprovalPending: the answer will come later. Inside a run_code
	// program the run suspends (see Suspended) once it has nothing else
	// to do, and resumes from its journal when the answer arrives
	// (runcode's Runner.Resume). A model-direct call cannot wait: it is
	// APPROVAL_DENIED.
	ApprovalPending
	// ApprovalApprovedTool allows this call and every later call of the
	// same tool in the same run_code run.
	ApprovalApprovedTool
	// ApprovalApprovedRun allows this call and every later call of the
	// same run_code run.
	ApprovalApprovedRun
)

// ApprovalRequest describes the call to approve.
type ApprovalRequest struct {
	Scope     string
	Tool      string
	CallID    string
	Reason    string
	Arguments json.RawMessage
	// Description is the description of the run_code program making the
	// call; empty for a model-direct call.
	Description string
}

// An Approver asks a human (or a policy service) about calls a
// pre-execute policy marked Ask, as every hook a function. It blocks
// until answered or ctx ends; it must be safe for concurrent use.
type Approver func(ctx context.Context, req ApprovalRequest) (ApprovalOutcome, error)

// Handler dispatches an execution and returns its result. The innermost
// Handler runs the tool body; it never panics and reports tool failures
// as error results (PL-10).
type Handler func(ctx context.Context, exec *Execution) *Result

// Middleware wraps dispatch (timeouts, caching, rate limits). It may call
// next with a different ctx; the body then sees a context cancelled by
// either (PL-11). It may return a result without calling next; a success
// it did not get from next is re-validated and re-rendered for this tool
// (PL-13). A panic ends the call as TOOL_ERROR without post-execute.
type Middleware func(next Handler) Handler

// PostDecision is a post-execute policy's verdict (PL-30). The zero value
// accepts unchanged.
type PostDecision struct {
	// Block turns the result into a DENIED failure whose content is
	// Feedback (PL-31).
	Block    bool
	Feedback []Content
	// Value replaces the canonical value of a success; content is
	// re-rendered (PL-33). Cannot be combined with Content.
	Value json.RawMessage
	// Content replaces the content; the value is kept (PL-34).
	Content []Content
	// Contexts are appended to the result's contexts (or, with Block,
	// replace them).
	Contexts []Context
}

// PostExecute is a post-execute policy. An error or panic ends the call
// as TOOL_ERROR.
type PostExecute func(ctx context.Context, exec *Execution, res *Result) (PostDecision, error)
