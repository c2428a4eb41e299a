package genkit

import (
	"testing"

	"github.com/firebase/genkit/go/ai"

	"github.com/codemode-go/codemode/registry"
)

// run_code's image and audio blocks go back to Genkit as media parts;
// text and raw blocks stay in the output text only.
func TestMediaParts(t *testing.T) {
	res := &registry.Result{Content: []registry.Content{
		registry.Text("see the picture"),
		{Type: "image", MIMEType: "image/png", Data: "iVBORw0KGgo="},
		{Type: "audio", MIMEType: "audio/wav", Data: "UklGRg=="},
		{Type: "resource_link", Raw: []byte(`{"type":"resource_link","uri":"codemode://results/x"}`)},
		{Type: "image", MIMEType: "image/png"},
	}}
	got := mediaParts(res)
	want := []struct{ ct, url string }{
		{"image/png", "data:image/png;base64,iVBORw0KGgo="},
		{"audio/wav", "data:audio/wav;base64,UklGRg=="},
	}
	if len(got) != len(want) {
		t.Fatalf("got %d parts, want %d", len(got), len(want))
	}
	for i, w := range want {
		if got[i].Kind != ai.PartMedia || got[i].ContentType != w.ct || got[i].Text != w.url {
			t.Errorf("part %d = %+v, want media %s %s", i, got[i], w.ct, w.url)
		}
	}
	if mediaParts(&registry.Result{Content: []registry.Content{registry.Text("x")}}) != nil {
		t.Error("a text-only result has media parts")
	}
}
