package kit_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/codemode-go/codemode/integrations/kit"
	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/runcode"
	"github.com/codemode-go/codemode/runtime/inprocess"
)

// TestSystemPromptLeavesTheSDKToRunCode: beside the tool list the system
// prompt does not repeat the SDK run_code's description carries (issue #42
// item 3), in every mode; the MCP prompt (Prompt) still holds it.
func TestSystemPromptLeavesTheSDKToRunCode(t *testing.T) {
	for _, mode := range []registry.Mode{registry.ModeCode, registry.ModeBoth, registry.ModeNative} {
		t.Run(string(mode), func(t *testing.T) {
			rt, err := inprocess.New(nil)
			if err != nil {
				t.Fatal(err)
			}
			defer rt.Close()
			reg, _, err := runcode.NewRegistry(&registry.Options{Mode: mode, Prompt: registry.PromptOptions{Sections: []registry.Section{{ID: "persona", Order: 10, Text: "You are careful."}}}}, &runcode.Options{Runtime: rt})
			if err != nil {
				t.Fatal(err)
			}
			if _, err := reg.Register(registry.Tool{Name: "weather", Description: "Current weather for a city, with the temperature in Celsius and the wind in km/h.",
				Guidance: "Use weather for forecasts.", OutputSchema: json.RawMessage(`{"type":"object"}`),
				Execute: func(context.Context, *registry.Execution) (json.RawMessage, error) { return json.RawMessage(`{}`), nil }}); err != nil {
				t.Fatal(err)
			}
			sys, err := kit.SystemPrompt(reg, "")
			if err != nil {
				t.Fatal(err)
			}
			full, err := reg.Prompt("")
			if err != nil {
				t.Fatal(err)
			}
			text := registry.RenderPrompt(sys)
			if !strings.Contains(text, "You are careful.") {
				t.Errorf("the caller's sections are gone: %q", text)
			}
			var tools strings.Builder
			schemas, err := reg.WireSchemas("")
			if err != nil {
				t.Fatal(err)
			}
			for _, s := range schemas {
				tools.WriteString(s.Description)
			}
			if w := sharedWindow(text, tools.String(), 200); w != "" {
				t.Errorf("system prompt and tool list share %q", w)
			}
			if mode == registry.ModeNative {
				return
			}
			if strings.Contains(text, "declare const tools") || !strings.Contains(registry.RenderPrompt(full), "declare const tools") {
				t.Errorf("SystemPrompt must leave out the SDK that Prompt holds:\n%s", text)
			}
			if mode == registry.ModeCode && !strings.Contains(text, "in `run_code`'s description") {
				t.Errorf("the code-only rule does not point at run_code's description:\n%s", text)
			}
		})
	}
}

// sharedWindow returns a window of n bytes of a that b holds too, or "".
func sharedWindow(a, b string, n int) string {
	for i := 0; i+n <= len(a); i += n / 4 {
		if w := a[i : i+n]; strings.Contains(b, w) {
			return w
		}
	}
	return ""
}
