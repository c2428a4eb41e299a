package kit_test

import (
	"encoding/json"
	"testing"

	"github.com/codemode-go/codemode/integrations/kit"
	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/registry/failure"
)

func TestText(t *testing.T) {
	for _, tc := range []struct {
		name string
		res  registry.Result
		want string
	}{
		{"text", registry.Result{Content: []registry.Content{registry.Text("a"), registry.Text("b")}}, "a\nb"},
		{"empty", registry.Result{}, "(no output)"},
		{"image as JSON", registry.Result{Content: []registry.Content{{Type: "image", Data: "AA==", MIMEType: "image/png"}}}, `{"type":"image","data":"AA==","mimeType":"image/png"}`},
		{"error", registry.Result{IsError: true, Code: failure.CodeRunFailed, Content: []registry.Content{registry.Text("boom")}}, "ERROR (CODE_RUN_FAILED):\nboom"},
		{"error without code", registry.Result{IsError: true, Content: []registry.Content{registry.Text("x")}}, "ERROR (TOOL_ERROR):\nx"},
		{"contexts", registry.Result{Content: []registry.Content{registry.Text("v")}, Contexts: []registry.Context{{Content: []registry.Content{registry.Text("note")}}}}, "v\nnote"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := kit.Text(&tc.res); got != tc.want {
				t.Errorf("Text = %q, want %q", got, tc.want)
			}
		})
	}
}

func TestValue(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{`{"a":1}`, `{"a":1}`},
		{`42`, `42`},
		{`plain text`, `"plain text"`},
		{``, `""`},
	} {
		got, err := kit.Value(tc.in)
		if err != nil || string(got) != tc.want || !json.Valid(got) {
			t.Errorf("Value(%q) = %s, %v; want %s", tc.in, got, err, tc.want)
		}
	}
}

func TestBlocks(t *testing.T) {
	a, b, c := registry.Text("a"), registry.Text("b"), registry.Text("c")
	for _, tc := range []struct {
		name string
		res  registry.Result
		want []registry.Content
	}{
		{"empty", registry.Result{}, nil},
		{"content only", registry.Result{Content: []registry.Content{a, b}}, []registry.Content{a, b}},
		{"contexts follow in order", registry.Result{Content: []registry.Content{a}, Contexts: []registry.Context{{Content: []registry.Content{b}}, {Content: []registry.Content{c}}}}, []registry.Content{a, b, c}},
		{"contexts alone", registry.Result{Contexts: []registry.Context{{Content: []registry.Content{c}}}}, []registry.Content{c}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			content := make([]registry.Content, len(tc.res.Content), len(tc.res.Content)+4) // room that append could reuse
			copy(content, tc.res.Content)
			tc.res.Content = content
			got := kit.Blocks(&tc.res)
			if len(got) != len(tc.want) {
				t.Fatalf("Blocks = %+v, want %+v", got, tc.want)
			}
			for i := range got {
				if got[i].Text != tc.want[i].Text {
					t.Errorf("block %d = %q, want %q", i, got[i].Text, tc.want[i].Text)
				}
			}
			if spare := tc.res.Content[:cap(tc.res.Content)]; len(tc.res.Contexts) > 0 && len(spare) > len(tc.res.Content) && spare[len(tc.res.Content)].Text != "" {
				t.Errorf("Blocks wrote into the result's content: %+v", spare)
			}
		})
	}
}
