package failure_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/codemode-go/codemode/registry/failure"
)

// A Code is the errors.Is target of the *Error carrying it, directly or
// wrapped; a different code, or a plain error with the same text, is not.
func TestCodeIsErrorsIsTarget(t *testing.T) {
	denied := &failure.Error{Code: failure.Denied, Message: "no"}
	tests := []struct {
		name   string
		err    error
		target error
		want   bool
	}{
		{"same code", denied, failure.Denied, true},
		{"wrapped", fmt.Errorf("ctx: %w", denied), failure.Denied, true},
		{"other code", denied, failure.ApprovalDenied, false},
		{"plain error with the code's text", errors.New("DENIED"), failure.Denied, false},
		{"*Error with empty message", denied, &failure.Error{Code: failure.Denied}, true},
		{"*Error with other message", denied, &failure.Error{Code: failure.Denied, Message: "yes"}, false},
		{"args error", failure.ArgsError("x"), failure.InvalidArgs, true},
	}
	for _, tt := range tests {
		if got := errors.Is(tt.err, tt.target); got != tt.want {
			t.Errorf("%s: errors.Is = %v, want %v", tt.name, got, tt.want)
		}
	}
}

// A caller branches on a failed result's code with errors.Is, the code
// itself the target.
func ExampleCode() {
	err := fmt.Errorf("calling rm: %w", &failure.Error{Code: failure.Denied, Message: "rm is disabled"})
	fmt.Println(errors.Is(err, failure.Denied), errors.Is(err, failure.ToolError))
	// Output: true false
}

// A tool body reports bad arguments with ArgsError: the result is
// INVALID_ARGS.
func ExampleArgsError() {
	err := failure.ArgsError(`field "path" is required`)
	fmt.Println(errors.Is(err, failure.InvalidArgs), err)
	// Output: true invalid arguments: field "path" is required
}
