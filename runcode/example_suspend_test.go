package runcode_test

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/runcode"
	"github.com/codemode-go/codemode/runtime/inprocess"
)

// An Approver that answers "later" suspends the run; Resume replays it
// from its journal once the user decided, without repeating the calls
// that completed.
func ExampleRunner_Resume() {
	rt, _ := inprocess.New(nil)
	defer rt.Close()
	r, _ := newRig(&registry.Options{
		Mode: registry.ModeCode,
		PreExecute: []registry.PreExecute{func(_ context.Context, e *registry.Execution) (registry.Decision, error) {
			if e.Tool() == "send" {
				return registry.Decision{Kind: registry.Ask}, nil
			}
			return registry.Decision{}, nil
		}},
		Approver: registry.Approver(func(context.Context, registry.ApprovalRequest) (registry.ApprovalOutcome, error) {
			return registry.ApprovalPending, nil
		}),
	}, &runcode.Options{Runtime: rt})
	for _, name := range []string{"draft", "send"} {
		_, _ = r.Register(registry.Tool{Name: name, Execute: func(_ context.Context, e *registry.Execution) (json.RawMessage, error) {
			fmt.Println("ran", e.Tool())
			return e.Arguments(), nil
		}})
	}
	call := registry.Call{ID: "c1", Name: registry.RunCodeName, Arguments: json.RawMessage(
		`{"description": "Draft and send a note", "code": "const d = await tools.draft({text: 'hi'}); return await tools.send(d)"}`)}

	s, _ := runcode.SuspensionOf(r.Call(context.Background(), call))
	fmt.Println(s.Status, s.Pending[0].Tool, string(s.Pending[0].Arguments))

	res := r.Resume(context.Background(), call, runcode.Resume{Token: s.Resume, Decision: runcode.ResumeApprove})
	fmt.Println(string(res.Value))
	// Output:
	// ran draft
	// suspended send {"text":"hi"}
	// ran send
	// {"logs":[],"value":{"text":"hi"}}
}
