package cldr

import (
	"encoding/json"
	"os"
	"slices"
	"strings"
	"testing"
)

func TestResolve(t *testing.T) {
	for _, tc := range []struct {
		tag, locale, key string
		fallback         bool
	}{
		{"", "en-US", "en", false},
		{"en-US", "en-US", "en", false},
		{"en", "en", "en", false},
		{"de-DE", "de-DE", "de", false},
		{"de-AT", "de-AT", "de-AT", false},
		{"de-BE", "de-BE", "de", false}, // an alias: CLDR's de-BE formats as de
		{"es-AR", "es-419", "es-419", true},
		{"en-NZ", "en-001", "en-001", true},
		{"zh-TW", "zh-TW", "zh-Hant", false},
		{"pt-BR", "pt-BR", "pt", false},
		{"fr-CA", "fr-CA", "fr-CA", false},
		{"de-XX", "de", "de", true},
		{"sw-KE", "en-US", "en", true},
		{"zh-Hant-MO", "zh-Hant-MO", "zh-Hant-HK", false},
		{"fr-XX", "fr", "fr", true},
		{"xx", "en-US", "en", true},
	} {
		m := Resolve(tc.tag)
		if m.Locale != tc.locale || m.Key != tc.key || m.Fallback != tc.fallback {
			t.Errorf("Resolve(%q) = %+v, want {%s %s %v}", tc.tag, m, tc.locale, tc.key, tc.fallback)
		}
		if Data(m.Key) == "" {
			t.Errorf("Resolve(%q) names key %q with no data", tc.tag, m.Key)
		}
	}
}

// TestLocales: every locale the brief names by use is carried, with the
// version Node 22's ICU uses.
func TestLocales(t *testing.T) {
	if v := Version(); !strings.HasPrefix(v, "48.") {
		t.Errorf("CLDR %s, want 48.x (Node 22.23's ICU 78)", v)
	}
	have := Locales()
	if len(have) < 30 {
		t.Errorf("%d locales, want at least 30", len(have))
	}
	for _, l := range []string{"en", "en-GB", "en-IN", "en-CA", "en-AU", "fr", "fr-CA", "de", "de-CH", "es", "es-MX", "it", "pt", "pt-PT",
		"nl", "sv", "da", "nb", "fi", "pl", "cs", "ru", "uk", "tr", "ja", "ko", "zh", "zh-Hant", "hi", "ar", "he", "id", "th", "vi"} {
		if !slices.Contains(have, l) {
			t.Errorf("locale %s missing", l)
		}
	}
	if c := Currencies(); !slices.Contains(c, "EUR") || !slices.IsSorted(c) {
		t.Errorf("Currencies() = %v", c)
	}
}

// TestPluralSamples checks every carried locale's rules against CLDR's own
// samples of each category (testdata/plural_samples.json, from gen.js).
func TestPluralSamples(t *testing.T) {
	raw, err := os.ReadFile("testdata/plural_samples.json")
	if err != nil {
		t.Fatal(err)
	}
	var samples map[string]map[string][]string
	if err := json.Unmarshal(raw, &samples); err != nil {
		t.Fatal(err)
	}
	n := 0
	for name, cats := range samples {
		loc, typ, _ := strings.Cut(name, "/")
		key := Resolve(loc).Key
		for cat, nums := range cats {
			for _, num := range nums {
				got, err := Plural(key, typ == "ordinal", num)
				if err != nil {
					t.Errorf("%s %s: %v", name, num, err)
					continue
				}
				n++
				if got != cat {
					t.Errorf("%s: %s is %s, CLDR says %s", name, num, got, cat)
				}
			}
		}
		if cs := Categories(key, typ == "ordinal"); len(cs) != len(cats) {
			t.Errorf("%s: categories %v, CLDR has %d", name, cs, len(cats))
		}
	}
	if n < 1000 {
		t.Errorf("only %d samples", n)
	}
}

func TestParseOperands(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want Operands
		bad  bool
	}{
		{in: "1", want: Operands{N: 1, I: 1}},
		{in: "1.50", want: Operands{N: 1.5, I: 1, V: 2, W: 1, F: 50, T: 5}},
		{in: "-0.3", want: Operands{N: 0.3, V: 1, W: 1, F: 3, T: 3}},
		{in: "1.2c3", want: Operands{N: 1200, I: 1200, E: 3}},
		{in: "1c6", want: Operands{N: 1e6, I: 1e6, E: 6}},
		{in: "1.0000001c6", want: Operands{N: 1000000.1, I: 1000000, V: 1, W: 1, F: 1, T: 1, E: 6}},
		{in: "", bad: true},
		{in: "1.", bad: true},
		{in: ".5", bad: true},
		{in: "1e3", bad: true},
		{in: "1c", bad: true},
		{in: "1c99", bad: true},
		{in: "١", bad: true},
	} {
		got, err := ParseOperands(tc.in)
		if (err != nil) != tc.bad {
			t.Errorf("ParseOperands(%q) error %v, want bad=%v", tc.in, err, tc.bad)
			continue
		}
		if !tc.bad && got != tc.want {
			t.Errorf("ParseOperands(%q) = %+v, want %+v", tc.in, got, tc.want)
		}
	}
}

func TestCompileRuleErrors(t *testing.T) {
	for _, bad := range []string{"", "x = 1", "n % 0 = 1", "n = a", "n = 3..1", "n"} {
		if _, err := compileRule(bad); err == nil {
			t.Errorf("compileRule(%q) accepted", bad)
		}
	}
}

func TestCompare(t *testing.T) {
	for _, tc := range []struct {
		locale, a, b string
		o            CollateOptions
		want         int
	}{
		{"de", "ä", "b", CollateOptions{}, -1}, // ä sorts with a
		{"sv", "å", "z", CollateOptions{}, 1},  // å after z
		{"en", "a", "á", CollateOptions{}, -1}, // accents secondary
		{"en", "a", "A", CollateOptions{}, -1}, // case tertiary, lower first
		{"da", "a", "A", CollateOptions{}, 1},  // Danish: upper first
		{"en", "a", "A", CollateOptions{CaseFirst: "upper"}, 1},
		{"en", "a", "á", CollateOptions{Sensitivity: "base"}, 0},
		{"en", "a", "A", CollateOptions{Sensitivity: "accent"}, 0},
		{"en", "a", "á", CollateOptions{Sensitivity: "accent"}, -1},
		{"en", "a", "á", CollateOptions{Sensitivity: "case"}, 0},
		{"en", "a", "A", CollateOptions{Sensitivity: "case"}, -1},
		{"en", "a2", "a10", CollateOptions{}, 1},
		{"en", "a2", "a10", CollateOptions{Numeric: true}, -1},
		{"en", "a-b", "ab", CollateOptions{IgnorePunctuation: true}, 0},
		{"nb", "å", "z", CollateOptions{}, 1},
		{"not a tag!", "a", "b", CollateOptions{}, -1},
	} {
		if got := Compare(tc.locale, tc.a, tc.b, tc.o); got != tc.want {
			t.Errorf("Compare(%s, %q, %q, %+v) = %d, want %d", tc.locale, tc.a, tc.b, tc.o, got, tc.want)
		}
	}
}

func FuzzParseOperands(f *testing.F) {
	for _, s := range []string{"1", "1.50", "-0.3", "1.2c3", "1c6", "", "1.", "9999999999999999999999.9", "0c21"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		op, err := ParseOperands(s)
		if err != nil {
			return
		}
		if op.N < 0 || op.V < op.W || op.I < 0 {
			t.Errorf("ParseOperands(%q) = %+v", s, op)
		}
		_, _ = Plural("en", false, s)
	})
}

func FuzzCompileRule(f *testing.F) {
	for _, s := range []string{"i = 1 and v = 0", "n % 10 = 2..4 and n % 100 != 12..14", "e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5", "n = 0,1 or i = 0 and f = 1", "n % 0 = 1", "x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := compileRule(s)
		if err != nil {
			return
		}
		for _, n := range []string{"0", "1", "2.5", "1c6", "123456789012345678901234"} {
			if op, err := ParseOperands(n); err == nil {
				_ = c.holds(op)
			}
		}
	})
}

func FuzzResolve(f *testing.F) {
	for _, s := range []string{"de-DE", "zh-Hant-TW", "sw-KE", "", "x", "en-u-nu-arab"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		m := Resolve(s)
		if m.Locale == "" || Data(m.Key) == "" {
			t.Errorf("Resolve(%q) = %+v", s, m)
		}
		_ = Compare(s, s, "a", CollateOptions{Numeric: true})
	})
}
