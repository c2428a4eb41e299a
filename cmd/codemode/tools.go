package main

import (
	"context"
	"fmt"
	"strings"
)

func init() {
	commands["tools"] = command{summary: "print the tool list a model is offered", run: runTools}
}

func runTools(ctx context.Context, e *env, args []string) int {
	fs := newFlagSet("tools", "", `Print the wire tool list the model is offered in the chosen mode: under code
only run_code (whose description carries the SDK), under both run_code and
every tool, under native every tool but run_code. With --json, a JSON array
of MCP Tool objects (name, description, inputSchema, outputSchema,
annotations).`)
	var st setupFlags
	st.register(fs, "code")
	st.registerSDKBudget(fs)
	asJSON := fs.Bool("json", false, "print a JSON array of MCP Tool objects")
	if done, code := fs.parse(e, args); done {
		return code
	}
	if fs.NArg() > 0 {
		return fail(e, "tools", usagef("unexpected argument %q", fs.Arg(0)))
	}
	s, err := st.open(ctx, e, sessionOptions{})
	if err != nil {
		return fail(e, "tools", err)
	}
	defer s.close()
	wire, err := s.reg.WireSchemas("")
	if err != nil {
		return fail(e, "tools", err)
	}
	if *asJSON {
		if err := printJSON(e.stdout, wire); err != nil {
			return fail(e, "tools", err)
		}
		return exitOK
	}
	for _, t := range wire {
		desc, _, _ := strings.Cut(strings.TrimSpace(t.Description), "\n")
		fmt.Fprintf(e.stdout, "%-24s %s\n", t.Name, desc)
	}
	return exitOK
}
