package langlib

import (
	"cmp"
	"slices"
	"strings"
	"unicode/utf8"
)

// The application/x-www-form-urlencoded parser and serializer of the WHATWG
// URL Standard, behind URLSearchParams. They live in Go because the
// JavaScript versions built their output one character at a time, and goja
// copies the whole string on every concatenation: a 2 Mi-unit query took
// minutes. Both are one pass over their input.

// formPair is one name/value pair of a URLSearchParams list.
type formPair struct{ name, value string }

// formParse splits a query into its pairs: sequences separated by "&",
// empty sequences skipped, split at the first "=", "+" read as a space
// and percent-escapes decoded as UTF-8 (malformed bytes become U+FFFD).
func formParse(s string) []formPair {
	if s == "" {
		return nil
	}
	out := make([]formPair, 0, min(strings.Count(s, "&")+1, len(s)/2+1))
	var buf []byte
	for len(s) > 0 {
		seq := s
		if i := strings.IndexByte(s, '&'); i >= 0 {
			seq, s = s[:i], s[i+1:]
		} else {
			s = ""
		}
		if seq == "" {
			continue
		}
		name, value, _ := strings.Cut(seq, "=")
		var p formPair
		p.name, buf = formDecode(name, buf)
		p.value, buf = formDecode(value, buf)
		out = append(out, p)
	}
	return out
}

// formDecode replaces "+" with a space and decodes percent-escapes, reusing
// buf as scratch space.
func formDecode(s string, buf []byte) (string, []byte) {
	if strings.IndexByte(s, '+') < 0 && strings.IndexByte(s, '%') < 0 {
		return s, buf // already USV: it came from a Go string
	}
	buf = buf[:0]
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '+':
			buf = append(buf, ' ')
		case c == '%' && i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2]):
			buf = append(buf, unhex(s[i+1])<<4|unhex(s[i+2]))
			i += 2
		default:
			buf = append(buf, c)
		}
	}
	return utf8Decode(buf), buf
}

func isHex(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

func unhex(c byte) byte {
	switch {
	case c <= '9':
		return c - '0'
	case c <= 'F':
		return c - 'A' + 10
	}
	return c - 'a' + 10
}

// utf8Decode decodes b as the Encoding Standard's UTF-8 decoder does: each
// maximal subpart of an ill-formed sequence becomes one U+FFFD (Go's own
// conversion makes one per byte).
func utf8Decode(b []byte) string {
	if utf8.Valid(b) {
		return string(b)
	}
	var sb strings.Builder
	sb.Grow(len(b) + 8)
	for len(b) > 0 {
		r, n := utf8.DecodeRune(b)
		if r != utf8.RuneError || n > 1 {
			sb.Write(b[:n])
			b = b[n:]
			continue
		}
		sb.WriteRune(utf8.RuneError)
		b = b[maximalSubpart(b):]
	}
	return sb.String()
}

// maximalSubpart is the length (at least 1) of the ill-formed prefix of b
// that the Encoding Standard replaces with a single U+FFFD: a lead byte
// followed by the continuation bytes that may still follow it.
func maximalSubpart(b []byte) int {
	lo, hi := byte(0x80), byte(0xBF)
	need := 0
	switch c := b[0]; {
	case 0xC2 <= c && c <= 0xDF:
		need = 1
	case 0xE0 <= c && c <= 0xEF:
		need = 2
		if c == 0xE0 {
			lo = 0xA0
		} else if c == 0xED {
			hi = 0x9F
		}
	case 0xF0 <= c && c <= 0xF4:
		need = 3
		if c == 0xF0 {
			lo = 0x90
		} else if c == 0xF4 {
			hi = 0x8F
		}
	default:
		return 1
	}
	n := 1
	for ; n <= need && n < len(b); n++ {
		if b[n] < lo || b[n] > hi {
			break
		}
		lo, hi = 0x80, 0xBF
	}
	return n
}

// formSerialize writes the pairs as name=value joined by "&": UTF-8 bytes
// outside ASCII alphanumerics and "*-._" percent-encoded, space as "+".
func formSerialize(pairs []formPair) string {
	n := 0
	for _, p := range pairs {
		n += len(p.name) + len(p.value) + 2
	}
	var sb strings.Builder
	sb.Grow(n)
	for i, p := range pairs {
		if i > 0 {
			sb.WriteByte('&')
		}
		formEncode(&sb, p.name)
		sb.WriteByte('=')
		formEncode(&sb, p.value)
	}
	return sb.String()
}

const upperHex = "0123456789ABCDEF"

func formEncode(sb *strings.Builder, s string) {
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z', '0' <= c && c <= '9', c == '*', c == '-', c == '.', c == '_':
			sb.WriteByte(c)
		case c == ' ':
			sb.WriteByte('+')
		default:
			sb.WriteByte('%')
			sb.WriteByte(upperHex[c>>4])
			sb.WriteByte(upperHex[c&15])
		}
	}
}

// formList is the list of a URLSearchParams object, kept in Go so that no
// operation builds a JavaScript object per pair: a 2 Mi-unit query of
// "&=" holds a million pairs.
type formList struct{ pairs []formPair }

// index is the position of the first pair named name, or -1.
func (l *formList) index(name string) int {
	for i, p := range l.pairs {
		if p.name == name {
			return i
		}
	}
	return -1
}

// remove drops the pairs named name (from position from on) whose value is
// value, or every such pair when value is nil.
func (l *formList) remove(from int, name string, value *string) {
	out := l.pairs[:from]
	for _, p := range l.pairs[from:] {
		if p.name != name || value != nil && p.value != *value {
			out = append(out, p)
		}
	}
	clear(l.pairs[len(out):])
	l.pairs = out
}

// set gives the first pair named name the value and removes the others,
// or appends the pair.
func (l *formList) set(name, value string) {
	i := l.index(name)
	if i < 0 {
		l.pairs = append(l.pairs, formPair{name, value})
		return
	}
	l.pairs[i].value = value
	l.remove(i+1, name, nil)
}

// sort orders the pairs by name, in UTF-16 code units as the standard
// says, keeping the relative order of equal names.
func (l *formList) sort() {
	slices.SortStableFunc(l.pairs, func(a, b formPair) int { return compareUTF16(a.name, b.name) })
}

// compareUTF16 compares valid UTF-8 strings by their UTF-16 code units:
// as bytes, except that a supplementary character (a surrogate pair,
// 0xD800…) sorts before U+E000…U+FFFF.
func compareUTF16(a, b string) int {
	for len(a) > 0 && len(b) > 0 {
		ra, na := utf8.DecodeRuneInString(a)
		rb, nb := utf8.DecodeRuneInString(b)
		if ra != rb {
			return cmp.Compare(utf16Key(ra), utf16Key(rb))
		}
		a, b = a[na:], b[nb:]
	}
	return cmp.Compare(len(a), len(b))
}

// utf16Key maps runes to keys ordered as their UTF-16 code units are:
// U+0000…U+D7FF, then the supplementary characters (lead surrogates
// 0xD800…), then U+E000…U+FFFF.
func utf16Key(r rune) rune {
	switch {
	case r >= 0x10000:
		return 0xD800 + (r - 0x10000)
	case r >= 0xE000:
		return 0xD800 + 0x100000 + (r - 0xE000)
	}
	return r
}
