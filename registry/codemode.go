package registry

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/codemode-go/codemode/discovery"
	"github.com/codemode-go/codemode/runtime"
	"github.com/codemode-go/codemode/sdkgen"
)

// CodemodeNamespace is the program-visible object beside `tools` that
// holds the codemode members (DESIGN §9). It is a parameter of the
// program's function, not a tool, so no tool name can collide with it.
const CodemodeNamespace = "codemode"

// codemodeMember is one member of the codemode namespace: its TypeScript
// declaration, shown in every tier of the SDK, and its host function.
type codemodeMember struct {
	decl sdkgen.Member
	// call runs the member for one program call; args is the JSON array
	// of the call's arguments. It may block (it runs on its own goroutine).
	call func(ctx context.Context, run *codemodeRun, args []json.RawMessage) (any, error)
}

// codemodeMembers is the codemode namespace, in declaration order. To add
// a member, add an entry here: it is declared in the SDK and bound in
// every run from this list alone.
var codemodeMembers = []codemodeMember{
	{
		decl: sdkgen.Member{
			Name:      "search",
			Signature: "(query: string, options?: { limit?: number; server?: string }): Promise<Array<{ name: string; server: string; description: string; signature: string }>>",
			Doc:       "Find tools by what you want done, best match first (default 5, at most 50); `name` is the key for `tools[name]`, `server` filters by server.",
		},
		call: codemodeSearch,
	},
	{
		decl: sdkgen.Member{
			Name:      "describe",
			Signature: "(name: string | string[]): Promise<string>",
			Doc:       "The full TypeScript declarations (arguments and typed result) of the named tools (at most 50 at once).",
		},
		call: codemodeDescribe,
	},
	{
		decl: sdkgen.Member{
			Name:      "result",
			Signature: "(id: string, options?: { path?: string; logs?: boolean }): Promise<JsonValue>",
			Doc:       "A value kept behind a result handle (\"codemode://results/<id>\" or the id) of an earlier run: the whole value, the part at path (\"items[3].name\"), or the full console logs with logs: true. An output over the budget comes back as a preview with such a handle.",
		},
		call: codemodeResult,
	},
}

// CodemodeDeclarations returns the declarations of the codemode
// namespace's members, as every SDK text declares them (for rendering a
// catalog outside a registry).
func CodemodeDeclarations() []sdkgen.Member { return codemodeDeclarations() }

// codemodeDeclarations returns the declarations of codemodeMembers.
func codemodeDeclarations() []sdkgen.Member {
	out := make([]sdkgen.Member, len(codemodeMembers))
	for i, m := range codemodeMembers {
		out[i] = m.decl
	}
	return out
}

// codemodeRun is what the members of one run see: the registry, the
// run_code execution they belong to, and the catalog of the tools the run
// can call.
type codemodeRun struct {
	r    *Registry
	exec *Execution
	cat  *discovery.Catalog
}

// codemodeFunctions binds codemodeMembers for one run.
func codemodeFunctions(run *codemodeRun) []runtime.Function {
	fns := make([]runtime.Function, len(codemodeMembers))
	for i, m := range codemodeMembers {
		fns[i] = runtime.Function{Name: m.decl.Name, AllArguments: true, Call: runtime.Blocking(func(ctx context.Context, raw json.RawMessage) (json.RawMessage, error) {
			var args []json.RawMessage
			if err := json.Unmarshal(raw, &args); err != nil {
				return nil, fmt.Errorf("codemode.%s: arguments must be JSON values", m.decl.Name)
			}
			v, err := m.call(ctx, run, args)
			if err != nil {
				return nil, fmt.Errorf("codemode.%s: %w", m.decl.Name, err)
			}
			return json.Marshal(v)
		})}
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
	v, err := run.r.Result(ctx, run.exec.scope, id, opts)
	if err != nil {
		return nil, err
	}
	return v, nil
}
