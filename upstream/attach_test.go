package upstream

import (
	"context"
	"encoding/json"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/codemode-go/codemode/internal/mcptest"
	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/registry/failure"
)

func TestAttachRegistersUpstreamTools(t *testing.T) {
	t.Parallel()
	var calls atomic.Int64
	srv := mcptest.ToolServer(&calls)
	// A schema that does not resolve (a remote $ref): the tool is still
	// registered (with its schema, or an open one if the registry refuses
	// it) and callable; arguments go upstream unchecked.
	srv.AddTool(&mcp.Tool{Name: "remote_ref", Description: "Remote ref.",
		InputSchema: json.RawMessage(`{"type":"object","properties":{"x":{"$ref":"https://example.com/x.json"}}}`)},
		func(_ context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(req.Params.Arguments)}}}, nil
		})
	srv.AddTool(&mcp.Tool{Name: "odd_output", Description: "Odd output schema.", InputSchema: json.RawMessage(`{"type":"object"}`),
		OutputSchema: json.RawMessage(`{"type":"object","properties":{"v":{"$ref":"https://example.com/v.json"}}}`)},
		func(context.Context, *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return &mcp.CallToolResult{StructuredContent: map[string]any{"v": 1}}, nil
		})
	s := openMem(t, map[string]*mcp.Server{"mem": srv}, nil)

	var asked []string
	var mu sync.Mutex
	reg, err := registry.New(&registry.Options{
		Mode:       registry.ModeNative,
		PreExecute: []registry.PreExecute{s.ApprovalPolicy()},
		Approver: registry.Approver(func(_ context.Context, req registry.ApprovalRequest) (registry.ApprovalOutcome, error) {
			mu.Lock()
			asked = append(asked, req.Tool+": "+req.Reason)
			mu.Unlock()
			return registry.ApprovalRejected, nil
		}),
	})
	if err != nil {
		t.Fatal(err)
	}
	// A tool registered first keeps its name; the upstream one is qualified.
	if _, err := registry.Add(reg, registry.Tool{Name: "add", Description: "Local add."},
		func(context.Context, *registry.Execution, struct{}) (int, error) { return 0, nil }); err != nil {
		t.Fatal(err)
	}
	detach, err := s.Attach(reg)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := reg.Get("", "mem_add"); !ok {
		t.Fatal("upstream add was not qualified as mem_add next to the local add")
	}
	sc, ok := reg.Get("", "remote_ref")
	if !ok || (string(sc.InputSchema) != `{"type":"object"}` && !strings.Contains(string(sc.InputSchema), "https://example.com/x.json")) {
		t.Fatalf("remote_ref schema = %s (registered %v)", sc.InputSchema, ok)
	}
	ctx := context.Background()
	res := reg.Call(ctx, registry.Call{ID: "1", Name: "remote_ref", Arguments: json.RawMessage(`{"x":5}`)})
	if res.IsError || string(res.Value) != `{"x":5}` {
		t.Fatalf("remote_ref: %s %s", res.Code, res.Message())
	}
	// An output schema the registry cannot use is dropped, not the tool.
	if res := reg.Call(ctx, registry.Call{ID: "1b", Name: "odd_output"}); res.IsError || string(res.Value) != `{"v":1}` {
		t.Fatalf("odd_output: %s %s", res.Code, res.Message())
	}
	// readOnlyHint -> concurrency-safe; no hint -> exclusive.
	if !reg.ConcurrencySafe(registry.Call{Name: "mem_add"}) || reg.ConcurrencySafe(registry.Call{Name: "text"}) {
		t.Fatal("readOnlyHint did not make add concurrency-safe (or text became safe)")
	}
	// destructiveHint -> approval; the approver said no, and nothing ran.
	before := calls.Load()
	res = reg.Call(ctx, registry.Call{ID: "2", Name: "wipe"})
	if res.Code != failure.ApprovalDenied || len(asked) != 1 || !strings.Contains(asked[0], "wipe: upstream tool wipe of server mem is marked destructive") {
		t.Fatalf("wipe: %s %s, asked %q", res.Code, res.Message(), asked)
	}
	if calls.Load() != before {
		t.Fatal("a denied destructive call reached the upstream")
	}
	// Other tools are not sent to the approver.
	if res := reg.Call(ctx, registry.Call{ID: "3", Name: "text"}); res.IsError || len(asked) != 1 {
		t.Fatalf("text: %s, asked %q", res.Message(), asked)
	}
	// Typed results: the value is structuredContent, the content upstream's.
	res = reg.Call(ctx, registry.Call{ID: "4", Name: "mem_add", Arguments: json.RawMessage(`{"a":2,"b":2}`)})
	if res.IsError || string(res.Value) != `{"sum":4}` || len(res.Content) != 1 || res.Content[0].Text != `{"sum":4}` {
		t.Fatalf("mem_add: %s %+v", res.Value, res.Content)
	}
	// Argument violations are INVALID_ARGS with the path.
	res = reg.Call(ctx, registry.Call{ID: "5", Name: "strict", Arguments: json.RawMessage(`{"n":"x"}`)})
	if res.Code != failure.InvalidArgs || !strings.HasPrefix(res.Message(), "invalid arguments: n: type") {
		t.Fatalf("strict: %s %q", res.Code, res.Message())
	}
	// Upstream tool errors are TOOL_ERROR with the tool's text.
	res = reg.Call(ctx, registry.Call{ID: "6", Name: "broken"})
	if res.Code != failure.ToolError || res.Message() != "the widget is broken" {
		t.Fatalf("broken: %s %q", res.Code, res.Message())
	}
	detach()
	if _, ok := reg.Get("", "mem_add"); ok {
		t.Fatal("detach left upstream tools registered")
	}
	if _, ok := reg.Get("", "add"); !ok {
		t.Fatal("detach removed a tool it did not register")
	}
}

func TestAttachOncePerRegistry(t *testing.T) {
	t.Parallel()
	var calls atomic.Int64
	s := openMem(t, map[string]*mcp.Server{"mem": mcptest.ToolServer(&calls)}, nil)
	reg, err := registry.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	detach, err := s.Attach(reg)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Attach(reg); err == nil || !strings.Contains(err.Error(), "already attached") {
		t.Fatalf("second Attach: %v", err)
	}
	detach()
	detach() // idempotent
	detach, err = s.Attach(reg)
	if err != nil {
		t.Fatalf("Attach after detach: %v", err)
	}
	detach()
}
