package eino_test

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/cloudwego/eino/components/tool"
	"github.com/cloudwego/eino/components/tool/utils"
	"github.com/cloudwego/eino/compose"
	"github.com/cloudwego/eino/schema"

	"github.com/codemode-go/codemode/integrations/eino"
	"github.com/codemode-go/codemode/integrations/kit"
	"github.com/codemode-go/codemode/integrations/kit/adaptertest"
	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/registry/failure"
)

// einoTools are ordinary Eino tools: a typed one built with InferTool, a
// plain-text one, and one that fails.
func einoTools(t *testing.T) []tool.InvokableTool {
	t.Helper()
	add, err := utils.InferTool("add", "Add two integers.", func(ctx context.Context, in adaptertest.AddIn) (adaptertest.AddOut, error) {
		return adaptertest.AddOut{Sum: in.A + in.B}, nil
	})
	if err != nil {
		t.Fatal(err)
	}
	shout, err := utils.InferTool("shout", "Upper-case a text.", func(ctx context.Context, in struct {
		Text string `json:"text"`
	}) (string, error) {
		return strings.ToUpper(in.Text), nil
	})
	if err != nil {
		t.Fatal(err)
	}
	fail := utils.NewTool(&schema.ToolInfo{Name: "fail", Desc: "Always fails."}, func(ctx context.Context, in map[string]any) (string, error) {
		return "", errors.New("the disk is on fire")
	})
	return []tool.InvokableTool{add, shout, fail}
}

func program(code string) string {
	b, _ := json.Marshal(map[string]string{"code": code, "description": "test"})
	return string(b)
}

// Both directions: Eino tools called from a program, and the program run
// by run_code as an Eino tool, through Eino's own ToolsNode as an agent
// would.
func TestRoundTripThroughToolsNode(t *testing.T) {
	ctx := context.Background()
	reg := adaptertest.CodeRegistry(t)
	if _, err := eino.Import(ctx, reg, einoTools(t), nil); err != nil {
		t.Fatal(err)
	}
	var logs adaptertest.Lines
	rc := eino.RunCode(reg, &eino.RunCodeOptions{OnLog: logs.Log})
	node, err := compose.NewToolNode(ctx, &compose.ToolsNodeConfig{Tools: []tool.BaseTool{rc}})
	if err != nil {
		t.Fatal(err)
	}
	tests := append(adaptertest.RoundTrips(),
		adaptertest.RoundTrip{Name: "typed tool", Code: `const [r] = await Promise.all([tools.add({a: 2, b: 40})]); return r.sum`, Want: "42"})
	for _, tc := range tests {
		t.Run(tc.Name, func(t *testing.T) {
			in := &schema.Message{Role: schema.Assistant, ToolCalls: []schema.ToolCall{{ID: "call_1", Type: "function",
				Function: schema.FunctionCall{Name: "run_code", Arguments: program(tc.Code)}}}}
			out, err := node.Invoke(ctx, in)
			if err != nil {
				t.Fatal(err)
			}
			if len(out) != 1 || out[0].Role != schema.Tool || out[0].ToolCallID != "call_1" {
				t.Fatalf("tool messages = %+v", out)
			}
			adaptertest.CheckOutput(t, out[0].Content, tc.Want)
		})
	}
	if logs.String() != "HI" {
		t.Errorf("streamed logs = %q, want HI", logs.String())
	}
}

// The run_code tool's Info carries the SDK with the imported tools'
// descriptions and parameter types.
func TestRunCodeInfoCarriesImportedSchemas(t *testing.T) {
	ctx := context.Background()
	reg := adaptertest.CodeRegistry(t)
	if _, err := eino.Import(ctx, reg, einoTools(t), nil); err != nil {
		t.Fatal(err)
	}
	info, err := eino.RunCode(reg, nil).Info(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{"Add two integers.", "a: number; // first addend", "shout: {", "Always fails."} {
		if !strings.Contains(info.Desc, s) {
			t.Errorf("run_code description lacks %q:\n%s", s, info.Desc)
		}
	}
	// The system message the package doc prescribes repeats none of it.
	sections, err := kit.SystemPrompt(reg, "")
	if err != nil {
		t.Fatal(err)
	}
	adaptertest.CheckSentOnce(t, registry.RenderPrompt(sections), info.Desc)
	js, err := info.ToJSONSchema()
	if err != nil || js == nil || js.Properties == nil {
		t.Fatalf("run_code parameters: %v %v", js, err)
	}
	if _, ok := js.Properties.Get("code"); !ok {
		t.Errorf("run_code parameters lack code")
	}
}

func TestImport(t *testing.T) {
	ctx := context.Background()
	t.Run("schemas and values", func(t *testing.T) {
		reg, _ := registry.New(nil)
		undo, err := eino.Import(ctx, reg, einoTools(t), nil)
		if err != nil {
			t.Fatal(err)
		}
		s, ok := reg.Get("", "add")
		if !ok || s.Description != "Add two integers." || !strings.Contains(string(s.InputSchema), `"description":"first addend"`) {
			t.Errorf("add = %+v", s)
		}
		res := reg.Call(ctx, registry.Call{ID: "1", Name: "add", Arguments: json.RawMessage(`{"a":1,"b":2}`)})
		if res.IsError || string(res.Value) != `{"sum":3}` {
			t.Errorf("add value %s (%v)", res.Value, res.Err)
		}
		res = reg.Call(ctx, registry.Call{ID: "2", Name: "fail"})
		if !res.IsError || res.Code != failure.ToolError || !strings.Contains(res.Message(), "the disk is on fire") {
			t.Errorf("fail = %+v", res)
		}
		undo()
		if _, ok := reg.Get("", "add"); ok {
			t.Errorf("add still registered after unregister")
		}
	})
	t.Run("a clash leaves nothing registered", func(t *testing.T) {
		reg, _ := registry.New(nil)
		tools := einoTools(t)
		_, err := eino.Import(ctx, reg, append(tools, tools[0]), nil)
		if !errors.Is(err, registry.ErrDuplicate) {
			t.Fatalf("err = %v, want ErrDuplicate", err)
		}
		if n := len(reg.Schemas("")); n != 0 {
			t.Errorf("%d tools left registered", n)
		}
	})
	t.Run("nil tool", func(t *testing.T) {
		reg, _ := registry.New(nil)
		if _, err := eino.Import(ctx, reg, []tool.InvokableTool{nil}, nil); err == nil {
			t.Fatal("a nil tool was imported")
		}
	})
	t.Run("concurrency classification", func(t *testing.T) {
		reg, _ := registry.New(nil)
		safe := func(name string, _ json.RawMessage) bool { return name == "add" }
		if _, err := eino.Import(ctx, reg, einoTools(t), &eino.ImportOptions{ConcurrencySafe: safe}); err != nil {
			t.Fatal(err)
		}
		for name, want := range map[string]bool{"add": true, "shout": false} {
			if got := reg.ConcurrencySafe(registry.Call{Name: name, Parent: new(registry.Execution)}); got != want {
				t.Errorf("%s concurrency-safe = %v, want %v", name, got, want)
			}
		}
	})
}

func TestRunCodeNativeModeFails(t *testing.T) {
	reg, _ := registry.New(nil)
	if _, err := eino.RunCode(reg, nil).Info(context.Background()); err == nil || !strings.Contains(err.Error(), "not offered") {
		t.Errorf("Info in native mode: %v", err)
	}
}

func TestRunCodeCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := eino.RunCode(adaptertest.CodeRegistry(t), nil).InvokableRun(ctx, program(`return 1`))
	if !errors.Is(err, context.Canceled) {
		t.Errorf("err = %v, want context.Canceled", err)
	}
}
