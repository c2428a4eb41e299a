package sdkgen

import (
	"strings"
	"unicode/utf16"

	"github.com/codemode-go/codemode/internal/jsonlit"
)

// isESWhitespace reports whether r is in the ECMAScript \s class: white
// space and line terminators (SDK-D1, hazard H3). Go's regexp \s and
// strings.TrimSpace use different sets.
func isESWhitespace(r rune) bool {
	switch {
	case r >= 0x09 && r <= 0x0D, r == 0x20, r == 0xA0, r == 0x1680,
		r >= 0x2000 && r <= 0x200A, r == 0x2028, r == 0x2029,
		r == 0x202F, r == 0x205F, r == 0x3000, r == 0xFEFF:
		return true
	}
	return false
}

// docText turns free text into the body of a one-line JSDoc comment: every
// run of ECMAScript whitespace becomes one space, both ends are trimmed,
// `*/` becomes `*\/`, and control characters and lone surrogates are
// written as \uXXXX so the comment stays one valid UTF-8 line.
func docText(s string) string {
	if plainDoc(s) {
		return s
	}
	return docTextSlow(s)
}

func docTextSlow(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	space := false
	for i := 0; i < len(s); {
		r, n := jsonlit.DecodeWTF8(s[i:])
		i += n
		if isESWhitespace(r) {
			space = b.Len() > 0
			continue
		}
		if space {
			b.WriteByte(' ')
			space = false
		}
		switch {
		case r == '/' && strings.HasSuffix(b.String(), "*"):
			b.WriteString(`\/`)
		case r < 0x20, r >= 0x7F && r <= 0x9F, r >= 0xD800 && r <= 0xDFFF:
			b.Write(jsonlit.AppendUEscape(nil, r))
		case r == 0xFFFD && n == 1:
			b.WriteRune(0xFFFD) // an invalid byte
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// plainDoc reports whether docText would return s unchanged: printable
// ASCII, single inner spaces, no `*/`.
func plainDoc(s string) bool {
	if s == "" || s[0] == ' ' || s[len(s)-1] == ' ' {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < 0x20 || c >= 0x7F || c == ' ' && s[i+1] == ' ' || c == '/' && i > 0 && s[i-1] == '*' {
			return false
		}
	}
	return true
}

// isIdent reports whether name can be written bare as a property key:
// ASCII ^[A-Za-z_$][A-Za-z0-9_$]*$ (SDK-E1). Reserved words stay bare.
func isIdent(name string) bool {
	if name == "" {
		return false
	}
	for i := 0; i < len(name); i++ {
		c := name[i]
		switch {
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c == '_', c == '$':
		case c >= '0' && c <= '9' && i > 0:
		default:
			return false
		}
	}
	return true
}

// key renders a property key or tool name: bare when an identifier, else a
// JSON string literal (SDK-E1, SDK-E2).
func key(name string) string {
	if isIdent(name) {
		return name
	}
	return jsonlit.Quote(name)
}

// utf16Units returns the UTF-16 code units of s (lone surrogates kept), the
// sort key of a tool name (SDK-G2, hazard H2).
func utf16Units(s string) []uint16 {
	u := make([]uint16, 0, len(s))
	for i := 0; i < len(s); {
		r, n := jsonlit.DecodeWTF8(s[i:])
		i += n
		if r >= 0x10000 {
			h, l := utf16.EncodeRune(r)
			u = append(u, uint16(h), uint16(l))
		} else {
			u = append(u, uint16(r))
		}
	}
	return u
}

// compareUnits orders code-unit sequences as JavaScript's < orders strings.
// It differs from Go's byte order when a code point at or above U+10000
// meets one in U+E000–U+FFFF.
func compareUnits(a, b []uint16) int {
	for i := 0; i < len(a) && i < len(b); i++ {
		if a[i] != b[i] {
			if a[i] < b[i] {
				return -1
			}
			return 1
		}
	}
	return len(a) - len(b)
}

// lessUTF16 reports whether a sorts before b in UTF-16 code-unit order.
func lessUTF16(a, b string) bool { return compareUnits(utf16Units(a), utf16Units(b)) < 0 }
