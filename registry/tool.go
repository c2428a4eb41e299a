package registry

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/google/jsonschema-go/jsonschema"

	"github.com/codemode-go/codemode/internal/jsonlit"
	"github.com/codemode-go/codemode/internal/jsontext"
	"github.com/codemode-go/codemode/registry/failure"
	"github.com/codemode-go/codemode/sdkgen"
)

// RunCodeName is the reserved name of the Code Mode transport tool. It can
// never be registered, in any mode (RV-3).
const RunCodeName = "run_code"

// Tool is the definition of one tool. Register it with [Registry.Register]
// (raw) or [Add] (typed). A Tool is copied at registration.
type Tool struct {
	// Name is the tool's name: what a model calls and the member of the
	// program's `tools` object. Required; "run_code" is reserved.
	Name string
	// Description tells the model what the tool does.
	Description string
	// Server names the source of the tool, such as its upstream MCP
	// server. It groups tools in a budgeted SDK and in codemode.search
	// results; "" means none. Optional.
	Server string
	// InputSchema is the JSON Schema of the arguments. Nil means an open
	// object ({"type":"object"}). It must be a JSON object whose "type",
	// when present, is "object". Raw tools validate their own arguments
	// (TD-4); [Add] validates them against this schema.
	InputSchema json.RawMessage
	// OutputSchema is the JSON Schema every canonical value the tool
	// returns is validated against (PL-12). Nil means any JSON value.
	OutputSchema json.RawMessage
	// Annotations are MCP tool annotations, passed through to the wire
	// schema verbatim. Optional.
	Annotations json.RawMessage
	// ConcurrencySafe classifies a call: only a true return lets the call
	// overlap others in a run_code program (TD-9, EM-2). Nil means
	// exclusive. It must be fast and pure; a panic means exclusive.
	ConcurrencySafe func(args json.RawMessage) bool
	// Execute is the body. It receives the call's argument snapshot
	// through exec and returns the canonical value as JSON text. A
	// returned *failure.Error keeps its failure.Code; any other error is TOOL_ERROR. ctx
	// is cancelled when the caller gives up; the registry still waits for
	// Execute to return (CA-1).
	Execute func(ctx context.Context, exec *Execution) (json.RawMessage, error)
	// Render turns the validated arguments and canonical value into the
	// content the model sees (TD-2). Nil renders a string value as its
	// text and any other value as pretty JSON.
	Render func(args, value json.RawMessage) ([]Content, error)
	// Finalize, when set, may replace the content of every outcome of a
	// call to this tool — success, failure, denial, abort — exactly once
	// (TD-7). Returning nil keeps the content.
	Finalize func(exec *Execution, res *Result) []Content
	// Guidance, when non-empty, is the tool's system-prompt section
	// "tool:<Name>" (SP-2). Under ModeCode it is removed from the prompt.
	Guidance string
	// GuidanceOrder is the order of the guidance section; zero means 100,
	// the start of the per-tool band (SP-2).
	GuidanceOrder int
}

// defaultGuidanceOrder is the prompt order of a tool:<name> section whose
// GuidanceOrder is zero (the per-tool band starts at 100, SP-2).
const defaultGuidanceOrder = 100

// Content is one MCP content block the model sees.
type Content struct {
	// Type is "text", "image", "audio", or another MCP block type.
	Type string
	// Text is the text of a "text" block.
	Text string
	// Data is the base64 data of an "image" or "audio" block.
	Data string
	// MIMEType is the MIME type of an "image" or "audio" block.
	MIMEType string
	// Raw, when set, is the whole block as JSON and is written verbatim;
	// it carries block types this struct has no fields for.
	Raw json.RawMessage
}

// Text returns a text content block.
func Text(s string) Content { return Content{Type: "text", Text: s} }

// MarshalJSON writes the MCP form of the block.
func (c Content) MarshalJSON() ([]byte, error) {
	if len(c.Raw) > 0 {
		return jsontext.Compact(c.Raw)
	}
	b := []byte(`{"type":`)
	b = jsonlit.AppendQuote(b, c.Type)
	switch c.Type {
	case "text":
		b = append(b, `,"text":`...)
		b = jsonlit.AppendQuote(b, c.Text)
	default:
		if c.Text != "" {
			b = append(b, `,"text":`...)
			b = jsonlit.AppendQuote(b, c.Text)
		}
		if c.Data != "" || c.Type == "image" || c.Type == "audio" {
			b = append(b, `,"data":`...)
			b = jsonlit.AppendQuote(b, c.Data)
		}
		if c.MIMEType != "" {
			b = append(b, `,"mimeType":`...)
			b = jsonlit.AppendQuote(b, c.MIMEType)
		}
	}
	return append(b, '}'), nil
}

// UnmarshalJSON reads an MCP content block; unknown block types keep Raw.
func (c *Content) UnmarshalJSON(b []byte) error {
	var w struct {
		Type     string `json:"type"`
		Text     string `json:"text"`
		Data     string `json:"data"`
		MIMEType string `json:"mimeType"`
	}
	if err := json.Unmarshal(b, &w); err != nil {
		return err
	}
	*c = Content{Type: w.Type, Text: w.Text, Data: w.Data, MIMEType: w.MIMEType}
	switch w.Type {
	case "text", "image", "audio":
	default:
		c.Raw = append(json.RawMessage(nil), b...)
	}
	return nil
}

// Context is a message a call defers into the conversation, carried on
// its Result (TD-5): for example an image a run_code sub-call produced.
type Context struct {
	// Content is the message content.
	Content []Content
	// Source names who deferred it ("tools-code-mode" for run_code).
	Source string
}

// Schema is the model-facing projection of a tool (RV-8): its JSON form is
// an MCP Tool object.
type Schema struct {
	Name         string          `json:"name"`
	Description  string          `json:"description"`
	InputSchema  json.RawMessage `json:"inputSchema"`
	OutputSchema json.RawMessage `json:"outputSchema,omitempty"`
	Annotations  json.RawMessage `json:"annotations,omitempty"`
}

// def is a registered, checked tool. Immutable after registration.
type def struct {
	Tool
	input  json.RawMessage      // compact input schema
	output json.RawMessage      // compact output schema, nil when none
	outRes *jsonschema.Resolved // resolved output schema, nil when none
	// runCode marks the run_code tool.
	runCode bool
	// transport, set for run_code only, is its body: it makes a typed
	// output beside its canonical JSON; Execute is unused then.
	transport Transport
}

func (d *def) schema() Schema {
	return Schema{
		Name:         d.Name,
		Description:  d.Description,
		InputSchema:  clone(d.input),
		OutputSchema: clone(d.output),
		Annotations:  clone(d.Annotations),
	}
}

func clone(b json.RawMessage) json.RawMessage {
	if b == nil {
		return nil
	}
	return append(json.RawMessage(nil), b...)
}

var openObject = json.RawMessage(`{"type":"object"}`)

// check validates t and returns its checked form (TD-3, RV-3).
func check(t Tool) (*def, error) {
	if t.Name == "" {
		return nil, &registrationError{Tool: `""`, Msg: "tool name is empty"}
	}
	if t.Name == RunCodeName {
		return nil, &registrationError{Tool: t.Name, Msg: "the name is reserved for the Code Mode presentation transport", Err: ErrReserved}
	}
	if t.Execute == nil {
		return nil, &registrationError{Tool: t.Name, Msg: "Execute is nil"}
	}
	d := &def{Tool: t}
	d.input = openObject
	if t.InputSchema != nil {
		in, err := jsontext.Compact(t.InputSchema)
		if err != nil {
			return nil, &registrationError{Tool: t.Name, Msg: "input schema is not valid JSON", Err: fmt.Errorf("%w: %v", ErrUnsupportedSchema, err)}
		}
		if in[0] != '{' {
			return nil, &registrationError{Tool: t.Name, Msg: "input schema must be a JSON object", Err: ErrUnsupportedSchema}
		}
		var probe struct {
			Type any `json:"type"`
		}
		_ = json.Unmarshal(in, &probe)
		if probe.Type != nil && probe.Type != "object" {
			return nil, &registrationError{Tool: t.Name, Msg: fmt.Sprintf("input schema type must be \"object\", got %v", probe.Type), Err: ErrUnsupportedSchema}
		}
		// Raw arguments are not validated here (TD-4), so the input schema
		// only has to be well-formed enough for the SDK.
		if _, err := sdkgen.TypeOf(in); err != nil {
			return nil, &registrationError{Tool: t.Name, Msg: "input schema", Err: fmt.Errorf("%w: %v", ErrUnsupportedSchema, err)}
		}
		d.input = in
	}
	if t.OutputSchema != nil {
		out, err := jsontext.Compact(t.OutputSchema)
		if err != nil {
			return nil, &registrationError{Tool: t.Name, Msg: "output schema is not valid JSON", Err: fmt.Errorf("%w: %v", ErrUnsupportedSchema, err)}
		}
		res, err := resolve(out)
		if err != nil {
			return nil, &registrationError{Tool: t.Name, Msg: "output schema", Err: fmt.Errorf("%w: %v", ErrUnsupportedSchema, err)}
		}
		d.output, d.outRes = out, res
	}
	if t.Annotations != nil {
		a, err := jsontext.Compact(t.Annotations)
		if err != nil || a[0] != '{' {
			return nil, &registrationError{Tool: t.Name, Msg: "annotations must be a JSON object"}
		}
		d.Annotations = a
	}
	if t.InputSchema != nil {
		d.InputSchema = d.input
	}
	d.OutputSchema = d.output
	return d, nil
}

func resolve(schema []byte) (*jsonschema.Resolved, error) {
	if _, err := sdkgen.TypeOf(schema); err != nil {
		return nil, err
	}
	var s jsonschema.Schema
	if err := json.Unmarshal(schema, &s); err != nil {
		return nil, err
	}
	return s.Resolve(&jsonschema.ResolveOptions{ValidateDefaults: false})
}

// validateValue checks a compact JSON value against a resolved schema.
func validateValue(res *jsonschema.Resolved, value []byte) error {
	var v any
	dec := json.NewDecoder(bytes.NewReader(value))
	if err := dec.Decode(&v); err != nil {
		return err
	}
	return res.Validate(v)
}

// renderDefault renders a string value as its text and anything else as
// pretty JSON (RC-42's rule for values).
func renderDefault(value json.RawMessage) []Content {
	if jsontext.IsString(value) {
		return []Content{Text(jsontext.Unquote(value))}
	}
	return []Content{Text(string(jsontext.Pretty(value)))}
}

// Add registers a typed tool whose body is h: it receives the decoded
// arguments and returns the output, marshaled as the canonical value.
// t's InputSchema and OutputSchema, when nil, are inferred from In and Out
// with jsonschema.For; arguments are validated against the input schema
// and decoded into In inside the body, so a mismatch is INVALID_ARGS
// (TD-11). t.Execute must be nil. It returns the function that
// unregisters the tool.
func Add[In, Out any](r *Registry, t Tool, h func(ctx context.Context, exec *Execution, in In) (Out, error)) (func(), error) {
	if t.Execute != nil {
		return nil, &registrationError{Tool: t.Name, Msg: "Add takes the handler as its own argument; Tool.Execute must be nil"}
	}
	if h == nil {
		return nil, &registrationError{Tool: t.Name, Msg: "handler is nil"}
	}
	if t.InputSchema == nil {
		s, err := jsonschema.For[In](nil)
		if err != nil {
			return nil, &registrationError{Tool: t.Name, Msg: "inferring the input schema", Err: fmt.Errorf("%w: %v", ErrUnsupportedSchema, err)}
		}
		if t.InputSchema, err = json.Marshal(s); err != nil {
			return nil, &registrationError{Tool: t.Name, Msg: "marshaling the input schema", Err: err}
		}
	}
	if t.OutputSchema == nil {
		s, err := jsonschema.For[Out](nil)
		if err != nil {
			return nil, &registrationError{Tool: t.Name, Msg: "inferring the output schema", Err: fmt.Errorf("%w: %v", ErrUnsupportedSchema, err)}
		}
		if t.OutputSchema, err = json.Marshal(s); err != nil {
			return nil, &registrationError{Tool: t.Name, Msg: "marshaling the output schema", Err: err}
		}
	}
	in, err := jsontext.Compact(t.InputSchema)
	if err != nil {
		return nil, &registrationError{Tool: t.Name, Msg: "input schema is not valid JSON", Err: fmt.Errorf("%w: %v", ErrUnsupportedSchema, err)}
	}
	inRes, err := resolve(in)
	if err != nil {
		return nil, &registrationError{Tool: t.Name, Msg: "input schema", Err: fmt.Errorf("%w: %v", ErrUnsupportedSchema, err)}
	}
	t.Execute = func(ctx context.Context, exec *Execution) (json.RawMessage, error) {
		args := exec.args
		if err := validateValue(inRes, args); err != nil {
			return nil, failure.ArgsError(err.Error())
		}
		var v In
		if err := json.Unmarshal(args, &v); err != nil {
			return nil, failure.ArgsError(err.Error())
		}
		out, err := h(ctx, exec, v)
		if err != nil {
			return nil, err
		}
		var buf bytes.Buffer
		enc := json.NewEncoder(&buf)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(out); err != nil {
			return nil, &failure.Error{Code: failure.InvalidOutput, Message: fmt.Sprintf("tool %q returned invalid output: %v", exec.Tool(), err), Err: err}
		}
		return bytes.TrimRight(buf.Bytes(), "\n"), nil
	}
	return r.Register(t)
}

// errMessage extracts a message from an error or panic value (GO-8).
func errMessage(v any) (msg string) {
	defer func() {
		if recover() != nil {
			msg = "<unprintable thrown value>"
		}
	}()
	switch x := v.(type) {
	case error:
		return x.Error()
	case string:
		return x
	default:
		return fmt.Sprint(x)
	}
}

// asError turns any error into an *failure.Error, keeping a typed one's code.
func asError(err error, fallback failure.Code) *failure.Error {
	var e *failure.Error
	if errors.As(err, &e) {
		return e
	}
	return &failure.Error{Code: fallback, Message: errMessage(err), Err: err}
}
