package jsontext

import (
	"encoding/json"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/codemode-go/codemode/internal/jsonlit"
)

// TestPrettyNode compares Pretty with JSON.stringify(v, null, 2) as Node
// printed it (testdata/pretty.json, recorded by testdata/record_pretty.mjs).
func TestPrettyNode(t *testing.T) {
	data, err := os.ReadFile("testdata/pretty.json")
	if err != nil {
		t.Fatal(err)
	}
	var cases []struct{ In, Want string }
	if err := json.Unmarshal(data, &cases); err != nil {
		t.Fatal(err)
	}
	if len(cases) == 0 {
		t.Fatal("no cases")
	}
	for _, c := range cases {
		in, err := Compact([]byte(c.In))
		if err != nil {
			t.Errorf("Compact(%s): %v", c.In, err)
			continue
		}
		if got := string(Pretty(in)); got != c.Want {
			t.Errorf("Pretty(%s):\n got %q\nwant %q", c.In, got, c.Want)
		}
	}
}

// RC-42: containers at depth 5 and deeper are compact.
func TestPrettyDepth(t *testing.T) {
	in := `{"a":[{"b":{"c":[{"d":1,"e":[2]}]}}]}`
	want := "{\n  \"a\": [\n    {\n      \"b\": {\n        \"c\": [\n          {\"d\":1,\"e\":[2]}\n        ]\n      }\n    }\n  ]\n}"
	if got := string(Pretty([]byte(in))); got != want {
		t.Fatalf("got\n%s\nwant\n%s", got, want)
	}
}

func TestCompact(t *testing.T) {
	for _, tc := range []struct{ in, want, err string }{
		{` { "a" : [ 1 , 2.5e3 , "x y" ] , "b" : null } `, `{"a":[1,2.5e3,"x y"],"b":null}`, ""},
		{`"\ud800"`, `"\ud800"`, ""}, // lone surrogates travel as escapes
		{`0`, `0`, ""},
		{`-0`, ``, "negative zero"},
		{`-0.0e5`, ``, "negative zero"},
		{`1e400`, ``, "not a finite JSON number"},
		{`01`, ``, "leading zero"},
		{`{"a":1,"a":2}`, ``, "duplicate object key"},
		{`{"a":1,"\u0061":2}`, ``, "duplicate object key"},
		{`[1,]`, ``, "looking for a JSON value"},
		{``, ``, "empty JSON text"},
		{`[`, ``, "unexpected end"},
		{`"a` + "\x01" + `"`, ``, "control character"},
		{`tru`, ``, "invalid character"},
		{`{} x`, ``, "unexpected data"},
		{strings.Repeat("[", 5000) + strings.Repeat("]", 5000), strings.Repeat("[", 5000) + strings.Repeat("]", 5000), ""}, // SC-8
		{strings.Repeat("[", maxDepth+2) + strings.Repeat("]", maxDepth+2), ``, "too deeply"},
	} {
		got, err := Compact([]byte(tc.in))
		switch {
		case tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)):
			t.Errorf("Compact(%.40q) error %v, want %q", tc.in, err, tc.err)
		case tc.err == "" && err != nil:
			t.Errorf("Compact(%.40q): %v", tc.in, err)
		case tc.err == "" && string(got) != tc.want:
			t.Errorf("Compact(%.40q) = %.60s, want %.60s", tc.in, got, tc.want)
		}
	}
}

func TestQuoteUnquote(t *testing.T) {
	for _, tc := range []struct{ s, q string }{
		{"plain", `"plain"`},
		{"a\"b\\c", `"a\"b\\c"`},
		{"\n\t\b\f\r\x01", `"\n\t\b\f\r\u0001"`},
		{"<&> \u2028 é 😀", `"<&> ` + "\u2028" + ` é 😀"`}, // GO-7: no HTML or U+2028 escaping
	} {
		if got := jsonlit.Quote(tc.s); got != tc.q {
			t.Errorf("Quote(%q) = %s, want %s", tc.s, got, tc.q)
		}
		if got := Unquote([]byte(tc.q)); got != tc.s {
			t.Errorf("Unquote(%s) = %q", tc.q, got)
		}
	}
	if got := Unquote([]byte(`"\ud83d\ude00\u0041"`)); got != "😀A" {
		t.Errorf("surrogate pair: %q", got)
	}
}

// GO-7: UTF-16 code-unit order puts U+FFFD after U+1F600's high surrogate.
func TestLess(t *testing.T) {
	got := []string{"b", "\uFFFD", "a", "😀", "ab", ""}
	slices.SortFunc(got, func(a, b string) int {
		if jsonlit.Less(a, b) {
			return -1
		}
		if jsonlit.Less(b, a) {
			return 1
		}
		return 0
	})
	want := []string{"", "a", "ab", "b", "😀", "\uFFFD"}
	if !slices.Equal(got, want) {
		t.Fatalf("got %q, want %q", got, want)
	}
}

// FuzzCompact: Compact never panics; what it accepts is valid JSON, is a
// fixed point, and survives Pretty.
func FuzzCompact(f *testing.F) {
	for _, s := range []string{`{"a":[1,2,{"b":null}]}`, `"\u00e9\ud800"`, `-0`, `1e999`, `[[[[[[1]]]]]]`, `{"a":1,"a":1}`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		out, err := Compact(b)
		if err != nil {
			return
		}
		if !json.Valid(out) {
			t.Fatalf("Compact(%q) = %q is not valid JSON", b, out)
		}
		again, err := Compact(out)
		if err != nil || string(again) != string(out) {
			t.Fatalf("not a fixed point: %q -> %q (%v)", out, again, err)
		}
		p := Pretty(out)
		back, err := Compact(p)
		if err != nil || string(back) != string(out) {
			t.Fatalf("Pretty(%q) = %q does not compact back (%v)", out, p, err)
		}
	})
}
