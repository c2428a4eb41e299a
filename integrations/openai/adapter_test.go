package openai_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	sdk "github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/responses"

	"github.com/codemode-go/codemode/integrations/kit/adaptertest"
	"github.com/codemode-go/codemode/integrations/openai"
	"github.com/codemode-go/codemode/registry"
)

var catalog = []registry.Tool{
	adaptertest.Tool("weather", "Current weather.", `{"type":"object","properties":{"city":{"type":"string"}},"required":["city"],"additionalProperties":false}`),
	adaptertest.Tool("alpha", "First tool.", `{"type":"object","properties":{"n":{"type":"integer","minimum":1,"maximum":12345678901234567890}}}`),
	adaptertest.Tool("zeta", "Last tool.", ""),
}

func newRegistry(t *testing.T, mode registry.Mode, tools []registry.Tool) *registry.Registry {
	t.Helper()
	return adaptertest.Registry(t, registry.Options{Mode: mode}, tools...)
}

func prefix(t *testing.T, a *openai.Adapter) string {
	t.Helper()
	chat := sdk.ChatCompletionNewParams{Model: "m", Messages: []sdk.ChatCompletionMessageParamUnion{sdk.UserMessage("task")}}
	resp := responses.ResponseNewParams{Model: "m"}
	if err := a.PrepareChat(&chat); err != nil {
		t.Fatal(err)
	}
	if err := a.PrepareResponse(&resp); err != nil {
		t.Fatal(err)
	}
	c, err := json.Marshal(chat)
	if err != nil {
		t.Fatal(err)
	}
	r, err := json.Marshal(resp)
	if err != nil {
		t.Fatal(err)
	}
	return string(c) + "\n" + string(r)
}

// Both request prefixes, and the cache key, are the same bytes whatever
// order the catalog was built in.
func TestPrefixByteStableAcrossCatalogOrder(t *testing.T) {
	reversed := []registry.Tool{catalog[2], catalog[1], catalog[0]}
	for _, mode := range []registry.Mode{registry.ModeCode, registry.ModeBoth, registry.ModeNative} {
		t.Run(string(mode), func(t *testing.T) {
			a := prefix(t, openai.New(newRegistry(t, mode, catalog), nil))
			b := prefix(t, openai.New(newRegistry(t, mode, reversed), nil))
			if a != b {
				t.Fatalf("prefix depends on registration order:\n%s\n%s", a, b)
			}
			if strings.Count(a, `"prompt_cache_key":"codemode-`) != 2 {
				t.Errorf("no prompt_cache_key in %s", a)
			}
		})
	}
	// Different catalogs get different keys.
	k1, _ := openai.New(newRegistry(t, registry.ModeCode, catalog), nil).CacheKey()
	k2, _ := openai.New(newRegistry(t, registry.ModeCode, catalog[:2]), nil).CacheKey()
	if k1 == k2 {
		t.Errorf("two catalogs share the cache key %s", k1)
	}
}

func TestToolsKeepSchemas(t *testing.T) {
	a := openai.New(newRegistry(t, registry.ModeNative, catalog), &openai.Options{NoCacheKey: true})
	tools, err := a.ChatTools()
	if err != nil {
		t.Fatal(err)
	}
	got, _ := json.Marshal(tools)
	want := `[{"function":{"name":"alpha","description":"First tool.","parameters":{"properties":{"n":{"type":"integer","minimum":1,"maximum":12345678901234567890}},"type":"object"}},"type":"function"},` +
		`{"function":{"name":"weather","description":"Current weather.","parameters":{"additionalProperties":false,"properties":{"city":{"type":"string"}},"required":["city"],"type":"object"}},"type":"function"},` +
		`{"function":{"name":"zeta","description":"Last tool.","parameters":{"properties":{},"type":"object"}},"type":"function"}]`
	if string(got) != want {
		t.Errorf("chat tools:\n got %s\nwant %s", got, want)
	}
	rtools, err := a.ResponseTools()
	if err != nil {
		t.Fatal(err)
	}
	got, _ = json.Marshal(rtools[2])
	if want := `{"strict":false,"parameters":{"properties":{},"type":"object"},"name":"zeta","description":"Last tool.","type":"function"}`; string(got) != want {
		t.Errorf("responses tool:\n got %s\nwant %s", got, want)
	}
}

func chatMessage(t *testing.T, calls ...[3]string) sdk.ChatCompletionMessage {
	t.Helper()
	var tc []any
	for _, c := range calls {
		tc = append(tc, map[string]any{"id": c[0], "type": "function", "function": map[string]any{"name": c[1], "arguments": c[2]}})
	}
	b, _ := json.Marshal(map[string]any{"role": "assistant", "content": nil, "tool_calls": tc})
	var msg sdk.ChatCompletionMessage
	if err := json.Unmarshal(b, &msg); err != nil {
		t.Fatal(err)
	}
	return msg
}

// Concurrency-safe calls of one turn overlap: each waits until the other
// has started, which a serial schedule never reaches.
func TestChatToolMessagesRunSafeCallsInParallel(t *testing.T) {
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
	a := openai.New(newRegistry(t, registry.ModeNative, []registry.Tool{safe("a"), safe("b")}), nil)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute) // turns a deadlock into a failure
	defer cancel()
	out := a.ChatToolMessages(ctx, chatMessage(t, [3]string{"c1", "a", "{}"}, [3]string{"c2", "b", ""}))
	got, _ := json.Marshal(out)
	if want := `[{"content":"a ok","tool_call_id":"c1","role":"tool"},{"content":"b ok","tool_call_id":"c2","role":"tool"}]`; string(got) != want {
		t.Errorf("\n got %s\nwant %s", got, want)
	}
}

func TestFunctionCallOutputs(t *testing.T) {
	var mu sync.Mutex
	var logs []string
	a := openai.New(newRegistry(t, registry.ModeCode, catalog), &openai.Options{OnLog: func(id, line string) {
		mu.Lock()
		defer mu.Unlock()
		logs = append(logs, id+": "+line)
	}})
	code := func(src string) string {
		b, _ := json.Marshal(map[string]string{"code": src, "description": "test"})
		return string(b)
	}
	var resp responses.Response
	body, _ := json.Marshal(map[string]any{"id": "r", "output": []any{
		map[string]any{"type": "reasoning", "id": "rs_1", "summary": []any{}},
		map[string]any{"type": "function_call", "id": "fc1", "call_id": "c1", "name": "run_code", "arguments": code(`console.log("hi"); return await tools.weather({city: "Oslo"})`)},
		map[string]any{"type": "function_call", "id": "fc2", "call_id": "c2", "name": "run_code", "arguments": code(`throw new Error("nope")`)},
		map[string]any{"type": "function_call", "id": "fc3", "call_id": "c3", "name": "weather", "arguments": `{"city":"Oslo"}`},
	}})
	if err := json.Unmarshal(body, &resp); err != nil {
		t.Fatal(err)
	}
	out := a.FunctionCallOutputs(context.Background(), &resp)
	if len(out) != 3 {
		t.Fatalf("%d outputs", len(out))
	}
	want := []string{"hi\nweather", "ERROR (CODE_RUN_FAILED):\n", "ERROR (UNKNOWN_TOOL):\n"}
	for i, o := range out {
		f := o.OfFunctionCallOutput
		if f == nil || f.CallID.Value != fmt.Sprintf("c%d", i+1) || !strings.HasPrefix(f.Output.OfString.Value, want[i]) {
			t.Errorf("output %d = %+v, want it to start %q", i, f, want[i])
		}
	}
	if strings.Join(logs, "|") != "c1: hi" {
		t.Errorf("streamed logs = %q", logs)
	}
	items, _ := json.Marshal(openai.InputItems(&resp))
	if n := strings.Count(string(items), `"type":"function_call"`); n != 3 || !strings.Contains(string(items), `"type":"reasoning"`) {
		t.Errorf("input items %s", items)
	}
}

func TestResultText(t *testing.T) {
	tests := []struct {
		name string
		res  registry.Result
		want string
	}{
		{"text", registry.Result{Content: []registry.Content{registry.Text("a"), registry.Text("b")}}, "a\nb"},
		{"error without code", registry.Result{IsError: true, Content: []registry.Content{registry.Text("boom")}}, "ERROR (TOOL_ERROR):\nboom"},
		{"image as JSON", registry.Result{Content: []registry.Content{{Type: "image", Data: "aGk=", MIMEType: "image/png"}}}, `{"type":"image","data":"aGk=","mimeType":"image/png"}`},
		{"deferred context", registry.Result{Content: []registry.Content{registry.Text("x")}, Contexts: []registry.Context{{Content: []registry.Content{registry.Text("later")}}}}, "x\nlater"},
		{"empty", registry.Result{}, "(no output)"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := openai.ResultText(&tc.res); got != tc.want {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}

// TestSDKSentOnce: a code-mode request carries the SDK in run_code's
// description alone, not again in the instructions (issue #42 item 3).
func TestSDKSentOnce(t *testing.T) {
	a := openai.New(newRegistry(t, registry.ModeCode, catalog), nil)
	tools, err := a.ResponseTools()
	if err != nil {
		t.Fatal(err)
	}
	instr, err := a.Instructions()
	if err != nil {
		t.Fatal(err)
	}
	var desc strings.Builder
	for _, tl := range tools {
		desc.WriteString(tl.OfFunction.Description.Value)
	}
	if !strings.Contains(desc.String(), "declare const tools") || !strings.Contains(desc.String(), "weather") {
		t.Fatalf("run_code's description lacks the SDK: %s", desc.String())
	}
	adaptertest.CheckSentOnce(t, instr, desc.String())
	if !strings.Contains(instr, adaptertest.CodeOnlyRule) {
		t.Errorf("the instructions lost the code-only rule: %s", instr)
	}
}
