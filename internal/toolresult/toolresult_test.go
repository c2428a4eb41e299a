package toolresult_test

import (
	"encoding/json"
	"testing"

	"github.com/codemode-go/codemode/internal/toolresult"
	"github.com/codemode-go/codemode/registry"
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
		{"error", registry.Result{IsError: true, Code: registry.CodeCodeRunFailed, Content: []registry.Content{registry.Text("boom")}}, "ERROR (CODE_RUN_FAILED):\nboom"},
		{"error without code", registry.Result{IsError: true, Content: []registry.Content{registry.Text("x")}}, "ERROR (TOOL_ERROR):\nx"},
		{"contexts", registry.Result{Content: []registry.Content{registry.Text("v")}, Contexts: []registry.Context{{Content: []registry.Content{registry.Text("note")}}}}, "v\nnote"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := toolresult.Text(&tc.res); got != tc.want {
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
		got, err := toolresult.Value(tc.in)
		if err != nil || string(got) != tc.want || !json.Valid(got) {
			t.Errorf("Value(%q) = %s, %v; want %s", tc.in, got, err, tc.want)
		}
	}
}
