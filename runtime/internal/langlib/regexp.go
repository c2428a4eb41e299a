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
	// Pass 1: number the capture groups and collect their names.
	var names []string
	named := false
	inClass := false
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
		case c == '(':
			if i+1 < len(rs) && rs[i+1] == '?' {
				if i+2 < len(rs) && rs[i+2] == '<' && i+3 < len(rs) && rs[i+3] != '=' && rs[i+3] != '!' {
					end := indexRune(rs, i+3, '>')
					if end < 0 {
						return nil, fail("Invalid capture group name")
					}
					name := string(rs[i+3 : end])
					if !validGroupName(name) {
						return nil, fail("Invalid capture group name")
					}
					for _, n := range names {
						if n == name {
							return nil, fail("Duplicate capture group name")
						}
					}
					names = append(names, name)
					named = true
				}
				continue
			}
			names = append(names, "")
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
				name := string(rs[i+3 : end])
				idx := -1
				for j, nm := range names {
					if nm == name {
						idx = j + 1
					}
				}
				if idx < 0 {
					return nil, fail("Invalid named capture referenced")
				}
				b.WriteString("(?:\\" + strconv.Itoa(idx) + ")")
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

func indexRune(rs []rune, from int, r rune) int {
	for i := from; i < len(rs); i++ {
		if rs[i] == r {
			return i
		}
	}
	return -1
}

func validGroupName(s string) bool {
	if s == "" {
		return false
	}
	for i, r := range s {
		if r == '$' || r == '_' || unicode.IsLetter(r) || (i > 0 && (unicode.IsDigit(r) || unicode.Is(unicode.Mn, r) || unicode.Is(unicode.Mc, r) || r == '\u200c' || r == '\u200d')) {
			continue
		}
		return false
	}
	return true
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

func fromUnicode(ts ...*unicode.RangeTable) rangeTable {
	var out rangeTable
	for _, t := range ts {
		for _, r := range t.R16 {
			for lo := rune(r.Lo); lo <= rune(r.Hi); lo += rune(r.Stride) {
				if r.Stride == 1 {
					out = append(out, [2]rune{rune(r.Lo), rune(r.Hi)})
					break
				}
				out = append(out, [2]rune{lo, lo})
			}
		}
		for _, r := range t.R32 {
			for lo := rune(r.Lo); lo <= rune(r.Hi); lo += rune(r.Stride) {
				if r.Stride == 1 {
					out = append(out, [2]rune{rune(r.Lo), rune(r.Hi)})
					break
				}
				out = append(out, [2]rune{lo, lo})
			}
		}
	}
	return normalize(out)
}

func normalize(t rangeTable) rangeTable {
	sort.Slice(t, func(i, j int) bool { return t[i][0] < t[j][0] })
	var out rangeTable
	for _, r := range t {
		if n := len(out); n > 0 && r[0] <= out[n-1][1]+1 {
			if r[1] > out[n-1][1] {
				out[n-1][1] = r[1]
			}
			continue
		}
		out = append(out, r)
	}
	return out
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

func union(ts ...rangeTable) rangeTable {
	var all rangeTable
	for _, t := range ts {
		all = append(all, t...)
	}
	return normalize(all)
}

// Long General_Category names (and aliases) to their short names.
var gcAlias = map[string]string{
	"Letter": "L", "Cased_Letter": "LC", "Uppercase_Letter": "Lu", "Lowercase_Letter": "Ll",
	"Titlecase_Letter": "Lt", "Modifier_Letter": "Lm", "Other_Letter": "Lo", "Mark": "M",
	"Combining_Mark": "M", "Nonspacing_Mark": "Mn", "Spacing_Mark": "Mc", "Enclosing_Mark": "Me",
	"Number": "N", "Decimal_Number": "Nd", "digit": "Nd", "Letter_Number": "Nl", "Other_Number": "No",
	"Punctuation": "P", "punct": "P", "Connector_Punctuation": "Pc", "Dash_Punctuation": "Pd",
	"Open_Punctuation": "Ps", "Close_Punctuation": "Pe", "Initial_Punctuation": "Pi",
	"Final_Punctuation": "Pf", "Other_Punctuation": "Po", "Symbol": "S", "Math_Symbol": "Sm",
	"Currency_Symbol": "Sc", "Modifier_Symbol": "Sk", "Other_Symbol": "So", "Separator": "Z",
	"Space_Separator": "Zs", "Line_Separator": "Zl", "Paragraph_Separator": "Zp", "Other": "C",
	"Control": "Cc", "cntrl": "Cc", "Format": "Cf", "Surrogate": "Cs", "Private_Use": "Co",
	"Unassigned": "Cn",
}

// Four-letter ISO 15924 codes of common scripts.
var scriptAlias = map[string]string{
	"Latn": "Latin", "Grek": "Greek", "Cyrl": "Cyrillic", "Arab": "Arabic", "Hebr": "Hebrew",
	"Hani": "Han", "Hira": "Hiragana", "Kana": "Katakana", "Hang": "Hangul", "Thai": "Thai",
	"Deva": "Devanagari", "Zyyy": "Common", "Zinh": "Inherited", "Qaai": "Inherited",
	"Armn": "Armenian", "Beng": "Bengali", "Geor": "Georgian", "Ethi": "Ethiopic",
	"Gujr": "Gujarati", "Guru": "Gurmukhi", "Knda": "Kannada", "Khmr": "Khmer", "Laoo": "Lao",
	"Mlym": "Malayalam", "Mong": "Mongolian", "Mymr": "Myanmar", "Orya": "Oriya",
	"Sinh": "Sinhala", "Taml": "Tamil", "Telu": "Telugu", "Tibt": "Tibetan", "Copt": "Coptic",
	"Qaac": "Coptic", "Runr": "Runic", "Syrc": "Syriac", "Thaa": "Thaana", "Bopo": "Bopomofo",
	"Cher": "Cherokee", "Yiii": "Yi", "Brai": "Braille",
}

// Short names of binary properties.
var binaryAlias = map[string]string{
	"Alpha": "Alphabetic", "Lower": "Lowercase", "Upper": "Uppercase", "space": "White_Space",
	"WSpace": "White_Space", "AHex": "ASCII_Hex_Digit", "Hex": "Hex_Digit", "Ideo": "Ideographic",
	"Dia": "Diacritic", "Ext": "Extender", "QMark": "Quotation_Mark", "RI": "Regional_Indicator",
	"STerm": "Sentence_Terminal", "Term": "Terminal_Punctuation", "UIdeo": "Unified_Ideograph",
	"VS": "Variation_Selector", "Dep": "Deprecated", "Bidi_C": "Bidi_Control", "Join_C": "Join_Control",
	"NChar": "Noncharacter_Code_Point", "Pat_Syn": "Pattern_Syntax", "Pat_WS": "Pattern_White_Space",
	"SD": "Soft_Dotted", "LOE": "Logical_Order_Exception", "IDSB": "IDS_Binary_Operator",
	"IDST": "IDS_Trinary_Operator", "EPres": "Emoji_Presentation", "EMod": "Emoji_Modifier",
	"EBase": "Emoji_Modifier_Base", "EComp": "Emoji_Component", "ExtPict": "Extended_Pictographic",
	"IDS": "ID_Start", "IDC": "ID_Continue", "XIDS": "XID_Start", "XIDC": "XID_Continue",
	"CI": "Case_Ignorable", "CWL": "Changes_When_Lowercased", "CWU": "Changes_When_Uppercased",
	"CWCF": "Changes_When_Casefolded", "CWCM": "Changes_When_Casemapped",
	"CWT": "Changes_When_Titlecased", "CWKCF": "Changes_When_NFKC_Casefolded",
	"DI": "Default_Ignorable_Code_Point", "Gr_Base": "Grapheme_Base", "Gr_Ext": "Grapheme_Extend",
	"Bidi_M": "Bidi_Mirrored",
}

// Binary properties of Go's unicode.Properties that ECMAScript names.
var goBinary = map[string]bool{
	"ASCII_Hex_Digit": true, "Bidi_Control": true, "Dash": true, "Deprecated": true, "Diacritic": true,
	"Extender": true, "Hex_Digit": true, "IDS_Binary_Operator": true, "IDS_Trinary_Operator": true,
	"Ideographic": true, "Join_Control": true, "Logical_Order_Exception": true,
	"Noncharacter_Code_Point": true, "Pattern_Syntax": true, "Pattern_White_Space": true,
	"Quotation_Mark": true, "Radical": true, "Regional_Indicator": true, "Sentence_Terminal": true,
	"Soft_Dotted": true, "Terminal_Punctuation": true, "Unified_Ideograph": true,
	"Variation_Selector": true, "White_Space": true,
}

var propCache sync.Map // property text -> rangeTable

// property resolves the text between the braces of \p{…}.
func property(text string) (rangeTable, error) {
	if v, ok := propCache.Load(text); ok {
		return v.(rangeTable), nil
	}
	t, err := resolveProperty(text)
	if err != nil {
		return nil, err
	}
	propCache.Store(text, t)
	return t, nil
}

func resolveProperty(text string) (rangeTable, error) {
	name, value, hasValue := strings.Cut(text, "=")
	if hasValue {
		switch name {
		case "General_Category", "gc":
			if t := generalCategory(value); t != nil {
				return t, nil
			}
		case "Script", "sc":
			if a, ok := scriptAlias[value]; ok {
				value = a
			}
			if s, ok := unicode.Scripts[value]; ok {
				return fromUnicode(s), nil
			}
		case "Script_Extensions", "scx":
			if a, ok := scriptAlias[value]; ok {
				value = a
			}
			if t, ok := nodeTable("scx=" + value); ok {
				return t, nil
			}
		}
		return nil, fmt.Errorf("Invalid property name")
	}
	if t := generalCategory(name); t != nil {
		return t, nil
	}
	if a, ok := binaryAlias[name]; ok {
		name = a
	}
	switch name {
	case "Any":
		return rangeTable{{0, unicode.MaxRune}}, nil
	case "ASCII":
		return rangeTable{{0, 0x7f}}, nil
	case "Assigned":
		return complement(generalCategory("Cn")), nil
	case "Alphabetic":
		return union(fromUnicode(unicode.Lu, unicode.Ll, unicode.Lt, unicode.Lm, unicode.Lo, unicode.Nl, unicode.Other_Alphabetic)), nil
	case "Lowercase":
		return fromUnicode(unicode.Ll, unicode.Other_Lowercase), nil
	case "Uppercase":
		return fromUnicode(unicode.Lu, unicode.Other_Uppercase), nil
	}
	if goBinary[name] {
		return fromUnicode(unicode.Properties[name]), nil
	}
	if t, ok := nodeTable(name); ok {
		return t, nil
	}
	return nil, fmt.Errorf("Invalid property name")
}

func generalCategory(v string) rangeTable {
	if a, ok := gcAlias[v]; ok {
		v = a
	}
	switch v {
	case "LC":
		return fromUnicode(unicode.Lu, unicode.Ll, unicode.Lt)
	case "Cn":
		// Unassigned: everything outside the other categories (some Go
		// versions have a Cn table, some do not).
		var all []*unicode.RangeTable
		for k, t := range unicode.Categories {
			if k != "C" && k != "Cn" {
				all = append(all, t)
			}
		}
		return complement(fromUnicode(all...))
	case "C":
		return union(fromUnicode(unicode.C), generalCategory("Cn"))
	}
	if len(v) > 2 {
		return nil
	}
	if t, ok := unicode.Categories[v]; ok {
		return fromUnicode(t)
	}
	return nil
}

// nodeTable parses a table recorded from Node (unicode_node.go).
func nodeTable(name string) (rangeTable, bool) {
	s, ok := nodeProps[name]
	if !ok {
		return nil, false
	}
	var out rangeTable
	if s == "" {
		return out, true
	}
	for _, part := range strings.Split(s, ",") {
		lo, hi, isRange := strings.Cut(part, "-")
		l, err1 := strconv.ParseUint(lo, 16, 32)
		h := l
		var err2 error
		if isRange {
			h, err2 = strconv.ParseUint(hi, 16, 32)
		}
		if err1 != nil || err2 != nil {
			return nil, false
		}
		out = append(out, [2]rune{rune(l), rune(h)})
	}
	return out, true
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
