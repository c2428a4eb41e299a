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
// brace:
//
//	(async function(<params>, S) {'use strict';
//	<program>
//	const S_ = S})
//
// If the program is a function body, the declaration is a statement of the
// wrapper's function and S is bound to the parameter. If the program
// closed the function early, the closing text is no longer inside it: S
// there is unbound, or the probe no longer parses, or the declaration
// vanished into a construct that erased it (an ambient declaration, say).
// Only the first outcome is accepted.
//
// esbuild's renamer tells a bound S from an unbound one without any
// option: it reserves the name of every unbound identifier of the file, so
// that no declaration shadows a global, and renames each bound symbol that
// has a reserved name (to S2). The parameter therefore keeps its name S in
// the output's header exactly when no unbound S exists anywhere in the
// file. Its one exception is a direct eval: esbuild pins every name in a
// scope that contains one, the parameter's too, so a program whose output
// may hold a direct eval (the word eval) is checked a second time with the
// earlier, slower check, an esbuild Define replacing any unbound S by a
// second fresh identifier R, which must then not appear. (A Define costs
// esbuild a rebuild of its table of known globals on every transform,
// about a tenth of a new program's time; the renamer's check is free.)
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

// escaped reports whether the probe output code, with sentinel s, shows
// an escape: the header's last parameter is not exactly s (the renamer
// found an unbound s), or the sentinel's declaration is gone. r, when not
// "", is the Define replacement of an unbound s, which must not appear.
func escaped(code, s, r string) bool {
	if r != "" && strings.Contains(code, r) {
		return true
	}
	return !sentinelParam(code, s) || strings.Count(code, s) < 2
}

// sentinelParam reports whether the header line of code (its first line
// that opens the wrapper's function) ends with the parameter s.
func sentinelParam(code, s string) bool {
	i := strings.Index(code, "(async function(")
	if i < 0 || (i > 0 && code[i-1] != '\n') {
		return false
	}
	hl, _, _ := strings.Cut(code[i:], "\n")
	return strings.HasSuffix(hl, ", "+s+") {") || hl == "(async function("+s+") {"
}

// mayEval reports whether code holds the identifier eval, which a direct
// eval needs: esbuild prints identifiers decoded, so `\u0065val` is eval
// too. Words such as "evaluate" do not count.
func mayEval(code string) bool {
	for i := 0; ; {
		j := strings.Index(code[i:], "eval")
		if j < 0 {
			return false
		}
		j += i
		if (j == 0 || !identByte(code[j-1])) && (j+4 == len(code) || !identByte(code[j+4])) {
			return true
		}
		i = j + 4
	}
}

// identByte reports whether b can continue an identifier; any non-ASCII
// byte counts, which errs towards mayEval's true.
func identByte(b byte) bool {
	return b == '_' || b == '$' || b >= 0x80 || 'a' <= b && b <= 'z' || 'A' <= b && b <= 'Z' || '0' <= b && b <= '9'
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
