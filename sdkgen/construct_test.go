package sdkgen

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
)

// constructCases cover the real-world JSON Schema that DESIGN §3.3 types
// beyond the reference subset.
var constructCases = []schemaCase{
	{id: "type-array-object-null", schema: `{"type":["null","object"],"properties":{"a":{"type":"string"}},"required":["a"],"additionalProperties":false}`, want: "{\n  a: string;\n} | null"},
	{id: "type-array-number-integer", schema: `{"type":["integer","number","string"]}`, want: "number | string"},
	{id: "nullable-enum", schema: `{"type":"string","enum":["a","b",null],"nullable":true}`, want: `"a" | "b" | null`},
	{id: "enum-untyped-mixed", schema: `{"enum":["a",1,true,null,{"k":[1,"x"]},[],{}]}`, want: `"a" | 1 | true | null | { "k": [1, "x"] } | [] | Record<string, never>`},
	{id: "enum-filtered-by-type", schema: `{"type":"integer","enum":[1,1.5,"2",3]}`, want: "1 | 3"},
	{id: "const-object", schema: `{"const":{"b":1,"1":"x"}}`, want: `{ "1": "x", "b": 1 }`},
	{id: "const-string-escapes", schema: `{"const":"<a&b>\u2029\ud800"}`, want: "\"<a&b>\u2029\\ud800\""},
	{id: "anyOf-with-unconstrained-branch", schema: `{"anyOf":[{"type":"string","enum":["get","list"]},{"description":"anything"}]}`, want: `"get" | "list" | JsonValue`},
	{id: "anyOf-unconstrained-only", schema: `{"anyOf":[{"description":"x"},{"not":{"required":["a"]}}]}`, want: "JsonValue"},
	{id: "type-with-unconstrained-anyOf", schema: `{"type":"string","anyOf":[{"format":"date"},{"format":"date-time"}]}`, want: "string"},
	{id: "not-type-complement", schema: `{"anyOf":[{"type":"object","properties":{"a":{"type":"string"}}},{"not":{"type":"object"}}]}`, want: "{\n  a?: string;\n} & Record<string, JsonValue> | string | number | boolean | JsonValue[] | null"},
	{id: "not-other-ignored", schema: `{"type":"string","not":{"const":"x"}}`, want: "string"},
	{id: "allOf-intersection", schema: `{"allOf":[{"type":"object","properties":{"a":{"type":"string"}},"required":["a"],"additionalProperties":false},{"anyOf":[{"type":"object","properties":{"b":{"type":"number"}},"additionalProperties":false},{"type":"object","properties":{"c":{"type":"boolean"}},"additionalProperties":false}]}]}`, want: "{\n  a: string;\n} & ({\n  b?: number;\n} | {\n  c?: boolean;\n})"},
	{id: "allOf-unconstrained-parts-drop", schema: `{"allOf":[{"type":"string"},{"minLength":1},{"format":"email"}]}`, want: "string"},
	{id: "object-oneOf-refines-properties", schema: `{"type":"object","additionalProperties":false,"properties":{"kind":{"type":"string"},"n":{"type":"integer"}},"oneOf":[{"properties":{"kind":{"const":"a"}},"required":["n"]},{"properties":{"kind":{"const":"b"}}}]}`, want: "{\n  kind?: string;\n  n?: number;\n} & ({\n  kind?: \"a\";\n  n: JsonValue;\n} | {\n  kind?: \"b\";\n})"},
	{id: "object-oneOf-required-only-branches", schema: `{"type":"object","properties":{"a":{"type":"string"},"b":{"type":"string"}},"oneOf":[{"required":["a"]},{"required":["b"]}]}`, want: "{\n  a?: string;\n  b?: string;\n} & Record<string, JsonValue>"},
	{id: "type-only-object-with-oneOf", schema: `{"type":"object","oneOf":[{"properties":{"a":{"type":"string"}},"required":["a"]},{"properties":{"b":{"type":"number"}},"required":["b"]}]}`, want: "{\n  a: string;\n} & Record<string, JsonValue> | {\n  b: number;\n} & Record<string, JsonValue>"},
	{id: "additionalProperties-schema-with-properties", schema: `{"type":"object","properties":{"a":{"type":"integer"}},"additionalProperties":{"type":"string"}}`, want: "{\n  a?: number;\n} & Record<string, JsonValue>"},
	{id: "patternProperties", schema: `{"type":"object","patternProperties":{"^x-":{"type":"string"},"^n-":{"type":"number"}},"additionalProperties":false}`, want: "Record<string, string | number>"},
	{id: "patternProperties-open", schema: `{"type":"object","patternProperties":{"^x-":{"type":"string"}}}`, want: "Record<string, string | JsonValue>"},
	{id: "unevaluatedProperties-false", schema: `{"type":"object","properties":{"a":{"type":"string"}},"unevaluatedProperties":false}`, want: "{\n  a?: string;\n}"},
	{id: "closed-required-unknown-name", schema: `{"type":"object","additionalProperties":false,"required":["a"]}`, want: "{\n  a: never;\n}"},
	{id: "prefixItems-tuple", schema: `{"type":"array","prefixItems":[{"type":"string"},{"type":["number","null"]}],"items":false,"minItems":1}`, want: "[string, (number | null)?]"},
	{id: "prefixItems-rest", schema: `{"type":"array","prefixItems":[{"type":"string"}],"items":{"type":"integer"},"minItems":1}`, want: "[string, ...number[]]"},
	{id: "draft4-additionalItems", schema: `{"type":"array","items":[{"type":"string"},{"type":"boolean"}],"additionalItems":false,"minItems":2}`, want: "[string, boolean]"},
	{id: "boolean-property-schemas", schema: `{"type":"object","additionalProperties":false,"properties":{"yes":true,"no":false}}`, want: "{\n  yes?: JsonValue;\n  no?: never;\n}"},
	{id: "jsdoc-constraints", schema: `{"type":"object","additionalProperties":false,"properties":{"n":{"type":"integer","description":"Count","minimum":1,"maximum":100,"default":30},"s":{"type":"string","format":"date-time","minLength":1,"maxLength":9,"pattern":"^a*/b$","examples":["x","y"]},"l":{"type":"array","items":{"type":"string"},"minItems":1,"uniqueItems":true},"d":{"type":"boolean","deprecated":true}}}`, want: "{\n  /** Count @minimum 1 @maximum 100 @default 30 */\n  n?: number;\n  /** @format date-time @pattern ^a*\\/b$ @minLength 1 @maxLength 9 @example \"x\" @example \"y\" */\n  s?: string;\n  /** @minItems 1 @uniqueItems */\n  l?: string[];\n  /** @deprecated */\n  d?: boolean;\n}"},
	{id: "jsdoc-exclusive-bounds", schema: `{"type":"object","additionalProperties":false,"properties":{"a":{"type":"number","exclusiveMinimum":0,"exclusiveMaximum":1},"b":{"type":"number","minimum":0,"exclusiveMinimum":true}}}`, want: "{\n  /** @exclusiveMinimum 0 @exclusiveMaximum 1 */\n  a?: number;\n  /** @exclusiveMinimum 0 */\n  b?: number;\n}"},
	{id: "jsdoc-control-characters", schema: `{"type":"object","additionalProperties":false,"properties":{"a":{"type":"string","description":"bell\u0007 nel\u0085 lone\udc00 end"}}}`, want: "{\n  /** bell\\u0007 nel\\u0085 lone\\udc00 end */\n  a?: string;\n}"},
	{id: "draft3-required-and-any", schema: `{"type":"object","additionalProperties":false,"properties":{"a":{"type":"any","required":true}}}`, want: "{\n  a?: JsonValue;\n}"},
	{id: "ref-defs", schema: `{"type":"object","additionalProperties":false,"properties":{"owner":{"$ref":"#/$defs/user","description":"The owner"},"users":{"type":"array","items":{"$ref":"#/$defs/user"}}},"$defs":{"user":{"description":"A user","type":"object","additionalProperties":false,"properties":{"login":{"type":"string"}},"required":["login"]}}}`, want: "/** A user */\ntype User = {\n  login: string;\n}\n\n{\n  /** The owner */\n  owner?: User;\n  users?: User[];\n}"},
	{id: "ref-definitions-recursive", schema: `{"$ref":"#/definitions/node","definitions":{"node":{"type":"object","additionalProperties":false,"properties":{"value":{"type":"integer"},"next":{"anyOf":[{"$ref":"#/definitions/node"},{"type":"null"}]}}}}}`, want: "type Node = {\n  value?: number;\n  next?: Node | null;\n}\n\nNode"},
	{id: "ref-with-type-siblings", schema: `{"$defs":{"team":{"type":["object","null"],"additionalProperties":false,"properties":{"id":{"type":"integer"}}}},"type":"object","additionalProperties":false,"properties":{"t":{"$ref":"#/$defs/team","type":["null","object"]}}}`, want: "type Team = {\n  id?: number;\n} | null\n\n{\n  t?: Team;\n}"},
	{id: "ref-mutual-recursion", schema: `{"$defs":{"a":{"type":"object","additionalProperties":false,"properties":{"b":{"$ref":"#/$defs/b"}}},"b":{"type":"array","items":{"$ref":"#/$defs/a"}}},"$ref":"#/$defs/a"}`, want: "type A = {\n  b?: B;\n}\ntype B = A[]\n\nA"},
	{id: "ref-recursive-index", schema: `{"$defs":{"v":{"anyOf":[{"type":"string"},{"type":"object","additionalProperties":{"$ref":"#/$defs/v"}}]}},"$ref":"#/$defs/v"}`, want: "type V = string | { [key: string]: V }\n\nV"},
	{id: "ref-direct-cycle", schema: `{"$defs":{"a":{"anyOf":[{"$ref":"#/$defs/b"},{"type":"null"}]},"b":{"$ref":"#/$defs/a"}},"type":"object","additionalProperties":false,"properties":{"x":{"$ref":"#/$defs/a"}}}`, want: "/** @remarks circular $ref #/$defs/a */\ntype A = unknown\n/** @remarks circular $ref #/$defs/b */\ntype B = unknown\n\n{\n  x?: A;\n}"},
	{id: "ref-missing", schema: `{"type":"object","additionalProperties":false,"properties":{"x":{"$ref":"#/$defs/nope"},"y":{"$ref":"https://example.com/s.json"}}}`, want: "{\n  /** @remarks $ref #/$defs/nope does not resolve */\n  x?: unknown;\n  /** @remarks $ref https://example.com/s.json is not a local reference */\n  y?: unknown;\n}"},
	{id: "ref-pointer-escapes", schema: `{"$defs":{"a/b":{"type":"string"},"c~d":{"type":"number"},"e f":{"type":"boolean"}},"type":"array","prefixItems":[{"$ref":"#/$defs/a~1b"},{"$ref":"#/$defs/c~0d"},{"$ref":"#/$defs/e%20f"}],"minItems":3,"items":false}`, want: "type AB = string\ntype CD = number\ntype EF = boolean\n\n[AB, CD, EF]"},
	{id: "ref-reserved-name", schema: `{"$defs":{"error":{"type":"string"},"record":{"type":"number"}},"type":"array","prefixItems":[{"$ref":"#/$defs/error"},{"$ref":"#/$defs/record"}],"items":false,"minItems":2}`, want: "type Error2 = string\ntype Record2 = number\n\n[Error2, Record2]"},
	{id: "ref-same-name-different-shape", schema: `{"$defs":{"item":{"type":"string"},"x":{"$defs":{"item":{"type":"number"}},"type":"array","items":{"$ref":"#/$defs/x/$defs/item"}}},"type":"array","prefixItems":[{"$ref":"#/$defs/item"},{"$ref":"#/$defs/x"}],"items":false,"minItems":2}`, want: "type Item = string\ntype Item2 = number\ntype X = Item2[]\n\n[Item, X]"},
}

func TestConstructs(t *testing.T) {
	var golden strings.Builder
	for _, c := range constructCases {
		got := renderCase(t, c)
		if got != c.want {
			t.Errorf("%s %s:\n got %q\nwant %q", c.id, c.schema, got, c.want)
		}
		golden.WriteString("## " + c.id + "\n" + c.schema + "\n" + got + "\n\n")
	}
	checkGolden(t, "constructs.golden", golden.String())
}

// TestMalformedSchemas: genuinely malformed input is a *SchemaError that
// names where (JSON Pointer) and what.
func TestMalformedSchemas(t *testing.T) {
	cases := []struct {
		schema, path, msg string
	}{
		{`{"type":"object","additionalProperties":"no"}`, "/additionalProperties", `"additionalProperties" must be a schema`},
		{`null`, "", "must be an object or a boolean, got null"},
		{`"string"`, "", "got a string"},
		{`[{"type":"string"}]`, "", "got an array"},
		{`{"type":5}`, "/type", `"type" must be a string or an array of strings, got a number`},
		{`{"type":"strng"}`, "/type", `unknown type "strng"`},
		{`{"type":["string",3]}`, "/type/1", "type entries must be type names"},
		{`{"type":[]}`, "/type", "must not be an empty array"},
		{`{"properties":{"a":{"type":"string","enum":"x"}}}`, "/properties/a/enum", `"enum" must be an array`},
		{`{"properties":{"a/b":{"items":[{"type":"x"}]}}}`, "/properties/a~1b/items/0/type", `unknown type "x"`},
		{`{"required":["a",1]}`, "/required/1", "entries must be strings"},
		{`{"anyOf":[]}`, "/anyOf", "non-empty array of schemas"},
		{`{"$ref":5}`, "/$ref", "must be a string"},
		{`{"description":7}`, "/description", "must be a string"},
		{`{"minLength":-1}`, "/minLength", "non-negative integer"},
		{`{"allOf":[{"oneOf":[1]}]}`, "/allOf/0/oneOf/0", "must be an object or a boolean"},
		{`{"type":"object"`, "", "invalid JSON at line 1, column 17"},
		{"{\"description\":\"\xff\"}", "", "invalid UTF-8"},
	}
	for _, c := range cases {
		_, err := TypeOf(json.RawMessage(c.schema))
		var se *SchemaError
		if !errors.As(err, &se) {
			t.Errorf("%s: err = %v, want a *SchemaError", c.schema, err)
			continue
		}
		if se.Path != c.path || !strings.Contains(se.Msg, c.msg) {
			t.Errorf("%s: got path %q msg %q, want path %q msg containing %q", c.schema, se.Path, se.Msg, c.path, c.msg)
		}
	}
}
