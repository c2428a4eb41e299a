package mcpserver

import (
	"context"
	"encoding/json"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/runcode"
	"github.com/codemode-go/codemode/runtime/inprocess"
	"github.com/codemode-go/codemode/upstream"
)

// approvalHarness serves a registry with a gated "write" tool (no
// readOnlyHint) and a read-only "read" tool to one go-sdk client.
type approvalHarness struct {
	reg           *registry.Registry
	reads, writes atomic.Int64
	client        *mcp.ClientSession
}

func newApprovalHarness(t *testing.T, protocol string, elicit func(*mcp.ElicitRequest) *mcp.ElicitResult, manual ...bool) *approvalHarness {
	t.Helper()
	h := &approvalHarness{}
	rt, err := inprocess.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { rt.Close() })
	h.reg, _, err = runcode.NewRegistry(&registry.Options{
		Mode: registry.ModeCode, Approver: PendingApprover,
		PreExecute: []registry.PreExecute{upstream.ApprovalPolicy(func() *registry.Registry { return h.reg }, nil)},
	}, &runcode.Options{Runtime: rt})
	if err != nil {
		t.Fatal(err)
	}
	for _, tl := range []registry.Tool{
		{Name: "read", Annotations: json.RawMessage(`{"readOnlyHint":true}`), ConcurrencySafe: func(json.RawMessage) bool { return true },
			Execute: func(_ context.Context, e *registry.Execution) (json.RawMessage, error) {
				h.reads.Add(1)
				return e.Arguments(), nil
			}},
		{Name: "write", Execute: func(_ context.Context, e *registry.Execution) (json.RawMessage, error) {
			h.writes.Add(1)
			return e.Arguments(), nil
		}},
	} {
		if _, err := h.reg.Register(tl); err != nil {
			t.Fatal(err)
		}
	}
	srv, err := NewServer(h.reg, nil)
	if err != nil {
		t.Fatal(err)
	}
	ct, st := mcp.NewInMemoryTransports()
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	go srv.Run(ctx, st)
	copts := &mcp.ClientOptions{}
	if len(manual) > 0 && manual[0] {
		copts.MultiRoundTrip = &mcp.MultiRoundTripOptions{Disabled: true}
	}
	if elicit != nil {
		copts.ElicitationHandler = func(_ context.Context, r *mcp.ElicitRequest) (*mcp.ElicitResult, error) { return elicit(r), nil }
	}
	var sopts *mcp.ClientSessionOptions
	if protocol != "" {
		sopts = &mcp.ClientSessionOptions{ProtocolVersion: protocol}
	}
	h.client, err = mcp.NewClient(&mcp.Implementation{Name: "test", Version: "1"}, copts).Connect(ctx, ct, sopts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.client.Close() })
	return h
}

const mixedProgram = `const [a, w1, b, w2] = await Promise.all([tools.read({ n: 1 }), tools.write({ v: 1 }), tools.read({ n: 2 }), tools.write({ v: 2 })]);
return [a.n, w1.v, b.n, w2.v]`

// TestApprovalByElicitation: a client that elicits is asked once per
// pending call, with the tool, its arguments and the description, in
// both protocol shapes (input_required for 2026-07-28, elicitation/create
// for older clients); the answers decide, and nothing runs twice.
func TestApprovalByElicitation(t *testing.T) {
	for _, protocol := range []string{"", "2025-06-18"} {
		t.Run("protocol="+protocol, func(t *testing.T) {
			var asked atomic.Int64
			var mu sync.Mutex // the client answers input requests concurrently
			var questions []string
			h := newApprovalHarness(t, protocol, func(r *mcp.ElicitRequest) *mcp.ElicitResult {
				asked.Add(1)
				mu.Lock()
				questions = append(questions, r.Params.Message)
				mu.Unlock()
				if strings.Contains(r.Params.Message, `{"v":2}`) {
					return &mcp.ElicitResult{Action: "decline"}
				}
				return &mcp.ElicitResult{Action: "accept", Content: map[string]any{"decision": "approve"}}
			})
			res, err := h.client.CallTool(context.Background(), &mcp.CallToolParams{Name: "run_code", Arguments: map[string]any{
				"description": "Write two values", "code": `try { return ` + "await (async () => {" + mixedProgram + "})()" + ` } catch (e) { return "caught " + e.message }`}})
			if err != nil {
				t.Fatal(err)
			}
			if res.IsError || !strings.Contains(text(res), `caught the user denied tool \"write\"`) && !strings.Contains(text(res), `caught the user denied tool "write"`) {
				t.Fatalf("result = %s", text(res))
			}
			if asked.Load() != 2 || !strings.Contains(strings.Join(questions, "\n"), "Write two values") || !strings.Contains(strings.Join(questions, "\n"), `"write"`) {
				t.Errorf("asked %d questions: %q", asked.Load(), questions)
			}
			if h.reads.Load() != 2 || h.writes.Load() != 1 {
				t.Errorf("reads %d (want 2), writes %d (want 1)", h.reads.Load(), h.writes.Load())
			}
		})
	}
}

// TestApprovalSuspendsWithoutElicitation: a client that cannot elicit
// gets the suspended result; its own decision in run_code's resume
// argument does nothing, and the resume proceeds once a person decided.
func TestApprovalSuspendsWithoutElicitation(t *testing.T) {
	h := newApprovalHarness(t, "", nil)
	args := map[string]any{"description": "Write two values", "code": mixedProgram}
	res, err := h.client.CallTool(context.Background(), &mcp.CallToolParams{Name: "run_code", Arguments: args})
	if err != nil {
		t.Fatal(err)
	}
	sc, _ := json.Marshal(res.StructuredContent)
	var susp struct {
		Status  string
		Pending []struct {
			Tool      string
			Arguments map[string]any
		}
		Resume string
		Logs   []string
	}
	if err := json.Unmarshal(sc, &susp); err != nil || res.IsError || susp.Status != "suspended" || len(susp.Pending) != 2 || susp.Resume == "" || susp.Logs == nil {
		t.Fatalf("result = isError %v %s %s", res.IsError, sc, text(res))
	}
	if !strings.Contains(text(res), "await approval") {
		t.Errorf("text = %q", text(res))
	}
	args["resume"] = map[string]any{"token": susp.Resume, "decision": "approve"}
	res, err = h.client.CallTool(context.Background(), &mcp.CallToolParams{Name: "run_code", Arguments: args})
	if err != nil {
		t.Fatal(err)
	}
	if sc, _ = json.Marshal(res.StructuredContent); !strings.Contains(string(sc), `"status":"suspended"`) || h.writes.Load() != 0 {
		t.Fatalf("the model's own decision resumed the run: %s (writes %d)", sc, h.writes.Load())
	}
	a := runcode.Of(h.reg).Approvals()
	l, err := a.List(context.Background())
	if err != nil || len(l) != 1 {
		t.Fatalf("approvals = %v, %v", l, err)
	}
	if err := a.Decide(context.Background(), l[0].ID, l[0].Bind, runcode.Uniform(2, runcode.ResumeApprove, "", "test")); err != nil {
		t.Fatal(err)
	}
	res, err = h.client.CallTool(context.Background(), &mcp.CallToolParams{Name: "run_code", Arguments: args})
	if err != nil {
		t.Fatal(err)
	}
	sc, _ = json.Marshal(res.StructuredContent)
	if res.IsError || string(sc) != `{"logs":[],"value":[1,1,2,2]}` {
		t.Fatalf("resumed = %s %s", sc, text(res))
	}
	if h.reads.Load() != 2 || h.writes.Load() != 2 {
		t.Errorf("reads %d, writes %d; want 2, 2", h.reads.Load(), h.writes.Load())
	}
}

// TestInputRequiredShape: to a 2026-07-28 client that elicits, run_code
// answers input_required with one elicitation per pending call and the
// resume token as requestState; the retry carrying the answers resumes.
func TestInputRequiredShape(t *testing.T) {
	h := newApprovalHarness(t, "", func(*mcp.ElicitRequest) *mcp.ElicitResult { t.Error("the client was asked directly"); return nil }, true)
	params := &mcp.CallToolParams{Name: "run_code", Arguments: map[string]any{"description": "Write two values", "code": mixedProgram}}
	res, err := h.client.CallTool(context.Background(), params)
	if err != nil {
		t.Fatal(err)
	}
	if !res.NeedsInput() || len(res.InputRequests) != 2 || !strings.HasPrefix(res.RequestState, "cmr1.") {
		t.Fatalf("result = needsInput %v, %d requests, state %q", res.NeedsInput(), len(res.InputRequests), res.RequestState)
	}
	for k, ir := range res.InputRequests {
		ep, ok := ir.(*mcp.ElicitParams)
		if !ok || !strings.Contains(ep.Message, "write") || !strings.Contains(ep.Message, "Write two values") {
			t.Errorf("%s: %#v", k, ir)
		}
	}
	params.RequestState = res.RequestState
	params.InputResponses = mcp.InputResponseMap{
		"approve-0": &mcp.ElicitResult{Action: "accept", Content: map[string]any{"decision": "approve", "grant": "tool"}},
		"approve-1": &mcp.ElicitResult{Action: "accept", Content: map[string]any{"decision": "approve"}},
	}
	res, err = h.client.CallTool(context.Background(), params)
	if err != nil {
		t.Fatal(err)
	}
	sc, _ := json.Marshal(res.StructuredContent)
	if res.IsError || string(sc) != `{"logs":[],"value":[1,1,2,2]}` {
		t.Fatalf("retry = %s %s", sc, text(res))
	}
	if h.writes.Load() != 2 {
		t.Errorf("writes = %d, want 2", h.writes.Load())
	}
	res, err = h.client.CallTool(context.Background(), params)
	if err != nil || !res.IsError || !strings.Contains(text(res), "already used") {
		t.Errorf("a replayed retry = %v %s", err, text(res))
	}
}

// TestApprovalRounds: a program whose gated calls come one after another
// asks once per call, in every protocol shape, and completes in one
// tools/call.
func TestApprovalRounds(t *testing.T) {
	for _, protocol := range []string{"", "2025-06-18", "2025-03-26"} {
		t.Run("protocol="+protocol, func(t *testing.T) {
			var asked atomic.Int64
			h := newApprovalHarness(t, protocol, func(r *mcp.ElicitRequest) *mcp.ElicitResult {
				asked.Add(1)
				return &mcp.ElicitResult{Action: "accept", Content: map[string]any{"decision": "approve"}}
			})
			res, err := h.client.CallTool(context.Background(), &mcp.CallToolParams{Name: "run_code", Arguments: map[string]any{
				"description": "Write three times", "code": `for (let i = 0; i < 3; i++) await tools.write({ i }); return "done"`}})
			if err != nil || res.IsError || !strings.Contains(text(res), "done") {
				t.Fatalf("result = %v %s", err, text(res))
			}
			if asked.Load() != 3 || h.writes.Load() != 3 {
				t.Errorf("asked %d, wrote %d; want 3 and 3", asked.Load(), h.writes.Load())
			}
		})
	}
}
