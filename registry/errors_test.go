package registry_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/codemode-go/codemode/registry"
)

// A Code is the errors.Is target of the *Error carrying it, directly or
// wrapped; a different code, or a plain error with the same text, is not.
func TestCodeIsErrorsIsTarget(t *testing.T) {
	denied := &registry.Error{Code: registry.CodeDenied, Message: "no"}
	tests := []struct {
		name   string
		err    error
		target error
		want   bool
	}{
		{"same code", denied, registry.CodeDenied, true},
		{"wrapped", fmt.Errorf("ctx: %w", denied), registry.CodeDenied, true},
		{"other code", denied, registry.CodeApprovalDenied, false},
		{"plain error with the code's text", errors.New("DENIED"), registry.CodeDenied, false},
		{"*Error with empty message", denied, &registry.Error{Code: registry.CodeDenied}, true},
		{"*Error with other message", denied, &registry.Error{Code: registry.CodeDenied, Message: "yes"}, false},
		{"args error", registry.ArgsError("x"), registry.CodeInvalidArgs, true},
	}
	for _, tt := range tests {
		if got := errors.Is(tt.err, tt.target); got != tt.want {
			t.Errorf("%s: errors.Is = %v, want %v", tt.name, got, tt.want)
		}
	}
}
