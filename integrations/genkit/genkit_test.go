package genkit_test

import (
	"context"
	"encoding/json"
	"errors"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/firebase/genkit/go/ai"
	gk "github.com/firebase/genkit/go/genkit"

	"github.com/codemode-go/codemode/integrations/genkit"
	"github.com/codemode-go/codemode/integrations/kit"
	"github.com/codemode-go/codemode/integrations/kit/adaptertest"
	"github.com/codemode-go/codemode/registry"
)

// genkitTools are ordinary Genkit tools: a typed one, a plain-text one, a
// failing one, a multipart one that returns media and one that
// interrupts.
func genkitTools() []ai.Tool {
	add := ai.NewTool("add", "Add two integers.", func(tc *ai.ToolContext, in adaptertest.AddIn) (adaptertest.AddOut, error) {
		return adaptertest.AddOut{Sum: in.A + in.B}, nil
	})
	shout := ai.NewTool("shout", "Upper-case a text.", func(tc *ai.ToolContext, in struct {
		Text string `json:"text"`
	}) (string, error) {
		return strings.ToUpper(in.Text), nil
	})
	fail := ai.NewTool("fail", "Always fails.", func(tc *ai.ToolContext, in struct{}) (string, error) {
		return "", errors.New("the disk is on fire")
	})
	snap := ai.NewMultipartTool("snap", "Take a picture.", func(tc *ai.ToolContext, in struct{}) (*ai.MultipartToolResponse, error) {
		return &ai.MultipartToolResponse{Output: "taken", Content: []*ai.Part{ai.NewMediaPart("image/png", "data:image/png;base64,iVBORw0KGgo=")}}, nil
	})
	ask := ai.NewTool("ask", "Ask the user (interrupts).", func(tc *ai.ToolContext, in struct{}) (string, error) {
		return "", tc.Interrupt(&ai.InterruptOptions{Metadata: map[string]any{"question": "sure?"}})
	})
	return []ai.Tool{add, shout, fail, snap, ask}
}

// scriptedModel is an in-process Genkit model plugin scripted like a
// model: with no tool response in the conversation it asks for run_code
// with program; then it answers with the tool output as its final text.
// It records the requests it received.
type scriptedModel struct {
	program string
	also    string // when set, a second run_code call in the same turn
	mu      sync.Mutex
	reqs    []*ai.ModelRequest
}

func (m *scriptedModel) generate(ctx context.Context, req *ai.ModelRequest, _ ai.ModelStreamCallback) (*ai.ModelResponse, error) {
	m.mu.Lock()
	m.reqs = append(m.reqs, req)
	m.mu.Unlock()
	last := req.Messages[len(req.Messages)-1]
	var outs []string
	for _, p := range last.Content {
		if p.IsToolResponse() {
			out, _ := p.ToolResponse.Output.(string)
			outs = append(outs, p.ToolResponse.Ref+"="+out)
		}
	}
	if len(outs) > 0 {
		sort.Strings(outs) // Genkit answers in completion order; refs match them up
		text := strings.TrimPrefix(strings.Join(outs, " | "), "call_1=")
		return &ai.ModelResponse{Message: ai.NewModelTextMessage("done: " + text), FinishReason: ai.FinishReasonStop}, nil
	}
	parts := []*ai.Part{ai.NewToolRequestPart(&ai.ToolRequest{Name: registry.RunCodeName, Ref: "call_1",
		Input: map[string]any{"description": "test", "code": m.program}})}
	if m.also != "" {
		parts = append(parts, ai.NewToolRequestPart(&ai.ToolRequest{Name: registry.RunCodeName, Ref: "call_2",
			Input: map[string]any{"description": "test", "code": m.also}}))
	}
	return &ai.ModelResponse{Message: &ai.Message{Role: ai.RoleModel, Content: parts}, FinishReason: ai.FinishReasonStop}, nil
}

// Two run_code calls in one model turn: Genkit runs them (each in its own
// goroutine) and answers both in one tool message, in the order they
// finished, each with its request's ref.
func TestTwoCallsInOneTurn(t *testing.T) {
	ctx := context.Background()
	reg := adaptertest.CodeRegistry(t)
	if _, err := genkit.Import(ctx, reg, genkitTools(), nil); err != nil {
		t.Fatal(err)
	}
	rc, err := genkit.RunCode(reg, nil)
	if err != nil {
		t.Fatal(err)
	}
	g := gk.Init(ctx)
	m := &scriptedModel{program: `return (await tools.add({a: 1, b: 2})).sum`, also: `throw new Error("second fails")`}
	model := gk.DefineModel(g, "scripted/two", &ai.ModelOptions{Supports: &ai.ModelSupports{Tools: true, Multiturn: true}}, m.generate)
	resp, err := gk.Generate(ctx, g, ai.WithModel(model), ai.WithPrompt("do both"), ai.WithTools(rc))
	if err != nil {
		t.Fatal(err)
	}
	got := resp.Text()
	if !strings.HasPrefix(got, "done: 3 | call_2=ERROR (CODE_RUN_FAILED):") || !strings.Contains(got, "second fails") {
		t.Errorf("final text %q, want call_1's value then call_2's marked failure", got)
	}
}

// Both directions through Genkit's own generate loop: Genkit tools called
// from a program, and the program run by run_code as a Genkit tool.
func TestRoundTripThroughGenerate(t *testing.T) {
	ctx := context.Background()
	reg := adaptertest.CodeRegistry(t)
	if _, err := genkit.Import(ctx, reg, genkitTools(), nil); err != nil {
		t.Fatal(err)
	}
	var logs adaptertest.Lines
	rc, err := genkit.RunCode(reg, &genkit.RunCodeOptions{OnLog: logs.Log})
	if err != nil {
		t.Fatal(err)
	}
	g := gk.Init(ctx)
	sections, err := kit.SystemPrompt(reg, "")
	if err != nil {
		t.Fatal(err)
	}
	sys := registry.RenderPrompt(sections)
	adaptertest.CheckSentOnce(t, sys, rc.Definition().Description)

	tests := append(adaptertest.RoundTrips(),
		adaptertest.RoundTrip{Name: "typed tools in parallel", Code: `const [x, y] = await Promise.all([tools.add({a: 2, b: 40}), tools.add({a: 1, b: 1})]); return x.sum + y.sum`, Want: "44"},
		adaptertest.RoundTrip{Name: "interrupt is a tool error", Code: `try { await tools.ask({}) } catch (e) { return "caught " + e.name }`, Want: "caught ToolCallError"},
		adaptertest.RoundTrip{Name: "multipart tool content", Code: `const r = await tools.snap({}); return r.output + " " + r.content[0].media.contentType`, Want: "taken image/png"})
	for i, tc := range tests {
		t.Run(tc.Name, func(t *testing.T) {
			m := &scriptedModel{program: tc.Code}
			model := gk.DefineModel(g, "scripted/m"+string(rune('a'+i)), &ai.ModelOptions{Supports: &ai.ModelSupports{Tools: true, Multiturn: true, SystemRole: true}}, m.generate)
			resp, err := gk.Generate(ctx, g, ai.WithModel(model), ai.WithSystem(sys), ai.WithPrompt("do it"), ai.WithTools(rc))
			if err != nil {
				t.Fatal(err)
			}
			if len(m.reqs) != 2 {
				t.Fatalf("model saw %d requests, want 2", len(m.reqs))
			}
			first := m.reqs[0]
			if len(first.Tools) != 1 || first.Tools[0].Name != "run_code" || !strings.Contains(first.Tools[0].Description, "add: {") {
				t.Fatalf("tools = %+v, want run_code alone with the SDK", first.Tools)
			}
			if first.Messages[0].Role != ai.RoleSystem || first.Messages[0].Text() != sys {
				t.Errorf("system message = %+v, want the prompt sections", first.Messages[0])
			}
			adaptertest.CheckOutput(t, strings.TrimPrefix(resp.Text(), "done: "), tc.Want)
		})
	}
	if logs.String() != "HI" {
		t.Errorf("logs = %q, want HI", logs.String())
	}
}

// The imported tools keep their names, descriptions and schemas: the SDK
// in run_code's description declares them.
func TestImportSchemas(t *testing.T) {
	ctx := context.Background()
	reg := adaptertest.CodeRegistry(t)
	unregister, err := genkit.Import(ctx, reg, genkitTools(), nil)
	if err != nil {
		t.Fatal(err)
	}
	rc, err := genkit.RunCode(reg, nil)
	if err != nil {
		t.Fatal(err)
	}
	def := rc.Definition()
	for _, want := range []string{"add: {", "Add two integers.", "first addend", "shout: {", "snap: ", "sum: number"} {
		if !strings.Contains(def.Description, want) {
			t.Errorf("run_code description lacks %q", want)
		}
	}
	if def.InputSchema["type"] != "object" {
		t.Errorf("run_code input schema = %v", def.InputSchema)
	}
	unregister()
	if _, ok := reg.Get("", "add"); ok {
		t.Error("add still registered after unregister")
	}
	// A duplicate name fails and leaves nothing registered.
	tools := genkitTools()
	if _, err := genkit.Import(ctx, reg, append(tools, tools[0]), nil); err == nil {
		t.Fatal("duplicate import succeeded")
	}
	if _, ok := reg.Get("", "shout"); ok {
		t.Error("a failed import left shout registered")
	}
	if _, err := genkit.Import(ctx, reg, []ai.Tool{nil}, nil); err == nil {
		t.Error("nil tool imported")
	}
}

// A cancelled context is a Genkit error; a failed program is not.
func TestRunCodeErrors(t *testing.T) {
	reg := adaptertest.CodeRegistry(t)
	rc, err := genkit.RunCode(reg, nil)
	if err != nil {
		t.Fatal(err)
	}
	in := map[string]any{"description": "t", "code": `throw new Error("boom")`}
	out, err := rc.RunRaw(context.Background(), in)
	if err != nil {
		t.Fatalf("failed program returned an error: %v", err)
	}
	if s, _ := out.(string); !strings.HasPrefix(s, "ERROR (CODE_RUN_FAILED):") || !strings.Contains(s, "boom") {
		t.Errorf("output = %q", out)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := rc.RunRaw(ctx, map[string]any{"description": "t", "code": `return 1`}); err == nil {
		t.Error("a cancelled run returned no error")
	}

	native, err := registry.New(&registry.Options{Mode: registry.ModeNative})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := genkit.RunCode(native, nil); err == nil {
		t.Error("RunCode in native mode succeeded")
	}
}

func TestRunCodeOutputIsJSONText(t *testing.T) {
	reg := adaptertest.CodeRegistry(t)
	rc, _ := genkit.RunCode(reg, nil)
	out, err := rc.RunRawMultipart(context.Background(), map[string]any{"description": "t", "code": `return {a: [1, 2]}`})
	if err != nil {
		t.Fatal(err)
	}
	s, _ := out.Output.(string)
	var v struct{ A []int }
	if err := json.Unmarshal([]byte(s), &v); err != nil || len(v.A) != 2 {
		t.Errorf("output %q is not the program's value: %v", s, err)
	}
}
