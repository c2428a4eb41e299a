package regexpsyntax

import (
	"strings"
	"testing"
)

// TestCheckRegExp: the strict parser accepts the Unicode-mode patterns
// ECMA-262 accepts and rejects, with a message, those it makes early
// errors (the cases follow test262's RegExp tests and V8's messages).
func TestCheckRegExp(t *testing.T) {
	tests := []struct {
		pattern, flags string
		err            string // "" means valid
	}{
		{`abc`, "u", ""},
		{`a{2,3}?b*c+?`, "u", ""},
		{`(?<year>\d{4})-\k<year>`, "u", ""},
		{`(?<x>a)|(?<x>b)`, "u", ""},
		{`(?:(?<x>a)|(?<y>a)(?<x>b))(?:(?<z>c)|(?<z>d))\k<x>`, "u", ""},
		{`(?:(?<x>a)|(?<x>b))|(?<x>c)`, "v", ""},
		{`(?<x>a)(?<x>b)`, "u", "Duplicate capture group name"},
		{`(?<x>a)|(?:b(?<x>c)|(?<x>d))(?<x>e)`, "u", "Duplicate capture group name"},
		{`(?:(?<x>a)|b)(?<x>c)`, "u", "Duplicate capture group name"},
		{`\k<later>(?<later>a)`, "u", ""},
		{`(a)\1`, "u", ""},
		{`(?<=a)b(?<!c)(?=d)(?!e)`, "u", ""},
		{`[\d-]`, "u", ""},
		{`\p{L}\P{Script=Greek}\p{scx=Latn}`, "u", ""},
		{`\u{1F600}\uD83D\uDE00\x41\cA\0`, "u", ""},
		{`[\b\-\u{10FFFF}]`, "u", ""},
		{`(?:)`, "u", ""},
		{`anything (goes`, "", ""}, // Annex B patterns are not checked
		{`]`, "u", "Lone quantifier brackets"},
		{`{`, "u", "Lone quantifier brackets"},
		{`a{2,1}`, "u", "numbers out of order"},
		{`*a`, "u", "Nothing to repeat"},
		{`a**`, "u", "Nothing to repeat"},
		{`(?=a)*`, "u", "Nothing to repeat"},
		{`\1`, "u", "Invalid escape"},
		{`\c`, "u", "Invalid unicode escape"},
		{`\-`, "u", "Invalid escape"},
		{`\a`, "u", "Invalid escape"},
		{`\00`, "u", "Invalid decimal escape"},
		{`\u{110000}`, "u", "Invalid Unicode escape"},
		{`\k<nope>(?<a>x)`, "u", "Invalid named capture referenced"},
		{`(?<a>x)(?<a>y)`, "u", "Duplicate capture group name"},
		{`(?<1a>x)`, "u", "Invalid capture group name"},
		{`(a`, "u", "Unterminated group"},
		{`a)`, "u", "Unmatched ')'"},
		{`[z-a]`, "u", "Range out of order"},
		{`[\d-z]`, "u", "Invalid character class"},
		{`[a`, "u", "Unterminated character class"},
		{`\p{InAdlam}`, "u", "Invalid property name"},
		{`\p{ascii}`, "u", "Invalid property name"},
		{`\p{ASCII=Yes}`, "u", "Invalid property name"},
		{`\p{RGI_Emoji}`, "u", "Invalid property name"},
		{`\p`, "u", "Invalid property name"},
		{`(?i:a)`, "u", ""},
		{`(?-:a)`, "u", "Invalid group"},
		{`a`, "uv", "Invalid regular expression flags"},
		{`a`, "uu", "Invalid regular expression flags"},
		{`a`, "ux", "Invalid regular expression flags"},
		// v: class set notation
		{`[\p{L}--[a-z]]`, "v", ""},
		{`[[a-z]&&[aeiou]]`, "v", ""},
		{`[\w--\d--_]`, "v", ""},
		{`[a[b[c]]]`, "v", ""},
		{`[^[a-z]--x]`, "v", ""},
		{`[\q{abc|def|g}x]`, "v", ""},
		{`\p{RGI_Emoji}[\p{Emoji_Keycap_Sequence}--\q{1️⃣}]`, "v", ""},
		{`[\&\-\!\#\%\,\.\:\;\<\=\>\@\` + "`" + `\~]`, "v", ""},
		{`[]`, "v", ""},
		{`[^]`, "v", ""},
		{`[{]`, "v", "Invalid character in character class"},
		{`[(]`, "v", "Invalid character in character class"},
		{`[a-]`, "v", "Invalid character in character class"},
		{`[a&&&b]`, "v", "Invalid character in character class"},
		{`[a!!b]`, "v", "Invalid set operation"},
		{`[a-z&&b]`, "v", "Invalid set operation"},
		{`[a&&b--c]`, "v", "Invalid set operation"},
		{`[ab--c]`, "v", "Invalid set operation"},
		{`[^\q{ab}]`, "v", "may contain strings"},
		{`[^\p{RGI_Emoji}]`, "v", "may contain strings"},
		{`\P{RGI_Emoji}`, "v", "Invalid property name"},
		{`[\P{Basic_Emoji}]`, "v", "Invalid property name"},
		{`[\q{a]`, "v", "Invalid character in character class"},
		{`[z-a]`, "v", "Range out of order"},
		{`[[a]`, "v", "Unterminated character class"},
		{strings.Repeat("(", 5000) + strings.Repeat(")", 5000), "u", "nested too deeply"},
		{strings.Repeat("[", 5000), "v", "nested too deeply"},
	}
	for _, tt := range tests {
		t.Run(tt.flags+"/"+tt.pattern, func(t *testing.T) {
			err := Check(tt.pattern, tt.flags)
			switch {
			case tt.err == "" && err != nil:
				t.Fatalf("rejected: %v", err)
			case tt.err != "" && err == nil:
				t.Fatalf("accepted, want %q", tt.err)
			case tt.err != "" && !strings.Contains(err.Error(), tt.err):
				t.Fatalf("error %q, want %q", err, tt.err)
			}
		})
	}
}

// TestTranslateV: a v pattern becomes a u pattern that the strict parser
// accepts, and the string alternation is a trie tried longest first.
func TestTranslateV(t *testing.T) {
	tests := []struct{ in, want string }{
		{`a[bc]+`, `a[bc]+`},
		{`[[a-c]--b]`, `(?:(?![b])[a-c])`},
		{`[\w&&\d]`, `(?:(?=[\d])[\w])`},
		{`[\q{ab|abc|x}]`, `(?:ab(?:c|)|[x])`},
		{`[^\d\s]`, `[^\d\s]`},
		{`[^[a]--b]`, `(?:(?!(?:(?![b])[a]))[\s\S])`},
		{`[\-\&]`, `[\u{2D}\u{26}]`},
		{`[\q{}a]`, `(?:[a]|)`},
	}
	for _, tt := range tests {
		got, err := TranslateV(tt.in)
		if err != nil {
			t.Fatalf("%s: %v", tt.in, err)
		}
		if got != tt.want {
			t.Errorf("%s: got %s, want %s", tt.in, got, tt.want)
		}
		if err := Check(got, "u"); err != nil {
			t.Errorf("%s: the translation is not a valid u pattern: %v", tt.in, err)
		}
	}
}

// TestTranslateVBound: properties of strings inline tens of kilobytes
// each; a pattern whose translation would pass maxTranslatedPattern is a
// SyntaxError, found before the translation is built.
func TestTranslateVBound(t *testing.T) {
	if _, err := TranslateV(strings.Repeat(`\p{RGI_Emoji}`, 10)); err != nil {
		t.Fatalf("10 uses: %v", err)
	}
	for _, p := range []string{strings.Repeat(`\p{RGI_Emoji}`, 100), "[" + strings.Repeat(`[\p{RGI_Emoji}--\q{x}]`, 100) + "]"} {
		if _, err := TranslateV(p); err == nil || !strings.Contains(err.Error(), "too large") {
			t.Fatalf("%d bytes: %v, want too large", len(p), err)
		}
	}
}
