package inprocess

import (
	"bytes"
	"encoding/json"
	"math"
	"math/big"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/dop251/goja"
)

// jsonVM is a bare runtime for boundary tests.
func jsonVM() (*goja.Runtime, *encoder) {
	vm := goja.New()
	return vm, &encoder{objectProto: vm.NewObject().Prototype(), arrayProto: vm.NewArray().Prototype()}
}

// roundTrip decodes text into goja values and encodes them back.
func roundTrip(text []byte) ([]byte, error) {
	vm, enc := jsonVM()
	d := decoder{vm: vm, data: text}
	v, err := d.decode()
	if err != nil {
		return nil, err
	}
	var eerr error
	if ex := vm.Try(func() { eerr = enc.encode(v) }); ex != nil {
		return nil, ex
	}
	return enc.buf, eerr
}

func TestDecodeEncode(t *testing.T) { // B2 then B1/B3 over the same values
	tests := []struct {
		in, want string // want "" = rejected
	}{
		{`null`, `null`},
		{` true `, `true`},
		{`[1,2.5,-3e2,1E400]`, ``}, // 1E400 overflows to Infinity (JSON-10)
		{`-0`, ``},
		{`-0.0e5`, ``},
		{`0`, `0`},
		{`1e21`, `1e+21`},
		{`1152921504606846976`, `1152921504606847000`}, // exact digits of 2^60
		{`1152921504606847000`, `1152921504606847000`}, // its ECMAScript form
		{`9007199254740993`, ``},                       // H14: would round to 2^53
		{`-9007199254740993`, ``},
		{`9007199254740992`, `9007199254740992`},
		{`123456789012345678901234567890`, ``},
		{`1.2345678901234567890123`, `1.2345678901234567`}, // a decimal approximation (Node 20)
		{`0.000001`, `0.000001`},
		{`1e-7`, `1e-7`},
		{`{"b":1,"a":2,"10":3,"2":4}`, `{"2":4,"10":3,"b":1,"a":2}`},   // JSON-6
		{`{"__proto__":{"p":1},"q":2}`, `{"__proto__":{"p":1},"q":2}`}, // JSON-5
		{`{"a":1,"a":2}`, `{"a":2}`},
		{`"\ud800x\udc00"`, `"\ud800x\udc00"`}, // lone surrogates kept
		{`"\ud83d\ude00"`, `"😀"`},
		{`"\u0000\u001f\u007f\u2028"`, `"\u0000\u001f` + "\u007f\u2028" + `"`},
		{`"a\/b\"\\"`, `"a/b\"\\"`},
		{`"\x"`, ``},
		{"\"\xff\"", ``}, // invalid UTF-8
		{"\"a\tb\"", ``}, // raw control
		{`[1,]`, ``},
		{`{"a":1,}`, ``},
		{`[1 2]`, ``},
		{`01`, ``},
		{`1.`, ``},
		{`.5`, ``},
		{`+1`, ``},
		{`NaN`, ``},
		{`[] []`, ``},
		{``, ``},
		{`{"a" 1}`, ``},
		{`[[],{},[{}]]`, `[[],{},[{}]]`},
	}
	for _, tt := range tests {
		got, err := roundTrip([]byte(tt.in))
		if tt.want == "" {
			if err == nil {
				t.Errorf("%q accepted as %s, want rejection", tt.in, got)
			}
			continue
		}
		if err != nil || string(got) != tt.want {
			t.Errorf("%q -> %s (%v), want %s", tt.in, got, err, tt.want)
		}
	}
}

func TestDeepJSONNoRecursion(t *testing.T) { // MECH-1, H13
	for _, depth := range []int{5000, 100000} {
		in := strings.Repeat(`[{"a":`, depth) + `1` + strings.Repeat(`}]`, depth)
		got, err := roundTrip([]byte(in))
		if err != nil || string(got) != in {
			t.Fatalf("depth %d: %v", depth, err)
		}
	}
}

func TestEncodeStrings(t *testing.T) { // OUT-3 quoting, H1
	vm, enc := jsonVM()
	v, err := vm.RunString(`["\ud800", "\udfff\ud800", "a\u0001\b\"\\", "é😀", "\u2028"]`)
	if err != nil {
		t.Fatal(err)
	}
	if err := enc.encode(v); err != nil {
		t.Fatal(err)
	}
	want := `["\ud800","\udfff\ud800","a\u0001\b\"\\","é😀","` + "\u2028" + `"]`
	if string(enc.buf) != want {
		t.Errorf("got %s\nwant %s", enc.buf, want)
	}
}

// canonical decodes JSON with encoding/json (order-insensitive, numbers as
// float64) for semantic comparison.
func canonical(t *testing.T, b []byte) interface{} {
	d := json.NewDecoder(bytes.NewReader(b))
	d.UseNumber()
	var v interface{}
	if err := d.Decode(&v); err != nil {
		t.Fatalf("canonical(%q): %v", b, err)
	}
	return normalise(v)
}

func normalise(v interface{}) interface{} {
	switch x := v.(type) {
	case json.Number:
		f, _ := strconv.ParseFloat(string(x), 64)
		return f
	case []interface{}:
		for i := range x {
			x[i] = normalise(x[i])
		}
	case map[string]interface{}:
		for k := range x {
			x[k] = normalise(x[k])
		}
	}
	return v
}

// losslessNumbers reports whether every number in valid JSON text b is
// finite and not -0 once parsed.
func losslessNumbers(b []byte) bool {
	d := json.NewDecoder(bytes.NewReader(b))
	d.UseNumber()
	for {
		tok, err := d.Token()
		if err != nil {
			return true
		}
		if n, ok := tok.(json.Number); ok {
			f, err := strconv.ParseFloat(string(n), 64)
			if err != nil || math.IsInf(f, 0) || (f == 0 && math.Signbit(f)) {
				return false
			}
			// H14: an integer token must denote f exactly, or be f's
			// ECMAScript form.
			if bi, ok := new(big.Int).SetString(string(n), 10); ok {
				bf, _ := new(big.Float).SetFloat64(f).Int(nil)
				if bi.Cmp(bf) != 0 && string(n) != strconv.FormatFloat(f, 'f', -1, 64) {
					return false
				}
			}
		}
	}
}

// FuzzJSONRoundTrip: JSON text -> goja -> JSON text is semantically equal
// to the input, and the output is a fixpoint (byte-identical once
// canonicalised by one pass through the boundary).
func FuzzJSONRoundTrip(f *testing.F) {
	for _, s := range []string{`null`, `{"a":[1,2,{"b":null}]}`, `"\ud800"`, `{"__proto__":1}`, `[1e308,-1.5e-300,0.1]`, `{"2":1,"1":2,"x":3}`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, in []byte) {
		out, err := roundTrip(in)
		valid := json.Valid(in) && utf8.Valid(in)
		if err != nil {
			if valid && losslessNumbers(in) {
				t.Fatalf("valid lossless JSON %q rejected: %v", in, err)
			}
			return
		}
		if !valid {
			t.Fatalf("invalid JSON %q accepted as %s", in, out)
		}
		if !reflect.DeepEqual(canonical(t, in), canonical(t, out)) {
			t.Fatalf("round trip changed %q into %s", in, out)
		}
		again, err := roundTrip(out)
		if err != nil || !bytes.Equal(again, out) {
			t.Fatalf("not a fixpoint: %s -> %s (%v)", out, again, err)
		}
	})
}
