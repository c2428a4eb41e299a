package jsonlit

import "testing"

func TestFormatNumber(t *testing.T) {
	// Number#toString as V8 prints it.
	cases := map[float64]string{
		0: "0", 1: "1", -1.5: "-1.5", 0.1: "0.1", 1e21: "1e+21", 1e20: "100000000000000000000",
		1e-7: "1e-7", 1.5e-7: "1.5e-7", 0.000001: "0.000001", 1152921504606846976: "1152921504606847000",
		123456789012345680000: "123456789012345680000", 5e-324: "5e-324",
	}
	for f, want := range cases {
		if got := FormatNumber(f); got != want {
			t.Errorf("FormatNumber(%v) = %s, want %s", f, got, want)
		}
	}
}

func TestQuote(t *testing.T) {
	// JSON.stringify's escaping: no HTML escapes, U+2028 raw, lone
	// surrogates (WTF-8) as \u escapes.
	cases := map[string]string{
		"plain":        `"plain"`,
		"a\"b\\c":      `"a\"b\\c"`,
		"\b\f\n\r\t":   `"\b\f\n\r\t"`,
		"\x01\x1f":     `"\u0001\u001f"`,
		"<&>":          `"<&>"`,
		"\u2028😀é":     "\"\u2028😀é\"",
		"\xed\xa0\x80": `"\ud800"`,
		"\xff":         "\"\uFFFD\"",
	}
	for in, want := range cases {
		if got := Quote(in); got != want {
			t.Errorf("Quote(%q) = %s, want %s", in, got, want)
		}
	}
}

func TestLess(t *testing.T) {
	// UTF-16 code-unit order: U+FF5E sorts after U+1F600 (a surrogate pair
	// starting 0xD83D), unlike byte order.
	cases := []struct {
		a, b string
		want bool
	}{
		{"a", "b", true}, {"b", "a", false}, {"a", "ab", true}, {"", "a", true}, {"a", "a", false},
		{"😀", "～", true}, {"～", "😀", false}, {"Z", "a", true},
	}
	for _, c := range cases {
		if got := Less(c.a, c.b); got != c.want {
			t.Errorf("Less(%q, %q) = %v, want %v", c.a, c.b, got, c.want)
		}
	}
}
