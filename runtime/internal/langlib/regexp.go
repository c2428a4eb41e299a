package langlib

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
	"sync"
	"unicode"
	"unicode/utf16"

	"github.com/dlclark/regexp2"
	"github.com/dop251/goja"
)

// A translation is what the RegExp constructor compiles instead of a
// pattern goja cannot run: the same pattern with \p{…} expanded, named
// groups made plain and \k<name> made numeric.
type translation struct {
	Source string   // the pattern goja compiles
	Names  []string // Names[i] names capture group i+1; "" when unnamed
	Named  bool     // some group has a name
}

// patternError is a SyntaxError in a pattern, at a 0-based offset.
type patternError struct {
	pattern string
	msg     string
}

func (e *patternError) Error() string {
	return "Invalid regular expression: /" + e.pattern + "/: " + e.msg
}

// translateCache memoises translations process-wide; values are immutable.
var translateCache sync.Map // key: flags + "/" + source

func translate(src string, unicodeMode bool) (*translation, error) {
	key := strconv.FormatBool(unicodeMode) + "/" + src
	if v, ok := translateCache.Load(key); ok {
		return v.(*translation), nil
	}
	tr, err := translatePattern(src, unicodeMode)
	if err != nil {
		return nil, err
	}
	translateCache.Store(key, tr)
	return tr, nil
}

// translatePattern rewrites src (the pattern text, as code points).
func translatePattern(src string, unicodeMode bool) (*translation, error) {
	rs := []rune(src)
	fail := func(format string, a ...any) error {
		return &patternError{pattern: src, msg: fmt.Sprintf(format, a...)}
	}
	// Pass 1: number the capture groups and collect their names. A name
	// may repeat only in groups no match can both take part in: in
	// different alternatives of some disjunction (ES2025 duplicate named
	// groups). paths[i] is where named group i sits: the alternative it is
	// in at every enclosing group, outermost first.
	var names []string
	var paths [][]altPos
	named := false
	inClass := false
	frames := []altPos{{}} // the pattern, then each open group
	nextID := 1
	for i := 0; i < len(rs); i++ {
		switch c := rs[i]; {
		case c == '\\':
			i++
		case inClass:
			if c == ']' {
				inClass = false
			}
		case c == '[':
			inClass = true
		case c == '|':
			frames[len(frames)-1].alt++
		case c == ')':
			if len(frames) > 1 {
				frames = frames[:len(frames)-1]
			}
		case c == '(':
			path := append([]altPos(nil), frames...)
			frames = append(frames, altPos{id: nextID})
			nextID++
			if i+1 < len(rs) && rs[i+1] == '?' {
				if i+2 < len(rs) && rs[i+2] == '<' && i+3 < len(rs) && rs[i+3] != '=' && rs[i+3] != '!' {
					end := indexRune(rs, i+3, '>')
					if end < 0 {
						return nil, fail("Invalid capture group name")
					}
					name, ok := groupName(string(rs[i+3 : end]))
					if !ok {
						return nil, fail("Invalid capture group name")
					}
					for j, n := range names {
						if n == name && !exclusive(paths[j], path) {
							return nil, fail("Duplicate capture group name")
						}
					}
					names = append(names, name)
					paths = append(paths, path)
					named = true
				}
				continue
			}
			names = append(names, "")
			paths = append(paths, nil)
		}
	}
	// Pass 2: rewrite.
	var b strings.Builder
	inClass = false
	for i := 0; i < len(rs); i++ {
		c := rs[i]
		if c == '\\' && i+1 < len(rs) {
			n := rs[i+1]
			switch {
			case (n == 'p' || n == 'P') && unicodeMode:
				if i+2 >= len(rs) || rs[i+2] != '{' {
					return nil, fail("Invalid property name")
				}
				end := indexRune(rs, i+3, '}')
				if end < 0 {
					return nil, fail("Invalid property name")
				}
				tab, err := property(string(rs[i+3 : end]))
				if err != nil {
					return nil, fail("%v", err)
				}
				neg := n == 'P'
				switch {
				case inClass && neg:
					writeRanges(&b, complement(tab))
				case inClass:
					writeRanges(&b, tab)
				case neg:
					b.WriteString("[^")
					writeRanges(&b, tab)
					b.WriteByte(']')
				default:
					b.WriteByte('[')
					writeRanges(&b, tab)
					b.WriteByte(']')
				}
				i = end
				continue
			case n == 'k' && named && !inClass:
				if i+2 >= len(rs) || rs[i+2] != '<' {
					return nil, fail("Invalid named reference")
				}
				end := indexRune(rs, i+3, '>')
				if end < 0 {
					return nil, fail("Invalid named reference")
				}
				name, _ := groupName(string(rs[i+3 : end]))
				// A back reference to a duplicated name refers to the
				// group that took part; the others did not, and a
				// reference to a group that did not take part matches
				// the empty string.
				var ref strings.Builder
				for j, nm := range names {
					if nm == name {
						ref.WriteString("\\" + strconv.Itoa(j+1))
					}
				}
				if ref.Len() == 0 {
					return nil, fail("Invalid named capture referenced")
				}
				b.WriteString("(?:" + ref.String() + ")")
				i = end
				continue
			}
			b.WriteRune(c)
			b.WriteRune(n)
			i++
			continue
		}
		switch {
		case inClass:
			if c == ']' {
				inClass = false
			}
		case c == '[':
			inClass = true
			b.WriteRune(c)
			if i+1 < len(rs) && rs[i+1] == '^' {
				b.WriteRune('^')
				i++
			}
			continue
		case c == '(' && i+2 < len(rs) && rs[i+1] == '?' && rs[i+2] == '<' && i+3 < len(rs) && rs[i+3] != '=' && rs[i+3] != '!':
			end := indexRune(rs, i+3, '>')
			if end+1 < len(rs) && rs[end+1] == '?' {
				// "(?<n>?" repeats nothing; stripping the name must not
				// turn it into another group syntax.
				return nil, fail("Nothing to repeat")
			}
			b.WriteByte('(')
			i = end
			continue
		}
		b.WriteRune(c)
	}
	return &translation{Source: b.String(), Names: names, Named: named}, nil
}

// altPos is one enclosing group of a named group: which group (id) and
// which of its alternatives (alt).
type altPos struct{ id, alt int }

// exclusive reports whether groups at paths p and q lie in different
// alternatives of a common disjunction, so that no match has both.
func exclusive(p, q []altPos) bool {
	for k := 0; k < len(p) && k < len(q); k++ {
		if p[k].id != q[k].id {
			return false
		}
		if p[k].alt != q[k].alt {
			return true
		}
	}
	return false
}

func indexRune(rs []rune, from int, r rune) int {
	for i := from; i < len(rs); i++ {
		if rs[i] == r {
			return i
		}
	}
	return -1
}

// groupName decodes the RegExpIdentifierName of a group or reference
// (its \uXXXX, surrogate-pair and \u{…} escapes, allowed in every mode
// since ES2020) and reports whether it is a valid identifier name.
func groupName(raw string) (string, bool) {
	rs := []rune(raw)
	var out []rune
	hex := func(s []rune) (rune, bool) {
		if len(s) == 0 || len(s) > 6 {
			return 0, false
		}
		v, err := strconv.ParseUint(string(s), 16, 32)
		return rune(v), err == nil && v <= unicode.MaxRune
	}
	for i := 0; i < len(rs); i++ {
		if rs[i] != '\\' {
			out = append(out, rs[i])
			continue
		}
		if i+1 >= len(rs) || rs[i+1] != 'u' {
			return "", false
		}
		if i+2 < len(rs) && rs[i+2] == '{' {
			end := indexRune(rs, i+3, '}')
			if end < 0 {
				return "", false
			}
			c, ok := hex(rs[i+3 : end])
			if !ok {
				return "", false
			}
			out = append(out, c)
			i = end
			continue
		}
		if i+6 > len(rs) {
			return "", false
		}
		c, ok := hex(rs[i+2 : i+6])
		if !ok {
			return "", false
		}
		i += 5
		if utf16.IsSurrogate(c) && c < 0xdc00 && i+6 < len(rs) && rs[i+1] == '\\' && rs[i+2] == 'u' {
			if d, ok := hex(rs[i+3 : i+7]); ok && d >= 0xdc00 && d <= 0xdfff {
				c = utf16.DecodeRune(c, d)
				i += 6
			}
		}
		out = append(out, c)
	}
	name := string(out)
	return name, validGroupName(name)
}

// validGroupName reports whether s is an IdentifierName: ID_Start, $ or
// _ first, then ID_Continue, $, ZWNJ or ZWJ.
func validGroupName(s string) bool {
	if s == "" {
		return false
	}
	start, _ := property("ID_Start")
	cont, _ := property("ID_Continue")
	for i, r := range s {
		if r == '$' || r == '_' || inTable(start, r) || (i > 0 && (inTable(cont, r) || r == '\u200c' || r == '\u200d')) {
			continue
		}
		return false
	}
	return true
}

// inTable reports whether r is in t.
func inTable(t rangeTable, r rune) bool {
	i := sort.Search(len(t), func(i int) bool { return t[i][1] >= r })
	return i < len(t) && t[i][0] <= r
}

// A rangeTable is a sorted list of disjoint, non-adjacent [lo, hi] pairs.
type rangeTable [][2]rune

func writeRanges(b *strings.Builder, t rangeTable) {
	for _, r := range t {
		writeClassRune(b, r[0])
		if r[1] != r[0] {
			if r[1] > r[0]+1 {
				b.WriteByte('-')
			}
			writeClassRune(b, r[1])
		}
	}
}

func writeClassRune(b *strings.Builder, r rune) {
	if r < 0x10000 {
		fmt.Fprintf(b, "\\u%04X", r)
		return
	}
	fmt.Fprintf(b, "\\u{%X}", r)
}

func complement(t rangeTable) rangeTable {
	var out rangeTable
	next := rune(0)
	for _, r := range t {
		if r[0] > next {
			out = append(out, [2]rune{next, r[0] - 1})
		}
		next = r[1] + 1
	}
	if next <= unicode.MaxRune {
		out = append(out, [2]rune{next, unicode.MaxRune})
	}
	return out
}

// regexpHost provides the helpers of regexp.js:
//
//	host.translate(source, unicode) -> {source, names} (throws SyntaxError)
//	host.indices(source, flags, input, index) -> [[start, end] | undefined, ...]
//	host.substitute(matched, str, position, captures, groups, replacement) -> string (Substitution)
func regexpHost(st *state, host *goja.Object) error {
	vm := st.vm
	sub, err := Substitution(vm)
	if err != nil {
		return err
	}
	if err := host.Set("substitute", sub); err != nil {
		return err
	}
	if err := host.Set("translate", func(call goja.FunctionCall) goja.Value {
		src := call.Argument(0).String()
		tr, err := translate(src, call.Argument(1).ToBoolean())
		if err != nil {
			panic(syntaxError(vm, err.Error()))
		}
		o := vm.NewObject()
		_ = o.Set("source", tr.Source)
		if tr.Named {
			names := make([]any, len(tr.Names))
			for i, n := range tr.Names {
				if n == "" {
					names[i] = goja.Undefined()
				} else {
					names[i] = n
				}
			}
			_ = o.Set("names", vm.NewArray(names...))
		}
		return o
	}); err != nil {
		return err
	}
	return host.Set("indices", func(call goja.FunctionCall) goja.Value {
		src := call.Argument(0).String()
		flags := call.Argument(1).String()
		input := toUTF16(call.Argument(2).String())
		start := int(call.Argument(3).ToInteger())
		res, err := matchIndices(src, flags, input, start)
		if err != nil {
			panic(syntaxError(vm, err.Error()))
		}
		if res == nil {
			return goja.Null()
		}
		out := make([]any, len(res)/2)
		for i := range out {
			if res[2*i] < 0 {
				out[i] = goja.Undefined()
				continue
			}
			out[i] = vm.NewArray(res[2*i], res[2*i+1])
		}
		return vm.NewArray(out...)
	})
}

func toUTF16(s string) []uint16 { return utf16.Encode([]rune(s)) }

func syntaxError(vm *goja.Runtime, msg string) goja.Value {
	ctor, ok := goja.AssertConstructor(vm.Get("SyntaxError"))
	if !ok {
		return vm.ToValue(msg)
	}
	v, err := ctor(nil, vm.ToValue(msg))
	if err != nil {
		return vm.ToValue(msg)
	}
	return v
}

// matchIndices runs the translated pattern with regexp2 (the engine goja
// itself uses for such patterns) at the position where goja found the
// match, and returns UTF-16 start/end pairs per group (-1 when a group did
// not participate).
func matchIndices(src, flags string, input []uint16, start int) ([]int, error) {
	var opts regexp2.RegexOptions = regexp2.ECMAScript
	unicodeMode := strings.ContainsRune(flags, 'u')
	for _, f := range flags {
		switch f {
		case 'i':
			opts |= regexp2.IgnoreCase
		case 'm':
			opts |= regexp2.Multiline
		case 's':
			opts |= regexp2.Singleline
		case 'u':
			opts |= regexp2.Unicode
		}
	}
	pattern := src
	if unicodeMode {
		pattern = expandBraceEscapes(src)
	}
	re, err := regexp2.Compile(pattern, opts)
	if err != nil {
		return nil, fmt.Errorf("match indices: %v", err)
	}
	var runes []rune
	var pos []int // UTF-16 offset of each rune, plus the end
	if unicodeMode {
		i := 0
		for i < len(input) {
			pos = append(pos, i)
			c := rune(input[i])
			if utf16.IsSurrogate(c) && i+1 < len(input) {
				if r := utf16.DecodeRune(c, rune(input[i+1])); r != unicode.ReplacementChar {
					runes = append(runes, r)
					i += 2
					continue
				}
			}
			runes = append(runes, c)
			i++
		}
		pos = append(pos, len(input))
	} else {
		runes = make([]rune, len(input))
		pos = make([]int, len(input)+1)
		for i, c := range input {
			runes[i] = rune(c)
			pos[i] = i
		}
		pos[len(input)] = len(input)
	}
	runeStart := sort.SearchInts(pos, start)
	m, err := re.FindRunesMatchStartingAt(runes, runeStart)
	if err != nil || m == nil {
		return nil, err
	}
	groups := m.Groups()
	out := make([]int, 0, 2*len(groups))
	for _, g := range groups {
		if len(g.Captures) == 0 {
			out = append(out, -1, -1)
			continue
		}
		out = append(out, pos[g.Index], pos[g.Index+g.Length])
	}
	return out, nil
}

// expandBraceEscapes turns \u{X} escapes (which regexp2 lacks) into the
// code point itself, or \uXXXX for BMP code points.
func expandBraceEscapes(s string) string {
	if !strings.Contains(s, `\u{`) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+1 < len(s) {
			if s[i+1] == 'u' && i+2 < len(s) && s[i+2] == '{' {
				if end := strings.IndexByte(s[i:], '}'); end > 0 {
					if v, err := strconv.ParseUint(s[i+3:i+end], 16, 32); err == nil {
						if v < 0x10000 {
							fmt.Fprintf(&b, "\\u%04X", v)
						} else {
							b.WriteRune(rune(v))
						}
						i += end
						continue
					}
				}
			}
			b.WriteByte(s[i])
			b.WriteByte(s[i+1])
			i++
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String()
}
