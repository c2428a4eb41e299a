package mcpserver

import (
	"encoding/json"
	"reflect"
	"testing"
)

// FuzzUnescapeHTML: the page's unescaping of encoding/json's \u003c,
// \u003e and \u0026 keeps valid JSON valid and its value the same, and
// never panics on anything else.
func FuzzUnescapeHTML(f *testing.F) {
	for _, s := range []string{`{"a":"\u003cb\u003e \u0026"}`, `"\\u003c"`, `"\\\u003c"`, `"\u00`, `\`, `{"k":[1,2,"\n"]}`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		out := unescapeHTML(b)
		var before, after any
		if json.Unmarshal(b, &before) != nil {
			return
		}
		if err := json.Unmarshal([]byte(out), &after); err != nil {
			t.Fatalf("unescaping %q gave invalid JSON %q: %v", b, out, err)
		}
		if !reflect.DeepEqual(before, after) {
			t.Fatalf("unescaping %q changed the value: %q", b, out)
		}
	})
}
