package mcpserver

import (
	"context"

	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/runcode"
)

// awaitPerson (AP-7) waits, up to ServerOptions.ApprovalWait, for a person to
// decide the approval of a suspended run_code result, and then continues
// the run with that decision, so no model turn is spent; past the wait
// (or without an approval) res stands.
func (s *Server) awaitPerson(ctx context.Context, call registry.Call, res *registry.Result) *registry.Result {
	rc := runcode.Of(s.reg)
	if s.opts.ApprovalWait <= 0 || rc == nil {
		return res
	}
	wctx, cancel := context.WithTimeout(ctx, s.opts.ApprovalWait)
	defer cancel()
	for round := 0; round < maxAskRounds; round++ {
		susp, ok := runcode.SuspensionOf(res)
		if !ok || susp.Approval == nil {
			return res
		}
		if _, err := rc.Approvals().Wait(wctx, susp.Approval.ID); err != nil {
			return res
		}
		res = rc.Resume(ctx, call, runcode.Resume{Token: susp.Resume})
	}
	return res
}
