package transpile

import (
	"fmt"
	"strconv"
	"strings"
	"sync"

	"github.com/evanw/esbuild/pkg/api"
)

// Module syntax (issue #40, causes 1 and 2).
//
// A program is the body of a function, where `import` and `export`
// declarations cannot stand, yet models write them: `import type {…}`,
// an import whose bindings are never used (TypeScript drops both), the
// "servers as a file tree" shape of Anthropic's "Code execution with MCP"
// (`import * as gdrive from './servers/google-drive'`), and `export`
// before a function or `export {}`. compile handles them before wrapping:
//
//   - every top-level import and export declaration is found (scan, a
//     lexical walk of the top level that skips strings, templates,
//     comments, regular expressions and bracketed text) and blanked (each
//     byte a space, line terminators kept, so positions stay);
//   - (TS-7) an `export` modifier before a declaration (`export function f`,
//     `export const x`, `export default …`) loses only its keywords; an
//     export clause (`export {}`, `export { a as b }`) goes whole;
//   - which imports are used is esbuild's decision, with TypeScript's
//     rules: the program is parsed as a module (its top-level `return`s,
//     which esbuild locates, neutralized for that parse only) and esbuild
//     resolves only the imports that survive type and unused-import
//     elision (usedImports);
//   - (TS-8, TS-9) an import from "./servers/<server>" or "./servers/<server>/<tool>"
//     becomes an Import of the Program: its bindings are declared on the
//     wrapper's header line from the extra parameter ImportsParam, which
//     the runtime fills from the request's servers (transpile knows no
//     tools); any other import that survives elision is an *Error,
//     "programs cannot import modules: …", located at its specifier.

// ImportsParam is the parameter after Options.Params through which a
// Program with Imports receives their values: an array with one value per
// Import, in order.
const ImportsParam = "__codemode_imports"

// ImportKind is how an import binds its local name.
type ImportKind string

// The import binding kinds.
const (
	// ImportNamespace is `import * as name from "…"`.
	ImportNamespace ImportKind = "namespace"
	// ImportDefault is `import name from "…"`.
	ImportDefault ImportKind = "default"
	// ImportNamed is `import { Name as local } from "…"`.
	ImportNamed ImportKind = "named"
)

// Import is one binding of an import from the servers tree.
type Import struct {
	// Specifier is the module as written ("./servers/google-drive").
	Specifier string
	// Server is the server's name from the specifier ("google-drive").
	Server string
	// Tool is the tool's file name for "./servers/<server>/<tool>" ("" for
	// the server itself), without an extension.
	Tool string
	// Kind says how Local is bound; Name is the imported name of a named
	// import.
	Kind  ImportKind
	Name  string
	Local string
	// Line and Col (1-based, Col in UTF-16 units) locate the specifier.
	Line, Col int
}

// decl is one top-level import or export declaration found by scan.
type decl struct {
	start, end int  // the bytes blanked
	isImport   bool // an import declaration (else an export)
	typeOnly   bool // `import type …` / `export type {…}`: erased
	spec       string
	specAt     int // byte offset of the specifier's quote, -1 when none
	binds      []Import
}

// modules blanks the module declarations of source and returns the text
// compiled in their place, the Imports and the lead that binds them; ok is
// false when source has none. A used import of a module other than the
// servers tree is an *Error.
func modules(source, filename string) (body string, imports []Import, lead string, ok bool, err error) {
	if !strings.Contains(source, "import") && !strings.Contains(source, "export") {
		return "", nil, "", false, nil
	}
	decls := scan(source)
	if len(decls) == 0 {
		return "", nil, "", false, nil
	}
	used, located, err := usedImports(source, filename)
	if err != nil {
		return "", nil, "", false, err
	}
	b := []byte(source)
	for _, d := range decls {
		if d.specAt >= 0 && !d.typeOnly && used(d.spec) {
			if _, _, isServer := serverPath(d.spec); !isServer {
				return "", nil, "", false, located(d.specAt, "programs cannot import modules: "+strconv.Quote(d.spec)+" (a program is the body of an async function; only \"./servers/<server>\" and \"./servers/<server>/<tool>\" name the tools)")
			}
		}
		if d.isImport && !d.typeOnly {
			if server, tool, isServer := serverPath(d.spec); isServer {
				line, col := position(source, d.specAt)
				for _, bi := range d.binds {
					bi.Specifier, bi.Server, bi.Tool, bi.Line, bi.Col = d.spec, server, tool, line, col
					imports = append(imports, bi)
				}
			}
		}
		blank(b, d.start, d.end)
	}
	var l strings.Builder
	for i, im := range imports {
		fmt.Fprintf(&l, "const %s = %s[%d];", im.Local, ImportsParam, i)
	}
	return string(b), imports, l.String(), true, nil
}

// blank replaces b[start:end] by spaces, keeping line terminators.
func blank(b []byte, start, end int) {
	for i := start; i < end && i < len(b); i++ {
		if b[i] != '\n' && b[i] != '\r' {
			b[i] = ' '
		}
	}
}

// position is the 1-based line and UTF-16 column of byte offset at.
func position(source string, at int) (int, int) {
	lines := splitLines(source)
	for i, l := range lines {
		if at <= l.end {
			return i + 1, utf16Len(source[l.start:at]) + 1
		}
	}
	return len(lines), 1
}

// serverPath splits a specifier of the servers tree: "./servers/S",
// "./servers/S/index", "./servers/S/T" (an extension .ts, .js, .mjs or
// .mts dropped; "servers/…" and "/servers/…" accepted too).
func serverPath(spec string) (server, tool string, ok bool) {
	s := spec
	for _, p := range []string{"./", "/"} {
		s = strings.TrimPrefix(s, p)
	}
	rest, ok := strings.CutPrefix(s, "servers/")
	if !ok {
		return "", "", false
	}
	for _, ext := range []string{".ts", ".js", ".mjs", ".mts"} {
		rest = strings.TrimSuffix(rest, ext)
	}
	parts := strings.Split(rest, "/")
	switch {
	case len(parts) == 1 && parts[0] != "":
		return parts[0], "", true
	case len(parts) == 2 && parts[0] != "" && parts[1] != "":
		if parts[1] == "index" {
			return parts[0], "", true
		}
		return parts[0], parts[1], true
	}
	return "", "", false
}

// returnTopLevel is esbuild's error for a top-level return in a module.
const returnTopLevel = "Top-level return cannot be used inside an ECMAScript module"

// usedImports parses source as a module and returns the specifiers of the
// imports (and re-exports) esbuild keeps after TypeScript's elision of
// type-only and unused imports. The program's top-level `return`s make
// the module parse fail; esbuild reports each of them, and they are
// replaced, for this parse only, by text of the same length that keeps
// the statement parseable. located makes an *Error at a byte offset of
// source. A syntax error of the program is left for the wrapped compile
// to report: the imports are then taken as all used.
func usedImports(source, filename string) (func(spec string) bool, func(at int, msg string) *Error, error) {
	srcLines := splitLines(source)
	located := func(at int, msg string) *Error {
		line, col := position(source, at)
		return &Error{Filename: filename, Line: line, Col: col, Message: msg, LineText: lineText(source, srcLines, line), Count: 1}
	}
	text := source
	opts := api.TransformOptions{Loader: api.LoaderTS, LogLevel: api.LogLevelSilent, TsconfigRaw: tsconfig}
	res := esbuild(text, opts)
	if len(res.Errors) > 0 {
		b := []byte(text)
		for _, e := range res.Errors {
			if e.Text != returnTopLevel || e.Location == nil || e.Location.Line < 1 || e.Location.Line > len(srcLines) {
				return allUsed, located, nil
			}
			at := srcLines[e.Location.Line-1].start + e.Location.Column
			if !strings.HasPrefix(text[at:], "return") {
				return allUsed, located, nil
			}
			copy(b[at:], neutralReturn(text[at+len("return"):]))
		}
		text = string(b)
	}
	var mu sync.Mutex // esbuild may resolve on several goroutines
	used := map[string]bool{}
	build := api.Build(api.BuildOptions{
		Stdin:       &api.StdinOptions{Contents: text, Loader: api.LoaderTS, Sourcefile: filename},
		Bundle:      true,
		Write:       false,
		LogLevel:    api.LogLevelSilent,
		TsconfigRaw: tsconfig,
		Format:      api.FormatESModule,
		Plugins: []api.Plugin{{Name: "codemode-imports", Setup: func(pb api.PluginBuild) {
			pb.OnResolve(api.OnResolveOptions{Filter: ".*"}, func(a api.OnResolveArgs) (api.OnResolveResult, error) {
				mu.Lock()
				used[a.Path] = true
				mu.Unlock()
				return api.OnResolveResult{Path: a.Path, External: true}, nil
			})
		}}},
	})
	esbuildCalls.Add(1)
	if len(build.Errors) > 0 {
		return allUsed, located, nil
	}
	return func(spec string) bool { return used[spec] }, located, nil
}

// allUsed stands for "every import is used".
func allUsed(string) bool { return true }

// neutralReturn is the six bytes that replace a top-level `return` for
// the module parse: an assignment to a throwaway name when an argument
// follows, else a call statement.
func neutralReturn(after string) string {
	t := after
	for {
		t = strings.TrimLeft(t, " \t")
		if strings.HasPrefix(t, "/*") {
			i := strings.Index(t[2:], "*/")
			if i < 0 {
				return "$r$$()"
			}
			if strings.ContainsAny(t[2:2+i], "\r\n\u2028\u2029") {
				return "$r$$()"
			}
			t = t[i+4:]
			continue
		}
		break
	}
	if t == "" || strings.HasPrefix(t, "//") || strings.ContainsAny(t[:1], ";}\r\n") || strings.HasPrefix(t, "\u2028") || strings.HasPrefix(t, "\u2029") {
		return "$r$$()"
	}
	return "$r$$ ="
}
