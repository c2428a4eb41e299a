package inprocess

import (
	"testing"

	"github.com/codemode-go/codemode/runtime"
)

// TestRegExpModifiers: ES2025 modifier groups change i, m and s inside
// the group only, in literals and in patterns given to the constructor;
// the regular expression keeps its own source and flags; invalid
// modifiers are a SyntaxError, before the program runs for a literal, at
// the literal's position in the program as written.
func TestRegExpModifiers(t *testing.T) {
	checkGuardCases(t, []guardCase{
		{"add i", `return [/(?i:a)b/.test("Ab"), /(?i:a)b/.test("AB")]`, "", `[true,false]`},
		{"remove i", `return [/a(?-i:b)/i.test("Ab"), /a(?-i:b)/i.test("aB")]`, "", `[true,false]`},
		{"i closes classes", `return [/(?i:[a-c])/.test("B"), /(?i:[^a-c])/.test("B"), /[a-c](?i:x)/.test("B")]`, "", `[true,false,false]`},
		{"i with u", `return [/(?i:\u{61})/u.test("A"), /(?i:\w)/u.test("\u017F"), /\w/u.test("\u017F")]`, "", `[true,true,false]`},
		{"i closes properties", `return [/(?i:\p{Lu})/u.test("a"), /\p{Lu}/u.test("a"), /(?i:\P{Lu})/u.test("A"), /(?-i:\p{Lu})/iu.test("a"), /(?-i:\P{Lu})/iu.test("A")]`, "", `[true,false,true,false,false]`},
		{"nested", `return [/(?i:a(?-i:b)c)/.test("AbC"), /(?i:a(?-i:b)c)/.test("ABC")]`, "", `[true,false]`},
		{"add s", `return [/(?s:.)./.test("\n\n"), /(?s:.)./.test("\na")]`, "", `[false,true]`},
		{"remove s", `return [/(?-s:.)./s.test("\n\n"), /(?-s:.)./s.test("a\n")]`, "", `[false,true]`},
		{"add m", `return [/(?m:^b$)/.test("a\nb\nc"), /^b$/.test("a\nb\nc")]`, "", `[true,false]`},
		{"remove m", `return [/(?-m:^b)/m.test("a\nb"), /(?-m:^a)/m.test("a\nb")]`, "", `[false,true]`},
		{"source and flags kept", `const r = /a(?-i:b)/gi; return [r.source, r.flags, r.ignoreCase, String(r), String(new RegExp(r))]`, "", `["a(?-i:b)","gi",true,"/a(?-i:b)/gi","/a(?-i:b)/gi"]`},
		{"global replace", `return "aBcAbcabc".replace(/(?i:b)c/g, "_")`, "", `"a_A_a_"`},
		{"constructor", `return [new RegExp("(?i:x)y").test("Xy"), new RegExp("(?i:x)y").test("XY")]`, "", `[true,false]`},
		{"with v", `return [/(?i:[\q{ab}])/v.test("AB"), /(?i:[\q{ab}])/v.flags]`, "", `[true,"v"]`},
		{"named groups keep their names", `return /(?i:(?<Word>x))/.exec("X").groups.Word`, "", `"X"`},
		{"no modifier group unchanged", `return [/(?:a)/i.source, /(?=a)a/.test("a"), /[(?i:]/.test("?")]`, "", `["(?:a)",true,true]`},
		{"invalid at construction", `const out = []; for (const p of ["(?-:a)", "(?ii:a)", "(?i-i:a)", "(?x:a)", "(?i)a"]) { try { new RegExp(p); out.push("ok") } catch (e) { out.push(e.name) } } return out`, "", `["SyntaxError","SyntaxError","SyntaxError","SyntaxError","SyntaxError"]`},
		{"flags still checked", `try { new RegExp("(?i:a)", "ii") } catch (e) { return e.name }`, "", `"SyntaxError"`},
		{"early error of a literal", "console.log('ran');\nconst r = /(?-:a)/;", runtime.KindException, "SyntaxError: Invalid regular expression: /(?-:a)/: Invalid group\n    at program.ts:2:11"},
		{"early error of a u literal", "return /(?mm:a)/u", runtime.KindException, "at program.ts:1:8"},
		{"early error of a literal esbuild lowers", "return /(?<n>a)(?ii:b)/", runtime.KindException, "SyntaxError: Invalid regular expression: /(?<n>a)(?ii:b)/: Invalid group\n    at program.ts:1:8"},
		{"in eval", `return eval("/(?i:a)/.test('A')")`, "", `true`},
	})
}
