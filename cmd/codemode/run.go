package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/runcode"
	"github.com/codemode-go/codemode/runtime"
)

func init() {
	commands["run"] = command{summary: "run a TypeScript program as one run_code call", run: func(ctx context.Context, e *env, args []string) int { return runProgram(ctx, e, "run", args) }}
	commands["resume"] = command{summary: "resume a suspended run: replay its program and decide the calls it awaits", run: func(ctx context.Context, e *env, args []string) int { return runProgram(ctx, e, "resume", args) }}
}

const runAbout = `Run FILE (or standard input, "-") as the code of one run_code call through
the registry, so every "await tools.name(args)" goes through the policy
pipeline. The program is the body of an async TypeScript function: top-level
await and return work, and the returned value is the result.

Without --json, console output is printed as it happens, then the value as
JSON; a failure is printed on stderr as "KIND: MESSAGE". With --json, stdout
is exactly one object {"value", "logs", "error", "handle"}. An output over
--max-output succeeds with a preview and a handle to the full output, kept
in --state (read it with "codemode result"). SIGINT or SIGTERM ends the
run as an abort. Exit status: 0 success, 1 the program failed, 2 usage.

With --gate, calls of tools not marked read-only need a person's approval:
the run suspends instead (status "suspended", exit 0), printing the pending
calls, the approval's id for "codemode approvals" and the whole "codemode
resume" command, runnable as printed from any directory; these need
--state, which keeps the run for another process (without it the run ends
with this one, and it says so).
With --approval-wait the run serves the approval page on a loopback
listener (127.0.0.1, a random port), prints its link and waits for the
decision, then continues. --ask instead asks on the terminal before each
mutating call.`

const resumeAbout = `Resume a run that suspended on approvals: FILE must hold the same program.
The program replays from its start; calls that completed are answered from
the run's journal and never repeated, time and random values repeat, and
the calls it awaited are approved (they run) or denied (they fail with a
ToolCallError the program can catch). Use the same --state, --servers,
--root and seal key as the run that suspended. A token resumes once.
Output and exit status are those of "codemode run".`

func runProgram(ctx context.Context, e *env, name string, args []string) int {
	about := runAbout
	if name == "resume" {
		about = resumeAbout
	}
	fs := newFlagSet(name, "FILE|-", about)
	var st setupFlags
	st.register(fs, "code")
	st.registerSDKBudget(fs)
	var x execFlags
	x.register(fs, "inprocess")
	var ap approvalFlags
	ap.register(fs, false)
	asJSON := fs.Bool("json", false, "print exactly one JSON object {value, logs, error} (and handle over --max-output; status, pending, resume when suspended)")
	approve := fs.Bool("ask", false, "ask on the terminal before each mutating (exclusive) tool call")
	oldApprove := fs.Bool("approve", false, "deprecated spelling of --ask (serve's --approve takes approval rules)")
	gate := false
	var wait time.Duration
	if name == "run" {
		fs.BoolVar(&gate, "gate", false, "calls of tools not marked read-only need a person's approval: the run suspends (see codemode approvals and codemode resume)")
		fs.DurationVar(&wait, "approval-wait", 0, "with --gate, serve the approval page on 127.0.0.1 and wait up to `DUR` for a person's decision, then continue")
	}
	var resume runcode.Resume
	if name == "resume" {
		fs.StringVar(&resume.Token, "token", "", "the resume `TOKEN` of the suspended run (required)")
		fs.Func("decision", "`approve` or deny the pending calls (required)", func(s string) error {
			resume.Decision = runcode.ResumeDecision(s)
			return nil
		})
		fs.Func("grant", "how far an approval reaches: `call` (default), tool (every call of the tool in this run) or run (the rest of the run)", func(s string) error {
			resume.Grant = runcode.Grant(s)
			return nil
		})
	}
	if done, code := fs.parse(e, args); done {
		return code
	}
	if fs.NArg() != 1 {
		return fail(e, name, usagef("want exactly one FILE (or - for stdin), got %d arguments", fs.NArg()))
	}
	if *oldApprove {
		fmt.Fprintf(e.stderr, "codemode %s: --approve is deprecated here; use --ask (one meaning per flag: serve's --approve takes approval rules)\n", name)
		*approve = true
	}
	if wait < 0 || (wait > 0 && !gate) {
		return fail(e, name, usagef("--approval-wait needs --gate and a positive duration"))
	}
	if name == "resume" {
		if st.state.spec == "" {
			return fail(e, name, usagef("--state is required: the suspended run's journal and seal key are in the state store it suspended in"))
		}
		if resume.Token == "" {
			return fail(e, name, usagef("--token is required"))
		}
		if resume.Decision != runcode.ResumeApprove && resume.Decision != runcode.ResumeDeny {
			return fail(e, name, usagef("--decision: want approve or deny, got %q", resume.Decision))
		}
		switch resume.Grant {
		case "", runcode.GrantCall, runcode.GrantTool, runcode.GrantRun:
		default:
			return fail(e, name, usagef("--grant: want call, tool or run, got %q", resume.Grant))
		}
	}
	code, filename, err := readProgram(e, fs.Arg(0))
	if err != nil {
		return fail(e, name, err)
	}
	if st.mode == string(registry.ModeNative) {
		return fail(e, name, usagef("--mode native offers no run_code to run a program with; use code or both"))
	}
	so := sessionOptions{exec: &x, workers: 1, approval: &ap, ask: !*approve && (gate || name == "resume")}
	if *approve {
		if fs.Arg(0) == "-" || !e.stdinIsTerminal {
			return fail(e, name, usagef("--approve needs an interactive terminal on stdin (and a program FILE)"))
		}
		so.hooks = interactiveApproval(e)
	}
	s, err := st.open(ctx, e, so)
	if err != nil {
		return fail(e, name, err)
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
	if wait > 0 {
		base, stop, err := serveApprovalPage(s.rc, s.ups)
		if err != nil {
			return fail(e, name, err)
		}
		defer stop()
		ap.link.set(base)
	}
	var res *registry.Result
	if name == "resume" {
		res = s.rc.Resume(ctx, call, resume)
	} else {
		res = s.reg.Call(ctx, call)
	}
	if wait > 0 {
		res = awaitDecision(ctx, e, s.rc, call, res, wait)
	}
	out := runcode.RunOutput(res)
	mu.Lock()
	defer mu.Unlock()
	// Without --state the handle's store is this process's memory: no
	// later `codemode result` can read it, so it is not offered.
	handle := out.Handle
	if s.store == nil {
		out.Handle = ""
		out.Logs = dropUnkeptLogsHandle(out.Logs)
	}
	if handle != "" {
		defer fmt.Fprintln(e.stderr, handleNote(name, handle, st.state.spec, int64(x.budgets.maxOutput)))
	}
	if *asJSON {
		b, err := marshalCompact(out)
		if err != nil {
			return fail(e, name, err)
		}
		fmt.Fprintf(e.stdout, "%s\n", b)
	} else {
		if out.Value != nil {
			b, err := marshalIndent(out.Value)
			if err != nil {
				return fail(e, name, err)
			}
			fmt.Fprintf(e.stdout, "%s\n", b)
		}
		if out.Error != nil {
			fmt.Fprintf(e.stderr, "%s: %s\n", out.Error.Kind, out.Error.Message)
		}
		if out.Status == runcode.StatusSuspended {
			fmt.Fprintf(e.stderr, "suspended: %d call(s) await approval:\n", len(out.Pending))
			for _, p := range out.Pending {
				fmt.Fprintf(e.stderr, "  tools.%s(%s)\n", p.Tool, p.Arguments)
			}
			fmt.Fprint(e.stderr, suspendedNote(&st, s.store != nil, out, fs.Arg(0)))
		}
	}
	if out.Error != nil {
		if name == "resume" && strings.Contains(out.Error.Message, "seal does not match") {
			fmt.Fprintf(e.stderr, "codemode resume: the token was sealed with another key: give the --state (and --seal-key) of the run that suspended\n")
		}
		return exitFailed
	}
	return exitOK
}

// fullLogsNote starts the last log entry of a failed run whose logs were
// clipped: it names the handle that keeps them whole (runcode's
// clipFailure).
const fullLogsNote = "… full logs: " + runcode.ResultURIPrefix

// dropUnkeptLogsHandle replaces the clipped logs' handle, which no store
// keeps once this process ends (no --state), with what to do instead; the
// head and tail of the logs stay.
func dropUnkeptLogsHandle(logs []string) []string {
	if n := len(logs); n > 0 && strings.HasPrefix(logs[n-1], fullLogsNote) {
		logs[n-1] = "… no --state store keeps the full logs: run again with a larger --max-output, or with --state DIR and read them with codemode result --state DIR HANDLE"
	}
	return logs
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

// handleNote tells what to do about an output over --max-output: read the
// full output from the --state store that keeps it, or, without one, run
// again with a larger budget or a store.
func handleNote(cmd, handle, state string, budget int64) string {
	head := fmt.Sprintf("codemode %s: the output is over --max-output (%d bytes), so the value is a preview (… marks what was clipped)", cmd, budget)
	if state == "" {
		return head + "; no --state store keeps the full output: run again with a larger --max-output, or with --state DIR and read it with `codemode result --state DIR HANDLE`"
	}
	return fmt.Sprintf("%s; the full output is %s: codemode result --state %s %s", head, handle, state, handle)
}
