package sdkgen

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/codemode-go/codemode/internal/jsonlit"
	"github.com/codemode-go/codemode/sdkgen/internal/jsonv"
)

// seg is one JSON Pointer segment of the path to a schema node.
type seg struct {
	up  *seg
	key string
}

func (s *seg) add(k string) *seg { return &seg{up: s, key: k} }

func (s *seg) addIndex(i int) *seg { return &seg{up: s, key: strconv.Itoa(i)} }

// pointer renders the path as a JSON Pointer ("" for the root).
func (s *seg) pointer() string {
	var parts []string
	for p := s; p != nil; p = p.up {
		parts = append(parts, p.key)
	}
	var b strings.Builder
	for i := len(parts) - 1; i >= 0; i-- {
		b.WriteByte('/')
		if strings.ContainsAny(parts[i], "~/") {
			b.WriteString(pointerEscaper.Replace(parts[i]))
		} else {
			b.WriteString(parts[i])
		}
	}
	return b.String()
}

var pointerEscaper = strings.NewReplacer("~", "~0", "/", "~1")

// document is one schema being rendered: a tool's input or output schema.
type document struct {
	root  *jsonv.Value
	tool  string
	field string // "inputSchema", "outputSchema" or "schema"
}

func (d *document) errorf(path *seg, format string, args ...any) error {
	return &SchemaError{Tool: d.tool, Field: d.field, Path: path.pointer(), Msg: fmt.Sprintf(format, args...)}
}

// keywords are the members of one schema object that sdkgen reads.
type keywords struct {
	ref, typ, nullable, enum, cnst                         *jsonv.Value
	props, patProps, addProps, unevalProps, required       *jsonv.Value
	items, prefixItems, addItems, allOf, anyOf, oneOf, not *jsonv.Value
	desc, deprecated, format, pattern, dflt, examples      *jsonv.Value
	minimum, maximum, exMin, exMax, multipleOf             *jsonv.Value
	minLength, maxLength, minItems, maxItems, uniqueItems  *jsonv.Value
	minProps, maxProps                                     *jsonv.Value
}

func kindName(v *jsonv.Value) string {
	switch v.Kind {
	case jsonv.Null:
		return "null"
	case jsonv.Bool:
		return "a boolean"
	case jsonv.Number:
		return "a number"
	case jsonv.String:
		return "a string"
	case jsonv.Array:
		return "an array"
	}
	return "an object"
}

// scan reads and checks the keywords of schema object v.
func scan(d *document, v *jsonv.Value, path *seg) (keywords, error) {
	var k keywords
	for i, name := range v.Keys {
		x := v.Vals[i]
		var want string // the required JSON kind, when wrong
		switch name {
		case "$ref":
			k.ref, want = x, need(x, jsonv.String)
		case "type":
			if x.Kind == jsonv.String && x.Str == "any" {
				break // draft 3: any type, that is no constraint
			}
			k.typ = x
			switch x.Kind {
			case jsonv.String:
				if typeByName(x.Str) == 0 {
					return k, d.errorf(path.add(name), "unknown type %s", jsonlit.Quote(x.Str))
				}
			case jsonv.Array:
				if len(x.Vals) == 0 {
					return k, d.errorf(path.add(name), `"type" must not be an empty array`)
				}
				for j, t := range x.Vals {
					if t.Kind != jsonv.String || typeByName(t.Str) == 0 {
						return k, d.errorf(path.add(name).addIndex(j), "type entries must be type names, got %s", literalText(t))
					}
				}
			default:
				want = "a string or an array of strings"
			}
		case "nullable":
			k.nullable, want = x, need(x, jsonv.Bool)
		case "enum":
			k.enum, want = x, need(x, jsonv.Array)
		case "const":
			k.cnst = x
		case "properties", "patternProperties":
			if x.Kind != jsonv.Object {
				want = "an object"
			} else if name == "properties" {
				k.props = x
			} else {
				k.patProps = x
			}
		case "additionalProperties":
			k.addProps, want = x, needSchema(x)
		case "unevaluatedProperties":
			k.unevalProps, want = x, needSchema(x)
		case "required":
			if x.Kind == jsonv.Bool {
				break // draft 3 marks a property itself required; ignored
			}
			k.required = x
			if x.Kind != jsonv.Array {
				want = "an array of strings"
				break
			}
			for j, r := range x.Vals {
				if r.Kind != jsonv.String {
					return k, d.errorf(path.add(name).addIndex(j), `"required" entries must be strings, got %s`, kindName(r))
				}
			}
		case "items":
			k.items = x
			if x.Kind != jsonv.Array {
				want = needSchema(x)
			}
		case "prefixItems":
			k.prefixItems, want = x, need(x, jsonv.Array)
		case "additionalItems":
			k.addItems, want = x, needSchema(x)
		case "allOf", "anyOf", "oneOf":
			if x.Kind != jsonv.Array || len(x.Vals) == 0 {
				want = "a non-empty array of schemas"
				break
			}
			switch name {
			case "allOf":
				k.allOf = x
			case "anyOf":
				k.anyOf = x
			default:
				k.oneOf = x
			}
		case "not":
			k.not, want = x, needSchema(x)
		case "$defs", "definitions", "dependentSchemas":
			want = need(x, jsonv.Object)
		case "description", "title", "format", "pattern", "$comment", "$id", "$schema", "$anchor":
			want = need(x, jsonv.String)
			switch name {
			case "description":
				k.desc = x
			case "format":
				k.format = x
			case "pattern":
				k.pattern = x
			}
		case "deprecated", "uniqueItems", "readOnly", "writeOnly":
			want = need(x, jsonv.Bool)
			switch name {
			case "deprecated":
				k.deprecated = x
			case "uniqueItems":
				k.uniqueItems = x
			}
		case "default":
			k.dflt = x
		case "examples":
			k.examples = x
		case "minimum", "maximum", "multipleOf":
			want = need(x, jsonv.Number)
			switch name {
			case "minimum":
				k.minimum = x
			case "maximum":
				k.maximum = x
			default:
				k.multipleOf = x
			}
		case "exclusiveMinimum", "exclusiveMaximum":
			if x.Kind != jsonv.Number && x.Kind != jsonv.Bool {
				want = "a number or a boolean"
			} else if name == "exclusiveMinimum" {
				k.exMin = x
			} else {
				k.exMax = x
			}
		case "minLength", "maxLength", "minItems", "maxItems", "minProperties", "maxProperties":
			if x.Kind != jsonv.Number || x.Num < 0 || x.Num != math.Trunc(x.Num) {
				want = "a non-negative integer"
				break
			}
			switch name {
			case "minLength":
				k.minLength = x
			case "maxLength":
				k.maxLength = x
			case "minItems":
				k.minItems = x
			case "maxItems":
				k.maxItems = x
			case "minProperties":
				k.minProps = x
			default:
				k.maxProps = x
			}
		}
		if want != "" {
			return k, d.errorf(path.add(name), "%s must be %s, got %s", jsonlit.Quote(name), want, kindName(x))
		}
	}
	return k, nil
}

func need(x *jsonv.Value, kind jsonv.Kind) string {
	if x.Kind == kind {
		return ""
	}
	switch kind {
	case jsonv.String:
		return "a string"
	case jsonv.Bool:
		return "a boolean"
	case jsonv.Number:
		return "a number"
	case jsonv.Array:
		return "an array"
	}
	return "an object"
}

func needSchema(x *jsonv.Value) string {
	if x.Kind == jsonv.Object || x.Kind == jsonv.Bool {
		return ""
	}
	return "a schema (an object or a boolean)"
}
