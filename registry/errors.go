package registry

import (
	"errors"
	"fmt"

	"github.com/codemode-go/codemode/runtime"
)

// Code classifies a failed call. It is the "code" of DESIGN §5's result
// object. The zero Code means success.
type Code string

// The codes a failed Result carries.
const (
	// CodeUnknownTool: no visible tool has the name, or the executor
	// collapse refused a model-direct native call under ModeCode (CO-3).
	CodeUnknownTool Code = "UNKNOWN_TOOL"
	// CodeInvalidArgs: the arguments are not lossless JSON (EX-3) or do
	// not match the tool's input schema (TD-11).
	CodeInvalidArgs Code = "INVALID_ARGS"
	// CodeDenied: a pre-execute policy or a guard denied the call, an
	// "ask" had no approver, or a post-execute policy blocked it (PL-7,
	// PL-31).
	CodeDenied Code = "DENIED"
	// CodeApprovalDenied: the Approver rejected, cancelled, timed out or
	// was unavailable (PL-4).
	CodeApprovalDenied Code = "APPROVAL_DENIED"
	// CodeAbortedBeforeDispatch: cancellation prevented the body from
	// starting (CA-4).
	CodeAbortedBeforeDispatch Code = "ABORTED_BEFORE_DISPATCH"
	// CodeAborted: the call was cancelled after its body started, and the
	// body's success was replaced (CA-5).
	CodeAborted Code = "ABORTED"
	// CodeToolError: the body returned an error, or a hook failed.
	CodeToolError Code = "TOOL_ERROR"
	// CodeInvalidOutput: the value is not lossless JSON, violates the
	// output schema, or could not be rendered (PL-12).
	CodeInvalidOutput Code = "INVALID_OUTPUT"
	// CodeCodeRunFailed: a run_code program failed; the error is a
	// *CodeRunError (RC-40).
	CodeCodeRunFailed Code = "CODE_RUN_FAILED"
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
// errors.Is: errors.Is(err, CodeDenied) reports whether err is (or wraps)
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

// ArgsError returns an INVALID_ARGS error a raw tool body may return to
// report bad arguments; its message is "invalid arguments: " + detail.
func ArgsError(detail string) error {
	return &Error{Code: CodeInvalidArgs, Message: "invalid arguments: " + detail}
}

// A registrationError reports why a tool or restriction was refused.
type registrationError struct {
	// Tool names the tool or scope concerned.
	Tool string
	// Msg says what is wrong.
	Msg string
	// Err is the underlying cause (a schema error), if any.
	Err error
}

// Error renders "registry: TOOL: MSG[: CAUSE]".
func (e *registrationError) Error() string {
	s := fmt.Sprintf("registry: %s: %s", e.Tool, e.Msg)
	if e.Err != nil {
		s += ": " + e.Err.Error()
	}
	return s
}

// Unwrap returns the cause.
func (e *registrationError) Unwrap() error { return e.Err }

// ErrReserved is matched (errors.Is) by the error from registering the
// reserved name run_code (RV-3).
var ErrReserved = errors.New("name reserved for the Code Mode transport")

// ErrDuplicate is matched by the error from registering a name twice
// (RV-2).
var ErrDuplicate = errors.New("tool already registered")

// ErrUnsupportedSchema is matched by the error from registering a tool
// whose schema cannot be used (TD-3).
var ErrUnsupportedSchema = errors.New("unsupported schema")

var (
	_ error = Code("")
	_ error = (*Error)(nil)
	_ error = (*CodeRunError)(nil)
	_ error = (*registrationError)(nil)
)
