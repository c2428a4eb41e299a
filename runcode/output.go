package runcode

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"

	"github.com/codemode-go/codemode/internal/jsonlit"
	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/registry/failure"
	"github.com/codemode-go/codemode/runtime"
)

// CodeRunOutput is a run_code result in the form of DESIGN §5's
// `run --json` object, which is also the structuredContent of DESIGN §7.
type CodeRunOutput struct {
	// Value is the completion; nil when the program returned nothing or
	// failed.
	Value json.RawMessage `json:"value,omitempty"`
	// Logs holds one entry per console call; never nil.
	Logs []string `json:"logs"`
	// Error is set exactly when the run failed.
	Error *CodeRunFailure `json:"error,omitempty"`
	// Status is "suspended" when the run waits on approvals (DESIGN §9);
	// Pending and Resume are set with it.
	Status  string        `json:"status,omitempty"`
	Pending []PendingCall `json:"pending,omitempty"`
	Resume  string        `json:"resume,omitempty"`
	// Approval names where a person decides the pending calls; set with
	// Status when they await approval (not on a drained run).
	Approval *ApprovalRef `json:"approval,omitempty"`
	// Handle, when set, names the full output kept in the state store
	// (codemode://results/<id>): the output was over the budget, and
	// Value and Logs are a preview.
	Handle string `json:"handle,omitempty"`
}

// Suspended reports a run that suspended awaiting approvals or a drain's
// end (Status is StatusSuspended).
func (v *CodeRunOutput) Suspended() bool { return v.Status == StatusSuspended }

// CodeRunFailure is the error member of CodeRunOutput.
type CodeRunFailure struct {
	Kind    runtime.Kind `json:"kind"`
	Message string       `json:"message"`
}

// RunOutput converts the result of a run_code call into its CodeRunOutput.
// A CODE_RUN_FAILED result keeps the runtime's kind, message and logs; an
// ABORTED or ABORTED_BEFORE_DISPATCH result is kind abort; any other
// failure (bad arguments, a denial, a missing runtime) is kind exception
// with the message "CODE: message".
func RunOutput(res *registry.Result) CodeRunOutput {
	out := CodeRunOutput{Logs: []string{}}
	if !res.IsError {
		if d, ok := res.Detail.(*CodeRunOutput); ok {
			out = *d
			out.Logs = slices.Clone(d.Logs)
			out.Value = clone(d.Value)
			out.Pending = slices.Clone(d.Pending)
			if d.Approval != nil {
				ref := *d.Approval
				out.Approval = &ref
			}
			return out
		}
		// A value a post-execute policy or a middleware supplied has no
		// typed form: read the JSON it gave.
		var v CodeRunOutput
		if json.Unmarshal(res.Value, &v) == nil {
			if v.Logs != nil {
				out.Logs = v.Logs
			}
			out.Value, out.Status, out.Pending, out.Resume, out.Handle, out.Approval = v.Value, v.Status, v.Pending, v.Resume, v.Handle, v.Approval
		}
		return out
	}
	var cr *failure.CodeRunError
	switch {
	case errors.As(res.Err, &cr):
		out.Logs = append(out.Logs, cr.Logs...)
		out.Error = &CodeRunFailure{Kind: cr.Kind, Message: cr.Message}
	case res.Code == failure.Aborted || res.Code == failure.AbortedBeforeDispatch:
		out.Error = &CodeRunFailure{Kind: runtime.KindAbort, Message: res.Message()}
	default:
		out.Error = &CodeRunFailure{Kind: runtime.KindException, Message: string(res.Code) + ": " + res.Message()}
	}
	return out
}

// fail is a failed result whose content is "CODE: message", as the
// pipeline writes its own failures.
func fail(code failure.Code, format string, args ...any) *registry.Result {
	e := &failure.Error{Code: code, Message: fmt.Sprintf(format, args...)}
	return &registry.Result{IsError: true, Code: code, Content: []registry.Content{registry.Text(string(code) + ": " + e.Message)}, Err: e}
}

// clone copies a JSON text; nil stays nil.
func clone(b json.RawMessage) json.RawMessage {
	if b == nil {
		return nil
	}
	return append(json.RawMessage(nil), b...)
}

// appendCanonical appends run_code's canonical value {"logs": […],
// "value": …} (value absent when nil) to out.
func appendCanonical(out []byte, logs []string, value json.RawMessage) []byte {
	out = appendLogs(append(out, `{"logs":`...), logs)
	if value != nil { // RC-41
		out = append(out, `,"value":`...)
		out = append(out, value...)
	}
	return append(out, '}')
}

func appendLogs(out []byte, logs []string) []byte {
	out = append(out, '[')
	for i, l := range logs {
		if i > 0 {
			out = append(out, ',')
		}
		out = jsonlit.AppendQuote(out, l)
	}
	return append(out, ']')
}

// outputCost is the output ledger's measure (reference OUT-3): the JSON
// text of the logs array plus that of the value.
func outputCost(logs []string, value json.RawMessage) int {
	n := 2
	for i, l := range logs {
		if i > 0 {
			n++
		}
		n += len(jsonlit.AppendQuote(nil, l)) // exact for every string
	}
	return n + len(value)
}
