// Package rawjson navigates JSON text without decoding it: it finds the
// span of a value, reads one member or item by a path, and cuts a value
// down to a byte budget while keeping its structure (a preview). Strings
// and numbers are copied byte for byte, so a value written by the
// JavaScript runtime keeps its exact spelling.
//
// Inputs are expected to be valid JSON (the runtime and the result store
// only hold checked values); malformed text is an error, never a panic,
// and every operation is linear in the bytes it visits.
package rawjson

import (
	"bytes"
	"errors"
	"fmt"
)

// ErrSyntax is wrapped by every error about malformed JSON text.
var ErrSyntax = errors.New("rawjson: malformed JSON")

func syntaxErr(pos int, what string) error {
	return fmt.Errorf("%w: %s at offset %d", ErrSyntax, what, pos)
}

// ws returns the first index at or after i that is not JSON white space.
func ws(b []byte, i int) int {
	for i < len(b) {
		switch b[i] {
		case ' ', '\t', '\n', '\r':
			i++
		default:
			return i
		}
	}
	return i
}

// maxSkipDepth bounds the nesting skip follows; deeper text is malformed
// for this package (the runtime's own limit is far below).
const maxSkipDepth = 100000

// skip returns the index just after the value that starts at b[i] (after
// white space). It checks structure, not every detail of numbers and
// escapes.
func skip(b []byte, i int) (int, error) {
	i = ws(b, i)
	if i >= len(b) {
		return 0, syntaxErr(i, "unexpected end")
	}
	switch c := b[i]; {
	case c == '"':
		return skipString(b, i)
	case c == '{' || c == '[':
		return skipContainer(b, i)
	case c == 't':
		return lit(b, i, "true")
	case c == 'f':
		return lit(b, i, "false")
	case c == 'n':
		return lit(b, i, "null")
	case c == '-' || (c >= '0' && c <= '9'):
		j := i + 1
		for j < len(b) && (b[j] >= '0' && b[j] <= '9' || b[j] == '.' || b[j] == 'e' || b[j] == 'E' || b[j] == '+' || b[j] == '-') {
			j++
		}
		return j, nil
	}
	return 0, syntaxErr(i, "unexpected character")
}

func lit(b []byte, i int, word string) (int, error) {
	if !bytes.HasPrefix(b[i:], []byte(word)) {
		return 0, syntaxErr(i, "bad literal")
	}
	return i + len(word), nil
}

// skipString returns the index after the string token at b[i] == '"'.
// It jumps from quote to quote (bytes.IndexByte is vectorised) and skips
// a quote preceded by an odd run of backslashes.
func skipString(b []byte, i int) (int, error) {
	j := i + 1
	for {
		k := bytes.IndexByte(b[j:], '"')
		if k < 0 {
			return 0, syntaxErr(i, "unterminated string")
		}
		j += k
		n := 0
		for p := j - 1; p > i && b[p] == '\\'; p-- {
			n++
		}
		if n%2 == 0 {
			return j + 1, nil
		}
		j++
	}
}

// structural marks the bytes skipContainer stops at.
var structural = func() (t [256]bool) {
	for _, c := range `"{}[]` {
		t[c] = true
	}
	return t
}()

// skipContainer skips an object or array iteratively (no recursion, so
// depth costs no stack).
func skipContainer(b []byte, i int) (int, error) {
	depth := 0
	j := i
	for j < len(b) {
		c := b[j]
		if !structural[c] {
			j++
			continue
		}
		switch c {
		case '"':
			e, err := skipString(b, j)
			if err != nil {
				return 0, err
			}
			j = e
			continue
		case '{', '[':
			depth++
			if depth > maxSkipDepth {
				return 0, syntaxErr(j, "nesting too deep")
			}
		default:
			depth--
			if depth == 0 {
				return j + 1, nil
			}
		}
		j++
	}
	return 0, syntaxErr(i, "unterminated container")
}

// member is one object member or array item: the key token (nil for an
// item) and the value span.
type member struct {
	key        []byte // the raw key token, quotes included; nil for items
	start, end int    // the value's span in the container's text
	val        []byte // the value's text, where clipObject's walk sets it
}

// children lists the members of the object or items of the array whose
// text is b (one value, white space around allowed). visit is called for
// each in order and may stop the walk by returning false.
func children(b []byte, visit func(m member) bool) error {
	i := ws(b, 0)
	if i >= len(b) || (b[i] != '{' && b[i] != '[') {
		return syntaxErr(i, "not an object or array")
	}
	obj := b[i] == '{'
	closer := byte(']')
	if obj {
		closer = '}'
	}
	i = ws(b, i+1)
	if i < len(b) && b[i] == closer {
		return nil
	}
	for {
		var m member
		if obj {
			if i >= len(b) || b[i] != '"' {
				return syntaxErr(i, "want a member name")
			}
			e, err := skipString(b, i)
			if err != nil {
				return err
			}
			m.key = b[i:e]
			i = ws(b, e)
			if i >= len(b) || b[i] != ':' {
				return syntaxErr(i, "want ':'")
			}
			i++
		}
		m.start = ws(b, i)
		e, err := skip(b, m.start)
		if err != nil {
			return err
		}
		m.end = e
		if !visit(m) {
			return nil
		}
		i = ws(b, e)
		if i >= len(b) {
			return syntaxErr(i, "unexpected end")
		}
		if b[i] == closer {
			return nil
		}
		if b[i] != ',' {
			return syntaxErr(i, "want ',' or the closing bracket")
		}
		i = ws(b, i+1)
	}
}
