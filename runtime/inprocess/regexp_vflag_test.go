package inprocess

import (
	"testing"

	"github.com/codemode-go/codemode/runtime"
)

// TestRegExpVFlag: v patterns match as ECMA-262 says (the results are
// Node 20's), keep their source and flags, and u patterns the
// specification rejects throw at construction; invalid literals fail the
// program before it runs, at their TypeScript position, while a
// `new RegExp` the program wrote throws only when reached.
func TestRegExpVFlag(t *testing.T) {
	checkGuardCases(t, []guardCase{
		{"difference", `const r = /^[\p{L}--[a-z]]+$/v; return [r.test("ÀBC"), r.test("abc")]`, "", `[true,false]`},
		{"intersection", `return "xyzaeb".match(/[[a-z]&&[aeiou]]+/v)[0]`, "", `"ae"`},
		{"nested and negated", `return "a1_ b".replace(/[^\w--\d]/gv, ".")`, "", `"a._.b"`},
		{"string literals longest first", `return "zabcx".match(/[\q{ab|abc|x}]+/v)[0]`, "", `"abcx"`},
		{"properties of strings", `const r = /^\p{RGI_Emoji}+$/v; return [r.test("\u{1F1E6}\u{1F1E8}\u26D3\uFE0F\u200D\u{1F4A5}3\uFE0F\u20E3"), r.test("a")]`, "", `[true,false]`},
		{"keycaps minus digits", `return /^[\p{Emoji_Keycap_Sequence}--[0-9]]$/v.test("#\uFE0F\u20E3")`, "", `true`},
		{"source and flags kept", `const r = /[\q{a}--b]/dgiv; return [r.source, r.flags, r.unicodeSets, r.unicode, String(new RegExp(r)), /x/u.unicodeSets]`, "", `["[\\q{a}--b]","dgiv",true,false,"/[\\q{a}--b]/dgiv",false]`},
		{"empty matches advance by code point", `const t = "𠮷a𠮷"; return [[...t.matchAll(/(?:)/gv)].length, t.replace(/(?:)/gv, "-"), t.split(/(?:)/v).length]`, "", `[4,"-𠮷-a-𠮷-",3]`},
		{"subclass", `class R extends RegExp {}; const r = new R("[a--b]", "v"); return [r instanceof R, r.test("a")]`, "", `[true,true]`},
		{"u and v together", `try { new RegExp("a", "uv") } catch (e) { return e.name }`, "", `"SyntaxError"`},
		{"strict u at construction", `try { new RegExp("]", "u") } catch (e) { return e.message }`, "", `"Invalid regular expression: /]/u: Lone quantifier brackets"`},
		{"invalid v at construction", `try { new RegExp("[^\\q{ab}]", "v") } catch (e) { return e.name }`, "", `"SyntaxError"`},
		{"early error of a literal", "console.log('ran');\nconst r = /[{]/v;", runtime.KindException, "SyntaxError: Invalid regular expression: /[{]/v: Invalid character in character class\n    at program.ts:2:11"},
		{"early error of a u literal", "return /\\p{Nope}/u", runtime.KindException, "at program.ts:1:8"},
		{"written new RegExp throws when reached", "if (false) new RegExp(\"[{]\", \"v\"); return 1", "", `1`},
	})
}
