package runcode_test

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/runcode"
	"github.com/codemode-go/codemode/runtime/inprocess"
	"github.com/codemode-go/codemode/state"
)

// A server that stops a run_code call with ErrDraining (its drain ran
// out) gets a suspension, not an abort: the calls that completed are
// journaled in the shared store, the one it interrupted is pending, and
// another registry over the same store and seal key resumes the run.
func Example_drain() {
	store := state.NewMemory(nil)
	key := []byte("a seal key shared by the replicas")
	ctx, stop := context.WithCancelCause(context.Background())
	replica := func(name string) *rig {
		rt, _ := inprocess.New(nil)
		r, _ := newRig(&registry.Options{Mode: registry.ModeCode}, &runcode.Options{Runtime: rt, State: store, SealKey: key})
		_, _ = r.Register(registry.Tool{Name: "fetch", Execute: func(ctx context.Context, e *registry.Execution) (json.RawMessage, error) {
			fmt.Println(name, "fetches", string(e.Arguments()))
			if name == "A" && string(e.Arguments()) == `{"page":2}` {
				stop(fmt.Errorf("replica A is stopping: %w", registry.ErrDraining))
				<-ctx.Done()
				return nil, context.Cause(ctx)
			}
			return e.Arguments(), nil
		}})
		return r
	}
	a, b := replica("A"), replica("B")
	call := registry.Call{ID: "c1", Name: registry.RunCodeName, Arguments: json.RawMessage(
		`{"description": "Fetch two pages", "code": "const p1 = await tools.fetch({page: 1}); const p2 = await tools.fetch({page: 2}); return [p1, p2]"}`)}

	s, _ := runcode.SuspensionOf(a.Call(ctx, call))
	fmt.Println(s.Status, s.Pending[0].Tool, string(s.Pending[0].Arguments))

	res := b.Resume(context.Background(), call, runcode.Resume{Token: s.Resume, Decision: runcode.ResumeApprove})
	fmt.Println(string(res.Value))
	// Output:
	// A fetches {"page":1}
	// A fetches {"page":2}
	// suspended fetch {"page":2}
	// B fetches {"page":2}
	// {"logs":[],"value":[{"page":1},{"page":2}]}
}
