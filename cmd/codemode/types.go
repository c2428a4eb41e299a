package main

import (
	"context"
	"errors"
	"fmt"

	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/runcode"
	"github.com/codemode-go/codemode/sdkgen"
	"github.com/codemode-go/codemode/state"
)

func init() {
	commands["types"] = command{summary: "list, show or reset the output types observed for tools", run: runTypes}
}

func runTypes(ctx context.Context, e *env, args []string) int {
	fs := newFlagSet("types", "[list | show TOOL | reset TOOL | reset --all]", `Manage the output types observed for tools that declare no output schema.
Every successful result of such a tool (in run, call and serve, unless
--observe-types=false) merges its shape into the tool's observed type, kept
in the state store; the SDK shows it as the tool's output type, with a
comment saying it was observed. Give the --state the server uses.

  list         one line per tool: name, calls, since (the default)
  show TOOL    the inferred TypeScript type (with --json, the record with
               its inferred JSON Schema)
  reset TOOL   forget what was observed of TOOL (--all: of every tool)

With --json, list and show print JSON.`)
	var sf stateFlags
	sf.register(fs)
	asJSON := fs.Bool("json", false, "print JSON")
	all := fs.Bool("all", false, "with reset: every tool")
	if done, code := fs.parse(e, args); done {
		return code
	}
	verb := "list"
	if fs.NArg() > 0 {
		verb = fs.Arg(0)
	}
	want := map[string]int{"list": 1, "show": 2, "reset": 2}
	n, ok := want[verb]
	if !ok {
		return fail(e, "types", usagef("unknown action %q (want list, show or reset)", verb))
	}
	if verb == "reset" && *all {
		n = 1
	}
	if fs.NArg() > n || (fs.NArg() < n && verb != "list") {
		return fail(e, "types", usagef("%s takes %d argument(s)", verb, n-1))
	}
	if sf.spec == "" {
		return fail(e, "types", usagef("--state is required: observed types live in the state store"))
	}
	st, err := sf.open(ctx, "")
	if err != nil {
		return fail(e, "types", err)
	}
	defer st.Close()
	_, reg, err := runcode.NewRegistry(&registry.Options{}, &runcode.Options{State: st, ObserveTypes: true})
	if err != nil {
		return fail(e, "types", err)
	}
	switch verb {
	case "list":
		list, err := reg.ObservedTypes(ctx)
		if err != nil {
			return fail(e, "types", err)
		}
		if *asJSON {
			if list == nil {
				list = []runcode.ObservedType{}
			}
			if err := printJSON(e.stdout, list); err != nil {
				return fail(e, "types", err)
			}
			return exitOK
		}
		for _, ot := range list {
			fmt.Fprintf(e.stdout, "%-32s %6d calls  since %s\n", ot.Tool, ot.Calls, ot.Since.Format("2006-01-02 15:04"))
		}
	case "show":
		ot, err := reg.ObservedType(ctx, fs.Arg(1))
		if errors.Is(err, state.ErrNotFound) {
			return fail(e, "types", fmt.Errorf("no output type was observed for %q", fs.Arg(1)))
		}
		if err != nil {
			return fail(e, "types", err)
		}
		if *asJSON {
			if err := printJSON(e.stdout, ot); err != nil {
				return fail(e, "types", err)
			}
			return exitOK
		}
		ts, err := sdkgen.TypeOf(ot.Schema)
		if err != nil {
			return fail(e, "types", err)
		}
		fmt.Fprintf(e.stdout, "// %s\n// %s\n%s\n", ot.Tool, ot.Note(), ts)
	case "reset":
		if *all {
			list, err := reg.ObservedTypes(ctx)
			if err != nil {
				return fail(e, "types", err)
			}
			for _, ot := range list {
				if err := reg.ResetObservedType(ctx, ot.Tool); err != nil {
					return fail(e, "types", err)
				}
			}
			return exitOK
		}
		if err := reg.ResetObservedType(ctx, fs.Arg(1)); err != nil {
			return fail(e, "types", err)
		}
	}
	return exitOK
}
