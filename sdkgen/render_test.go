package sdkgen

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestStripComments(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"a: string; // doc\nb: number;", "a: string;\nb: number;"},
		{"  /** doc */\n  a: string;", "  a: string;"},
		{`k: "a // b"; // c`, `k: "a // b";`},
		{`k: 'it\'s /* x */'; /* y */ z`, `k: 'it\'s /* x */';  z`},
		{"x /* y\n z */ w", "x  w"},
		{"/* open", ""},
		{"no comments\n\nhere", "no comments\n\nhere"},
	} {
		if got := StripComments(c.in); got != c.want {
			t.Errorf("StripComments(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestSignature(t *testing.T) {
	for _, c := range []struct {
		tool Tool
		want string
	}{
		{Tool{Name: "get_pod", Description: "Get a pod.", InputSchema: json.RawMessage(`{"type":"object","properties":{"name":{"type":"string","description":"Pod name"},"ns":{"type":"string"}},"required":["name"],"additionalProperties":false}`)},
			`tools.get_pod(args: { name: string; ns?: string; }): Promise<JsonValue>`},
		{Tool{Name: "my-tool", OutputSchema: json.RawMessage(`{"type":"object","properties":{"ok":{"type":"boolean"}},"required":["ok"],"additionalProperties":false}`)},
			`tools["my-tool"](args: Record<string, JsonValue>): Promise<{ ok: boolean; }>`},
		{Tool{Name: "big", OutputSchema: json.RawMessage(`{"type":"object","properties":{` + strings.Repeat(`"a_long_property_name_x":{"type":"string"},`, 1) + `"b_long_property_name_1":{"type":"string"},"c_long_property_name_2":{"type":"string"},"d_long_property_name_3":{"type":"string"},"e_long_property_name_4":{"type":"string"},"f_long_property_name_5":{"type":"string"},"g_long_property_name_6":{"type":"string"}},"additionalProperties":false}`)},
			`tools.big(args: Record<string, JsonValue>): Promise<{ … }>`},
	} {
		got, err := Signature(c.tool)
		if err != nil || got != c.want {
			t.Errorf("Signature(%s) = %q, %v\nwant %q", c.tool.Name, got, err, c.want)
		}
	}
	if _, err := Signature(Tool{Name: "bad", InputSchema: json.RawMessage(`{"type":7}`)}); err == nil {
		t.Error("a malformed schema signed")
	}
}

func TestRenderOptions(t *testing.T) {
	tools := []Tool{{Name: "b", Description: "Bee.", InputSchema: json.RawMessage(`{"type":"object","properties":{"x":{"type":"string","description":"Ex."}}}`)}}
	members := []Member{{Name: "search", Signature: "(q: string): Promise<string[]>", Doc: "Find tools."}}
	plain, err := Section(tools)
	if err != nil {
		t.Fatal(err)
	}
	with, err := Render(tools, &Options{Codemode: members})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasSuffix(with, "declare const codemode: {\n  /** Find tools. */\n  search(q: string): Promise<string[]>;\n}\n```") ||
		!strings.Contains(with, "- The `codemode` namespace") || strings.Contains(plain, "codemode") {
		t.Errorf("Render with members:\n%s", with)
	}
	bare, err := Render(tools, &Options{Codemode: members, NoComments: true})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(bare, "Bee.") || strings.Contains(bare, "Ex.") || !strings.Contains(bare, "/** Find tools. */") {
		t.Errorf("NoComments:\n%s", bare)
	}
	decl, err := Declarations(tools)
	if err != nil || !strings.HasPrefix(decl, "interface ToolArgsMap {\n  /** Bee. */\n  b: {") || strings.Contains(decl, "Writing code") {
		t.Errorf("Declarations: %v\n%s", err, decl)
	}
}
