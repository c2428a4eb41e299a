package rawjson

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// ErrPath is wrapped by errors about a malformed path.
var ErrPath = errors.New("rawjson: malformed path")

// ErrNoValue is wrapped by errors about a path that names nothing in the
// value: a missing member, an index out of range, a step into a scalar.
var ErrNoValue = errors.New("rawjson: no value at path")

// Step is one step of a path: a member name or an array index.
type Step struct {
	Key   string
	Index int
	IsKey bool
}

// ParsePath parses a JavaScript-like path: `items[3].name`,
// `a.b["key with spaces"]`, `[0]`. A leading `$` or `.` is allowed; the
// empty path names the whole value. Quoted keys take JSON string escapes
// (double quotes) or none (single quotes).
func ParsePath(p string) ([]Step, error) {
	var steps []Step
	i := 0
	if strings.HasPrefix(p, "$") {
		i = 1
	}
	bad := func(msg string) error { return fmt.Errorf("%w %q: %s at %d", ErrPath, p, msg, i) }
	first := true
	for i < len(p) {
		switch c := p[i]; {
		case c == '.':
			i++
			j := i
			for j < len(p) && p[j] != '.' && p[j] != '[' {
				j++
			}
			if j == i {
				return nil, bad("empty member name")
			}
			steps = append(steps, Step{Key: p[i:j], IsKey: true})
			i = j
		case c == '[':
			i++
			if i >= len(p) {
				return nil, bad("unterminated [")
			}
			switch q := p[i]; {
			case q == '"' || q == '\'':
				j := i + 1
				for j < len(p) && p[j] != q {
					if p[j] == '\\' && q == '"' {
						j++
					}
					j++
				}
				if j >= len(p) {
					return nil, bad("unterminated quoted key")
				}
				key := p[i+1 : j]
				if q == '"' {
					if err := json.Unmarshal([]byte(p[i:j+1]), &key); err != nil {
						return nil, bad("bad escape in quoted key")
					}
				}
				i = j + 1
				if i >= len(p) || p[i] != ']' {
					return nil, bad("want ]")
				}
				i++
				steps = append(steps, Step{Key: key, IsKey: true})
			default:
				j := strings.IndexByte(p[i:], ']')
				if j < 0 {
					return nil, bad("unterminated [")
				}
				n, err := strconv.Atoi(p[i : i+j])
				if err != nil || n < 0 || strings.HasPrefix(p[i:i+j], "+") {
					return nil, bad("index must be a non-negative integer")
				}
				steps = append(steps, Step{Index: n})
				i += j + 1
			}
		default:
			if !first {
				return nil, bad("want . or [")
			}
			j := i
			for j < len(p) && p[j] != '.' && p[j] != '[' {
				j++
			}
			steps = append(steps, Step{Key: p[i:j], IsKey: true})
			i = j
		}
		first = false
	}
	return steps, nil
}

// Lookup returns the text of the value that path names inside b (one JSON
// value). It reads only the bytes before the value it finds, plus the
// value itself.
func Lookup(b []byte, path string) ([]byte, error) {
	steps, err := ParsePath(path)
	if err != nil {
		return nil, err
	}
	cur := b[ws(b, 0):]
	end, err := skip(cur, 0)
	if err != nil {
		return nil, err
	}
	cur = cur[:end]
	where := "$"
	for _, s := range steps {
		next, err := step(cur, s, where)
		if err != nil {
			return nil, err
		}
		cur = next
		if s.IsKey {
			where += formatKey(s.Key)
		} else {
			where += "[" + strconv.Itoa(s.Index) + "]"
		}
	}
	return cur, nil
}

func formatKey(k string) string {
	ident := k != ""
	for i, r := range k {
		if !(r == '_' || r == '$' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || i > 0 && r >= '0' && r <= '9') {
			ident = false
			break
		}
	}
	if ident {
		return "." + k
	}
	q, _ := json.Marshal(k)
	return "[" + string(q) + "]"
}

// step descends one step from the value cur, located at where.
func step(cur []byte, s Step, where string) ([]byte, error) {
	kind := Kind(cur)
	if s.IsKey {
		if kind != "object" {
			return nil, fmt.Errorf("%w: %s is %s, not an object, so it has no member %q", ErrNoValue, where, article(kind), s.Key)
		}
		var found []byte
		want := []byte(s.Key)
		err := children(cur, func(m member) bool {
			if keyEquals(m.key, want) {
				found = cur[m.start:m.end]
				return false
			}
			return true
		})
		if err != nil {
			return nil, err
		}
		if found == nil {
			return nil, fmt.Errorf("%w: %s has no member %q", ErrNoValue, where, s.Key)
		}
		return found, nil
	}
	if kind != "array" {
		return nil, fmt.Errorf("%w: %s is %s, not an array, so it has no item [%d]", ErrNoValue, where, article(kind), s.Index)
	}
	var found []byte
	n := 0
	err := children(cur, func(m member) bool {
		if n == s.Index {
			found = cur[m.start:m.end]
			return false
		}
		n++
		return true
	})
	if err != nil {
		return nil, err
	}
	if found == nil {
		return nil, fmt.Errorf("%w: %s has %d items, so [%d] is out of range", ErrNoValue, where, n, s.Index)
	}
	return found, nil
}

// keyEquals compares a raw key token with an unescaped name.
func keyEquals(tok, want []byte) bool {
	inner := tok[1 : len(tok)-1]
	if bytes.IndexByte(inner, '\\') < 0 {
		return bytes.Equal(inner, want)
	}
	var s string
	if json.Unmarshal(tok, &s) != nil {
		return false
	}
	return s == string(want)
}

// Kind names the JSON type of the value b starts with: "object",
// "array", "string", "number", "boolean", "null", or "invalid".
func Kind(b []byte) string {
	i := ws(b, 0)
	if i >= len(b) {
		return "invalid"
	}
	switch c := b[i]; {
	case c == '{':
		return "object"
	case c == '[':
		return "array"
	case c == '"':
		return "string"
	case c == 't' || c == 'f':
		return "boolean"
	case c == 'n':
		return "null"
	case c == '-' || c >= '0' && c <= '9':
		return "number"
	}
	return "invalid"
}

func article(kind string) string {
	switch kind {
	case "object", "array":
		return "an " + kind
	case "null":
		return "null"
	}
	return "a " + kind
}
