package main

import (
	"context"
	"fmt"
	"os"

	"github.com/codemode-go/codemode/sdkgen"
)

func init() {
	commands["sdk"] = command{summary: "print the tools:sdk section (the TypeScript SDK a model is offered)", run: runSDK}
}

func runSDK(ctx context.Context, e *env, args []string) int {
	fs := newFlagSet("sdk", "", `Print the tools:sdk prompt section: the TypeScript declarations of every
visible tool that programs call as "await tools.name(args)". With --catalog,
print it for exactly the tools in FILE (a JSON array of MCP Tool objects, or
an object with a "tools" array) without starting anything.`)
	catalog := fs.String("catalog", "", "MCP tool catalog `FILE` to render instead of the visible tools")
	var st setupFlags
	st.register(fs, "code")
	if done, code := fs.parse(e, args); done {
		return code
	}
	if fs.NArg() > 0 {
		return fail(e, "sdk", usagef("unexpected argument %q", fs.Arg(0)))
	}
	if *catalog == "" {
		s, err := st.open(ctx, e, sessionOptions{})
		if err != nil {
			return fail(e, "sdk", err)
		}
		defer s.close()
		text, err := s.reg.SDK("")
		if err != nil {
			return fail(e, "sdk", err)
		}
		fmt.Fprintln(e.stdout, text)
		return exitOK
	}
	var tools []sdkgen.Tool
	{
		data, err := os.ReadFile(*catalog)
		if err != nil {
			return fail(e, "sdk", usagef("read catalog: %v", err))
		}
		tools, err = sdkgen.ParseCatalog(data)
		if err != nil {
			return fail(e, "sdk", usagef("%s: %v", *catalog, err))
		}
	}
	text, err := sdkgen.Section(tools)
	if err != nil {
		return fail(e, "sdk", usagef("%v", err))
	}
	fmt.Fprintln(e.stdout, text)
	return exitOK
}
