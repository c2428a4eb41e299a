package oauth

import "fmt"

// LoginRequiredError says that a server needs an OAuth login before its
// tools can be used: there is no grant, or the grant can no longer be
// refreshed. Its message tells the user the command to run.
type LoginRequiredError struct {
	// Server is the server's name in the servers file.
	Server string
	// Reason says why ("no tokens kept", "the refresh token was
	// rejected: …").
	Reason string
	// Err is the underlying error, if any.
	Err error
}

// Error says what is missing and the command that fixes it.
func (e *LoginRequiredError) Error() string {
	return fmt.Sprintf("upstream %q needs authorization (%s): run `codemode login %s`", e.Server, e.Reason, e.Server)
}

// Unwrap returns the underlying error.
func (e *LoginRequiredError) Unwrap() error { return e.Err }
