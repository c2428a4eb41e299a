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
		if !strings.HasPrefix(p.JS, "(async function(tools, console) {\n  \"use strict\";\n") || !strings.HasSuffix(p.JS, "\n});\n") {
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
