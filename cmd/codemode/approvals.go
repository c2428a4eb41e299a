package main

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/codemode-go/codemode/runcode"
)

func init() {
	commands["approvals"] = command{summary: "list, show, approve or deny the calls suspended runs await", run: runApprovals}
}

const approvalsAbout = `Decide, as a person, the calls that suspended runs await. SUBCOMMAND is

  list          the pending approvals (oldest first)
  show ID       one approval: its program's description and pending calls
  approve ID    approve its pending calls (--scope says how far)
  deny ID       deny them: each fails as a ToolCallError the program can catch

Approvals live in the state store the run suspended in: give its --state
(a directory or redis://HOST:PORT/DB); without it, serve's default store
($XDG_STATE_HOME/codemode). A decision is recorded once and
used once: the run continues when its client resumes it (or at once, when
the call is still waiting). A model's own "decision" in a run_code resume
never approves. Exit status: 0 success, 1 no such approval (a wrong ID,
another store, or it was used or expired) or it was already decided, 2
usage.`

func runApprovals(ctx context.Context, e *env, args []string) int {
	fs := newFlagSet("approvals", "list|show ID|approve ID|deny ID", approvalsAbout)
	var sf stateFlags
	sf.register(fs)
	asJSON := fs.Bool("json", false, "print JSON: list an array of approvals, show one approval, approve and deny the decided approval")
	scope := fs.String("scope", "call", "how far an approval reaches: `call` (these calls), tool (every later call of the same tool in the run) or run (the rest of the run)")
	if done, code := fs.parse(e, args); done {
		return code
	}
	sub, rest := "", fs.Args()
	if len(rest) > 0 {
		sub, rest = rest[0], rest[1:]
	}
	want := 1
	switch sub {
	case "list":
		want = 0
	case "show", "approve", "deny":
	case "":
		return fail(e, "approvals", usagef("want a subcommand: list, show ID, approve ID or deny ID"))
	default:
		return fail(e, "approvals", usagef("unknown subcommand %q (want list, show, approve or deny)", sub))
	}
	if len(rest) != want {
		return fail(e, "approvals", usagef("%s takes %d argument(s), got %d", sub, want, len(rest)))
	}
	grant := runcode.Grant(*scope)
	switch grant {
	case runcode.GrantCall, runcode.GrantTool, runcode.GrantRun:
	default:
		return fail(e, "approvals", usagef("--scope: want call, tool or run, got %q", *scope))
	}
	st, err := sf.open(ctx, defaultStateDir()) // serve's store when --state is not given
	if err != nil {
		return fail(e, "approvals", err)
	}
	defer st.Close()
	a := runcode.NewApprovals(st, nil)
	switch sub {
	case "list":
		l, err := a.ListAll(ctx)
		if err != nil {
			return fail(e, "approvals", err)
		}
		if *asJSON {
			return approvalJSON(e, append([]*runcode.Approval{}, l...))
		}
		if len(l) == 0 {
			fmt.Fprintln(e.stdout, "no pending approvals")
		}
		for _, ap := range l {
			state := "pending"
			if ap.Decision != nil {
				state = "decided"
			}
			fmt.Fprintf(e.stdout, "%s  %s  %d call(s)  %s  %s\n", ap.ID, state, len(ap.Pending), ap.Created.Format("2006-01-02 15:04:05Z"), oneLine(ap.Description, 60))
		}
		return exitOK
	case "show":
		ap, err := a.Get(ctx, rest[0])
		if err != nil {
			return fail(e, "approvals", err)
		}
		if *asJSON {
			return approvalJSON(e, ap)
		}
		printApproval(e, ap)
		return exitOK
	}
	d := runcode.ResumeApprove
	if sub == "deny" {
		d = runcode.ResumeDeny
	}
	ap, err := a.Get(ctx, rest[0])
	if err != nil {
		return fail(e, "approvals", err)
	}
	if err := a.Decide(ctx, ap.ID, ap.Bind, runcode.Uniform(len(ap.Pending), d, grant, "cli")); err != nil {
		if errors.Is(err, runcode.ErrApprovalDecided) {
			err = fmt.Errorf("approval %s: %w", ap.ID, err)
		}
		return fail(e, "approvals", err)
	}
	if ap, err = a.Get(ctx, ap.ID); err != nil {
		return fail(e, "approvals", err)
	}
	if *asJSON {
		return approvalJSON(e, ap)
	}
	fmt.Fprintf(e.stdout, "%s: %sd %d call(s); the run continues when it is resumed\n", ap.ID, d, len(ap.Pending))
	return exitOK
}

// approvalJSON prints v as indented JSON.
func approvalJSON(e *env, v any) int {
	if err := printJSON(e.stdout, v); err != nil {
		return fail(e, "approvals", err)
	}
	return exitOK
}

func printApproval(e *env, ap *runcode.Approval) {
	fmt.Fprintf(e.stdout, "approval %s\nprogram: %s\ncreated: %s\nexpires: %s\n", ap.ID, ap.Description, ap.Created.Format("2006-01-02 15:04:05Z"), ap.Expires.Format("2006-01-02 15:04:05Z"))
	if ap.Owner != "" {
		fmt.Fprintf(e.stdout, "owner: %s\n", ap.Owner)
	}
	if d := ap.Decision; d != nil {
		fmt.Fprintf(e.stdout, "decided by %s at %s\n", d.By, d.At.Format("2006-01-02 15:04:05Z"))
	}
	for i, p := range ap.Pending {
		fmt.Fprintf(e.stdout, "%d. tools.%s(%s)", i+1, p.Tool, p.Arguments)
		if d := ap.Decision; d != nil {
			fmt.Fprintf(e.stdout, "  %s", d.Calls[i].Decision)
		}
		fmt.Fprintln(e.stdout)
	}
}

// oneLine shortens s to one line of at most n runes.
func oneLine(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > n {
		return string(r[:n-1]) + "…"
	}
	return s
}
