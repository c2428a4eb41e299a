package transpile

import (
	"errors"
	"strings"
	"testing"
)

// FuzzTransform: any input either transforms into a Program of the
// documented shape whose every position maps into the source, or fails
// with an *Error located in the source. It never panics. Seeds are in
// testdata/fuzz/FuzzTransform.
func FuzzTransform(f *testing.F) {
	for _, s := range []string{
		"return 1",
		"}); evil(); (async function(){",
		"for await (const x of []) {}\nreturn `a\n}`",
		"enum E { A }\r\nclass P { constructor(public x: number) {} }\u2028return E.A",
		"namespace N {}",
		"const s = \"😀\"; return s )",
		"import * as g from './servers/google-drive'\nimport type { T } from 'x'\nreturn await g.getDocument({})",
		"export {}\nexport async function main() { return 1 }\nreturn main()",
	} {
		f.Add(s)
	}
	params := []string{"tools", "console"}
	f.Fuzz(func(t *testing.T, src string) {
		p, err := compile(src, DefaultFilename, params)
		lines := splitLines(src)
		if err != nil {
			var te *Error
			if !errors.As(err, &te) {
				t.Fatalf("non-*Error %T: %v", err, err)
			}
			checkInSource(t, src, lines, te.Line, te.Col)
			_ = te.Error()
			return
		}
		head := "(async function(tools, console) {\n  \"use strict\";\n"
		if len(p.Imports) > 0 {
			head = "(async function(tools, console, " + ImportsParam + ") {\n  \"use strict\";\n"
		}
		if !strings.HasPrefix(p.JS, head) || !strings.HasSuffix(p.JS, "\n});\n") {
			t.Fatalf("bad shape:\n%s", p.JS)
		}
		for i, l := range p.jsLines {
			for col := 1; col <= l.end-l.start+1; col++ {
				if sl, sc, ok := p.Position(i+1, col); ok {
					checkInSource(t, src, lines, sl, sc)
				}
			}
		}
	})
}

func checkInSource(t *testing.T, src string, lines []span, line, col int) {
	t.Helper()
	if line < 1 || line > len(lines) {
		t.Fatalf("line %d outside 1..%d", line, len(lines))
	}
	if max := utf16Len(lineText(src, lines, line)) + 1; col < 1 || col > max {
		t.Fatalf("line %d col %d outside 1..%d", line, col, max)
	}
}

// FuzzModules: scan never panics, and the declarations it finds are in
// order, inside the source, and start with the keyword they are named by.
func FuzzModules(f *testing.F) {
	for _, s := range []string{
		"import * as g from './servers/a'\nreturn g",
		"import d, { a as b, type C, \"s\" as e } from \"./servers/x/y.ts\" with { type: \"json\" };",
		"export { a, b as c } from 'm'; export * as ns from 'n'; export type { T }",
		"const r = /import x from 'y'/g; const t = `${`import`}`; export default r",
		"x = a / b; import('m'); import.meta; export = x",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		end := 0
		for _, d := range scan(src) {
			if d.start < end || d.end < d.start || d.end > len(src) {
				t.Fatalf("declaration [%d,%d) after %d in %d bytes", d.start, d.end, end, len(src))
			}
			kw := "export"
			if d.isImport {
				kw = "import"
			}
			if !strings.HasPrefix(src[d.start:], kw) {
				t.Fatalf("declaration at %d does not start with %s: %q", d.start, kw, src[d.start:min(len(src), d.start+20)])
			}
			end = d.end
		}
	})
}
