package runcode_test

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/registry/failure"
	"github.com/codemode-go/codemode/registry/principal"
	"github.com/codemode-go/codemode/runcode"
	"github.com/codemode-go/codemode/state"
)

// decide records a person's uniform decision on s's approval.
func decide(t testing.TB, rc *runcode.Runner, s *runcode.Suspension, d runcode.ResumeDecision) {
	t.Helper()
	if s.Approval == nil {
		t.Fatalf("suspension has no approval: %+v", s)
	}
	ap, err := rc.Approvals().Get(context.Background(), s.Approval.ID)
	if err != nil {
		t.Fatal(err)
	}
	if err := rc.Approvals().Decide(context.Background(), ap.ID, ap.Bind, runcode.Uniform(len(ap.Pending), d, "", "test")); err != nil {
		t.Fatal(err)
	}
}

// modelResume is run_code called again by the model with a resume
// argument (the path a client without elicitation takes).
func modelResume(ctx context.Context, g *gated, code string, resume map[string]any) *registry.Result {
	args, _ := json.Marshal(map[string]any{"code": code, "description": "d", "resume": resume})
	return g.r.Call(ctx, registry.Call{ID: "again", Name: registry.RunCodeName, Arguments: args})
}

const catchingWrite = `try { return await tools.write({ n: 1 }) } catch (e) { return "caught " + (e instanceof ToolCallError) + ": " + e.message }`

// TestModelDecisionIgnored: the model's own decision in a resume never
// decides a gated call; the run stays suspended with the same pending
// calls, token and link, and nothing runs.
func TestModelDecisionIgnored(t *testing.T) {
	for _, d := range []string{"approve", "deny", ""} {
		t.Run("decision="+d, func(t *testing.T) {
			g := newGated(t, state.NewMemory(nil), nil, nil)
			s := suspended(t, g.r.Call(context.Background(), runCode(catchingWrite)))
			if s.Approval == nil || len(s.Approval.ID) != 32 {
				t.Fatalf("suspension carries no approval id: %+v", s)
			}
			resume := map[string]any{"token": s.Resume}
			if d != "" {
				resume["decision"] = d
				resume["grant"] = "run"
			}
			for range 2 {
				res := modelResume(context.Background(), g, catchingWrite, resume)
				again := suspended(t, res)
				if again.Resume != s.Resume || again.Approval.ID != s.Approval.ID || len(again.Pending) != 1 || string(again.Pending[0].Arguments) != `{"n":1}` {
					t.Fatalf("resume without a person's decision = %+v, want the same suspension %+v", again, s)
				}
				if !strings.Contains(text(res), "A person must decide") {
					t.Errorf("suspended text does not say a person decides: %q", text(res))
				}
			}
			if g.count("write") != 0 {
				t.Fatalf("the model's own decision ran the gated call %d times", g.count("write"))
			}
			ap, err := g.r.Approvals().Get(context.Background(), s.Approval.ID)
			if err != nil || ap.Decision != nil {
				t.Fatalf("approval after the model's resumes = %+v, %v; want undecided", ap, err)
			}
		})
	}
}

// TestPersonDecides: a person's recorded decision is what the model's
// resume proceeds with: approve runs the call once, deny fails it as a
// ToolCallError the program catches.
func TestPersonDecides(t *testing.T) {
	for _, tc := range []struct {
		decision runcode.ResumeDecision
		model    string // what the model's resume says: ignored
		want     string
		writes   int64
	}{
		{runcode.ResumeApprove, "deny", `{"n":1}`, 1},
		{runcode.ResumeDeny, "approve", `"caught true: the user denied tool \"write\""`, 0},
	} {
		t.Run(string(tc.decision), func(t *testing.T) {
			g := newGated(t, state.NewMemory(nil), nil, nil)
			s := suspended(t, g.r.Call(context.Background(), runCode(catchingWrite)))
			decide(t, g.r.Runner, s, tc.decision)
			res := modelResume(context.Background(), g, catchingWrite, map[string]any{"token": s.Resume, "decision": tc.model})
			if res.IsError {
				t.Fatalf("resume: %s", text(res))
			}
			if got := string(runcode.RunOutput(res).Value); got != tc.want {
				t.Errorf("value = %s, want %s", got, tc.want)
			}
			if g.count("write") != tc.writes {
				t.Errorf("write ran %d times, want %d", g.count("write"), tc.writes)
			}
			replay := modelResume(context.Background(), g, catchingWrite, map[string]any{"token": s.Resume})
			if !replay.IsError || replay.Code != failure.InvalidArgs || g.count("write") != tc.writes {
				t.Errorf("second resume = %s, want INVALID_ARGS and no more writes", text(replay))
			}
		})
	}
}

// TestDecisionRefused: a decision for another approval, a stale form, a
// second decision and a used approval are refused.
func TestDecisionRefused(t *testing.T) {
	g := newGated(t, state.NewMemory(nil), nil, nil)
	ctx := context.Background()
	a := g.r.Approvals()
	s := suspended(t, g.r.Call(ctx, runCode(catchingWrite)))
	ap, err := a.Get(ctx, s.Approval.ID)
	if err != nil {
		t.Fatal(err)
	}
	approve := runcode.Uniform(1, runcode.ResumeApprove, "", "test")
	for _, tc := range []struct {
		name, id, bind string
		v              runcode.Verdict
		want           error
	}{
		{"forged id", strings.Repeat("ab", 16), ap.Bind, approve, runcode.ErrApprovalNotFound},
		{"malformed id", "../journal/x", ap.Bind, approve, runcode.ErrApprovalNotFound},
		{"stale binding", ap.ID, strings.Repeat("0", 64), approve, runcode.ErrApprovalStale},
		{"too few calls", ap.ID, ap.Bind, runcode.Verdict{By: "test"}, runcode.ErrApprovalStale},
	} {
		if err := a.Decide(ctx, tc.id, tc.bind, tc.v); !errors.Is(err, tc.want) {
			t.Errorf("%s: Decide = %v, want %v", tc.name, err, tc.want)
		}
	}
	if err := a.Decide(ctx, ap.ID, ap.Bind, runcode.Verdict{Calls: []runcode.ResumeChoice{{Decision: "maybe"}}}); err == nil {
		t.Error("a decision of neither approve nor deny was recorded")
	}
	if err := a.Decide(ctx, ap.ID, ap.Bind, approve); err != nil {
		t.Fatal(err)
	}
	if err := a.Decide(ctx, ap.ID, ap.Bind, runcode.Uniform(1, runcode.ResumeDeny, "", "test")); !errors.Is(err, runcode.ErrApprovalDecided) {
		t.Errorf("second decision = %v, want ErrApprovalDecided", err)
	}
	if res := modelResume(ctx, g, catchingWrite, map[string]any{"token": s.Resume}); res.IsError || g.count("write") != 1 {
		t.Fatalf("resume = %s", text(res))
	}
	if err := a.Decide(ctx, ap.ID, ap.Bind, approve); !errors.Is(err, runcode.ErrApprovalNotFound) {
		t.Errorf("decision after use = %v, want ErrApprovalNotFound", err)
	}
}

// TestApprovalOwner: an approval belongs to the principal of its run:
// another principal neither lists it nor resumes with its decision.
func TestApprovalOwner(t *testing.T) {
	g := newGated(t, state.NewMemory(nil), nil, nil)
	alice := principal.NewContext(context.Background(), "alice")
	bob := principal.NewContext(context.Background(), "bob")
	s := suspended(t, g.r.Call(alice, runCode(catchingWrite)))
	for _, tc := range []struct {
		ctx  context.Context
		want int
	}{{alice, 1}, {bob, 0}, {context.Background(), 0}} {
		l, err := g.r.Approvals().List(tc.ctx)
		if err != nil || len(l) != tc.want {
			t.Errorf("%s lists %d approvals (%v), want %d", principal.FromContext(tc.ctx), len(l), err, tc.want)
		}
	}
	decide(t, g.r.Runner, s, runcode.ResumeApprove)
	res := modelResume(bob, g, catchingWrite, map[string]any{"token": s.Resume})
	// Refused as a used token, so bob learns nothing of alice's run (AUTH-5).
	if !res.IsError || !strings.Contains(text(res), runcode.ErrTokenUsed.Error()) || g.count("write") != 0 {
		t.Fatalf("bob's resume = %s, want refused", text(res))
	}
	if res := modelResume(alice, g, catchingWrite, map[string]any{"token": s.Resume}); res.IsError || g.count("write") != 1 {
		t.Fatalf("alice's resume = %s", text(res))
	}
}

// TestHostResumeDecides: Runner.Resume is the host's own channel (a
// terminal, an elicitation): its decision counts, and the approval's link
// dies with it.
func TestHostResumeDecides(t *testing.T) {
	g := newGated(t, state.NewMemory(nil), nil, nil)
	s := suspended(t, g.r.Call(context.Background(), runCode(catchingWrite)))
	if res := resume(g, catchingWrite, s.Resume, runcode.ResumeApprove); res.IsError || g.count("write") != 1 {
		t.Fatalf("host resume = %s", text(res))
	}
	if _, err := g.r.Approvals().Get(context.Background(), s.Approval.ID); !errors.Is(err, runcode.ErrApprovalNotFound) {
		t.Errorf("approval after a host resume: %v, want gone", err)
	}
}

// TestApproveByClient: under the opt-in the resume argument's decision
// is taken as given, and no approval record is made.
func TestApproveByClient(t *testing.T) {
	g := &gated{store: state.NewMemory(nil)}
	g.r = newReg(t, askNested(), &runcode.Options{Runtime: inproc(t), State: g.store, ApproveBy: runcode.ApproveByClient}, g.tool("write", false))
	s := suspended(t, g.r.Call(context.Background(), runCode(catchingWrite)))
	if s.Approval != nil {
		t.Errorf("approval record under ApproveByClient: %+v", s.Approval)
	}
	if res := modelResume(context.Background(), g, catchingWrite, map[string]any{"token": s.Resume, "decision": "approve"}); res.IsError || g.count("write") != 1 {
		t.Fatalf("client resume = %s", text(res))
	}
}

// askNested is a code-mode registry's options whose nested calls all ask
// an approver that answers "later".
func askNested() *registry.Options {
	return &registry.Options{
		Mode: registry.ModeCode,
		PreExecute: []registry.PreExecute{func(_ context.Context, e *registry.Execution) (registry.Decision, error) {
			if e.Nested() {
				return registry.Decision{Kind: registry.Ask}, nil
			}
			return registry.Decision{}, nil
		}},
		Approver: registry.Approver(func(context.Context, registry.ApprovalRequest) (registry.ApprovalOutcome, error) {
			return registry.ApprovalPending, nil
		}),
	}
}
