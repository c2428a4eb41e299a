package process

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
)

// encoding/json refuses text nested deeper than 10,000 both ways: Marshal
// of a json.RawMessage and Unmarshal of a frame fail with "exceeded max
// depth". A program's value (or a tool call's arguments, or a reply) may
// nest deeper — the in-process backend returns it as it is — so such
// text crosses the pipe as a JSON string instead (message.ValueText,
// ArgsText), which has no nesting, and is checked on arrival.

// wireDepth is the nesting above which a value travels as text: below the
// decoder's 10,000, with room for the frame's own object.
const wireDepth = 9_000

// deeperThan reports whether the JSON text b nests more than n levels of
// arrays and objects.
func deeperThan(b []byte, n int) bool {
	depth, inString, escaped := 0, false, false
	for _, c := range b {
		switch {
		case inString:
			switch {
			case escaped:
				escaped = false
			case c == '\\':
				escaped = true
			case c == '"':
				inString = false
			}
		case c == '"':
			inString = true
		case c == '[' || c == '{':
			depth++
			if depth > n {
				return true
			}
		case c == ']' || c == '}':
			depth--
		}
	}
	return false
}

// validDeep reports whether b is one JSON value, at any nesting: the
// token reader keeps its own stack and has no depth limit.
func validDeep(b []byte) bool {
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	open := 0
	for {
		tok, err := dec.Token()
		if err != nil { // EOF included: no value, or an unclosed one
			return false
		}
		switch tok {
		case json.Delim('['), json.Delim('{'):
			open++
		case json.Delim(']'), json.Delim('}'):
			open--
		}
		if open == 0 { // one value read: nothing may follow
			_, err := dec.Token()
			return errors.Is(err, io.EOF)
		}
	}
}

// validJSON is json.Valid without its nesting limit.
func validJSON(b []byte) bool {
	if json.Valid(b) {
		return true
	}
	return deeperThan(b, wireDepth) && validDeep(b)
}

// toWire moves deep Value and Args of m into their text fields; m is
// not changed (a copy is returned when one moved).
func toWire(m *message) *message {
	deepV, deepA := deeperThan(m.Value, wireDepth), deeperThan(m.Args, wireDepth)
	if !deepV && !deepA {
		return m
	}
	c := *m
	if deepV {
		c.ValueText, c.Value = string(m.Value), nil
	}
	if deepA {
		c.ArgsText, c.Args = string(m.Args), nil
	}
	return &c
}

// fromWire moves the text fields of a read frame back, refusing text that
// is not one JSON value.
func fromWire(m *message) error {
	if m.ValueText != "" {
		if m.Value != nil || !validDeep([]byte(m.ValueText)) {
			return errors.New("malformed frame: valueText is not one JSON value")
		}
		m.Value, m.ValueText = rawJSON(m.ValueText), ""
	}
	if m.ArgsText != "" {
		if m.Args != nil || !validDeep([]byte(m.ArgsText)) {
			return errors.New("malformed frame: argsText is not one JSON value")
		}
		m.Args, m.ArgsText = rawJSON(m.ArgsText), ""
	}
	return nil
}
