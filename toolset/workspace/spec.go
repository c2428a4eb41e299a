package workspace

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/google/jsonschema-go/jsonschema"
)

// Spec describes one workspace tool for whatever registers it: a tool
// registry, an MCP server, a test. Specs are immutable once returned.
type Spec struct {
	// Name is the tool name ("read", "write", "edit", "list", "glob",
	// "grep").
	Name string
	// Description is the one-paragraph model-facing description.
	Description string
	// Guidance is the text of the tool's "tool:<Name>" system-prompt
	// section: how and when to call the tool directly. Code Mode drops it
	// from the prompt under mode code.
	Guidance string
	// Order is the suggested order of the guidance section (the per-tool
	// band 100–199, SP-2: read 100, write 101, edit 102, list 103, glob 104,
	// grep 106).
	Order int
	// ConcurrencySafe is true for the read-only tools, which may run in
	// parallel; write and edit must run alone.
	ConcurrencySafe bool
	// ReadOnly is true when the tool never modifies the workspace (the MCP
	// readOnlyHint).
	ReadOnly bool
	// InputSchema is the JSON Schema of the arguments (an object schema
	// with additionalProperties false).
	InputSchema json.RawMessage
	// OutputSchema is the JSON Schema of the result.
	OutputSchema json.RawMessage
	// Call decodes JSON arguments strictly (unknown fields, wrong types and
	// missing required fields fail with an *ArgsError naming the field),
	// runs the tool and returns its result as JSON.
	Call func(ctx context.Context, args json.RawMessage) (json.RawMessage, error)
}

// SectionID is the id of the tool's guidance section in the system prompt,
// "tool:<Name>" (DESIGN §3.4).
func (s Spec) SectionID() string { return "tool:" + s.Name }

// Specs returns the six tools in a fixed order: read, write, edit, list,
// glob, grep. The slice is a copy; the Specs share the Workspace.
func (w *Workspace) Specs() []Spec { return slices.Clone(w.specs) }

// Call runs the tool called name with JSON arguments, as its Spec's Call
// does. An unknown name is an error wrapping [ErrInvalidArgs].
func (w *Workspace) Call(ctx context.Context, name string, args json.RawMessage) (json.RawMessage, error) {
	for _, s := range w.specs {
		if s.Name == name {
			return s.Call(ctx, args)
		}
	}
	return nil, fmt.Errorf("workspace: unknown tool %q: %w", name, ErrInvalidArgs)
}

func (w *Workspace) buildSpecs() ([]Spec, error) {
	var specs []Spec
	var errs []error
	add := func(s Spec, err error) {
		errs = append(errs, err)
		specs = append(specs, s)
	}
	add(makeSpec("read", descRead, guideRead, 100, true, w.Read, func(in, _ *jsonschema.Schema) {
		in.Properties["offset"].Minimum = jsonschema.Ptr(1.0)
		in.Properties["limit"].Minimum = jsonschema.Ptr(1.0)
	}))
	add(makeSpec("write", descWrite, guideWrite, 101, false, w.Write, nil))
	add(makeSpec("edit", descEdit, guideEdit, 102, false, w.Edit, nil))
	add(makeSpec("list", descList, guideList, 103, true, w.List, func(_, out *jsonschema.Schema) {
		out.Properties["entries"].Items.Properties["type"].Enum = []any{TypeFile, TypeDir, TypeSymlink}
	}))
	add(makeSpec("glob", descGlob, guideGlob, 104, true, w.Glob, nil))
	add(makeSpec("grep", descGrep, guideGrep, 106, true, w.Grep, nil))
	if err := errors.Join(errs...); err != nil {
		return nil, fmt.Errorf("workspace: building tool schemas: %w", err)
	}
	return specs, nil
}

// makeSpec derives the schemas of a tool from its Go types and wraps fn as
// a JSON call. tweak, when set, refines the input and output schemas.
func makeSpec[In, Out any](name, desc, guide string, order int, safe bool, fn func(context.Context, In) (Out, error), tweak func(in, out *jsonschema.Schema)) (Spec, error) {
	in, err := jsonschema.For[In](nil)
	if err != nil {
		return Spec{}, err
	}
	out, err := jsonschema.For[Out](nil)
	if err != nil {
		return Spec{}, err
	}
	// Result slices are never nil: type them as plain arrays.
	nonNullArrays(out)
	if tweak != nil {
		tweak(in, out)
	}
	inJSON, err := json.Marshal(in)
	if err != nil {
		return Spec{}, err
	}
	outJSON, err := json.Marshal(out)
	if err != nil {
		return Spec{}, err
	}
	call := func(ctx context.Context, raw json.RawMessage) (json.RawMessage, error) {
		args, err := decodeArgs[In](name, in, raw)
		if err != nil {
			return nil, err
		}
		res, err := fn(ctx, args)
		if err != nil {
			return nil, err
		}
		return marshal(res)
	}
	return Spec{
		Name: name, Description: desc, Guidance: guide, Order: order,
		ConcurrencySafe: safe, ReadOnly: safe,
		InputSchema: inJSON, OutputSchema: outJSON, Call: call,
	}, nil
}

// nonNullArrays replaces the ["null","array"] type that jsonschema.For gives
// slices with "array", recursively.
func nonNullArrays(s *jsonschema.Schema) {
	if s == nil {
		return
	}
	if slices.Equal(s.Types, []string{"null", "array"}) {
		s.Types, s.Type = nil, "array"
	}
	nonNullArrays(s.Items)
	for _, p := range s.Properties {
		nonNullArrays(p)
	}
}

// decodeArgs decodes raw tool arguments into In strictly, against the
// properties and required list of its schema. null or empty arguments mean
// {}; a null field means the field is absent.
func decodeArgs[In any](tool string, schema *jsonschema.Schema, raw json.RawMessage) (In, error) {
	var zero In
	trimmed := bytes.TrimSpace(raw)
	if len(trimmed) == 0 || bytes.Equal(trimmed, []byte("null")) {
		trimmed = []byte("{}")
	}
	if trimmed[0] != '{' {
		return zero, &ArgsError{Tool: tool, Msg: "arguments must be a JSON object, got " + jsonKind(trimmed)}
	}
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(trimmed, &fields); err != nil {
		return zero, &ArgsError{Tool: tool, Msg: "arguments are not valid JSON: " + strings.TrimPrefix(err.Error(), "json: ")}
	}
	known := make([]string, 0, len(schema.Properties))
	for k := range schema.Properties {
		known = append(known, k)
	}
	slices.Sort(known)
	names := make([]string, 0, len(fields))
	for k := range fields {
		names = append(names, k)
	}
	slices.Sort(names)
	for _, k := range names {
		prop, ok := schema.Properties[k]
		if !ok {
			return zero, &ArgsError{Tool: tool, Field: k, Msg: "unknown field; " + tool + " accepts " + strings.Join(known, ", ")}
		}
		v := bytes.TrimSpace(fields[k])
		if bytes.Equal(v, []byte("null")) {
			delete(fields, k)
			continue
		}
		if want := prop.Type; want != "" && !kindIs(v, want) {
			return zero, &ArgsError{Tool: tool, Field: k, Msg: "must be " + article(want) + ", got " + jsonKind(v)}
		}
		if prop.Minimum != nil {
			var n float64
			if json.Unmarshal(v, &n) == nil && n < *prop.Minimum {
				return zero, &ArgsError{Tool: tool, Field: k, Msg: fmt.Sprintf("must be at least %v, got %s", *prop.Minimum, v)}
			}
		}
	}
	for _, k := range schema.Required {
		if _, ok := fields[k]; !ok {
			return zero, &ArgsError{Tool: tool, Field: k, Msg: "is required"}
		}
	}
	clean, err := json.Marshal(fields)
	if err != nil {
		return zero, &ArgsError{Tool: tool, Msg: err.Error()}
	}
	var in In
	if err := json.Unmarshal(clean, &in); err != nil {
		var te *json.UnmarshalTypeError
		if errors.As(err, &te) {
			return zero, &ArgsError{Tool: tool, Field: te.Field, Msg: "must be " + article(schema.Properties[te.Field].Type) + ", got " + te.Value}
		}
		return zero, &ArgsError{Tool: tool, Msg: strings.TrimPrefix(err.Error(), "json: ")}
	}
	return in, nil
}

// kindIs reports whether the JSON value v has the JSON Schema type want.
func kindIs(v []byte, want string) bool {
	got := jsonKind(v)
	switch want {
	case "integer":
		if got != "number" {
			return false
		}
		var n json.Number
		if json.Unmarshal(v, &n) != nil {
			return false
		}
		_, err := n.Int64()
		return err == nil
	default:
		return got == want
	}
}

// jsonKind names the JSON type of a syntactically valid value.
func jsonKind(v []byte) string {
	if len(v) == 0 {
		return "nothing"
	}
	switch v[0] {
	case '{':
		return "object"
	case '[':
		return "array"
	case '"':
		return "string"
	case 't', 'f':
		return "boolean"
	case 'n':
		return "null"
	default:
		return "number"
	}
}

func article(t string) string {
	switch t {
	case "integer", "object", "array":
		return "an " + t
	case "":
		return "a valid value"
	}
	return "a " + t
}

// marshal encodes a result without HTML escaping, so file text such as
// "<div>" travels as itself rather than as \u003c escapes.
func marshal(v any) (json.RawMessage, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(b.Bytes(), []byte("\n")), nil
}
