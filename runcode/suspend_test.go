package runcode_test

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/registry/failure"
	"github.com/codemode-go/codemode/runcode"
	"github.com/codemode-go/codemode/state"
)

// gated is a registry whose "write" tool needs approval and whose
// approver answers "later"; it counts executed bodies per tool.
type gated struct {
	r      *rig
	store  state.Store
	counts sync.Map // tool -> *atomic.Int64
	asked  atomic.Int64
}

func (g *gated) count(tool string) int64 {
	v, _ := g.counts.LoadOrStore(tool, new(atomic.Int64))
	return v.(*atomic.Int64).Load()
}

func (g *gated) tool(name string, readOnly bool) registry.Tool {
	t := registry.Tool{Name: name, Description: "Return the arguments and count the call.", Execute: func(ctx context.Context, e *registry.Execution) (json.RawMessage, error) {
		v, _ := g.counts.LoadOrStore(name, new(atomic.Int64))
		v.(*atomic.Int64).Add(1)
		return e.Arguments(), nil
	}}
	if readOnly {
		t.ConcurrencySafe = func(json.RawMessage) bool { return true }
	}
	return t
}

// newGated builds the registry; answer is the approver's answer (nil:
// ApprovalPending). store and key may be shared between two registries.
func newGated(t testing.TB, store state.Store, key []byte, answer func(registry.ApprovalRequest) registry.ApprovalOutcome, adjust ...func(*runcode.Options)) *gated {
	t.Helper()
	g := &gated{store: store}
	o, c := &registry.Options{
		Mode: registry.ModeCode,
		PreExecute: []registry.PreExecute{func(_ context.Context, e *registry.Execution) (registry.Decision, error) {
			if strings.HasPrefix(e.Tool(), "write") {
				return registry.Decision{Kind: registry.Ask}, nil
			}
			return registry.Decision{}, nil
		}},
		Approver: registry.Approver(func(_ context.Context, req registry.ApprovalRequest) (registry.ApprovalOutcome, error) {
			g.asked.Add(1)
			if answer == nil {
				return registry.ApprovalPending, nil
			}
			return answer(req), nil
		}),
	}, &runcode.Options{Runtime: inproc(t), State: store, SealKey: key}
	for _, f := range adjust {
		f(c)
	}
	g.r = newReg(t, o, c, g.tool("read", true), g.tool("write", false), g.tool("write2", false))
	return g
}

var sealKey = []byte("0123456789abcdef0123456789abcdef")

func suspended(t testing.TB, res *registry.Result) *runcode.Suspension {
	t.Helper()
	s, ok := runcode.SuspensionOf(res)
	if !ok {
		t.Fatalf("not suspended: isError=%v %s %s", res.IsError, res.Value, text(res))
	}
	return s
}

func resume(g *gated, code, tok string, d runcode.ResumeDecision) *registry.Result {
	return g.r.Resume(context.Background(), runCode(code), runcode.Resume{Token: tok, Decision: d})
}

const journaledProgram = `
const a = await tools.read({ n: 1 });
const r = Math.random(), t = Date.now(), id = crypto.randomUUID();
console.log("read", a.n);
const w = await tools.write({ r, t, id });
return { same: w.r === r && w.t === t && w.id === id, r };`

func TestSuspendThenResume(t *testing.T) {
	g := newGated(t, state.NewMemory(nil), nil, nil)
	res := g.r.Call(context.Background(), runCode(journaledProgram))
	s := suspended(t, res)
	if len(s.Pending) != 1 || s.Pending[0].Tool != "write" || strings.Join(s.Logs, "|") != "read 1" {
		t.Fatalf("suspension = %+v", s)
	}
	if !strings.Contains(text(res), "await approval") || !strings.Contains(text(res), "tools.write(") {
		t.Errorf("suspended text = %q", text(res))
	}
	if g.count("read") != 1 || g.count("write") != 0 {
		t.Fatalf("before resume: read %d, write %d", g.count("read"), g.count("write"))
	}
	var pendingArgs struct{ R float64 }
	_ = json.Unmarshal(s.Pending[0].Arguments, &pendingArgs)
	done := resume(g, journaledProgram, s.Resume, runcode.ResumeApprove)
	if done.IsError {
		t.Fatalf("resume failed: %s", text(done))
	}
	var out struct {
		Logs  []string
		Value struct {
			Same bool
			R    float64
		}
	}
	if err := json.Unmarshal(done.Value, &out); err != nil {
		t.Fatal(err)
	}
	if !out.Value.Same || out.Value.R != pendingArgs.R {
		t.Errorf("time and randomness did not replay: %s (pending %s)", done.Value, s.Pending[0].Arguments)
	}
	if strings.Join(out.Logs, "|") != "read 1" {
		t.Errorf("logs after resume = %q", out.Logs)
	}
	if g.count("read") != 1 || g.count("write") != 1 {
		t.Errorf("after resume: read ran %d times, write %d (want 1, 1)", g.count("read"), g.count("write"))
	}
	again := resume(g, journaledProgram, s.Resume, runcode.ResumeApprove)
	if !again.IsError || !errors.Is(again.Err, runcode.ErrTokenUsed) {
		t.Errorf("second resume = %s, want ErrTokenUsed", text(again))
	}
}

func TestResumeDenied(t *testing.T) {
	g := newGated(t, state.NewMemory(nil), nil, nil)
	code := `try { await tools.write({ x: 1 }) } catch (e) { return e.name + " " + e.toolName + ": " + e.message }`
	s := suspended(t, g.r.Call(context.Background(), runCode(code)))
	done := resume(g, code, s.Resume, runcode.ResumeDeny)
	if done.IsError || !strings.Contains(string(done.Value), `ToolCallError write: the user denied tool \"write\"`) {
		t.Fatalf("denied resume = %s %s", done.Value, text(done))
	}
	if g.count("write") != 0 {
		t.Errorf("a denied call ran %d times", g.count("write"))
	}
}

// TestPromiseAllSuspendsSiblings: the gated writes of one Promise.all are
// pending together; reads before them ran once, the read between them
// runs on resume, and nothing runs twice.
func TestPromiseAllSuspendsSiblings(t *testing.T) {
	g := newGated(t, state.NewMemory(nil), nil, nil)
	code := `return await Promise.all([tools.read({ n: 1 }), tools.write({ v: 1 }), tools.read({ n: 2 }), tools.write2({ v: 2 })])`
	s := suspended(t, g.r.Call(context.Background(), runCode(code)))
	if got := mustJSON(t, s.Pending); got != `[{"tool":"write","arguments":{"v":1}},{"tool":"write2","arguments":{"v":2}}]` {
		t.Fatalf("pending = %s", got)
	}
	if g.count("read") != 1 {
		t.Fatalf("reads before resume = %d, want 1", g.count("read"))
	}
	done := resume(g, code, s.Resume, runcode.ResumeApprove)
	if done.IsError || !strings.Contains(string(done.Value), `"value":[{"n":1},{"v":1},{"n":2},{"v":2}]`) {
		t.Fatalf("resume = %s %s", done.Value, text(done))
	}
	for tool, want := range map[string]int64{"read": 2, "write": 1, "write2": 1} {
		if got := g.count(tool); got != want {
			t.Errorf("%s ran %d times, want %d", tool, got, want)
		}
	}
}

// TestConcurrentResumesRunOnce: of two concurrent resumes of one token,
// one runs the approved call; the other is refused.
func TestConcurrentResumesRunOnce(t *testing.T) {
	g := newGated(t, state.NewMemory(nil), nil, nil)
	code := `return await tools.write({ once: true })`
	s := suspended(t, g.r.Call(context.Background(), runCode(code)))
	var wg sync.WaitGroup
	results := make([]*registry.Result, 8)
	for i := range results {
		wg.Add(1)
		go func() {
			defer wg.Done()
			results[i] = resume(g, code, s.Resume, runcode.ResumeApprove)
		}()
	}
	wg.Wait()
	ok := 0
	for _, res := range results {
		if !res.IsError {
			ok++
		} else if !errors.Is(res.Err, runcode.ErrTokenUsed) {
			t.Errorf("refused resume = %s", text(res))
		}
	}
	if ok != 1 || g.count("write") != 1 {
		t.Errorf("%d resumes succeeded and write ran %d times; want 1 and 1", ok, g.count("write"))
	}
}

// TestResumeAcrossRegistries: a second registry sharing the store and the
// seal key resumes a run the first suspended; one with another key
// cannot.
func TestResumeAcrossRegistries(t *testing.T) {
	store := state.NewMemory(nil)
	a := newGated(t, store, sealKey, nil)
	b := newGated(t, store, sealKey, nil)
	other := newGated(t, store, []byte("another key, also thirty-two bytes!"), nil)
	s := suspended(t, a.r.Call(context.Background(), runCode(journaledProgram)))
	if res := resume(other, journaledProgram, s.Resume, runcode.ResumeApprove); !errors.Is(res.Err, runcode.ErrTokenInvalid) {
		t.Fatalf("resume with another key = %s", text(res))
	}
	done := resume(b, journaledProgram, s.Resume, runcode.ResumeApprove)
	if done.IsError || !strings.Contains(string(done.Value), `"same":true`) {
		t.Fatalf("resume on the second registry = %s %s", done.Value, text(done))
	}
	if a.count("read")+b.count("read") != 1 || b.count("write") != 1 || a.count("write") != 0 {
		t.Errorf("reads %d+%d, writes %d+%d", a.count("read"), b.count("read"), a.count("write"), b.count("write"))
	}
}

func TestResumeDivergence(t *testing.T) {
	cases := []struct {
		name   string
		code   string // the resumed code; empty: the original
		tamper func(j map[string]any)
		want   string
	}{
		{name: "other code", code: journaledProgram + "\n// edited", want: "replay diverged: the code differs"},
		{name: "other call", tamper: func(j map[string]any) {
			j["calls"].([]any)[0].(map[string]any)["args"] = map[string]any{"n": 2}
		}, want: "replay diverged: the program did not repeat call 1"},
		{name: "other draws", tamper: func(j map[string]any) {
			d := j["draws"].([]any)
			d[0], d[1] = d[1], d[0]
		}, want: "replay diverged: the program read"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			store := state.NewMemory(nil)
			g := newGated(t, store, nil, nil)
			s := suspended(t, g.r.Call(context.Background(), runCode(journaledProgram)))
			if tc.tamper != nil {
				rewriteJournal(t, store, tc.tamper)
			}
			code := journaledProgram
			if tc.code != "" {
				code = tc.code
			}
			res := resume(g, code, s.Resume, runcode.ResumeApprove)
			var cr *failure.CodeRunError
			if !res.IsError || !errors.As(res.Err, &cr) || cr.Kind != "exception" || !strings.HasPrefix(cr.Message, tc.want) {
				t.Fatalf("resume = %s, want an exception starting %q", text(res), tc.want)
			}
			if g.count("write") != 0 || g.count("read") != 1 {
				t.Errorf("a diverged replay executed calls: read %d, write %d", g.count("read"), g.count("write"))
			}
		})
	}
}

// rewriteJournal edits the one stored journal.
func rewriteJournal(t *testing.T, store state.Store, edit func(map[string]any)) {
	t.Helper()
	ctx := context.Background()
	keys, err := store.Keys(ctx, "journal/")
	if err != nil || len(keys) != 1 {
		t.Fatalf("journal keys = %v, %v", keys, err)
	}
	b, _ := store.Get(ctx, keys[0])
	var j map[string]any
	if err := json.Unmarshal(b, &j); err != nil {
		t.Fatal(err)
	}
	edit(j)
	b, _ = json.Marshal(j)
	if err := store.Put(ctx, keys[0], b, 0); err != nil {
		t.Fatal(err)
	}
}

func TestResumeCorruptJournal(t *testing.T) {
	for _, garbage := range []string{"", "{", `{"v":1}`, `{"v":2,"code":"x"}`, "\x00\xff"} {
		store := state.NewMemory(nil)
		g := newGated(t, store, nil, nil)
		s := suspended(t, g.r.Call(context.Background(), runCode(journaledProgram)))
		keys, _ := store.Keys(context.Background(), "journal/")
		_ = store.Put(context.Background(), keys[0], []byte(garbage), 0)
		res := resume(g, journaledProgram, s.Resume, runcode.ResumeApprove)
		if !res.IsError || !errors.Is(res.Err, state.ErrCorrupt) {
			t.Errorf("journal %q: resume = %s, want an error wrapping state.ErrCorrupt", garbage, text(res))
		}
	}
}

func TestResumeBadToken(t *testing.T) {
	g := newGated(t, state.NewMemory(nil), nil, nil)
	s := suspended(t, g.r.Call(context.Background(), runCode(journaledProgram)))
	forged := s.Resume[:len(s.Resume)-2] + "AA"
	for _, tok := range []string{"", "nonsense", forged, "cmr1.e30.AAAA"} {
		res := g.r.Resume(context.Background(), runCode(journaledProgram), runcode.Resume{Token: tok, Decision: runcode.ResumeApprove})
		if !res.IsError || res.Code != failure.InvalidArgs {
			t.Errorf("token %q: %s", tok, text(res))
		}
	}
	scoped := runCode(journaledProgram)
	scoped.Scope = "another-agent"
	if res := g.r.Resume(context.Background(), scoped, runcode.Resume{Token: s.Resume, Decision: runcode.ResumeApprove}); !errors.Is(res.Err, runcode.ErrTokenInvalid) {
		t.Errorf("another scope's resume = %s", text(res))
	}
	if done := resume(g, journaledProgram, s.Resume, runcode.ResumeApprove); done.IsError {
		t.Errorf("the refused attempts spent the token: %s", text(done))
	}
}

// TestGrants: an approval for the tool covers its later calls in the run;
// one for the run covers every call.
func TestGrants(t *testing.T) {
	for _, tc := range []struct {
		out   registry.ApprovalOutcome
		asked int64
	}{{registry.ApprovalApproved, 3}, {registry.ApprovalApprovedTool, 2}, {registry.ApprovalApprovedRun, 1}} {
		g := newGated(t, state.NewMemory(nil), nil, func(registry.ApprovalRequest) registry.ApprovalOutcome { return tc.out })
		res := g.r.Call(context.Background(), runCode(`await tools.write({}); await tools.write({}); await tools.write2({}); return 1`))
		if res.IsError || g.asked.Load() != tc.asked || g.count("write") != 2 {
			t.Errorf("outcome %d: asked %d times (want %d), wrote %d: %s", tc.out, g.asked.Load(), tc.asked, g.count("write"), text(res))
		}
	}
}

// TestResumeGrant: approving with grant "tool" on resume covers the
// later calls of that tool without asking.
func TestResumeGrant(t *testing.T) {
	g := newGated(t, state.NewMemory(nil), nil, nil)
	code := `await tools.write({ n: 1 }); await tools.write({ n: 2 }); return "done"`
	s := suspended(t, g.r.Call(context.Background(), runCode(code)))
	done := g.r.Resume(context.Background(), runCode(code), runcode.Resume{Token: s.Resume, Decision: runcode.ResumeApprove, Grant: runcode.GrantTool})
	if done.IsError || g.count("write") != 2 || g.asked.Load() != 1 {
		t.Fatalf("resume = %s; writes %d, asked %d", text(done), g.count("write"), g.asked.Load())
	}
}

// TestPendingOutsideRun: a model-direct call cannot wait for approval.
func TestPendingOutsideRun(t *testing.T) {
	g := newGated(t, state.NewMemory(nil), nil, nil)
	_, _ = g.r.PresentAs("native-agent", registry.ModeNative)
	c := call("write", `{}`)
	c.Scope = "native-agent"
	res := g.r.Call(context.Background(), c)
	if !res.IsError || res.Code != failure.ApprovalDenied || g.count("write") != 0 {
		t.Fatalf("direct pending call = %s", text(res))
	}
}

// TestResumeArgument: run_code's resume argument is an object, or the
// same object as JSON text; anything else is INVALID_ARGS naming it.
func TestResumeArgument(t *testing.T) {
	g := newGated(t, state.NewMemory(nil), nil, nil)
	code := `return await tools.write({ n: 1 })`
	for _, tc := range []struct {
		resume string
		want   string
	}{
		{`"nonsense"`, "invalid resume"},
		{`{"decision": "approve"}`, `"token" is required`},
		{`{"token": "cmr1.x"}`, "resume token is not valid"},
		{`{"token": "cmr1.x", "decision": "maybe"}`, "resume token is not valid"},
		{`{"token": "x", "decision": "approve", "extra": 1}`, "unknown field"},
		{`[]`, "invalid resume"},
	} {
		args := `{"code":` + mustJSON(t, code) + `,"description":"d","resume":` + tc.resume + `}`
		res := g.r.Call(context.Background(), registry.Call{ID: "c", Name: registry.RunCodeName, Arguments: json.RawMessage(args)})
		if !res.IsError || res.Code != failure.InvalidArgs || !strings.Contains(text(res), tc.want) {
			t.Errorf("resume %s: %s, want INVALID_ARGS containing %q", tc.resume, text(res), tc.want)
		}
	}
	s := suspended(t, g.r.Call(context.Background(), runCode(code)))
	decide(t, g.r.Runner, s, runcode.ResumeApprove)
	asText := mustJSON(t, mustJSON(t, map[string]string{"token": s.Resume}))
	res := g.r.Call(context.Background(), registry.Call{ID: "c", Name: registry.RunCodeName, Arguments: json.RawMessage(`{"code":` + mustJSON(t, code) + `,"description":"d","resume":` + asText + `}`)})
	if res.IsError || g.count("write") != 1 {
		t.Fatalf("resume as JSON text: %s", text(res))
	}
}

// TestJournalCap: a program that reads the clock in a loop grows no
// journal past the cap; its run cannot suspend, and says why.
func TestJournalCap(t *testing.T) {
	g := &gated{}
	g.r = newReg(t, askNested(), &runcode.Options{Runtime: inproc(t), MaxJournalBytes: 64 << 10}, g.tool("write", false))
	res := g.r.Call(context.Background(), runCode(`let t = 0; for (let i = 0; i < 100000; i++) t += Math.random(); return await tools.write({ t })`))
	if !res.IsError || res.Code != failure.ApprovalDenied || !strings.Contains(text(res), "cap") {
		t.Fatalf("result = %s", text(res))
	}
	if g.count("write") != 0 {
		t.Error("the write ran")
	}
}
