package main

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/codemode-go/codemode/internal/jsonerr"
	"github.com/codemode-go/codemode/registry"
)

func init() {
	commands["call"] = command{summary: "make one model-direct tool call", run: runCall}
}

func runCall(ctx context.Context, e *env, args []string) int {
	fs := newFlagSet("call", "TOOL ARGS_JSON", `Make one model-direct tool call (no parent), exactly as a model would. Under
--mode code (the default) only run_code may be called directly: any other
tool is UNKNOWN_TOOL and must be called from inside a run_code program.
ARGS_JSON is the arguments object, e.g. '{"path": "README.md"}'.

Without --json, the result's content is printed (on stderr when the call
failed, prefixed with its code). With --json, stdout is the result object
{"isError", "code", "content", "value"}.`)
	var st setupFlags
	st.register(fs, "code")
	var x execFlags
	x.register(fs, "inprocess")
	asJSON := fs.Bool("json", false, "print the result object {isError, code, content, value}")
	if done, code := fs.parse(e, args); done {
		return code
	}
	if fs.NArg() != 2 {
		return fail(e, "call", usagef("want TOOL and ARGS_JSON, got %d arguments", fs.NArg()))
	}
	name, raw := fs.Arg(0), fs.Arg(1)
	if !json.Valid([]byte(raw)) {
		var v any
		return fail(e, "call", usagef("ARGS_JSON is not valid JSON: %v: %s", jsonerr.Explain([]byte(raw), json.Unmarshal([]byte(raw), &v)), raw))
	}
	s, err := st.open(ctx, e, sessionOptions{exec: &x, workers: 1})
	if err != nil {
		return fail(e, "call", err)
	}
	defer s.close()
	res := s.reg.Call(ctx, registry.Call{ID: "call", Name: name, Arguments: json.RawMessage(raw)})
	if *asJSON {
		b, err := marshalCompact(res)
		if err != nil {
			return fail(e, "call", err)
		}
		fmt.Fprintf(e.stdout, "%s\n", b)
	} else {
		text := contentText(res.Content)
		if res.IsError {
			if !strings.HasPrefix(text, string(res.Code)) {
				text = string(res.Code) + ": " + text
			}
			fmt.Fprintln(e.stderr, text)
		} else {
			fmt.Fprintln(e.stdout, text)
		}
	}
	if res.IsError {
		return exitFailed
	}
	return exitOK
}

// contentText joins the text of content blocks; other blocks are named.
func contentText(blocks []registry.Content) string {
	var parts []string
	for _, c := range blocks {
		if c.Type == "text" {
			parts = append(parts, c.Text)
		} else {
			parts = append(parts, fmt.Sprintf("[%s content]", c.Type))
		}
	}
	return strings.Join(parts, "\n")
}
