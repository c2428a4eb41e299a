package registry_test

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/codemode-go/codemode/registry"
)

// recorder records which stages ran, in order. It is safe for concurrent
// use.
type recorder struct {
	mu    sync.Mutex
	steps []string
}

func (r *recorder) add(format string, args ...any) {
	r.mu.Lock()
	r.steps = append(r.steps, fmt.Sprintf(format, args...))
	r.mu.Unlock()
}

func (r *recorder) get() []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	return slices.Clone(r.steps)
}

func (r *recorder) count(prefix string) int {
	n := 0
	for _, s := range r.get() {
		if strings.HasPrefix(s, prefix) {
			n++
		}
	}
	return n
}

// hooks returns Options whose every stage records into rec: one
// pre-execute policy, one guard, an approver, one middleware, one
// post-execute policy and an observer.
func hooks(rec *recorder) registry.Options {
	return registry.Options{
		PreExecute: []registry.PreExecute{func(ctx context.Context, e *registry.Execution) (registry.Decision, error) {
			rec.add("pre %s", e.Tool())
			return registry.Decision{}, nil
		}},
		Guards: []registry.Guard{func(ctx context.Context, e *registry.Execution) string {
			rec.add("guard %s", e.Tool())
			return ""
		}},
		Approver: registry.Approver(func(ctx context.Context, req registry.ApprovalRequest) (registry.ApprovalOutcome, error) {
			rec.add("approve %s", req.Tool)
			return registry.ApprovalApproved, nil
		}),
		Middleware: []registry.Middleware{func(next registry.Handler) registry.Handler {
			return func(ctx context.Context, e *registry.Execution) *registry.Result {
				rec.add("mw-before %s", e.Tool())
				res := next(ctx, e)
				rec.add("mw-after %s", e.Tool())
				return res
			}
		}},
		PostExecute: []registry.PostExecute{func(ctx context.Context, e *registry.Execution, res *registry.Result) (registry.PostDecision, error) {
			rec.add("post %s", e.Tool())
			return registry.PostDecision{}, nil
		}},
		Observer: registry.Observer(func(ev registry.Event) {
			switch ev := ev.(type) {
			case registry.CallSettle:
				rec.add("settle %s %s", ev.Tool, ev.Code)
			}
		}),
	}
}

// echo returns a raw tool that records its body and returns its arguments.
func echo(name string, rec *recorder) registry.Tool {
	return registry.Tool{
		Name:        name,
		Description: "Echo the arguments.",
		Execute: func(ctx context.Context, e *registry.Execution) (json.RawMessage, error) {
			if rec != nil {
				rec.add("body %s", e.Tool())
			}
			return e.Arguments(), nil
		},
	}
}

func newReg(t testing.TB, o *registry.Options, tools ...registry.Tool) *registry.Registry {
	t.Helper()
	r, err := registry.New(o)
	if err != nil {
		t.Fatal(err)
	}
	for _, tl := range tools {
		if _, err := r.Register(tl); err != nil {
			t.Fatal(err)
		}
	}
	return r
}

func call(name, args string) registry.Call {
	c := registry.Call{ID: "call-1", Name: name}
	if args != "" {
		c.Arguments = json.RawMessage(args)
	}
	return c
}

func text(res *registry.Result) string {
	var parts []string
	for _, c := range res.Content {
		parts = append(parts, c.Text)
	}
	return strings.Join(parts, "|")
}

func mustJSON(t testing.TB, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func equal[T any](t testing.TB, what string, got, want T) {
	t.Helper()
	g, w := fmt.Sprintf("%#v", got), fmt.Sprintf("%#v", want)
	if g != w {
		t.Errorf("%s:\n got  %s\n want %s", what, g, w)
	}
}

// stubTransport stands in for the run_code engine (the runcode package,
// which stands above registry): a call of run_code fails; lang is the
// language it reports.
type stubTransport struct{ lang string }

func (stubTransport) Run(context.Context, *registry.Execution) (registry.TransportOutput, json.RawMessage, error) {
	return nil, nil, fmt.Errorf("no run_code engine in the registry tests")
}

func (stubTransport) Render(json.RawMessage) ([]registry.Content, error) { return nil, nil }

func (stubTransport) OutputType(string) (json.RawMessage, string, bool) { return nil, "", false }

func (s stubTransport) Language() string { return s.lang }

func (stubTransport) Observe(context.Context, string, json.RawMessage) {}
