package transpile

import (
	"strings"

	"github.com/evanw/esbuild/pkg/api"
)

// Normalization.
//
// Models often hand over a program in a shape other than a function body,
// and every peer accepts two of them (Cloudflare's codemode normalizeCode,
// and others): the program inside a Markdown code fence, and a program
// that is one function expression (`async () => {...}`) meant to be
// called. Taken literally, the first is a tagged template of an empty
// string (TypeError at run time) and the second a function that is never
// called (success with no value), so Transform normalizes both before
// compiling, and says what it did in Program.Normalized.
//
// Both keep every line of the program where it was, so positions still
// point at the model's own text (DESIGN §3.2):
//
//   - A fence is removed by blanking its lines (and any prose around it),
//     keeping their line terminators.
//   - A lone function is called by text spliced outside the program's
//     lines: `return (` at the end of the wrapper's header line and `\n)()`
//     after the program. A `;` that ends the expression statement is
//     replaced by a space.
//
// Decisions are made with esbuild, never by matching the program's text:
// whether the program is one expression statement whose value is a
// function is asked of esbuild's parser and its constant folding of
// typeof (see loneFunction). A scan of the program's first token only
// avoids asking when the answer cannot be yes.
//
// What is not normalized: a last expression is not returned (a program is
// the body of a function, and falling off its end completes with no value,
// reference RC-05); `export default` is removed only before a lone
// function (Cloudflare's normalizer unwraps it), and stays an error
// otherwise (hint in error.go).

// shape is a program after normalization: the text compiled in place of
// the source (same lines), text spliced at the end of the wrapper's header
// line and before its footer, and the one-line note for the logs.
type shape struct {
	body, lead, tail string
	note             string
}

// fenceLangs are the info strings of a code fence that is stripped; a
// fence in another language is left alone (and fails as it is).
var fenceLangs = map[string]bool{
	"": true, "js": true, "javascript": true, "ts": true, "typescript": true,
	"jsx": true, "tsx": true, "mjs": true, "mts": true, "cjs": true, "cts": true,
}

// normalize returns the shape in which source is compiled.
func normalize(source string, params []string) shape {
	sh := shape{body: source}
	var notes []string
	if body, note, ok := unfence(source, params); ok {
		sh.body = body
		notes = append(notes, note)
	}
	if body, kind, ok := loneFunction(sh.body); ok {
		sh.body = body
		sh.lead, sh.tail = "return (", "\n)()"
		notes = append(notes, "called the program's lone "+kind+" and returned its result")
	} else if bare, ok := exportDefault(sh.body); ok {
		if body, kind, ok := loneFunction(bare); ok {
			sh.body = body
			sh.lead, sh.tail = "return (", "\n)()"
			notes = append(notes, "removed `export default`; called the program's lone "+kind+" and returned its result")
		}
	}
	if len(notes) > 0 {
		sh.note = "codemode: normalized the program: " + strings.Join(notes, "; ")
	}
	return sh
}

// fenceLine reports whether line (trimmed of spaces) is a Markdown code
// fence line, and its info string.
func fenceLine(line string) (lang string, ok bool) {
	t := strings.TrimSpace(line)
	if !strings.HasPrefix(t, "```") {
		return "", false
	}
	lang = strings.TrimSpace(strings.TrimLeft(t, "`"))
	if strings.Contains(lang, "`") {
		return "", false
	}
	return strings.ToLower(lang), true
}

// unfence strips one Markdown code fence around the program. Two cases:
//
//   - the first and last non-blank lines are an opening fence (in a
//     JavaScript or TypeScript dialect, or with no language) and a closing
//     one: their lines are blanked whatever lies between;
//   - otherwise, the program holds exactly two fence lines, an opening
//     and a closing one, and does not compile as it is (so the fences
//     cannot be part of a template literal): everything outside the fence,
//     prose included, is blanked too.
func unfence(source string, params []string) (string, string, bool) {
	if !strings.Contains(source, "```") {
		return "", "", false
	}
	lines := splitLines(source)
	first, last := -1, -1
	var fences []int
	for i, l := range lines {
		t := source[l.start:l.end]
		if strings.TrimSpace(t) == "" {
			continue
		}
		if first < 0 {
			first = i
		}
		last = i
		if _, ok := fenceLine(t); ok {
			fences = append(fences, i)
		}
	}
	open, close := -1, -1
	prose := false
	switch {
	case first >= 0 && first < last && len(fences) >= 2 && fences[0] == first && fences[len(fences)-1] == last:
		open, close = first, last
	case len(fences) == 2:
		if res := esbuild(header(params, "")+source+footer, transformOptions(source, DefaultFilename, false)); len(res.Errors) == 0 {
			return "", "", false
		}
		open, close, prose = fences[0], fences[1], true
	default:
		return "", "", false
	}
	lang, _ := fenceLine(source[lines[open].start:lines[open].end])
	if c, _ := fenceLine(source[lines[close].start:lines[close].end]); c != "" || !fenceLangs[lang] {
		return "", "", false
	}
	var b strings.Builder
	b.Grow(len(source))
	for i, l := range lines {
		keep := i > open && i < close
		if keep {
			b.WriteString(source[l.start:l.end])
		}
		if i+1 < len(lines) {
			b.WriteString(source[l.end:lines[i+1].start]) // the terminator
		}
	}
	what := "removed the ```" + lang + " fence"
	if lang == "" {
		what = "removed the ``` fence"
	}
	what += " around it (lines " + itoa(open+1) + " and " + itoa(close+1) + ")"
	if prose {
		what += " and the text outside the fence"
	}
	return b.String(), what, true
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var d [20]byte
	i := len(d)
	for ; n > 0; n /= 10 {
		i--
		d[i] = byte('0' + n%10)
	}
	return string(d[i:])
}

// loneFunction reports whether body is one expression statement whose
// value is a function (an arrow function or a function expression, named
// or not, or a lone function declaration, which peers call too). It
// returns body with the statement's own ";" (if any) replaced by a space,
// and what kind of function it is.
//
// esbuild decides, in two steps. First body must parse as one
// parenthesized expression, `(\n<body>\n)`; where esbuild stops at a ";"
// (the statement's terminator) that ";" is blanked and the parse retried.
// Then the printed expression (types stripped, comments dropped) is
// parsed as `t = typeof (<expr>)`: esbuild's syntax minifier folds typeof of an
// arrow or function expression to the constant "function", and of
// nothing else (a call, a class, an identifier, a sequence with side
// effects) to that constant.
func loneFunction(body string) (string, string, bool) {
	kind, ok := leadsLikeFunction(body)
	if !ok {
		return "", "", false
	}
	b := []byte(body)
	var printed api.TransformResult
	for tries := 0; ; tries++ {
		printed = esbuild("(\n"+string(b)+"\n)", api.TransformOptions{Loader: api.LoaderTS, LogLevel: api.LogLevelSilent, TsconfigRaw: tsconfig, LegalComments: api.LegalCommentsNone})
		if len(printed.Errors) == 0 {
			break
		}
		loc := printed.Errors[0].Location
		if tries == 2 || loc == nil || loc.Line < 2 {
			return "", "", false
		}
		lines := splitLines(string(b))
		n := loc.Line - 2 // 0-based line of body
		if n >= len(lines) {
			return "", "", false
		}
		at := lines[n].start + loc.Column
		if at >= lines[n].end || b[at] != ';' {
			return "", "", false
		}
		b[at] = ' '
	}
	expr := strings.TrimSuffix(strings.TrimRight(string(printed.Code), "\n"), ";")
	folded := esbuild("t = typeof (\n"+expr+"\n)", api.TransformOptions{Loader: api.LoaderJS, LogLevel: api.LogLevelSilent, MinifySyntax: true})
	if len(folded.Errors) > 0 || strings.TrimSpace(string(folded.Code)) != `t = "function";` {
		return "", "", false
	}
	return string(b), kind, true
}

// exportDefault returns body with a leading `export default` blanked
// (each byte a space, so columns stay), when body starts with those two
// words; whether what follows is a lone function is loneFunction's
// decision.
func exportDefault(body string) (string, bool) {
	s := skipTrivia(body)
	if identPrefix(s) != "export" {
		return "", false
	}
	rest := skipTrivia(s[len("export"):])
	if identPrefix(rest) != "default" {
		return "", false
	}
	start := len(body) - len(s)
	end := len(body) - len(rest) + len("default")
	b := []byte(body)
	for i := start; i < end; i++ {
		if b[i] != '\n' && b[i] != '\r' {
			b[i] = ' '
		}
	}
	return string(b), true
}

// leadsLikeFunction scans the first token of body (after spaces and
// comments): only a program that starts with `async`, `function`, `(`
// or an identifier can be a lone function, and which one names the kind
// for the note. It decides nothing on its own (loneFunction asks esbuild).
func leadsLikeFunction(body string) (string, bool) {
	s := skipTrivia(body)
	word := identPrefix(s)
	switch {
	case word == "async":
		rest := skipTrivia(s[len(word):])
		if identPrefix(rest) == "function" {
			return "async function", true
		}
		return "async arrow function", true
	case word == "function":
		return "function", true
	case strings.HasPrefix(s, "("):
		return "arrow function", true
	case word != "" && !reserved[word] && strings.HasPrefix(skipTrivia(s[len(word):]), "=>"):
		return "arrow function", true
	}
	return "", false
}

// skipTrivia drops leading white space, line terminators and comments.
func skipTrivia(s string) string {
	for {
		t := strings.TrimLeft(s, " \t\r\n\v\f\u00a0\u2028\u2029\ufeff")
		switch {
		case strings.HasPrefix(t, "//"):
			i := strings.IndexAny(t, "\r\n\u2028\u2029")
			if i < 0 {
				return ""
			}
			s = t[i:]
		case strings.HasPrefix(t, "/*"):
			i := strings.Index(t[2:], "*/")
			if i < 0 {
				return ""
			}
			s = t[i+4:]
		default:
			return t
		}
	}
}

// identPrefix returns the ASCII identifier that s starts with, or "".
func identPrefix(s string) string {
	i := 0
	for i < len(s) {
		c := s[i]
		if c == '_' || c == '$' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' && i > 0 {
			i++
			continue
		}
		break
	}
	return s[:i]
}
