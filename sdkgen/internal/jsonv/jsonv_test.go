package jsonv

import (
	"encoding/json"
	"errors"
	"os"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/codemode-go/codemode/internal/jsonlit"
)

// recorded holds values recorded from Node 20 by testdata/record.js.
type recorded struct {
	Numbers [][2]string `json:"numbers"`
	Strings [][2]string `json:"strings"`
}

func loadRecorded(t *testing.T) recorded {
	t.Helper()
	data, err := os.ReadFile("testdata/recorded.json")
	if err != nil {
		t.Fatal(err)
	}
	var r recorded
	if err := json.Unmarshal(data, &r); err != nil {
		t.Fatal(err)
	}
	return r
}

// TestNumberAsNode pins hazard H5 / SDK-E2: Number#toString, as Node prints it.
func TestNumberAsNode(t *testing.T) {
	for _, c := range loadRecorded(t).Numbers {
		v, err := Parse([]byte(c[0]))
		if err != nil {
			t.Fatalf("%s: %v", c[0], err)
		}
		if got := jsonlit.FormatNumber(v.Num); got != c[1] {
			t.Errorf("%s: got %s, Node prints %s", c[0], got, c[1])
		}
	}
}

// TestQuoteAsNode pins hazard H4 / SDK-E2: JSON.stringify of strings,
// lone surrogates included.
func TestQuoteAsNode(t *testing.T) {
	for _, c := range loadRecorded(t).Strings {
		v, err := Parse([]byte(c[0]))
		if err != nil {
			t.Fatalf("%s: %v", c[0], err)
		}
		if got := jsonlit.Quote(v.Str); got != c[1] {
			t.Errorf("%s: got %s, Node prints %s", c[0], got, c[1])
		}
	}
}

func TestOrderAndDuplicates(t *testing.T) {
	cases := []struct{ in, want string }{
		{`{"7":1,"z":2,"a":3,"03":4}`, `{"7":1,"z":2,"a":3,"03":4}`},
		{`{"b":1,"a":2,"10":3,"2":4}`, `{"2":4,"10":3,"b":1,"a":2}`},
		{`{"a":1,"b":2,"a":3}`, `{"a":3,"b":2}`},
		{`{"4294967295":1,"4294967294":2}`, `{"4294967294":2,"4294967295":1}`},
		{`[1,[2,{"x":[]}],{}]`, `[1,[2,{"x":[]}],{}]`},
		{` {"u":"\u00e9\ud83d\ude00","n":-0,"e":1E2,"big":1e999} `, `{"u":"é😀","n":0,"e":100,"big":null}`},
	}
	for _, c := range cases {
		v, err := Parse([]byte(c.in))
		if err != nil {
			t.Fatalf("%s: %v", c.in, err)
		}
		if got := string(AppendJSON(nil, v)); got != c.want {
			t.Errorf("%s: got %s, want %s", c.in, got, c.want)
		}
	}
	// Many keys switch duplicate detection to a map.
	var b strings.Builder
	b.WriteString("{")
	for i := 0; i < 40; i++ {
		b.WriteString(`"k` + jsonlit.FormatNumber(float64(i%30)) + `":` + jsonlit.FormatNumber(float64(i)) + ",")
	}
	b.WriteString(`"end":true}`)
	v, err := Parse([]byte(b.String()))
	if err != nil {
		t.Fatal(err)
	}
	if len(v.Keys) != 31 || v.Get("k5").Num != 35 || v.Get("k29").Num != 29 || v.Keys[30] != "end" {
		t.Errorf("duplicates mishandled: %d keys, k5=%v", len(v.Keys), v.Get("k5").Num)
	}
}

func TestSyntaxErrors(t *testing.T) {
	cases := []struct{ in, want string }{
		{``, "line 1, column 1: unexpected end of input, expected a value"},
		{`{"a":1,}`, "line 1, column 8: unexpected character '}', expected a string member name"},
		{"{\n  \"a\" 1}", "line 2, column 7: unexpected character '1', expected ':' after member name"},
		{`[1 2]`, "column 4: unexpected character '2', expected ',' or ']' in array"},
		{`{"a":1 "b"}`, `expected ',' or '}' in object`},
		{`01`, "after the top-level value"},
		{`1.`, "expected a digit after '.'"},
		{`1e+`, "expected a digit in the exponent"},
		{`-`, "invalid number: expected a digit"},
		{`"a` + "\n" + `"`, "control character U+000A in string must be escaped"},
		{`"\x"`, `invalid escape '\x'`},
		{`"\u12"`, `invalid \u escape`},
		{`"abc`, "unexpected end of input inside a string"},
		{`[`, "unexpected end of input, expected a value"},
		{`[1`, "unexpected end of input inside array"},
		{"\"\xc3\"", "invalid UTF-8 in string"},
		{"\"\\n\xff\"", "invalid UTF-8 in string"},
		{`nul`, "expected a value"},
		{`{} {}`, "after the top-level value"},
	}
	for _, c := range cases {
		_, err := Parse([]byte(c.in))
		var se *SyntaxError
		if !errors.As(err, &se) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: err = %v, want it to contain %q", c.in, err, c.want)
		}
	}
}

// TestDeep: a million nested arrays parse and print without recursion
// (hazard H13).
func TestDeep(t *testing.T) {
	const n = 1_000_000
	in := strings.Repeat("[", n) + strings.Repeat("]", n)
	v, err := Parse([]byte(in))
	if err != nil {
		t.Fatal(err)
	}
	if got := string(AppendJSON(nil, v)); got != in {
		t.Errorf("round trip lost depth: %d bytes", len(got))
	}
}

// FuzzParse: the parser accepts exactly what encoding/json accepts (for
// valid UTF-8 input), never panics, and its output reparses to itself.
func FuzzParse(f *testing.F) {
	for _, s := range []string{`{"a":[1,2.5e-3,"x\u2028\ud800"],"b":{"7":null,"z":true}}`, `[]`, `"\ud83d\ude00"`, `-0.0e+1`, `{"a":1,"a":2}`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		v, err := Parse(data)
		// encoding/json lets invalid UTF-8 through; we reject it.
		if utf8.Valid(data) && (err == nil) != json.Valid(data) {
			t.Fatalf("Parse err = %v, json.Valid = %v for %q", err, json.Valid(data), data)
		}
		if err != nil {
			return
		}
		out := AppendJSON(nil, v)
		v2, err := Parse(out)
		if err != nil {
			t.Fatalf("output %q does not reparse: %v", out, err)
		}
		if again := AppendJSON(nil, v2); string(again) != string(out) {
			t.Fatalf("unstable: %q then %q", out, again)
		}
	})
}
