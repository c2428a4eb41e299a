package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sync"

	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/runtime"
)

func init() {
	commands["run"] = command{summary: "run a TypeScript program as one run_code call", run: runRun}
}

func runRun(ctx context.Context, e *env, args []string) int {
	fs := newFlagSet("run", "FILE|-", `Run FILE (or standard input, "-") as the code of one run_code call through
the registry, so every "await tools.name(args)" goes through the policy
pipeline. The program is the body of an async TypeScript function: top-level
await and return work, and the returned value is the result.

Without --json, console output is printed as it happens, then the value as
JSON; a failure is printed on stderr as "KIND: MESSAGE". With --json, stdout
is exactly one object {"value", "logs", "error", "handle"}. An output over
--max-output succeeds with a preview and a handle to the full output, kept
in --state (read it with "codemode result"). SIGINT or SIGTERM ends the
run as an abort. Exit status: 0 success, 1 the program failed, 2 usage.`)
	var st setupFlags
	st.register(fs, "code")
	var x execFlags
	x.register(fs)
	asJSON := fs.Bool("json", false, "print exactly one JSON object {value, logs, error}")
	approve := fs.Bool("approve", false, "ask on the terminal before each mutating (exclusive) tool call")
	if done, code := fs.parse(e, args); done {
		return code
	}
	if fs.NArg() != 1 {
		return fail(e, "run", usagef("want exactly one FILE (or - for stdin), got %d arguments", fs.NArg()))
	}
	code, filename, err := readProgram(e, fs.Arg(0))
	if err != nil {
		return fail(e, "run", err)
	}
	if st.mode == string(registry.ModeNative) {
		return fail(e, "run", usagef("--mode native offers no run_code to run a program with; use code or both"))
	}
	so := sessionOptions{exec: &x, workers: 1}
	if *approve {
		if fs.Arg(0) == "-" || !e.stdinIsTerminal {
			return fail(e, "run", usagef("--approve needs an interactive terminal on stdin (and a program FILE)"))
		}
		so.hooks = interactiveApproval(e)
	}
	s, err := st.open(ctx, e, so)
	if err != nil {
		return fail(e, "run", err)
	}
	defer s.close()

	var mu sync.Mutex // OnLog runs on the program's goroutine
	call := registry.Call{
		ID:        "run",
		Name:      registry.RunCodeName,
		Arguments: runCodeArgs(code, "codemode run "+fs.Arg(0)),
		Filename:  filename,
	}
	if !*asJSON {
		call.OnLog = func(entry string) {
			mu.Lock()
			fmt.Fprintln(e.stdout, entry)
			mu.Unlock()
		}
	}
	res := s.reg.Call(ctx, call)
	out := registry.RunOutput(res)
	mu.Lock()
	defer mu.Unlock()
	if *asJSON {
		b, err := marshalCompact(out)
		if err != nil {
			return fail(e, "run", err)
		}
		fmt.Fprintf(e.stdout, "%s\n", b)
	} else {
		if out.Value != nil {
			b, err := marshalIndent(out.Value)
			if err != nil {
				return fail(e, "run", err)
			}
			fmt.Fprintf(e.stdout, "%s\n", b)
		}
		if out.Error != nil {
			fmt.Fprintf(e.stderr, "%s: %s\n", out.Error.Kind, out.Error.Message)
		}
		if out.Handle != "" {
			fmt.Fprintf(e.stderr, "codemode run: the output is over --max-output: above is a preview (… marks what was clipped); the full output is %s (codemode result --state DIR ID)\n", out.Handle)
		}
	}
	if out.Error != nil {
		return exitFailed
	}
	return exitOK
}

// readProgram reads the program FILE or stdin ("-") and the name its errors
// cite: the file's base name, or program.ts for stdin.
func readProgram(e *env, path string) (code, filename string, err error) {
	if path == "-" {
		b, err := io.ReadAll(e.stdin)
		if err != nil {
			return "", "", fmt.Errorf("read stdin: %v", err)
		}
		return string(b), runtime.DefaultFilename, nil
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return "", "", usagef("%v", err)
	}
	return string(b), filepath.Base(path), nil
}

// runCodeArgs builds run_code's arguments.
func runCodeArgs(code, description string) json.RawMessage {
	b, _ := json.Marshal(struct {
		Code        string `json:"code"`
		Description string `json:"description"`
	}{code, description})
	return b
}
