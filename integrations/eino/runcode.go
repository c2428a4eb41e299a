package eino

import (
	"context"
	"encoding/json"
	"fmt"
	"sync/atomic"

	"github.com/cloudwego/eino/components/tool"
	"github.com/cloudwego/eino/schema"
	"github.com/eino-contrib/jsonschema"

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

// RunCode returns run_code as an Eino tool. Its Info is the registry's
// wire schema of run_code for the scope, read on every Info call: the
// description carries the TypeScript SDK of the tools the scope sees. The
// scope's mode must not be registry.ModeNative (there is no run_code
// there); Info and InvokableRun then fail.
func RunCode(reg *registry.Registry, opts *RunCodeOptions) tool.InvokableTool {
	r := &runCode{reg: reg}
	if opts != nil {
		r.opts = *opts
	}
	return r
}

type runCode struct {
	reg  *registry.Registry
	opts RunCodeOptions
	n    atomic.Int64 // numbers the calls, which Eino does not identify
}

func (r *runCode) Info(ctx context.Context) (*schema.ToolInfo, error) {
	s, ok := r.reg.Get(r.opts.Scope, registry.RunCodeName)
	if !ok {
		return nil, fmt.Errorf("eino: run_code is not offered in scope %q (mode %s)", r.opts.Scope, r.reg.ModeFor(r.opts.Scope))
	}
	var js jsonschema.Schema
	if err := json.Unmarshal(s.InputSchema, &js); err != nil {
		return nil, fmt.Errorf("eino: run_code input schema: %w", err)
	}
	return &schema.ToolInfo{Name: s.Name, Desc: s.Description, ParamsOneOf: schema.NewParamsOneOfByJSONSchema(&js)}, nil
}

// InvokableRun runs one program. A failed program is a result text that
// starts "ERROR (CODE):"; only a cancelled ctx is an error.
func (r *runCode) InvokableRun(ctx context.Context, argumentsInJSON string, _ ...tool.Option) (string, error) {
	id := fmt.Sprintf("eino-run_code-%d", r.n.Add(1))
	c := registry.Call{ID: id, Name: registry.RunCodeName, Arguments: json.RawMessage(argumentsInJSON), Scope: r.opts.Scope}
	if f := r.opts.OnLog; f != nil {
		c.OnLog = func(line string) { f(id, line) }
	}
	res := r.reg.Call(ctx, c)
	if err := ctx.Err(); err != nil && res.IsError {
		return "", err
	}
	return kit.Text(res), nil
}
