package runcode_test

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/runcode"
	"github.com/codemode-go/codemode/runtime/inprocess"
)

// A model's resume proceeds only with the decision a person recorded on
// the run's Approval (here through Approvals.Decide, as the approval page
// and `codemode approvals` do); its own "decision" is ignored.
func ExampleApprovals_Decide() {
	rt, _ := inprocess.New(nil)
	defer rt.Close()
	r, _ := newRig(askNested(), &runcode.Options{Runtime: rt})
	_, _ = r.Register(registry.Tool{Name: "send", Execute: func(_ context.Context, e *registry.Execution) (json.RawMessage, error) {
		fmt.Println("sent", string(e.Arguments()))
		return json.RawMessage(`"ok"`), nil
	}})
	code := `return await tools.send({ to: "ops" })`
	call := func(resume any) *registry.Result {
		args, _ := json.Marshal(map[string]any{"code": code, "description": "Tell ops", "resume": resume})
		return r.Call(context.Background(), registry.Call{ID: "c", Name: registry.RunCodeName, Arguments: args})
	}
	s, _ := runcode.SuspensionOf(call(nil))

	again, _ := runcode.SuspensionOf(call(map[string]string{"token": s.Resume, "decision": "approve"}))
	fmt.Println("the model's own decision:", again.Status)

	ap, _ := r.Approvals().Get(context.Background(), s.Approval.ID)
	_ = r.Approvals().Decide(context.Background(), ap.ID, ap.Bind, runcode.Uniform(len(ap.Pending), runcode.ResumeApprove, runcode.GrantCall, "example"))
	fmt.Println(string(call(map[string]string{"token": s.Resume}).Value))
	// Output:
	// the model's own decision: suspended
	// sent {"to":"ops"}
	// {"logs":[],"value":"ok"}
}
