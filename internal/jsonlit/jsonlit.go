// Package jsonlit writes JSON and JavaScript literals exactly as
// ECMAScript does — JSON.stringify's string escaping, Number#toString's
// digits — and orders strings by UTF-16 code units as JavaScript's default
// sort does. Go's encoding/json and strconv differ on all three (it
// escapes <, > and &, writes 1e+21 as 1e21, and sorts by bytes), and the
// generated SDK, the output ledger's metering and the tool order all have
// to agree with JavaScript to the byte.
package jsonlit

import (
	"math"
	"strconv"
	"strings"
	"unicode/utf16"
	"unicode/utf8"
)

const hexDigits = "0123456789abcdef"

// AppendQuote appends s as ECMAScript JSON.stringify writes a string: `\"`,
// `\\`, `\b \f \n \r \t`, other C0 controls and lone surrogates as lowercase
// \uXXXX escapes, everything else raw (U+2028, U+2029 and U+007F included).
// Bytes that are not valid (WTF-8) are written as U+FFFD.
func AppendQuote(dst []byte, s string) []byte {
	dst = append(dst, '"')
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c >= 0x20 && c != '"' && c != '\\' && c < 0x80 {
			i++
			continue
		}
		if c < 0x80 {
			dst = append(dst, s[start:i]...)
			switch c {
			case '"':
				dst = append(dst, '\\', '"')
			case '\\':
				dst = append(dst, '\\', '\\')
			case '\b':
				dst = append(dst, '\\', 'b')
			case '\f':
				dst = append(dst, '\\', 'f')
			case '\n':
				dst = append(dst, '\\', 'n')
			case '\r':
				dst = append(dst, '\\', 'r')
			case '\t':
				dst = append(dst, '\\', 't')
			default:
				dst = append(dst, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xF])
			}
			i++
			start = i
			continue
		}
		r, n := DecodeWTF8(s[i:])
		switch {
		case r >= 0xD800 && r <= 0xDFFF:
			dst = append(dst, s[start:i]...)
			dst = AppendUEscape(dst, r)
			i += n
			start = i
		case r == utf8.RuneError && n <= 1:
			dst = append(dst, s[start:i]...)
			dst = append(dst, "\uFFFD"...)
			i += n
			start = i
		default:
			i += n
		}
	}
	dst = append(dst, s[start:]...)
	return append(dst, '"')
}

// Quote returns AppendQuote(nil, s) as a string.
func Quote(s string) string { return string(AppendQuote(make([]byte, 0, len(s)+2), s)) }

// AppendUEscape appends `\u` and four lowercase hex digits of r (< 0x10000).
func AppendUEscape(dst []byte, r rune) []byte {
	return append(dst, '\\', 'u', hexDigits[r>>12&0xF], hexDigits[r>>8&0xF], hexDigits[r>>4&0xF], hexDigits[r&0xF])
}

// AppendNumber appends f as ECMAScript Number#toString (radix 10) writes it:
// shortest round-trip digits, plain notation for 1e-7 < |f| < 1e21,
// otherwise exponent notation with an explicit sign (1e+21, 1e-7); -0 is 0.
func AppendNumber(dst []byte, f float64) []byte {
	switch {
	case math.IsNaN(f):
		return append(dst, "NaN"...)
	case math.IsInf(f, 1):
		return append(dst, "Infinity"...)
	case math.IsInf(f, -1):
		return append(dst, "-Infinity"...)
	case f == 0:
		return append(dst, '0')
	}
	if f < 0 {
		dst = append(dst, '-')
		f = -f
	}
	var buf [32]byte
	e := strconv.AppendFloat(buf[:0], f, 'e', -1, 64) // d[.ddd]e±XX
	mant, exp, _ := strings.Cut(string(e), "e")
	digits := strings.Replace(mant, ".", "", 1)
	x, _ := strconv.Atoi(exp)
	k, n := len(digits), x+1 // value = 0.digits × 10^n
	switch {
	case k <= n && n <= 21:
		dst = append(dst, digits...)
		for i := k; i < n; i++ {
			dst = append(dst, '0')
		}
	case 0 < n && n <= 21:
		dst = append(dst, digits[:n]...)
		dst = append(dst, '.')
		dst = append(dst, digits[n:]...)
	case -6 < n && n <= 0:
		dst = append(dst, '0', '.')
		for i := 0; i < -n; i++ {
			dst = append(dst, '0')
		}
		dst = append(dst, digits...)
	default:
		dst = append(dst, digits[0])
		if k > 1 {
			dst = append(dst, '.')
			dst = append(dst, digits[1:]...)
		}
		dst = append(dst, 'e')
		if n-1 >= 0 {
			dst = append(dst, '+')
		}
		dst = strconv.AppendInt(dst, int64(n-1), 10)
	}
	return dst
}

// FormatNumber returns AppendNumber(nil, f) as a string.
func FormatNumber(f float64) string { return string(AppendNumber(nil, f)) }

// DecodeWTF8 decodes the first code point of s like utf8.DecodeRuneInString,
// but also accepts the 3-byte encoding of a lone surrogate.
func DecodeWTF8(s string) (rune, int) {
	if len(s) >= 3 && s[0] == 0xED && s[1] >= 0xA0 && s[1] <= 0xBF && s[2] >= 0x80 && s[2] <= 0xBF {
		return 0xD000 | rune(s[1]&0x3F)<<6 | rune(s[2]&0x3F), 3
	}
	return utf8.DecodeRuneInString(s)
}

// Less orders strings by UTF-16 code units, as JavaScript's default sort
// does (GO-7).
func Less(a, b string) bool {
	for a != "" && b != "" {
		ra, na := utf8.DecodeRuneInString(a)
		rb, nb := utf8.DecodeRuneInString(b)
		if ra != rb {
			if ua, ub := unit(ra), unit(rb); ua != ub {
				return ua < ub
			}
			return ra < rb
		}
		a, b = a[na:], b[nb:]
	}
	return a == "" && b != ""
}

// unit is the first UTF-16 code unit of r.
func unit(r rune) rune {
	if r >= 0x10000 {
		r1, _ := utf16.EncodeRune(r)
		return r1
	}
	return r
}
