package guard

import (
	"fmt"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/dop251/goja"
)

// QuoteJSONString (ECMA-262 §25.5.2) for the guarded JSON.stringify
// (json_stringify.go), over goja's two string representations, with the
// output counted in UTF-16 code units as the size limit is.

// jsonEscape is the escape text of the ASCII code units QuoteJSONString
// escapes ("" for those it copies).
var jsonEscape = func() (t [128]string) {
	for c := 0; c < 0x20; c++ {
		t[c] = fmt.Sprintf(`\u%04x`, c)
	}
	t['\b'], t['\t'], t['\n'], t['\f'], t['\r'] = `\b`, `\t`, `\n`, `\f`, `\r`
	t['"'], t['\\'] = `\"`, `\\`
	return t
}()

// quoteUTF8 is QuoteJSONString of a string given as valid UTF-8.
func (s *jsonState) quoteUTF8(str string) {
	// At least a third of the bytes are code units; escapes are checked
	// as they grow the buffer, the exact count after.
	s.fits(int64(len(str))/3 + 2)
	s.buf = append(s.buf, '"')
	start, checked := 0, len(s.buf)
	for i := 0; i < len(str); i++ {
		c := str[i]
		if c >= 0x80 {
			switch { // continuation bytes add nothing
			case c >= 0xf0:
				s.extra += 2 // four bytes, two code units
			case c >= 0xe0:
				s.extra += 2 // three bytes, one code unit
			case c >= 0xc0:
				s.extra++ // two bytes, one code unit
			}
			continue
		}
		if e := jsonEscape[c]; e != "" {
			s.buf = append(s.buf, str[start:i]...)
			s.buf = append(s.buf, e...)
			start = i + 1
			if len(s.buf)-checked > 1<<16 {
				s.fits(0)
				checked = len(s.buf)
			}
		}
	}
	s.buf = append(s.buf, str[start:]...)
	s.buf = append(s.buf, '"')
	s.fits(0)
}

// quote is QuoteJSONString of a JS string, code unit by code unit: lone
// surrogates become \uXXXX escapes.
func (s *jsonState) quote(str goja.String) {
	n := str.Length()
	s.fits(int64(n) + 2)
	s.buf = append(s.buf, '"')
	for i := 0; i < n; i++ {
		c := str.CharAt(i)
		switch {
		case c < 0x80:
			if e := jsonEscape[c]; e != "" {
				s.buf = append(s.buf, e...)
			} else {
				s.buf = append(s.buf, byte(c))
			}
		case c >= 0xd800 && c <= 0xdbff && i+1 < n && str.CharAt(i+1) >= 0xdc00 && str.CharAt(i+1) <= 0xdfff:
			r := utf16.DecodeRune(rune(c), rune(str.CharAt(i+1)))
			s.buf = utf8.AppendRune(s.buf, r)
			s.extra += 2
			i++
		case c >= 0xd800 && c <= 0xdfff:
			s.buf = append(s.buf, fmt.Sprintf(`\u%04x`, c)...)
		default:
			before := len(s.buf)
			s.buf = utf8.AppendRune(s.buf, rune(c))
			s.extra += int64(len(s.buf)-before) - 1
		}
		if i&1023 == 1023 {
			s.fits(0)
		}
	}
	s.buf = append(s.buf, '"')
	s.fits(0)
}

// jsonUTF16Len counts the UTF-16 code units of UTF-8 text.
func jsonUTF16Len(s string) int64 {
	n := int64(0)
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c < 0x80:
			i++
		case c < 0xe0:
			i += 2
		case c < 0xf0:
			i += 3
		default:
			i += 4
			n++
		}
		n++
	}
	return n
}
