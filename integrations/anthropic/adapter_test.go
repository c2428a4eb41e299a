package anthropic_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	sdk "github.com/anthropics/anthropic-sdk-go/v2"

	"github.com/codemode-go/codemode/integrations/anthropic"
	"github.com/codemode-go/codemode/integrations/kit/adaptertest"
	"github.com/codemode-go/codemode/registry"
)

var catalog = []registry.Tool{
	adaptertest.Tool("weather", "Current weather.", `{"type":"object","properties":{"city":{"type":"string"}},"required":["city"],"additionalProperties":false}`),
	adaptertest.Tool("alpha", "First tool.", `{"type":"object","properties":{"n":{"type":"integer","minimum":1}}}`),
	adaptertest.Tool("zeta", "Last tool.", ""),
	adaptertest.Tool("mid", "Middle tool.", `{"properties":{"q":{"type":"string"}},"type":"object"}`),
}

func newRegistry(t *testing.T, mode registry.Mode, tools []registry.Tool) *registry.Registry {
	t.Helper()
	return adaptertest.Registry(t, registry.Options{Mode: mode, Prompt: registry.PromptOptions{Sections: []registry.Section{{ID: "persona", Order: 10, Text: "You are careful."}}}}, tools...)
}

func prefix(t *testing.T, a *anthropic.Adapter) string {
	t.Helper()
	tools, err := a.Tools()
	if err != nil {
		t.Fatal(err)
	}
	system, err := a.System()
	if err != nil {
		t.Fatal(err)
	}
	b, err := json.Marshal(map[string]any{"tools": tools, "system": system})
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// The cached prefix (tools, then system) is the same bytes whatever order
// the catalog was built in, in every mode.
func TestPrefixByteStableAcrossCatalogOrder(t *testing.T) {
	reversed := make([]registry.Tool, len(catalog))
	for i, tl := range catalog {
		reversed[len(catalog)-1-i] = tl
	}
	for _, mode := range []registry.Mode{registry.ModeCode, registry.ModeBoth, registry.ModeNative} {
		t.Run(string(mode), func(t *testing.T) {
			a := prefix(t, anthropic.New(newRegistry(t, mode, catalog), nil))
			b := prefix(t, anthropic.New(newRegistry(t, mode, reversed), nil))
			if a != b {
				t.Fatalf("prefix depends on registration order:\n%s\n%s", a, b)
			}
			if again := prefix(t, anthropic.New(newRegistry(t, mode, catalog), nil)); again != a {
				t.Fatalf("prefix differs between two builds:\n%s\n%s", a, again)
			}
			if n := strings.Count(a, `"cache_control":{"type":"ephemeral"}`); n != 2 {
				t.Errorf("%d cache markers, want 2 (last tool, system): %s", n, a)
			}
		})
	}
}

func TestToolsCarrySchemas(t *testing.T) {
	a := anthropic.New(newRegistry(t, registry.ModeNative, catalog), &anthropic.Options{NoCache: true})
	tools, err := a.Tools()
	if err != nil {
		t.Fatal(err)
	}
	got, _ := json.Marshal(tools)
	want := `[{"input_schema":{"properties":{"n":{"type":"integer","minimum":1}},"type":"object"},"name":"alpha","description":"First tool."},` +
		`{"input_schema":{"properties":{"q":{"type":"string"}},"type":"object"},"name":"mid","description":"Middle tool."},` +
		`{"input_schema":{"properties":{"city":{"type":"string"}},"required":["city"],"type":"object","additionalProperties":false},"name":"weather","description":"Current weather."},` +
		`{"input_schema":{"properties":{},"type":"object"},"name":"zeta","description":"Last tool."}]`
	if string(got) != want {
		t.Errorf("tools:\n got %s\nwant %s", got, want)
	}
	system, _ := a.System()
	if len(system) != 1 || system[0].Text != "You are careful.\n\nUse alpha well.\n\nUse mid well.\n\nUse weather well.\n\nUse zeta well." {
		t.Errorf("system = %+v", system)
	}
}

func turn(t *testing.T, blocks ...string) []sdk.ContentBlockUnion {
	t.Helper()
	var msg sdk.Message
	if err := json.Unmarshal([]byte(`{"content":[`+strings.Join(blocks, ",")+`]}`), &msg); err != nil {
		t.Fatal(err)
	}
	return msg.Content
}

func toolUse(id, name, input string) string {
	return fmt.Sprintf(`{"type":"tool_use","id":%q,"name":%q,"input":%s}`, id, name, input)
}

// Concurrency-safe calls of one turn overlap: each waits until the other
// has started, which a serial schedule never reaches.
func TestToolResultsRunSafeCallsInParallel(t *testing.T) {
	var mu sync.Mutex
	started, both := 0, make(chan struct{})
	safe := func(name string) registry.Tool {
		return registry.Tool{Name: name, ConcurrencySafe: func(json.RawMessage) bool { return true },
			Execute: func(ctx context.Context, e *registry.Execution) (json.RawMessage, error) {
				mu.Lock()
				if started++; started == 2 {
					close(both)
				}
				mu.Unlock()
				select {
				case <-both:
					return json.Marshal(name + " ok")
				case <-ctx.Done():
					return nil, errors.New("ran serially")
				}
			}}
	}
	a := anthropic.New(newRegistry(t, registry.ModeNative, []registry.Tool{safe("a"), safe("b")}), nil)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute) // turns a deadlock into a failure
	defer cancel()
	out := a.ToolResults(ctx, turn(t, `{"type":"text","text":"calling"}`, toolUse("t1", "a", `{}`), toolUse("t2", "b", `{}`)))
	got, _ := json.Marshal(out)
	want := `[{"tool_use_id":"t1","content":[{"text":"a ok","type":"text"}],"type":"tool_result"},` +
		`{"tool_use_id":"t2","content":[{"text":"b ok","type":"text"}],"type":"tool_result"}]`
	if string(got) != want {
		t.Errorf("results:\n got %s\nwant %s", got, want)
	}
}

func TestToolResults(t *testing.T) {
	reg := newRegistry(t, registry.ModeCode, catalog)
	var mu sync.Mutex
	var logs []string
	a := anthropic.New(reg, &anthropic.Options{OnLog: func(id, line string) {
		mu.Lock()
		defer mu.Unlock()
		logs = append(logs, id+": "+line)
	}})
	code := func(src string) string {
		b, _ := json.Marshal(map[string]string{"code": src, "description": "test"})
		return string(b)
	}
	tests := []struct {
		name    string
		use     string
		isError bool
		text    string // the whole text, or with isError a part of it
	}{
		{"value and logs", toolUse("t1", "run_code", code(`console.log("hi"); return await tools.weather({city: "Oslo"})`)), false, "hi\nweather"},
		{"thrown error", toolUse("t2", "run_code", code(`throw new Error("nope")`)), true, "Error: nope"},
		{"direct call refused", toolUse("t3", "weather", `{"city":"Oslo"}`), true, "UNKNOWN_TOOL"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			out := a.ToolResults(context.Background(), turn(t, tc.use))
			if len(out) != 1 || out[0].OfToolResult == nil {
				t.Fatalf("results %v, want one tool_result", out)
			}
			r := out[0].OfToolResult
			isError := r.IsError.Valid() && r.IsError.Value
			if isError != tc.isError || len(r.Content) != 1 || r.Content[0].OfText == nil {
				t.Fatalf("result %+v, want is_error %v and one text block", r, tc.isError)
			}
			text := r.Content[0].OfText.Text
			if (!tc.isError && text != tc.text) || !strings.Contains(text, tc.text) {
				t.Errorf("text %q, want %q", text, tc.text)
			}
			if b, _ := json.Marshal(r); strings.Contains(string(b), `"is_error"`) != tc.isError {
				t.Errorf("wire form %s: is_error present must equal %v", b, tc.isError)
			}
		})
	}
	if strings.Join(logs, "|") != "t1: hi" {
		t.Errorf("streamed logs = %q", logs)
	}
	if out := a.ToolResults(context.Background(), turn(t, `{"type":"text","text":"no tools"}`)); out != nil {
		t.Errorf("a turn without tool_use gave %v", out)
	}
}

func TestToolResultContent(t *testing.T) {
	res := &registry.Result{
		Content:  []registry.Content{registry.Text("see"), {Type: "image", Data: "aGk=", MIMEType: "image/png"}, {Type: "resource_link", Raw: json.RawMessage(`{"type":"resource_link","uri":"file:///x"}`)}},
		Contexts: []registry.Context{{Content: []registry.Content{{Type: "image", Data: "eQ==", MIMEType: "image/gif"}}}},
	}
	got, _ := json.Marshal(anthropic.ToolResult("t", res))
	want := `{"tool_use_id":"t","content":[{"text":"see","type":"text"},` +
		`{"source":{"data":"aGk=","media_type":"image/png","type":"base64"},"type":"image"},` +
		`{"text":"{\"type\":\"resource_link\",\"uri\":\"file:///x\"}","type":"text"},` +
		`{"source":{"data":"eQ==","media_type":"image/gif","type":"base64"},"type":"image"}],"type":"tool_result"}`
	if string(got) != want {
		t.Errorf("\n got %s\nwant %s", got, want)
	}
}

// TestSDKSentOnce: a code-mode request carries the SDK in run_code's
// description alone, not again in the system block (issue #42 item 3).
func TestSDKSentOnce(t *testing.T) {
	a := anthropic.New(newRegistry(t, registry.ModeCode, catalog), nil)
	tools, err := a.Tools()
	if err != nil {
		t.Fatal(err)
	}
	system, err := a.System()
	if err != nil || len(system) != 1 {
		t.Fatalf("system %v, %v", system, err)
	}
	var desc strings.Builder
	for _, tl := range tools {
		desc.WriteString(tl.OfTool.Description.Value)
	}
	if !strings.Contains(desc.String(), "declare const tools") || !strings.Contains(desc.String(), "weather") {
		t.Fatalf("run_code's description lacks the SDK: %s", desc.String())
	}
	adaptertest.CheckSentOnce(t, system[0].Text, desc.String())
	if !strings.Contains(system[0].Text, adaptertest.CodeOnlyRule) {
		t.Errorf("the system block lost the code-only rule: %s", system[0].Text)
	}
}
