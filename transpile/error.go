package transpile

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/evanw/esbuild/pkg/api"

	"github.com/codemode-go/codemode/transpile/internal/srcmap"
)

// Error is a problem with the program's source — a syntax error, a
// construct not allowed in a function body (namespace, static
// import/export, import.meta), or an attempt to close the wrapper's
// function early — located in the original source.
type Error struct {
	// Filename is the program's name (Options.Filename or DefaultFilename).
	Filename string
	// Line is 1-based, counted from the first line of the source as given.
	// Col is 1-based, in UTF-16 code units. A problem found in the
	// wrapper's closing text (an unclosed brace at end of input, say) is
	// placed just past the end of the last non-blank line.
	Line, Col int
	// Message is esbuild's message, sometimes followed by a hint.
	Message string
	// LineText is source line Line, without its terminator.
	LineText string
	// Count is how many errors esbuild reported; this Error is the first.
	Count int
}

var _ error = (*Error)(nil)

// Error renders the error as
//
//	NAME:LINE:COL: MESSAGE[ (and N more errors)]
//	    <offending line>
//	    <spaces>^
//
// The caret sits under column Col; tabs before it are kept so it lines up
// when the line is indented with tabs. A line longer than lineWindow
// characters is shown as a window of that many around the column, with
// "..." where it was cut.
func (e *Error) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s:%d:%d: %s", e.Filename, e.Line, e.Col, e.Message)
	switch more := e.Count - 1; {
	case more == 1:
		b.WriteString(" (and 1 more error)")
	case more > 1:
		fmt.Fprintf(&b, " (and %d more errors)", more)
	}
	at := utf16ToByte(e.LineText, e.Col-1)
	text, at := window(e.LineText, at)
	b.WriteString("\n    ")
	b.WriteString(text)
	b.WriteString("\n    ")
	for _, r := range text[:at] {
		if r == '\t' {
			b.WriteByte('\t')
		} else {
			b.WriteByte(' ')
		}
	}
	b.WriteByte('^')
	return b.String()
}

// lineWindow is the most characters of the offending line Error shows.
const lineWindow = 160

// window cuts line to at most lineWindow runes around byte offset at,
// marking cuts with "...", and returns the cut text and at within it.
func window(line string, at int) (string, int) {
	runes := []rune(line)
	if len(runes) <= lineWindow {
		return line, at
	}
	idx := utf8.RuneCountInString(line[:at])
	start := max(0, min(idx-lineWindow/2, len(runes)-lineWindow))
	end := start + lineWindow
	prefix, suffix := "", ""
	if start > 0 {
		prefix = "..."
	}
	if end < len(runes) {
		suffix = "..."
	}
	head := prefix + string(runes[start:idx])
	return head + string(runes[idx:end]) + suffix, len(head)
}

// newError maps esbuild's first error from the wrapped text to source.
func newError(filename, source string, lines []span, msgs []api.Message) *Error {
	msg := msgs[0]
	wline, wcol := 0, 0 // 1-based line, 0-based byte column of the wrapped text
	if msg.Location != nil {
		wline, wcol = msg.Location.Line, msg.Location.Column
	}
	e := &Error{Filename: filename, Message: msg.Text, Count: len(msgs)}
	switch n := wline - 1; {
	case n < 1:
		e.Line, e.Col = 1, 1
	case n > len(lines):
		e.Line, e.Col = lastLine(source, lines)
		e.Message = atEnd(e.Message)
	default:
		t := lineText(source, lines, n)
		if wcol > len(t) {
			wcol = len(t)
		}
		if wcol < 0 {
			wcol = 0
		}
		e.Line, e.Col = n, utf16Len(t[:wcol])+1
	}
	e.LineText = lineText(source, lines, e.Line)
	e.Message += hint(e.LineText, utf16ToByte(e.LineText, e.Col-1))
	return e
}

// importMetaError reports a use of import.meta, which a program (a function
// body, not a module) cannot have. Because supported.go marks the feature
// unsupported, esbuild replaces every import.meta by a variable it declares
// before the wrapper (`const import_meta = {};`, numbered if the name is
// taken); left alone, the program would see an empty object. The first use
// of that variable after the wrapper's header is mapped back to the source.
func importMetaError(filename, source string, lines []span, code string, m *srcmap.Map) *Error {
	out := strings.Split(code, "\n")
	name := ""
	h := -1
	for i, l := range out {
		if strings.HasPrefix(l, "(async function(") {
			h = i
			break
		}
		if rest, ok := strings.CutPrefix(l, "const import_meta"); ok && strings.HasSuffix(rest, " = {};") {
			name = "import_meta" + strings.TrimSuffix(rest, " = {};")
		}
	}
	if name == "" || h < 0 {
		return nil
	}
	e := &Error{Filename: filename, Line: 1, Col: 1, Count: 1,
		Message: `"import.meta" is not available: a program is the body of a function, not a module`}
	for i := h + 1; i < len(out); i++ {
		if c := wordIndex(out[i], name); c >= 0 {
			if seg, ok := m.Lookup(i, utf16Len(out[i][:c])); ok && seg.SrcLine >= 1 && int(seg.SrcLine) <= len(lines) {
				e.Line = int(seg.SrcLine)
				e.Col = min(int(seg.SrcCol)+1, utf16Len(lineText(source, lines, e.Line))+1)
			}
			break
		}
	}
	e.LineText = lineText(source, lines, e.Line)
	return e
}

// wordIndex returns the byte offset of the first occurrence of identifier
// w in s that is not part of a longer identifier, or -1.
func wordIndex(s, w string) int {
	isIdent := func(c byte) bool {
		return c == '_' || c == '$' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= 0x80
	}
	for off := 0; ; {
		i := strings.Index(s[off:], w)
		if i < 0 {
			return -1
		}
		i += off
		end := i + len(w)
		if (i == 0 || !isIdent(s[i-1])) && (end == len(s) || !isIdent(s[end])) {
			return i
		}
		off = i + 1
	}
}

// atEnd rewrites a message about the wrapper's closing text, whose tokens
// the model never wrote: `Expected ";" but found ")"` becomes `Expected ";"
// but found the end of the program`.
func atEnd(msg string) string {
	if i := strings.Index(msg, " but found "); i >= 0 {
		return msg[:i] + " but found the end of the program"
	}
	if strings.HasPrefix(msg, "Unexpected ") {
		return "Unexpected end of the program"
	}
	return strings.ReplaceAll(msg, "end of file", "end of the program")
}

// hint explains the esbuild errors a model is most likely to hit in a
// function body, where esbuild's own text names only a token.
func hint(line string, at int) string {
	words := strings.Fields(line)
	if len(words) == 0 {
		return ""
	}
	lead := 0 // words before the namespace keyword
	if words[0] == "declare" && len(words) > 1 {
		lead = 1
	}
	switch words[lead] {
	case "namespace", "module":
		if len(strings.Fields(line[:at])) == lead+1 {
			return " (namespace declarations are not allowed in a program body; use an object or plain functions)"
		}
	case "import":
		return " (static import is not allowed in a program body; programs cannot load modules)"
	case "export":
		return " (export is not allowed in a program body; return the value instead)"
	}
	return ""
}
