package registry

import (
	"errors"
	"fmt"
)

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

var _ error = (*registrationError)(nil)
