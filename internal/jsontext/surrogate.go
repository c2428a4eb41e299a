package jsontext

import (
	"strconv"
	"strings"
	"unicode/utf16"
)

// LoneSurrogate reports the first string of the valid JSON text b (as
// Compact returns it) that escapes a lone UTF-16 surrogate ("a\ud800b"),
// as a JavaScript-style path from the top value ("path[2].name", "" for
// the top value itself, ["odd key"] for keys that are not identifiers).
// Such text is lossless JSON to a JavaScript reader but not to any
// UTF-8 one: Go, Python and most MCP servers turn the surrogate into
// U+FFFD, so arguments holding one are refused rather than changed.
func LoneSurrogate(b []byte) (path string, found bool) {
	w := surrogateWalk{in: b}
	return w.value("")
}

type surrogateWalk struct {
	in  []byte
	pos int
}

func (w *surrogateWalk) value(path string) (string, bool) {
	if w.pos >= len(w.in) {
		return "", false
	}
	switch w.in[w.pos] {
	case '"':
		s, lone := w.str()
		_ = s
		return path, lone
	case '{':
		w.pos++
		for w.pos < len(w.in) && w.in[w.pos] != '}' {
			key, lone := w.str()
			p := path + member(key)
			if lone {
				return p, true
			}
			w.pos++ // ':'
			if q, ok := w.value(p); ok {
				return q, true
			}
			if w.pos < len(w.in) && w.in[w.pos] == ',' {
				w.pos++
			}
		}
		w.pos++
		return "", false
	case '[':
		w.pos++
		for i := 0; w.pos < len(w.in) && w.in[w.pos] != ']'; i++ {
			if q, ok := w.value(path + "[" + strconv.Itoa(i) + "]"); ok {
				return q, true
			}
			if w.pos < len(w.in) && w.in[w.pos] == ',' {
				w.pos++
			}
		}
		w.pos++
		return "", false
	}
	for w.pos < len(w.in) && !strings.ContainsRune(",]}", rune(w.in[w.pos])) {
		w.pos++ // a number or literal
	}
	return "", false
}

// str skips one string token, returning its raw text and whether it
// escapes a lone surrogate.
func (w *surrogateWalk) str() (string, bool) {
	start := w.pos
	w.pos++
	lone := false
	prevHigh := false // the last escape was a high surrogate, unpaired so far
	for w.pos < len(w.in) {
		c := w.in[w.pos]
		if c == '"' {
			w.pos++
			return string(w.in[start:w.pos]), lone || prevHigh
		}
		if c != '\\' {
			if prevHigh {
				lone = true
			}
			prevHigh = false
			w.pos++
			continue
		}
		if w.pos+1 < len(w.in) && w.in[w.pos+1] == 'u' && w.pos+6 <= len(w.in) {
			u, err := strconv.ParseUint(string(w.in[w.pos+2:w.pos+6]), 16, 16)
			w.pos += 6
			if err != nil {
				continue
			}
			r := rune(u)
			switch {
			case utf16.IsSurrogate(r) && r < 0xDC00: // high
				if prevHigh {
					lone = true
				}
				prevHigh = true
			case utf16.IsSurrogate(r): // low
				if !prevHigh {
					lone = true
				}
				prevHigh = false
			default:
				if prevHigh {
					lone = true
				}
				prevHigh = false
			}
			continue
		}
		if prevHigh {
			lone = true
		}
		prevHigh = false
		w.pos += 2
	}
	return string(w.in[start:]), true
}

// member is the path step of an object key given as its JSON text.
func member(raw string) string {
	key, err := strconv.Unquote(raw)
	if err != nil {
		return "[" + raw + "]"
	}
	ident := key != ""
	for i, r := range key {
		if !(r == '_' || r == '$' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || i > 0 && r >= '0' && r <= '9') {
			ident = false
			break
		}
	}
	if ident {
		return "." + key
	}
	return "[" + raw + "]"
}
