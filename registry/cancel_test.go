package registry_test

import (
	"context"
	"encoding/json"
	"errors"
	"testing"
	"time"

	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/registry/failure"
)

// PL-2, scenario 41: a pre-aborted call runs no stage but still settles
// once.
func TestPreAborted_PL2(t *testing.T) {
	rec := &recorder{}
	o := hooks(rec)
	r := newReg(t, &o, echo("e", rec))
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	res := r.Call(ctx, call("e", `{}`))
	equal(t, "result", mustJSON(t, res), `{"isError":true,"code":"ABORTED_BEFORE_DISPATCH","content":[{"type":"text","text":"ABORTED_BEFORE_DISPATCH: tool call aborted before dispatch"}]}`)
	equal(t, "steps", rec.get(), []string{"settle e ABORTED_BEFORE_DISPATCH"})
	if !errors.Is(res.Err, failure.AbortedBeforeDispatch) {
		t.Error("errors.Is CodeAbortedBeforeDispatch")
	}
}

// CA-4, scenarios 43-44: abort while pre-execute runs → ABORTED_BEFORE_DISPATCH
// (post-execute runs); a deny decided at the same time is kept (CA-6).
func TestAbortDuringPreExecute_CA4(t *testing.T) {
	for _, deny := range []bool{false, true} {
		rec := &recorder{}
		o := hooks(rec)
		ctx, cancel := context.WithCancel(context.Background())
		o.PreExecute = []registry.PreExecute{func(context.Context, *registry.Execution) (registry.Decision, error) {
			cancel()
			if deny {
				return registry.Decision{Kind: registry.Deny, Reason: "no"}, nil
			}
			return registry.Decision{}, nil
		}}
		r := newReg(t, &o, echo("e", rec))
		res := r.Call(ctx, call("e", `{}`))
		want := failure.AbortedBeforeDispatch
		if deny {
			want = failure.Denied
		}
		if res.Code != want || rec.count("body") != 0 || rec.count("post") != 1 {
			t.Errorf("deny=%v: got %s, steps %v", deny, res.Code, rec.get())
		}
	}
}

// CA-8, scenario 45: abort during a pending approval.
func TestAbortDuringApproval_CA8(t *testing.T) {
	rec := &recorder{}
	o := hooks(rec)
	ctx, cancel := context.WithCancel(context.Background())
	o.PreExecute = []registry.PreExecute{func(context.Context, *registry.Execution) (registry.Decision, error) {
		return registry.Decision{Kind: registry.Ask}, nil
	}}
	o.Approver = registry.Approver(func(actx context.Context, req registry.ApprovalRequest) (registry.ApprovalOutcome, error) {
		cancel()
		<-actx.Done()
		return registry.ApprovalApproved, nil // too late: the caller gave up
	})
	r := newReg(t, &o, echo("e", rec))
	res := r.Call(ctx, call("e", `{}`))
	if res.Code != failure.AbortedBeforeDispatch || rec.count("body") != 0 {
		t.Fatalf("got %s, steps %v", res.Code, rec.get())
	}
}

// PL-11, CA-4, scenarios 46 and 50: a middleware that hands next an
// aborted context gets ABORTED_BEFORE_DISPATCH; a replaced context is
// fused with the caller's, and post-execute sees the caller's.
func TestMiddlewareContext_PL11(t *testing.T) {
	type key struct{}
	t.Run("aborted", func(t *testing.T) {
		rec := &recorder{}
		r := newReg(t, &registry.Options{Middleware: []registry.Middleware{func(next registry.Handler) registry.Handler {
			return func(ctx context.Context, e *registry.Execution) *registry.Result {
				c, cancel := context.WithCancel(ctx)
				cancel()
				return next(c, e)
			}
		}}}, echo("e", rec))
		res := r.Call(context.Background(), call("e", `{}`))
		if res.Code != failure.AbortedBeforeDispatch || rec.count("body") != 0 {
			t.Fatalf("got %s, steps %v", res.Code, rec.get())
		}
	})
	t.Run("fused", func(t *testing.T) {
		caller, cancelCaller := context.WithCancel(context.Background())
		var postSawValue any
		r := newReg(t, &registry.Options{
			Middleware: []registry.Middleware{func(next registry.Handler) registry.Handler {
				return func(ctx context.Context, e *registry.Execution) *registry.Result {
					return next(context.WithValue(context.Background(), key{}, "mw"), e) // not derived from the caller
				}
			}},
			PostExecute: []registry.PostExecute{func(ctx context.Context, e *registry.Execution, res *registry.Result) (registry.PostDecision, error) {
				postSawValue = ctx.Value(key{})
				return registry.PostDecision{}, nil
			}},
		}, registry.Tool{Name: "t", Execute: func(ctx context.Context, e *registry.Execution) (json.RawMessage, error) {
			if ctx.Value(key{}) != "mw" {
				return nil, errors.New("body does not see the middleware's context")
			}
			cancelCaller()
			select {
			case <-ctx.Done():
				return nil, errors.New("saw the caller's abort")
			case <-time.After(5 * time.Second):
				return json.RawMessage(`1`), nil
			}
		}})
		res := r.Call(caller, call("t", `{}`))
		if res.Message() != "saw the caller's abort" {
			t.Fatalf("got %s %q", res.Code, res.Message())
		}
		if postSawValue != nil {
			t.Errorf("post-execute saw the middleware context")
		}
	})
}

// CA-5, CA-7, scenario 48: a body success after the caller aborted is
// ABORTED, keeping the deferred contexts.
func TestAbortAfterBody_CA7(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	r2 := newReg(t, &registry.Options{PostExecute: []registry.PostExecute{func(context.Context, *registry.Execution, *registry.Result) (registry.PostDecision, error) {
		cancel()
		return registry.PostDecision{Contexts: []registry.Context{{Source: "post"}}}, nil
	}}}, registry.Tool{Name: "t", Execute: func(_ context.Context, e *registry.Execution) (json.RawMessage, error) {
		e.DeferContext(registry.Context{Source: "body"})
		return json.RawMessage(`1`), nil
	}})
	res := r2.Call(ctx, call("t", ""))
	if res.Code != failure.Aborted || len(res.Contexts) != 2 || res.Contexts[0].Source != "body" || res.Contexts[1].Source != "post" {
		t.Fatalf("got %s contexts %+v", res.Code, res.Contexts)
	}
}

// CA-6, scenario 49: a typed error thrown after observing the abort is
// kept.
func TestAbortKeepsToolError_CA6(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	r := newReg(t, nil, registry.Tool{Name: "t", Execute: func(ctx context.Context, e *registry.Execution) (json.RawMessage, error) {
		cancel()
		<-ctx.Done()
		return nil, failure.ArgsError("late")
	}})
	res := r.Call(ctx, call("t", ""))
	if res.Code != failure.InvalidArgs {
		t.Fatalf("got %s", res.Code)
	}
}

// CA-1, GO-3, scenario 51: an uncooperative body is awaited, then ABORTED.
func TestUncooperativeBody_CA1(t *testing.T) {
	release := make(chan struct{})
	returned := make(chan struct{})
	ctx, cancel := context.WithCancel(context.Background())
	r := newReg(t, nil, registry.Tool{Name: "slow", Execute: func(context.Context, *registry.Execution) (json.RawMessage, error) {
		cancel()
		<-release // ignores ctx
		return json.RawMessage(`1`), nil
	}})
	var res *registry.Result
	go func() { res = r.Call(ctx, call("slow", "")); close(returned) }()
	select {
	case <-returned:
		t.Fatal("Call returned before the body did")
	case <-time.After(50 * time.Millisecond):
	}
	close(release)
	<-returned
	if res.Code != failure.Aborted {
		t.Fatalf("got %s", res.Code)
	}
}
