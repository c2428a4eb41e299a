package genai_test

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"sync"
	"testing"
	"time"

	sdk "google.golang.org/genai"

	"github.com/codemode-go/codemode/integrations/genai"
	"github.com/codemode-go/codemode/integrations/kit/adaptertest"
	"github.com/codemode-go/codemode/registry"
)

var catalog = []registry.Tool{
	adaptertest.Tool("weather", "Current weather.", `{"type":"object","properties":{"city":{"type":"string"}},"required":["city"]}`),
	adaptertest.Tool("alpha", "First tool.", `{"type":"object","properties":{"n":{"type":"integer","minimum":1}}}`),
	adaptertest.Tool("zeta", "Last tool.", ""),
}

func newRegistry(t *testing.T, mode registry.Mode, tools []registry.Tool) *registry.Registry {
	t.Helper()
	return adaptertest.Registry(t, registry.Options{Mode: mode}, tools...)
}

func prefix(t *testing.T, a *genai.Adapter) string {
	t.Helper()
	cfg := &sdk.GenerateContentConfig{}
	if err := a.Prepare(cfg); err != nil {
		t.Fatal(err)
	}
	b, err := json.Marshal(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// The prefix the implicit cache keys on (tools, system instruction) is
// the same bytes whatever order the catalog was built in.
func TestPrefixByteStableAcrossCatalogOrder(t *testing.T) {
	reversed := []registry.Tool{catalog[2], catalog[1], catalog[0]}
	for _, mode := range []registry.Mode{registry.ModeCode, registry.ModeBoth, registry.ModeNative} {
		t.Run(string(mode), func(t *testing.T) {
			a := prefix(t, genai.New(newRegistry(t, mode, catalog), nil))
			b := prefix(t, genai.New(newRegistry(t, mode, reversed), nil))
			if a != b {
				t.Fatalf("prefix depends on registration order:\n%s\n%s", a, b)
			}
		})
	}
}

func TestPrepareKeepsCallerInstruction(t *testing.T) {
	a := genai.New(newRegistry(t, registry.ModeCode, catalog), nil)
	cfg := &sdk.GenerateContentConfig{SystemInstruction: sdk.NewContentFromText("Be brief.", sdk.RoleUser)}
	if err := a.Prepare(cfg); err != nil {
		t.Fatal(err)
	}
	p := cfg.SystemInstruction.Parts
	if len(p) != 2 || !strings.Contains(p[0].Text, "Only `run_code`") || p[1].Text != "Be brief." {
		t.Errorf("system instruction parts = %+v", p)
	}
	if len(cfg.Tools) != 1 || len(cfg.Tools[0].FunctionDeclarations) != 1 || cfg.Tools[0].FunctionDeclarations[0].Name != "run_code" {
		t.Errorf("tools = %+v", cfg.Tools)
	}
}

func response(t *testing.T, calls ...map[string]any) *sdk.GenerateContentResponse {
	t.Helper()
	var parts []any
	for _, c := range calls {
		parts = append(parts, map[string]any{"functionCall": c})
	}
	b, _ := json.Marshal(map[string]any{"candidates": []any{map[string]any{"content": map[string]any{"role": "model", "parts": parts}}}})
	var resp sdk.GenerateContentResponse
	if err := json.Unmarshal(b, &resp); err != nil {
		t.Fatal(err)
	}
	return &resp
}

// Concurrency-safe calls of one turn overlap: each waits until the other
// has started, which a serial schedule never reaches.
func TestFunctionResponsesRunSafeCallsInParallel(t *testing.T) {
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
	a := genai.New(newRegistry(t, registry.ModeNative, []registry.Tool{safe("a"), safe("b")}), nil)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute) // turns a deadlock into a failure
	defer cancel()
	out, err := a.FunctionResponses(ctx, response(t, map[string]any{"name": "a"}, map[string]any{"name": "b", "args": map[string]any{}}))
	if err != nil {
		t.Fatal(err)
	}
	got, _ := json.Marshal(out)
	want := `{"parts":[{"functionResponse":{"name":"a","response":{"output":"a ok"}}},{"functionResponse":{"name":"b","response":{"output":"b ok"}}}],"role":"user"}`
	if string(got) != want {
		t.Errorf("\n got %s\nwant %s", got, want)
	}
}

func TestFunctionResponses(t *testing.T) {
	var mu sync.Mutex
	var logs []string
	a := genai.New(newRegistry(t, registry.ModeCode, catalog), &genai.Options{OnLog: func(id, line string) {
		mu.Lock()
		defer mu.Unlock()
		logs = append(logs, id+": "+line)
	}})
	out, err := a.FunctionResponses(context.Background(), response(t,
		map[string]any{"id": "c1", "name": "run_code", "args": map[string]any{"code": `console.log("hi"); return await tools.weather({city: "Oslo"})`, "description": "t"}},
		map[string]any{"name": "run_code", "args": map[string]any{"code": `throw new Error("nope")`, "description": "t"}},
		map[string]any{"id": "c3", "name": "weather", "args": map[string]any{"city": "Oslo"}},
	))
	if err != nil {
		t.Fatal(err)
	}
	want := []struct{ id, key, text string }{{"c1", "output", "hi\nweather"}, {"", "error", "Error: nope"}, {"c3", "error", "UNKNOWN_TOOL"}}
	for i, p := range out.Parts {
		fr := p.FunctionResponse
		text, _ := fr.Response[want[i].key].(string)
		if fr.ID != want[i].id || len(fr.Response) != 1 || !strings.Contains(text, want[i].text) {
			t.Errorf("response %d = %+v, want id %q and %q containing %q", i, fr, want[i].id, want[i].key, want[i].text)
		}
	}
	if strings.Join(logs, "|") != "c1: hi" {
		t.Errorf("streamed logs = %q", logs)
	}
	if out, err := a.FunctionResponses(context.Background(), &sdk.GenerateContentResponse{}); out != nil || err != nil {
		t.Errorf("a turn without calls gave %v %v", out, err)
	}
}

func TestFunctionResponseImages(t *testing.T) {
	res := &registry.Result{
		Content:  []registry.Content{registry.Text("see"), {Type: "image", Data: "aGk=", MIMEType: "image/png"}, {Type: "image", Data: "!!", MIMEType: "image/png"}},
		Contexts: []registry.Context{{Content: []registry.Content{{Type: "resource_link", Raw: json.RawMessage(`{"type":"resource_link","uri":"file:///x"}`)}}}},
	}
	got, _ := json.Marshal(genai.FunctionResponse("id", "f", res))
	want := `{"parts":[{"inlineData":{"mimeType":"image/png","data":"aGk="}}],"id":"id","name":"f","response":{"output":"see\n(image block with invalid base64 data)\n{\"type\":\"resource_link\",\"uri\":\"file:///x\"}"}}`
	if string(got) != want {
		t.Errorf("\n got %s\nwant %s", got, want)
	}
}

// TestSDKSentOnce: a code-mode request carries the SDK in run_code's
// description alone, not again in the system instruction (issue #42
// item 3).
func TestSDKSentOnce(t *testing.T) {
	a := genai.New(newRegistry(t, registry.ModeCode, catalog), nil)
	tools, err := a.Tools()
	if err != nil {
		t.Fatal(err)
	}
	sys, err := a.SystemInstruction()
	if err != nil || sys == nil || len(sys.Parts) != 1 {
		t.Fatalf("system instruction %v, %v", sys, err)
	}
	var desc strings.Builder
	for _, tl := range tools {
		for _, f := range tl.FunctionDeclarations {
			desc.WriteString(f.Description)
		}
	}
	if !strings.Contains(desc.String(), "declare const tools") || !strings.Contains(desc.String(), "weather") {
		t.Fatalf("run_code's description lacks the SDK: %s", desc.String())
	}
	adaptertest.CheckSentOnce(t, sys.Parts[0].Text, desc.String())
	if !strings.Contains(sys.Parts[0].Text, adaptertest.CodeOnlyRule) {
		t.Errorf("the system instruction lost the code-only rule: %s", sys.Parts[0].Text)
	}
}
