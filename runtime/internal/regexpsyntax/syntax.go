// Package regexpsyntax is the grammar of ECMAScript regular expression
// patterns in Unicode mode (the u and v flags), after ECMA-262 §22.2.1:
// it reports a pattern's early errors and translates a v pattern into an
// equivalent u pattern. It knows neither goja nor a run; the runtime calls
// it for regular expression literals at compile time and from the RegExp
// constructor.
package regexpsyntax

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
	"sync"
	"unicode"

	"github.com/codemode-go/codemode/runtime/internal/langlib"
)

// A strict parser of regular expression patterns in Unicode mode (the u
// and v flags), after ECMA-262 §22.2.1. goja's engine accepts patterns the
// specification rejects in Unicode mode (a lone "]", "\1" without groups,
// "\c" without a letter) and has no v flag at all. The parser
//
//   - checks a u or v pattern, with the early errors of the grammar, so
//     that an invalid regular expression literal fails when the program
//     compiles (runtime/inprocess, regexp_early.go) and an invalid pattern given to the
//     RegExp constructor throws a SyntaxError (runtime/inprocess/internal/guard/regexp_ctor.go);
//   - translates a v pattern into an equivalent u pattern, which the
//     language library's RegExp compiles: a class's set operations become
//     lookaheads over single code points ([A--B] is (?!B)A, [A&&B] is
//     (?=B)A), its strings (\q{…} and the properties of strings such as
//     \p{RGI_Emoji}) an alternation tried longest first, built as a trie.
//
// Patterns without u or v (Annex B syntax) are not checked here.

// SyntaxError is an early error of a pattern: the message a SyntaxError
// thrown for it carries.
type SyntaxError struct {
	Pattern string // the pattern's source text
	Flags   string // the flags it was checked under
	Msg     string // what is wrong, in V8's words
}

// Error returns the message V8 gives, "Invalid regular expression: /P/F: M".
func (e *SyntaxError) Error() string {
	return "Invalid regular expression: /" + e.Pattern + "/" + e.Flags + ": " + e.Msg
}

// reParser parses one pattern.
type reParser struct {
	src    []rune
	pos    int
	vMode  bool            // the v flag: class set notation, translated
	groups int             // capture groups in the pattern
	names  map[string]bool // their names
	out    strings.Builder // the translation (v mode)
	depth  int             // nesting of groups and classes
	size   int             // bytes the properties of strings inlined so far
	err    string
	alts   []altPos              // the enclosing disjunctions, outermost first
	nextID int                   // the next disjunction's id
	named  map[string][][]altPos // where each group name occurs
}

// maxRegexpNesting bounds the parser's recursion, so a hostile pattern of
// nested groups or classes cannot exhaust the Go stack.
const maxRegexpNesting = 1000

// reFail aborts a parse; parseRegExp recovers it.
type reFail struct{ msg string }

func (p *reParser) fail(format string, a ...any) {
	panic(reFail{fmt.Sprintf(format, a...)})
}

// Check reports the early error of pattern under flags, or nil.
// Only Unicode-mode patterns (u or v) are checked.
func Check(pattern, flags string) error {
	if !strings.ContainsAny(flags, "uv") {
		return nil
	}
	for i, f := range flags {
		if !strings.ContainsRune("dgimsuvy", f) || strings.ContainsRune(flags[i+1:], f) || (f == 'u' && strings.ContainsRune(flags, 'v')) {
			return &SyntaxError{Pattern: pattern, Flags: flags, Msg: "Invalid regular expression flags"}
		}
	}
	if strings.ContainsRune(flags, 'v') {
		// The translation the constructor will need, cached.
		_, err := TranslateV(pattern)
		if e, ok := err.(*SyntaxError); ok {
			e.Flags = flags
		}
		return err
	}
	_, err := parseRegExp(pattern, flags)
	return err
}

// vTranslations memoises translations of v patterns process-wide. It is
// bounded: programs may build patterns without end, and a cache that
// kept them all would grow the host across runs.
var vTranslations struct {
	sync.Mutex
	m map[string]string
}

// maxVTranslations is the number of translations kept; the cache starts
// afresh when it is full.
const maxVTranslations = 512

// TranslateV returns the u-mode pattern equivalent to the v-mode pattern,
// or the pattern's early error.
func TranslateV(pattern string) (string, error) {
	vTranslations.Lock()
	s, ok := vTranslations.m[pattern]
	vTranslations.Unlock()
	if ok {
		return s, nil
	}
	s, err := parseRegExp(pattern, "v")
	if err != nil {
		return "", err
	}
	vTranslations.Lock()
	defer vTranslations.Unlock()
	if vTranslations.m == nil || len(vTranslations.m) >= maxVTranslations {
		vTranslations.m = map[string]string{}
	}
	vTranslations.m[pattern] = s
	return s, nil
}

// parseRegExp parses a Unicode-mode pattern; for a v pattern it returns
// the translation.
func parseRegExp(pattern, flags string) (out string, err error) {
	p := &reParser{src: []rune(pattern), vMode: strings.ContainsRune(flags, 'v')}
	defer func() {
		if r := recover(); r != nil {
			f, ok := r.(reFail)
			if !ok {
				panic(r)
			}
			out, err = "", &SyntaxError{Pattern: pattern, Flags: flags, Msg: f.msg}
		}
	}()
	p.scanGroups()
	p.disjunction()
	if p.pos < len(p.src) {
		if p.src[p.pos] == ')' {
			p.fail("Unmatched ')'")
		}
		p.fail("Unexpected character")
	}
	return p.out.String(), nil
}

// scanGroups counts the capture groups and collects their names before
// the parse, since a back reference may precede its group.
func (p *reParser) scanGroups() {
	p.names = map[string]bool{}
	p.named = map[string][][]altPos{}
	class := 0
	for i := 0; i < len(p.src); i++ {
		switch c := p.src[i]; {
		case c == '\\':
			i++
		case c == '[':
			if class == 0 || p.vMode {
				class++
			}
		case c == ']' && class > 0:
			class--
		case class > 0:
		case c == '(':
			if i+1 < len(p.src) && p.src[i+1] == '?' {
				if i+2 < len(p.src) && p.src[i+2] == '<' && i+3 < len(p.src) && p.src[i+3] != '=' && p.src[i+3] != '!' {
					p.groups++
				}
				continue
			}
			p.groups++
		}
	}
}

func (p *reParser) more() bool { return p.pos < len(p.src) }

func (p *reParser) peek() rune {
	if p.pos < len(p.src) {
		return p.src[p.pos]
	}
	return -1
}

func (p *reParser) peekAt(n int) rune {
	if p.pos+n < len(p.src) {
		return p.src[p.pos+n]
	}
	return -1
}

func (p *reParser) eat(c rune) bool {
	if p.peek() == c {
		p.pos++
		return true
	}
	return false
}

// emit copies the source from start to the current position.
func (p *reParser) emit(start int) {
	if p.vMode {
		p.out.WriteString(string(p.src[start:p.pos]))
	}
}

// maxTranslatedPattern bounds a v pattern's translation (bytes): each
// property of strings inlines tens of kilobytes, and goja compiles the
// translation in Go, where a run cannot be interrupted.
const maxTranslatedPattern = 1 << 20

func (p *reParser) tooLarge(n int) {
	if n > maxTranslatedPattern {
		p.fail("Regular expression too large (its translation would exceed %d bytes)", maxTranslatedPattern)
	}
}

func (p *reParser) write(s string) {
	if p.vMode {
		p.tooLarge(p.out.Len() + len(s))
		p.out.WriteString(s)
	}
}

func (p *reParser) enter() {
	p.depth++
	if p.depth > maxRegexpNesting {
		p.fail("Pattern nested too deeply")
	}
}

func (p *reParser) disjunction() {
	p.alts = append(p.alts, altPos{id: p.nextID})
	p.nextID++
	p.alternative()
	for p.peek() == '|' {
		p.pos++
		p.write("|")
		p.alts[len(p.alts)-1].alt++
		p.alternative()
	}
	p.alts = p.alts[:len(p.alts)-1]
}

// altPos is one enclosing disjunction of a point in the pattern: which
// disjunction (id) and which of its alternatives (alt).
type altPos struct{ id, alt int }

// exclusive reports whether points at paths a and b lie in different
// alternatives of a common disjunction, so that no match has both.
func exclusive(a, b []altPos) bool {
	for k := 0; k < len(a) && k < len(b); k++ {
		if a[k].id != b[k].id {
			return false
		}
		if a[k].alt != b[k].alt {
			return true
		}
	}
	return false
}

func (p *reParser) alternative() {
	for p.more() && p.peek() != '|' && p.peek() != ')' {
		p.term()
	}
}

func (p *reParser) term() {
	start := p.pos
	c := p.src[p.pos]
	switch c {
	case '^', '$':
		p.pos++
		p.emit(start)
		return
	case '\\':
		if n := p.peekAt(1); n == 'b' || n == 'B' {
			p.pos += 2
			p.emit(start)
			return
		}
	case '(':
		if p.peekAt(1) == '?' {
			n := p.peekAt(2)
			look := n == '=' || n == '!'
			behind := n == '<' && (p.peekAt(3) == '=' || p.peekAt(3) == '!')
			if look || behind {
				if behind {
					p.pos += 4
				} else {
					p.pos += 3
				}
				p.emit(start)
				p.group()
				// Lookarounds are not quantifiable in Unicode mode.
				return
			}
		}
	}
	p.atom()
	p.quantifier()
}

// group parses a group's disjunction after its opening and the ")".
func (p *reParser) group() {
	p.enter()
	p.disjunction()
	if !p.eat(')') {
		p.fail("Unterminated group")
	}
	p.write(")")
	p.depth--
}

func (p *reParser) atom() {
	start := p.pos
	c := p.src[p.pos]
	switch c {
	case '.':
		p.pos++
		p.emit(start)
	case '(':
		p.pos++
		if p.eat('?') {
			switch {
			case p.eat(':'):
			case p.peek() == '<':
				p.pos++
				name := p.groupName()
				// A name may repeat in alternatives no match takes
				// together (ES2025 duplicate named groups).
				path := append([]altPos(nil), p.alts...)
				for _, q := range p.named[name] {
					if !exclusive(q, path) {
						p.fail("Duplicate capture group name")
					}
				}
				p.named[name] = append(p.named[name], path)
				p.names[name] = true
			default:
				// ES2025 modifiers: (?ims-ims:…).
				n, ok := modifierPrefix(p.src[p.pos:])
				if !ok {
					p.fail("Invalid group")
				}
				p.pos += n
			}
		}
		p.emit(start)
		p.group()
	case '[':
		if p.vMode {
			p.pos++
			p.enter()
			p.write(p.vClassAtom())
			p.depth--
			return
		}
		p.uClass()
		p.emit(start)
	case '\\':
		p.atomEscape()
	case '*', '+', '?':
		p.fail("Nothing to repeat")
	case '{':
		if p.quantifierBraces(false) {
			p.fail("Nothing to repeat")
		}
		p.fail("Lone quantifier brackets")
	case '}', ']':
		p.fail("Lone quantifier brackets")
	case ')':
		p.fail("Unmatched ')'")
	default:
		p.pos++
		p.emit(start)
	}
}

func (p *reParser) quantifier() {
	start := p.pos
	switch p.peek() {
	case '*', '+', '?':
		p.pos++
	case '{':
		if !p.quantifierBraces(true) {
			p.fail("Incomplete quantifier")
		}
	default:
		return
	}
	p.eat('?')
	p.emit(start)
}

// quantifierBraces parses {n}, {n,} or {n,m} when one starts here
// (consuming it when consume is set).
func (p *reParser) quantifierBraces(consume bool) bool {
	i := p.pos + 1
	digits := func() (string, bool) {
		s := i
		for i < len(p.src) && p.src[i] >= '0' && p.src[i] <= '9' {
			i++
		}
		return string(p.src[s:i]), i > s
	}
	lo, ok := digits()
	if !ok {
		return false
	}
	hi, hasHi := lo, true
	if i < len(p.src) && p.src[i] == ',' {
		i++
		hi, hasHi = digits()
	}
	if i >= len(p.src) || p.src[i] != '}' {
		return false
	}
	if consume {
		if hasHi && bigLess(hi, lo) {
			p.fail("numbers out of order in {} quantifier")
		}
		p.pos = i + 1
	}
	return true
}

// bigLess compares decimal digit strings of any length.
func bigLess(a, b string) bool {
	a, b = strings.TrimLeft(a, "0"), strings.TrimLeft(b, "0")
	if len(a) != len(b) {
		return len(a) < len(b)
	}
	return a < b
}

// groupName parses a GroupName after "<", through the ">".
func (p *reParser) groupName() string {
	var b strings.Builder
	first := true
	for {
		if !p.more() {
			p.fail("Invalid capture group name")
		}
		c := p.src[p.pos]
		p.pos++
		if c == '>' {
			break
		}
		if c == '\\' {
			if !p.eat('u') {
				p.fail("Invalid capture group name")
			}
			v, ok := p.unicodeEscape()
			if !ok {
				p.fail("Invalid Unicode escape")
			}
			c = v
		}
		if !(c == '$' || c == '_' || idStart(c) || (!first && (c == 0x200c || c == 0x200d || idContinue(c)))) {
			p.fail("Invalid capture group name")
		}
		first = false
		b.WriteRune(c)
	}
	if first {
		p.fail("Invalid capture group name")
	}
	return b.String()
}

func idStart(c rune) bool {
	return unicode.IsLetter(c) || unicode.Is(unicode.Nl, c) || unicode.Is(unicode.Other_ID_Start, c)
}

func idContinue(c rune) bool {
	return idStart(c) || unicode.Is(unicode.Mn, c) || unicode.Is(unicode.Mc, c) || unicode.Is(unicode.Nd, c) ||
		unicode.Is(unicode.Pc, c) || unicode.Is(unicode.Other_ID_Continue, c)
}

// atomEscape parses an escape outside a class.
func (p *reParser) atomEscape() {
	start := p.pos
	p.pos++ // the backslash
	if !p.more() {
		p.fail("\\ at end of pattern")
	}
	c := p.src[p.pos]
	switch {
	case c >= '1' && c <= '9':
		s := p.pos
		for p.more() && p.peek() >= '0' && p.peek() <= '9' {
			p.pos++
		}
		if n, err := strconv.Atoi(string(p.src[s:p.pos])); err != nil || n > p.groups {
			p.fail("Invalid escape")
		}
		p.emit(start)
	case strings.ContainsRune("dDsSwW", c):
		p.pos++
		p.emit(start)
	case c == 'k':
		p.pos++
		if !p.eat('<') {
			p.fail("Invalid named reference")
		}
		if !p.names[p.groupName()] && !p.laterName(start) {
			p.fail("Invalid named capture referenced")
		}
		p.emit(start)
	case c == 'p' || c == 'P':
		p.pos++
		name := p.propertyName()
		if chars, strs, ok := stringProperty(name); ok {
			if c == 'P' || !p.vMode {
				p.fail("Invalid property name")
			}
			v := &vclass{strs: strs}
			if chars != "" {
				v.frags = []string{chars}
			}
			p.write(stringsAtom(v))
			return
		}
		p.emit(start)
	default:
		p.pos = start
		p.characterEscape(false)
		p.emit(start)
	}
}

// laterName reports a group name defined anywhere in the pattern (a
// reference may precede its group).
func (p *reParser) laterName(from int) bool {
	save := p.pos
	defer func() { p.pos = save }()
	p.pos = from + 3
	end := p.pos
	for end < len(p.src) && p.src[end] != '>' {
		end++
	}
	want := string(p.src[p.pos:end])
	for i := 0; i+2 < len(p.src); i++ {
		if p.src[i] == '\\' {
			i++
			continue
		}
		if p.src[i] == '(' && p.src[i+1] == '?' && p.src[i+2] == '<' {
			j := i + 3
			for j < len(p.src) && p.src[j] != '>' {
				j++
			}
			if string(p.src[i+3:j]) == want {
				return true
			}
		}
	}
	return false
}

// propertyName parses "{name}" after \p and checks it.
func (p *reParser) propertyName() string {
	if !p.eat('{') {
		p.fail("Invalid property name")
	}
	s := p.pos
	for p.more() && p.peek() != '}' {
		c := p.peek()
		if !(c == '_' || c == '=' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')) {
			p.fail("Invalid property name")
		}
		p.pos++
	}
	if !p.eat('}') {
		p.fail("Invalid property name")
	}
	name := string(p.src[s : p.pos-1])
	if _, _, ok := stringProperty(name); ok {
		p.size += stringPropertySize(name)
		p.tooLarge(p.size)
		return name
	}
	if !langlib.ValidProperty(name) {
		p.fail("Invalid property name")
	}
	return name
}

// characterEscape parses a CharacterEscape (ECMA-262 22.2.1, Unicode mode)
// at a backslash and returns its code point. In a class, \b and \- are
// escapes too (inClass).
func (p *reParser) characterEscape(inClass bool) rune {
	p.pos++
	if !p.more() {
		p.fail("\\ at end of pattern")
	}
	c := p.src[p.pos]
	p.pos++
	switch c {
	case 'f':
		return '\f'
	case 'n':
		return '\n'
	case 'r':
		return '\r'
	case 't':
		return '\t'
	case 'v':
		return '\v'
	case 'c':
		l := p.peek()
		if (l >= 'a' && l <= 'z') || (l >= 'A' && l <= 'Z') {
			p.pos++
			return l % 32
		}
		p.fail("Invalid unicode escape")
	case '0':
		if d := p.peek(); d >= '0' && d <= '9' {
			p.fail("Invalid decimal escape")
		}
		return 0
	case 'x':
		if h1, h2 := hexVal(p.peek()), hexVal(p.peekAt(1)); h1 >= 0 && h2 >= 0 {
			p.pos += 2
			return rune(h1<<4 | h2)
		}
		p.fail("Invalid escape")
	case 'u':
		if v, ok := p.unicodeEscape(); ok {
			return v
		}
		p.fail("Invalid Unicode escape")
	case '^', '$', '\\', '.', '*', '+', '?', '(', ')', '[', ']', '{', '}', '|', '/':
		return c
	case 'b':
		if inClass {
			return '\b'
		}
	case '-':
		if inClass {
			return '-'
		}
	}
	p.fail("Invalid escape")
	return 0
}

func hexVal(c rune) int {
	switch {
	case c >= '0' && c <= '9':
		return int(c - '0')
	case c >= 'a' && c <= 'f':
		return int(c-'a') + 10
	case c >= 'A' && c <= 'F':
		return int(c-'A') + 10
	}
	return -1
}

// unicodeEscape parses what follows "\u": XXXX (a surrogate pair of two
// such escapes is one code point) or {X…}.
func (p *reParser) unicodeEscape() (rune, bool) {
	if p.eat('{') {
		v, n := 0, 0
		for p.more() && hexVal(p.peek()) >= 0 {
			v = v*16 + hexVal(p.peek())
			if v > unicode.MaxRune {
				return 0, false
			}
			p.pos++
			n++
		}
		if n == 0 || !p.eat('}') {
			return 0, false
		}
		return rune(v), true
	}
	hex4 := func(at int) (rune, bool) {
		if at+4 > len(p.src) {
			return 0, false
		}
		v := 0
		for _, c := range p.src[at : at+4] {
			h := hexVal(c)
			if h < 0 {
				return 0, false
			}
			v = v*16 + h
		}
		return rune(v), true
	}
	hi, ok := hex4(p.pos)
	if !ok {
		return 0, false
	}
	p.pos += 4
	if hi >= 0xd800 && hi <= 0xdbff && p.peek() == '\\' && p.peekAt(1) == 'u' {
		if lo, ok := hex4(p.pos + 2); ok && lo >= 0xdc00 && lo <= 0xdfff {
			p.pos += 6
			return (hi-0xd800)<<10 + (lo - 0xdc00) + 0x10000, true
		}
	}
	return hi, true
}

// uClass checks a u-mode class "[…]" (ClassContents without set notation).
func (p *reParser) uClass() {
	p.pos++
	p.eat('^')
	for {
		if !p.more() {
			p.fail("Unterminated character class")
		}
		if p.eat(']') {
			return
		}
		lo, loClass := p.uClassAtom()
		if p.peek() == '-' && p.peekAt(1) != ']' && p.peekAt(1) != -1 {
			p.pos++
			hi, hiClass := p.uClassAtom()
			if loClass || hiClass {
				p.fail("Invalid character class")
			}
			if lo > hi {
				p.fail("Range out of order in character class")
			}
		}
	}
}

// uClassAtom parses one class atom; isClass when it is a class escape.
func (p *reParser) uClassAtom() (rune, bool) {
	c := p.src[p.pos]
	if c != '\\' {
		p.pos++
		return c, false
	}
	switch p.peekAt(1) {
	case 'd', 'D', 's', 'S', 'w', 'W':
		p.pos += 2
		return 0, true
	case 'p', 'P':
		p.pos += 2
		if _, _, ok := stringProperty(p.propertyName()); ok {
			p.fail("Invalid property name in character class")
		}
		return 0, true
	}
	return p.characterEscape(true), false
}

// ---- v mode: class set expressions

// A vclass is the value of a v-mode class: single code points, as u-mode
// class fragments (frags) and as atoms that each match one code point
// (atoms), and strings of other lengths than one (strs).
type vclass struct {
	frags  []string
	atoms  []string
	strs   map[string]bool
	mayStr bool // MayContainStrings (ECMA-262 22.2.1.6)
}

func (v *vclass) hasChars() bool { return len(v.frags)+len(v.atoms) > 0 }

// charAtom is a u-mode atom matching v's single code points.
func (v *vclass) charAtom() string {
	if !v.hasChars() {
		return "[]"
	}
	cls := "[" + strings.Join(v.frags, "") + "]"
	if len(v.atoms) == 0 {
		return cls
	}
	alts := v.atoms
	if len(v.frags) > 0 {
		alts = append([]string{cls}, alts...)
	}
	if len(alts) == 1 {
		return alts[0]
	}
	return "(?:" + strings.Join(alts, "|") + ")"
}

func (v *vclass) addStr(s string) {
	if v.strs == nil {
		v.strs = map[string]bool{}
	}
	v.strs[s] = true
}

// vClassAtom parses a class after its "[" through its "]" and returns the
// u-mode atom that matches it.
func (p *reParser) vClassAtom() string {
	neg := p.eat('^')
	v := p.vClassContents()
	if neg {
		if v.mayStr {
			p.fail("Negated character class may contain strings")
		}
		return negatedAtom(v)
	}
	return stringsAtom(v)
}

func negatedAtom(v *vclass) string {
	if len(v.atoms) == 0 {
		return "[^" + strings.Join(v.frags, "") + "]"
	}
	return "(?:(?!" + v.charAtom() + ")[\\s\\S])"
}

// stringsAtom matches v's strings, longest first, then its code points,
// then the empty string if v has it.
func stringsAtom(v *vclass) string {
	var long []string
	empty := false
	for s := range v.strs {
		if s == "" {
			empty = true
			continue
		}
		long = append(long, s)
	}
	if len(long) == 0 && !empty {
		return v.charAtom()
	}
	var alts []string
	if len(long) > 0 {
		sort.Strings(long)
		alts = append(alts, trieAtom(long))
	}
	if v.hasChars() {
		alts = append(alts, v.charAtom())
	}
	if empty {
		alts = append(alts, "")
	}
	return "(?:" + strings.Join(alts, "|") + ")"
}

// trieAtom is an alternation of sorted strings as a trie: at each node
// the longer continuations come before the end of a string, so the
// longest string that matches is tried first, as for an alternation
// sorted by length.
func trieAtom(strs []string) string {
	rs := make([][]rune, len(strs))
	for i, s := range strs {
		rs[i] = []rune(s)
	}
	var b strings.Builder
	var node func(list [][]rune, depth int)
	node = func(list [][]rune, depth int) {
		var alts []func()
		end := false
		for i := 0; i < len(list); {
			if len(list[i]) == depth {
				end = true
				i++
				continue
			}
			c := list[i][depth]
			j := i
			for j < len(list) && len(list[j]) > depth && list[j][depth] == c {
				j++
			}
			sub := list[i:j]
			alts = append(alts, func() {
				writeAtomRune(&b, c)
				node(sub, depth+1)
			})
			i = j
		}
		if len(alts) == 0 {
			return // the end of a string, and nothing longer
		}
		if len(alts) == 1 && !end {
			alts[0]()
			return
		}
		b.WriteString("(?:")
		for i, a := range alts {
			if i > 0 {
				b.WriteByte('|')
			}
			a()
		}
		if end {
			b.WriteByte('|')
		}
		b.WriteByte(')')
	}
	node(rs, 0)
	return b.String()
}

func isWordRune(c rune) bool {
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_'
}

// writeAtomRune writes c so that it means c itself in a u-mode pattern,
// in or out of a class.
func writeAtomRune(b *strings.Builder, c rune) {
	if isWordRune(c) {
		b.WriteRune(c)
		return
	}
	fmt.Fprintf(b, "\\u{%X}", c)
}

func classRune(c rune) string {
	var b strings.Builder
	writeAtomRune(&b, c)
	return b.String()
}

// vClassContents parses ClassSetExpression through the class's "]".
func (p *reParser) vClassContents() *vclass {
	if p.eat(']') {
		return &vclass{}
	}
	first, isRange := p.vOperand(true)
	switch {
	case p.peek() == '&' && p.peekAt(1) == '&':
		return p.vSetOperation(first, isRange, '&', intersect)
	case p.peek() == '-' && p.peekAt(1) == '-':
		return p.vSetOperation(first, isRange, '-', subtract)
	}
	acc := first
	for !p.eat(']') {
		if !p.more() {
			p.fail("Unterminated character class")
		}
		if (p.peek() == '&' && p.peekAt(1) == '&') || (p.peek() == '-' && p.peekAt(1) == '-') {
			p.fail("Invalid set operation in character class")
		}
		b, _ := p.vOperand(true)
		acc = unite(acc, b)
	}
	return acc
}

// vSetOperation parses the rest of a ClassIntersection (op '&', combine
// intersect) or a ClassSubtraction (op '-', combine subtract) whose first
// operand is first, through the class's "]".
func (p *reParser) vSetOperation(first *vclass, isRange bool, op rune, combine func(a, b *vclass) *vclass) *vclass {
	if isRange {
		p.fail("Invalid set operation in character class")
	}
	acc := first
	for p.peek() == op && p.peekAt(1) == op {
		p.pos += 2
		if op == '&' && p.peek() == '&' {
			p.fail("Invalid character in character class")
		}
		b, r := p.vOperand(false)
		if r {
			p.fail("Invalid set operation in character class")
		}
		acc = combine(acc, b)
	}
	p.vClassEnd()
	return acc
}

func (p *reParser) vClassEnd() {
	if !p.eat(']') {
		if !p.more() {
			p.fail("Unterminated character class")
		}
		p.fail("Invalid set operation in character class")
	}
}

func unite(a, b *vclass) *vclass {
	out := &vclass{frags: append(append([]string{}, a.frags...), b.frags...), atoms: append(append([]string{}, a.atoms...), b.atoms...), mayStr: a.mayStr || b.mayStr}
	for s := range a.strs {
		out.addStr(s)
	}
	for s := range b.strs {
		out.addStr(s)
	}
	return out
}

func intersect(a, b *vclass) *vclass {
	out := &vclass{mayStr: a.mayStr && b.mayStr}
	if a.hasChars() && b.hasChars() {
		out.atoms = []string{"(?:(?=" + b.charAtom() + ")" + a.charAtom() + ")"}
	}
	for s := range a.strs {
		if b.strs[s] {
			out.addStr(s)
		}
	}
	return out
}

func subtract(a, b *vclass) *vclass {
	out := &vclass{mayStr: a.mayStr}
	if a.hasChars() {
		if b.hasChars() {
			out.atoms = []string{"(?:(?!" + b.charAtom() + ")" + a.charAtom() + ")"}
		} else {
			out.frags, out.atoms = a.frags, a.atoms
		}
	}
	for s := range a.strs {
		if !b.strs[s] {
			out.addStr(s)
		}
	}
	return out
}

// vOperand parses a ClassSetOperand, or (when ranges is set and one
// follows) a ClassSetRange.
func (p *reParser) vOperand(ranges bool) (*vclass, bool) {
	if !p.more() {
		p.fail("Unterminated character class")
	}
	c := p.src[p.pos]
	switch {
	case c == '[':
		p.pos++
		p.enter()
		neg := p.eat('^')
		v := p.vClassContents()
		p.depth--
		if neg {
			if v.mayStr {
				p.fail("Negated character class may contain strings")
			}
			return &vclass{atoms: []string{negatedAtom(v)}}, false
		}
		return v, false
	case c == '\\':
		switch n := p.peekAt(1); n {
		case 'd', 'D', 's', 'S', 'w', 'W':
			p.pos += 2
			return &vclass{frags: []string{"\\" + string(n)}}, false
		case 'p', 'P':
			p.pos += 2
			name := p.propertyName()
			if chars, strs, ok := stringProperty(name); ok {
				if n == 'P' {
					p.fail("Invalid property name")
				}
				v := &vclass{mayStr: true}
				if chars != "" {
					v.frags = []string{chars}
				}
				v.strs = strs
				return v, false
			}
			return &vclass{frags: []string{"\\" + string(n) + "{" + name + "}"}}, false
		case 'q':
			p.pos += 2
			return p.classStrings(), false
		}
	}
	lo := p.vSetChar()
	if ranges && p.peek() == '-' && p.peekAt(1) != '-' {
		p.pos++
		hi := p.vSetChar()
		if lo > hi {
			p.fail("Range out of order in character class")
		}
		return &vclass{frags: []string{classRune(lo) + "-" + classRune(hi)}}, true
	}
	return &vclass{frags: []string{classRune(lo)}}, false
}

// classStrings parses \q{…} after the "q".
func (p *reParser) classStrings() *vclass {
	if !p.eat('{') {
		p.fail("Invalid escape")
	}
	v := &vclass{}
	var cur []rune
	flush := func() {
		if len(cur) == 1 {
			v.frags = append(v.frags, classRune(cur[0]))
		} else {
			v.addStr(string(cur))
			v.mayStr = true
		}
		cur = nil
	}
	for {
		if !p.more() {
			p.fail("Unterminated character class")
		}
		switch p.peek() {
		case '}':
			p.pos++
			flush()
			return v
		case '|':
			p.pos++
			flush()
			continue
		}
		cur = append(cur, p.vSetChar())
	}
}

// vSetChar parses a ClassSetCharacter.
func (p *reParser) vSetChar() rune {
	if !p.more() {
		p.fail("Unterminated character class")
	}
	c := p.src[p.pos]
	if c == '\\' {
		n := p.peekAt(1)
		if strings.ContainsRune("&-!#%,.:;<=>@`~", n) && n != -1 {
			p.pos += 2
			return n
		}
		return p.characterEscape(true)
	}
	if strings.ContainsRune("()[]{}/-|", c) {
		p.fail("Invalid character in character class")
	}
	if c == p.peekAt(1) && strings.ContainsRune("&!#$%*+,.:;<=>?@^`~", c) {
		p.fail("Invalid set operation in character class")
	}
	p.pos++
	return c
}

// stringProperty resolves a property of strings: its single code points
// as a u-mode class fragment and its longer strings.
func stringProperty(name string) (string, map[string]bool, bool) {
	if name != "RGI_Emoji" {
		if _, ok := stringProps[name]; !ok {
			return "", nil, false
		}
	}
	v, _ := stringPropCache.Load(name)
	if v == nil {
		v = buildStringProperty(name)
		stringPropCache.Store(name, v)
	}
	sp := v.(*stringProp)
	return sp.chars, sp.strs, true
}

type stringProp struct {
	chars string
	strs  map[string]bool
	size  int // the length of its translation
}

// stringPropertySize is the length of the translation of a property of
// strings.
func stringPropertySize(name string) int {
	stringProperty(name)
	v, _ := stringPropCache.Load(name)
	return v.(*stringProp).size
}

var stringPropCache sync.Map // name -> *stringProp

func buildStringProperty(name string) *stringProp {
	names := []string{name}
	if name == "RGI_Emoji" {
		names = names[:0]
		for n := range stringProps {
			names = append(names, n)
		}
		sort.Strings(names)
	}
	sp := &stringProp{strs: map[string]bool{}}
	var chars strings.Builder
	for _, n := range names {
		t := stringProps[n]
		if t[0] != "" {
			for _, r := range strings.Split(t[0], ",") {
				lo, hi, isRange := strings.Cut(r, "-")
				l, _ := strconv.ParseUint(lo, 16, 32)
				chars.WriteString(classRune(rune(l)))
				if isRange {
					h, _ := strconv.ParseUint(hi, 16, 32)
					chars.WriteString("-" + classRune(rune(h)))
				}
			}
		}
		if t[1] != "" {
			for _, s := range strings.Split(t[1], ",") {
				var b strings.Builder
				for _, cp := range strings.Fields(s) {
					v, _ := strconv.ParseUint(cp, 16, 32)
					b.WriteRune(rune(v))
				}
				sp.strs[b.String()] = true
			}
		}
	}
	sp.chars = chars.String()
	v := &vclass{strs: sp.strs}
	if sp.chars != "" {
		v.frags = []string{sp.chars}
	}
	sp.size = len(stringsAtom(v))
	return sp
}
