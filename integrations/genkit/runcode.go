package genkit

import (
	"encoding/json"
	"fmt"
	"sync/atomic"

	"github.com/firebase/genkit/go/ai"

	"github.com/codemode-go/codemode/integrations/kit"
	"github.com/codemode-go/codemode/registry"
)

// RunCodeOptions configure [RunCode]. A nil *RunCodeOptions means the
// zero value.
type RunCodeOptions struct {
	// Scope is the agent scope whose tools the programs see; "" is the
	// global scope.
	Scope string
	// OnLog, when set, receives each console line of a program as it is
	// printed, with the call's id. It must not block.
	OnLog func(callID, line string)
}

// RunCode returns run_code as a Genkit tool, to pass to Generate with
// ai.WithTools. Its definition is the registry's wire schema of run_code
// for the scope, read once here: the description carries the TypeScript
// SDK of the tools the scope sees now, so call RunCode after registering
// them, and again when the catalog changes. It fails when the scope has
// no run_code (registry.ModeNative).
//
// The tool is multipart: its output is the result text (a failure starts
// "ERROR (CODE):"; see the package doc), and the result's image and
// audio blocks follow as Genkit media parts. Only a cancelled context is
// returned as an error.
func RunCode(reg *registry.Registry, opts *RunCodeOptions) (ai.Tool, error) {
	var o RunCodeOptions
	if opts != nil {
		o = *opts
	}
	s, ok := reg.Get(o.Scope, registry.RunCodeName)
	if !ok {
		return nil, fmt.Errorf("genkit: run_code is not offered in scope %q (mode %s)", o.Scope, reg.ModeFor(o.Scope))
	}
	var schema map[string]any
	if err := json.Unmarshal(s.InputSchema, &schema); err != nil {
		return nil, fmt.Errorf("genkit: run_code input schema: %w", err)
	}
	var n atomic.Int64 // numbers the calls, which Genkit does not identify to a tool
	run := func(tc *ai.ToolContext, input any) (*ai.MultipartToolResponse, error) {
		args, err := json.Marshal(input)
		if err != nil {
			return nil, fmt.Errorf("genkit: run_code arguments: %w", err)
		}
		id := fmt.Sprintf("genkit-run_code-%d", n.Add(1))
		c := registry.Call{ID: id, Name: registry.RunCodeName, Arguments: args, Scope: o.Scope}
		if f := o.OnLog; f != nil {
			c.OnLog = func(line string) { f(id, line) }
		}
		res := reg.Call(tc, c)
		if err := tc.Err(); err != nil && res.IsError {
			return nil, err
		}
		return &ai.MultipartToolResponse{Output: kit.Text(res), Content: mediaParts(res)}, nil
	}
	return ai.NewMultipartTool(s.Name, s.Description, run, ai.WithInputSchema(schema)), nil
}

// mediaParts are the result's image and audio blocks as Genkit media
// parts (data URLs); kit.Text has them as JSON too, for models
// that read only the output.
func mediaParts(res *registry.Result) []*ai.Part {
	var parts []*ai.Part
	for _, c := range res.Content {
		if (c.Type == "image" || c.Type == "audio") && len(c.Raw) == 0 && c.Data != "" {
			parts = append(parts, ai.NewMediaPart(c.MIMEType, "data:"+c.MIMEType+";base64,"+c.Data))
		}
	}
	return parts
}
