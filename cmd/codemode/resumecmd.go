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
