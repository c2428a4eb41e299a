package registry_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/codemode-go/codemode/registry"
)

func guided(name, guidance string, order int) registry.Tool {
	t := echo(name, nil)
	t.Guidance = guidance
	t.GuidanceOrder = order
	t.OutputSchema = json.RawMessage(`{"type":"object"}`)
	return t
}

// SP-2, SP-4, SP-6, DESIGN §3.4, scenario 58: the sections per mode; under
// code every tool:* guidance section is removed, tools:sdk and the rule
// stay; under both nothing is removed.
func TestPromptSections_SP6(t *testing.T) {
	tools := []registry.Tool{guided("read", "Use read to read files.", 100), guided("write", "Use write to write files.", 101), echo("plain", nil)}
	persona := registry.Section{ID: "persona", Order: 0, Text: "You are careful."}
	for _, tc := range []struct {
		mode registry.Mode
		ids  []string
	}{
		{registry.ModeNative, []string{"persona", "tool:read", "tool:write"}},
		{registry.ModeCode, []string{"persona", "tools:code-only", "tools:sdk"}},
		{registry.ModeBoth, []string{"persona", "tool:read", "tool:write", "tools:sdk"}},
	} {
		t.Run(string(tc.mode), func(t *testing.T) {
			r := newReg(t, &registry.Options{Mode: tc.mode, Prompt: registry.PromptOptions{Sections: []registry.Section{persona}}}, tools...)
			secs, err := r.Prompt("")
			if err != nil {
				t.Fatal(err)
			}
			var ids []string
			for _, s := range secs {
				ids = append(ids, s.ID)
				if s.ID == "tools:sdk" {
					if s.Order != 150 || !strings.Contains(s.Text, "interface ToolArgsMap") || strings.Contains(s.Text, "run_code:") {
						t.Errorf("sdk section %d:\n%s", s.Order, s.Text)
					}
				}
				if s.ID == "tools:code-only" && (s.Order != 99 || !strings.Contains(s.Text, "run_code")) {
					t.Errorf("code-only section %+v", s)
				}
			}
			equal(t, "ids", ids, tc.ids)
			again, _ := r.Prompt("")
			if mustJSON(t, again) != mustJSON(t, secs) { // SP-9
				t.Error("two assemblies differ")
			}
			text := registry.RenderPrompt(secs)
			if !strings.HasPrefix(text, "You are careful.\n\n") {
				t.Errorf("rendered prompt starts %q", text[:40])
			}
		})
	}
}

// SP-9: the SDK is a pure function of the visible set, not of registration
// order.
func TestSDKByteStable_SP9(t *testing.T) {
	a := newReg(t, nil, echo("b", nil), echo("a", nil), echo("é", nil))
	b := newReg(t, nil, echo("é", nil), echo("a", nil), echo("b", nil))
	sa, err := a.SDK("")
	if err != nil {
		t.Fatal(err)
	}
	sb, _ := b.SDK("")
	if sa != sb {
		t.Fatal("SDK depends on registration order")
	}
}

// RC-3, scenario 60: a runtime whose language has no SDK fails assembly.
func TestPromptUnknownLanguage_RC3(t *testing.T) {
	r, err := registry.New(&registry.Options{Mode: registry.ModeCode})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := r.Install(stubTransport{lang: "ruby"}); err != nil {
		t.Fatal(err)
	}
	if _, err := r.Register(echo("a", nil)); err != nil {
		t.Fatal(err)
	}
	if _, err := r.Prompt(""); err == nil || !strings.Contains(err.Error(), `"ruby"`) {
		t.Fatalf("Prompt: %v", err)
	}
	if _, err := r.WireSchemas(""); err == nil {
		t.Fatal("WireSchemas accepted ruby")
	}
}
