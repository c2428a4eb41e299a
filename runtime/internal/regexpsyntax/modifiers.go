package regexpsyntax

import (
	"fmt"
	"sort"
	"strings"
	"sync"
	"unicode"

	"github.com/codemode-go/codemode/runtime/internal/langlib"
)

// Pattern modifiers (ES2025): a group (?ims-ims:…) turns the i, m and s
// flags on or off for the disjunction inside it. goja's engines take the
// flags for the whole pattern and reject the syntax, so
// TranslateModifiers rewrites a pattern with modifier groups into one
// without, under flags goja can run:
//
//   - s: a `.` whose dotAll differs from the pattern's flag becomes
//     [\s\S] (on) or [^\n\r\u2028\u2029] (off).
//   - m: a `^` or `$` whose multiline differs becomes a lookaround on the
//     line terminators (on) or on the input's ends (off).
//   - i: when some group's ignoreCase differs from the flag, the pattern
//     is compiled without i, and every literal character and class in
//     a case-insensitive scope is closed under simple case folding
//     (a -> [aA], [a-c] -> [a-cA-C]); with u, \w \W \b \B there gain
//     U+017F and U+212A, as the specification's case-insensitive
//     WordCharacters do, and \p{…} \P{…} the case variants of their
//     members.
//
// Known limit: a back reference in a scope whose ignoreCase differs from
// the flag keeps the flag's case sensitivity.

// modifierPrefix reads the modifiers of a group after its "(?": the
// letters i, m, s, an optional "-" and more letters, then ":". It returns
// how many runes that is (the ":" included), or false when they break an
// early error: a letter other than i, m, s, one given twice, or "-"
// with nothing on either side.
func modifierPrefix(rs []rune) (int, bool) {
	seen := map[rune]bool{}
	dash := false
	letters := 0
	for i, c := range rs {
		switch {
		case c == ':':
			if dash && letters == 0 {
				return 0, false // (?-:…)
			}
			return i + 1, letters > 0 || !dash
		case c == '-':
			if dash {
				return 0, false
			}
			dash = true
		case c == 'i' || c == 'm' || c == 's':
			if seen[c] {
				return 0, false
			}
			seen[c] = true
			letters++
		default:
			return 0, false
		}
	}
	return 0, false
}

// parseModifiers returns the flags a modifier group adds and removes.
func parseModifiers(rs []rune) (add, remove string, n int, ok bool) {
	n, ok = modifierPrefix(rs)
	if !ok || n == 1 {
		return "", "", n, false // "(?:" is no modifier group
	}
	body := string(rs[:n-1])
	add, remove, _ = strings.Cut(body, "-")
	return add, remove, n, true
}

// HasModifiers reports whether pattern may have a modifier group: "(?"
// followed by i, m, s or "-". It is a quick test; escapes are not
// skipped, so it may say true of a pattern without one.
func HasModifiers(pattern string) bool {
	for i := 0; ; {
		j := strings.Index(pattern[i:], "(?")
		if j < 0 || i+j+2 >= len(pattern) {
			return false
		}
		i += j + 2
		if strings.IndexByte("ims-", pattern[i]) >= 0 {
			return true
		}
	}
}

// CheckModifiers returns the early error of the first invalid modifier
// group of pattern, in any mode, or nil. Other syntax is not checked.
func CheckModifiers(pattern, flags string) error {
	_, _, err := TranslateModifiers(pattern, flags)
	return err
}

// modState is the flags in force at a point of the pattern.
type modState struct{ i, m, s bool }

// TranslateModifiers returns pattern without modifier groups and the
// flags to compile it with (flags without i when ignoreCase is
// translated), or the SyntaxError of an invalid modifier group. A pattern
// without modifier groups comes back unchanged.
func TranslateModifiers(pattern, flags string) (string, string, error) {
	rs := []rune(pattern)
	unicodeMode := strings.ContainsAny(flags, "uv")
	base := modState{strings.ContainsRune(flags, 'i'), strings.ContainsRune(flags, 'm'), strings.ContainsRune(flags, 's')}
	fail := func(msg string) (string, string, error) {
		return "", "", &SyntaxError{Pattern: pattern, Flags: flags, Msg: msg}
	}
	// Pass 1: validate the modifier groups and see whether any changes i.
	found, changesI := false, false
	stack := []modState{base}
	for i := 0; i < len(rs); i++ {
		switch rs[i] {
		case '\\':
			i++
		case '[':
			i = classEnd(rs, i)
		case '(':
			cur := stack[len(stack)-1]
			if i+1 < len(rs) && rs[i+1] == '?' && i+2 < len(rs) && rs[i+2] != '<' && rs[i+2] != '=' && rs[i+2] != '!' && rs[i+2] != ':' {
				add, remove, n, ok := parseModifiers(rs[i+2:])
				if !ok {
					return fail("Invalid group")
				}
				for _, c := range add {
					if strings.ContainsRune(remove, c) {
						return fail("Invalid group")
					}
				}
				found = true
				next := apply(cur, add, remove)
				changesI = changesI || next.i != base.i
				stack = append(stack, next)
				i += 1 + n
				continue
			}
			stack = append(stack, cur)
		case ')':
			if len(stack) > 1 {
				stack = stack[:len(stack)-1]
			}
		}
	}
	if !found {
		return pattern, flags, nil
	}
	outFlags := flags
	if changesI {
		outFlags = strings.Replace(flags, "i", "", 1)
	}
	// Pass 2: rewrite.
	var b strings.Builder
	stack = []modState{base}
	for i := 0; i < len(rs); i++ {
		if b.Len() > maxTranslatedPattern {
			break // a SyntaxError below
		}
		cur := stack[len(stack)-1]
		fold := changesI && cur.i
		c := rs[i]
		switch c {
		case '\\':
			j := escapeEnd(rs, i)
			esc := string(rs[i:j])
			switch {
			case fold && unicodeMode && (esc == `\w` || esc == `\W`):
				if esc == `\w` {
					b.WriteString(`[\w\u017F\u212A]`)
				} else {
					b.WriteString(`[^\w\u017F\u212A]`)
				}
			case fold && unicodeMode && (esc == `\b` || esc == `\B`):
				const w = `[\w\u017F\u212A]`
				if esc == `\b` {
					b.WriteString(`(?:(?<=` + w + `)(?!` + w + `)|(?<!` + w + `)(?=` + w + `))`)
				} else {
					b.WriteString(`(?:(?<=` + w + `)(?=` + w + `)|(?<!` + w + `)(?!` + w + `))`)
				}
			case fold && unicodeMode && len(esc) > 4 && (esc[1] == 'p' || esc[1] == 'P') && esc[2] == '{':
				b.WriteString(foldProperty(esc))
			default:
				if r, ok := escapedChar(rs[i:j], unicodeMode); ok && fold {
					writeFolded(&b, r, unicodeMode)
				} else {
					b.WriteString(esc)
				}
			}
			i = j - 1
		case '[':
			j := classEnd(rs, i)
			if fold {
				b.WriteString(foldClass(rs[i:j+1], unicodeMode))
			} else {
				b.WriteString(string(rs[i:min(j+1, len(rs))]))
			}
			i = j
		case '(':
			if i+1 < len(rs) && rs[i+1] == '?' && i+2 < len(rs) && rs[i+2] != '<' && rs[i+2] != '=' && rs[i+2] != '!' && rs[i+2] != ':' {
				add, remove, n, _ := parseModifiers(rs[i+2:])
				stack = append(stack, apply(cur, add, remove))
				b.WriteString("(?:")
				i += 1 + n
				continue
			}
			stack = append(stack, cur)
			// A group name is copied as it is, never folded.
			if i+2 < len(rs) && rs[i+1] == '?' && rs[i+2] == '<' && i+3 < len(rs) && rs[i+3] != '=' && rs[i+3] != '!' {
				end := i + 3
				for end < len(rs) && rs[end] != '>' {
					end++
				}
				b.WriteString(string(rs[i:min(end+1, len(rs))]))
				i = end
				continue
			}
			b.WriteRune(c)
		case ')':
			if len(stack) > 1 {
				stack = stack[:len(stack)-1]
			}
			b.WriteRune(c)
		case '.':
			switch {
			case cur.s == base.s:
				b.WriteRune(c)
			case cur.s:
				b.WriteString(`[\s\S]`)
			default:
				b.WriteString(`[^\n\r\u2028\u2029]`)
			}
		case '^':
			switch {
			case cur.m == base.m:
				b.WriteRune(c)
			case cur.m:
				b.WriteString(`(?:(?<![\s\S])|(?<=[\n\r\u2028\u2029]))`)
			default:
				b.WriteString(`(?<![\s\S])`)
			}
		case '$':
			switch {
			case cur.m == base.m:
				b.WriteRune(c)
			case cur.m:
				b.WriteString(`(?:(?![\s\S])|(?=[\n\r\u2028\u2029]))`)
			default:
				b.WriteString(`(?![\s\S])`)
			}
		case '{':
			// A quantifier's braces hold no letters; copy through "}".
			j := i
			for j < len(rs) && rs[j] != '}' && (j == i || rs[j] == ',' || rs[j] >= '0' && rs[j] <= '9') {
				j++
			}
			if j < len(rs) && rs[j] == '}' {
				b.WriteString(string(rs[i : j+1]))
				i = j
				continue
			}
			b.WriteRune(c)
		default:
			if fold && !strings.ContainsRune("|*+?}]", c) {
				writeFolded(&b, c, unicodeMode)
			} else {
				b.WriteRune(c)
			}
		}
	}
	if b.Len() > maxTranslatedPattern {
		return fail(fmt.Sprintf("Regular expression too large (its translation would exceed %d bytes)", maxTranslatedPattern))
	}
	return b.String(), outFlags, nil
}

// apply returns st with the modifiers' flags added and removed.
func apply(st modState, add, remove string) modState {
	for _, c := range add {
		switch c {
		case 'i':
			st.i = true
		case 'm':
			st.m = true
		case 's':
			st.s = true
		}
	}
	for _, c := range remove {
		switch c {
		case 'i':
			st.i = false
		case 'm':
			st.m = false
		case 's':
			st.s = false
		}
	}
	return st
}

// classEnd returns the index of the "]" closing the class opening at i
// (len(rs)-1 when it is unterminated).
func classEnd(rs []rune, i int) int {
	for j := i + 1; j < len(rs); j++ {
		switch rs[j] {
		case '\\':
			j++
		case ']':
			return j
		}
	}
	return len(rs) - 1
}

// escapeEnd returns the index just after the escape at rs[i] == '\\'.
func escapeEnd(rs []rune, i int) int {
	j := i + 1
	if j >= len(rs) {
		return j
	}
	c := rs[j]
	j++
	switch c {
	case 'u':
		if j < len(rs) && rs[j] == '{' {
			for k := j; k < len(rs); k++ {
				if rs[k] == '}' {
					return k + 1
				}
			}
			return j
		}
		if isHexRun(rs, j, 4) {
			return j + 4
		}
	case 'x':
		if isHexRun(rs, j, 2) {
			return j + 2
		}
	case 'c':
		if j < len(rs) && (rs[j] >= 'a' && rs[j] <= 'z' || rs[j] >= 'A' && rs[j] <= 'Z') {
			return j + 1
		}
	case 'p', 'P', 'k':
		open, close := '{', '}'
		if c == 'k' {
			open, close = '<', '>'
		}
		if j < len(rs) && rs[j] == open {
			for k := j; k < len(rs); k++ {
				if rs[k] == close {
					return k + 1
				}
			}
		}
	default:
		if c >= '1' && c <= '9' {
			for j < len(rs) && rs[j] >= '0' && rs[j] <= '9' {
				j++
			}
		}
	}
	return j
}

func isHexRun(rs []rune, at, n int) bool {
	if at+n > len(rs) {
		return false
	}
	for _, c := range rs[at : at+n] {
		if hexVal(c) < 0 {
			return false
		}
	}
	return true
}

// escapedChar returns the character an escape stands for, when it
// stands for one (\uXXXX, \u{X}, \xHH, \cX, \n and the like, an escaped
// symbol), or false (classes, assertions, references).
func escapedChar(esc []rune, unicodeMode bool) (rune, bool) {
	if len(esc) < 2 {
		return 0, false
	}
	c := esc[1]
	hex := func(ds []rune) (rune, bool) {
		v := rune(0)
		for _, d := range ds {
			h := hexVal(d)
			if h < 0 || v > unicode.MaxRune {
				return 0, false
			}
			v = v*16 + rune(h)
		}
		return v, len(ds) > 0 && v <= unicode.MaxRune
	}
	switch c {
	case 'u':
		if len(esc) > 2 && esc[2] == '{' {
			if !unicodeMode {
				return 0, false
			}
			return hex(esc[3 : len(esc)-1])
		}
		if len(esc) == 6 {
			return hex(esc[2:])
		}
	case 'x':
		if len(esc) == 4 {
			return hex(esc[2:])
		}
	case 'c':
		if len(esc) == 3 {
			return esc[2] % 32, true
		}
	case 'n':
		return '\n', true
	case 'r':
		return '\r', true
	case 't':
		return '\t', true
	case 'f':
		return '\f', true
	case 'v':
		return '\v', true
	}
	if len(esc) == 2 && !unicode.IsLetter(c) && !unicode.IsDigit(c) {
		return c, true // an escaped symbol
	}
	return 0, false
}

// caseVariants returns the characters that match r case-insensitively:
// its simple case folding orbit. Without u, the specification's
// Canonicalize never maps a non-ASCII character to an ASCII one, nor
// leaves the BMP, so those variants are left out.
func caseVariants(r rune, unicodeMode bool) []rune {
	out := []rune{r}
	for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
		if !unicodeMode && ((f < 128) != (r < 128) || f > 0xFFFF) {
			continue
		}
		out = append(out, f)
	}
	return out
}

// writeFolded writes r as a class of its case variants (or r itself when
// it has none).
func writeFolded(b *strings.Builder, r rune, unicodeMode bool) {
	vs := caseVariants(r, unicodeMode)
	if len(vs) == 1 {
		writeAtom(b, r)
		return
	}
	b.WriteByte('[')
	for _, v := range vs {
		writeClassChar(b, v)
	}
	b.WriteByte(']')
}

// writeAtom writes r as a pattern character (escaped if it is syntax).
func writeAtom(b *strings.Builder, r rune) {
	if strings.ContainsRune(`\^$.|?*+()[]{}/`, r) || r < 0x20 || r >= 0x7f && r <= 0xFFFF {
		fmt.Fprintf(b, `\u%04X`, r)
		return
	}
	b.WriteRune(r)
}

// writeClassChar writes r inside a class.
func writeClassChar(b *strings.Builder, r rune) {
	if r <= 0xFFFF && (r < 0x20 || r >= 0x7f || strings.ContainsRune(`\]^-[`, r)) {
		fmt.Fprintf(b, `\u%04X`, r)
		return
	}
	b.WriteRune(r)
}

// foldClass closes a class (its text, brackets included) under case
// folding: the characters and ranges it lists gain their case variants,
// appended before the "]". Escapes of classes (\d, \w, \p{…}) are kept
// as they are.
func foldClass(class []rune, unicodeMode bool) string {
	if len(class) < 2 || class[len(class)-1] != ']' {
		return string(class)
	}
	body := class[1 : len(class)-1]
	prefix := "["
	if len(body) > 0 && body[0] == '^' {
		prefix = "[^"
		body = body[1:]
	}
	type rng struct{ lo, hi rune }
	var ranges []rng
	// atom reads the class atom at i: the character it stands for (-1
	// for a class escape) and the index after it.
	atom := func(i int) (rune, int) {
		if body[i] != '\\' {
			return body[i], i + 1
		}
		j := escapeEnd(body, i)
		if j-i == 2 && body[i+1] == 'b' {
			return '\b', j
		}
		if c, ok := escapedChar(body[i:j], unicodeMode); ok {
			return c, j
		}
		return -1, j
	}
	for i := 0; i < len(body); {
		lo, next := atom(i)
		if lo >= 0 && next+1 < len(body) && body[next] == '-' {
			if hi, after := atom(next + 1); hi >= 0 {
				ranges = append(ranges, rng{lo, hi})
				i = after
				continue
			}
		}
		if lo >= 0 {
			ranges = append(ranges, rng{lo, lo})
		}
		i = next
	}
	in := func(c rune) bool {
		for _, g := range ranges {
			if c >= g.lo && c <= g.hi {
				return true
			}
		}
		return false
	}
	var extra []rune
	added := map[rune]bool{}
	cased := casedRunes()
	for _, g := range ranges {
		if g.hi < g.lo {
			continue
		}
		// Only the characters with case variants can add any.
		for _, c := range cased[sort.Search(len(cased), func(k int) bool { return cased[k] >= g.lo }):] {
			if c > g.hi {
				break
			}
			for _, v := range caseVariants(c, unicodeMode)[1:] {
				if !in(v) && !added[v] {
					added[v] = true
					extra = append(extra, v)
				}
			}
		}
	}
	var b strings.Builder
	b.WriteString(prefix)
	b.WriteString(string(body))
	for _, v := range extra {
		writeClassChar(&b, v)
	}
	b.WriteByte(']')
	return b.String()
}

// casedRunes are the characters with a case variant, in order.
var casedRunes = sync.OnceValue(func() []rune {
	var out []rune
	for r := rune(0); r <= unicode.MaxRune; r++ {
		if unicode.SimpleFold(r) != r {
			out = append(out, r)
		}
	}
	return out
})

// foldProperty closes a property escape (\p{…} or \P{…}, with u) under
// case folding: a class of the escape and the case variants of its
// members that it lacks. An escape naming no property is kept as it is
// (the constructor reports it).
func foldProperty(esc string) string {
	in, ok := langlib.PropertyContains(esc[3 : len(esc)-1])
	if !ok {
		return esc
	}
	negated := esc[1] == 'P'
	member := func(r rune) bool { return in(r) != negated }
	var b strings.Builder
	b.WriteByte('[')
	b.WriteString(esc)
	added := map[rune]bool{}
	for _, c := range casedRunes() {
		if !member(c) {
			continue
		}
		for _, v := range caseVariants(c, true)[1:] {
			if !member(v) && !added[v] {
				added[v] = true
				writeClassChar(&b, v)
			}
		}
	}
	b.WriteByte(']')
	return b.String()
}
