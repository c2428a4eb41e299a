package registry

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"

	"github.com/codemode-go/codemode/runtime"
)

// CodemodeGlobal is the program-visible namespace beside `tools` that
// holds Code Mode's own functions (DESIGN §9). It is never a tool name.
const CodemodeGlobal = "codemode"

// codemodeNamespace builds the `codemode` namespace of one run: each
// member receives its arguments as one array (AllArguments).
func (r *Registry) codemodeNamespace(exec *Execution) runtime.Namespace {
	return runtime.Namespace{Global: CodemodeGlobal, AllArguments: true, Functions: []runtime.Function{
		{Name: "result", Call: runtime.Blocking(func(ctx context.Context, args json.RawMessage) (json.RawMessage, error) {
			return r.programResult(ctx, exec.scope, args)
		})},
	}}
}

// programResult is codemode.result(id, {path?, logs?}): the value kept
// behind a handle of the run's scope.
func (r *Registry) programResult(ctx context.Context, scope string, args json.RawMessage) (json.RawMessage, error) {
	var in []json.RawMessage
	if err := json.Unmarshal(args, &in); err != nil || len(in) == 0 || len(in) > 2 {
		return nil, fmt.Errorf("codemode.result takes (id, {path?, logs?}): id is a handle such as %s<id>", ResultURIPrefix)
	}
	var id string
	if err := json.Unmarshal(in[0], &id); err != nil {
		return nil, fmt.Errorf("codemode.result: id must be a string such as %s<id>", ResultURIPrefix)
	}
	var o struct {
		Path *string `json:"path"`
		Logs *bool   `json:"logs"`
	}
	if len(in) == 2 && string(in[1]) != "null" {
		dec := json.NewDecoder(bytes.NewReader(in[1]))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&o); err != nil {
			return nil, fmt.Errorf("codemode.result: options must be {path?: string, logs?: boolean} (%v)", err)
		}
	}
	opts := &ResultOptions{}
	if o.Path != nil {
		opts.Path = *o.Path
	}
	if o.Logs != nil {
		opts.Logs = *o.Logs
	}
	v, err := r.Result(ctx, scope, id, opts)
	if err != nil {
		return nil, fmt.Errorf("codemode.result: %w", err)
	}
	return v, nil
}
