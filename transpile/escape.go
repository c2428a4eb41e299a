package transpile

import (
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"strings"

	"github.com/codemode-go/codemode/transpile/internal/srcmap"
)

// Wrapper escape.
//
// The program is spliced into text that esbuild parses, so a program such
// as `}); evil(); (async function() {` would close the wrapper's function
// early and run code at the top level of the script. compile decides, with
// esbuild's own parser and scope analysis and no JavaScript engine, whether
// the program's text is exactly the body of the wrapper's function.
//
// It transforms the program in a probe wrapper that differs from the plain
// one (header + program + footer) in two places: an extra parameter S (a
// fresh random identifier, unknowable to the program) and a final
// declaration `const S_ = S` on a line of its own just before the closing
// brace, with esbuild's Define replacing any *unbound* S by another fresh
// identifier R:
//
//	(async function(<params>, S) {'use strict';
//	<program>
//	const S_ = S})
//
// If the program is a function body, the declaration is a statement of the
// wrapper's function and S is bound to the parameter, so the output keeps
// S (in the parameter list and in the initializer) and never contains R. If
// the program closed the function early, the closing text is no longer
// inside it: S there is unbound and becomes R, or the probe no longer
// parses, or the declaration vanished into a construct that erased it (an
// ambient declaration, say). Only the first outcome is accepted.
//
// A lexical declaration is chosen because nothing can absorb it: no class
// body, object literal, type literal, parameter list or expression accepts
// the keyword const followed by a name, so the statement before it must
// end (by ASI) or the probe fails to parse. It also cannot be the body of
// a dangling `if (x)`, `for (;;)`, `else` or label, so a program that ends
// in one still fails as a syntax error, as it does in the plain wrapper.
// Strings, comments, template literals and regex literals that merely
// contain "})" are single tokens to esbuild, so they are never flagged.
//
// When the probe does not parse, the plain wrapper is transformed too: if
// it fails as well the program is broken and its errors are reported; if
// it parses, the program escaped.
//
// The accepted output is the program's JS once the sentinel is cut out:
// ", S" from the header and the `const S_ = S;` line before the closing
// "});".

// probe returns the probe wrapper of the normalized program sh with
// sentinel parameter s.
func probe(sh shape, params []string, s string) string {
	ps := append(append(make([]string, 0, len(params)+1), params...), s)
	return header(ps, sh.lead) + sh.body + sh.tail + "\n" + sentinel(s) + "})"
}

// sentinel is the probe's closing declaration for parameter s.
func sentinel(s string) string { return "const " + s + "_ = " + s + ";" }

// escaped reports whether the probe output code, with sentinel s and
// Define replacement r, shows an escape.
func escaped(code, s, r string) bool {
	return strings.Contains(code, r) || strings.Count(code, s) < 2
}

// nonce returns a fresh identifier that no program can know in advance.
func nonce() string {
	var b [12]byte
	_, _ = rand.Read(b[:]) // crypto/rand.Read never fails (Go 1.24+)
	return "__codemode_" + hex.EncodeToString(b[:])
}

// stripSentinel removes the sentinel parameter s from the header line and
// the sentinel declaration line before the closing "});" of an accepted probe output,
// deleting that line from m too.
func stripSentinel(code string, m *srcmap.Map, s string) (string, error) {
	lines := strings.SplitAfter(code, "\n")
	h := -1
	for i, l := range lines {
		if strings.HasPrefix(l, "(async function(") {
			h = i
			break
		}
	}
	if h < 0 {
		return "", fmt.Errorf("%w: no function header", errShape)
	}
	switch hl := lines[h]; {
	case strings.HasSuffix(hl, ", "+s+") {\n"):
		lines[h] = strings.TrimSuffix(hl, ", "+s+") {\n") + ") {\n"
	case hl == "(async function("+s+") {\n":
		lines[h] = "(async function() {\n"
	default:
		return "", fmt.Errorf("%w: header %q", errShape, hl)
	}
	// lines ends with "" after the final newline: [..., "  const S_ = S;\n", "});\n", ""].
	n := len(lines)
	if n < 3 || lines[n-1] != "" || lines[n-2] != "});\n" || lines[n-3] != "  "+sentinel(s)+"\n" {
		return "", fmt.Errorf("%w: sentinel not at the end", errShape)
	}
	if n-3 < len(m.Lines) {
		m.Lines = append(m.Lines[:n-3:n-3], m.Lines[n-2:]...)
	}
	lines = append(lines[:n-3], lines[n-2:]...)
	return strings.Join(lines, ""), nil
}

// escapeError locates an escape for the model: the first line of the
// output that starts with "}" at column 0 after the header is where the
// wrapper's function ended; its mapping points at the program's "}". The
// location is a best effort; the decision was made by escaped or by the
// failing probe.
func escapeError(filename, source string, srcLines []span, code string, mapJSON []byte) *Error {
	line, col := 1, 1
	if m, err := decodeMap(mapJSON); err == nil {
		started := false
		for i, l := range strings.Split(code, "\n") {
			if strings.HasPrefix(l, "(async function(") {
				started = true
				continue
			}
			if started && strings.HasPrefix(l, "}") {
				if seg, ok := m.Lookup(i, 0); ok && seg.SrcLine >= 1 && int(seg.SrcLine) <= len(srcLines) {
					line = int(seg.SrcLine)
					t := lineText(source, srcLines, line)
					col = int(seg.SrcCol) + 1
					if max := utf16Len(t) + 1; col > max {
						col = max
					}
				}
				break
			}
		}
	}
	return &Error{
		Filename: filename,
		Line:     line,
		Col:      col,
		Message:  "the program closes its enclosing function early (unbalanced \"}\"?); a program is the body of one async function",
		LineText: lineText(source, srcLines, line),
		Count:    1,
	}
}
