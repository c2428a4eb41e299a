package guard

import (
	"strings"
	"testing"
)

func TestSourceNesting(t *testing.T) {
	tests := []struct {
		src  string
		want int
	}{
		{"1 + 2", 1},
		{"f(a, [b, {c: 1}])", 3},
		{"'((((' + \"[[[\"", 1},
		{"// ((((\n1", 0},
		{"/* [[[[ */ x", 0},
		{"!!!!x", 4},
		{"typeof typeof x", 2},
		{"a; !b; !c", 1},
		{strings.Repeat("(", 50) + strings.Repeat(")", 50), 50},
	}
	for _, tt := range tests {
		if got := sourceNesting(tt.src); got != tt.want {
			t.Errorf("sourceNesting(%q) = %d, want %d", tt.src, got, tt.want)
		}
	}
}

func TestJSONShape(t *testing.T) {
	tests := []struct {
		src    string
		depth  int
		values int64
	}{
		{`1`, 0, 0},
		{`[1,2,[3]]`, 2, 4},
		{`{"a":"[[[\"]]"}`, 1, 1},
		{`"\\"`, 0, 0},
	}
	for _, tt := range tests {
		d, v := jsonShape(tt.src)
		if d != tt.depth || v != tt.values {
			t.Errorf("jsonShape(%s) = %d, %d, want %d, %d", tt.src, d, v, tt.depth, tt.values)
		}
	}
}

func TestTemplateCost(t *testing.T) {
	tests := []struct {
		tpl               string
		lit, match, sides int64
	}{
		{"abc", 3, 0, 0},
		{"$$", 1, 0, 0},
		{"$&-$1-$<n>", 2, 3, 0},
		{"$'$`", 0, 0, 2},
		{"$", 1, 0, 0},
		{"$x", 2, 0, 0},
	}
	for _, tt := range tests {
		l, m, s := templateCost(tt.tpl)
		if l != tt.lit || m != tt.match || s != tt.sides {
			t.Errorf("templateCost(%q) = %d %d %d, want %d %d %d", tt.tpl, l, m, s, tt.lit, tt.match, tt.sides)
		}
	}
}

func TestGuardLimitsFor(t *testing.T) {
	l := guardLimitsFor(256 << 20)
	if l.maxString != 64<<20 || l.maxElements != 8<<20 || l.maxBuffer != 128<<20 || l.maxDepth != MaxCallStackSize {
		t.Fatalf("limits for 256 MiB: %+v", l)
	}
	if l := guardLimitsFor(16 << 30); l.maxString != maxV8StringLength {
		t.Fatalf("string limit not capped at V8's: %d", l.maxString)
	}
}

func TestHugeBigIntLiteral(t *testing.T) {
	digits := func(n int) string { return "1" + strings.Repeat("0", n-1) }
	for _, c := range []struct {
		src  string
		huge bool
	}{
		{"x = " + digits(78913) + "n", false},
		{"x = " + digits(78914) + "n", true},
		{"x = 0x" + strings.Repeat("f", MaxBigIntBits/4) + "n", false},
		{"x = 0x" + strings.Repeat("f", MaxBigIntBits/4+1) + "n", true},
		{"x = 0b" + strings.Repeat("1", MaxBigIntBits+1) + "n", true},
		{"x = " + digits(100000), false},                    // a Number
		{"x = a" + digits(100000) + "n", false},             // an identifier
		{"x = " + strings.Repeat("1_0", 40000) + "n", true}, // separators
		{`"` + digits(100000) + `n"`, true},                 // inside a string: a false alarm, by design
	} {
		if _, got := HugeBigIntLiteral(c.src); got != c.huge {
			t.Errorf("%.20s… (%d bytes): got %v, want %v", c.src, len(c.src), got, c.huge)
		}
	}
}

func TestEscapeAstral(t *testing.T) {
	for in, want := range map[string]string{
		`"\u{10FFFF}"`:      `"\uDBFF\uDFFF"`,
		`"\u{1F600}x"`:      `"\uD83D\uDE00x"`,
		`"\u{41}"`:          `"\u{41}"`,
		`"\\u{10FFFF}"`:     `"\\u{10FFFF}"`,
		`"\u{110000}"`:      `"\u{110000}"`,
		`"\u{10FFFF"`:       `"\u{10FFFF"`,
		`/\u{10FFFF}/u`:     `/\uDBFF\uDFFF/u`,
		`no escapes at all`: `no escapes at all`,
	} {
		if got := escapeAstral(in); got != want {
			t.Errorf("escapeAstral(%s) = %s, want %s", in, got, want)
		}
	}
}
