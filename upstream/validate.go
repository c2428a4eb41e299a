package upstream

import (
	"encoding/json"
	"fmt"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/google/jsonschema-go/jsonschema"
)

// argsValidator checks tool arguments against an upstream input schema
// before anything is sent upstream.
type argsValidator struct {
	resolved *jsonschema.Resolved
}

// newArgsValidator resolves schema. It returns (nil, err) when the schema
// cannot be used for validation (an unknown draft, a remote $ref, invalid
// keyword values): the caller then lets arguments through unchecked and
// the upstream server judges them.
func newArgsValidator(schema json.RawMessage) (*argsValidator, error) {
	if len(schema) == 0 {
		return nil, nil
	}
	var s jsonschema.Schema
	if err := json.Unmarshal(schema, &s); err != nil {
		return nil, fmt.Errorf("input schema: %w", err)
	}
	r, err := s.Resolve(nil)
	if err != nil {
		return nil, fmt.Errorf("input schema: %w", err)
	}
	// A schema whose draft Validate rejects is as unusable as one that
	// does not resolve; find out now rather than on every call.
	if err := r.Validate(map[string]any{}); err != nil && strings.HasPrefix(err.Error(), "cannot validate version") {
		return nil, fmt.Errorf("input schema: %w", err)
	}
	return &argsValidator{resolved: r}, nil
}

// ArgsError reports arguments that violate a tool's input schema. The
// registry reports it as INVALID_ARGS.
type ArgsError struct {
	// Tool is the registry name of the tool.
	Tool string
	// Path locates the violating value in the arguments, in the reference
	// notation: "" for the arguments object itself, then keys joined with
	// "." and indices as "[i]" (a.b[1].c); keys that are not identifiers
	// are written ["key"].
	Path string
	// Reason says what is wrong at Path.
	Reason string
}

// Error renders "invalid arguments: PATH: REASON" (PATH "arguments" for
// the root).
func (e *ArgsError) Error() string {
	p := e.Path
	if p == "" {
		p = "arguments"
	}
	return "invalid arguments: " + p + ": " + e.Reason
}

// validate checks the JSON text args. It returns nil or an *ArgsError.
func (v *argsValidator) validate(tool string, args json.RawMessage) error {
	var inst any
	if len(args) == 0 {
		inst = map[string]any{}
	} else if err := json.Unmarshal(args, &inst); err != nil {
		return &ArgsError{Tool: tool, Reason: "not valid JSON: " + err.Error()}
	}
	if _, ok := inst.(map[string]any); !ok {
		return &ArgsError{Tool: tool, Reason: "must be an object"}
	}
	if v == nil {
		return nil
	}
	err := v.resolved.Validate(inst)
	if err == nil {
		return nil
	}
	steps, leaf := splitChain(err.Error())
	path := v.locate(inst, steps)
	return &ArgsError{Tool: tool, Path: formatPath(path), Reason: tidyReason(path, leaf)}
}

// splitChain splits jsonschema-go's error text
// "validating root: validating /properties/a: ...: LEAF" into the schema
// locations it passed through and the leaf message.
func splitChain(msg string) (steps []string, leaf string) {
	const p = "validating "
	for strings.HasPrefix(msg, p) {
		rest := msg[len(p):]
		i := strings.Index(rest, ": ")
		if i < 0 {
			break
		}
		steps = append(steps, rest[:i])
		msg = rest[i+2:]
	}
	return steps, msg
}

// locate turns the chain of schema locations into the instance path it
// followed. A step into "properties/K" descends into key K and
// "prefixItems/I" into index I; steps whose instance child is not named by
// the schema location ("items", "additionalProperties",
// "patternProperties/…") are resolved by finding the first child that
// still fails the same way on its own. Steps through $ref, allOf, anyOf
// and the like do not move in the instance.
func (v *argsValidator) locate(root any, steps []string) []any {
	var path []any
	cur := root
	for i := 1; i < len(steps); i++ {
		prev, next := steps[i-1], steps[i]
		// Absolute schema locations: "root", "/properties/a", ...
		rel, ok := strings.CutPrefix(next, strings.TrimSuffix(prev, "root")+"/")
		if !ok {
			continue // a $ref jump: same instance location
		}
		segs := strings.Split(rel, "/")
		switch {
		case len(segs) == 2 && segs[0] == "properties":
			key := unescapePointer(segs[1])
			m, isMap := cur.(map[string]any)
			if !isMap {
				return path
			}
			path = append(path, key)
			cur = m[key]
		case len(segs) == 2 && segs[0] == "prefixItems":
			idx, err := strconv.Atoi(segs[1])
			a, isArr := cur.([]any)
			if err != nil || !isArr || idx >= len(a) {
				return path
			}
			path = append(path, idx)
			cur = a[idx]
		case segs[0] == "items" || segs[0] == "additionalItems" || segs[0] == "additionalProperties" || segs[0] == "patternProperties" || segs[0] == "unevaluatedProperties" || segs[0] == "unevaluatedItems":
			child, key, found := v.failingChild(root, path, cur, next)
			if !found {
				return path
			}
			path = append(path, key)
			cur = child
		}
	}
	return path
}

// failingChild finds the first child of container (at path within root)
// that, when it is the container's only child, still makes validation pass
// through schema location loc. It returns the child and its key or index.
func (v *argsValidator) failingChild(root any, path []any, container any, loc string) (any, any, bool) {
	marker := "validating " + loc + ":"
	try := func(replacement any) bool {
		err := v.resolved.Validate(replaceAt(root, path, replacement))
		return err != nil && strings.Contains(err.Error(), marker)
	}
	switch c := container.(type) {
	case []any:
		for i, el := range c {
			if try([]any{el}) {
				return el, i, true
			}
		}
	case map[string]any:
		keys := make([]string, 0, len(c))
		for k := range c {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			if try(map[string]any{k: c[k]}) {
				return c[k], k, true
			}
		}
	}
	return nil, nil, false
}

// replaceAt returns a copy of root with the value at path replaced; only
// the containers along path are copied.
func replaceAt(root any, path []any, val any) any {
	if len(path) == 0 {
		return val
	}
	switch c := root.(type) {
	case map[string]any:
		k, _ := path[0].(string)
		m := make(map[string]any, len(c))
		for kk, vv := range c {
			m[kk] = vv
		}
		m[k] = replaceAt(c[k], path[1:], val)
		return m
	case []any:
		i, _ := path[0].(int)
		a := append([]any(nil), c...)
		if i < len(a) {
			a[i] = replaceAt(c[i], path[1:], val)
		}
		return a
	}
	return root
}

func unescapePointer(s string) string {
	return strings.ReplaceAll(strings.ReplaceAll(s, "~1", "/"), "~0", "~")
}

var identRe = regexp.MustCompile(`^[A-Za-z_$][A-Za-z0-9_$]*$`)

// formatPath renders an instance path: a.b[1].c, ["my key"].x.
func formatPath(path []any) string {
	var b strings.Builder
	for _, p := range path {
		switch p := p.(type) {
		case int:
			fmt.Fprintf(&b, "[%d]", p)
		case string:
			if identRe.MatchString(p) {
				if b.Len() > 0 {
					b.WriteByte('.')
				}
				b.WriteString(p)
			} else {
				fmt.Fprintf(&b, "[%s]", strconv.Quote(p))
			}
		}
	}
	return b.String()
}

var (
	ratRe   = regexp.MustCompile(`\b(-?\d+)/1\b`)
	floatRe = regexp.MustCompile(`\b(-?\d+)\.0+\b`)
)

// tidyReason makes jsonschema-go's leaf message read well to a model:
// integral rationals ("0/1") and floats ("1.000000") print as integers,
// and a missing required property names its full path.
func tidyReason(path []any, leaf string) string {
	if rest, ok := strings.CutPrefix(leaf, "required: missing properties: "); ok {
		var names []string
		if json.Unmarshal([]byte(rest), &names) == nil && len(names) > 0 {
			full := make([]string, len(names))
			for i, n := range names {
				full[i] = strconv.Quote(formatPath(append(append([]any(nil), path...), n)))
			}
			return "missing required property " + strings.Join(full, ", ")
		}
	}
	leaf = ratRe.ReplaceAllString(leaf, "$1")
	return floatRe.ReplaceAllString(leaf, "$1")
}
