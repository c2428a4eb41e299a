package sdkgen

import (
	"strings"

	"github.com/codemode-go/codemode/internal/jsonlit"
	"github.com/codemode-go/codemode/sdkgen/internal/jsonv"
)

// docLine builds the one-line JSDoc comment of a schema node: its
// description (SDK-D1), then tags for the constraints and annotations that
// do not change its shape (DESIGN §3.3), then notes about nodes typed
// unknown. ok is false when there is nothing to say. A description that is
// only whitespace still yields "/**  */", as in the reference.
func docLine(v *jsonv.Value, notes []string) (string, bool) {
	var desc *jsonv.Value
	tags := false
	if v != nil && v.Kind == jsonv.Object {
		for i, k := range v.Keys {
			switch k {
			case "description":
				if d := v.Vals[i]; d.Kind == jsonv.String && d.Str != "" {
					desc = d
				}
			case "deprecated", "format", "pattern", "minLength", "maxLength", "minimum", "maximum",
				"exclusiveMinimum", "exclusiveMaximum", "multipleOf", "minItems", "maxItems",
				"uniqueItems", "minProperties", "maxProperties", "default", "examples", "example":
				tags = true
			}
		}
	}
	if desc != nil && !tags && len(notes) == 0 {
		return "/** " + docText(desc.Str) + " */", true
	}
	var parts []string
	if desc != nil {
		parts = append(parts, docText(desc.Str))
	}
	if tags {
		parts = appendTags(parts, v)
	}
	for _, n := range notes {
		parts = append(parts, "@remarks "+docText(n))
	}
	if len(parts) == 0 {
		return "", false
	}
	if desc != nil && parts[0] == "" && len(parts) > 1 {
		parts = parts[1:]
	}
	return "/** " + strings.Join(parts, " ") + " */", true
}

func appendTags(parts []string, v *jsonv.Value) []string {
	get := v.Get
	if d := get("deprecated"); d != nil && d.Kind == jsonv.Bool && d.Bool {
		parts = append(parts, "@deprecated")
	}
	for _, name := range []string{"format", "pattern"} {
		if x := get(name); x != nil && x.Kind == jsonv.String {
			parts = append(parts, "@"+name+" "+docText(x.Str))
		}
	}
	num := func(name, tag string) {
		if x := get(name); x != nil && x.Kind == jsonv.Number {
			parts = append(parts, "@"+tag+" "+jsonlit.FormatNumber(x.Num))
		}
	}
	num("minLength", "minLength")
	num("maxLength", "maxLength")
	// Draft 4 writes exclusive bounds as booleans beside minimum/maximum.
	for _, b := range [][3]string{{"minimum", "exclusiveMinimum", "minimum"}, {"maximum", "exclusiveMaximum", "maximum"}} {
		bound, excl := get(b[0]), get(b[1])
		switch {
		case excl != nil && excl.Kind == jsonv.Number:
			if bound != nil && bound.Kind == jsonv.Number {
				num(b[0], b[2])
			}
			num(b[1], b[1])
		case bound != nil && bound.Kind == jsonv.Number && excl != nil && excl.Kind == jsonv.Bool && excl.Bool:
			num(b[0], b[1])
		default:
			num(b[0], b[2])
		}
	}
	num("multipleOf", "multipleOf")
	num("minItems", "minItems")
	num("maxItems", "maxItems")
	if u := get("uniqueItems"); u != nil && u.Kind == jsonv.Bool && u.Bool {
		parts = append(parts, "@uniqueItems")
	}
	num("minProperties", "minProperties")
	num("maxProperties", "maxProperties")
	if d := get("default"); d != nil {
		parts = append(parts, "@default "+docJSON(d))
	}
	if ex := get("examples"); ex != nil {
		if ex.Kind == jsonv.Array {
			for _, e := range ex.Vals {
				parts = append(parts, "@example "+docJSON(e))
			}
		} else {
			parts = append(parts, "@example "+docJSON(ex))
		}
	} else if ex := get("example"); ex != nil {
		parts = append(parts, "@example "+docJSON(ex))
	}
	return parts
}

// docJSON writes a JSON value for a doc comment: compact JSON.stringify
// text, with `*/` and line terminators escaped.
func docJSON(v *jsonv.Value) string {
	s := string(jsonv.AppendJSON(nil, v))
	if strings.ContainsAny(s, "*\u2028\u2029\u0085") {
		s = strings.NewReplacer("*/", `*\/`, "\u2028", `\u2028`, "\u2029", `\u2029`, "\u0085", `\u0085`).Replace(s)
	}
	return s
}
