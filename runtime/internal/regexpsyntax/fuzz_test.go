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
