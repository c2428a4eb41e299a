// Package jsontext checks, compacts and pretty-prints JSON text without
// decoding it: strings and numbers are copied byte for byte, so a value
// written by the JavaScript runtime keeps its exact ECMAScript number
// spelling and string escapes.
package jsontext

import (
	"fmt"
	"strconv"
	"unicode/utf16"
	"unicode/utf8"
)

// maxDepth bounds nesting so that hostile input cannot exhaust the stack.
// The reference requires 5 000 levels to work (SC-8).
const maxDepth = 10000

// Error is a JSON text that is not lossless JSON. Offset is the byte
// offset of the problem.
type Error struct {
	Offset int
	Msg    string
}

func (e *Error) Error() string { return fmt.Sprintf("%s at offset %d", e.Msg, e.Offset) }

// Compact validates b as one lossless JSON value (GO-6: valid JSON, finite
// numbers other than negative zero, no duplicate object keys) and returns
// a compact copy with insignificant whitespace removed. The result never
// aliases b.
func Compact(b []byte) ([]byte, error) {
	s := scanner{in: b, out: make([]byte, 0, len(b))}
	s.ws()
	if err := s.value(0); err != nil {
		return nil, err
	}
	s.ws()
	if s.pos != len(s.in) {
		return nil, s.fail("unexpected data after the JSON value")
	}
	return s.out, nil
}

type scanner struct {
	in  []byte
	pos int
	out []byte
}

func (s *scanner) fail(msg string) error { return &Error{Offset: s.pos, Msg: msg} }

func (s *scanner) ws() {
	for s.pos < len(s.in) {
		switch s.in[s.pos] {
		case ' ', '\t', '\n', '\r':
			s.pos++
		default:
			return
		}
	}
}

func (s *scanner) value(depth int) error {
	if depth > maxDepth {
		return s.fail("JSON nested too deeply")
	}
	if s.pos >= len(s.in) {
		if len(s.in) == 0 {
			return s.fail("empty JSON text")
		}
		return s.fail("unexpected end of JSON")
	}
	switch c := s.in[s.pos]; {
	case c == '{':
		return s.object(depth)
	case c == '[':
		return s.array(depth)
	case c == '"':
		_, err := s.str()
		return err
	case c == '-' || (c >= '0' && c <= '9'):
		return s.number()
	default:
		for _, lit := range [...]string{"true", "false", "null"} {
			if len(s.in)-s.pos >= len(lit) && string(s.in[s.pos:s.pos+len(lit)]) == lit {
				s.out = append(s.out, lit...)
				s.pos += len(lit)
				return nil
			}
		}
		return s.fail(fmt.Sprintf("invalid character %q looking for a JSON value", c))
	}
}

func (s *scanner) object(depth int) error {
	s.out = append(s.out, '{')
	s.pos++
	s.ws()
	if s.pos < len(s.in) && s.in[s.pos] == '}' {
		s.pos++
		s.out = append(s.out, '}')
		return nil
	}
	var keys [][2]int // spans of raw keys in s.in, for duplicate detection
	for {
		if s.pos >= len(s.in) || s.in[s.pos] != '"' {
			return s.fail("expected a string object key")
		}
		start := s.pos
		escaped, err := s.str()
		if err != nil {
			return err
		}
		key := [2]int{start, s.pos}
		for _, k := range keys {
			if sameKey(s.in[k[0]:k[1]], s.in[key[0]:key[1]], escaped) {
				s.pos = start
				return s.fail("duplicate object key " + string(s.in[key[0]:key[1]]))
			}
		}
		keys = append(keys, key)
		s.ws()
		if s.pos >= len(s.in) || s.in[s.pos] != ':' {
			return s.fail("expected ':' after object key")
		}
		s.pos++
		s.out = append(s.out, ':')
		s.ws()
		if err := s.value(depth + 1); err != nil {
			return err
		}
		s.ws()
		if s.pos >= len(s.in) {
			return s.fail("unexpected end of JSON in object")
		}
		switch s.in[s.pos] {
		case ',':
			s.pos++
			s.out = append(s.out, ',')
			s.ws()
		case '}':
			s.pos++
			s.out = append(s.out, '}')
			return nil
		default:
			return s.fail("expected ',' or '}' in object")
		}
	}
}

// sameKey compares two raw JSON string tokens. Raw equality is exact when
// neither uses escapes; otherwise both are decoded.
func sameKey(a, b []byte, anyEscaped bool) bool {
	if string(a) == string(b) {
		return true
	}
	if !anyEscaped && !hasEscape(a) {
		return false
	}
	return Unquote(a) == Unquote(b)
}

func hasEscape(b []byte) bool {
	for _, c := range b {
		if c == '\\' {
			return true
		}
	}
	return false
}

func (s *scanner) array(depth int) error {
	s.out = append(s.out, '[')
	s.pos++
	s.ws()
	if s.pos < len(s.in) && s.in[s.pos] == ']' {
		s.pos++
		s.out = append(s.out, ']')
		return nil
	}
	for {
		if err := s.value(depth + 1); err != nil {
			return err
		}
		s.ws()
		if s.pos >= len(s.in) {
			return s.fail("unexpected end of JSON in array")
		}
		switch s.in[s.pos] {
		case ',':
			s.pos++
			s.out = append(s.out, ',')
			s.ws()
		case ']':
			s.pos++
			s.out = append(s.out, ']')
			return nil
		default:
			return s.fail("expected ',' or ']' in array")
		}
	}
}

// str copies one string token and reports whether it used escapes.
func (s *scanner) str() (escaped bool, err error) {
	start := s.pos
	s.pos++
	for s.pos < len(s.in) {
		c := s.in[s.pos]
		switch {
		case c == '"':
			s.pos++
			s.out = append(s.out, s.in[start:s.pos]...)
			return escaped, nil
		case c == '\\':
			escaped = true
			if s.pos+1 >= len(s.in) {
				return false, s.fail("unexpected end of JSON in string escape")
			}
			switch s.in[s.pos+1] {
			case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
				s.pos += 2
			case 'u':
				if s.pos+6 > len(s.in) {
					return false, s.fail("short \\u escape")
				}
				for _, h := range s.in[s.pos+2 : s.pos+6] {
					if !isHex(h) {
						return false, s.fail("invalid \\u escape")
					}
				}
				s.pos += 6
			default:
				return false, s.fail("invalid string escape")
			}
		case c < 0x20:
			return false, s.fail("control character in string")
		case c < utf8.RuneSelf:
			s.pos++
		default:
			r, n := utf8.DecodeRune(s.in[s.pos:])
			if r == utf8.RuneError && n == 1 {
				return false, s.fail("invalid UTF-8 in string")
			}
			s.pos += n
		}
	}
	return false, s.fail("unterminated string")
}

func isHex(c byte) bool {
	return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F')
}

func (s *scanner) number() error {
	start := s.pos
	neg := false
	if s.in[s.pos] == '-' {
		neg = true
		s.pos++
	}
	digits := func() int {
		n := 0
		for s.pos < len(s.in) && s.in[s.pos] >= '0' && s.in[s.pos] <= '9' {
			s.pos++
			n++
		}
		return n
	}
	intStart := s.pos
	n := digits()
	if n == 0 {
		return s.fail("invalid number")
	}
	if n > 1 && s.in[intStart] == '0' {
		s.pos = intStart
		return s.fail("invalid number: leading zero")
	}
	simple := n <= 15
	if s.pos < len(s.in) && s.in[s.pos] == '.' {
		s.pos++
		if digits() == 0 {
			return s.fail("invalid number: no digits after '.'")
		}
		simple = false
	}
	if s.pos < len(s.in) && (s.in[s.pos] == 'e' || s.in[s.pos] == 'E') {
		s.pos++
		if s.pos < len(s.in) && (s.in[s.pos] == '+' || s.in[s.pos] == '-') {
			s.pos++
		}
		if digits() == 0 {
			return s.fail("invalid number: no digits in exponent")
		}
		simple = false
	}
	tok := s.in[start:s.pos]
	if simple {
		if neg && n == 1 && s.in[intStart] == '0' {
			s.pos = start
			return s.fail("negative zero is not lossless JSON")
		}
	} else {
		f, err := strconv.ParseFloat(string(tok), 64)
		if err != nil {
			s.pos = start
			return s.fail("number " + string(tok) + " is not a finite JSON number")
		}
		if f == 0 && neg {
			s.pos = start
			return s.fail("negative zero is not lossless JSON")
		}
	}
	s.out = append(s.out, tok...)
	return nil
}

// Unquote decodes a raw JSON string token (quotes included) of valid
// JSON. Lone surrogates decode to U+FFFD.
func Unquote(tok []byte) string {
	if len(tok) < 2 {
		return ""
	}
	b := tok[1 : len(tok)-1]
	if !hasEscape(b) {
		return string(b)
	}
	out := make([]byte, 0, len(b))
	for i := 0; i < len(b); {
		c := b[i]
		if c != '\\' {
			out = append(out, c)
			i++
			continue
		}
		switch b[i+1] {
		case 'b':
			out = append(out, '\b')
		case 'f':
			out = append(out, '\f')
		case 'n':
			out = append(out, '\n')
		case 'r':
			out = append(out, '\r')
		case 't':
			out = append(out, '\t')
		case 'u':
			r := rune(hexVal(b[i+2 : i+6]))
			i += 6
			if utf16.IsSurrogate(r) && i+6 <= len(b) && b[i] == '\\' && b[i+1] == 'u' {
				r2 := rune(hexVal(b[i+2 : i+6]))
				if d := utf16.DecodeRune(r, r2); d != utf8.RuneError {
					r = d
					i += 6
				}
			}
			out = utf8.AppendRune(out, r)
			continue
		default:
			out = append(out, b[i+1])
		}
		i += 2
	}
	return string(out)
}

func hexVal(h []byte) int {
	v := 0
	for _, c := range h {
		v <<= 4
		switch {
		case c >= '0' && c <= '9':
			v |= int(c - '0')
		case c >= 'a' && c <= 'f':
			v |= int(c-'a') + 10
		default:
			v |= int(c-'A') + 10
		}
	}
	return v
}

// IsString reports whether compact holds a JSON string.
func IsString(compact []byte) bool { return len(compact) > 0 && compact[0] == '"' }
