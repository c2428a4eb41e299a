package runcode

import (
	"bytes"
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"sync"
	"time"

	"github.com/codemode-go/codemode/registry/principal"
	"github.com/codemode-go/codemode/state"
)

// Pending approvals: when a run suspends on calls that await approval, an
// Approval record goes to the state store beside its journal
// ("approval/<id>", the id 128 random bits, unrelated to the journal's).
// Only a person's channel records a decision on it (the approval page,
// `codemode approvals`, a signed webhook callback, an elicitation the
// client answered); a run_code "resume" from the model proceeds only with
// the decision recorded there, and only once.

// ApproveBy names who may decide the calls a suspended run awaits.
type ApproveBy string

const (
	// ApproveByPerson (the default) takes decisions only from a person's
	// channel: a run_code "resume" argument's own decision is ignored,
	// and the resume proceeds with the decision recorded on the run's
	// Approval, or stays suspended until there is one.
	ApproveByPerson ApproveBy = ""
	// ApproveByClient takes a run_code "resume" argument's decision as
	// given: for clients that ask a person before every tool call. It
	// lets the model approve its own calls; never the default.
	ApproveByClient ApproveBy = "client"
)

// ParseApproveBy returns the ApproveBy named s: "person" (or "") or
// "client".
func ParseApproveBy(s string) (ApproveBy, error) {
	switch s {
	case "", "person":
		return ApproveByPerson, nil
	case string(ApproveByClient):
		return ApproveByClient, nil
	}
	return "", fmt.Errorf("approve-by: want person or client, got %q", s)
}

// Approval is the record of a suspended run's pending calls, for a person
// to decide.
type Approval struct {
	// ID names the record; it is the capability of the approval page's
	// URL (128 random bits, hex).
	ID string `json:"id"`
	// Owner is the principal of the run (registry/principal).
	Owner string `json:"owner"`
	// Journal names the suspended run's journal.
	Journal string `json:"journal"`
	// Description is the program's description.
	Description string `json:"description"`
	// Pending are the calls that await the decision, in call order.
	Pending []PendingCall `json:"pending"`
	// Bind fingerprints the journal and its pending calls: a decision
	// applies to exactly these calls of exactly this run.
	Bind    string    `json:"bind"`
	Created time.Time `json:"created"`
	Expires time.Time `json:"expires"`
	// Decision is set once a person decided; a decision is never
	// changed, and is used once.
	Decision *Verdict `json:"decision,omitempty"`
}

// Verdict is a person's decision on an Approval's pending calls.
type Verdict struct {
	// Calls decides each pending call, in order.
	Calls []ResumeChoice `json:"calls"`
	// By names the channel that recorded it: "page", "cli", "webhook".
	By string    `json:"by"`
	At time.Time `json:"at"`
}

// Uniform returns a verdict that decides all n pending calls alike.
func Uniform(n int, d ResumeDecision, g Grant, by string) Verdict {
	v := Verdict{Calls: make([]ResumeChoice, n), By: by}
	for i := range v.Calls {
		v.Calls[i] = ResumeChoice{Decision: d, Grant: g}
	}
	return v
}

// Errors of the approval records.
var (
	// ErrApprovalNotFound: no such approval (a wrong id, another store,
	// or it was used, expired or withdrawn).
	ErrApprovalNotFound = errors.New("no such pending approval (wrong id, another state store, or it was used or expired)")
	// ErrApprovalDecided: the approval already has a decision.
	ErrApprovalDecided = errors.New("the approval was already decided")
	// ErrApprovalStale: the decision names other calls than the
	// approval's (a forged or outdated form).
	ErrApprovalStale = errors.New("the decision does not match the approval's pending calls")
)

// approvalKeyPrefix is the state key family of Approval records.
const approvalKeyPrefix = "approval/"

func approvalKey(id string) string { return approvalKeyPrefix + id }

// validApprovalID reports a 32-hex-digit id.
func validApprovalID(id string) bool {
	if len(id) != 32 {
		return false
	}
	_, err := hex.DecodeString(id)
	return err == nil
}

// bindOf fingerprints a journal id and its pending calls, as stored
// (encoding/json escapes <, > and & in arguments: hash the encoded form,
// which encoding again does not change).
func bindOf(journalID string, pending []PendingCall) string {
	b, _ := json.Marshal(pending) // tool names and valid JSON: cannot fail
	h := sha256.New()
	h.Write([]byte(journalID))
	h.Write([]byte{0})
	h.Write(b)
	return hex.EncodeToString(h.Sum(nil))
}

// Approvals keeps the Approval records of one state store. It is safe for
// concurrent use.
type Approvals struct {
	store state.Store
	key   []byte // derives the page's form tokens and webhook signatures

	mu      sync.Mutex
	waiters map[string][]chan struct{}
}

// NewApprovals returns the approval records of store; key (the seal key)
// derives the secrets of their forms and callbacks, so processes sharing
// the store and key agree on them.
func NewApprovals(store state.Store, key []byte) *Approvals {
	return &Approvals{store: store, key: subKey(key, "approvals"), waiters: map[string][]chan struct{}{}}
}

// Approvals returns the Runner's approval records.
func (r *Runner) Approvals() *Approvals { return r.approvals }

func subKey(key []byte, purpose string) []byte {
	h := hmac.New(sha256.New, key)
	h.Write([]byte(purpose))
	return h.Sum(nil)
}

// create stores the Approval of a suspension and returns it (AP-1).
func (a *Approvals) create(ctx context.Context, journalID, desc string, pending []PendingCall, ttl time.Duration) (*Approval, error) {
	var b [16]byte
	if _, err := rand.Read(b[:]); err != nil {
		return nil, err
	}
	now := time.Now().UTC()
	ap := &Approval{ID: hex.EncodeToString(b[:]), Owner: principal.FromContext(ctx), Journal: journalID, Description: desc,
		Pending: pending, Bind: bindOf(journalID, pending), Created: now, Expires: now.Add(ttl)}
	raw, err := json.Marshal(ap)
	if err != nil {
		return nil, err
	}
	if err := a.store.Put(ctx, approvalKey(ap.ID), raw, ttl); err != nil {
		return nil, err
	}
	return ap, nil
}

// decodeApproval reads a stored record; damage is state.ErrCorrupt.
func decodeApproval(b []byte) (*Approval, error) {
	var ap Approval
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&ap); err != nil {
		return nil, fmt.Errorf("%w: approval: %v", state.ErrCorrupt, err)
	}
	if !validApprovalID(ap.ID) || len(ap.Pending) == 0 || len(ap.Bind) != 64 {
		return nil, fmt.Errorf("%w: approval: missing id, pending calls or binding", state.ErrCorrupt)
	}
	if ap.Decision != nil && len(ap.Decision.Calls) != len(ap.Pending) {
		return nil, fmt.Errorf("%w: approval: the decision does not cover its pending calls", state.ErrCorrupt)
	}
	return &ap, nil
}

// Get returns the approval id names. The id is the capability: whoever
// holds it (the person the link was given to) may read and decide it.
func (a *Approvals) Get(ctx context.Context, id string) (*Approval, error) {
	if !validApprovalID(id) {
		return nil, ErrApprovalNotFound
	}
	b, err := a.store.Get(ctx, approvalKey(id))
	if errors.Is(err, state.ErrNotFound) {
		return nil, ErrApprovalNotFound
	}
	if err != nil {
		return nil, err
	}
	return decodeApproval(b)
}

// List returns the approvals owned by principal.FromContext(ctx), oldest
// first: another principal's approvals are not listed.
func (a *Approvals) List(ctx context.Context) ([]*Approval, error) {
	owner := principal.FromContext(ctx)
	all, err := a.ListAll(ctx)
	if err != nil {
		return nil, err
	}
	out := all[:0]
	for _, ap := range all {
		if ap.Owner == owner {
			out = append(out, ap)
		}
	}
	return out, nil
}

// ListAll returns every approval in the store, oldest first: for the
// operator of the store (`codemode approvals list`), not for clients.
func (a *Approvals) ListAll(ctx context.Context) ([]*Approval, error) {
	keys, err := a.store.Keys(ctx, approvalKeyPrefix)
	if err != nil {
		return nil, err
	}
	var out []*Approval
	for _, k := range keys {
		b, err := a.store.Get(ctx, k)
		if errors.Is(err, state.ErrNotFound) {
			continue // used or expired meanwhile
		}
		if err != nil {
			return nil, err
		}
		ap, err := decodeApproval(b)
		if err != nil {
			continue // a damaged record is no approval
		}
		out = append(out, ap)
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Created.Before(out[j].Created) })
	return out, nil
}

// Decide records a person's verdict on the approval id names (AP-3). bind must
// be the approval's Bind (what the person saw); the verdict must decide
// every pending call. A decided approval is never decided again.
func (a *Approvals) Decide(ctx context.Context, id, bind string, v Verdict) error {
	if !validApprovalID(id) {
		return ErrApprovalNotFound
	}
	if v.At.IsZero() {
		v.At = time.Now().UTC()
	}
	cur, err := a.Get(ctx, id)
	if err != nil {
		return err
	}
	ttl := time.Until(cur.Expires)
	if ttl <= 0 {
		return ErrApprovalNotFound
	}
	err = a.store.Update(ctx, approvalKey(id), ttl, func(old []byte) ([]byte, error) {
		if old == nil {
			return nil, ErrApprovalNotFound
		}
		ap, err := decodeApproval(old)
		if err != nil {
			return nil, err
		}
		if ap.Decision != nil {
			return nil, ErrApprovalDecided
		}
		if !hmac.Equal([]byte(bind), []byte(ap.Bind)) {
			return nil, ErrApprovalStale
		}
		if len(v.Calls) != len(ap.Pending) {
			return nil, fmt.Errorf("%w: %d decisions for %d pending calls", ErrApprovalStale, len(v.Calls), len(ap.Pending))
		}
		for _, c := range v.Calls {
			if err := c.check(); err != nil {
				return nil, err
			}
		}
		ap.Decision = &v
		return json.Marshal(ap)
	})
	if err != nil {
		return err
	}
	a.wake(id)
	return nil
}

// withdraw removes an approval (its run resumed by another channel).
func (a *Approvals) withdraw(ctx context.Context, id string) {
	if validApprovalID(id) {
		_ = a.store.Delete(ctx, approvalKey(id))
		a.wake(id)
	}
}

// take consumes a decided approval once: of concurrent takes exactly one
// gets it.
func (a *Approvals) take(ctx context.Context, id string) (*Approval, error) {
	b, err := a.store.Take(ctx, approvalKey(id))
	if errors.Is(err, state.ErrNotFound) {
		return nil, ErrApprovalNotFound
	}
	if err != nil {
		return nil, err
	}
	return decodeApproval(b)
}
