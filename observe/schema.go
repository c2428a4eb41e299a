package observe

import (
	"encoding/json"
	"slices"
	"sort"
)

// The judgement of rendering (see the package documentation).
const (
	// MaxEnum is the most distinct values a string enum may have.
	MaxEnum = 6
	// MinEnumSeen is how many strings must have been seen at a place,
	// per distinct value, before they are rendered as an enum, when they
	// recurred inside one result's array.
	MinEnumSeen = 3
	// MinEnumCalls is that number for strings that never recurred inside
	// one result: only many calls make a constant look like a kind.
	MinEnumCalls = 10
)

// Schema renders s as a JSON Schema (compact JSON text with sorted keys).
// A nil or empty shape, or a place with more than MaxUnion kinds, is {}
// (any value). Object members missing from some observations are
// optional. Objects are closed (additionalProperties: false) so that the
// SDK shows just the members seen: an observed type is a hint to a
// model, never used to validate, and a later result with more members
// widens it.
func Schema(s *Shape) json.RawMessage {
	b, _ := json.Marshal(schema(s))
	return b
}

func schema(s *Shape) map[string]any {
	if s == nil || s.Any || s.N == 0 {
		return map[string]any{}
	}
	var alts []map[string]any
	if s.Bool > 0 {
		alts = append(alts, map[string]any{"type": "boolean"})
	}
	switch {
	case s.Num > 0:
		alts = append(alts, map[string]any{"type": "number"})
	case s.Int > 0:
		alts = append(alts, map[string]any{"type": "integer"})
	}
	if s.Str != nil {
		alts = append(alts, stringSchema(s.Str))
	}
	if s.Arr != nil {
		a := map[string]any{"type": "array"}
		if s.Arr.Items != nil {
			a["items"] = schema(s.Arr.Items)
		}
		alts = append(alts, a)
	}
	if s.Obj != nil {
		alts = append(alts, objectSchema(s.Obj))
	}
	if len(alts) > MaxUnion {
		return map[string]any{}
	}
	if s.Null > 0 {
		if len(alts) == 1 {
			if t, ok := alts[0]["type"].(string); ok && len(alts[0]) == 1 {
				return map[string]any{"type": []string{t, "null"}}
			}
		}
		alts = append(alts, map[string]any{"type": "null"})
	}
	if len(alts) == 1 {
		return alts[0]
	}
	items := make([]any, len(alts))
	for i, a := range alts {
		items[i] = a
	}
	return map[string]any{"anyOf": items}
}

func stringSchema(st *Strings) map[string]any {
	out := map[string]any{"type": "string"}
	seen := MinEnumCalls
	if st.Repeats > 0 {
		seen = MinEnumSeen
	}
	if st.Open || st.Unique > 0 || len(st.Enum) == 0 || len(st.Enum) > MaxEnum || st.N < seen*len(st.Enum) {
		return out // data, not a kind: names and ids differ item by item
	}
	vals := make([]string, 0, len(st.Enum))
	for v := range st.Enum {
		vals = append(vals, v)
	}
	sort.Strings(vals)
	out["enum"] = vals
	return out
}

func objectSchema(o *Object) map[string]any {
	out := map[string]any{"type": "object"}
	if o.Map {
		if o.Values != nil {
			out["additionalProperties"] = schema(o.Values)
		}
		return out
	}
	props := map[string]any{}
	var required []string
	for k, p := range o.Props {
		props[k] = schema(p)
		if p.N >= o.N {
			required = append(required, k)
		}
	}
	out["properties"] = props
	out["additionalProperties"] = false
	if len(required) > 0 {
		slices.Sort(required)
		out["required"] = required
	}
	return out
}
