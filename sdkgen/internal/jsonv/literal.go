package jsonv

import (
	"math"
	"strconv"
	"strings"
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

// IsArrayIndex reports whether k is a canonical ECMAScript array index
// ("0", "7", "10"; not "03", not 2^32-1 or more).
func IsArrayIndex(k string) bool {
	if k == "" || len(k) > 10 || (k[0] == '0' && len(k) > 1) {
		return false
	}
	var n uint64
	for i := 0; i < len(k); i++ {
		c := k[i]
		if c < '0' || c > '9' {
			return false
		}
		n = n*10 + uint64(c-'0')
	}
	return n < 1<<32-1
}

// Order returns the member positions of Object v in ECMAScript own-key order:
// array-index keys first in ascending numeric order, then the others in
// insertion order. It returns nil when that order is the insertion order.
func Order(v *Value) []int {
	idx := 0
	for _, k := range v.Keys {
		if IsArrayIndex(k) {
			idx++
		}
	}
	if idx == 0 {
		return nil
	}
	ord := make([]int, 0, len(v.Keys))
	for i, k := range v.Keys {
		if IsArrayIndex(k) {
			ord = append(ord, i)
		}
	}
	num := func(i int) uint64 {
		n, _ := strconv.ParseUint(v.Keys[i], 10, 64)
		return n
	}
	// Insertion sort: index keys are few in practice.
	for i := 1; i < len(ord); i++ {
		for j := i; j > 0 && num(ord[j]) < num(ord[j-1]); j-- {
			ord[j], ord[j-1] = ord[j-1], ord[j]
		}
	}
	for i, k := range v.Keys {
		if !IsArrayIndex(k) {
			ord = append(ord, i)
		}
	}
	return ord
}

// AppendJSON appends the compact JSON.stringify text of v: members in
// own-key order, strings by AppendQuote, numbers by AppendNumber (non-finite
// numbers as null). It walks v with an explicit stack.
func AppendJSON(dst []byte, v *Value) []byte {
	type item struct {
		v   *Value
		ord []int
		i   int
	}
	var stack []item
	for {
		// Write v (opening containers).
		switch v.Kind {
		case Null:
			dst = append(dst, "null"...)
		case Bool:
			dst = strconv.AppendBool(dst, v.Bool)
		case Number:
			if math.IsInf(v.Num, 0) || math.IsNaN(v.Num) {
				dst = append(dst, "null"...)
			} else {
				dst = AppendNumber(dst, v.Num)
			}
		case String:
			dst = AppendQuote(dst, v.Str)
		case Array:
			dst = append(dst, '[')
			stack = append(stack, item{v: v})
		case Object:
			dst = append(dst, '{')
			stack = append(stack, item{v: v, ord: Order(v)})
		}
		// Find the next value to write, closing finished containers.
		v = nil
		for len(stack) > 0 {
			top := &stack[len(stack)-1]
			n := len(top.v.Vals)
			if top.v.Kind == Object {
				n = len(top.v.Keys)
			}
			if top.i >= n {
				if top.v.Kind == Array {
					dst = append(dst, ']')
				} else {
					dst = append(dst, '}')
				}
				stack = stack[:len(stack)-1]
				continue
			}
			if top.i > 0 {
				dst = append(dst, ',')
			}
			if top.v.Kind == Array {
				v = top.v.Vals[top.i]
			} else {
				j := top.i
				if top.ord != nil {
					j = top.ord[j]
				}
				dst = AppendQuote(dst, top.v.Keys[j])
				dst = append(dst, ':')
				v = top.v.Vals[j]
			}
			top.i++
			break
		}
		if v == nil {
			return dst
		}
	}
}
