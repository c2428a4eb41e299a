package langlib

import (
	"bufio"
	"math"
	"math/big"
	"os"
	"strconv"
	"strings"
	"testing"
	"unicode"
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
		{src: `(?<1a>x)`, err: "Invalid capture group name"},
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

// TestUnicodeVersionBound compares the ranges built from Go's unicode
// tables with what V8 matches (testdata/v8_properties.txt, recorded from
// Node by gen_unicode.js). Every difference must be a code point that Go's
// Unicode version leaves unassigned: characters added by later Unicode
// versions, which is the documented gap.
func TestUnicodeVersionBound(t *testing.T) {
	f, err := os.Open("testdata/v8_properties.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	assigned := complement(generalCategory("Cn"))
	isAssigned := func(r rune) bool { return contains(assigned, r) }
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	total, checked := 0, 0
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") || line == "" {
			continue
		}
		name, ranges, _ := strings.Cut(line, "\t")
		saved := nodeProps["__v8"]
		nodeProps["__v8"] = ranges
		v8, _ := nodeTable("__v8")
		nodeProps["__v8"] = saved
		delete(nodeProps, "__v8")
		ours, err := property(name)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		checked++
		diff := 0
		for _, d := range symmetricDiff(ours, v8) {
			for r := d[0]; r <= d[1]; r++ {
				diff++
				// Cn and Assigned flip for new characters; everything else
				// may only differ on characters Go does not know.
				if isAssigned(r) && !recategorised[r] && name != "gc=Cn" && name != "gc=C" && name != "Assigned" {
					t.Errorf("%s: U+%04X is assigned in Unicode %s but matched differently", name, r, unicode.Version)
				}
			}
		}
		total += diff
	}
	if checked < 150 {
		t.Fatalf("checked only %d properties", checked)
	}
	t.Logf("%d properties; %d code-point differences, all characters unassigned in Unicode %s", checked, total, unicode.Version)
}

// recategorised are the code points assigned in Go's Unicode 15.0 whose
// properties later Unicode versions (V8's) changed: U+0295 LATIN LETTER
// PHARYNGEAL VOICED FRICATIVE (Lo to Ll, 16.0), U+1171E AHOM CONSONANT SIGN
// MEDIAL RA (Mn to Mc), and the combining Latin small letters
// U+0363..U+036F and U+1DD3..U+1DE6 (now Alphabetic).
var recategorised = func() map[rune]bool {
	m := map[rune]bool{0x295: true, 0x1171E: true}
	for r := rune(0x363); r <= 0x36F; r++ {
		m[r] = true
	}
	for r := rune(0x1DD3); r <= 0x1DE6; r++ {
		m[r] = true
	}
	return m
}()

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

func symmetricDiff(a, b rangeTable) rangeTable {
	// (a \ b) ∪ (b \ a) = (a ∪ b) \ (a ∩ b); with complements:
	inter := complement(union(complement(a), complement(b)))
	return complement(union(complement(union(a, b)), inter))
}

// FuzzTranslate: translation never panics; a pattern without \p, \P, \k
// or a named group comes back unchanged; a translated pattern has no
// named groups left.
func FuzzTranslate(f *testing.F) {
	for _, s := range []string{`abc`, `(?<y>\d{4})-\k<y>`, `[\p{L}\P{N}]+`, `\p{Script=Greek}`, `(?<=a)(?<!b)`, `[(?<x>)]\]`, `\p{`, `(?<`, `\`} {
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
