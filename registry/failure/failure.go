// Package failure is the vocabulary of a failed tool call, shared by the
// pipeline (registry), the run_code engine (runcode), the adapters and
// tool bodies: the Code a failed result carries (DESIGN §5's "code"), the
// Error that carries it, and the CodeRunError behind CODE_RUN_FAILED.
// A Code is itself the errors.Is target of the Error carrying it:
//
//	if errors.Is(res.Err, failure.Denied) { … }
package failure

import (
	"github.com/codemode-go/codemode/runtime"
)

// Code classifies a failed call. It is the "code" of DESIGN §5's result
// object. The zero Code means success.
type Code string

// The codes a failed Result carries.
const (
	// UnknownTool: no visible tool has the name, or the executor
	// collapse refused a model-direct native call under registry.ModeCode (CO-3).
	UnknownTool Code = "UNKNOWN_TOOL"
	// InvalidArgs: the arguments are not lossless JSON (EX-3) or do
	// not match the tool's input schema (TD-11).
	InvalidArgs Code = "INVALID_ARGS"
	// Denied: a pre-execute policy or a guard denied the call, an
	// "ask" had no approver, or a post-execute policy blocked it (PL-7,
	// PL-31).
	Denied Code = "DENIED"
	// ApprovalDenied: the Approver rejected, cancelled, timed out or
	// was unavailable (PL-4).
	ApprovalDenied Code = "APPROVAL_DENIED"
	// AbortedBeforeDispatch: cancellation prevented the body from
	// starting (CA-4).
	AbortedBeforeDispatch Code = "ABORTED_BEFORE_DISPATCH"
	// Aborted: the call was cancelled after its body started, and the
	// body's success was replaced (CA-5).
	Aborted Code = "ABORTED"
	// ToolError: the body returned an error, or a hook failed.
	ToolError Code = "TOOL_ERROR"
	// InvalidOutput: the value is not lossless JSON, violates the
	// output schema, or could not be rendered (PL-12).
	InvalidOutput Code = "INVALID_OUTPUT"
	// CodeRunFailed: a run_code program failed; the error is a
	// *CodeRunError (RC-40).
	CodeRunFailed Code = "CODE_RUN_FAILED"
)

// Error is the error of a failed Result. errors.Is(err, CodeX) matches by
// Code, so callers branch on the codes themselves.
type Error struct {
	// Code classifies the failure.
	Code Code
	// Message is the human-readable text; it is what a program catching a
	// ToolCallError sees (RC-24).
	Message string
	// Err is the underlying cause, if any.
	Err error
}

// Error returns the message.
func (e *Error) Error() string { return e.Message }

// Unwrap returns the cause.
func (e *Error) Unwrap() error { return e.Err }

// Is reports whether target is e's Code, or an *Error with the same Code
// and either an empty Message or the same Message.
func (e *Error) Is(target error) bool {
	switch t := target.(type) {
	case Code:
		return t == e.Code
	case *Error:
		return t.Code == e.Code && (t.Message == "" || t.Message == e.Message)
	}
	return false
}

// Error returns the code itself, so that a Code is the target of
// errors.Is: errors.Is(err, Denied) reports whether err is (or wraps)
// an *Error with that code.
func (c Code) Error() string { return string(c) }

// CodeRunError is the cause of a CODE_RUN_FAILED result: the runtime's
// failure plus the logs the program printed before it (RC-40, DESIGN §7).
type CodeRunError struct {
	// Kind is the runtime failure kind (exception, timeout, abort…).
	Kind runtime.Kind
	// Message is the runtime's message, pointing at the TS line if it can.
	Message string
	// Logs are the console entries captured before the failure; never nil.
	Logs []string
}

// Error renders "KIND: MESSAGE".
func (e *CodeRunError) Error() string { return string(e.Kind) + ": " + e.Message }

// Pending is why a call that never ran was not aborted: its run
// suspended first and a resume decides it (RS-4). It is the Err of such a
// call's ABORTED_BEFORE_DISPATCH result, which keeps that code (DESIGN
// §5's set is closed), and the registry reports it as CallSettle.Pending
// so that metrics do not count these calls as aborts.
type Pending string

// The reasons a call waits for a resume.
const (
	// PendingApproval: the call's approval is pending.
	PendingApproval Pending = "approval"
	// PendingResume: the call was submitted after the run began to
	// suspend and runs on resume.
	PendingResume Pending = "resume"
)

// Error returns the reason itself.
func (p Pending) Error() string { return string(p) }

// ArgsError returns an INVALID_ARGS error a raw tool body may return to
// report bad arguments; its message is "invalid arguments: " + detail.
func ArgsError(detail string) error {
	return &Error{Code: InvalidArgs, Message: "invalid arguments: " + detail}
}

var (
	_ error = Code("")
	_ error = (*Error)(nil)
	_ error = (*CodeRunError)(nil)
	_ error = Pending("")
)
