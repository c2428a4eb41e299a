package anthropic

import (
	"context"
	"encoding/json"
	"fmt"

	sdk "github.com/anthropics/anthropic-sdk-go/v2"

	"github.com/codemode-go/codemode/integrations/kit"
	"github.com/codemode-go/codemode/registry"
)

// Options configure an [Adapter]. A nil *Options means the zero value.
type Options struct {
	// Scope is the agent scope whose offer, prompt and calls the adapter
	// uses; "" is the global scope.
	Scope string
	// OnLog, when set, receives each console line of a run_code program
	// as it is printed, with the id of the tool_use block that ran it. It
	// is called from the program's goroutine, possibly for several
	// programs at once, and must not block.
	OnLog func(toolUseID, line string)
	// NoCache leaves the cache_control markers out of Tools and System.
	// The default marks the last tool and the system block, so that the
	// whole stable prefix is cached.
	NoCache bool
}

// Adapter presents one registry scope to the Anthropic Messages API. It is
// safe for concurrent use; it reads the registry on every call, so tools
// registered later are offered in the next request.
type Adapter struct {
	reg  *registry.Registry
	opts Options
}

// New returns an Adapter for reg. The options are copied.
func New(reg *registry.Registry, opts *Options) *Adapter {
	a := &Adapter{reg: reg}
	if opts != nil {
		a.opts = *opts
	}
	return a
}

// Tools returns the registry's offer for the scope as tool parameters, in
// the registry's order (by name). Under registry.ModeCode that is only
// run_code, whose description carries the TypeScript SDK. The last tool
// carries cache_control unless Options.NoCache.
func (a *Adapter) Tools() ([]sdk.ToolUnionParam, error) {
	schemas, err := a.reg.WireSchemas(a.opts.Scope)
	if err != nil {
		return nil, err
	}
	out := make([]sdk.ToolUnionParam, 0, len(schemas))
	for _, s := range schemas {
		in, err := inputSchema(s.InputSchema)
		if err != nil {
			return nil, fmt.Errorf("anthropic: tool %s: %w", s.Name, err)
		}
		t := &sdk.ToolParam{Name: s.Name, InputSchema: in}
		if s.Description != "" {
			t.Description = sdk.String(s.Description)
		}
		out = append(out, sdk.ToolUnionParam{OfTool: t})
	}
	if n := len(out); n > 0 && !a.opts.NoCache {
		out[n-1].OfTool.CacheControl = sdk.NewCacheControlEphemeralParam()
	}
	return out, nil
}

// inputSchema splits a JSON Schema object into the SDK's input schema:
// properties and required as fields, every other keyword kept verbatim
// (the SDK writes extra fields in key order, so the bytes are stable).
func inputSchema(schema json.RawMessage) (sdk.ToolInputSchemaParam, error) {
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(schema, &fields); err != nil {
		return sdk.ToolInputSchemaParam{}, fmt.Errorf("input schema: %w", err)
	}
	var in sdk.ToolInputSchemaParam
	// The API requires input_schema, and the SDK omits a zero one, so an
	// open object is written with empty properties.
	in.Properties = json.RawMessage(`{}`)
	if p, ok := fields["properties"]; ok {
		in.Properties = p
	}
	if r, ok := fields["required"]; ok {
		if err := json.Unmarshal(r, &in.Required); err != nil {
			return in, fmt.Errorf("input schema: required: %w", err)
		}
	}
	delete(fields, "properties")
	delete(fields, "required")
	delete(fields, "type")
	if len(fields) > 0 {
		in.ExtraFields = make(map[string]any, len(fields))
		for k, v := range fields {
			in.ExtraFields[k] = v
		}
	}
	return in, nil
}

// System returns the prompt sections of the scope as one system block
// (registry.RenderPrompt), with cache_control unless Options.NoCache. It
// returns no block when the prompt is empty.
func (a *Adapter) System() ([]sdk.TextBlockParam, error) {
	sections, err := kit.SystemPrompt(a.reg, a.opts.Scope)
	if err != nil {
		return nil, err
	}
	text := registry.RenderPrompt(sections)
	if text == "" {
		return nil, nil
	}
	b := sdk.TextBlockParam{Text: text}
	if !a.opts.NoCache {
		b.CacheControl = sdk.NewCacheControlEphemeralParam()
	}
	return []sdk.TextBlockParam{b}, nil
}

// Prepare sets params.Tools and prepends the registry's system block to
// params.System, so a caller's own system blocks follow the cached prefix.
func (a *Adapter) Prepare(params *sdk.MessageNewParams) error {
	tools, err := a.Tools()
	if err != nil {
		return err
	}
	system, err := a.System()
	if err != nil {
		return err
	}
	params.Tools = tools
	params.System = append(system, params.System...)
	return nil
}

// ToolResults runs every tool_use block of content (a model turn) through
// the registry and returns one tool_result block per call, in the order
// of the calls; nil when the turn called no tool. Failures have is_error
// set and the registry's error text as content.
func (a *Adapter) ToolResults(ctx context.Context, content []sdk.ContentBlockUnion) []sdk.ContentBlockParamUnion {
	var calls []registry.Call
	for _, b := range content {
		if b.Type != "tool_use" {
			continue
		}
		calls = append(calls, a.call(b.ID, b.Name, b.Input))
	}
	if len(calls) == 0 {
		return nil
	}
	results := a.reg.CallTurn(ctx, calls)
	out := make([]sdk.ContentBlockParamUnion, len(calls))
	for i, res := range results {
		out[i] = sdk.ContentBlockParamUnion{OfToolResult: ToolResult(calls[i].ID, res)}
	}
	return out
}

func (a *Adapter) call(id, name string, input json.RawMessage) registry.Call {
	c := registry.Call{ID: id, Name: name, Arguments: input, Scope: a.opts.Scope}
	if f := a.opts.OnLog; f != nil {
		c.OnLog = func(line string) { f(id, line) }
	}
	return c
}

// ToolResult converts a registry result into the tool_result block for
// the tool_use block toolUseID: text blocks as text, images as base64
// image blocks, other block types as their JSON text; the result's
// deferred contexts (images a program's sub-calls produced) follow.
func ToolResult(toolUseID string, res *registry.Result) *sdk.ToolResultBlockParam {
	b := &sdk.ToolResultBlockParam{ToolUseID: toolUseID}
	if res.IsError {
		b.IsError = sdk.Bool(true)
	}
	for _, c := range kit.Blocks(res) {
		b.Content = append(b.Content, block(c))
	}
	if len(b.Content) == 0 {
		b.Content = []sdk.ToolResultBlockParamContentUnion{{OfText: &sdk.TextBlockParam{Text: "(no output)"}}}
	}
	return b
}

func block(c registry.Content) sdk.ToolResultBlockParamContentUnion {
	switch {
	case c.Type == "text" && len(c.Raw) == 0:
		return sdk.ToolResultBlockParamContentUnion{OfText: &sdk.TextBlockParam{Text: c.Text}}
	case c.Type == "image" && c.Data != "":
		return sdk.ToolResultBlockParamContentUnion{OfImage: &sdk.ImageBlockParam{Source: sdk.ImageBlockParamSourceUnion{
			OfBase64: &sdk.Base64ImageSourceParam{Data: c.Data, MediaType: sdk.Base64ImageSourceMediaType(c.MIMEType)},
		}}}
	}
	raw, _ := json.Marshal(c)
	return sdk.ToolResultBlockParamContentUnion{OfText: &sdk.TextBlockParam{Text: string(raw)}}
}
