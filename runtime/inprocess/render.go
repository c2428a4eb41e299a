package inprocess

import (
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/dop251/goja"
)

// unrenderable is FAIL-2's fallback when rendering a thrown value throws.
const unrenderable = "program threw an unrenderable value"

var syntaxPos = regexp.MustCompile(`Line (\d+):(\d+)`)

// mapSyntaxError rewrites a goja parse/compile error to cite the model's
// TypeScript position and line.
func mapSyntaxError(err error, src source, filename string) error {
	msg := err.Error()
	m := syntaxPos.FindStringSubmatchIndex(msg)
	if m == nil {
		return errors.New("SyntaxError: " + msg)
	}
	l, _ := strconv.Atoi(msg[m[2]:m[3]])
	c, _ := strconv.Atoi(msg[m[4]:m[5]])
	text := msg[m[1]:]
	text = strings.TrimSpace(text)
	line, col, ok := src.Position(l, c)
	if !ok {
		return fmt.Errorf("SyntaxError: %s (%s)", text, filename)
	}
	return fmt.Errorf("SyntaxError: %s\n    at %s:%d:%d%s", text, filename, line, col, excerpt(src, line))
}

// excerpt renders TS line n as a trailing "\n\n  N | text" block, or "".
func excerpt(src source, n int) string {
	s := src.SourceLine(n)
	if strings.TrimSpace(s) == "" {
		return ""
	}
	return "\n\n  " + strconv.Itoa(n) + " | " + strings.TrimRight(s, " \t\r")
}

// stackMapper rewrites goja stack text positions (FILE:LINE:COL(PC)) of the
// compiled program into TS positions (FILE:LINE:COL).
type stackMapper struct {
	src      source
	filename string
	re       *regexp.Regexp // compiled at the first stack to map
}

func newStackMapper(src source, filename string) *stackMapper {
	return &stackMapper{src: src, filename: filename}
}

// positions is the pattern of a position in the compiled program.
func (m *stackMapper) positions() *regexp.Regexp {
	if m.re == nil {
		m.re = regexp.MustCompile(regexp.QuoteMeta(m.filename) + `:(\d+):(\d+)(?:\(\d+\))?`)
	}
	return m.re
}

// maxFrames bounds the frames a rendered stack keeps.
const maxFrames = 10

// mapStack maps the program's frames of a goja stack text to TS positions,
// drops frames of runtime-internal code, collapses repeats, and appends the
// TS line of the first program frame. Text that is not a goja stack (a
// program-assigned string) passes through with positions mapped.
func (m *stackMapper) mapStack(stack string) string {
	lines := strings.Split(strings.TrimRight(stack, "\n"), "\n")
	var b strings.Builder
	first, frames, last, repeats := 0, 0, "", 0
	flush := func() {
		if repeats > 0 {
			fmt.Fprintf(&b, "\n    ... (repeated %d more times)", repeats)
			repeats = 0
		}
	}
	for i, ln := range lines {
		if !strings.HasPrefix(ln, "\tat ") {
			if i > 0 {
				b.WriteByte('\n')
			}
			b.WriteString(m.mapPositions(ln, &first))
			continue
		}
		if !strings.Contains(ln, m.filename+":") {
			continue // a frame of runtime-internal code
		}
		text := "    at " + m.mapPositions(ln[len("\tat "):], &first)
		if text == last {
			repeats++
			continue
		}
		flush()
		if frames == maxFrames {
			b.WriteString("\n    ...")
			break
		}
		frames++
		last = text
		b.WriteByte('\n')
		b.WriteString(text)
	}
	flush()
	if first > 0 {
		b.WriteString(excerpt(m.src, first))
	}
	return b.String()
}

// mapPositions rewrites FILE:L:C(PC) positions in s, recording the first
// mapped TS line in *first.
func (m *stackMapper) mapPositions(s string, first *int) string {
	re := m.positions()
	return re.ReplaceAllStringFunc(s, func(p string) string {
		sub := re.FindStringSubmatch(p)
		l, _ := strconv.Atoi(sub[1])
		c, _ := strconv.Atoi(sub[2])
		line, col, ok := m.src.Position(l, c)
		if !ok {
			return m.filename
		}
		if *first == 0 {
			*first = line
		}
		return m.filename + ":" + strconv.Itoa(line) + ":" + strconv.Itoa(col)
	})
}

// framesText renders the frames of a goja exception (used for uncatchable
// errors, which carry no JS value).
func (m *stackMapper) framesText(frames []goja.StackFrame) string {
	var b strings.Builder
	first, n, last, repeats := 0, 0, "", 0
	for _, f := range frames {
		p := f.Position()
		if f.SrcName() != m.filename {
			continue
		}
		line, col, ok := m.src.Position(p.Line, p.Column)
		if !ok {
			continue
		}
		if first == 0 {
			first = line
		}
		name := f.FuncName()
		if name == "" {
			name = "<anonymous>"
		}
		text := fmt.Sprintf("\n    at %s (%s:%d:%d)", name, m.filename, line, col)
		if text == last {
			repeats++
			continue
		}
		if repeats > 0 {
			fmt.Fprintf(&b, "\n    ... (repeated %d more times)", repeats)
			repeats = 0
		}
		if n == maxFrames {
			b.WriteString("\n    ...")
			break
		}
		n++
		last = text
		b.WriteString(text)
	}
	if repeats > 0 {
		fmt.Fprintf(&b, "\n    ... (repeated %d more times)", repeats)
	}
	if first > 0 {
		b.WriteString(excerpt(m.src, first))
	}
	return b.String()
}
