package regexpsyntax

import (
	"strings"
	"testing"
)

// TestTranslateModifiers: modifier groups (ES2025 RegExp modifiers) become
// plain groups; what they change is rewritten into the pattern.
func TestTranslateModifiers(t *testing.T) {
	for _, tc := range []struct {
		pattern, flags  string
		want, wantFlags string
		err             string
	}{
		{`abc`, "", `abc`, "", ""},
		{`(?:a)(?=b)(?<n>c)`, "", `(?:a)(?=b)(?<n>c)`, "", ""},
		{`(?i:a)b`, "", `(?:[aA])b`, "", ""},
		{`(?i:[a-c])`, "u", `(?:[a-cABC])`, "u", ""},
		{`a(?-i:b)`, "i", `[aA](?:b)`, "", ""},
		{`(?i:(?<Ab>x))`, "", `(?:(?<Ab>[xX]))`, "", ""},
		{`(?i:x{2,3})`, "", `(?:[xX]{2,3})`, "", ""},
		{`(?i:\u0061)`, "u", `(?:[aA])`, "u", ""},
		{`(?i:k)`, "u", `(?:[k\u212AK])`, "u", ""},
		{`(?i:k)`, "", `(?:[kK])`, "", ""},
		{`(?i:\w)`, "u", `(?:[\w\u017F\u212A])`, "u", ""},
		{`(?s:.).`, "", `(?:[\s\S]).`, "", ""},
		{`(?-s:.).`, "s", `(?:[^\n\r\u2028\u2029]).`, "s", ""},
		{`(?m:^a$)^`, "", `(?:(?:(?<![\s\S])|(?<=[\n\r\u2028\u2029]))a(?:(?![\s\S])|(?=[\n\r\u2028\u2029])))^`, "", ""},
		{`(?-m:^)`, "m", `(?:(?<![\s\S]))`, "m", ""},
		{`(?im-s:a.)`, "s", `(?:[aA][^\n\r\u2028\u2029])`, "s", ""},
		{`(?i-:a)`, "", `(?:[aA])`, "", ""},
		{`(?i:a)`, "gi", `(?:a)`, "gi", ""},
		{`[(?i:a)]`, "", `[(?i:a)]`, "", ""},
		{`\(?i:a)`, "", `\(?i:a)`, "", ""},
		{`(?i:[\u{0}-\u{10FFFF}])`, "u", `(?:[\u{0}-\u{10FFFF}])`, "u", ""},
		{`(?i:[a-b])(?i:[A-B])`, "", `(?:[a-bAB])(?:[A-Bab])`, "", ""},
		{`(?i:` + strings.Repeat("a", 300000) + `)`, "", "", "", "Regular expression too large (its translation would exceed 1048576 bytes)"},
		{`(?i:\p{Nope})`, "u", `(?:\p{Nope})`, "u", ""},
		{`(?-:a)`, "", "", "", "Invalid group"},
		{`(?ii:a)`, "", "", "", "Invalid group"},
		{`(?i-i:a)`, "", "", "", "Invalid group"},
		{`(?x:a)`, "", "", "", "Invalid group"},
		{`(?u:a)`, "", "", "", "Invalid group"},
		{`(?i--m:a)`, "", "", "", "Invalid group"},
		{`(?i)a`, "", "", "", "Invalid group"},
	} {
		got, gotFlags, err := TranslateModifiers(tc.pattern, tc.flags)
		if tc.err != "" {
			e, ok := err.(*SyntaxError)
			if !ok || e.Msg != tc.err {
				t.Errorf("TranslateModifiers(%q, %q) error = %v, want %q", tc.pattern, tc.flags, err, tc.err)
			}
			continue
		}
		if err != nil || got != tc.want || gotFlags != tc.wantFlags {
			t.Errorf("TranslateModifiers(%q, %q) = %q, %q, %v; want %q, %q", tc.pattern, tc.flags, got, gotFlags, err, tc.want, tc.wantFlags)
		}
	}
}

// TestCheckModifiers: the strict parser accepts valid modifier groups in
// Unicode mode and rejects the early errors of the specification.
func TestCheckModifiers(t *testing.T) {
	for _, tc := range []struct {
		pattern, flags string
		ok             bool
	}{
		{`(?i:a)`, "u", true},
		{`(?-i:a)`, "iu", true},
		{`(?ims-:a)`, "u", true},
		{`(?m-is:a)`, "v", true},
		{`(?-:a)`, "u", false},
		{`(?ii:a)`, "u", false},
		{`(?i-i:a)`, "u", false},
		{`(?i)`, "u", false},
		{`(?g:a)`, "u", false},
	} {
		err := Check(tc.pattern, tc.flags)
		if (err == nil) != tc.ok {
			t.Errorf("Check(%q, %q) = %v, want ok=%v", tc.pattern, tc.flags, err, tc.ok)
		}
	}
}
