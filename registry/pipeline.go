package registry

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/codemode-go/codemode/internal/jsonlit"
	"github.com/codemode-go/codemode/internal/jsontext"
	"github.com/codemode-go/codemode/registry/failure"
)

// stage is where a prepared or dispatched call goes next.
type stage uint8

const (
	stageDispatch stage = iota // run the body
	stagePost                  // result goes through post-execute
	stageFinal                 // result skips post-execute
	stagePending               // the approval is pending: the run suspends
)

// Call runs one call through the pipeline (§5) and returns its result.
// It blocks until the body (if started) has returned, even after ctx is
// cancelled (CA-1). Call never panics on bad input.
func (r *Registry) Call(ctx context.Context, c Call) *Result {
	e, res := r.create(ctx, c, "")
	if res != nil {
		return e.finish(res)
	}
	st, res := e.prepare(ctx)
	if st == stageDispatch {
		st, res = e.dispatch(ctx)
	}
	if st == stagePost {
		return e.finalize(ctx, res)
	}
	return e.finish(res)
}

const argsMessage = "tool execution arguments must be losslessly JSON-serializable"

var emptyObject = json.RawMessage(`{}`)

// loneSurrogate refuses arguments holding a lone UTF-16 surrogate (EX-3):
// valid JSON text, but no UTF-8 tool receives it unchanged (Go decodes it
// as U+FFFD), so the call fails instead of writing something else.
func loneSurrogate(args json.RawMessage) error {
	if p, found := jsontext.LoneSurrogate(args); found {
		return fmt.Errorf("the string at arguments%s holds a lone UTF-16 surrogate (\\uD800-\\uDFFF without its pair), which cannot reach the tool unchanged", p)
	}
	return nil
}

// create is PL-1/PL-2: snapshot the arguments, resolve the definition,
// apply the executor collapse and the pre-abort check. A non-nil result
// is final.
func (r *Registry) create(ctx context.Context, c Call, parentID string) (*Execution, *Result) {
	e := &Execution{id: c.ID, root: c.RootID, name: c.Name, scope: c.Scope, parent: c.Parent, onLog: c.OnLog, file: c.Filename, parID: parentID, r: r, ctx: ctx}
	if e.root == "" {
		e.root = e.id
	}
	raw := c.Arguments
	if raw == nil {
		raw = emptyObject
	}
	args, argErr := jsontext.Compact(raw)
	if argErr == nil {
		argErr = loneSurrogate(args)
	}
	r.mu.RLock()
	d := r.visibleLocked(c.Scope, c.Name)
	collapsed := d != nil && r.collapsesLocked(c.Scope, c.Name, c.Parent)
	r.mu.RUnlock()
	if d != nil {
		e.finalizer = d.Finalize
	}
	aborted := ctx.Err() != nil
	if argErr == nil {
		e.args = args
	}
	if r.opts.Observer != nil {
		r.emit(CallStart{CallID: e.id, RootCallID: e.root, ParentCallID: parentID, Tool: e.name, Scope: e.scope, Arguments: e.Arguments()})
	}
	switch {
	case argErr != nil: // CA-2, CO-7
		if collapsed && !aborted {
			e.finalizer = nil // CO-6
		}
		return e, errorResult(&failure.Error{Code: failure.InvalidArgs, Message: argsMessage + ": " + argErr.Error(), Err: argErr})
	case collapsed && !aborted: // CO-3
		e.finalizer = nil // CO-6
		return e, errorResult(&failure.Error{Code: failure.UnknownTool, Message: collapseMessage(c.Name)})
	case aborted: // PL-2, CO-5
		return e, abortedBeforeDispatch()
	}
	return e, nil
}

// collapsesLocked is the executor collapse, the one place that states it
// (CO-2, CO-3, CO-9): under ModeCode a model-direct call (no parent
// token) may name only run_code, so any other name is refused at creation,
// never re-resolved to a body, and classified exclusive. A nested call (a
// run_code program's, which carries its parent's token) is never
// collapsed. The caller holds r.mu and has found name visible in scope.
func (r *Registry) collapsesLocked(scope, name string, parent *Execution) bool {
	return parent == nil && name != RunCodeName && r.modeLocked(scope) == ModeCode
}

// collapseMessage is CO-3's message with its route hint.
func collapseMessage(name string) string {
	call := "tools." + name
	if !isIdent(name) {
		call = "tools[" + (jsonlit.Quote(name)) + "]"
	}
	return fmt.Sprintf("unknown tool %q: only run_code can be called directly in code mode; call %s from inside a run_code program as `await %s(args)`", name, name, call)
}

func isIdent(s string) bool {
	if s == "" {
		return false
	}
	for i, c := range s {
		if !(c == '_' || c == '$' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (i > 0 && c >= '0' && c <= '9')) {
			return false
		}
	}
	return true
}

func abortedBeforeDispatch() *Result {
	return errorResult(&failure.Error{Code: failure.AbortedBeforeDispatch, Message: "tool call aborted before dispatch"})
}

func abortedResult() *Result {
	return errorResult(&failure.Error{Code: failure.Aborted, Message: "tool call aborted"})
}

func unknownTool(name string) *Result {
	return errorResult(&failure.Error{Code: failure.UnknownTool, Message: fmt.Sprintf("unknown tool %q", name)})
}

// resolve is CO-2's resolveExecution: the visible definition unless the
// call collapses.
func (e *Execution) resolve() *def {
	r := e.r
	r.mu.RLock()
	defer r.mu.RUnlock()
	d := r.visibleLocked(e.scope, e.name)
	if r.collapsesLocked(e.scope, e.name, e.parent) {
		return nil
	}
	return d
}

// recovered turns a panic into a TOOL_ERROR result in *res.
func recovered(res **Result, what string) {
	if v := recover(); v != nil {
		*res = errorResult(&failure.Error{Code: failure.ToolError, Message: what + " panicked: " + errMessage(v), Err: panicError{v}})
	}
}

type panicError struct{ v any }

func (p panicError) Error() string { return errMessage(p.v) }

// prepare is PL-3..PL-9: pre-execute policies, guards, approval and the
// cancellation check.
func (e *Execution) prepare(ctx context.Context) (st stage, res *Result) {
	defer func() {
		if v := recover(); v != nil {
			st, res = stageFinal, errorResult(&failure.Error{Code: failure.ToolError, Message: "policy panicked: " + errMessage(v), Err: panicError{v}})
		}
	}()
	o := &e.r.opts
	dec := Decision{}
	for _, p := range o.PreExecute {
		d, err := p(ctx, e)
		if err != nil {
			return stageFinal, errorResult(asError(err, failure.ToolError)) // PL-8
		}
		if d.Kind != Allow {
			dec = d
			break
		}
	}
	switch dec.Kind {
	case Allow, Ask:
	case Deny:
		return stagePost, deniedResult(failure.Denied, dec.Reason) // PL-7, CA-6
	default:
		return stageFinal, fail(failure.ToolError, "pre-execute policy returned an unknown decision %q", dec.Kind)
	}
	for _, g := range o.Guards { // PL-6
		if reason := g(ctx, e); reason != "" {
			return stagePost, deniedResult(failure.Denied, reason)
		}
	}
	if dec.Kind == Ask && !e.approved {
		res, cancelled := e.approve(ctx, dec.Reason)
		if res == errPendingResult {
			return stagePending, nil
		}
		if res != nil {
			if res.Code == failure.ToolError {
				return stageFinal, res
			}
			if cancelled && ctx.Err() != nil { // PL-5
				return stagePost, abortedBeforeDispatch()
			}
			return stagePost, res
		}
	}
	if ctx.Err() != nil { // PL-9
		return stagePost, abortedBeforeDispatch()
	}
	return stageDispatch, nil
}

func deniedResult(code failure.Code, reason string) *Result {
	if reason == "" {
		reason = "denied by policy"
	}
	return errorResult(&failure.Error{Code: code, Message: reason})
}

// approve is PL-4: nil means approved.
func (e *Execution) approve(ctx context.Context, reason string) (*Result, bool) {
	o := &e.r.opts
	if o.Approver == nil {
		if reason == "" {
			reason = fmt.Sprintf("tool %q requires approval, and no approver is configured", e.name)
		}
		return deniedResult(failure.Denied, reason), false
	}
	out, err := o.Approver(ctx, ApprovalRequest{Scope: e.scope, Tool: e.name, CallID: e.id, Reason: reason, Arguments: e.Arguments(), Description: e.runDesc})
	if err == nil && e.onApproval != nil {
		e.onApproval(out)
	}
	if err != nil {
		if ctx.Err() == nil {
			return errorResult(asError(err, failure.ToolError)), false
		}
		out = ApprovalCancelled
	}
	switch out {
	case ApprovalApproved, ApprovalApprovedTool, ApprovalApprovedRun:
		return nil, false
	case ApprovalPending:
		if e.onApproval == nil { // a model-direct call cannot wait
			return deniedResult(failure.ApprovalDenied, fmt.Sprintf("tool %q awaits an approval that cannot be given during this call", e.name)), false
		}
		return errPendingResult, false
	case ApprovalRejected:
		return deniedResult(failure.ApprovalDenied, fmt.Sprintf("the user rejected tool %q", e.name)), false
	case ApprovalCancelled:
		return deniedResult(failure.ApprovalDenied, fmt.Sprintf("approval for tool %q was cancelled", e.name)), true
	case ApprovalUnavailable:
		return deniedResult(failure.ApprovalDenied, fmt.Sprintf("tool %q requires approval but no approval channel is available", e.name)), false
	case ApprovalTimedOut:
		return deniedResult(failure.ApprovalDenied, fmt.Sprintf("approval for tool %q timed out", e.name)), false
	}
	return fail(failure.ToolError, "approver returned an unknown outcome %d for tool %q", out, e.name), false
}

// errPendingResult marks a pending approval inside approve; it never
// leaves the pipeline.
var errPendingResult = &Result{IsError: true, Code: failure.ApprovalDenied}

// dispatch is PL-10..PL-21: the middleware chain around the body.
func (e *Execution) dispatch(ctx context.Context) (st stage, res *Result) {
	h := Handler(e.base)
	mw := e.r.opts.Middleware
	for i := len(mw) - 1; i >= 0; i-- {
		h = mw[i](h)
	}
	panicked := true
	func() {
		defer recovered(&res, "middleware")
		res = h(ctx, e)
		panicked = false
	}()
	if panicked {
		return stageFinal, res // PL-14
	}
	res = e.normalize(res)
	e.mu.Lock()
	deferred := e.deferred
	e.deferred = nil
	e.mu.Unlock()
	if len(deferred) > 0 { // PL-20
		res = withContexts(res, append(deferred, res.Contexts...))
	}
	return stagePost, e.cancelReplace(ctx, res)
}

// base is the innermost Handler: fuse contexts, re-resolve, run the body.
func (e *Execution) base(hctx context.Context, _ *Execution) (res *Result) {
	bctx := hctx
	if hctx != e.ctx { // PL-11: fuse the caller's and the middleware's contexts
		c, cancel := context.WithCancelCause(hctx)
		stop := context.AfterFunc(e.ctx, func() { cancel(context.Cause(e.ctx)) })
		defer func() { stop(); cancel(nil) }()
		bctx = c
	}
	if bctx.Err() != nil {
		return abortedBeforeDispatch()
	}
	d := e.resolve()
	if d == nil {
		return unknownTool(e.name)
	}
	e.mu.Lock()
	e.bodyInvoked = true // CA-3
	e.mu.Unlock()
	var value json.RawMessage
	var out TransportOutput
	var err error
	func() {
		defer func() {
			if v := recover(); v != nil {
				err = &failure.Error{Code: failure.ToolError, Message: fmt.Sprintf("tool %q panicked: %s", e.name, errMessage(v))}
			}
		}()
		if d.runCode {
			out, value, err = e.runTransport(bctx, d)
		} else {
			value, err = d.Execute(bctx, e)
		}
	}()
	if err != nil {
		return errorResult(asError(err, failure.ToolError))
	}
	res = e.success(d, value, out)
	if !res.IsError && bctx.Err() != nil && !drainSuspended(bctx, res) { // CA-7
		return abortedResult()
	}
	if !res.IsError && d.output == nil && !d.runCode {
		if t := e.r.Transport(); t != nil {
			t.Observe(bctx, d.Name, res.Value)
		}
	}
	return res
}

// success is PL-12: snapshot, validate and render a canonical value.
// out, when a transport body made one, is the value's typed form: it
// renders itself and the result carries it as Detail.
func (e *Execution) success(d *def, value json.RawMessage, out TransportOutput) *Result {
	if value == nil {
		return fail(failure.InvalidOutput, "tool %q returned invalid output: no value", e.name)
	}
	v, err := jsontext.Compact(value)
	if err != nil {
		return fail(failure.InvalidOutput, "tool %q returned invalid output: value is not lossless JSON: %v", e.name, err)
	}
	if d.outRes != nil {
		if err := validateValue(d.outRes, v); err != nil {
			return fail(failure.InvalidOutput, "tool %q returned invalid output: %v", e.name, err)
		}
	}
	var content []Content
	switch {
	case out != nil:
		content = out.Render()
	case d.Render == nil:
		content = renderDefault(v)
	default:
		var rerr error
		func() {
			defer func() {
				if p := recover(); p != nil {
					rerr = errors.New(errMessage(p))
				}
			}()
			content, rerr = d.Render(e.args, v)
		}()
		if rerr != nil {
			return fail(failure.InvalidOutput, "tool %q returned invalid output: output.render failed: %v", e.name, rerr)
		}
	}
	res := &Result{Content: content, Value: v, token: e}
	if out != nil {
		res.Detail = out
	}
	return res
}

// normalize is PL-13.
func (e *Execution) normalize(res *Result) *Result {
	switch {
	case res == nil:
		return fail(failure.ToolError, "middleware returned no result for tool %q", e.name)
	case res.token == e:
		return res
	case res.IsError:
		c := *res
		if c.Code == "" {
			c.Code = failure.ToolError
		}
		if c.Err == nil {
			c.Err = &failure.Error{Code: c.Code, Message: "tool call failed"}
		}
		c.token, c.Detail = nil, nil
		return &c
	}
	d := e.resolve()
	if d == nil {
		return unknownTool(e.name)
	}
	n := e.success(d, res.Value, nil) // a foreign success: its value is what counts
	if len(res.Contexts) > 0 {
		n = withContexts(n, res.Contexts)
	}
	return n
}

func withContexts(res *Result, ctxs []Context) *Result {
	c := *res
	c.Contexts = ctxs
	return &c
}

// cancelReplace is CA-5: a caller abort replaces only a success.
func (e *Execution) cancelReplace(ctx context.Context, res *Result) *Result {
	if res.IsError || ctx.Err() == nil || drainSuspended(ctx, res) {
		return res
	}
	e.mu.Lock()
	invoked := e.bodyInvoked
	e.mu.Unlock()
	a := abortedBeforeDispatch()
	if invoked {
		a = abortedResult()
	}
	a.Contexts = res.Contexts
	return a
}

// finalize is PL-30..PL-36 followed by finish.
func (e *Execution) finalize(ctx context.Context, res *Result) *Result {
	for _, p := range e.r.opts.PostExecute {
		next, out := e.runPost(ctx, p, res)
		if out == postFailed {
			return e.finish(next) // PL-32, PL-36
		}
		res = e.cancelReplace(ctx, next) // PL-35
		if out == postBlocked {
			break
		}
	}
	return e.finish(res)
}

type postOutcome uint8

const (
	postAccepted postOutcome = iota
	postBlocked
	postFailed
)

func (e *Execution) runPost(ctx context.Context, p PostExecute, res *Result) (next *Result, out postOutcome) {
	defer func() {
		if v := recover(); v != nil {
			next, out = errorResult(&failure.Error{Code: failure.ToolError, Message: "post-execute policy panicked: " + errMessage(v), Err: panicError{v}}), postFailed
		}
	}()
	d, err := p(ctx, e, res)
	if err != nil {
		return errorResult(asError(err, failure.ToolError)), postFailed
	}
	return e.applyPost(res, d)
}

func (e *Execution) applyPost(res *Result, d PostDecision) (*Result, postOutcome) {
	switch {
	case d.Block: // PL-31
		var texts []string
		for _, c := range d.Feedback {
			if c.Type == "text" {
				texts = append(texts, c.Text)
			} else {
				texts = append(texts, "["+c.Type+" content]")
			}
		}
		msg := strings.Join(texts, "\n")
		if msg == "" {
			msg = "blocked by post-execute policy"
		}
		content := d.Feedback
		if len(content) == 0 {
			content = []Content{Text(string(failure.Denied) + ": " + msg)}
		}
		return &Result{IsError: true, Code: failure.Denied, Content: content, Err: &failure.Error{Code: failure.Denied, Message: msg}, Contexts: d.Contexts}, postBlocked
	case d.Value != nil && d.Content != nil:
		return fail(failure.ToolError, "post-execute policy cannot replace both the value and the content of tool %q", e.name), postFailed
	case d.Value != nil && res.IsError:
		return fail(failure.ToolError, "post-execute policy cannot replace the value of a failed result of tool %q", e.name), postFailed
	case d.Value != nil: // PL-33
		def := e.resolve()
		if def == nil {
			return unknownTool(e.name), postAccepted
		}
		n := e.success(def, d.Value, nil)
		n.Contexts = append(append([]Context(nil), res.Contexts...), d.Contexts...)
		return n, postAccepted
	case d.Content == nil && len(d.Contexts) == 0:
		return res, postAccepted
	}
	c := *res // PL-34
	if d.Content != nil {
		c.Content = d.Content
	}
	c.Contexts = append(append([]Context(nil), res.Contexts...), d.Contexts...)
	return &c, postAccepted
}

// finish is PL-40..PL-42: the finalizer exactly once, then the settle
// event.
func (e *Execution) finish(res *Result) *Result {
	if f := e.finalizer; f != nil {
		e.finalizer = nil
		var content []Content
		var failed *Result
		func() {
			defer recovered(&failed, "finalizer")
			content = f(e, res)
		}()
		switch {
		case failed != nil:
			res = failed
		case content != nil:
			c := *res
			c.Content = content
			res = &c
		}
	}
	if e.r.opts.Observer != nil {
		ev := CallSettle{CallID: e.id, RootCallID: e.root, ParentCallID: e.parID, Tool: e.name, Scope: e.scope, IsError: res.IsError, Code: res.Code, Content: res.Content}
		var p failure.Pending
		if res.IsError && errors.As(res.Err, &p) {
			ev.Pending = p // RS-4
		}
		e.r.emit(ev)
	}
	return res
}

// parallel is EM-1/EM-2: only an exact true from the resolved definition's
// classifier means parallel; a collapsed or unknown call is exclusive
// (CO-9).
func (r *Registry) parallel(c Call) (safe bool) {
	r.mu.RLock()
	d := r.visibleLocked(c.Scope, c.Name)
	if r.collapsesLocked(c.Scope, c.Name, c.Parent) {
		d = nil
	}
	r.mu.RUnlock()
	if d == nil || d.ConcurrencySafe == nil {
		return false
	}
	defer func() {
		if recover() != nil {
			safe = false
		}
	}()
	return d.ConcurrencySafe(c.Arguments)
}

// ConcurrencySafe reports whether c would run in parallel with other
// concurrency-safe calls (EM-2). A collapsed, unknown or unclassified call
// is exclusive.
func (r *Registry) ConcurrencySafe(c Call) bool { return r.parallel(c) }
