package runcode

import (
	"bytes"
	"encoding/json"
	"fmt"

	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/runtime"
	"github.com/codemode-go/codemode/state"
)

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
	b, err := json.Marshal(j)
	if err != nil {
		return nil, err
	}
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
