package rawjson

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"
)

func TestParsePath(t *testing.T) {
	tests := []struct {
		path string
		want []Step
		err  bool
	}{
		{"", nil, false},
		{"$", nil, false},
		{"items[3].name", []Step{{Key: "items", IsKey: true}, {Index: 3}, {Key: "name", IsKey: true}}, false},
		{".a.b", []Step{{Key: "a", IsKey: true}, {Key: "b", IsKey: true}}, false},
		{`$["a.b"][0]`, []Step{{Key: "a.b", IsKey: true}, {Index: 0}}, false},
		{`['it''s']`, nil, true},
		{`["q\"x"]`, []Step{{Key: `q"x`, IsKey: true}}, false},
		{`['x]y']`, []Step{{Key: "x]y", IsKey: true}}, false},
		{"[0][1]", []Step{{Index: 0}, {Index: 1}}, false},
		{"a[-1]", nil, true},
		{"a[+1]", nil, true},
		{"a[x]", nil, true},
		{"a[", nil, true},
		{"a..b", nil, true},
		{`a["x`, nil, true},
		{"a]b", nil, false}, // "a]b" is one member name
	}
	for _, tt := range tests {
		got, err := ParsePath(tt.path)
		if tt.err {
			if !errors.Is(err, ErrPath) {
				t.Errorf("ParsePath(%q) = %v, %v; want ErrPath", tt.path, got, err)
			}
			continue
		}
		if err != nil {
			t.Errorf("ParsePath(%q): %v", tt.path, err)
			continue
		}
		if fmt.Sprint(got) != fmt.Sprint(tt.want) && !(tt.path == "a]b") {
			t.Errorf("ParsePath(%q) = %v, want %v", tt.path, got, tt.want)
		}
	}
}

func TestLookup(t *testing.T) {
	doc := []byte(`{"items":[{"name":"a","n":1},{"name":"b\u00e9"}],"es\"c":true,"s":"x","nested":{"k":[[1,2],[3]]}}`)
	tests := []struct {
		path, want string
		err        error
		msg        string
	}{
		{"", string(doc), nil, ""},
		{"items[1].name", `"b\u00e9"`, nil, ""},
		{"items[0]", `{"name":"a","n":1}`, nil, ""},
		{`["es\"c"]`, "true", nil, ""},
		{"nested.k[1][0]", "3", nil, ""},
		{"items[2]", "", ErrNoValue, "$.items has 2 items, so [2] is out of range"},
		{"items.name", "", ErrNoValue, "$.items is an array, not an object"},
		{"s[0]", "", ErrNoValue, "$.s is a string, not an array"},
		{"missing", "", ErrNoValue, `$ has no member "missing"`},
		{"items[", "", ErrPath, ""},
	}
	for _, tt := range tests {
		got, err := Lookup(doc, tt.path)
		if tt.err != nil {
			if !errors.Is(err, tt.err) || !strings.Contains(fmt.Sprint(err), tt.msg) {
				t.Errorf("Lookup(%q) error = %v; want %v containing %q", tt.path, err, tt.err, tt.msg)
			}
			continue
		}
		if err != nil || string(got) != tt.want {
			t.Errorf("Lookup(%q) = %s, %v; want %s", tt.path, got, err, tt.want)
		}
	}
	if _, err := Lookup([]byte(`{"a":`), "a"); !errors.Is(err, ErrSyntax) {
		t.Errorf("Lookup on malformed text: %v, want ErrSyntax", err)
	}
}

// checkPreview asserts the invariants of every preview: valid JSON, within
// the budget, unchanged when it fits, and marked when it does not.
func checkPreview(t *testing.T, in []byte, budget int) []byte {
	t.Helper()
	out, err := Preview(in, budget)
	if errors.Is(err, ErrBudget) && budget < MinPreviewBudget {
		return nil
	}
	if err != nil {
		t.Fatalf("Preview(%.80s…, %d): %v", in, budget, err)
	}
	if len(out) > budget {
		t.Fatalf("Preview(%.80s…, %d) is %d bytes: %.200s", in, budget, len(out), out)
	}
	if !json.Valid(out) {
		t.Fatalf("Preview(%.80s…, %d) is not JSON: %s", in, budget, out)
	}
	var compact bytes.Buffer
	_ = json.Compact(&compact, in)
	if compact.Len() <= budget {
		if !bytes.Equal(out, compact.Bytes()) && !bytes.Equal(out, bytes.TrimSpace(in)) {
			t.Fatalf("a value that fits changed: %s -> %s", in, out)
		}
	} else if !bytes.Contains(out, []byte(MarkerPrefix)) {
		t.Fatalf("a clipped preview carries no marker: %s", out)
	}
	return out
}

func TestPreview(t *testing.T) {
	items := make([]string, 100)
	for i := range items {
		items[i] = fmt.Sprintf(`{"id":%d,"name":"item %d"}`, i, i)
	}
	arr := "[" + strings.Join(items, ",") + "]"
	tests := []struct {
		name   string
		in     string
		budget int
		want   string // exact output, when set
		has    []string
	}{
		{name: "fits", in: `{"a":1}`, budget: 7, want: `{"a":1}`},
		{name: "string", in: `"` + strings.Repeat("ab", 50) + `"`, budget: 40, want: `"abababababababa… [clipped 85 bytes]"`},
		{name: "string keeps escapes whole", in: `"\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9"`, budget: 40, want: `"\u00e9\u00e9… [clipped 60 bytes]"`},
		{name: "string keeps runes whole", in: `"éééééééééééééééééééééééééééééé"`, budget: 40, want: `"éééééééé… [clipped 44 bytes]"`},
		{name: "array leading items", in: arr, budget: 300, has: []string{`{"id":0,"name":"item 0"}`, `"… [clipped `, ` more items, `}},
		{name: "largest member clipped", in: `{"small":"keep me","big":"` + strings.Repeat("x", 1000) + `"}`, budget: 100, has: []string{`"small":"keep me"`, `"big":"xxx`, `… [clipped`}},
		{name: "wide object", in: wideObject(500), budget: 200, has: []string{`"k0":0`, `"…":"… [clipped `, ` more members`}},
		{name: "deep", in: strings.Repeat("[", 200) + `"` + strings.Repeat("y", 500) + `"` + strings.Repeat("]", 200), budget: 450, has: []string{`… [clipped array of 1 items`}},
		{name: "marker key taken", in: `{"…":1,` + strings.TrimPrefix(wideObject(200), "{"), budget: 150, has: []string{`"……":"… [clipped`}},
		{name: "number too long", in: `12345678901234567890`, budget: 10, want: `"…"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out := checkPreview(t, []byte(tt.in), tt.budget)
			if tt.want != "" && string(out) != tt.want {
				t.Errorf("got  %s\nwant %s", out, tt.want)
			}
			for _, h := range tt.has {
				if !strings.Contains(string(out), h) {
					t.Errorf("preview %s lacks %q", out, h)
				}
			}
		})
	}
}

func wideObject(n int) string {
	var b strings.Builder
	b.WriteByte('{')
	for i := range n {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, `"k%d":%d`, i, i)
	}
	b.WriteByte('}')
	return b.String()
}

func TestPreviewBudgets(t *testing.T) {
	doc := []byte(`{"logs":["a","` + strings.Repeat("log ", 300) + `"],"value":{"items":[` + strings.Repeat(`{"x":"yyyyyyyyyy","n":[1,2,3]},`, 200) + `null],"meta":{"k":"` + strings.Repeat("é", 100) + `"}}}`)
	for budget := 0; budget <= len(doc)+1; budget += 7 {
		checkPreview(t, doc, budget)
	}
}

// FuzzPreview checks the preview invariants on any JSON value and budget.
func FuzzPreview(f *testing.F) {
	f.Add([]byte(`{"a":[1,2,3],"b":"hello world"}`), 20)
	f.Add([]byte(`[[[[[[["deep"]]]]]]]`), 9)
	f.Add([]byte(`"\u00e9\ud800x"`), 10)
	f.Add([]byte(wideObject(50)), 100)
	f.Fuzz(func(t *testing.T, in []byte, budget int) {
		if !json.Valid(in) || budget < 0 || budget > 1<<16 {
			return
		}
		checkPreview(t, in, budget)
	})
}

// FuzzLookup checks that any path on any JSON value answers a value of
// the document or a typed error, never a panic.
func FuzzLookup(f *testing.F) {
	f.Add([]byte(`{"items":[{"name":"a"}]}`), "items[0].name")
	f.Add([]byte(`[1,[2,[3]]]`), "[1][1][0]")
	f.Add([]byte(`{"a b":{"c":null}}`), `["a b"].c`)
	f.Fuzz(func(t *testing.T, in []byte, path string) {
		if !json.Valid(in) {
			return
		}
		got, err := Lookup(in, path)
		if err != nil {
			if !errors.Is(err, ErrPath) && !errors.Is(err, ErrNoValue) {
				t.Fatalf("Lookup(%s, %q): untyped error %v", in, path, err)
			}
			return
		}
		if !json.Valid(got) {
			t.Fatalf("Lookup(%s, %q) = %s, not JSON", in, path, got)
		}
	})
}
