package guard

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf16"
)

// The checks of source compiled at run time (eval and the function
// constructors, eval.go), before goja's parser sees it.

// escapeAstral rewrites \u{X} escapes of astral code points as
// surrogate-pair escapes: goja's lexer panics on \u{10FFFF}, the largest.
// An escaped backslash (\\u{…}) is left alone.
func escapeAstral(src string) string {
	if !strings.Contains(src, "\\u{") {
		return src
	}
	var b strings.Builder
	for i := 0; i < len(src); i++ {
		c := src[i]
		if c != '\\' || i+1 >= len(src) {
			b.WriteByte(c)
			continue
		}
		if src[i+1] != 'u' || i+2 >= len(src) || src[i+2] != '{' {
			b.WriteByte(c)
			b.WriteByte(src[i+1])
			i++
			continue
		}
		end := strings.IndexByte(src[i+3:], '}')
		v, err := strconv.ParseUint(src[i+3:i+3+max(end, 0)], 16, 32)
		if end <= 0 || err != nil || v < 0x10000 || v > 0x10FFFF {
			b.WriteByte(c)
			continue
		}
		hi, lo := utf16.EncodeRune(rune(v))
		fmt.Fprintf(&b, "\\u%04X\\u%04X", hi, lo)
		i += 3 + end
	}
	return b.String()
}

// checkSource runs before code is compiled at run time (eval and the
// function constructors). It guards what the code's literals may reach,
// since no compile-time scan saw it, and throws a RangeError when the
// source would nest the parser deeper than the limit (goja's parser and
// compiler recurse in Go).
func (g *Guards) checkSource(what, src string) {
	g.NeedLiterals(AllLiterals)
	if n := sourceNesting(src); n > g.lim.maxDepth {
		g.throw(g.rangeError, fmt.Sprintf("Maximum call stack size exceeded (%s: source nesting %d exceeds the limit %d)", what, n, g.lim.maxDepth))
	}
	if _, huge := HugeBigIntLiteral(src); huge {
		g.throw(g.rangeError, BigIntSizeMessage)
	}
}

// sourceNesting estimates how deep a parser recurses on JS source, without
// recursing: open brackets, plus the prefix and right-associative
// operators (! ~ + - ? = and the unary keywords) pending in the current
// bracket since the last ; or , — each of which nests one level. Strings,
// templates' text and comments are skipped; the estimate errs high.
func sourceNesting(s string) int {
	type frame struct{ ops int }
	stack := []frame{{}}
	best := 0
	depth := func() int { return len(stack) - 1 + stack[len(stack)-1].ops }
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '"' || c == '\'':
			for i++; i < len(s) && s[i] != c && s[i] != '\n'; i++ {
				if s[i] == '\\' {
					i++
				}
			}
		case c == '/' && i+1 < len(s) && s[i+1] == '/':
			for i < len(s) && s[i] != '\n' {
				i++
			}
		case c == '/' && i+1 < len(s) && s[i+1] == '*':
			end := strings.Index(s[i+2:], "*/")
			if end < 0 {
				return best
			}
			i += end + 3
		case c == '(' || c == '[' || c == '{':
			stack = append(stack, frame{})
		case c == ')' || c == ']' || c == '}':
			if len(stack) > 1 {
				stack = stack[:len(stack)-1]
			}
		case c == ';' || c == ',':
			stack[len(stack)-1].ops = 0
		case c == '!' || c == '~' || c == '+' || c == '-' || c == '?' || c == '=' || c == '`':
			stack[len(stack)-1].ops++
		case c >= 'a' && c <= 'z':
			j := i
			for j < len(s) && (s[j] >= 'a' && s[j] <= 'z' || s[j] >= 'A' && s[j] <= 'Z' || s[j] >= '0' && s[j] <= '9' || s[j] == '_' || s[j] == '$') {
				j++
			}
			switch s[i:j] {
			case "typeof", "void", "delete", "new", "await", "yield":
				stack[len(stack)-1].ops++
			}
			i = j - 1
		}
		if d := depth(); d > best {
			best = d
		}
	}
	return best
}
