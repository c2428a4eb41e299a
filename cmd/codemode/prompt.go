package main

import (
	"context"
	"fmt"

	"github.com/codemode-go/codemode/registry"
)

func init() {
	commands["prompt"] = command{summary: "print the assembled system prompt", run: runPrompt}
}

func runPrompt(ctx context.Context, e *env, args []string) int {
	fs := newFlagSet("prompt", "", `Print the system prompt assembled for the chosen mode. Under code it holds
the code-only rule and the tools:sdk section, and no tool:* guidance
sections (they tell a model to call tools directly); under both every
section stays. With --json, an array of sections {"id", "order", "text"}.`)
	var st setupFlags
	st.register(fs, "code")
	st.registerSDKBudget(fs)
	asJSON := fs.Bool("json", false, "print an array of sections {id, order, text}")
	if done, code := fs.parse(e, args); done {
		return code
	}
	if fs.NArg() > 0 {
		return fail(e, "prompt", usagef("unexpected argument %q", fs.Arg(0)))
	}
	s, err := st.open(ctx, e, sessionOptions{})
	if err != nil {
		return fail(e, "prompt", err)
	}
	defer s.close()
	sections, err := s.reg.Prompt("")
	if err != nil {
		return fail(e, "prompt", err)
	}
	if *asJSON {
		if sections == nil {
			sections = []registry.Section{}
		}
		if err := printJSON(e.stdout, sections); err != nil {
			return fail(e, "prompt", err)
		}
		return exitOK
	}
	fmt.Fprintln(e.stdout, registry.RenderPrompt(sections))
	return exitOK
}
