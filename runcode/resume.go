package runcode

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/registry/failure"
	"github.com/codemode-go/codemode/registry/principal"
	"github.com/codemode-go/codemode/state"
)

// ResumeDecision is the answer to the calls a suspended run awaits.
type ResumeDecision string

// The resume decisions.
const (
	// ResumeApprove runs the pending call.
	ResumeApprove ResumeDecision = "approve"
	// ResumeDeny fails the pending call with APPROVAL_DENIED, a
	// ToolCallError the program can catch; the call never runs.
	ResumeDeny ResumeDecision = "deny"
)

// Grant is how far an approval reaches.
type Grant string

// The grants of an approval.
const (
	// GrantCall approves the pending call only (the default).
	GrantCall Grant = "call"
	// GrantTool approves every call of the same tool for the rest of
	// the run.
	GrantTool Grant = "tool"
	// GrantRun approves every call for the rest of the run.
	GrantRun Grant = "run"
)

func (g Grant) outcome() registry.ApprovalOutcome {
	switch g {
	case GrantTool:
		return registry.ApprovalApprovedTool
	case GrantRun:
		return registry.ApprovalApprovedRun
	}
	return registry.ApprovalApproved
}

// ResumeChoice is the decision on one pending call.
type ResumeChoice struct {
	Decision ResumeDecision `json:"decision"`
	// Grant widens an approval; empty means GrantCall. Ignored on deny.
	Grant Grant `json:"grant,omitempty"`
}

// Resume names a suspended run and decides its pending calls. It is the
// "resume" argument of run_code.
type Resume struct {
	// Token is the suspended result's resume token.
	Token string `json:"token"`
	// Decision applies to every pending call that Calls does not decide.
	Decision ResumeDecision `json:"decision,omitempty"`
	// Grant widens an approving Decision.
	Grant Grant `json:"grant,omitempty"`
	// Calls, when set, decides pending calls, in the order of the
	// suspended result's pending list; a missing or empty entry takes
	// Decision.
	Calls []ResumeChoice `json:"calls,omitempty"`
}

// choices resolves r into one choice per pending call.
func (r *Resume) choices(n int) ([]ResumeChoice, error) {
	if len(r.Calls) > n {
		return nil, fmt.Errorf("resume.calls decides %d calls; the suspended run has %d pending", len(r.Calls), n)
	}
	out := make([]ResumeChoice, n)
	for i := range out {
		c := ResumeChoice{Decision: r.Decision, Grant: r.Grant}
		if i < len(r.Calls) && r.Calls[i].Decision != "" {
			c = r.Calls[i]
		}
		if err := c.check(); err != nil {
			return nil, err
		}
		out[i] = c
	}
	return out, nil
}

func (c ResumeChoice) check() error {
	switch c.Decision {
	case ResumeApprove, ResumeDeny:
	default:
		return fmt.Errorf(`resume decision must be "approve" or "deny", got %q`, c.Decision)
	}
	switch c.Grant {
	case "", GrantCall, GrantTool, GrantRun:
		return nil
	}
	return fmt.Errorf(`resume grant must be "call", "tool" or "run", got %q`, c.Grant)
}

// Resume continues the suspended run_code run that token names, deciding
// its pending calls: c is the run_code call again, with the same code and
// description. Resume is the host's own channel: its decision is taken as
// given (the host asked a person: a terminal, an elicitation). A resume
// without a decision proceeds with the one a person recorded on the
// run's Approval, or returns the same suspension while there is none. The program replays from its start: completed calls are
// answered from the journal and never re-executed, time and random values
// repeat, an approved call runs and a denied one fails as a ToolCallError.
// A token resumes once. The result is like run_code's: a completion, a
// failure (a divergence is an exception whose message starts "replay
// diverged:"), or another suspension.
func (r *Runner) Resume(ctx context.Context, c registry.Call, resume Resume) *registry.Result {
	var args map[string]json.RawMessage
	if err := json.Unmarshal(c.Arguments, &args); err != nil || args == nil {
		return fail(failure.InvalidArgs, "run_code takes an object with string fields code and description")
	}
	b, err := json.Marshal(resume)
	if err != nil {
		return fail(failure.InvalidArgs, "resume: %v", err)
	}
	args["resume"] = b
	c.Arguments, _ = json.Marshal(args)
	c.Name = registry.RunCodeName
	return r.reg.Call(context.WithValue(ctx, hostResumeKey{}, true), c)
}

// parseResume reads run_code's optional resume argument: an object, or
// the same object as JSON text.
func parseResume(raw json.RawMessage) (*Resume, error) {
	if raw == nil || string(raw) == "null" {
		return nil, nil
	}
	var str string
	if json.Unmarshal(raw, &str) == nil { // clients that send every argument as a string
		raw = json.RawMessage(str)
	}
	var res Resume
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&res); err != nil {
		return nil, failure.ArgsError(`invalid resume: expected {"token": string, "decision": "approve"|"deny"}: ` + err.Error())
	}
	if res.Token == "" {
		return nil, failure.ArgsError(`invalid resume: "token" is required`)
	}
	return &res, nil
}

// openResume checks a resume against the call and takes its journal from
// the store (once: a second resume of the token fails). A token for other
// code or another tool set is a divergence, reported before the journal
// is taken so the token stays usable with the right program.
func (r *Runner) openResume(ctx context.Context, res *Resume, code, scope string, tools func() string) (*journal, []ResumeChoice, error) {
	claims, err := openToken(r.opts.SealKey, res.Token, time.Now())
	if err != nil {
		return nil, nil, &failure.Error{Code: failure.InvalidArgs, Message: err.Error(), Err: err}
	}
	if claims.Scope != scope {
		err := fmt.Errorf("%w: it was issued to another caller", ErrTokenInvalid)
		return nil, nil, &failure.Error{Code: failure.InvalidArgs, Message: err.Error(), Err: err}
	}
	if claims.Principal != principal.FromContext(ctx) {
		// Answered as a used token: another principal learns nothing of
		// the run, not even that it exists (AUTH-5).
		return nil, nil, &failure.Error{Code: failure.InvalidArgs, Message: "cannot resume: " + ErrTokenUsed.Error(), Err: ErrTokenUsed}
	}
	if claims.Code != codeHash(code) {
		return nil, nil, divergence("the code differs from the suspended run's code")
	}
	if claims.Tools != tools() {
		return nil, nil, divergence("the tool set differs from the one the suspended run saw")
	}
	if !r.explicit(ctx, res) {
		choices, peek, err := r.personGate(ctx, res, claims)
		if err != nil {
			return nil, nil, err
		}
		if choices != nil { // a person decided: proceed with that, once
			j, err := r.takeJournal(ctx, claims)
			if err != nil {
				return nil, nil, err
			}
			if len(choices) != len(j.Pending) {
				return nil, nil, failure.ArgsError("cannot resume: " + ErrApprovalStale.Error())
			}
			return j, choices, nil
		}
		// No approval record: a drained run, whose interrupted calls the
		// resume decides as before.
		if res.Decision == "" && len(res.Calls) == 0 && len(peek.Pending) > 0 {
			return nil, nil, failure.ArgsError(`invalid resume: "decision" is required ("approve" or "deny")`)
		}
	}
	j, err := r.takeJournal(ctx, claims)
	if err != nil {
		return nil, nil, err
	}
	if j.Approval != "" { // decided by the host's own channel: the page's link dies
		r.approvals.withdraw(ctx, j.Approval)
	}
	choices, err := res.choices(len(j.Pending))
	if err != nil {
		return nil, nil, failure.ArgsError("invalid resume: " + err.Error())
	}
	return j, choices, nil
}

// takeJournal takes the journal claims name from the store (once: a
// second take fails) and checks it against them.
func (r *Runner) takeJournal(ctx context.Context, claims tokenClaims) (*journal, error) {
	b, err := r.opts.State.Take(ctx, journalKey(claims.ID))
	if err != nil {
		if errors.Is(err, state.ErrNotFound) {
			err = ErrTokenUsed
		}
		return nil, &failure.Error{Code: failure.InvalidArgs, Message: "cannot resume: " + err.Error(), Err: err}
	}
	return checkJournal(b, claims)
}

// checkJournal decodes a stored journal and checks it against its token.
func checkJournal(b []byte, claims tokenClaims) (*journal, error) {
	j, err := decodeJournal(b)
	if err != nil {
		return nil, &failure.Error{Code: failure.ToolError, Message: "cannot resume: " + err.Error(), Err: err}
	}
	if j.Code != claims.Code || j.Tools != claims.Tools || j.Scope != claims.Scope || j.Principal != claims.Principal {
		err := fmt.Errorf("%w: journal does not match its token", state.ErrCorrupt)
		return nil, &failure.Error{Code: failure.ToolError, Message: "cannot resume: " + err.Error(), Err: err}
	}
	return j, nil
}

// divergence is the failure of a replay that departed from its journal.
func divergence(msg string) error {
	return &failure.Error{Code: failure.CodeRunFailed, Message: "code run failed (exception): replay diverged: " + msg,
		Err: &failure.CodeRunError{Kind: "exception", Message: "replay diverged: " + msg, Logs: []string{}}}
}

// journalKey is the store key of a journal.
func journalKey(id string) string { return "journal/" + id }
