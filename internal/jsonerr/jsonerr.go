// Package jsonerr turns encoding/json's errors into sentences for the
// person who wrote the JSON: where (line and column, or the field path)
// and what was expected, in JSON's words rather than Go's ("an object",
// not map[string]json.RawMessage). Issue #42 item 12.
package jsonerr

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strings"
)

// Explain rewrites err, an error from decoding data with encoding/json,
// as a user-facing error. Syntax errors name the line and column; type
// errors name the field path as encoding/json knows it (struct fields,
// not map keys: "args", or "the top level") and the
// expected and found JSON kinds. Other errors are returned as they are,
// and a nil err is nil.
func Explain(data []byte, err error) error {
	if err == nil {
		return nil
	}
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	switch {
	case errors.As(err, &se):
		line, col := Position(data, se.Offset)
		return fmt.Errorf("line %d, column %d: %s", line, col, syntaxWords(se.Error(), data, se.Offset))
	case errors.As(err, &te):
		where := te.Field
		if where == "" {
			where = "the top level"
		}
		return fmt.Errorf("%s: want %s, got %s", where, Kind(te.Type), article(te.Value))
	case errors.Is(err, io.ErrUnexpectedEOF), errors.Is(err, io.EOF):
		if len(bytes.TrimSpace(data)) == 0 {
			return errors.New("empty: want a JSON value")
		}
		line := bytes.Count(data, []byte("\n")) + 1
		col := len(data) - bytes.LastIndexByte(data, '\n') // just past the last byte
		return fmt.Errorf("line %d, column %d: the JSON ends before its value does (an unclosed string, object or array)", line, col)
	}
	return err
}

// Position is the 1-based line and column (in bytes) of offset in data.
// encoding/json's offsets point just past the offending byte, so the
// column is that byte's.
func Position(data []byte, offset int64) (line, col int) {
	off := int(min(max(offset, 0), int64(len(data))))
	before := data[:off]
	line = bytes.Count(before, []byte("\n")) + 1
	col = off - (bytes.LastIndexByte(before, '\n') + 1)
	return line, max(col, 1)
}

// syntaxWords is encoding/json's syntax message without Go's phrasing.
func syntaxWords(msg string, data []byte, offset int64) string {
	for _, r := range []struct{ suffix, words string }{
		{"looking for beginning of object key string", "want a quoted key"},
		{"after object key", `want ":" after the key`},
		{"after object key:value pair", `want "," or "}" after a value`},
		{"after array element", `want "," or "]" after a value`},
		{"looking for beginning of value", "want a value (a string, number, object, array, true, false or null)"},
		{"in string literal", "a control character inside a string (write \\n, \\t)"},
		{"in string escape code", `an invalid escape in a string`},
		{"after top-level value", "more text after the JSON value"},
	} {
		if strings.HasSuffix(msg, r.suffix) {
			return "unexpected " + found(data, offset) + ": " + r.words + trailingComma(data, offset)
		}
	}
	if msg == "unexpected end of JSON input" {
		return "the JSON ends before its value does (an unclosed string, object or array)"
	}
	return strings.TrimPrefix(msg, "json: ")
}

// trailingComma is a hint when the culprit before offset is a closing
// bracket right after a comma.
func trailingComma(data []byte, offset int64) string {
	i := int(offset) - 1
	if i <= 0 || i >= len(data) || data[i] != '}' && data[i] != ']' {
		return ""
	}
	if prev := bytes.TrimRight(data[:i], " \t\r\n"); bytes.HasSuffix(prev, []byte(",")) {
		return " (no trailing commas in JSON)"
	}
	return ""
}

// found names the byte before offset, as the syntax error's culprit.
func found(data []byte, offset int64) string {
	i := int(offset) - 1
	if i < 0 || i >= len(data) {
		return "end of input"
	}
	switch c := data[i]; {
	case c == '\'':
		return `"'" (JSON strings take double quotes)`
	case c >= 0x20 && c < 0x7f:
		return fmt.Sprintf("%q", string(c))
	default:
		return fmt.Sprintf("byte 0x%02x", c)
	}
}

// Kind names the JSON a Go type decodes from: "an object", "an array of
// strings", "a string", "a number", "true or false".
func Kind(t reflect.Type) string {
	if t == nil {
		return "a value"
	}
	if t == reflect.TypeFor[json.RawMessage]() {
		return "a value"
	}
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch t.Kind() {
	case reflect.Map, reflect.Struct:
		if t.Kind() == reflect.Map && t.Elem().Kind() == reflect.String {
			return "an object of strings"
		}
		return "an object"
	case reflect.Slice, reflect.Array:
		if e := t.Elem(); e.Kind() == reflect.String {
			return "an array of strings"
		}
		return "an array"
	case reflect.String:
		return "a string"
	case reflect.Bool:
		return "true or false"
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return "an integer"
	case reflect.Float32, reflect.Float64:
		return "a number"
	}
	return "a value"
}

// article puts "a"/"an" before encoding/json's name of the found value
// ("array", "number", "string", "bool", "object", "number 1.5").
func article(v string) string {
	switch {
	case v == "bool":
		return "true or false"
	case v == "":
		return "a value"
	case strings.IndexByte("aeiou", v[0]) >= 0:
		return "an " + v
	}
	return "a " + v
}
