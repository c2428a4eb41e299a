package runcode

import (
	"encoding/json"

	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/registry/failure"
)

// The events of a run's sub-calls, which the Runner sends to the
// registry's Observer (registry.Options.Observer) beside the pipeline's
// own call-start and call-settle.

// CodeDispatchStart is emitted when the run_code scheduler starts a
// sub-call (RC-36); queued calls that are abandoned never get one.
type CodeDispatchStart struct {
	RootCallID   string          `json:"rootCallId"`
	ParentCallID string          `json:"parentCallId"`
	SubCallID    string          `json:"subCallId"`
	Tool         string          `json:"tool"`
	Arguments    json.RawMessage `json:"arguments"`
}

// CodeDispatch is emitted once per started sub-call when it has committed
// (RC-37), before run_code settles (RC-39).
type CodeDispatch struct {
	RootCallID   string             `json:"rootCallId"`
	ParentCallID string             `json:"parentCallId"`
	SubCallID    string             `json:"subCallId"`
	Tool         string             `json:"tool"`
	Arguments    json.RawMessage    `json:"arguments"`
	IsError      bool               `json:"isError"`
	Code         failure.Code       `json:"code,omitempty"`
	Content      []registry.Content `json:"content"`
}

// EventType returns "code-dispatch-start".
func (CodeDispatchStart) EventType() string { return "code-dispatch-start" }

// EventType returns "code-dispatch".
func (CodeDispatch) EventType() string { return "code-dispatch" }
