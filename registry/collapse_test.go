package registry_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/registry/failure"
)

// CO-3, CO-8, scenarios 52 and 54 — the collapse acceptance: in code mode a
// model-direct native call is UNKNOWN_TOOL and no policy, guard, approver
// or middleware observed it; the same tool nested (parent token set) runs
// through all of them; native and both are unchanged.
func TestCollapseAcceptance_CO3(t *testing.T) {
	ask := func(rec *recorder) registry.PreExecute {
		return func(ctx context.Context, e *registry.Execution) (registry.Decision, error) {
			rec.add("pre %s", e.Tool())
			return registry.Decision{Kind: registry.Ask}, nil
		}
	}
	all := []string{"pre write", "guard write", "approve write", "mw-before write", "body write", "mw-after write", "post write", "settle write "}
	for _, tc := range []struct {
		mode   registry.Mode
		nested bool
		code   failure.Code
		steps  []string
	}{
		{registry.ModeCode, false, failure.UnknownTool, []string{"settle write UNKNOWN_TOOL"}},
		{registry.ModeCode, true, "", all},
		{registry.ModeNative, false, "", all},
		{registry.ModeNative, true, "", all},
		{registry.ModeBoth, false, "", all},
		{registry.ModeBoth, true, "", all},
	} {
		t.Run(string(tc.mode)+map[bool]string{true: "/nested", false: "/direct"}[tc.nested], func(t *testing.T) {
			rec := &recorder{}
			o := hooks(rec)
			o.Mode = tc.mode
			o.PreExecute = []registry.PreExecute{ask(rec)}
			r := newReg(t, &o, echo("write", rec))
			c := call("write", `{"path":"a"}`)
			if tc.nested {
				c.Parent = new(registry.Execution)
			}
			res := r.Call(context.Background(), c)
			if res.Code != tc.code {
				t.Fatalf("got %s %q", res.Code, res.Message())
			}
			equal(t, "steps", rec.get(), tc.steps)
			if tc.code == failure.UnknownTool {
				msg := res.Message()
				for _, want := range []string{`unknown tool "write"`, "run_code", "await tools.write(args)"} {
					if !strings.Contains(msg, want) {
						t.Errorf("message %q lacks %q", msg, want)
					}
				}
				if !strings.Contains(text(res), "UNKNOWN_TOOL") {
					t.Errorf("content %q lacks the code (DESIGN §7)", text(res))
				}
			}
			// RV-7, CO-2: Get and Schemas keep the full visible set.
			if _, ok := r.Get("", "write"); !ok {
				t.Error("Get lost write")
			}
		})
	}
}

// CO-5, CO-6, CO-7, scenario 53: the edge cases of a collapsed call.
func TestCollapseEdgeCases_CO5(t *testing.T) {
	var finals int
	tool := echo("write", nil)
	tool.Finalize = func(*registry.Execution, *registry.Result) []registry.Content {
		finals++
		return []registry.Content{registry.Text("finalized")}
	}
	r := newReg(t, &registry.Options{Mode: registry.ModeCode}, tool)
	aborted, cancel := context.WithCancel(context.Background())
	cancel()
	for _, tc := range []struct {
		name      string
		ctx       context.Context
		args      string
		code      failure.Code
		finalized bool
	}{
		{"pre-aborted", aborted, `{}`, failure.AbortedBeforeDispatch, true},
		{"unknown", context.Background(), `{}`, failure.UnknownTool, false},
		{"bad args", context.Background(), `{`, failure.InvalidArgs, false},
		{"bad args aborted", aborted, `{`, failure.InvalidArgs, true},
	} {
		finals = 0
		res := r.Call(tc.ctx, call("write", tc.args))
		if res.Code != tc.code || (finals == 1) != tc.finalized || (text(res) == "finalized") != tc.finalized {
			t.Errorf("%s: got %s, finalizer calls %d, text %q", tc.name, res.Code, finals, text(res))
		}
	}
}

// CO-4: a name that is not visible is not collapsed: policies see it and
// dispatch reports the plain unknown tool.
func TestUnknownNotCollapsed_CO4(t *testing.T) {
	rec := &recorder{}
	o := hooks(rec)
	o.Mode = registry.ModeCode
	r := newReg(t, &o)
	res := r.Call(context.Background(), call("ghost", `{}`))
	if res.Code != failure.UnknownTool || res.Message() != `unknown tool "ghost"` {
		t.Fatalf("got %s %q", res.Code, res.Message())
	}
	equal(t, "steps", rec.get(), []string{"pre ghost", "guard ghost", "mw-before ghost", "mw-after ghost", "post ghost", "settle ghost UNKNOWN_TOOL"})
}

// EM-2, CO-9, scenario 56: only an exact true is parallel; collapsed calls
// are exclusive.
func TestConcurrencySafe_EM2(t *testing.T) {
	safe := echo("read", nil)
	safe.ConcurrencySafe = func(args json.RawMessage) bool { return !strings.Contains(string(args), "unsafe") }
	panics := echo("odd", nil)
	panics.ConcurrencySafe = func(json.RawMessage) bool { panic("classifier bug") }
	for _, mode := range []registry.Mode{registry.ModeNative, registry.ModeCode} {
		r := newReg(t, &registry.Options{Mode: mode}, safe, panics, echo("write", nil))
		for _, tc := range []struct {
			name, args string
			nested     bool
			want       bool
		}{
			{"read", `{}`, true, true},
			{"read", `{"unsafe":1}`, true, false},
			{"read", `{}`, false, mode != registry.ModeCode},
			{"odd", `{}`, true, false},
			{"write", `{}`, true, false},
			{"ghost", `{}`, true, false},
		} {
			c := call(tc.name, tc.args)
			if tc.nested {
				c.Parent = new(registry.Execution)
			}
			if got := r.ConcurrencySafe(c); got != tc.want {
				t.Errorf("%s: %s %s nested=%v: got %v", mode, tc.name, tc.args, tc.nested, got)
			}
		}
	}
}

// RV-11, scenario 55: a scope's PresentAs(code) collapses its direct calls
// only.
func TestPresentAs_RV12(t *testing.T) {
	r := newReg(t, nil, echo("write", nil))
	undo, err := r.PresentAs("agent", registry.ModeCode)
	if err != nil {
		t.Fatal(err)
	}
	c := call("write", `{}`)
	c.Scope = "agent"
	if res := r.Call(context.Background(), c); res.Code != failure.UnknownTool {
		t.Fatalf("agent: got %s", res.Code)
	}
	if res := r.Call(context.Background(), call("write", `{}`)); res.IsError {
		t.Fatalf("global: got %s", res.Code)
	}
	if _, err := r.PresentAs("agent", registry.ModeBoth); err == nil {
		t.Fatal("second PresentAs accepted")
	}
	if _, err := r.PresentAs("", registry.ModeCode); err == nil {
		t.Fatal("unscoped PresentAs accepted")
	}
	wire, _ := r.WireSchemas("agent")
	if len(wire) != 1 || wire[0].Name != "run_code" {
		t.Fatalf("agent wire %v", wire)
	}
	undo()
	undo()
	if res := r.Call(context.Background(), c); res.IsError {
		t.Fatalf("after undo: got %s", res.Code)
	}
}
