package main

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"time"

	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/runcode"
)

// resumeFlags are the setup flags a pasted `codemode resume` (or, with
// storeOnly, `codemode approvals`) needs to find the run again: its
// --state, --servers and --root, absolute and shell-quoted.
func (s *setupFlags) resumeFlags(storeOnly bool) string {
	var b strings.Builder
	add := func(flag, v string, path bool) {
		if v == "" {
			return
		}
		if path {
			if abs, err := filepath.Abs(v); err == nil {
				v = abs
			}
		}
		fmt.Fprintf(&b, " %s %s", flag, shellQuote(v))
	}
	add("--state", s.state.spec, !strings.Contains(s.state.spec, "://"))
	if !storeOnly {
		add("--servers", s.servers, true)
		if s.rootSet || s.root != "" {
			add("--root", s.root, true)
		}
	}
	return b.String()
}

// shellQuote quotes s for a POSIX shell when it needs it.
func shellQuote(s string) string {
	if s != "" && strings.Trim(s, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./:=@+,") == "" {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// awaitDecision is run --approval-wait: while the run is suspended on an
// approval, print its page's link, wait up to wait for a person's
// decision and continue the run with it.
func awaitDecision(ctx context.Context, e *env, rc *runcode.Runner, call registry.Call, res *registry.Result, wait time.Duration) *registry.Result {
	wctx, cancel := context.WithTimeout(ctx, wait)
	defer cancel()
	for {
		susp, ok := runcode.SuspensionOf(res)
		if !ok || susp.Approval == nil {
			return res
		}
		fmt.Fprintf(e.stderr, "codemode run: %d call(s) await approval: open %s (or run codemode approvals approve %s); waiting up to %s\n",
			len(susp.Pending), susp.Approval.URL, susp.Approval.ID, wait)
		if _, err := rc.Approvals().Wait(wctx, susp.Approval.ID); err != nil {
			return res
		}
		res = rc.Resume(ctx, call, runcode.Resume{Token: susp.Resume})
	}
}

// suspendedNote is what run and resume print on stderr under a suspended
// run's pending calls: the approvals command and the whole resume command,
// each alone on its line so that it runs as pasted (approve; deny is named
// on the next line, never written as "approve|deny", which a shell reads as
// a pipe). Without a state store
// the journal, seal key and approval live in this process's memory and end
// with it, so no command is offered that could not work: it says how to
// run again instead. The program FILE is made absolute, like --servers and
// --root, so the command works from any directory.
func suspendedNote(st *setupFlags, stored bool, out runcode.CodeRunOutput, file string) string {
	if !stored {
		return "no --state store keeps this suspended run, so it ends with this process: run again with --state DIR to resume it later with codemode resume, or with --approval-wait DUR (or --ask) to decide now\n"
	}
	var b strings.Builder
	if file != "-" {
		if abs, err := filepath.Abs(file); err == nil {
			file = abs
		}
	}
	if out.Approval != nil {
		fmt.Fprintf(&b, "a person decides with: codemode approvals approve %s%s\n  (approvals deny refuses the calls)\n", out.Approval.ID, st.resumeFlags(true))
	}
	fmt.Fprintf(&b, "resume with: codemode resume%s --token %s --decision approve %s\n  (--decision deny resumes with the calls refused)\n", st.resumeFlags(false), out.Resume, shellQuote(file))
	if file == "-" {
		b.WriteString("  (give it the same program on standard input)\n")
	}
	return b.String()
}
