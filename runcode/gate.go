package runcode

import (
	"context"
	"errors"
	"fmt"

	"github.com/codemode-go/codemode/registry/failure"
	"github.com/codemode-go/codemode/registry/principal"
	"github.com/codemode-go/codemode/state"
)

// The resume gate: who decides the calls a suspended run awaits.

// hostResumeKey marks the context of Runner.Resume: the host's own
// channel, whose decision counts as given.
type hostResumeKey struct{}

// explicit reports whether res's own decision decides the pending calls:
// it carries one, and it came from the host (Runner.Resume) or the
// Runner takes the client's word (ApproveByClient).
func (r *Runner) explicit(ctx context.Context, res *Resume) bool {
	if res.Decision == "" && len(res.Calls) == 0 {
		return false
	}
	host, _ := ctx.Value(hostResumeKey{}).(bool)
	return host || r.opts.ApproveBy == ApproveByClient
}

// stillPending is the answer to a resume whose approval nobody decided
// yet: the same suspension (token, pending calls, link) again.
type stillPending struct {
	out *CodeRunOutput
	raw []byte
}

func (s *stillPending) Error() string { return "the run's approval awaits a person's decision" }

// personGate (AP-2, AP-4) decides a resume by the person's decision recorded on the
// run's Approval: the choices (the approval consumed), a *stillPending
// error while undecided, or nil choices when the run has no Approval
// record (a drained run); peek is the journal, still in the store.
func (r *Runner) personGate(ctx context.Context, res *Resume, claims tokenClaims) (choices []ResumeChoice, peek *journal, err error) {
	b, err := r.opts.State.Get(ctx, journalKey(claims.ID))
	if err != nil {
		if errors.Is(err, state.ErrNotFound) {
			err = ErrTokenUsed
		}
		return nil, nil, &failure.Error{Code: failure.InvalidArgs, Message: "cannot resume: " + err.Error(), Err: err}
	}
	j, err := checkJournal(b, claims)
	if err != nil {
		return nil, nil, err
	}
	if j.Approval == "" {
		return nil, j, nil
	}
	refuse := func(err error) ([]ResumeChoice, *journal, error) {
		return nil, nil, &failure.Error{Code: failure.InvalidArgs, Message: "cannot resume: " + err.Error(), Err: err}
	}
	ap, err := r.approvals.Get(ctx, j.Approval)
	if err != nil {
		return refuse(err)
	}
	if ap.Owner != principal.FromContext(ctx) {
		return refuse(fmt.Errorf("%w: it was issued to another principal", ErrTokenInvalid))
	}
	if ap.Decision == nil {
		out, raw, err := suspended([]string{}, j.Pending, res.Token, r.approvalRef(ap.ID))
		if err != nil {
			return nil, nil, err
		}
		return nil, nil, &stillPending{out: out, raw: raw}
	}
	ap, err = r.approvals.take(ctx, ap.ID) // single use: of two resumes one proceeds
	if err != nil {
		return refuse(fmt.Errorf("%w (the decision was used by another resume)", ErrTokenUsed))
	}
	if ap.Decision == nil || ap.Bind != bindOf(claims.ID, j.Pending) || ap.Journal != claims.ID {
		return refuse(ErrApprovalStale)
	}
	return ap.Decision.Calls, j, nil
}
