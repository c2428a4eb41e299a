package registry

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/codemode-go/codemode/registry/failure"
)

// Result is the outcome of a call. It is immutable once returned: the
// same value reaches observers and the caller (RS-3).
type Result struct {
	// IsError reports a failure.
	IsError bool
	// failure.Code classifies a failure; empty on success.
	Code failure.Code
	// Content is what the model sees.
	Content []Content
	// Value is the canonical value (compact JSON); nil on failure.
	Value json.RawMessage
	// Err is the failure, an *failure.Error (errors.Is against its failure.Code;
	// errors.As to *failure.CodeRunError for CODE_RUN_FAILED); nil on success.
	Err error
	// Contexts are the messages the call deferred into the conversation,
	// in order (PL-20).
	Contexts []Context
	// Detail is the typed form of Value, when the tool's body made one:
	// a successful run_code result carries its *CodeRunOutput, which
	// RunOutput and SuspensionOf read without decoding Value. Nil for
	// other tools, on failure, and when a post-execute policy replaced
	// the value.
	Detail any

	token *Execution // the execution that produced this canonical result
}

// MarshalJSON writes DESIGN §5's `call --json` object: isError, code
// (exactly when isError), content, value (absent on error).
func (r *Result) MarshalJSON() ([]byte, error) {
	type wire struct {
		IsError bool            `json:"isError"`
		Code    failure.Code    `json:"code,omitempty"`
		Content []Content       `json:"content"`
		Value   json.RawMessage `json:"value,omitempty"`
	}
	w := wire{IsError: r.IsError, Content: r.Content}
	if w.Content == nil {
		w.Content = []Content{}
	}
	if r.IsError {
		w.Code = r.Code
		if w.Code == "" {
			w.Code = failure.ToolError
		}
	} else {
		w.Value = r.Value
	}
	return json.Marshal(w)
}

// Message returns the failure message, or "" on success.
func (r *Result) Message() string {
	if !r.IsError {
		return ""
	}
	if r.Err != nil {
		return r.Err.Error()
	}
	return string(r.Code)
}

// errorResult builds a failure whose content is "CODE: message".
func errorResult(e *failure.Error) *Result {
	text := string(e.Code) + ": " + e.Message
	var cr *failure.CodeRunError
	if errors.As(e, &cr) {
		text = cr.Error()
		if len(cr.Logs) > 0 {
			text += "\n\nCaptured output:\n" + strings.Join(cr.Logs, "\n")
		}
	}
	return &Result{IsError: true, Code: e.Code, Content: []Content{Text(text)}, Err: e}
}

func fail(code failure.Code, format string, args ...any) *Result {
	return errorResult(&failure.Error{Code: code, Message: fmt.Sprintf(format, args...)})
}
