package jsontext

import (
	"strings"
	"testing"
)

func TestLoneSurrogate(t *testing.T) {
	for _, tt := range []struct {
		in, path string
		found    bool
	}{
		{`{"s":"a\ud800b"}`, ".s", true},
		{`{"s":"a\ud83d\ude00b"}`, "", false}, // a pair: U+1F600
		{`{"k":["x","\udc00"]}`, ".k[1]", true},
		{`{"a":{"b c":[1,{"d":"\uD800"}]}}`, `.a["b c"][1].d`, true},
		{`{"\ud800":1}`, `["\ud800"]`, true},
		{`"\ud800\ud800"`, "", true},
		{`"\ud800x"`, "", true},
		{`"\ud800\n"`, "", true},
		{`["ok", 1, true, null, {"x": "é\u00e9"}]`, "", false},
		{`{"s":"\ude00\ud83d"}`, ".s", true},
	} {
		c, err := Compact([]byte(tt.in))
		if err != nil {
			t.Fatalf("Compact(%s): %v", tt.in, err)
		}
		p, found := LoneSurrogate(c)
		if p != tt.path || found != tt.found {
			t.Errorf("LoneSurrogate(%s) = %q, %v; want %q, %v", tt.in, p, found, tt.path, tt.found)
		}
	}
}

// FuzzLoneSurrogate: any lossless JSON walks without a panic.
func FuzzLoneSurrogate(f *testing.F) {
	for _, s := range []string{`{"s":"a\ud800b"}`, `[1,[2,{"a":"\udc00"}]]`, `"x"`, `{"a\"b":"\\ud800"}`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := Compact([]byte(s))
		if err != nil {
			return
		}
		if _, found := LoneSurrogate(c); found && !strings.Contains(strings.ToLower(string(c)), `\ud`) {
			t.Fatalf("LoneSurrogate(%s) found one without a \\ud escape", c)
		}
	})
}
