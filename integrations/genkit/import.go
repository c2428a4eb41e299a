package genkit

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/firebase/genkit/go/ai"

	"github.com/codemode-go/codemode/integrations/kit"
	"github.com/codemode-go/codemode/registry"
)

// ImportOptions configure [Import]. A nil *ImportOptions means the zero
// value.
type ImportOptions struct {
	// ConcurrencySafe, when set, classifies a call of an imported tool:
	// true lets it overlap other safe calls inside a program (Promise.all).
	// Nil means every imported tool is exclusive, since Genkit tools carry
	// no such classification.
	ConcurrencySafe func(tool string, args json.RawMessage) bool
}

// Import registers each Genkit tool into reg as a raw registry tool: the
// name, description and input schema of its Definition (an open object
// when it declares none). A call runs RunRawMultipart with the arguments
// decoded from JSON. The value is the tool's output; a multipart tool
// that also returns content parts (media, text) gives the program
// {"output": …, "content": [parts]} instead, the parts in Genkit's JSON
// form, so nothing the tool returned is lost. An error from the tool is a
// TOOL_ERROR result. A plain (not multipart) tool's output schema
// becomes the registry tool's, which types its result in the SDK. On
// failure nothing stays registered. The returned function unregisters
// every imported tool.
func Import(ctx context.Context, reg *registry.Registry, tools []ai.Tool, opts *ImportOptions) (unregister func(), err error) {
	var safe func(string, json.RawMessage) bool
	if opts != nil {
		safe = opts.ConcurrencySafe
	}
	return kit.Register(reg, "genkit", tools, safe, registryTool)
}

func registryTool(t ai.Tool) (registry.Tool, error) {
	if t == nil {
		return registry.Tool{Name: "<nil>"}, errors.New("the tool is nil")
	}
	def := t.Definition()
	if def == nil {
		return registry.Tool{Name: t.Name()}, errors.New("its definition is nil")
	}
	rt := registry.Tool{Name: def.Name, Description: def.Description}
	if len(def.InputSchema) > 0 {
		s, err := json.Marshal(def.InputSchema)
		if err != nil {
			return rt, fmt.Errorf("marshaling its input schema: %w", err)
		}
		rt.InputSchema = s
	}
	if multipart, _ := def.Metadata["multipart"].(bool); !multipart && len(def.OutputSchema) > 0 {
		// A plain tool's value is its output, so its output schema types
		// the program's result; a multipart tool's value may be wrapped.
		s, err := json.Marshal(def.OutputSchema)
		if err != nil {
			return rt, fmt.Errorf("marshaling its output schema: %w", err)
		}
		rt.OutputSchema = s
	}
	rt.Execute = func(ctx context.Context, exec *registry.Execution) (json.RawMessage, error) {
		var in any = map[string]any{}
		if args := exec.Arguments(); args != nil {
			if err := json.Unmarshal(args, &in); err != nil {
				return nil, fmt.Errorf("decoding the arguments: %w", err)
			}
		}
		resp, err := t.RunRawMultipart(ctx, in)
		if err != nil {
			return nil, err
		}
		if resp == nil {
			return json.RawMessage(`null`), nil
		}
		if len(resp.Content) > 0 {
			return json.Marshal(struct {
				Output  any        `json:"output"`
				Content []*ai.Part `json:"content"`
			}{resp.Output, resp.Content})
		}
		return json.Marshal(resp.Output)
	}
	return rt, nil
}
