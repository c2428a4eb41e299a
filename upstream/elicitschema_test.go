package upstream

import (
	"encoding/json"
	"testing"
)

func TestNormalizeElicitSchema(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ name, in, want string }{
		{"titled multi-select with a type", `{"type":"object","properties":{"m":{"type":"array","items":{"type":"string","anyOf":[{"const":"a","title":"A"},{"const":"b","title":"B"}]}}}}`,
			`{"type":"object","properties":{"m":{"type":"array","items":{"anyOf":[{"const":"a","title":"A"},{"const":"b","title":"B"}]}}}}`},
		{"titled multi-select without a type", `{"type":"object","properties":{"m":{"type":"array","items":{"anyOf":[{"const":"a","title":"A"}]}}}}`,
			`{"type":"object","properties":{"m":{"type":"array","items":{"anyOf":[{"const":"a","title":"A"}]}}}}`},
		{"untitled multi-select", `{"type":"object","properties":{"m":{"type":"array","items":{"type":"string","enum":["a","b"]}}}}`,
			`{"type":"object","properties":{"m":{"type":"array","items":{"type":"string","enum":["a","b"]}}}}`},
		{"a const that is no string", `{"type":"object","properties":{"m":{"type":"array","items":{"type":"string","anyOf":[{"const":1,"title":"one"}]}}}}`,
			`{"type":"object","properties":{"m":{"type":"array","items":{"type":"string","anyOf":[{"const":1,"title":"one"}]}}}}`},
		{"no properties", `{"type":"object"}`, `{"type":"object"}`},
		{"not an object", `[1,2]`, `[1,2]`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var in any
			if err := json.Unmarshal([]byte(tc.in), &in); err != nil {
				t.Fatal(err)
			}
			got, err := json.Marshal(normalizeElicitSchema(in))
			if err != nil {
				t.Fatal(err)
			}
			var g, w any
			_ = json.Unmarshal(got, &g)
			_ = json.Unmarshal([]byte(tc.want), &w)
			gb, _ := json.Marshal(g)
			wb, _ := json.Marshal(w)
			if string(gb) != string(wb) {
				t.Fatalf("got %s, want %s", gb, wb)
			}
		})
	}
}

// FuzzNormalizeElicitSchema: any schema an upstream sends is normalized
// without a panic, into a value that still encodes.
func FuzzNormalizeElicitSchema(f *testing.F) {
	for _, s := range []string{
		`{"type":"object","properties":{"m":{"type":"array","items":{"type":"string","anyOf":[{"const":"a","title":"A"}]}}}}`,
		`{"properties":{"m":{"type":"array","items":{"type":"string","anyOf":[1,null,{"const":"a"}]}}}}`,
		`{"properties":{"m":{"type":"array","items":"x"}}}`,
		`{"properties":null}`, `null`, `"s"`,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		var in any
		if json.Unmarshal([]byte(s), &in) != nil {
			return
		}
		if _, err := json.Marshal(normalizeElicitSchema(in)); err != nil {
			t.Fatalf("normalized %s does not encode: %v", s, err)
		}
	})
}
