package transpile

import (
	"strings"
	"unicode/utf8"
)

// scan finds the top-level import and export declarations of a program.
//
// It is a lexical walk, not a parser: it skips comments, string and
// template literals (with their substitutions), regular expression
// literals and everything inside brackets, and at bracket depth 0 takes
// `import` or `export` at the start of a statement (first token, after
// `;` or `}`, or on a new line) as a declaration when what follows has
// the declaration's shape (see importDecl, exportDecl). `import(` and
// `import.meta` are expressions and left alone. Whether a declaration's
// imports are used is esbuild's decision (usedImports), and the blanked
// program is compiled by esbuild like any other, so a misreading here
// shows up as a compile error, never as a silently changed program.
func scan(src string) []decl {
	var out []decl
	depth := 0
	var tmpl []int // the depth at which each open template substitution started
	prev := tokenNone
	prevWord := ""
	var prevPunct byte
	newline := false
	for i := 0; i < len(src); {
		c := src[i]
		switch {
		case c == '\n' || c == '\r':
			newline = true
			i++
		case c == ' ' || c == '\t' || c == '\v' || c == '\f':
			i++
		case strings.HasPrefix(src[i:], "//"):
			i = lineEnd(src, i)
		case strings.HasPrefix(src[i:], "/*"):
			end := strings.Index(src[i+2:], "*/")
			if end < 0 {
				return out
			}
			if strings.ContainsAny(src[i:i+2+end], "\r\n\u2028\u2029") {
				newline = true
			}
			i += end + 4
		case c == '"' || c == '\'':
			i = stringEnd(src, i)
			prev, newline = tokenValue, false
		case c == '`':
			var open bool
			i, open = templateEnd(src, i+1)
			if open {
				tmpl = append(tmpl, depth)
				depth++
			}
			prev, newline = tokenValue, false
		case c == '/' && regexAllowed(prev, prevWord, prevPunct):
			i = regexEnd(src, i)
			prev, newline = tokenValue, false
		case identStart(src, i):
			word, end := readIdent(src, i)
			if depth == 0 && (word == "import" || word == "export") && (prev == tokenNone || prev == tokenPunct && (prevPunct == ';' || prevPunct == '}') || newline) {
				var d decl
				var ok bool
				if word == "import" {
					d, ok = importDecl(src, i)
				} else {
					d, ok = exportDecl(src, i)
				}
				if ok {
					out = append(out, d)
					i = d.end
					prev, prevPunct, newline = tokenPunct, ';', false
					continue
				}
			}
			i = end
			prev, prevWord, newline = tokenWord, word, false
		case c >= '0' && c <= '9' || c == '.' && i+1 < len(src) && src[i+1] >= '0' && src[i+1] <= '9':
			i = numberEnd(src, i)
			prev, newline = tokenValue, false
		default:
			if c >= utf8.RuneSelf { // other white space (U+2028, NBSP …)
				r, n := utf8.DecodeRuneInString(src[i:])
				if r == '\u2028' || r == '\u2029' {
					newline = true
				}
				i += n
				continue
			}
			switch c {
			case '(', '[', '{':
				depth++
			case ')', ']':
				depth--
			case '}':
				depth--
				if n := len(tmpl); n > 0 && tmpl[n-1] == depth {
					tmpl = tmpl[:n-1]
					var open bool
					i, open = templateEnd(src, i+1)
					if open {
						tmpl = append(tmpl, depth)
						depth++
					}
					prev, newline = tokenValue, false
					continue
				}
			}
			i++
			prev, prevPunct, newline = tokenPunct, c, false
		}
	}
	return out
}

// The kinds of the token before a position, as scan tells a regular
// expression from a division.
const (
	tokenNone = iota
	tokenPunct
	tokenWord
	tokenValue
)

// regexAllowed reports whether a "/" after the given token starts a
// regular expression literal.
func regexAllowed(prev int, word string, punct byte) bool {
	switch prev {
	case tokenNone:
		return true
	case tokenPunct:
		return punct != ')' && punct != ']'
	case tokenWord:
		switch word {
		case "return", "typeof", "instanceof", "in", "of", "new", "delete", "void", "throw", "case", "do", "else", "yield", "await":
			return true
		}
	}
	return false
}

func identStart(s string, i int) bool {
	c := s[i]
	if c == '_' || c == '$' || c == '\\' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' {
		return true
	}
	if c >= utf8.RuneSelf {
		r, _ := utf8.DecodeRuneInString(s[i:])
		return r != '\u2028' && r != '\u2029' && r != '\u00a0' && r != '\ufeff' && r > 0x7f && !isSpaceRune(r)
	}
	return false
}

func isSpaceRune(r rune) bool {
	return r == '\u1680' || r >= '\u2000' && r <= '\u200a' || r == '\u202f' || r == '\u205f' || r == '\u3000'
}

// readIdent returns the identifier at i (escapes kept as written).
func readIdent(s string, i int) (string, int) {
	j := i
	for j < len(s) {
		c := s[j]
		switch {
		case c == '_' || c == '$' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9':
			j++
		case c == '\\':
			j += 2
		case c >= utf8.RuneSelf:
			r, n := utf8.DecodeRuneInString(s[j:])
			if r == '\u2028' || r == '\u2029' || r == '\u00a0' || r == '\ufeff' || isSpaceRune(r) {
				return s[i:j], j
			}
			j += n
		default:
			return s[i:min(j, len(s))], min(j, len(s))
		}
	}
	return s[i:min(j, len(s))], min(j, len(s))
}

func lineEnd(s string, i int) int {
	if k := strings.IndexAny(s[i:], "\r\n\u2028\u2029"); k >= 0 {
		return i + k
	}
	return len(s)
}

// stringEnd returns the offset just past the string literal at i.
func stringEnd(s string, i int) int {
	q := s[i]
	for j := i + 1; j < len(s); j++ {
		switch s[j] {
		case '\\':
			j++
		case q:
			return j + 1
		case '\n', '\r':
			return j // unterminated: esbuild reports it
		}
	}
	return len(s)
}

// templateEnd scans template text from i (just past "`" or a
// substitution's "}") to the closing "`" (open false) or a "${" (open
// true), returning the offset after it.
func templateEnd(s string, i int) (int, bool) {
	for j := i; j < len(s); j++ {
		switch s[j] {
		case '\\':
			j++
		case '`':
			return j + 1, false
		case '$':
			if j+1 < len(s) && s[j+1] == '{' {
				return j + 2, true
			}
		}
	}
	return len(s), false
}

// regexEnd returns the offset past the regular expression literal at i
// and its flags.
func regexEnd(s string, i int) int {
	class := false
	j := i + 1
	for ; j < len(s); j++ {
		c := s[j]
		switch {
		case c == '\\':
			j++
		case c == '[':
			class = true
		case c == ']':
			class = false
		case c == '/' && !class:
			j++
			for j < len(s) && (s[j] >= 'a' && s[j] <= 'z' || s[j] >= 'A' && s[j] <= 'Z') {
				j++
			}
			return j
		case c == '\n' || c == '\r':
			return j
		}
	}
	return len(s)
}

func numberEnd(s string, i int) int {
	j := i
	for j < len(s) {
		c := s[j]
		switch {
		case c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_' || c == '.':
			j++
		case (c == '+' || c == '-') && j > i && (s[j-1] == 'e' || s[j-1] == 'E') && !strings.HasPrefix(s[i:], "0x") && !strings.HasPrefix(s[i:], "0X"):
			j++
		default:
			return j
		}
	}
	return j
}

// skip returns the offset of the next token at or after i (white space,
// line terminators and comments skipped).
func skip(s string, i int) int {
	for i < len(s) {
		t := skipTrivia(s[i:])
		n := len(s) - len(t)
		if n == i {
			return i
		}
		i = n
	}
	return i
}

// wordAt returns the identifier at i, or "".
func wordAt(s string, i int) (string, int) {
	if i >= len(s) || !identStart(s, i) {
		return "", i
	}
	return readIdent(s, i)
}

// specifierAt reads a string literal at i: its value (escapes are not
// decoded; a specifier with one is taken as written) and the offset past
// it.
func specifierAt(s string, i int) (string, int, bool) {
	if i >= len(s) || s[i] != '"' && s[i] != '\'' {
		return "", i, false
	}
	end := stringEnd(s, i)
	if end <= i+1 || s[end-1] != s[i] {
		return "", i, false
	}
	return s[i+1 : end-1], end, true
}

// declTail ends a declaration after its specifier (at i): import
// attributes (`with {…}` or `assert {…}`) and a `;` on the same line.
func declTail(s string, i int) int {
	k := skip(s, i)
	if w, end := wordAt(s, k); w == "with" || w == "assert" {
		if b := skip(s, end); b < len(s) && s[b] == '{' {
			if e := braceEnd(s, b); e > 0 {
				i = e
			}
		}
	}
	k = i
	for k < len(s) && (s[k] == ' ' || s[k] == '\t') {
		k++
	}
	if k < len(s) && s[k] == ';' {
		return k + 1
	}
	return i
}

// braceEnd returns the offset past the "}" matching the "{" at i (strings
// skipped), or -1; it looks no further than maxClause bytes, so a program
// of many unclosed clauses costs linear time.
func braceEnd(s string, i int) int {
	depth := 0
	for j := i; j < len(s) && j-i < maxClause; j++ {
		switch s[j] {
		case '"', '\'':
			j = stringEnd(s, j) - 1
		case '{':
			depth++
		case '}':
			depth--
			if depth == 0 {
				return j + 1
			}
		}
	}
	return -1
}

// maxClause is the longest export clause or import attributes braceEnd
// reads.
const maxClause = 1 << 16

// importDecl reads the import declaration at i ("import" at statement
// start). ok is false for what is not one (`import(…)`, `import.meta`,
// `import x = require(…)`), which is left to esbuild.
func importDecl(s string, i int) (d decl, ok bool) {
	d = decl{start: i, isImport: true, specAt: -1}
	j := skip(s, i+len("import"))
	if j >= len(s) {
		return d, false
	}
	if spec, end, ok := specifierAt(s, j); ok { // import "x"
		d.spec, d.specAt, d.end = spec, j, declTail(s, end)
		return d, true
	}
	if w, end := wordAt(s, j); w == "type" {
		k := skip(s, end)
		if k < len(s) && (s[k] == '{' || s[k] == '*') {
			d.typeOnly, j = true, k
		} else if w2, _ := wordAt(s, k); w2 != "" && w2 != "from" {
			d.typeOnly, j = true, k
		}
	}
	var binds []Import
	if w, end := wordAt(s, j); w != "" && s[j] != '{' && s[j] != '*' {
		if strings.ContainsRune(w, '\\') {
			return d, false // an escaped name is left to esbuild
		}
		binds = append(binds, Import{Kind: ImportDefault, Name: "default", Local: w})
		j = skip(s, end)
		if j < len(s) && s[j] == ',' {
			j = skip(s, j+1)
		} else if w, _ := wordAt(s, j); w != "from" {
			return d, false // import x = require("y"), and others
		}
	}
	switch {
	case j < len(s) && s[j] == '*':
		j = skip(s, j+1)
		w, end := wordAt(s, j)
		if w != "as" {
			return d, false
		}
		j = skip(s, end)
		local, end := wordAt(s, j)
		if local == "" || strings.ContainsRune(local, '\\') {
			return d, false
		}
		binds = append(binds, Import{Kind: ImportNamespace, Local: local})
		j = skip(s, end)
	case j < len(s) && s[j] == '{':
		j = skip(s, j+1)
		for j < len(s) && s[j] != '}' {
			typeOnly := false
			name, end := wordAt(s, j)
			if name == "type" { // { type A }, { type A as B }; not { type } or { type as B }
				if w, e := wordAt(s, skip(s, end)); w != "" && w != "as" {
					typeOnly, name, end = true, w, e
				}
			}
			if name == "" {
				str, e, ok := specifierAt(s, j)
				if !ok {
					return d, false
				}
				name, end = str, e
			}
			local := name
			j = skip(s, end)
			if w, e := wordAt(s, j); w == "as" {
				j = skip(s, e)
				if local, e = wordAt(s, j); local == "" {
					return d, false
				}
				j = skip(s, e)
			}
			if strings.ContainsRune(local, '\\') {
				return d, false
			}
			if !typeOnly {
				binds = append(binds, Import{Kind: ImportNamed, Name: name, Local: local})
			}
			if j < len(s) && s[j] == ',' {
				j = skip(s, j+1)
			} else if j < len(s) && s[j] != '}' {
				return d, false
			}
		}
		if j >= len(s) {
			return d, false
		}
		j = skip(s, j+1)
	}
	w, end := wordAt(s, j)
	if w != "from" {
		return d, false
	}
	j = skip(s, end)
	spec, end, ok := specifierAt(s, j)
	if !ok {
		return d, false
	}
	d.spec, d.specAt, d.end = spec, j, declTail(s, end)
	if !d.typeOnly {
		d.binds = binds
	}
	return d, true
}

// exportDecl reads the export declaration at i ("export" at statement
// start): an export clause or re-export is blanked whole; before a
// declaration (or `default`) only the keywords are.
func exportDecl(s string, i int) (d decl, ok bool) {
	d = decl{start: i, specAt: -1}
	j := skip(s, i+len("export"))
	if j >= len(s) {
		return d, false
	}
	clause := func(j int) (decl, bool) {
		if s[j] == '{' {
			e := braceEnd(s, j)
			if e < 0 {
				return d, false
			}
			j = e
		} else { // * [as name]
			j = skip(s, j+1)
			if w, e := wordAt(s, j); w == "as" {
				j = skip(s, e)
				if _, e = wordAt(s, j); e == j {
					if _, e2, ok := specifierAt(s, j); ok {
						e = e2
					} else {
						return d, false
					}
				}
				j = e
			}
		}
		k := skip(s, j)
		if w, e := wordAt(s, k); w == "from" {
			k = skip(s, e)
			spec, e, ok := specifierAt(s, k)
			if !ok {
				return d, false
			}
			d.spec, d.specAt, d.end = spec, k, declTail(s, e)
			return d, true
		}
		if s[skip(s, i+len("export"))] == '*' {
			return d, false
		}
		d.end = declTail(s, j)
		return d, true
	}
	if s[j] == '{' || s[j] == '*' {
		return clause(j)
	}
	w, end := wordAt(s, j)
	switch w {
	case "":
		return d, false
	case "type":
		if k := skip(s, end); k < len(s) && s[k] == '{' {
			d.typeOnly = true
			return clause(k)
		}
		d.end = i + len("export")
	case "default":
		d.end = end
	case "as", "import": // export as namespace N; export import A = B.C
		return d, false
	default:
		d.end = i + len("export")
	}
	return d, true
}
