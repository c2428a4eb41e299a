package registry

import (
	"context"
	"encoding/json"
	"errors"
)

// The pipeline knows run_code only as a transport tool: a reserved tool
// whose body returns, beside its canonical JSON value, a typed output
// (transportOutput) that renders itself and says whether it is a
// suspension. Everything else about run_code (the scheduler, the journal,
// tokens, handles) stays behind that body.

// transportOutput is the typed output of a transport body. The pipeline
// renders it, carries it as Result.Detail, and lets a drained run's
// suspension stand instead of an abort; it reads nothing else of it.
type transportOutput interface {
	// Render is the output's content for the model (RC-42).
	Render() []Content
	// Suspended reports a run that suspended: its output is a resumable
	// answer, not a result a cancellation may replace.
	Suspended() bool
}

// transportBody is a transport tool's body.
type transportBody func(ctx context.Context, exec *Execution) (transportOutput, json.RawMessage, error)

// ErrDraining, as the cause (or wrapped in the cause) of a run_code call's
// context, says that the server is draining: the run suspends instead of
// ending as abort when it can be resumed. Its journal (the calls that
// completed, the time and random values drawn) goes to Options.State, the
// calls the drain interrupted become its pending calls, and the result is
// a suspension like an approval's, whose token any replica sharing the
// store and SealKey resumes. A run that cannot be resumed (its journal
// over MaxJournalBytes, a replay that had not caught up, a store that
// fails) ends as abort.
var ErrDraining = errors.New("the server is draining")

// drained reports whether ctx ended because the server is draining.
func drained(ctx context.Context) bool {
	return ctx.Err() != nil && errors.Is(context.Cause(ctx), ErrDraining)
}

// drainSuspended reports a transport result that a drain suspended
// (ErrDraining): its suspension is its answer, not an abort.
func drainSuspended(ctx context.Context, res *Result) bool {
	if res.IsError || !drained(ctx) {
		return false
	}
	out, ok := res.Detail.(transportOutput)
	return ok && out.Suspended()
}
