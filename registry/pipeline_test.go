package registry_test

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/registry/failure"
)

// PL order, scenario 26: pre → guard → (approval) → middleware → body →
// middleware → post → settle.
func TestPipelineOrder_PL26(t *testing.T) {
	rec := &recorder{}
	o := hooks(rec)
	r := newReg(t, &o, echo("echo", rec))
	res := r.Call(context.Background(), call("echo", `{"a":1}`))
	if res.IsError {
		t.Fatalf("unexpected failure %v", res.Err)
	}
	equal(t, "steps", rec.get(), []string{"pre echo", "guard echo", "mw-before echo", "body echo", "mw-after echo", "post echo", "settle echo "})
}

// PL-4 with Ask: guards, then the approver, then dispatch.
func TestPipelineOrderAsk_PL4(t *testing.T) {
	rec := &recorder{}
	o := hooks(rec)
	o.PreExecute = []registry.PreExecute{func(ctx context.Context, e *registry.Execution) (registry.Decision, error) {
		rec.add("pre %s", e.Tool())
		return registry.Decision{Kind: registry.Ask, Reason: "writes"}, nil
	}}
	r := newReg(t, &o, echo("echo", rec))
	res := r.Call(context.Background(), call("echo", `{}`))
	if res.IsError {
		t.Fatalf("unexpected failure %v", res.Err)
	}
	equal(t, "steps", rec.get(), []string{"pre echo", "guard echo", "approve echo", "mw-before echo", "body echo", "mw-after echo", "post echo", "settle echo "})
}

// Scenario 16 / RS-3: success shape; the observer sees the same outcome.
func TestSuccessShape_PL12_RS3(t *testing.T) {
	var settled registry.CallSettle
	o := &registry.Options{Observer: registry.Observer(func(ev registry.Event) {
		if s, ok := ev.(registry.CallSettle); ok {
			settled = s
		}
	})}
	r := newReg(t, o, registry.Tool{Name: "hi", Execute: func(context.Context, *registry.Execution) (json.RawMessage, error) {
		return json.RawMessage(` "hi" `), nil
	}})
	res := r.Call(context.Background(), call("hi", ""))
	equal(t, "json", mustJSON(t, res), `{"isError":false,"content":[{"type":"text","text":"hi"}],"value":"hi"}`)
	equal(t, "settled content", mustJSON(t, settled.Content), `[{"type":"text","text":"hi"}]`)
}

// DESIGN §5: the call --json object for each code, and default rendering
// of structured values as pretty JSON.
func TestResultJSON_DESIGN5(t *testing.T) {
	r := newReg(t, nil, registry.Tool{Name: "obj", Execute: func(context.Context, *registry.Execution) (json.RawMessage, error) {
		return json.RawMessage(`{"n": 42, "ok": true, "s": "<&>"}`), nil
	}})
	res := r.Call(context.Background(), call("obj", ""))
	equal(t, "obj", mustJSON(t, res), `{"isError":false,"content":[{"type":"text","text":"{\n  \"n\": 42,\n  \"ok\": true,\n  \"s\": \"\u003c\u0026\u003e\"\n}"}],"value":{"n":42,"ok":true,"s":"\u003c\u0026\u003e"}}`)
	res = r.Call(context.Background(), call("nope", ""))
	equal(t, "unknown", mustJSON(t, res), `{"isError":true,"code":"UNKNOWN_TOOL","content":[{"type":"text","text":"UNKNOWN_TOOL: unknown tool \"nope\""}]}`)
	if !errors.Is(res.Err, failure.UnknownTool) {
		t.Errorf("errors.Is(%v, CodeUnknownTool) = false", res.Err)
	}
}

// PL-12, scenario 18: output schema violations and non-JSON values are
// INVALID_OUTPUT without a value.
func TestInvalidOutput_PL12(t *testing.T) {
	for _, tc := range []struct {
		name, value, want string
	}{
		{"schema", `{"n":"x"}`, `tool "t" returned invalid output`},
		{"not json", `{n:1}`, `value is not lossless JSON`},
		{"negative zero", `-0`, `negative zero`},
		{"nil", ``, `no value`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := newReg(t, nil, registry.Tool{
				Name:         "t",
				OutputSchema: json.RawMessage(`{"type":"object","properties":{"n":{"type":"integer"}}}`),
				Execute: func(context.Context, *registry.Execution) (json.RawMessage, error) {
					if tc.value == "" {
						return nil, nil
					}
					return json.RawMessage(tc.value), nil
				},
			})
			res := r.Call(context.Background(), call("t", ""))
			if res.Code != failure.InvalidOutput || res.Value != nil || !strings.Contains(res.Message(), tc.want) {
				t.Fatalf("got %s %q value=%s, want INVALID_OUTPUT containing %q", res.Code, res.Message(), res.Value, tc.want)
			}
		})
	}
}

// PL-7, scenario 20: a pre-execute deny never enters middleware, but
// post-execute sees the failure.
func TestPreExecuteDeny_PL7(t *testing.T) {
	rec := &recorder{}
	o := hooks(rec)
	o.PreExecute = []registry.PreExecute{func(ctx context.Context, e *registry.Execution) (registry.Decision, error) {
		return registry.Decision{Kind: registry.Deny, Reason: "no writes today"}, nil
	}}
	o.PostExecute = []registry.PostExecute{func(ctx context.Context, e *registry.Execution, res *registry.Result) (registry.PostDecision, error) {
		rec.add("post %s %s", e.Tool(), res.Code)
		return registry.PostDecision{}, nil
	}}
	r := newReg(t, &o, echo("w", rec))
	res := r.Call(context.Background(), call("w", ""))
	equal(t, "result", mustJSON(t, res), `{"isError":true,"code":"DENIED","content":[{"type":"text","text":"DENIED: no writes today"}]}`)
	equal(t, "steps", rec.get(), []string{"post w DENIED", "settle w DENIED"})
}

// PL-6, scenario 24: guards deny after an allow; the first reason wins; a
// deny skips guards.
func TestGuards_PL6(t *testing.T) {
	rec := &recorder{}
	o := hooks(rec)
	o.Guards = []registry.Guard{
		func(ctx context.Context, e *registry.Execution) string { rec.add("g1"); return "" },
		func(ctx context.Context, e *registry.Execution) string { rec.add("g2"); return "guarded" },
		func(ctx context.Context, e *registry.Execution) string { rec.add("g3"); return "later" },
	}
	r := newReg(t, &o, echo("w", rec))
	res := r.Call(context.Background(), call("w", ""))
	if res.Code != failure.Denied || res.Message() != "guarded" {
		t.Fatalf("got %s %q", res.Code, res.Message())
	}
	equal(t, "steps", rec.get(), []string{"pre w", "g1", "g2", "post w", "settle w DENIED"})
}

// PL-4, scenarios 21-22, CA-8: approval outcomes.
func TestApproval_PL4(t *testing.T) {
	ask := []registry.PreExecute{func(ctx context.Context, e *registry.Execution) (registry.Decision, error) {
		return registry.Decision{Kind: registry.Ask, Reason: "it writes"}, nil
	}}
	for _, tc := range []struct {
		name     string
		approver registry.Approver
		code     failure.Code
		msg      string
		body     bool
	}{
		{"no approver", nil, failure.Denied, "it writes", false},
		{"approved", registry.Approver(func(context.Context, registry.ApprovalRequest) (registry.ApprovalOutcome, error) {
			return registry.ApprovalApproved, nil
		}), "", "", true},
		{"rejected", registry.Approver(func(context.Context, registry.ApprovalRequest) (registry.ApprovalOutcome, error) {
			return registry.ApprovalRejected, nil
		}), failure.ApprovalDenied, `the user rejected tool "w"`, false},
		{"cancelled", registry.Approver(func(context.Context, registry.ApprovalRequest) (registry.ApprovalOutcome, error) {
			return registry.ApprovalCancelled, nil
		}), failure.ApprovalDenied, `approval for tool "w" was cancelled`, false},
		{"unavailable", registry.Approver(func(context.Context, registry.ApprovalRequest) (registry.ApprovalOutcome, error) {
			return registry.ApprovalUnavailable, nil
		}), failure.ApprovalDenied, `tool "w" requires approval but no approval channel is available`, false},
		{"timeout", registry.Approver(func(ctx context.Context, _ registry.ApprovalRequest) (registry.ApprovalOutcome, error) {
			// An Approver bounds its own wait and answers ApprovalTimedOut.
			wait, cancel := context.WithTimeout(ctx, 10*time.Millisecond)
			defer cancel()
			<-wait.Done()
			return registry.ApprovalTimedOut, nil
		}), failure.ApprovalDenied, `approval for tool "w" timed out`, false},
		{"bogus outcome", registry.Approver(func(context.Context, registry.ApprovalRequest) (registry.ApprovalOutcome, error) {
			return 99, nil
		}), failure.ToolError, `approver returned an unknown outcome 99`, false},
		{"approver error", registry.Approver(func(context.Context, registry.ApprovalRequest) (registry.ApprovalOutcome, error) {
			return 0, errors.New("approval service down")
		}), failure.ToolError, `approval service down`, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rec := &recorder{}
			r := newReg(t, &registry.Options{PreExecute: ask, Approver: tc.approver}, echo("w", rec))
			res := r.Call(context.Background(), call("w", ""))
			if res.Code != tc.code || !strings.Contains(res.Message(), tc.msg) {
				t.Fatalf("got %s %q, want %s %q", res.Code, res.Message(), tc.code, tc.msg)
			}
			if got := rec.count("body") == 1; got != tc.body {
				t.Fatalf("body ran = %v, want %v", got, tc.body)
			}
		})
	}
}

// PL-8: a failing or panicking pre-execute policy is TOOL_ERROR and skips
// post-execute.
func TestPolicyFailure_PL8(t *testing.T) {
	for _, tc := range []struct {
		name string
		pre  registry.PreExecute
		msg  string
	}{
		{"error", func(context.Context, *registry.Execution) (registry.Decision, error) {
			return registry.Decision{}, errors.New("policy store offline")
		}, "policy store offline"},
		{"panic", func(context.Context, *registry.Execution) (registry.Decision, error) { panic("boom") }, "policy panicked: boom"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rec := &recorder{}
			o := hooks(rec)
			o.PreExecute = []registry.PreExecute{tc.pre}
			r := newReg(t, &o, echo("w", rec))
			res := r.Call(context.Background(), call("w", ""))
			if res.Code != failure.ToolError || res.Message() != tc.msg {
				t.Fatalf("got %s %q", res.Code, res.Message())
			}
			equal(t, "steps", rec.get(), []string{"settle w TOOL_ERROR"})
		})
	}
}

// Scenario 27: a body error reaches the middleware as an error result
// (code kept) and post-execute still runs.
func TestBodyError_PL10(t *testing.T) {
	rec := &recorder{}
	o := hooks(rec)
	r := newReg(t, &o,
		registry.Tool{Name: "plain", Execute: func(context.Context, *registry.Execution) (json.RawMessage, error) {
			return nil, errors.New("disk full")
		}},
		registry.Tool{Name: "typed", Execute: func(context.Context, *registry.Execution) (json.RawMessage, error) {
			return nil, failure.ArgsError(`"path" is required`)
		}},
		registry.Tool{Name: "panics", Execute: func(context.Context, *registry.Execution) (json.RawMessage, error) {
			panic("nil map")
		}},
	)
	for _, tc := range []struct {
		tool string
		code failure.Code
		msg  string
	}{
		{"plain", failure.ToolError, "disk full"},
		{"typed", failure.InvalidArgs, `invalid arguments: "path" is required`},
		{"panics", failure.ToolError, `tool "panics" panicked: nil map`},
	} {
		res := r.Call(context.Background(), call(tc.tool, ""))
		if res.Code != tc.code || res.Message() != tc.msg {
			t.Errorf("%s: got %s %q, want %s %q", tc.tool, res.Code, res.Message(), tc.code, tc.msg)
		}
		if rec.count("post "+tc.tool) != 1 || rec.count("mw-after "+tc.tool) != 1 {
			t.Errorf("%s: steps %v", tc.tool, rec.get())
		}
	}
}

// PL-13, scenarios 28-29: a middleware success is re-rendered and
// re-validated for this tool; the body never runs.
func TestMiddlewareShortCircuit_PL13(t *testing.T) {
	var cached *registry.Result
	short := func(next registry.Handler) registry.Handler {
		return func(ctx context.Context, e *registry.Execution) *registry.Result {
			if cached != nil {
				return cached
			}
			return &registry.Result{Value: json.RawMessage(`"from cache"`), Content: []registry.Content{registry.Text("authored")}}
		}
	}
	rec := &recorder{}
	r := newReg(t, &registry.Options{Middleware: []registry.Middleware{short}},
		echo("a", rec),
		registry.Tool{Name: "num", OutputSchema: json.RawMessage(`{"type":"number"}`), Execute: func(context.Context, *registry.Execution) (json.RawMessage, error) {
			rec.add("body num")
			return json.RawMessage(`1`), nil
		}})
	res := r.Call(context.Background(), call("a", ""))
	equal(t, "short", mustJSON(t, res), `{"isError":false,"content":[{"type":"text","text":"from cache"}],"value":"from cache"}`)
	cached = res
	res = r.Call(context.Background(), call("num", ""))
	if res.Code != failure.InvalidOutput {
		t.Fatalf("cached string for a number tool: got %s %q", res.Code, res.Message())
	}
	if n := rec.count("body"); n != 0 {
		t.Fatalf("body ran %d times", n)
	}
}

// PL-14, scenario 30: a panicking middleware is TOOL_ERROR without
// post-execute.
func TestMiddlewarePanic_PL14(t *testing.T) {
	rec := &recorder{}
	o := hooks(rec)
	o.Middleware = []registry.Middleware{func(next registry.Handler) registry.Handler {
		return func(ctx context.Context, e *registry.Execution) *registry.Result { panic(errors.New("cache corrupt")) }
	}}
	r := newReg(t, &o, echo("a", rec))
	res := r.Call(context.Background(), call("a", ""))
	if res.Code != failure.ToolError || res.Message() != "middleware panicked: cache corrupt" {
		t.Fatalf("got %s %q", res.Code, res.Message())
	}
	equal(t, "steps", rec.get(), []string{"pre a", "guard a", "settle a TOOL_ERROR"})
}

// PL-31..PL-34, scenarios 31-32: post-execute decisions.
func TestPostExecute_PL30(t *testing.T) {
	for _, tc := range []struct {
		name   string
		fail   bool // body fails
		dec    registry.PostDecision
		result string
	}{
		{"accept", false, registry.PostDecision{}, `{"isError":false,"content":[{"type":"text","text":"v"}],"value":"v"}`},
		{"content", false, registry.PostDecision{Content: []registry.Content{registry.Text("redacted")}}, `{"isError":false,"content":[{"type":"text","text":"redacted"}],"value":"v"}`},
		{"value", false, registry.PostDecision{Value: json.RawMessage(`"w"`)}, `{"isError":false,"content":[{"type":"text","text":"w"}],"value":"w"}`},
		{"invalid value", false, registry.PostDecision{Value: json.RawMessage(`7`)}, `{"isError":true,"code":"INVALID_OUTPUT","content":[{"type":"text","text":"INVALID_OUTPUT: tool \"s\" returned invalid output: validating root: type: 7 has type \"integer\", want \"string\""}]}`},
		{"both", false, registry.PostDecision{Value: json.RawMessage(`"w"`), Content: []registry.Content{registry.Text("x")}}, `{"isError":true,"code":"TOOL_ERROR","content":[{"type":"text","text":"TOOL_ERROR: post-execute policy cannot replace both the value and the content of tool \"s\""}]}`},
		{"value of failure", true, registry.PostDecision{Value: json.RawMessage(`"w"`)}, `{"isError":true,"code":"TOOL_ERROR","content":[{"type":"text","text":"TOOL_ERROR: post-execute policy cannot replace the value of a failed result of tool \"s\""}]}`},
		{"block", false, registry.PostDecision{Block: true, Feedback: []registry.Content{registry.Text("secret found"), {Type: "image", Data: "AA==", MIMEType: "image/png"}}}, `{"isError":true,"code":"DENIED","content":[{"type":"text","text":"secret found"},{"type":"image","data":"AA==","mimeType":"image/png"}]}`},
		{"block empty", false, registry.PostDecision{Block: true}, `{"isError":true,"code":"DENIED","content":[{"type":"text","text":"DENIED: blocked by post-execute policy"}]}`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := newReg(t, &registry.Options{PostExecute: []registry.PostExecute{func(context.Context, *registry.Execution, *registry.Result) (registry.PostDecision, error) {
				return tc.dec, nil
			}}}, registry.Tool{Name: "s", OutputSchema: json.RawMessage(`{"type":"string"}`), Execute: func(context.Context, *registry.Execution) (json.RawMessage, error) {
				if tc.fail {
					return nil, errors.New("failed")
				}
				return json.RawMessage(`"v"`), nil
			}})
			res := r.Call(context.Background(), call("s", ""))
			equal(t, "result", mustJSON(t, res), tc.result)
			if tc.name == "block" && res.Message() != "secret found\n[image content]" {
				t.Errorf("block message %q", res.Message())
			}
		})
	}
}

// PL-20, TD-5, scenario 33: contexts are ordered deferred → middleware →
// post; a block keeps only its own.
func TestContextsOrder_PL20(t *testing.T) {
	ctxOf := func(s string) registry.Context {
		return registry.Context{Content: []registry.Content{registry.Text(s)}, Source: "test"}
	}
	names := func(cs []registry.Context) []string {
		var out []string
		for _, c := range cs {
			out = append(out, c.Content[0].Text)
		}
		return out
	}
	for _, block := range []bool{false, true} {
		r := newReg(t, &registry.Options{
			Middleware: []registry.Middleware{func(next registry.Handler) registry.Handler {
				return func(ctx context.Context, e *registry.Execution) *registry.Result {
					res := next(ctx, e)
					c := *res
					c.Contexts = append(c.Contexts, ctxOf("wrapper"))
					return &c
				}
			}},
			PostExecute: []registry.PostExecute{func(context.Context, *registry.Execution, *registry.Result) (registry.PostDecision, error) {
				return registry.PostDecision{Block: block, Contexts: []registry.Context{ctxOf("post")}}, nil
			}},
		}, registry.Tool{Name: "t", Execute: func(_ context.Context, e *registry.Execution) (json.RawMessage, error) {
			e.DeferContext(ctxOf("deferred"))
			return json.RawMessage(`1`), nil
		}})
		res := r.Call(context.Background(), call("t", ""))
		want := []string{"deferred", "wrapper", "post"}
		if block {
			want = []string{"post"}
		}
		equal(t, "contexts", names(res.Contexts), want)
	}
}

// TD-7, PL-41, scenario 35: the finalizer runs exactly once on every path,
// nil keeps content, and a panicking finalizer yields its error once.
func TestFinalizer_TD7(t *testing.T) {
	var calls int
	fin := func(e *registry.Execution, res *registry.Result) []registry.Content {
		calls++
		if res.IsError {
			return []registry.Content{registry.Text("final: " + string(res.Code))}
		}
		return nil
	}
	deny := func(ctx context.Context, e *registry.Execution) (registry.Decision, error) {
		if strings.Contains(string(e.Arguments()), "deny") {
			return registry.Decision{Kind: registry.Deny, Reason: "no"}, nil
		}
		return registry.Decision{}, nil
	}
	tool := echo("f", nil)
	tool.Finalize = fin
	r := newReg(t, &registry.Options{PreExecute: []registry.PreExecute{deny}}, tool)
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	for _, tc := range []struct {
		name string
		ctx  context.Context
		args string
		text string
	}{
		{"success", context.Background(), `{"ok":1}`, "{\n  \"ok\": 1\n}"},
		{"deny", context.Background(), `{"deny":1}`, "final: DENIED"},
		{"pre-aborted", cancelled, `{}`, "final: ABORTED_BEFORE_DISPATCH"},
		{"bad args", context.Background(), `{`, "final: INVALID_ARGS"},
	} {
		calls = 0
		res := r.Call(tc.ctx, call("f", tc.args))
		if calls != 1 || text(res) != tc.text {
			t.Errorf("%s: finalizer calls %d, text %q; want 1, %q", tc.name, calls, text(res), tc.text)
		}
	}
	panicky := echo("p", nil)
	panicky.Finalize = func(*registry.Execution, *registry.Result) []registry.Content { calls++; panic("truncate failed") }
	r = newReg(t, nil, panicky)
	calls = 0
	res := r.Call(context.Background(), call("p", ""))
	if calls != 1 || res.Code != failure.ToolError || res.Message() != "finalizer panicked: truncate failed" {
		t.Errorf("panicking finalizer: calls %d, %s %q", calls, res.Code, res.Message())
	}
}

// EX-3, CA-2, scenarios 36 and 42: non-JSON arguments fail creation before
// any policy, and win over a pre-aborted context.
func TestArgumentSnapshot_EX3(t *testing.T) {
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	for _, tc := range []struct {
		name string
		ctx  context.Context
		args string
	}{
		{"syntax", context.Background(), `{"a":`},
		{"NaN", context.Background(), `{"a":NaN}`},
		{"overflow", context.Background(), `{"a":1e400}`},
		{"negative zero", context.Background(), `[-0.0]`},
		{"duplicate key", context.Background(), `{"a":1,"\u0061":2}`},
		{"trailing", context.Background(), `{} {}`},
		{"invalid utf-8", context.Background(), "\"\xff\""},
		{"pre-aborted", cancelled, `{"a":`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rec := &recorder{}
			var start registry.CallStart
			o := hooks(rec)
			inner := o.Observer
			o.Observer = registry.Observer(func(ev registry.Event) {
				if s, ok := ev.(registry.CallStart); ok {
					start = s
				}
				inner(ev)
			})
			r := newReg(t, &o, echo("e", rec))
			res := r.Call(tc.ctx, call("e", tc.args))
			if res.Code != failure.InvalidArgs || !strings.HasPrefix(res.Message(), "tool execution arguments must be losslessly JSON-serializable: ") {
				t.Fatalf("got %s %q", res.Code, res.Message())
			}
			equal(t, "steps", rec.get(), []string{"settle e INVALID_ARGS"})
			if start.Arguments != nil {
				t.Errorf("start event arguments %s, want absent", start.Arguments)
			}
		})
	}
}

// EX-3, EX-4, GO-5, scenario 37: every stage sees the same snapshot, and
// mutating what one stage was handed changes nothing for the others.
func TestArgumentsImmutable_EX4(t *testing.T) {
	caller := []byte(`{ "path" : "a.txt" }`)
	var seen []string
	mutate := func(e *registry.Execution) {
		a := e.Arguments()
		seen = append(seen, string(a))
		a[2] = 'X'
	}
	r := newReg(t, &registry.Options{
		PreExecute: []registry.PreExecute{func(ctx context.Context, e *registry.Execution) (registry.Decision, error) {
			mutate(e)
			return registry.Decision{}, nil
		}},
		Guards: []registry.Guard{func(ctx context.Context, e *registry.Execution) string { mutate(e); return "" }},
	}, registry.Tool{Name: "t", Execute: func(_ context.Context, e *registry.Execution) (json.RawMessage, error) {
		mutate(e)
		return e.Arguments(), nil
	}})
	res := r.Call(context.Background(), registry.Call{ID: "1", Name: "t", Arguments: caller})
	equal(t, "seen", seen, []string{`{"path":"a.txt"}`, `{"path":"a.txt"}`, `{"path":"a.txt"}`})
	equal(t, "value", string(res.Value), `{"path":"a.txt"}`)
	equal(t, "caller", string(caller), `{ "path" : "a.txt" }`)
}

// EX-4, scenario 38: one identity (the *Execution) per execution, shared by every stage.
func TestToken_EX4(t *testing.T) {
	var tokens []*registry.Execution
	r := newReg(t, &registry.Options{
		PreExecute: []registry.PreExecute{func(ctx context.Context, e *registry.Execution) (registry.Decision, error) {
			tokens = append(tokens, e)
			return registry.Decision{}, nil
		}},
		PostExecute: []registry.PostExecute{func(ctx context.Context, e *registry.Execution, _ *registry.Result) (registry.PostDecision, error) {
			tokens = append(tokens, e)
			return registry.PostDecision{}, nil
		}},
	}, registry.Tool{Name: "t", Execute: func(_ context.Context, e *registry.Execution) (json.RawMessage, error) {
		tokens = append(tokens, e)
		return json.RawMessage(`1`), nil
	}})
	r.Call(context.Background(), call("t", ""))
	r.Call(context.Background(), call("t", ""))
	if len(tokens) != 6 || tokens[0] != tokens[1] || tokens[1] != tokens[2] || tokens[0] == tokens[3] || tokens[3] != tokens[5] {
		t.Fatalf("tokens %p", tokens)
	}
}

// RS-2, scenario 39: a panicking observer does not change the result.
func TestObserverPanic_RS2(t *testing.T) {
	r := newReg(t, &registry.Options{Observer: registry.Observer(func(registry.Event) { panic("observer bug") })}, echo("e", nil))
	res := r.Call(context.Background(), call("e", `[1]`))
	equal(t, "result", mustJSON(t, res), `{"isError":false,"content":[{"type":"text","text":"[\n  1\n]"}],"value":[1]}`)
}

// PL-8: a pre-execute policy returning a decision other than allow, deny
// or ask ends the call as TOOL_ERROR naming the decision, and the body
// does not run.
func TestUnknownDecision_PL8(t *testing.T) {
	rec := &recorder{}
	r := newReg(t, &registry.Options{PreExecute: []registry.PreExecute{func(context.Context, *registry.Execution) (registry.Decision, error) {
		return registry.Decision{Kind: "maybe"}, nil
	}}}, echo("w", rec))
	res := r.Call(context.Background(), call("w", ""))
	if res.Code != failure.ToolError || !strings.Contains(res.Message(), `unknown decision "maybe"`) {
		t.Fatalf("got %s %q, want TOOL_ERROR naming the decision", res.Code, res.Message())
	}
	if rec.count("body") != 0 {
		t.Fatal("the body ran")
	}
}
