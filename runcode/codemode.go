package runcode

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sync"

	"github.com/codemode-go/codemode/discovery"
	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/runtime"
	"github.com/codemode-go/codemode/sdkgen"
)

// CodemodeNamespace is the program-visible object beside `tools` that
// holds the codemode members (DESIGN §9). It is a parameter of the
// program's function, not a tool, so no tool name can collide with it.
const CodemodeNamespace = "codemode"

// codemodeCalls are the host functions of the codemode namespace's
// members, by name; their declarations are sdkgen.CodemodeDeclarations,
// which the registry's SDK shows whether or not an engine is installed.
// To add a member, declare it there and add its function here
// (TestCodemodeMembersBound holds the two lists together). Each call runs
// the member for one program call; args is the JSON array of the call's
// arguments. It may block (it runs on its own goroutine).
var codemodeCalls = map[string]func(ctx context.Context, run *codemodeRun, args []json.RawMessage) (any, error){
	"search":   codemodeSearch,
	"describe": codemodeDescribe,
	"result":   codemodeResult,
}

// codemodeRun is what the members of one run see: the registry, the
// run_code execution they belong to, and the catalog of the tools the run
// can call.
type codemodeRun struct {
	r    *Runner
	exec *registry.Execution
	cat  *discovery.Catalog
}

// codemodeDeclarations is sdkgen.CodemodeDeclarations, built once: every
// run binds the same members.
var codemodeDeclarations = sync.OnceValue(sdkgen.CodemodeDeclarations)

// codemodeFunctions binds the codemode members for one run, in
// declaration order.
func codemodeFunctions(run *codemodeRun) []runtime.Function {
	decls := codemodeDeclarations()
	fns := make([]runtime.Function, 0, len(decls))
	for _, d := range decls {
		call := codemodeCalls[d.Name]
		if call == nil {
			continue // declared, not bound: TestCodemodeMembersBound fails
		}
		fns = append(fns, runtime.Function{Name: d.Name, AllArguments: true, Call: runtime.Blocking(func(ctx context.Context, raw json.RawMessage) (json.RawMessage, error) {
			var args []json.RawMessage
			if err := json.Unmarshal(raw, &args); err != nil {
				return nil, fmt.Errorf("codemode.%s: arguments must be JSON values", d.Name)
			}
			v, err := call(ctx, run, args)
			if err != nil {
				return nil, fmt.Errorf("codemode.%s: %w", d.Name, err)
			}
			return json.Marshal(v)
		})})
	}
	return fns
}

func codemodeSearch(_ context.Context, run *codemodeRun, args []json.RawMessage) (any, error) {
	var query string
	if len(args) == 0 || json.Unmarshal(args[0], &query) != nil {
		return nil, errors.New("the first argument must be the query, a string such as \"list open issues\"")
	}
	var opts struct {
		Limit  *float64 `json:"limit"`
		Server *string  `json:"server"`
	}
	if len(args) > 1 && string(args[1]) != "null" {
		if err := json.Unmarshal(args[1], &opts); err != nil {
			return nil, errors.New("options must be an object { limit?: number; server?: string }")
		}
	}
	var so discovery.SearchOptions
	if opts.Limit != nil {
		l := *opts.Limit
		if l != l || l < 1 || l != float64(int(l)) {
			return nil, fmt.Errorf("options.limit must be a positive integer, got %v", l)
		}
		so.Limit = int(min(l, 1e6))
	}
	if opts.Server != nil {
		so.Server = *opts.Server
	}
	hits, err := run.cat.Search(query, &so)
	if err != nil {
		return nil, err
	}
	if hits == nil {
		return []any{}, nil
	}
	return hits, nil
}

func codemodeDescribe(_ context.Context, run *codemodeRun, args []json.RawMessage) (any, error) {
	if len(args) == 0 {
		return nil, errors.New("name a tool (a string) or several (an array of strings)")
	}
	var names []string
	var one string
	if json.Unmarshal(args[0], &one) == nil {
		names = []string{one}
	} else if json.Unmarshal(args[0], &names) != nil {
		return nil, errors.New("the argument must be a tool name or an array of tool names")
	}
	return run.cat.Describe(names)
}

func codemodeResult(ctx context.Context, run *codemodeRun, args []json.RawMessage) (any, error) {
	if len(args) == 0 || len(args) > 2 {
		return nil, fmt.Errorf("takes (id, {path?, logs?}): id is a handle such as %s<id>", ResultURIPrefix)
	}
	var id string
	if err := json.Unmarshal(args[0], &id); err != nil {
		return nil, fmt.Errorf("id must be a string such as %s<id>", ResultURIPrefix)
	}
	var o struct {
		Path *string `json:"path"`
		Logs *bool   `json:"logs"`
	}
	if len(args) == 2 && string(args[1]) != "null" {
		dec := json.NewDecoder(bytes.NewReader(args[1]))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&o); err != nil {
			return nil, fmt.Errorf("options must be {path?: string, logs?: boolean} (%v)", err)
		}
	}
	opts := &ResultOptions{}
	if o.Path != nil {
		opts.Path = *o.Path
	}
	if o.Logs != nil {
		opts.Logs = *o.Logs
	}
	v, err := run.r.Result(ctx, run.exec.Scope(), id, opts)
	if err != nil {
		return nil, err
	}
	return v, nil
}
