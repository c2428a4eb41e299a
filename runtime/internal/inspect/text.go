package inspect

import (
	"math"
	"strconv"
	"strings"
	"unicode/utf16"
	"unicode/utf8"
)

// meta holds Node's escapes for the code units below 0xA0 that strEscape
// replaces; "" means the unit is kept.
var meta = func() [0xa0]string {
	var m [0xa0]string
	for i := 0; i < 0x20; i++ {
		m[i] = `\x` + strings.ToUpper(hex2(i))
	}
	m['\b'], m['\t'], m['\n'], m['\f'], m['\r'] = `\b`, `\t`, `\n`, `\f`, `\r`
	m['\''], m['\\'] = `\'`, `\\`
	for i := 0x7f; i < 0xa0; i++ {
		m[i] = `\x` + strings.ToUpper(hex2(i))
	}
	return m
}()

func hex2(i int) string {
	s := strconv.FormatInt(int64(i), 16)
	if len(s) < 2 {
		s = "0" + s
	}
	return s
}

// Quote styles strEscape chooses between.
const (
	quoteSingle = iota
	quoteDouble
	quoteBacktick
)

// strEscape quotes and escapes a JavaScript string given as UTF-16 code
// units, as Node's strEscape does: single quotes unless the text contains
// one, then double quotes unless it contains one too, then backticks unless
// it contains a backtick or "${"; control characters, C1 controls, the
// backslash, the chosen quote (single only) and lone surrogates are escaped.
func strEscape(u []uint16) string {
	quote := quoteSingle
	if hasUnit(u, '\'') {
		if !hasUnit(u, '"') {
			quote = quoteDouble
		} else if !hasUnit(u, '`') && !hasSeq(u, '$', '{') {
			quote = quoteBacktick
		}
	}
	var b strings.Builder
	b.Grow(len(u) + 2)
	q := byte('\'')
	switch quote {
	case quoteDouble:
		q = '"'
	case quoteBacktick:
		q = '`'
	}
	b.WriteByte(q)
	writeEscaped(&b, u, quote == quoteSingle)
	b.WriteByte(q)
	return b.String()
}

// writeEscaped writes u as UTF-8 with Node's escapes; escapeQuote says
// whether the single quote is escaped.
func writeEscaped(b *strings.Builder, u []uint16, escapeQuote bool) {
	for i := 0; i < len(u); i++ {
		c := u[i]
		switch {
		case c < 0xa0 && meta[c] != "" && (c != '\'' || escapeQuote):
			b.WriteString(meta[c])
		case c < 0x80:
			b.WriteByte(byte(c))
		case c >= 0xd800 && c <= 0xdbff && i+1 < len(u) && u[i+1] >= 0xdc00 && u[i+1] <= 0xdfff:
			b.WriteRune(utf16.DecodeRune(rune(c), rune(u[i+1])))
			i++
		case c >= 0xd800 && c <= 0xdfff:
			b.WriteString(`\u`)
			b.WriteString(strconv.FormatInt(int64(c), 16))
		default:
			b.WriteRune(rune(c))
		}
	}
}

// escapeKeyText escapes a symbol description or non-enumerable key the way
// Node's strEscapeSequencesReplacer does (the single quote included), without
// adding quotes.
func escapeKeyText(s string) string {
	var b strings.Builder
	writeEscaped(&b, utf16.Encode([]rune(s)), true)
	return b.String()
}

func hasUnit(u []uint16, c uint16) bool {
	for _, x := range u {
		if x == c {
			return true
		}
	}
	return false
}

func hasSeq(u []uint16, a, c uint16) bool {
	for i := 0; i+1 < len(u); i++ {
		if u[i] == a && u[i+1] == c {
			return true
		}
	}
	return false
}

// jsLen is the length of s in UTF-16 code units, JavaScript's str.length.
func jsLen(s string) int {
	n := 0
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		i += size
		if r >= 0x10000 {
			n += 2
		} else {
			n++
		}
	}
	return n
}

// isIdentKey reports whether key matches Node's keyStrRegExp
// /^[a-zA-Z_][a-zA-Z_0-9]*$/ and so prints unquoted.
func isIdentKey(key string) bool {
	if key == "" {
		return false
	}
	for i := 0; i < len(key); i++ {
		c := key[i]
		switch {
		case c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z':
		case c >= '0' && c <= '9' && i > 0:
		default:
			return false
		}
	}
	return true
}

// isIndexKey reports whether key matches Node's numberRegExp
// /^(0|[1-9][0-9]*)$/.
func isIndexKey(key string) bool {
	if key == "" || len(key) > 1 && key[0] == '0' {
		return false
	}
	for i := 0; i < len(key); i++ {
		if key[i] < '0' || key[i] > '9' {
			return false
		}
	}
	return true
}

// isArrayIndex reports whether key is a canonical array index (below
// 2**32-1), the keys getOwnNonIndexProperties leaves out.
func isArrayIndex(key string) bool {
	if !isIndexKey(key) || len(key) > 10 {
		return false
	}
	n, err := strconv.ParseUint(key, 10, 64)
	return err == nil && n < math.MaxUint32
}

// stringWidth is the display width Node's getStringWidth computes without
// ICU: wide East Asian and emoji code points count 2, zero-width and control
// code points 0.
func stringWidth(s string) int {
	w := 0
	for _, r := range s {
		switch {
		case isFullWidth(r):
			w += 2
		case !isZeroWidth(r):
			w++
		}
	}
	return w
}

func isZeroWidth(c rune) bool {
	return c <= 0x1f || c >= 0x7f && c <= 0x9f || c >= 0x300 && c <= 0x36f ||
		c >= 0x200b && c <= 0x200f || c >= 0x20d0 && c <= 0x20ff ||
		c >= 0xfe00 && c <= 0xfe0f || c >= 0xfe20 && c <= 0xfe2f ||
		c >= 0xe0100 && c <= 0xe01ef
}

func isFullWidth(c rune) bool {
	return c >= 0x1100 && (c <= 0x115f || c == 0x2329 || c == 0x232a ||
		c >= 0x2e80 && c <= 0x3247 && c != 0x303f ||
		c >= 0x3250 && c <= 0x4dbf || c >= 0x4e00 && c <= 0xa4c6 ||
		c >= 0xa960 && c <= 0xa97c || c >= 0xac00 && c <= 0xd7a3 ||
		c >= 0xf900 && c <= 0xfaff || c >= 0xfe10 && c <= 0xfe19 ||
		c >= 0xfe30 && c <= 0xfe6b || c >= 0xff01 && c <= 0xff60 ||
		c >= 0xffe0 && c <= 0xffe6 || c >= 0x1b000 && c <= 0x1b001 ||
		c >= 0x1f200 && c <= 0x1f251 || c >= 0x1f300 && c <= 0x1f64f ||
		c >= 0x20000 && c <= 0x3fffd)
}

// padStart and padEnd pad s with spaces to n UTF-16 units, as
// String.prototype.padStart/padEnd do.
func padStart(s string, n int) string {
	if l := jsLen(s); l < n {
		return strings.Repeat(" ", n-l) + s
	}
	return s
}

func padEnd(s string, n int) string {
	if l := jsLen(s); l < n {
		return s + strings.Repeat(" ", n-l)
	}
	return s
}

// isoDate formats a time value (milliseconds since the epoch, finite) as
// Date.prototype.toISOString does, with six-digit signed years outside
// 0..9999.
func isoDate(ms float64) string {
	t := int64(ms)
	day := floorDiv(t, 86400000)
	rem := t - day*86400000
	y, m, d := civil(day)
	var b strings.Builder
	switch {
	case y >= 0 && y <= 9999:
		b.WriteString(pad(y, 4))
	case y < 0:
		b.WriteString("-" + pad(-y, 6))
	default:
		b.WriteString("+" + pad(y, 6))
	}
	b.WriteString("-" + pad(m, 2) + "-" + pad(d, 2) + "T")
	b.WriteString(pad(rem/3600000, 2) + ":" + pad(rem/60000%60, 2) + ":" + pad(rem/1000%60, 2) + "." + pad(rem%1000, 3) + "Z")
	return b.String()
}

func pad(n int64, width int) string {
	s := strconv.FormatInt(n, 10)
	for len(s) < width {
		s = "0" + s
	}
	return s
}

func floorDiv(a, b int64) int64 {
	q := a / b
	if a%b != 0 && (a < 0) != (b < 0) {
		q--
	}
	return q
}

// civil converts days since 1970-01-01 to a proleptic Gregorian date
// (Howard Hinnant's algorithm).
func civil(z int64) (y, m, d int64) {
	z += 719468
	era := floorDiv(z, 146097)
	doe := z - era*146097
	yoe := (doe - doe/1460 + doe/36524 - doe/146096) / 365
	y = yoe + era*400
	doy := doe - (365*yoe + yoe/4 - yoe/100)
	mp := (5*doy + 2) / 153
	d = doy - (153*mp+2)/5 + 1
	if mp < 10 {
		m = mp + 3
	} else {
		m = mp - 9
	}
	if m <= 2 {
		y++
	}
	return y, m, d
}
