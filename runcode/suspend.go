package runcode

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/registry/failure"
	"github.com/codemode-go/codemode/registry/principal"
)

// pendingText is the sentence a suspended result shows: with an approval,
// where the person decides; without one (a drained run, or
// ApproveByClient), how the model resumes.
func pendingText(p []PendingCall, ap *ApprovalRef) string {
	var b strings.Builder
	if len(p) == 0 { // only a drain suspends a run with nothing pending
		b.WriteString("Run suspended: the server stopped while the program ran.")
	} else {
		fmt.Fprintf(&b, "Run suspended: %d tool call(s) await approval:", len(p))
	}
	for _, c := range p {
		fmt.Fprintf(&b, "\n- tools.%s(%s)", c.Tool, c.Arguments)
	}
	if ap != nil {
		b.WriteString(approvalText(ap.URL))
	} else {
		b.WriteString("\nTo continue, call run_code again with the same code and description and " +
			`"resume": {"token": <the resume token>, "decision": "approve" or "deny"}.`)
	}
	b.WriteString(" The program replays from its start; calls that completed are not repeated.")
	return b.String()
}

// Suspension is the canonical value of a suspended run_code run (DESIGN
// §9): its logs, the calls that await approval and the token that
// resumes it.
type Suspension struct {
	Logs     []string      `json:"logs"`
	Status   string        `json:"status"`
	Pending  []PendingCall `json:"pending"`
	Resume   string        `json:"resume"`
	Approval *ApprovalRef  `json:"approval,omitempty"`
}

// ApprovalRef names the Approval of a suspended run: its id, and the URL
// of its page when one is served.
type ApprovalRef struct {
	ID  string `json:"id"`
	URL string `json:"url,omitempty"`
}

// StatusSuspended is the status of a suspended run.
const StatusSuspended = "suspended"

// SuspensionOf returns the suspension a run_code result carries, if the
// run suspended.
func SuspensionOf(res *registry.Result) (*Suspension, bool) {
	if res == nil || res.IsError || res.Value == nil {
		return nil, false
	}
	out := RunOutput(res)
	if out.Status != StatusSuspended || out.Resume == "" {
		return nil, false
	}
	return &Suspension{Logs: out.Logs, Status: out.Status, Pending: out.Pending, Resume: out.Resume, Approval: out.Approval}, true
}

// suspend stores the run's journal and returns the suspended value.
func (r *Runner) suspend(ctx context.Context, exec *registry.Execution, s *scheduler, code string, tools registry.Bound) (*CodeRunOutput, json.RawMessage, error) {
	return r.store(ctx, exec, s, code, tools, false)
}

// store is suspend; drained marks a journal that a drain left.
func (r *Runner) store(ctx context.Context, exec *registry.Execution, s *scheduler, code string, bound registry.Bound, drained bool) (*CodeRunOutput, json.RawMessage, error) {
	tools := bound.Fingerprint()
	s.j.mu.Lock()
	overflow := s.j.overflow
	s.j.mu.Unlock()
	if overflow {
		return nil, nil, &failure.Error{Code: failure.ApprovalDenied, Message: fmt.Sprintf("the run cannot suspend for approval: its journal (completed calls, time and random values) passed the %d-byte cap (Options.MaxJournalBytes)", r.opts.MaxJournalBytes)}
	}
	who := principal.FromContext(ctx)
	j := s.j.snapshot(codeHash(code), tools, exec.Scope(), who, s.desc, drained)
	id, err := newJournalID()
	if err != nil {
		return nil, nil, err
	}
	ttl := r.opts.JournalTTL
	var ref *ApprovalRef
	var created *Approval
	if !drained && len(j.Pending) > 0 && r.opts.ApproveBy == ApproveByPerson {
		ap, err := r.approvals.create(ctx, id, s.desc, j.Pending, ttl)
		if err != nil {
			return nil, nil, &failure.Error{Code: failure.ApprovalDenied, Message: "the run cannot suspend for approval: storing its approval: " + err.Error(), Err: err}
		}
		j.Approval = ap.ID
		ref = r.approvalRef(ap.ID)
		created = ap
	}
	b, err := encodeJournal(j, r.opts.MaxJournalBytes)
	if err != nil {
		r.approvals.withdraw(ctx, j.Approval)
		return nil, nil, &failure.Error{Code: failure.ApprovalDenied, Message: "the run cannot suspend for approval: " + err.Error()}
	}
	if err := r.opts.State.Put(ctx, journalKey(id), b, ttl); err != nil {
		return nil, nil, &failure.Error{Code: failure.ApprovalDenied, Message: "the run cannot suspend for approval: storing its journal: " + err.Error(), Err: err}
	}
	tok := sealToken(r.opts.SealKey, tokenClaims{ID: id, Expires: time.Now().Add(ttl).Unix(), Code: j.Code, Tools: tools, Scope: exec.Scope(), Principal: who})
	s.j.mu.Lock()
	logs := append([]string{}, s.j.logs...)
	s.j.mu.Unlock()
	if created != nil && r.opts.OnApproval != nil { // the journal is stored: the run can be decided
		r.opts.OnApproval(ctx, created)
	}
	return suspended(logs, j.Pending, tok, ref)
}

// suspended is the value of a suspended run.
func suspended(logs []string, pending []PendingCall, tok string, ref *ApprovalRef) (*CodeRunOutput, json.RawMessage, error) {
	out := &CodeRunOutput{Logs: logs, Status: StatusSuspended, Pending: pending, Resume: tok, Approval: ref}
	raw, err := json.Marshal(Suspension{Logs: logs, Status: StatusSuspended, Pending: pending, Resume: tok, Approval: ref})
	if err != nil {
		return nil, nil, err
	}
	return out, raw, nil
}

// approvalRef names approval id and its page.
func (r *Runner) approvalRef(id string) *ApprovalRef {
	ref := &ApprovalRef{ID: id}
	if r.opts.ApprovalLink != nil {
		ref.URL = r.opts.ApprovalLink(id)
	}
	return ref
}
