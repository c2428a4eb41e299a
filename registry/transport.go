package registry

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/codemode-go/codemode/sdkgen"
)

// The pipeline knows run_code only as a transport tool: a reserved tool
// whose body (a Transport) returns, beside its canonical JSON value, a
// typed output (TransportOutput) that renders itself and says whether it
// is a suspension. Everything else about run_code (the scheduler, the
// journal, tokens, handles) stays behind the Transport; the calls its
// programs make come back through the nested-call door (nested.go).

// Transport is the engine behind the run_code tool, as the registry sees
// it: the body, the renderer of a value that lost its typed form, the
// language of its programs and the output types it observed. The runcode
// package's Runner is the one in this module; runcode.New installs it.
type Transport interface {
	// Run is run_code's body.
	Run(ctx context.Context, exec *Execution) (TransportOutput, json.RawMessage, error)
	// Render renders a run_code value that has no typed form: one a
	// post-execute policy or a middleware supplied as JSON.
	Render(value json.RawMessage) ([]Content, error)
	// OutputType returns the output type observed for a tool that
	// declares none, and the note the SDK shows with it.
	OutputType(tool string) (schema json.RawMessage, note string, ok bool)
	// Language is the language programs are written in (the code
	// runtime's), whose SDK the registry renders; "" means no runtime.
	Language() string
	// Observe hears the value of every successful call of a tool that
	// declares no output schema (run_code itself excepted).
	Observe(ctx context.Context, tool string, value json.RawMessage)
}

// TransportOutput is the typed output of a transport body. The pipeline
// renders it, carries it as Result.Detail, and lets a drained run's
// suspension stand instead of an abort; it reads nothing else of it.
type TransportOutput interface {
	// Render is the output's content for the model (RC-42).
	Render() []Content
	// Suspended reports a run that suspended: its output is a resumable
	// answer, not a result a cancellation may replace.
	Suspended() bool
}

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
	out, ok := res.Detail.(TransportOutput)
	return ok && out.Suspended()
}

// runCodeOutputSchema is the canonical value of run_code (DESIGN §5).
const runCodeOutputSchema = `{"type":"object","properties":{"logs":{"type":"array","items":{"type":"string"}},"value":{},"handle":{"type":"string"},"status":{"const":"suspended"},"pending":{"type":"array","items":{"type":"object","properties":{"tool":{"type":"string"},"arguments":{}},"required":["tool","arguments"]}},"resume":{"type":"string"},"approval":{"type":"object","properties":{"id":{"type":"string"},"url":{"type":"string"}},"required":["id"]}},"required":["logs"],"additionalProperties":false}`

// newRunCode is the run_code tool before a transport is installed: it is
// offered (its SDK does not depend on the engine) and a call fails as a
// registry without a code runtime's (RC-3).
func newRunCode() *def {
	d := &def{runCode: true}
	d.Name = RunCodeName
	d.input = sdkgen.RunCodeInputSchema()
	d.output = json.RawMessage(runCodeOutputSchema)
	return d
}

// Install makes t the body of the run_code tool and returns the Host
// through which t drives its programs' calls. A registry has one
// transport: a second Install fails.
func (r *Registry) Install(t Transport) (Host, error) {
	if t == nil {
		return nil, &registrationError{Tool: RunCodeName, Msg: "Install needs a transport"}
	}
	d := newRunCode()
	d.transport = t
	d.Render = func(_, value json.RawMessage) ([]Content, error) { return t.Render(value) }
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.runCode.transport != nil {
		return nil, &registrationError{Tool: RunCodeName, Msg: "a transport is already installed", Err: ErrDuplicate}
	}
	r.runCode = d
	r.observedGen.Add(1) // catalogs built before now lack its observed types
	return host{r}, nil
}

// Transport returns the installed transport, or nil.
func (r *Registry) Transport() Transport {
	r.mu.RLock()
	defer r.mu.RUnlock()
	return r.runCode.transport
}

func (r *Registry) runCodeSchema(scope string) (Schema, bool) {
	defs, _ := r.visibleDefs(scope)
	s, err := r.runCodeWire(scope, defs)
	return s, err == nil
}

func (r *Registry) runCodeWire(_ string, defs []*def) (Schema, error) {
	sdk, err := r.offeredSDK(defs)
	if err != nil {
		return Schema{}, err
	}
	r.mu.RLock()
	d := r.runCode
	r.mu.RUnlock()
	return Schema{Name: RunCodeName, Description: sdkgen.RunCodeDescription(sdk), InputSchema: clone(d.input), OutputSchema: clone(d.output)}, nil
}

// runTransport runs the run_code body d: its transport's, or, with none
// installed, the RC-3 failure of a registry without a code runtime.
func (e *Execution) runTransport(ctx context.Context, d *def) (TransportOutput, json.RawMessage, error) {
	if d.transport == nil {
		return nil, nil, fmt.Errorf("mode %q requires a code runtime: install one (runcode.New) or use mode native", e.r.ModeFor(e.scope)) // RC-3
	}
	return d.transport.Run(ctx, e)
}
