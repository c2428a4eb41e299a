package main

import (
	"context"
	"fmt"

	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/runcode"
)

func init() {
	commands["result"] = command{summary: "print a value kept behind a result handle", run: runResult}
}

func runResult(ctx context.Context, e *env, args []string) int {
	fs := newFlagSet("result", "ID", `Print the value kept behind a result handle: ID is codemode://results/<id>
or the bare id, as a run_code result over --max-output names it. Handles
live in the state store, so give the --state the run used (a directory or
redis://HOST:PORT/DB); they expire after an hour.

--path selects a part of the value, JavaScript style ("items[3].name");
--logs prints the run's full console logs (a JSON array) instead. The
output is the JSON text (pretty with --pretty). Exit status: 0 success, 1
the handle is unknown, expired, another scope's, corrupt, or the path names
nothing; 2 usage.`)
	var sf stateFlags
	sf.register(fs)
	path := fs.String("path", "", "print only the part of the value at `PATH`, e.g. items[3].name")
	logs := fs.Bool("logs", false, "print the run's full console logs instead of its value")
	pretty := fs.Bool("pretty", false, "indent the JSON")
	if done, code := fs.parse(e, args); done {
		return code
	}
	if fs.NArg() != 1 {
		return fail(e, "result", usagef("want exactly one ID, got %d arguments", fs.NArg()))
	}
	if sf.spec == "" {
		return fail(e, "result", usagef("--state is required: handles live in the state store the run used"))
	}
	st, err := sf.open(ctx, "")
	if err != nil {
		return fail(e, "result", err)
	}
	defer st.Close()
	_, rc, err := runcode.NewRegistry(&registry.Options{}, &runcode.Options{State: st})
	if err != nil {
		return fail(e, "result", err)
	}
	v, err := rc.Result(ctx, "", fs.Arg(0), &runcode.ResultOptions{Path: *path, Logs: *logs})
	if err != nil {
		return fail(e, "result", err)
	}
	if *pretty {
		if v, err = marshalIndent(v); err != nil {
			return fail(e, "result", err)
		}
	}
	fmt.Fprintf(e.stdout, "%s\n", v)
	return exitOK
}
