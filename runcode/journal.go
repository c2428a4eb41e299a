package runcode

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"sync"

	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/runtime"
	"github.com/codemode-go/codemode/state"
)

// A run's journal: what a run_code run records while it runs (runJournal:
// its completed calls, the time and random values it drew, the calls that
// await approval), what a suspension stores (journal), and how a resumed
// run replays it without repeating a completed call.

// journalVersion is the format of stored journals; a record of another
// version is corrupt to this code.
const journalVersion = 1

// journal is what a suspended run_code run leaves in the Store: enough to
// replay the program from its start without re-executing any call it
// completed, and the calls that await approval.
type journal struct {
	V int `json:"v"`
	// Code is the SHA-256 of the program text; Tools fingerprints the
	// tool set the program saw; Scope is the caller's scope.
	Code  string `json:"code"`
	Tools string `json:"tools"`
	Scope string `json:"scope"`
	// Principal is who the run was made for (registry/principal).
	Principal string `json:"principal,omitempty"`
	// Description is the program's description, for the approval
	// question.
	Description string `json:"description"`
	// Calls are the completed sub-calls, in the order the run answered
	// them.
	Calls []journalCall `json:"calls"`
	// Draws are the time and random values the program read, in order.
	Draws []runtime.Draw `json:"draws"`
	// Pending are the calls that await approval, in call order.
	Pending []PendingCall `json:"pending"`
	// Grants are the approvals already given for the rest of the run.
	Grants grants `json:"grants"`
	// Drained marks a run that a server's drain suspended: its Pending
	// are the calls the drain interrupted, and may be empty.
	Drained bool `json:"drained,omitempty"`
	// Approval names the run's Approval record, where a person's
	// decision on Pending is kept; empty for a drained run.
	Approval string `json:"approval,omitempty"`
}

// journalCall is one completed sub-call: its value, or the message the
// program's ToolCallError carried.
type journalCall struct {
	Tool  string          `json:"tool"`
	Args  json.RawMessage `json:"args"`
	Value json.RawMessage `json:"value,omitempty"`
	Err   *string         `json:"err,omitempty"`
}

// grants are the wider approvals of one run (ApprovalApprovedTool,
// ApprovalApprovedRun).
type grants struct {
	Run   bool     `json:"run,omitempty"`
	Tools []string `json:"tools,omitempty"`
}

func (g *grants) covers(tool string) bool {
	if g.Run {
		return true
	}
	for _, t := range g.Tools {
		if t == tool {
			return true
		}
	}
	return false
}

func (g *grants) add(out registry.ApprovalOutcome, tool string) {
	switch out {
	case registry.ApprovalApprovedRun:
		g.Run = true
	case registry.ApprovalApprovedTool:
		if !g.covers(tool) {
			g.Tools = append(g.Tools, tool)
		}
	}
}

// PendingCall is one call of a suspended run that awaits approval.
type PendingCall struct {
	// Tool names the tool.
	Tool string `json:"tool"`
	// Arguments are the call's arguments as the program sent them.
	Arguments json.RawMessage `json:"arguments"`
}

// encodeJournal serializes j; it fails when the text exceeds limit.
func encodeJournal(j *journal, limit int) ([]byte, error) {
	// Without HTML escaping: arguments and values keep the bytes the
	// replay compares (a "<" would otherwise come back as \u003c, and
	// the resumed call would match no journaled one).
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(j); err != nil {
		return nil, err
	}
	b := bytes.TrimSuffix(buf.Bytes(), []byte("\n"))
	if len(b) > limit {
		return nil, fmt.Errorf("the run's journal is %d bytes, over the %d-byte cap (Options.MaxJournalBytes)", len(b), limit)
	}
	return b, nil
}

// decodeJournal reads a stored journal, checking every field a replay
// relies on. A damaged or truncated record is an error wrapping
// state.ErrCorrupt, never a panic.
func decodeJournal(b []byte) (*journal, error) {
	var j journal
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&j); err != nil {
		return nil, fmt.Errorf("%w: journal: %v", state.ErrCorrupt, err)
	}
	if dec.More() {
		return nil, fmt.Errorf("%w: journal: trailing data", state.ErrCorrupt)
	}
	if j.V != journalVersion {
		return nil, fmt.Errorf("%w: journal: version %d (want %d)", state.ErrCorrupt, j.V, journalVersion)
	}
	if len(j.Code) != 64 || len(j.Tools) != 64 {
		return nil, fmt.Errorf("%w: journal: missing code or tool-set fingerprint", state.ErrCorrupt)
	}
	if len(j.Pending) == 0 && !j.Drained {
		return nil, fmt.Errorf("%w: journal: no pending call", state.ErrCorrupt)
	}
	for i, c := range j.Calls {
		if c.Tool == "" || !json.Valid(c.Args) || (c.Err == nil) == (c.Value == nil) || (c.Value != nil && !json.Valid(c.Value)) {
			return nil, fmt.Errorf("%w: journal: call %d is malformed", state.ErrCorrupt, i+1)
		}
	}
	for i, p := range j.Pending {
		if p.Tool == "" || !json.Valid(p.Arguments) {
			return nil, fmt.Errorf("%w: journal: pending call %d is malformed", state.ErrCorrupt, i+1)
		}
	}
	for i, d := range j.Draws {
		if err := d.Validate(); err != nil {
			return nil, fmt.Errorf("%w: journal: draw %d: %v", state.ErrCorrupt, i+1, err)
		}
	}
	return &j, nil
}

// errSuspended is the cause of a run's context when the run suspends.
var errSuspended = errors.New("run_code suspended: calls await approval")

// runJournal is one run_code run's journal and approval state: what it
// replays (a resumed run), what it records (for its own suspension), and
// whether it suspended or diverged. It is shared by the runtime's
// goroutine (submit, OnIdle, OnDraw, OnLog) and the scheduler's driver.
type runJournal struct {
	mu sync.Mutex

	// Replay of a resumed run; prev is nil for a fresh run.
	prev     *journal
	byKey    map[string][]int // unanswered prev.Calls by tool and arguments, in journal order
	left     int              // prev.Calls not yet answered
	pendUsed []bool           // prev.Pending matched
	choices  []ResumeChoice

	// Recorded by this run.
	calls   []journalCall
	draws   []runtime.Draw
	logs    []string
	grants  grants
	pending []PendingCall

	// size approximates the recorded journal's bytes; past limit the run
	// stops recording (overflow) and can no longer suspend, so a program
	// that reads the clock in a loop cannot grow the host's memory.
	size, limit int
	overflow    bool

	idle, timers bool
	suspended    bool
	diverged     error

	// drained reports that a drain stopped the run (its context ended
	// with ErrDraining); from then on nothing more is recorded, and the
	// calls it interrupted join pending.
	drained     func() bool
	interrupted int
}

// grow accounts n more journal bytes; it reports false (and drops what
// was recorded) once the journal is over its cap. Called with mu held.
func (j *runJournal) grow(n int) bool {
	if j.overflow {
		return false
	}
	j.size += n
	if j.size > j.limit {
		j.overflow = true
		j.calls, j.draws = nil, nil
		return false
	}
	return true
}

// newRunJournal returns the state of a fresh run (prev nil) or of a run
// resumed from prev with one choice per pending call.
func newRunJournal(prev *journal, choices []ResumeChoice, limit int) *runJournal {
	j := &runJournal{limit: limit}
	if prev != nil {
		j.prev = prev
		j.byKey = make(map[string][]int, len(prev.Calls))
		for i, c := range prev.Calls {
			k := callKey(c.Tool, c.Args)
			j.byKey[k] = append(j.byKey[k], i)
		}
		j.left = len(prev.Calls)
		j.pendUsed = make([]bool, len(prev.Pending))
		j.choices = choices
		j.grants = prev.Grants
		j.grants.Tools = append([]string(nil), prev.Grants.Tools...)
		for i, c := range choices {
			if c.Decision == ResumeApprove {
				j.grants.add(c.Grant.outcome(), prev.Pending[i].Tool)
			}
		}
	}
	return j
}

// sources is the request's Sources: replay the journaled draws, record
// every draw.
func (j *runJournal) sources() *runtime.Sources {
	s := &runtime.Sources{OnDraw: func(d runtime.Draw) {
		if j.drained != nil && j.drained() { // drawn after the drain: replay draws anew
			return
		}
		j.mu.Lock()
		if j.grow(24 + 2*len(d.Bytes)) {
			j.draws = append(j.draws, d)
		}
		j.mu.Unlock()
	}}
	if j.prev != nil {
		s.Replay = j.prev.Draws
	}
	return s
}

// log records a console entry for a suspended result.
func (j *runJournal) log(entry string) {
	j.mu.Lock()
	j.logs = append(j.logs, entry)
	j.mu.Unlock()
}

// setIdle records the runtime's idleness.
func (j *runJournal) setIdle(idle, timers bool) {
	j.mu.Lock()
	j.idle, j.timers = idle, timers
	j.mu.Unlock()
}

// answer answers a call from the journal of the run it replays: the first
// unanswered completed call with the same tool and arguments. ok is false
// when the journal has no such call.
func (j *runJournal) answer(tool string, args json.RawMessage) (value json.RawMessage, err error, ok bool) {
	j.mu.Lock()
	defer j.mu.Unlock()
	j.idle = false
	if j.left == 0 {
		return nil, nil, false
	}
	k := callKey(tool, args)
	q := j.byKey[k]
	if len(q) == 0 {
		return nil, nil, false
	}
	c := j.prev.Calls[q[0]]
	if len(q) == 1 {
		delete(j.byKey, k)
	} else {
		j.byKey[k] = q[1:]
	}
	j.left--
	if j.grow(callSize(c)) {
		j.calls = append(j.calls, c)
	}
	if c.Err != nil {
		return nil, errors.New(*c.Err), true
	}
	return clone(c.Value), nil, true
}

// callKey identifies a call by its tool and (compact) arguments.
func callKey(tool string, args json.RawMessage) string {
	return tool + "\x00" + string(args)
}

// choice returns the resume decision for a call that the replayed run
// left pending, if this call is one.
func (j *runJournal) choice(tool string, args json.RawMessage) (ResumeChoice, bool) {
	j.mu.Lock()
	defer j.mu.Unlock()
	if j.prev == nil {
		return ResumeChoice{}, false
	}
	for i, p := range j.prev.Pending {
		if j.pendUsed[i] || p.Tool != tool || string(p.Arguments) != string(args) {
			continue
		}
		j.pendUsed[i] = true
		return j.choices[i], true
	}
	return ResumeChoice{}, false
}

// replaying reports whether completed calls of the replayed run remain
// unanswered: no call may start until they are (nothing runs before the
// replay has caught up, so a divergence executes nothing).
func (j *runJournal) replaying() bool {
	j.mu.Lock()
	defer j.mu.Unlock()
	return j.left > 0
}

// covered reports whether an earlier answer in this run covers tool.
func (j *runJournal) covered(tool string) bool {
	j.mu.Lock()
	defer j.mu.Unlock()
	return j.grants.covers(tool)
}

// approval records an Approver's answer for tool.
func (j *runJournal) approval(out registry.ApprovalOutcome, tool string) {
	j.mu.Lock()
	j.grants.add(out, tool)
	j.mu.Unlock()
}

// record journals a completed call as the program saw it.
func (j *runJournal) record(tool string, args json.RawMessage, res *registry.Result) {
	c := journalCall{Tool: tool, Args: args}
	if res.IsError {
		m := res.Message()
		c.Err = &m
	} else {
		c.Value = res.Value
	}
	j.mu.Lock()
	j.idle = false
	if j.grow(callSize(c)) {
		j.calls = append(j.calls, c)
	}
	j.mu.Unlock()
}

// callSize approximates a journaled call's encoded bytes.
func callSize(c journalCall) int {
	n := 40 + len(c.Tool) + len(c.Args) + len(c.Value)
	if c.Err != nil {
		n += len(*c.Err)
	}
	return n
}

// wait adds a call whose approval is pending.
func (j *runJournal) wait(tool string, args json.RawMessage) {
	j.mu.Lock()
	j.pending = append(j.pending, PendingCall{Tool: tool, Arguments: args})
	j.mu.Unlock()
}

// interrupt adds a call that a drain interrupted: it may or may not have
// taken effect, so a resume decides it like a call awaiting approval.
func (j *runJournal) interrupt(tool string, args json.RawMessage) {
	j.mu.Lock()
	j.pending = append(j.pending, PendingCall{Tool: tool, Arguments: args})
	j.interrupted++
	j.mu.Unlock()
}

// interruptedAny reports whether a drain interrupted a call of the run.
func (j *runJournal) interruptedAny() bool {
	j.mu.Lock()
	defer j.mu.Unlock()
	return j.interrupted > 0
}

// resumable reports why a drained run cannot be resumed, or nil.
func (j *runJournal) resumable() error {
	j.mu.Lock()
	defer j.mu.Unlock()
	switch {
	case j.overflow:
		return errors.New("its journal passed the cap (Options.MaxJournalBytes)")
	case j.left > 0:
		return errors.New("its replay had not caught up with the journal it resumed")
	case j.diverged != nil:
		return j.diverged
	}
	return nil
}

// hasPending reports whether a call of this run awaits approval.
func (j *runJournal) hasPending() bool {
	j.mu.Lock()
	defer j.mu.Unlock()
	return len(j.pending) > 0
}

// settle decides, when the scheduler is quiet (nothing in flight or
// waiting to commit; queued says whether calls wait in its queue),
// whether the run suspends or has diverged. It returns the cause to end
// the run with, or nil.
func (j *runJournal) settle(queued bool) error {
	j.mu.Lock()
	defer j.mu.Unlock()
	switch {
	case j.suspended || j.diverged != nil || !j.idle:
		return nil
	case j.left > 0 && !j.timers:
		j.diverged = j.missing()
		return j.diverged
	case len(j.pending) > 0 && !queued:
		j.suspended = true
		return errSuspended
	}
	return nil
}

// missing describes the first journaled call the replay has not repeated.
func (j *runJournal) missing() error {
	first := -1
	for _, q := range j.byKey {
		if first < 0 || q[0] < first {
			first = q[0]
		}
	}
	if first < 0 {
		return nil
	}
	c := j.prev.Calls[first]
	return fmt.Errorf("%sthe program did not repeat call %d of the suspended run, tools.%s(%s); it waits on other calls instead", runtime.ReplayDivergedPrefix, first+1, c.Tool, c.Args)
}

// finished is called when the program settled on its own. A replay that
// did not repeat every journaled call diverged; a program that finished
// with calls awaiting approval suspends (those calls still have to run).
func (j *runJournal) finished() {
	j.mu.Lock()
	defer j.mu.Unlock()
	if j.diverged != nil || j.suspended {
		return
	}
	if j.left > 0 {
		j.diverged = j.missing()
		return
	}
	if len(j.pending) > 0 {
		j.suspended = true
	}
}

// outcome returns the run's suspension or divergence after it ended.
func (j *runJournal) outcome() (suspended bool, diverged error) {
	j.mu.Lock()
	defer j.mu.Unlock()
	return j.suspended, j.diverged
}

// snapshot is the journal a suspension stores; drained marks a run that a
// drain suspended.
func (j *runJournal) snapshot(code, tools, scope, who, desc string, drained bool) *journal {
	j.mu.Lock()
	defer j.mu.Unlock()
	return &journal{
		V: journalVersion, Code: code, Tools: tools, Scope: scope, Principal: who, Description: desc, Drained: drained,
		Calls: append([]journalCall{}, j.calls...), Draws: append([]runtime.Draw{}, j.draws...),
		Pending: append([]PendingCall{}, j.pending...),
		Grants:  grants{Run: j.grants.Run, Tools: append([]string(nil), j.grants.Tools...)},
	}
}
