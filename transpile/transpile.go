package transpile

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"sync/atomic"

	"github.com/evanw/esbuild/pkg/api"

	"github.com/codemode-go/codemode/transpile/internal/srcmap"
)

// DefaultFilename names a program whose Options.Filename is empty.
const DefaultFilename = "program.ts"

// Options of one transform.
type Options struct {
	// Filename names the program in positions and errors. Empty means
	// DefaultFilename.
	Filename string
	// Params are the identifiers the runtime injects as parameters of the
	// program's function, in order (for example "tools", "ToolCallError",
	// "console"). Each must be an ASCII JavaScript identifier that is not
	// a reserved word, and they must be distinct.
	Params []string
}

// Program is a transformed program. It is immutable and safe for
// concurrent use; Transform may return the same *Program to several
// callers, so callers must not modify its fields.
type Program struct {
	// JS is a script of exactly one expression statement whose completion
	// value is the program's async function:
	//
	//	(async function(P1, P2) {
	//	  "use strict";
	//	  <esbuild helpers, only when lowering needs them>
	//	  <the program, type-stripped and lowered>
	//	});
	//
	// It contains no sourceMappingURL comment and no legal comments.
	JS string
	// Normalized is one line saying how the program was normalized before
	// it was compiled (a Markdown code fence removed, a lone function
	// expression called; see normalize.go), for the run's logs; "" when
	// the program was compiled as given.
	Normalized string
	// Imports are the bindings of the program's imports from the servers
	// tree (modules.go), in order. When there are any, the function takes
	// one more parameter after Params, ImportsParam: an array with the
	// value of each.
	Imports []Import
	// Filename is the resolved Options.Filename.
	Filename string
	// Params are the function's parameters, as given.
	Params []string

	src      string
	srcLines []span
	jsLines  []span
	m        *srcmap.Map
}

// header is the wrapper's first line; the program starts on the next one,
// so wrapped line n+1 is program line n.
// lead is text of a normalization (normalize.go) that belongs on it.
func header(params []string, lead string) string {
	return "(async function(" + strings.Join(params, ", ") + ") {'use strict';" + lead + "\n"
}

// footer closes the wrapper on a line of its own, so a trailing // comment
// in the program cannot swallow it.
const footer = "\n})"

// esbuildCalls counts esbuild Transform calls (tests check the cache with
// it).
var esbuildCalls atomic.Int64

func esbuild(input string, o api.TransformOptions) api.TransformResult {
	esbuildCalls.Add(1)
	return api.Transform(input, o)
}

// tsconfig pins the TypeScript options whose defaults could change with
// esbuild versions: ECMAScript class-field semantics and TC39 (not legacy)
// decorators. The program's own transform (transformOptions) leaves it
// out: esbuild parses a TsconfigRaw on every call (2% of a new trivial
// program), and its defaults are these values, which
// TestDefaultsAreTsconfig checks on every esbuild upgrade.
const tsconfig = `{"compilerOptions":{"useDefineForClassFields":true,"experimentalDecorators":false,"verbatimModuleSyntax":false}}`

func transformOptions(source, filename string, sourcemap bool) api.TransformOptions {
	o := api.TransformOptions{
		Loader:         api.LoaderTS,
		Sourcefile:     filename,
		Supported:      supported(source),
		LegalComments:  api.LegalCommentsNone,
		LogLevel:       api.LogLevelSilent,
		SourcesContent: api.SourcesContentExclude,
	}
	if sourcemap {
		o.Sourcemap = api.SourceMapExternal
	}
	return o
}

// Transform wraps source as the body of `async function(<params>) {...}`
// (so top-level await and return parse), strips and lowers it with esbuild
// and returns the program. A problem with the source — a syntax error, a
// construct not allowed in a function body, an attempt to close the
// wrapper early — is an *Error located in source; a bad Options value is
// a plain error. Results, errors included, are cached by (source,
// filename, params): Transform is safe for concurrent use and a repeated
// call does not run esbuild again.
func Transform(source string, opts Options) (*Program, error) {
	filename := opts.Filename
	if filename == "" {
		filename = DefaultFilename
	}
	if err := checkParams(opts.Params); err != nil {
		return nil, err
	}
	return defaultCache.get(source, filename, opts.Params)
}

// compile does the uncached work of Transform. One esbuild transform of
// the probe wrapper (see escape.go) both compiles the program and decides
// whether it escaped; the sentinel is then cut out of the output. Only a
// failing probe needs a second transform, of the plain wrapper, to tell a
// broken program (reported with esbuild's errors) from an escape.
func compile(source, filename string, params []string) (*Program, error) {
	sh := normalize(source, params)
	given := params
	body, imports, lead, ok, err := modules(sh.body, filename)
	if err != nil {
		return nil, err
	}
	if ok {
		sh.body, sh.lead = body, lead+sh.lead
		if len(imports) > 0 {
			params = append(params[:len(params):len(params)], ImportsParam)
		}
	}
	source = sh.body // same lines as the source as given
	srcLines := splitLines(source)
	s := nonce()
	pr := probe(sh, params, s)
	res := esbuild(pr, transformOptions(source, filename, true))
	if len(res.Errors) > 0 {
		plain := esbuild(header(params, sh.lead)+source+sh.tail+footer, transformOptions(source, filename, true))
		if len(plain.Errors) > 0 {
			return nil, newError(filename, source, srcLines, plain.Errors)
		}
		return nil, escapeError(filename, source, srcLines, string(plain.Code), plain.Map)
	}
	code := string(res.Code)
	if escaped(code, s, "") {
		return nil, escapeError(filename, source, srcLines, code, res.Map)
	}
	if mayEval(code) {
		// A direct eval pins the parameter's name (escape.go): ask
		// esbuild's Define instead, on the same probe.
		r := nonce()
		o := transformOptions(source, filename, true)
		o.Define = map[string]string{s: r}
		if res = esbuild(pr, o); len(res.Errors) > 0 {
			return nil, fmt.Errorf("%w: the probe parsed once, not with a define", errShape)
		}
		if code = string(res.Code); escaped(code, s, r) {
			return nil, escapeError(filename, source, srcLines, code, res.Map)
		}
	}
	m, err := decodeMap(res.Map)
	if err != nil {
		return nil, err
	}
	if e := importMetaError(filename, source, srcLines, code, m); e != nil {
		return nil, e
	}
	if code, err = stripSentinel(code, m, s); err != nil {
		return nil, err
	}
	js, err := relocateHelpers(code, m)
	if err != nil {
		return nil, err
	}
	return &Program{
		JS:         js,
		Normalized: sh.note,
		Imports:    imports,
		Filename:   filename,
		Params:     append([]string(nil), given...),
		src:        source,
		srcLines:   srcLines,
		jsLines:    splitLines(js),
		m:          m,
	}, nil
}

// decodeMap decodes esbuild's external source map.
func decodeMap(mapJSON []byte) (*srcmap.Map, error) {
	var sm struct {
		Mappings string `json:"mappings"`
	}
	if err := json.Unmarshal(mapJSON, &sm); err != nil {
		return nil, fmt.Errorf("transpile: internal: esbuild source map: %w", err)
	}
	m, err := srcmap.Decode(sm.Mappings)
	if err != nil {
		return nil, fmt.Errorf("transpile: internal: esbuild source map: %w", err)
	}
	return m, nil
}

// errShape reports esbuild output that does not have the shape the
// wrapper guarantees; it indicates a bug, not a bad program.
var errShape = errors.New("transpile: internal: unexpected esbuild output shape")

// relocateHelpers moves the helper declarations esbuild puts before the
// wrapper (for lowered syntax) to just after the function's "use strict"
// line, so the script stays one function expression and the helpers are
// neither globals nor visible before the function. Lines are moved whole,
// and m's lines are permuted the same way; the program's own lines keep
// their indexes. esbuild renames program identifiers that collide with
// helper names, so moving the helpers into the function scope is safe.
func relocateHelpers(code string, m *srcmap.Map) (string, error) {
	lines := strings.SplitAfter(code, "\n")
	h := -1
	for i, l := range lines {
		if strings.HasPrefix(l, "(async function(") {
			h = i
			break
		}
	}
	if h < 0 || h+1 >= len(lines) || lines[h+1] != "  \"use strict\";\n" {
		return "", errShape
	}
	if h == 0 {
		return code, nil
	}
	var b strings.Builder
	b.Grow(len(code))
	for _, l := range lines[h : h+2] {
		b.WriteString(l)
	}
	for _, l := range lines[:h] {
		b.WriteString(l)
	}
	for _, l := range lines[h+2:] {
		b.WriteString(l)
	}
	if len(m.Lines) > h+1 {
		moved := make([][]srcmap.Segment, 0, len(m.Lines))
		moved = append(moved, m.Lines[h:h+2]...)
		moved = append(moved, m.Lines[:h]...)
		moved = append(moved, m.Lines[h+2:]...)
		m.Lines = moved
	}
	return b.String(), nil
}

// Position maps a 1-based line and column of p.JS (columns in bytes, as
// goja reports them) to the program's own TypeScript: a 1-based line
// counted from the first line of the source as given (comments included)
// and a 1-based column in UTF-16 code units (as V8 and editors count). ok
// is false when the position has no mapping (esbuild helper code, the
// wrapper's own header) or is outside p.JS. Positions that map to the
// wrapper's closing text are clamped to the end of the program's last
// non-blank line.
func (p *Program) Position(line, col int) (srcLine, srcCol int, ok bool) {
	if line < 1 || line > len(p.jsLines) || col < 1 {
		return 0, 0, false
	}
	l := p.jsLines[line-1]
	text := p.JS[l.start:l.end]
	b := col - 1
	if b > len(text) {
		b = len(text)
	}
	seg, ok := p.m.Lookup(line-1, utf16Len(text[:b]))
	if !ok {
		return 0, 0, false
	}
	// Wrapped line 0 is the header; wrapped line n is program line n.
	n := int(seg.SrcLine)
	if n < 1 {
		return 0, 0, false
	}
	if n > len(p.srcLines) {
		n, c := lastLine(p.src, p.srcLines)
		return n, c, true
	}
	s := p.srcLines[n-1]
	c := int(seg.SrcCol) + 1
	if max := utf16Len(p.src[s.start:s.end]) + 1; c > max {
		c = max
	}
	return n, c, true
}

// SourceLine returns line n (1-based) of the original source without its
// terminator, or "" when n is out of range.
func (p *Program) SourceLine(n int) string {
	return lineText(p.src, p.srcLines, n)
}

func lineText(src string, lines []span, n int) string {
	if n < 1 || n > len(lines) {
		return ""
	}
	return src[lines[n-1].start:lines[n-1].end]
}

// lastLine returns the last non-blank line of src and the column just past
// its end (1-based, UTF-16); line 1 when every line is blank.
func lastLine(src string, lines []span) (line, col int) {
	for i := len(lines) - 1; i >= 0; i-- {
		t := src[lines[i].start:lines[i].end]
		if strings.TrimSpace(t) != "" {
			return i + 1, utf16Len(t) + 1
		}
	}
	return 1, 1
}
