package runcode

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/codemode-go/codemode/registry"
)

// clone copies a JSON text; nil stays nil.
func clone(b json.RawMessage) json.RawMessage {
	if b == nil {
		return nil
	}
	return append(json.RawMessage(nil), b...)
}

// fail is a failed result whose content is "CODE: message", as the
// pipeline writes its own failures.
func fail(code registry.Code, format string, args ...any) *registry.Result {
	e := &registry.Error{Code: code, Message: fmt.Sprintf(format, args...)}
	return &registry.Result{IsError: true, Code: code, Content: []registry.Content{registry.Text(string(code) + ": " + e.Message)}, Err: e}
}

// drained reports whether ctx ended because the server is draining
// (registry.ErrDraining).
func drained(ctx context.Context) bool {
	return ctx.Err() != nil && errors.Is(context.Cause(ctx), registry.ErrDraining)
}
