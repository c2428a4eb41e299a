package transpile_test

import (
	"strings"
	"testing"
	"unicode/utf16"

	"github.com/codemode-go/codemode/transpile"
)

// locate returns the 1-based line and column of the only occurrence of the
// word w in s, the column in bytes (utf16 false) or UTF-16 units.
func locate(t *testing.T, s, w string, inUTF16 bool) (int, int) {
	t.Helper()
	if strings.Count(s, w) != 1 {
		t.Fatalf("%q occurs %d times in\n%s", w, strings.Count(s, w), s)
	}
	i := strings.Index(s, w)
	// Lines end at LF, CR LF, CR, U+2028 and U+2029 in both texts.
	norm := strings.NewReplacer("\r\n", "\n", "\r", "\n", "\u2028", "\n", "\u2029", "\n")
	before := s[:i]
	lineStart := strings.LastIndexAny(before, "\n\r")
	for _, sep := range []string{"\u2028", "\u2029"} {
		if k := strings.LastIndex(before, sep); k >= 0 && k+2 > lineStart {
			lineStart = k + 2
		}
	}
	line := strings.Count(norm.Replace(before), "\n") + 1
	prefix := before[lineStart+1:]
	if !inUTF16 {
		return line, len(prefix) + 1
	}
	return line, len(utf16.Encode([]rune(prefix))) + 1
}

// TestPositionMapsBack: identifiers in the generated JS map back to where
// the model wrote them, across stripped types, compiled enums, lowered
// syntax (whose helpers were moved), comments, blank lines, CR LF and
// non-ASCII text on either side.
func TestPositionMapsBack(t *testing.T) {
	src := strings.Join([]string{
		"// A program with comments,",
		"",
		"/* blank lines and",
		"   types */",
		"interface Row { id: number; name?: string }",
		"const rows: Array<Row> = await tools.list({});",
		"enum Kind { A, B }",
		"const k: Kind = Kind.B; markOne(k);",
		`const s = "😀é"; markTwo(s as string);`,
		"for await (const r of rows as any) markThree(r);",
		"\tconst n = <number>(markFour as unknown);",
		"const r = /é/; markFive(r);",
		"const tpl = `x${markSix}y`;",
		"return rows.map((r: Row): number =>",
		"  markSeven(r.id));",
	}, "\n")
	p := transform(t, src)
	for _, m := range []string{"markOne", "markTwo", "markThree", "markFour", "markFive", "markSix", "markSeven"} {
		jl, jc := locate(t, p.JS, m, false)
		wl, wc := locate(t, src, m, true)
		gl, gc, ok := p.Position(jl, jc)
		if !ok || gl != wl || gc != wc {
			t.Errorf("%s: JS %d:%d -> %d:%d ok=%v; want %d:%d\n%s", m, jl, jc, gl, gc, ok, wl, wc, p.JS)
		}
		if got := p.SourceLine(gl); !strings.Contains(got, m) {
			t.Errorf("%s: SourceLine(%d) = %q", m, gl, got)
		}
	}
}

// TestPositionLineEndings: every ECMAScript line terminator counts, as
// esbuild and goja count them.
func TestPositionLineEndings(t *testing.T) {
	for name, nl := range map[string]string{"LF": "\n", "CRLF": "\r\n", "CR": "\r", "LS": "\u2028", "PS": "\u2029"} {
		t.Run(name, func(t *testing.T) {
			src := "const a = 1;" + nl + nl + "const b: number = 2;" + nl + "  markOne(a, b);" + nl
			p := transform(t, src)
			jl, jc := locate(t, p.JS, "markOne", false)
			if l, c, ok := p.Position(jl, jc); !ok || l != 4 || c != 3 {
				t.Errorf("markOne at %d:%d ok=%v; want 4:3", l, c, ok)
			}
			if got := p.SourceLine(4); got != "  markOne(a, b);" {
				t.Errorf("SourceLine(4) = %q", got)
			}
			if got := p.SourceLine(2); got != "" {
				t.Errorf("SourceLine(2) = %q", got)
			}
			if got := p.SourceLine(5); got != "" {
				t.Errorf("SourceLine(5) (after the final terminator) = %q", got)
			}
		})
	}
}

// TestPositionUnmapped: positions outside JS, in the wrapper's header and
// in moved helpers have no source position; the function's closing line
// clamps to the end of the program's last non-blank line.
func TestPositionUnmapped(t *testing.T) {
	p := transform(t, "for await (const x of []) {}\nreturn 1;\n\n")
	lines := strings.Split(p.JS, "\n")
	helper := -1
	for i, l := range lines {
		if strings.HasPrefix(l, "var __forAwait") {
			helper = i + 1
		}
	}
	if helper < 0 {
		t.Fatalf("no helper in\n%s", p.JS)
	}
	for _, c := range []struct{ line, col int }{{0, 1}, {1, 0}, {-1, -1}, {len(lines) + 1, 1}, {1, 1}, {helper, 1}, {helper, 20}} {
		if l, col, ok := p.Position(c.line, c.col); ok {
			t.Errorf("Position(%d, %d) = %d:%d, want no mapping", c.line, c.col, l, col)
		}
	}
	last := len(lines) - 1 // lines ends with "" after the final newline
	if lines[last-1] != "});" {
		t.Fatalf("unexpected end of JS: %q", lines[last-1])
	}
	if l, c, ok := p.Position(last, 1); !ok || l != 2 || c != 10 {
		t.Errorf("closing line maps to %d:%d ok=%v; want 2:10 (end of the last non-blank line)", l, c, ok)
	}
	// A column past the end of a line is that line's last mapping.
	jl, _ := locate(t, p.JS, "return 1", false)
	if l, _, ok := p.Position(jl, 1000); !ok || l != 2 {
		t.Errorf("Position(%d, 1000) = line %d ok=%v; want line 2", jl, l, ok)
	}
}

// TestSourceLine returns source lines as given, "" out of range.
func TestSourceLine(t *testing.T) {
	p := transform(t, "// first\r\nreturn 2 // second")
	for n, want := range map[int]string{0: "", 1: "// first", 2: "return 2 // second", 3: "", -5: ""} {
		if got := p.SourceLine(n); got != want {
			t.Errorf("SourceLine(%d) = %q, want %q", n, got, want)
		}
	}
}

// TestZeroValues: the zero Program and Error are inert, not a panic.
func TestZeroValues(t *testing.T) {
	var p transpile.Program
	if _, _, ok := p.Position(1, 1); ok {
		t.Error("zero Program mapped a position")
	}
	if p.SourceLine(1) != "" {
		t.Error("zero Program has a source line")
	}
	var e transpile.Error
	if got := e.Error(); got != ":0:0: \n    \n    ^" {
		t.Errorf("zero Error renders %q", got)
	}
}
