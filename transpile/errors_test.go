package transpile_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/codemode-go/codemode/transpile"
)

// TestSyntaxErrorPositions: esbuild's first error, located at the model's
// own line and column (1-based; columns in UTF-16 units), with comments and
// blank lines before it counted (DESIGN §3.2).
func TestSyntaxErrorPositions(t *testing.T) {
	cases := []struct {
		name, src string
		line, col int
		msg       string
	}{
		{"RC-09 return )", "return )", 1, 8, `Unexpected ")"`},
		{"missing operator", "const a = 1\nconst b = a b", 2, 13, `Expected ";" but found "b"`},
		{"after comments and blank lines", "// header comment\n/* block\n   comment */\n\nconst x = ;", 5, 11, `Unexpected ";"`},
		{"indented", "if (true) {\n    let = 5\n}", 2, 5, `"let" is a reserved word and cannot be used in strict mode`},
		{"tab indented", "if (true) {\n\t\tconst 1 = 2\n}", 2, 9, `Expected identifier but found "1"`},
		{"CRLF lines", "const a = 1;\r\n\r\nconst b = ;\r\n", 3, 11, `Unexpected ";"`},
		{"CR-only lines", "const a = 1;\r\rconst b = ;", 3, 11, `Unexpected ";"`},
		{"U+2028 separates lines", "const a = 1;\u2028const b = ;", 2, 11, `Unexpected ";"`},
		{"non-ASCII before the error", `const s = "héllo😀"; const = 1`, 1, 28, `Expected identifier but found "="`},
		{"unterminated string", "const s = 'abc\nreturn s", 1, 15, "Unterminated string literal"},
		{"unclosed brace at EOF", "function f() {\n  return 1\n\n", 2, 11, "Unexpected end of the program"},
		{"unclosed paren at EOF", "const v = f(1,\n  2", 2, 4, "the end of the program"},
		{"unclosed object in return", "return {a: 1", 1, 13, "the end of the program"},
		{"unterminated template", "const t = `abc", 1, 15, "Unterminated string literal"},
		{"unterminated block comment", "return 1 /* never closed", 1, 25, "Expected \"*/\" to terminate multi-line comment"},
		{"strict mode octal", "return 010", 1, 8, "Legacy octal literals"},
		{"strict mode with", "with (Math) {}", 1, 1, "With statements cannot be used in strict mode"},
		{"duplicate let", "let a = 1\nlet a = 2", 2, 5, `The symbol "a" has already been declared`},
		{"redeclares a param", "let tools = 1", 1, 5, `The symbol "tools" has already been declared`},
		{"await in non-async function", "function f() { await g() }", 1, 16, `"await" can only be used inside an "async" function`},
		{"bad TS", "let x: = 1", 1, 8, `Unexpected "="`},
		{"stray closing paren", "const a = 1)", 1, 12, `Expected ";" but found ")"`},
		{"dangling if at end", "const x = 1\nif (x)", 2, 7, "Unexpected end of the program"},
		{"dangling for at end", "for (;;)\n\n", 1, 9, "Unexpected end of the program"},
		{"dangling label at end", "outer:", 1, 7, "Unexpected end of the program"},
		{"dangling operator at end", "return 1 +", 1, 11, "Unexpected end of the program"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			checkError(t, c.src, c.line, c.col, c.msg)
		})
	}
}

// TestErrorCount: several problems report the first and mention the rest.
func TestErrorCount(t *testing.T) {
	src := "let a = 1\nlet a = 2\nlet a = 3"
	_, err := transpile.Transform(src, transpile.Options{Params: params})
	var te *transpile.Error
	if !errors.As(err, &te) {
		t.Fatalf("got %v", err)
	}
	if te.Count != 2 || te.Line != 2 {
		t.Fatalf("Count = %d, Line = %d; want 2 errors, first at line 2: %v", te.Count, te.Line, te)
	}
	if !strings.Contains(te.Error(), "(and 1 more error)") {
		t.Errorf("Error() does not mention the other error: %s", te)
	}
}

// longLine is 315 characters with an error at column 314: the last 160
// (from offset 155) are shown.
var longLine = "const a = [" + strings.Repeat("1, ", 100) + "2 3]"

// midLine is 615 characters with an error at column 314: 80 before and 80
// from it are shown, cut on both sides.
var midLine = "const a = [" + strings.Repeat("1, ", 100) + "2 3" + strings.Repeat(", 4", 100) + "]"

// TestErrorRendering pins the rendered form (NAME:LINE:COL: MESSAGE, the
// offending line, a caret under the column, tabs kept).
func TestErrorRendering(t *testing.T) {
	cases := []struct{ name, src, want string }{
		{"spaces", "\nconst a = 1 2", "prog.ts:2:13: Expected \";\" but found \"2\"\n    const a = 1 2\n                ^"},
		{"tabs", "{\n\tconst a = 1 2\n}", "prog.ts:2:14: Expected \";\" but found \"2\"\n    \tconst a = 1 2\n    \t            ^"},
		{"wide characters", "const s = \"😀\" x", "prog.ts:1:16: Expected \";\" but found \"x\"\n    const s = \"😀\" x\n                  ^"},
		{"long line windowed", longLine, "prog.ts:1:314: Expected \"]\" but found \"3\"\n    ..." + longLine[155:] + "\n    " + strings.Repeat(" ", 3+158) + "^"},
		{"long line windowed on both sides", midLine, "prog.ts:1:314: Expected \"]\" but found \"3\"\n    ..." + midLine[233:393] + "...\n    " + strings.Repeat(" ", 3+80) + "^"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := transpile.Transform(c.src, transpile.Options{Filename: "prog.ts", Params: params})
			if err == nil || err.Error() != c.want {
				t.Errorf("got\n%v\nwant\n%s", err, c.want)
			}
		})
	}
}

// TestDefaultFilename: an empty Filename is DefaultFilename in errors and
// in the Program.
func TestDefaultFilename(t *testing.T) {
	_, err := transpile.Transform("return )", transpile.Options{})
	if err == nil || !strings.HasPrefix(err.Error(), "program.ts:1:8: ") {
		t.Errorf("got %v", err)
	}
	p, err := transpile.Transform("return 1", transpile.Options{})
	if err != nil || p.Filename != transpile.DefaultFilename || transpile.DefaultFilename != "program.ts" {
		t.Errorf("got %v, %v", p, err)
	}
}

// TestBadParams: Params that would not form the wrapper's parameter list
// are a plain error, not an *Error.
func TestBadParams(t *testing.T) {
	for _, ps := range [][]string{{""}, {"a b"}, {"1x"}, {"await"}, {"tools", "tools"}, {"x) { evil(); (function("}, {"eval"}, {"héllo"}} {
		_, err := transpile.Transform("return 1", transpile.Options{Params: ps})
		var te *transpile.Error
		if err == nil || errors.As(err, &te) || !strings.HasPrefix(err.Error(), "transpile: Params[") {
			t.Errorf("Params %q: got %v", ps, err)
		}
	}
	for _, ps := range [][]string{nil, {"$"}, {"_a1", "B$"}, {"ToolCallError", "console"}} {
		if _, err := transpile.Transform("return 1", transpile.Options{Params: ps}); err != nil {
			t.Errorf("Params %q: %v", ps, err)
		}
	}
}
