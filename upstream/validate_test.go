package upstream

import (
	"encoding/json"
	"errors"
	"testing"
)

const nestedSchema = `{
  "type": "object",
  "properties": {
    "a": {"type": "object", "properties": {
      "b": {"type": "array", "items": {"type": "object", "properties": {"c": {"type": "integer", "minimum": 1}}}}},
      "required": ["b"]},
    "d": {"$ref": "#/$defs/D"},
    "pair": {"type": "array", "prefixItems": [{"type": "string"}, {"type": "number"}]},
    "tags": {"type": "object", "additionalProperties": {"type": "string"}},
    "my key": {"type": "boolean"},
    "mode": {"enum": ["fast", "slow"]}
  },
  "required": ["a"],
  "additionalProperties": false,
  "$defs": {"D": {"type": "string"}}
}`

func TestValidateArgsPaths(t *testing.T) {
	t.Parallel()
	v, err := newArgsValidator(json.RawMessage(nestedSchema))
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		args string
		want string // full error text; empty means valid
	}{
		{`{"a":{"b":[]}}`, ""},
		{`{"a":{"b":[{"c":1},{"c":5}]},"d":"x","pair":["s",1],"tags":{"k":"v"},"mode":"fast"}`, ""},
		{`{"a":{"b":[{"c":1},{"c":0}]}}`, "invalid arguments: a.b[1].c: minimum: 0 is less than 1"},
		{`{"a":{"b":[{"c":"q"}]}}`, `invalid arguments: a.b[0].c: type: q has type "string", want "integer"`},
		{`{"a":{}}`, `invalid arguments: a: missing required property "a.b"`},
		{`{}`, `invalid arguments: arguments: missing required property "a"`},
		{`{"a":{"b":[]},"x":1}`, `invalid arguments: arguments: unexpected additional properties ["x"]`},
		{`{"a":{"b":[]},"d":3}`, `invalid arguments: d: type: 3 has type "integer", want "string"`},
		{`{"a":{"b":[]},"pair":["s","t"]}`, `invalid arguments: pair[1]: type: t has type "string", want "number"`},
		{`{"a":{"b":[]},"tags":{"ok":"v","bad":2}}`, `invalid arguments: tags.bad: type: 2 has type "integer", want "string"`},
		{`{"a":{"b":[]},"my key":"yes"}`, `invalid arguments: ["my key"]: type: yes has type "string", want "boolean"`},
		{`{"a":{"b":[]},"mode":"medium"}`, `invalid arguments: mode: enum: medium does not equal any of: [fast slow]`},
		{`[1]`, "invalid arguments: arguments: must be an object"},
		{`{"a":`, "invalid arguments: arguments: not valid JSON: unexpected end of JSON input"},
	} {
		t.Run(tt.args, func(t *testing.T) {
			t.Parallel()
			err := v.validate("tool", json.RawMessage(tt.args))
			if tt.want == "" {
				if err != nil {
					t.Fatalf("validate(%s) = %v, want nil", tt.args, err)
				}
				return
			}
			if err == nil || err.Error() != tt.want {
				t.Fatalf("validate(%s)\n got %v\nwant %s", tt.args, err, tt.want)
			}
			var ae *ArgsError
			if !errors.As(err, &ae) || ae.Tool != "tool" {
				t.Fatalf("error %T is not an *ArgsError for the tool", err)
			}
		})
	}
}

func TestValidatorFallsBackForUnusableSchemas(t *testing.T) {
	t.Parallel()
	for _, s := range []string{
		`{"type":"object","properties":{"x":{"$ref":"https://example.com/remote.json"}}}`,
		`{"$schema":"http://json-schema.org/draft-04/schema#","type":"object"}`,
		`{"type": 5}`,
	} {
		v, err := newArgsValidator(json.RawMessage(s))
		if err == nil || v != nil {
			t.Errorf("newArgsValidator(%s) = %v, %v; want an error and no validator", s, v, err)
		}
		// A nil validator still insists on an object, and lets the rest through.
		if err := v.validate("t", json.RawMessage(`{"x":1}`)); err != nil {
			t.Errorf("nil validator rejected an object: %v", err)
		}
		if err := v.validate("t", json.RawMessage(`3`)); err == nil {
			t.Error("nil validator accepted a non-object")
		}
	}
	// draft-07 is supported by jsonschema-go.
	v, err := newArgsValidator(json.RawMessage(`{"$schema":"http://json-schema.org/draft-07/schema#","type":"object","properties":{"n":{"type":"integer"}},"definitions":{}}`))
	if err != nil {
		t.Fatalf("draft-07: %v", err)
	}
	if err := v.validate("t", json.RawMessage(`{"n":"x"}`)); err == nil {
		t.Fatal("draft-07 schema did not validate")
	}
}

// FuzzValidateArgs: arbitrary argument text never panics the validator,
// and every rejection is an *ArgsError with a message.
func FuzzValidateArgs(f *testing.F) {
	v, err := newArgsValidator(json.RawMessage(nestedSchema))
	if err != nil {
		f.Fatal(err)
	}
	for _, s := range []string{`{"a":{"b":[{"c":0}]}}`, `{}`, `[]`, `{"tags":{"x":1}}`, `{"pair":[1,2,3]}`, `null`, `{"a":{"b":[{"c":1}]},"my key":true}`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		err := v.validate("t", data)
		if err == nil {
			return
		}
		var ae *ArgsError
		if !errors.As(err, &ae) || ae.Reason == "" {
			t.Fatalf("validate(%q) = %v", data, err)
		}
	})
}
