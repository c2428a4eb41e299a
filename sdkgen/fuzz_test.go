package sdkgen

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/evanw/esbuild/pkg/api"
)

// parseTS reports esbuild's errors for code parsed as a TypeScript module
// ("" when it parses).
func parseTS(code string) string {
	r := api.Transform(code, api.TransformOptions{Loader: api.LoaderTS, Format: api.FormatESModule})
	var msgs []string
	for _, m := range r.Errors {
		loc := ""
		if m.Location != nil {
			loc = m.Location.LineText + ": "
		}
		msgs = append(msgs, loc+m.Text)
	}
	return strings.Join(msgs, "\n")
}

// FuzzSchema feeds arbitrary bytes as a schema: rendering never panics or
// hangs, fails only with a *SchemaError, and whatever it renders parses as
// TypeScript, both alone (TypeOf) and inside a whole section.
func FuzzSchema(f *testing.F) {
	for _, c := range schemaCases {
		f.Add([]byte(c.schema))
	}
	for _, c := range constructCases {
		f.Add([]byte(c.schema))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		got, err := TypeOf(json.RawMessage(data))
		var se *SchemaError
		if err != nil {
			if !errors.As(err, &se) {
				t.Fatalf("error is not a *SchemaError: %v", err)
			}
		} else {
			decls, expr := "", got
			if j := strings.LastIndex(got, "\n\n"); j >= 0 && (strings.HasPrefix(got, "type ") || strings.HasPrefix(got, "/**")) {
				decls, expr = got[:j], got[j+2:]
			}
			code := jsonValueDecl + "\n" + decls + "\ntype Case = " + expr + "\nexport type { Case };\n"
			if msg := parseTS(code); msg != "" {
				t.Fatalf("TypeOf output does not parse: %s\n%s", msg, code)
			}
		}
		s, err := Section([]Tool{
			{Name: "a-tool", Description: string(data), InputSchema: data},
			{Name: "b", OutputSchema: data},
		})
		if err != nil {
			if !errors.As(err, &se) {
				t.Fatalf("error is not a *SchemaError: %v", err)
			}
			return
		}
		code := s[strings.Index(s, "```ts\n")+6 : len(s)-4]
		if msg := parseTS(code + "\nexport {};\n"); msg != "" {
			t.Fatalf("section does not parse: %s\n%s", msg, code)
		}
		checkNoControls(t, s)
	})
}

// checkNoControls fails when the section holds a control character other
// than a line feed: docs, keys and literals escape them, and no doc mark
// of the legend pass may survive.
func checkNoControls(t *testing.T, s string) {
	t.Helper()
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 && c != '\n' {
			t.Fatalf("section holds byte %#x at %d: %q", c, i, s[max(0, i-40):min(len(s), i+40)])
		}
	}
}

// schemaGen builds a random but well-formed JSON Schema from fuzzer bytes,
// so that the fuzzer explores keyword combinations, not JSON syntax.
type schemaGen struct {
	data []byte
	pos  int
}

func (g *schemaGen) next(n int) int {
	if g.pos >= len(g.data) || n <= 0 {
		return 0
	}
	b := g.data[g.pos]
	g.pos++
	return int(b) % n
}

var genNames = []string{"a", "b", "x-y", "9", "__proto__", "", "ünï", "*/", "a|b", "0", "10", "$ok"}
var genLits = []string{`"s"`, `1`, `1.5`, `-0`, `1e21`, `true`, `null`, `{"k":[1,{}]}`, `[]`, `"\u2028"`, `"\ud800"`, `"*/"`}
var genTypes = []string{"string", "number", "integer", "boolean", "object", "array", "null"}

func (g *schemaGen) schema(depth int) string {
	if depth > 6 {
		return `{"type":"string"}`
	}
	switch g.next(12) {
	case 0:
		return "true"
	case 1:
		return "false"
	}
	var kw []string
	for n := g.next(5); n >= 0; n-- {
		switch g.next(22) {
		case 0:
			kw = append(kw, `"type":"`+genTypes[g.next(len(genTypes))]+`"`)
		case 1:
			kw = append(kw, `"type":["`+genTypes[g.next(len(genTypes))]+`","`+genTypes[g.next(len(genTypes))]+`"]`)
		case 2:
			kw = append(kw, `"enum":[`+genLits[g.next(len(genLits))]+`,`+genLits[g.next(len(genLits))]+`]`)
		case 3:
			kw = append(kw, `"const":`+genLits[g.next(len(genLits))])
		case 4, 5:
			var ps []string
			for m := g.next(3); m >= 0; m-- {
				ps = append(ps, jsonString(genNames[g.next(len(genNames))])+":"+g.schema(depth+1))
			}
			kw = append(kw, `"properties":{`+strings.Join(ps, ",")+`}`)
		case 6:
			kw = append(kw, `"required":[`+jsonString(genNames[g.next(len(genNames))])+`]`)
		case 7:
			kw = append(kw, `"additionalProperties":`+g.schema(depth+1))
		case 8:
			kw = append(kw, `"items":`+g.schema(depth+1))
		case 9:
			kw = append(kw, `"prefixItems":[`+g.schema(depth+1)+`,`+g.schema(depth+1)+`]`)
		case 10, 11:
			op := []string{"anyOf", "oneOf", "allOf"}[g.next(3)]
			kw = append(kw, `"`+op+`":[`+g.schema(depth+1)+`,`+g.schema(depth+1)+`]`)
		case 12, 13:
			kw = append(kw, `"$ref":"#/$defs/`+[]string{"d0", "d1", "missing"}[g.next(3)]+`"`)
		case 14:
			kw = append(kw, `"$ref":"#"`)
		case 15:
			kw = append(kw, `"nullable":true`)
		case 16:
			kw = append(kw, `"not":`+g.schema(depth+1))
		case 17:
			kw = append(kw, `"description":`+jsonString(genNames[g.next(len(genNames))]+" | & */ \u2028x"))
		case 18:
			kw = append(kw, `"minimum":1,"maxLength":3,"format":"date","default":`+genLits[g.next(len(genLits))])
		case 19:
			kw = append(kw, `"patternProperties":{"^x":`+g.schema(depth+1)+`}`)
		case 20:
			kw = append(kw, `"items":[`+g.schema(depth+1)+`],"additionalItems":`+g.schema(depth+1))
		case 21:
			kw = append(kw, `"unevaluatedProperties":false`)
		}
	}
	if depth == 0 {
		kw = append(kw, `"$defs":{"d0":`+g.schema(depth+1)+`,"d1":`+g.schema(depth+1)+`}`)
	}
	return "{" + strings.Join(kw, ",") + "}"
}

func jsonString(s string) string { b, _ := json.Marshal(s); return string(b) }

// FuzzGeneratedSchema drives a schema generator with fuzzer bytes: every
// well-formed schema renders without error, and the section parses as
// TypeScript.
func FuzzGeneratedSchema(f *testing.F) {
	f.Add([]byte{0})
	f.Add([]byte{4, 5, 2, 12, 3, 13, 1, 14, 10, 7, 8})
	f.Add([]byte("the quick brown fox jumps over the lazy dog"))
	f.Fuzz(func(t *testing.T, data []byte) {
		g := &schemaGen{data: data}
		schema := g.schema(0)
		s, err := Section([]Tool{{Name: "t", InputSchema: json.RawMessage(schema), OutputSchema: json.RawMessage(schema)}})
		if err != nil {
			t.Fatalf("well-formed schema failed: %v\n%s", err, schema)
		}
		code := s[strings.Index(s, "```ts\n")+6 : len(s)-4]
		if msg := parseTS(code + "\nexport {};\n"); msg != "" {
			t.Fatalf("section does not parse: %s\nschema: %s\n%s", msg, schema, code)
		}
		checkNoControls(t, s)
	})
}

// FuzzStripComments: stripping never panics, never grows the text, keeps
// no comment opener outside strings (stripping again changes nothing),
// and leaves comment-free text without comments as it was.
func FuzzStripComments(f *testing.F) {
	for _, s := range []string{
		"a: string; // doc\n/** x */\nb?: \"//not\";",
		"x /* y\n z */ w",
		"'it''s' // c",
		"\"unterminated // x",
		"/* open",
		"k: \"a\\\"b // c\"; // d",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		out := StripComments(s)
		if len(out) > len(s) {
			t.Fatalf("grew: %q -> %q", s, out)
		}
		if again := StripComments(out); again != out {
			t.Fatalf("not idempotent: %q -> %q -> %q", s, out, again)
		}
	})
}
