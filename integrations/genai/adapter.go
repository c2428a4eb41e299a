package genai

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"strings"

	sdk "google.golang.org/genai"

	"github.com/codemode-go/codemode/integrations/kit"
	"github.com/codemode-go/codemode/registry"
)

// Options configure an [Adapter]. A nil *Options means the zero value.
type Options struct {
	// Scope is the agent scope whose offer, prompt and calls the adapter
	// uses; "" is the global scope.
	Scope string
	// OnLog, when set, receives each console line of a run_code program
	// as it is printed, with the id of the function call that ran it. It
	// is called from the program's goroutine, possibly for several
	// programs at once, and must not block.
	OnLog func(callID, line string)
}

// Adapter presents one registry scope to the Gen AI API. It is safe for
// concurrent use; it reads the registry on every call, so tools
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

// Tools returns the registry's offer for the scope as one tool of
// function declarations, in the registry's order (by name). Under
// registry.ModeCode that is only run_code, whose description carries the
// TypeScript SDK.
func (a *Adapter) Tools() ([]*sdk.Tool, error) {
	schemas, err := a.reg.WireSchemas(a.opts.Scope)
	if err != nil {
		return nil, err
	}
	if len(schemas) == 0 {
		return nil, nil
	}
	decls := make([]*sdk.FunctionDeclaration, len(schemas))
	for i, s := range schemas {
		decls[i] = &sdk.FunctionDeclaration{Name: s.Name, Description: s.Description, ParametersJsonSchema: s.InputSchema}
	}
	return []*sdk.Tool{{FunctionDeclarations: decls}}, nil
}

// SystemInstruction returns the prompt sections of the scope as one text
// part (registry.RenderPrompt), or nil when the prompt is empty.
func (a *Adapter) SystemInstruction() (*sdk.Content, error) {
	sections, err := kit.SystemPrompt(a.reg, a.opts.Scope)
	if err != nil {
		return nil, err
	}
	text := registry.RenderPrompt(sections)
	if text == "" {
		return nil, nil
	}
	return &sdk.Content{Parts: []*sdk.Part{{Text: text}}}, nil
}

// Prepare sets cfg.Tools and puts the system instruction's part first in
// cfg.SystemInstruction, before any parts the caller set.
func (a *Adapter) Prepare(cfg *sdk.GenerateContentConfig) error {
	tools, err := a.Tools()
	if err != nil {
		return err
	}
	sys, err := a.SystemInstruction()
	if err != nil {
		return err
	}
	cfg.Tools = tools
	if sys != nil {
		if cfg.SystemInstruction != nil {
			sys.Parts = append(sys.Parts, cfg.SystemInstruction.Parts...)
		}
		cfg.SystemInstruction = sys
	}
	return nil
}

// FunctionResponses runs the function calls of resp's first candidate
// through the registry and returns a user content holding one function
// response per call, in order; nil when the turn called no function.
func (a *Adapter) FunctionResponses(ctx context.Context, resp *sdk.GenerateContentResponse) (*sdk.Content, error) {
	fcs := resp.FunctionCalls()
	if len(fcs) == 0 {
		return nil, nil
	}
	calls := make([]registry.Call, len(fcs))
	for i, fc := range fcs {
		args, err := json.Marshal(fc.Args)
		if err != nil {
			return nil, fmt.Errorf("genai: arguments of %s: %w", fc.Name, err)
		}
		if fc.Args == nil {
			args = nil
		}
		id := fc.ID
		if id == "" { // the Gemini API may leave ids out; the registry wants one per call
			id = fmt.Sprintf("%s-%d", fc.Name, i+1)
		}
		calls[i] = registry.Call{ID: id, Name: fc.Name, Arguments: args, Scope: a.opts.Scope}
		if f := a.opts.OnLog; f != nil {
			calls[i].OnLog = func(line string) { f(id, line) }
		}
	}
	results := a.reg.CallTurn(ctx, calls)
	parts := make([]*sdk.Part, len(fcs))
	for i, res := range results {
		parts[i] = &sdk.Part{FunctionResponse: FunctionResponse(fcs[i].ID, fcs[i].Name, res)}
	}
	return &sdk.Content{Role: sdk.RoleUser, Parts: parts}, nil
}

// FunctionResponse converts a registry result into the function response
// for the call id (may be empty) of name: {"output": text} on success,
// {"error": text} on failure, where text is the result's text blocks
// joined by newlines. Images, including those a program's sub-calls
// deferred, ride along as inline-data parts.
func FunctionResponse(id, name string, res *registry.Result) *sdk.FunctionResponse {
	fr := &sdk.FunctionResponse{ID: id, Name: name}
	var texts []string
	for _, c := range kit.Blocks(res) {
		switch {
		case c.Type == "text" && len(c.Raw) == 0:
			texts = append(texts, c.Text)
		case (c.Type == "image" || c.Type == "audio") && c.Data != "":
			data, err := base64.StdEncoding.DecodeString(c.Data)
			if err != nil {
				texts = append(texts, fmt.Sprintf("(%s block with invalid base64 data)", c.Type))
				continue
			}
			fr.Parts = append(fr.Parts, &sdk.FunctionResponsePart{InlineData: &sdk.FunctionResponseBlob{MIMEType: c.MIMEType, Data: data}})
		default:
			b, _ := json.Marshal(c)
			texts = append(texts, string(b))
		}
	}
	text := strings.Join(texts, "\n")
	if res.IsError {
		fr.Response = map[string]any{"error": text}
	} else {
		fr.Response = map[string]any{"output": text}
	}
	return fr
}
