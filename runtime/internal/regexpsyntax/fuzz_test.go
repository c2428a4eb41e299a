package regexpsyntax

import (
	"strings"
	"testing"
)

// FuzzRegExpParser: the strict parser never panics, and a v pattern it
// accepts translates into a u pattern it accepts too (the translation
// only writes u syntax).
func FuzzRegExpParser(f *testing.F) {
	for _, s := range []string{
		`abc`, `a{2,3}?`, `(?<n>a)\k<n>`, `[\p{L}--[a-z]]`, `[[a-z]&&[aeiou]]`, `[^[a]--b]`,
		`[\q{abc|def|}x]`, `\p{RGI_Emoji}`, `[\p{Emoji_Keycap_Sequence}--\q{1️⃣}]`, `[\-\&\!]`,
		`\u{1F600}\uD83D\uDE00`, `[a-z\d]`, `(?<x>a)|(?<x>b)\k<x>`, `(?:(?<x>a)|b)(?<x>c)`, `(?<=a)(?!b)`, `]`, `[{]`, `\1`, `\c`, `[a&&&b]`,
	} {
		f.Add(s, "u")
		f.Add(s, "v")
	}
	f.Fuzz(func(t *testing.T, pattern, flags string) {
		if len(pattern) > 2000 {
			return
		}
		_ = Check(pattern, flags)
		if !strings.ContainsRune(flags, 'v') {
			return
		}
		out, err := TranslateV(pattern)
		if err != nil {
			return
		}
		if err := Check(out, "u"); err != nil {
			t.Fatalf("v pattern %q translated to %q, not a valid u pattern: %v", pattern, out, err)
		}
	})
}

// FuzzTranslateModifiers: the modifier translation never panics, and
// what it returns for a valid u pattern is a valid u pattern with no
// modifier group left (goja would reject one).
func FuzzTranslateModifiers(f *testing.F) {
	for _, s := range []string{
		`(?i:a)b`, `a(?-i:b)`, `(?im-s:^a.$)`, `(?s:.)`, `(?-m:$)`, `(?i:[a-z\d])`, `(?i:[^k])`, `(?i:\w\b\W\B)`,
		`(?i:(?-i:a)b)`, `(?i:(?<N>x)\k<N>)`, `(?-:a)`, `(?ii:a)`, `[(?i:a)]`, `\(?i:a)`, `(?i:\u{1F600}\u0041\x61\cJ)`, `(?i:x{2,3})`,
	} {
		f.Add(s, "u")
		f.Add(s, "i")
		f.Add(s, "ims")
	}
	f.Fuzz(func(t *testing.T, pattern, flags string) {
		if len(pattern) > 2000 || len(flags) > 8 {
			return
		}
		out, outFlags, err := TranslateModifiers(pattern, flags)
		if err != nil {
			return
		}
		if strings.ContainsRune(outFlags, 'u') != strings.ContainsRune(flags, 'u') {
			t.Fatalf("flags %q became %q", flags, outFlags)
		}
		if flags != "u" || Check(pattern, "u") != nil {
			return
		}
		if err := Check(out, "u"); err != nil {
			t.Fatalf("u pattern %q translated to %q, not a valid u pattern: %v", pattern, out, err)
		}
		if again, _, err := TranslateModifiers(out, "u"); err != nil || again != out {
			t.Fatalf("u pattern %q translated to %q, which still has modifier groups", pattern, out)
		}
	})
}
