package rawjson

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

// checkMembers compares PreviewMembers of {"logs": logs, "value": value}
// with Preview of that object's text: they must answer the same.
func checkMembers(t *testing.T, logs, value []byte, budget int) {
	t.Helper()
	doc := []byte(`{"logs":` + string(logs) + `,"value":` + string(value) + `}`)
	want, wantErr := Preview(doc, budget)
	got, err := PreviewMembers([]string{`"logs"`, `"value"`}, [][]byte{logs, value}, budget)
	if (err == nil) != (wantErr == nil) || !bytes.Equal(got, want) {
		t.Fatalf("budget %d: PreviewMembers %q (%v), Preview %q (%v)", budget, got, err, want, wantErr)
	}
}

// TestPreviewMembers (#44 item 4): previewing the members of run_code's
// canonical value held apart answers exactly what previewing its joined
// text does, at every budget, for strings, arrays, objects, deep values
// and logs large enough to be clipped themselves.
func TestPreviewMembers(t *testing.T) {
	values := map[string]string{
		"string":  `"` + strings.Repeat("x", 3000) + `"`,
		"escapes": `"` + strings.Repeat(`é\n\u2028`, 300) + `"`,
		"array":   `[` + strings.Repeat(`{"x":"yyyyyyyyyy","n":[1,2,3]},`, 100) + `null]`,
		"object":  wideObject(80),
		"deep":    strings.Repeat("[", 60) + `"deep"` + strings.Repeat("]", 60),
		"number":  `12345678901234567890`,
		"small":   `{"ok":true}`,
	}
	logs := map[string]string{
		"none": `[]`,
		"some": `["a","b"]`,
		"big":  `["` + strings.Repeat("log ", 400) + `","x"]`,
	}
	for vn, v := range values {
		for ln, l := range logs {
			t.Run(vn+"/"+ln, func(t *testing.T) {
				for budget := 0; budget <= len(v)+len(l)+40; budget += 13 {
					checkMembers(t, []byte(l), []byte(v), budget)
				}
			})
		}
	}
	if _, err := PreviewMembers([]string{`"a"`}, nil, 100); err == nil {
		t.Error("keys without values accepted")
	}
}

// FuzzPreviewMembers: on any logs array and value, PreviewMembers and
// Preview of the joined object agree.
func FuzzPreviewMembers(f *testing.F) {
	f.Add([]byte(`["a"]`), []byte(`{"a":[1,2,3],"b":"hello world"}`), 30)
	f.Add([]byte(`[]`), []byte(`"`+strings.Repeat("z", 500)+`"`), 256)
	f.Add([]byte(`["`+strings.Repeat("l", 300)+`"]`), []byte(`[[[[["deep"]]]]]`), 64)
	f.Fuzz(func(t *testing.T, logs, value []byte, budget int) {
		if !json.Valid(logs) || !json.Valid(value) || budget < 0 || budget > 1<<16 {
			return
		}
		// The members are canonical text: no white space around them.
		if len(bytes.TrimSpace(logs)) != len(logs) || len(bytes.TrimSpace(value)) != len(value) {
			return
		}
		checkMembers(t, logs, value, budget)
	})
}
