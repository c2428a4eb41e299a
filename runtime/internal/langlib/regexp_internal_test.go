package langlib

import (
	"math"
	"math/big"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"
)

func TestTranslatePattern(t *testing.T) {
	tests := []struct {
		src, flags string
		want       string // translated source; "" means: compare names only
		names      []string
		err        string
	}{
		{src: `abc`, want: `abc`},
		{src: `\p{L}`, flags: "", want: `\p{L}`}, // identity escape without u (Annex B)
		{src: `(?<y>\d{4})-(?<m>\d\d)`, want: `(\d{4})-(\d\d)`, names: []string{"y", "m"}},
		{src: `(a)(?<n>b)(?:c)(?=d)(?<=e)(?<!f)(g)`, want: `(a)(b)(?:c)(?=d)(?<=e)(?<!f)(g)`, names: []string{"", "n", ""}},
		{src: `(?<c>a)\k<c>0`, want: `(a)(?:\1)0`, names: []string{"c"}},
		{src: `\k<c>(?<c>a)`, want: `(?:\1)(a)`, names: []string{"c"}}, // forward reference
		{src: `[(?<x>)]`, want: `[(?<x>)]`},                            // parens in a class are literal
		{src: `\(?<x>`, want: `\(?<x>`},
		{src: `\p{ASCII}`, flags: "u", want: `[\u0000-\u007F]`},
		{src: `\P{ASCII}`, flags: "u", want: `[^\u0000-\u007F]`},
		{src: `[a\p{ASCII}]`, flags: "u", want: `[a\u0000-\u007F]`},
		{src: `[\P{Any}]`, flags: "u", want: `[]`},
		{src: `[^\p{Zl}]`, flags: "u", want: `[^\u2028]`},
		{src: `\p{Zp}\p{gc=Zl}\p{General_Category=Paragraph_Separator}`, flags: "u", want: `[\u2029][\u2028][\u2029]`},
		{src: `\p{Regional_Indicator}`, flags: "u", want: `[\u{1F1E6}-\u{1F1FF}]`},
		{src: `\p{Emoji_Modifier}`, flags: "u", want: `[\u{1F3FB}-\u{1F3FF}]`},
		{src: `\p{Foo}`, flags: "u", err: "Invalid property name"},
		{src: `\p{Script=Klingon}`, flags: "u", err: "Invalid property name"},
		{src: `\p{L`, flags: "u", err: "Invalid property name"},
		{src: `\pL`, flags: "u", err: "Invalid property name"},
		{src: `(?<a>x)(?<a>y)`, err: "Duplicate capture group name"},
		{src: `(?<a>x)|(?<a>y)`, want: `(x)|(y)`, names: []string{"a", "a"}}, // ES2025 duplicate named groups
		{src: `(?:(?<a>x)|(?<a>y))\k<a>`, want: `(?:(x)|(y))(?:\1\2)`, names: []string{"a", "a"}},
		{src: `(?:(?<a>x)|b)(?<a>y)`, err: "Duplicate capture group name"},
		{src: `(?<a>x)|(?:(?<a>y)(?<a>z))`, err: "Duplicate capture group name"},
		{src: `(?<1a>x)`, err: "Invalid capture group name"},
		{src: `(?<\u{1d4d1}\u03C0>x)\k<𝓑π>`, want: `(x)(?:\1)`, names: []string{"𝓑π"}}, // escapes in names (ES2020)
		{src: `(?<\ud835\udcd1>x)`, want: `(x)`, names: []string{"𝓑"}},
		{src: `(?<_\u200C>x)`, want: `(x)`, names: []string{"_\u200c"}},
		{src: `(?<\u0031>x)`, err: "Invalid capture group name"},
		{src: `(?<a\x41>x)`, err: "Invalid capture group name"},
		{src: `(?<a>x)\k<b>`, err: "Invalid named capture referenced"},
		{src: `(?<a`, err: "Invalid capture group name"},
		{src: `(?<A>?<B>x)`, err: "Nothing to repeat"},
	}
	for _, tc := range tests {
		t.Run(tc.src+"/"+tc.flags, func(t *testing.T) {
			tr, err := translatePattern(tc.src, strings.Contains(tc.flags, "u"))
			if tc.err != "" {
				if err == nil || !strings.Contains(err.Error(), tc.err) {
					t.Fatalf("err = %v, want %q", err, tc.err)
				}
				if !strings.Contains(err.Error(), "/"+tc.src+"/") {
					t.Errorf("error %q does not quote the pattern", err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if tr.Source != tc.want {
				t.Errorf("source = %q, want %q", tr.Source, tc.want)
			}
			if tc.names != nil && strings.Join(tr.Names, ",") != strings.Join(tc.names, ",") {
				t.Errorf("names = %q, want %q", tr.Names, tc.names)
			}
		})
	}
}

// TestUCDProperties: \p{…} resolves the names and aliases ECMA-262
// §22.2.2.9 allows (and no others, case-sensitively) to the Unicode
// Character Database of ucdVersion; the code points are facts of that
// version's data files (Scripts.txt, ScriptExtensions.txt,
// DerivedGeneralCategory.txt, PropList.txt).
func TestUCDProperties(t *testing.T) {
	tests := []struct {
		name   string
		in     []rune // code points the property has
		out    []rune // code points it has not
		absent bool   // the name is a SyntaxError
	}{
		{name: "Script=Latin", in: []rune{'A', 'z', 0x1DF00}, out: []rune{'1', 0x0363, 0x00B7}},
		{name: "sc=Latn", in: []rune{'A'}, out: []rune{0x0391}},
		{name: "Script_Extensions=Latin", in: []rune{'A', 0x0363, 0x00B7}, out: []rune{0x0391}},
		{name: "scx=Hira", in: []rune{0x3042, 0x3001, 0x30FC}, out: []rune{'A'}},
		{name: "Script=Hiragana", in: []rune{0x3042}, out: []rune{0x3001, 0x30FC}},
		{name: "Script=Katakana_Or_Hiragana", out: []rune{0x3042, 0x30A2}},
		{name: "Script=Sidetic", in: []rune{0x10940}}, // new in Unicode 17
		{name: "Script=Garay", in: []rune{0x10D40}},   // new in Unicode 16
		{name: "General_Category=Lowercase_Letter", in: []rune{'a', 0x00DF}, out: []rune{'A', 0x0295}},
		{name: "gc=Lu", in: []rune{'A'}, out: []rune{'a'}},
		{name: "Lu", in: []rune{'A'}, out: []rune{'a'}},
		{name: "LC", in: []rune{'A', 'a', 0x01C5}, out: []rune{'1'}},
		{name: "Cn", in: []rune{0x0378}, out: []rune{'A'}},
		{name: "Any", in: []rune{0, 0x10FFFF}},
		{name: "ASCII", in: []rune{0x7F}, out: []rune{0x80}},
		{name: "Assigned", in: []rune{'A'}, out: []rune{0x0378}},
		{name: "Alpha", in: []rune{'A', 0x0363}, out: []rune{'1'}},
		{name: "Emoji_Presentation", in: []rune{0x231A}, out: []rune{'#'}},
		{name: "White_Space", in: []rune{' ', 0x3000}, out: []rune{'a'}},
		{name: "script=Latin", absent: true},
		{name: "Script=latin", absent: true},
		{name: "Script", absent: true},
		{name: "gc", absent: true},
		{name: "Block=Basic_Latin", absent: true},
		{name: "lu", absent: true},
		{name: "Alphabetic=Yes", absent: true},
		{name: "Line_Break", absent: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tab, err := resolveProperty(tt.name)
			if tt.absent {
				if err == nil {
					t.Fatalf("accepted; ECMAScript does not name %q", tt.name)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			for _, r := range tt.in {
				if !contains(tab, r) {
					t.Errorf("U+%04X missing", r)
				}
			}
			for _, r := range tt.out {
				if contains(tab, r) {
					t.Errorf("U+%04X should not match", r)
				}
			}
		})
	}
}

// TestUCDAliasesResolve: every alias names a property with a table, so
// a name the checker accepts never fails when the pattern is built.
func TestUCDAliasesResolve(t *testing.T) {
	if ucdVersion != "17.0.0" {
		t.Errorf("ucdVersion %s: test262's property escapes are Unicode 17.0.0", ucdVersion)
	}
	for alias, canonical := range ucdAliases() {
		prop, _, hasValue := strings.Cut(alias, "=")
		key := canonical
		if hasValue {
			key = prop + "=" + canonical
		}
		switch canonical {
		case "General_Category", "Script", "Script_Extensions":
			continue
		}
		if _, ok := ucdTable(key); !ok {
			t.Errorf("%s -> %s: no table", alias, key)
		}
	}
}

func contains(t rangeTable, r rune) bool {
	lo, hi := 0, len(t)
	for lo < hi {
		m := (lo + hi) / 2
		switch {
		case r < t[m][0]:
			hi = m
		case r > t[m][1]:
			lo = m + 1
		default:
			return true
		}
	}
	return false
}

// FuzzTranslate: translation never panics; a pattern without \p, \P, \k
// or a named group comes back unchanged; a translated pattern has no
// named groups left.
func FuzzTranslate(f *testing.F) {
	for _, s := range []string{`abc`, `(?<y>\d{4})-\k<y>`, `[\p{L}\P{N}]+`, `\p{Script=Greek}`, `(?<=a)(?<!b)`, `[(?<x>)]\]`, `\p{`, `(?<`, `\`, `(?<x>a)|(?<x>b)\k<x>`, `(?<\u{1d4d1}\ud835>x)`, `\p{scx=Zzzz}`} {
		f.Add(s, true)
		f.Add(s, false)
	}
	f.Fuzz(func(t *testing.T, src string, u bool) {
		if !utf8.ValidString(src) {
			return // patterns come from JS strings; regexp.js refuses lone surrogates
		}
		tr, err := translatePattern(src, u)
		if err != nil {
			return
		}
		plain := !strings.Contains(src, `\p`) && !strings.Contains(src, `\P`) && !strings.Contains(src, `\k`) && !strings.Contains(src, "(?<")
		if plain && tr.Source != src {
			t.Fatalf("plain pattern %q changed to %q", src, tr.Source)
		}
		if tr.Named {
			again, err := translatePattern(tr.Source, u)
			if err == nil && again.Named {
				t.Fatalf("%q still has named groups after translation: %q", src, tr.Source)
			}
		}
	})
}

// FuzzFormatDigits checks fraction-digit rounding against math/big: the
// shortest decimal form of x, rounded half away from zero at maxFrac
// digits, as ICU (and so Intl.NumberFormat in Node) does.
func FuzzFormatDigits(f *testing.F) {
	for _, s := range []struct {
		x float64
		n uint8
	}{{1.005, 2}, {2.5, 0}, {999.96, 1}, {0.125, 2}, {1e21, 3}, {123.456, 10}, {5e-324, 20}} {
		f.Add(s.x, s.n)
	}
	f.Fuzz(func(t *testing.T, x float64, n uint8) {
		if math.IsNaN(x) || math.IsInf(x, 0) {
			return
		}
		x = math.Abs(x)
		maxFrac := int(n % 21)
		short := strconv.FormatFloat(x, 'e', -1, 64)
		ip, fp := formatDigits(short, 0, "fraction", 1, 0, maxFrac, 1, 21)
		got := ip
		if fp != "" {
			got += "." + fp
		}
		r, ok := new(big.Rat).SetString(short)
		if !ok {
			t.Fatalf("bad shortest form %q", short)
		}
		scale := new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(maxFrac)), nil)
		r.Mul(r, new(big.Rat).SetInt(scale))
		r.Add(r, big.NewRat(1, 2))
		q := new(big.Int).Quo(r.Num(), r.Denom()) // floor(x*10^n + 1/2)
		want := new(big.Rat).SetFrac(q, scale).FloatString(maxFrac)
		if strings.Contains(want, ".") {
			want = strings.TrimRight(strings.TrimRight(want, "0"), ".")
		}
		if got != want {
			t.Fatalf("formatDigits(%s, maxFrac %d) = %s, want %s", short, maxFrac, got, want)
		}
	})
}

func TestFormatDigits(t *testing.T) {
	tests := []struct {
		num                                      string
		scale                                    int
		mode                                     string
		minInt, minFrac, maxFrac, minSig, maxSig int
		wantInt, wantFrac                        string
	}{
		{"1.005e+00", 0, "fraction", 1, 0, 2, 1, 21, "1", "01"}, // shortest digits, then half away from zero
		{"2.5e+00", 0, "fraction", 1, 0, 0, 1, 21, "3", ""},
		{"9.9996e+02", 0, "fraction", 1, 0, 1, 1, 21, "1000", ""},
		{"1.2345e-01", 2, "fraction", 1, 0, 1, 1, 21, "12", "3"}, // percent scale
		{"7e+00", 0, "fraction", 3, 2, 2, 1, 21, "007", "00"},
		{"1.23456e+05", 0, "significant", 1, 0, 0, 1, 3, "123000", ""},
		{"1.5e+00", 0, "significant", 1, 0, 0, 3, 21, "1", "50"},
		{"1.234e+00", 0, "more", 1, 0, 0, 1, 2, "1", "2"},
		{"1.23456e+02", 0, "more", 1, 0, 0, 1, 2, "123", ""},
		{"0e+00", 0, "fraction", 1, 0, 3, 1, 21, "0", ""},
		{"1e+21", 0, "fraction", 1, 0, 3, 1, 21, "1000000000000000000000", ""},
		{"12345678901234567890", 0, "fraction", 1, 0, 3, 1, 21, "12345678901234567890", ""},
	}
	for _, tc := range tests {
		ip, fp := formatDigits(tc.num, tc.scale, tc.mode, tc.minInt, tc.minFrac, tc.maxFrac, tc.minSig, tc.maxSig)
		if ip != tc.wantInt || fp != tc.wantFrac {
			t.Errorf("formatDigits(%s, %+v) = %s.%s, want %s.%s", tc.num, tc, ip, fp, tc.wantInt, tc.wantFrac)
		}
	}
}
