package eino

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/cloudwego/eino/components/tool"

	"github.com/codemode-go/codemode/integrations/kit"
	"github.com/codemode-go/codemode/registry"
)

// ImportOptions configure [Import]. A nil *ImportOptions means the zero
// value.
type ImportOptions struct {
	// ConcurrencySafe, when set, classifies a call of an imported tool:
	// true lets it overlap other safe calls inside a program (Promise.all).
	// Nil means every imported tool is exclusive, since Eino tools carry
	// no such classification.
	ConcurrencySafe func(tool string, args json.RawMessage) bool
}

// Import registers each tool into reg as a raw registry tool: the name and
// description of its Info, and its parameters as the input schema (an
// open object when it declares none). A call runs InvokableRun with the
// arguments' JSON text; a result that is JSON becomes the tool's value
// as is, any other text becomes a JSON string. An error from the tool is
// a TOOL_ERROR result. On failure nothing stays registered. The returned
// function unregisters every imported tool.
func Import(ctx context.Context, reg *registry.Registry, tools []tool.InvokableTool, opts *ImportOptions) (unregister func(), err error) {
	var safe func(string, json.RawMessage) bool
	if opts != nil {
		safe = opts.ConcurrencySafe
	}
	return kit.Register(reg, "eino", tools, safe, func(t tool.InvokableTool) (registry.Tool, error) { return registryTool(ctx, t) })
}

func registryTool(ctx context.Context, t tool.InvokableTool) (registry.Tool, error) {
	if t == nil {
		return registry.Tool{Name: "<nil>"}, errors.New("the tool is nil")
	}
	info, err := t.Info(ctx)
	if err != nil {
		return registry.Tool{Name: "<unknown>"}, fmt.Errorf("reading its info: %w", err)
	}
	if info == nil {
		return registry.Tool{Name: "<unknown>"}, errors.New("its info is nil")
	}
	rt := registry.Tool{Name: info.Name, Description: info.Desc}
	if info.ParamsOneOf != nil {
		s, err := info.ParamsOneOf.ToJSONSchema()
		if err != nil {
			return rt, fmt.Errorf("converting its parameters: %w", err)
		}
		if s != nil {
			if rt.InputSchema, err = json.Marshal(s); err != nil {
				return rt, fmt.Errorf("marshaling its parameters: %w", err)
			}
		}
	}
	rt.Execute = func(ctx context.Context, exec *registry.Execution) (json.RawMessage, error) {
		args := exec.Arguments()
		if args == nil {
			args = json.RawMessage(`{}`)
		}
		out, err := t.InvokableRun(ctx, string(args))
		if err != nil {
			return nil, err
		}
		return kit.Value(out)
	}
	return rt, nil
}
