package jsonerr_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/codemode-go/codemode/internal/jsonerr"
)

type entry struct {
	Command string            `json:"command"`
	Args    []string          `json:"args"`
	Env     map[string]string `json:"env"`
	Port    int               `json:"port"`
	On      bool              `json:"on"`
}

// TestExplain: every decoder error a user can meet reads in JSON's words
// with a position or a field path, and no Go type name survives.
func TestExplain(t *testing.T) {
	for _, tt := range []struct {
		name, data string
		into       func() any
		want       string
	}{
		{"array for an object", `[1]`, func() any { return new(map[string]json.RawMessage) }, "the top level: want an object, got an array"},
		{"string for an array", `{"args": "x"}`, func() any { return new(entry) }, "args: want an array of strings, got a string"},
		{"number in an array", `{"args": ["a", 2]}`, func() any { return new(entry) }, "args: want a string, got a number"},
		{"object for a string", `{"command": {}}`, func() any { return new(entry) }, "command: want a string, got an object"},
		{"string map value", `{"env": {"A": 1}}`, func() any { return new(entry) }, "env: want a string, got a number"},
		{"fraction for an int", `{"port": 1.5}`, func() any { return new(entry) }, "port: want an integer, got a number 1.5"},
		{"string for a bool", `{"on": "yes"}`, func() any { return new(entry) }, "on: want true or false, got a string"},
		{"trailing comma", "{\n  \"a\": 1,\n}", func() any { return new(any) }, `line 3, column 1: unexpected "}": want a quoted key (no trailing commas in JSON)`},
		{"trailing comma in an array", `[1, 2, ]`, func() any { return new(any) }, `line 1, column 8: unexpected "]": want a value (a string, number, object, array, true, false or null) (no trailing commas in JSON)`},
		{"missing comma", "{\"a\": 1 \"b\": 2}", func() any { return new(any) }, `line 1, column 9: unexpected "\"": want "," or "}" after a value`},
		{"single quotes", `{'a': 1}`, func() any { return new(any) }, `line 1, column 2: unexpected "'" (JSON strings take double quotes): want a quoted key`},
		{"bare word", `{"a": yes}`, func() any { return new(any) }, `line 1, column 7: unexpected "y": want a value`},
		{"truncated", `{"a": [1, 2`, func() any { return new(any) }, "the JSON ends before its value does"},
		{"empty", ``, func() any { return new(any) }, "the JSON ends before its value does"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			err := jsonerr.Explain([]byte(tt.data), json.Unmarshal([]byte(tt.data), tt.into()))
			if err == nil {
				t.Fatal("no error")
			}
			if !strings.Contains(err.Error(), tt.want) {
				t.Errorf("Explain = %q\nwant it to contain %q", err, tt.want)
			}
			for _, goWords := range []string{"Go value", "json:", "map[", "RawMessage", "invalid character"} {
				if strings.Contains(err.Error(), goWords) {
					t.Errorf("Explain = %q still says %q", err, goWords)
				}
			}
		})
	}
	if jsonerr.Explain(nil, nil) != nil {
		t.Error("Explain(nil) is not nil")
	}
}

// TestExplainDecoder: a json.Decoder's errors at the end of input are
// explained too.
func TestExplainDecoder(t *testing.T) {
	data := []byte(`{"a": `)
	var v any
	err := jsonerr.Explain(data, json.NewDecoder(strings.NewReader(string(data))).Decode(&v))
	if err == nil || !strings.Contains(err.Error(), "line 1, column 7: the JSON ends") {
		t.Errorf("Explain = %v", err)
	}
}

// FuzzExplain: any input and any decoding target yield an error with no
// panic, and valid JSON none.
func FuzzExplain(f *testing.F) {
	for _, s := range []string{`[1]`, `{"args": "x"}`, "{\n\"a\": 1,\n}", `{'a'`, "\x00", `"\u12"`, `{"env": {"A": 1}}`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, into := range []any{new(entry), new(map[string]json.RawMessage), new(any)} {
			derr := json.Unmarshal(data, into)
			err := jsonerr.Explain(data, derr)
			if (derr == nil) != (err == nil) {
				t.Fatalf("Explain(%q, %v) = %v", data, derr, err)
			}
			_ = fmt.Sprint(err)
		}
	})
}

func ExampleExplain() {
	data := []byte("{\n  \"command\": \"npx\",\n  \"args\": \"-y\"\n}")
	var v struct {
		Command string   `json:"command"`
		Args    []string `json:"args"`
	}
	fmt.Println(jsonerr.Explain(data, json.Unmarshal(data, &v)))
	data = []byte("{\n  \"command\": \"npx\",\n}")
	fmt.Println(jsonerr.Explain(data, json.Unmarshal(data, &v)))
	// Output:
	// args: want an array of strings, got a string
	// line 3, column 1: unexpected "}": want a quoted key (no trailing commas in JSON)
}
