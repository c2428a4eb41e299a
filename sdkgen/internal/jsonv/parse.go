// Package jsonv is the ordered JSON model of sdkgen: an iterative parser that
// keeps member order, byte spans and lone surrogates, and writers that render
// values exactly as ECMAScript's JSON.stringify and Number#toString do.
//
// Strings are Go strings in WTF-8: a lone UTF-16 surrogate escaped in the
// source (\ud800) is kept as its 3-byte generalized UTF-8 encoding so that it
// can be written back as the same escape. Nothing here recurses on the input,
// so arbitrarily deep documents parse without growing the stack.
package jsonv

import (
	"fmt"
	"math"
	"strconv"
	"unicode/utf8"
)

// Kind is the JSON type of a Value.
type Kind uint8

// The JSON types.
const (
	Null Kind = iota
	Bool
	Number
	String
	Array
	Object
)

// Value is one parsed JSON value. Values are immutable after Parse and safe
// for concurrent reads.
type Value struct {
	Kind Kind
	Bool bool    // Bool
	Num  float64 // Number; ±Inf when the literal overflows, as in JSON.parse
	Str  string  // String (WTF-8)
	// Vals are an Array's elements, or an Object's member values; Keys
	// are an Object's member names. Members are in order of first
	// occurrence: a repeated key keeps its first position and its last
	// value, as in JSON.parse.
	Keys []string
	Vals []*Value
	// Start and End are the byte span of the value in the parsed text.
	Start, End int32
}

// Get returns the value of member key of an Object, or nil.
func (v *Value) Get(key string) *Value {
	if v == nil || v.Kind != Object {
		return nil
	}
	for i, k := range v.Keys {
		if k == key {
			return v.Vals[i]
		}
	}
	return nil
}

// SyntaxError is malformed JSON text.
type SyntaxError struct {
	Offset int // byte offset of the problem
	Line   int // 1-based line of Offset
	Column int // 1-based column of Offset, in bytes
	Msg    string
}

func (e *SyntaxError) Error() string {
	return fmt.Sprintf("invalid JSON at line %d, column %d: %s", e.Line, e.Column, e.Msg)
}

type frame struct {
	v     *Value
	key   string
	start int            // first scratch slot of this container's members
	index map[string]int // member positions, built for large objects only
}

type parser struct {
	s     string
	pos   int
	stack []frame
	slab  []Value // values are carved from slabs to save allocations
	// Members of open containers accumulate here and are copied into
	// exactly sized slices when their container closes.
	keys []string
	vals []*Value
}

func (p *parser) alloc(v Value) *Value {
	if len(p.slab) == cap(p.slab) {
		// Start at about one value per 48 bytes of text, then double.
		n := min(2*cap(p.slab), 1024)
		if p.slab == nil {
			n = min(max(len(p.s)/48, 8), 1024)
		}
		p.slab = make([]Value, 0, n)
	}
	p.slab = append(p.slab, v)
	return &p.slab[len(p.slab)-1]
}

// Parse parses one JSON text (RFC 8259; surrounding whitespace allowed).
func Parse(data []byte) (*Value, error) {
	if len(data) > math.MaxInt32 {
		return nil, &SyntaxError{Line: 1, Column: 1, Msg: "document larger than 2 GiB"}
	}
	p := &parser{s: string(data)}
	v, err := p.parse()
	if err != nil {
		return nil, err
	}
	return v, nil
}

func (p *parser) fail(off int, format string, args ...any) error {
	line, col := 1, 1
	for i := 0; i < off && i < len(p.s); i++ {
		if p.s[i] == '\n' {
			line, col = line+1, 1
		} else {
			col++
		}
	}
	return &SyntaxError{Offset: off, Line: line, Column: col, Msg: fmt.Sprintf(format, args...)}
}

func (p *parser) ws() {
	for p.pos < len(p.s) {
		switch p.s[p.pos] {
		case ' ', '\t', '\n', '\r':
			p.pos++
		default:
			return
		}
	}
}

func (p *parser) describe() string {
	if p.pos >= len(p.s) {
		return "unexpected end of input"
	}
	r, _ := utf8.DecodeRuneInString(p.s[p.pos:])
	return fmt.Sprintf("unexpected character %q", r)
}

func (p *parser) parse() (*Value, error) {
	var root *Value
	for {
		// Expect a value.
		p.ws()
		if p.pos >= len(p.s) {
			return nil, p.fail(p.pos, "unexpected end of input, expected a value")
		}
		start := p.pos
		var v *Value
		switch c := p.s[p.pos]; {
		case c == '{':
			p.pos++
			v = p.alloc(Value{Kind: Object, Start: int32(start)})
			p.ws()
			if p.pos < len(p.s) && p.s[p.pos] == '}' {
				p.pos++
				v.End = int32(p.pos)
				break
			}
			key, err := p.key()
			if err != nil {
				return nil, err
			}
			p.stack = append(p.stack, frame{v: v, key: key, start: len(p.vals)})
			continue
		case c == '[':
			p.pos++
			v = p.alloc(Value{Kind: Array, Start: int32(start)})
			p.ws()
			if p.pos < len(p.s) && p.s[p.pos] == ']' {
				p.pos++
				v.End = int32(p.pos)
				break
			}
			p.stack = append(p.stack, frame{v: v, start: len(p.vals)})
			continue
		case c == '"':
			s, err := p.str()
			if err != nil {
				return nil, err
			}
			v = p.alloc(Value{Kind: String, Str: s, Start: int32(start), End: int32(p.pos)})
		case c == '-' || (c >= '0' && c <= '9'):
			f, err := p.num()
			if err != nil {
				return nil, err
			}
			v = p.alloc(Value{Kind: Number, Num: f, Start: int32(start), End: int32(p.pos)})
		case c == 't' && hasPrefix(p.s[p.pos:], "true"):
			p.pos += 4
			v = p.alloc(Value{Kind: Bool, Bool: true, Start: int32(start), End: int32(p.pos)})
		case c == 'f' && hasPrefix(p.s[p.pos:], "false"):
			p.pos += 5
			v = p.alloc(Value{Kind: Bool, Start: int32(start), End: int32(p.pos)})
		case c == 'n' && hasPrefix(p.s[p.pos:], "null"):
			p.pos += 4
			v = p.alloc(Value{Kind: Null, Start: int32(start), End: int32(p.pos)})
		default:
			return nil, p.fail(p.pos, "%s, expected a value", p.describe())
		}
		// Attach v to its container and close every container that ends.
		for {
			if len(p.stack) == 0 {
				root = v
				p.ws()
				if p.pos != len(p.s) {
					return nil, p.fail(p.pos, "%s after the top-level value", p.describe())
				}
				return root, nil
			}
			top := &p.stack[len(p.stack)-1]
			if top.v.Kind == Array {
				p.vals = append(p.vals, v)
				p.keys = append(p.keys, "")
			} else {
				p.add(top, v)
			}
			p.ws()
			if p.pos >= len(p.s) {
				return nil, p.fail(p.pos, "unexpected end of input inside %s", kindName(top.v.Kind))
			}
			c := p.s[p.pos]
			if c == ',' {
				p.pos++
				if top.v.Kind == Object {
					p.ws()
					key, err := p.key()
					if err != nil {
						return nil, err
					}
					top.key = key
				}
				break // parse the next value
			}
			if (top.v.Kind == Array && c == ']') || (top.v.Kind == Object && c == '}') {
				p.pos++
				v = top.v
				v.End = int32(p.pos)
				n := len(p.vals) - top.start
				v.Vals = make([]*Value, n)
				copy(v.Vals, p.vals[top.start:])
				if v.Kind == Object {
					v.Keys = make([]string, n)
					copy(v.Keys, p.keys[top.start:])
				}
				clear(p.vals[top.start:])
				p.vals, p.keys = p.vals[:top.start], p.keys[:top.start]
				p.stack = p.stack[:len(p.stack)-1]
				continue
			}
			if top.v.Kind == Array {
				return nil, p.fail(p.pos, "%s, expected ',' or ']' in array", p.describe())
			}
			return nil, p.fail(p.pos, "%s, expected ',' or '}' in object", p.describe())
		}
	}
}

func kindName(k Kind) string {
	if k == Array {
		return "array"
	}
	return "object"
}

func (p *parser) add(f *frame, v *Value) {
	keys := p.keys[f.start:]
	if f.index != nil {
		if i, ok := f.index[f.key]; ok {
			p.vals[f.start+i] = v
			return
		}
	} else {
		for i, k := range keys {
			if k == f.key {
				p.vals[f.start+i] = v
				return
			}
		}
	}
	p.keys = append(p.keys, f.key)
	p.vals = append(p.vals, v)
	n := len(p.keys) - f.start
	if f.index != nil {
		f.index[f.key] = n - 1
	} else if n > 16 {
		f.index = make(map[string]int, 2*n)
		for i, k := range p.keys[f.start:] {
			f.index[k] = i
		}
	}
}

// key parses `"name" :` at p.pos.
func (p *parser) key() (string, error) {
	if p.pos >= len(p.s) || p.s[p.pos] != '"' {
		return "", p.fail(p.pos, "%s, expected a string member name", p.describe())
	}
	k, err := p.str()
	if err != nil {
		return "", err
	}
	p.ws()
	if p.pos >= len(p.s) || p.s[p.pos] != ':' {
		return "", p.fail(p.pos, "%s, expected ':' after member name", p.describe())
	}
	p.pos++
	return k, nil
}

func hasPrefix(s, pre string) bool { return len(s) >= len(pre) && s[:len(pre)] == pre }

func (p *parser) num() (float64, error) {
	s, start := p.s, p.pos
	i := start
	if s[i] == '-' {
		i++
	}
	switch {
	case i < len(s) && s[i] == '0':
		i++
	case i < len(s) && s[i] >= '1' && s[i] <= '9':
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i++
		}
	default:
		return 0, p.fail(i, "invalid number: expected a digit")
	}
	if i < len(s) && s[i] == '.' {
		i++
		if i >= len(s) || s[i] < '0' || s[i] > '9' {
			return 0, p.fail(i, "invalid number: expected a digit after '.'")
		}
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i++
		}
	}
	if i < len(s) && (s[i] == 'e' || s[i] == 'E') {
		i++
		if i < len(s) && (s[i] == '+' || s[i] == '-') {
			i++
		}
		if i >= len(s) || s[i] < '0' || s[i] > '9' {
			return 0, p.fail(i, "invalid number: expected a digit in the exponent")
		}
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i++
		}
	}
	p.pos = i
	f, err := strconv.ParseFloat(s[start:i], 64)
	if err != nil {
		// Only a range error is possible for a well-formed literal; f is
		// then ±Inf or ±0, as JSON.parse yields.
		if ne, ok := err.(*strconv.NumError); !ok || ne.Err != strconv.ErrRange {
			return 0, p.fail(start, "invalid number %q", s[start:i])
		}
	}
	return f, nil
}

// str parses a string literal at p.pos (which holds the opening quote).
func (p *parser) str() (string, error) {
	s := p.s
	i := p.pos + 1
	start := i
	ascii := true
	for i < len(s) {
		c := s[i]
		if c == '"' {
			out := s[start:i]
			if !ascii && !utf8.ValidString(out) {
				return "", p.fail(p.badUTF8(start, i), "invalid UTF-8 in string")
			}
			p.pos = i + 1
			return out, nil
		}
		if c == '\\' {
			return p.strSlow(start)
		}
		if c < 0x20 {
			return "", p.fail(i, "control character U+%04X in string must be escaped", c)
		}
		if c >= 0x80 {
			ascii = false
		}
		i++
	}
	return "", p.fail(len(s), "unexpected end of input inside a string")
}

func (p *parser) badUTF8(from, to int) int {
	for i := from; i < to; {
		r, n := utf8.DecodeRuneInString(p.s[i:to])
		if r == utf8.RuneError && n <= 1 {
			return i
		}
		i += n
	}
	return from
}

func (p *parser) strSlow(start int) (string, error) {
	s := p.s
	buf := make([]byte, 0, 2*(p.pos-start)+16)
	i := start
	for i < len(s) {
		c := s[i]
		switch {
		case c == '"':
			p.pos = i + 1
			return string(buf), nil
		case c < 0x20:
			return "", p.fail(i, "control character U+%04X in string must be escaped", c)
		case c < 0x80:
			if c != '\\' {
				buf = append(buf, c)
				i++
				continue
			}
			if i+1 >= len(s) {
				return "", p.fail(len(s), "unexpected end of input inside a string")
			}
			e := s[i+1]
			i += 2
			switch e {
			case '"', '\\', '/':
				buf = append(buf, e)
			case 'b':
				buf = append(buf, '\b')
			case 'f':
				buf = append(buf, '\f')
			case 'n':
				buf = append(buf, '\n')
			case 'r':
				buf = append(buf, '\r')
			case 't':
				buf = append(buf, '\t')
			case 'u':
				r, ok := hex4(s, i)
				if !ok {
					return "", p.fail(i-2, "invalid \\u escape")
				}
				i += 4
				if r >= 0xD800 && r <= 0xDBFF && i+6 <= len(s) && s[i] == '\\' && s[i+1] == 'u' {
					if lo, ok := hex4(s, i+2); ok && lo >= 0xDC00 && lo <= 0xDFFF {
						i += 6
						buf = utf8.AppendRune(buf, 0x10000+(r-0xD800)<<10+(lo-0xDC00))
						continue
					}
				}
				buf = AppendWTF8(buf, r)
			default:
				return "", p.fail(i-2, "invalid escape '\\%c'", e)
			}
		default:
			r, n := utf8.DecodeRuneInString(s[i:])
			if r == utf8.RuneError && n <= 1 {
				return "", p.fail(i, "invalid UTF-8 in string")
			}
			buf = append(buf, s[i:i+n]...)
			i += n
		}
	}
	return "", p.fail(len(s), "unexpected end of input inside a string")
}

func hex4(s string, i int) (rune, bool) {
	if i+4 > len(s) {
		return 0, false
	}
	var r rune
	for _, c := range []byte(s[i : i+4]) {
		r <<= 4
		switch {
		case c >= '0' && c <= '9':
			r |= rune(c - '0')
		case c >= 'a' && c <= 'f':
			r |= rune(c - 'a' + 10)
		case c >= 'A' && c <= 'F':
			r |= rune(c - 'A' + 10)
		default:
			return 0, false
		}
	}
	return r, true
}

// AppendWTF8 appends the generalized UTF-8 encoding of r, which may be a
// lone surrogate (U+D800–U+DFFF), to dst.
func AppendWTF8(dst []byte, r rune) []byte {
	if r >= 0xD800 && r <= 0xDFFF {
		return append(dst, 0xED, byte(0x80|(r>>6)&0x3F), byte(0x80|r&0x3F))
	}
	return utf8.AppendRune(dst, r)
}
