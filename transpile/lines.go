package transpile

import (
	"unicode/utf16"
	"unicode/utf8"
)

// span is the byte range of one line, without its terminator.
type span struct{ start, end int }

// splitLines splits s at ECMAScript line terminators (LF, CR LF, CR,
// U+2028, U+2029), the set esbuild and goja both count. There is always at
// least one line; a terminator at the very end starts an empty last line.
func splitLines(s string) []span {
	var out []span
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == '\n':
			out = append(out, span{start, i})
			i++
			start = i
		case c == '\r':
			out = append(out, span{start, i})
			i++
			if i < len(s) && s[i] == '\n' {
				i++
			}
			start = i
		case c == 0xE2 && i+2 < len(s) && s[i+1] == 0x80 && (s[i+2] == 0xA8 || s[i+2] == 0xA9):
			out = append(out, span{start, i})
			i += 3
			start = i
		default:
			i++
		}
	}
	return append(out, span{start, len(s)})
}

// utf16Len is the number of UTF-16 code units of s; each byte of an
// invalid UTF-8 sequence counts as one unit (it decodes as U+FFFD).
func utf16Len(s string) int {
	n := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			n++
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		n += utf16.RuneLen(r) // decoded runes are valid: 1 or 2
		i += size
	}
	return n
}

// utf16ToByte returns the byte offset in s of UTF-16 offset u, clamped to
// len(s). An offset inside a surrogate pair resolves to the pair's rune.
func utf16ToByte(s string, u int) int {
	n := 0
	for i := 0; i < len(s); {
		if n >= u {
			return i
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		n += utf16.RuneLen(r)
		i += size
	}
	return len(s)
}
