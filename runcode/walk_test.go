//go:build walk

package runcode_test

import (
	"context"
	"encoding/json"
	"os"
	"testing"

	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/runcode"
	"github.com/codemode-go/codemode/runtime/inprocess"
)

// TestWalk makes one run_code call with one nested tool call, after a
// warm-up call, and a second identical one when CODEMODE_WALK_TWICE is
// set: scripts/walk-run-code compares the coverage counts of the two runs
// to list the files that a run_code call crosses.
func TestWalk(t *testing.T) {
	rt, err := inprocess.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	defer rt.Close()
	r, _ := registry.New(&registry.Options{Mode: registry.ModeCode})
	runcode.New(r, &runcode.Options{Runtime: rt})
	r.Register(registry.Tool{Name: "upper", Execute: func(ctx context.Context, e *registry.Execution) (json.RawMessage, error) {
		return json.Marshal("HI")
	}})
	code, _ := json.Marshal(map[string]string{"code": `return await tools.upper({ text: "hi" })`, "description": "walk"})
	calls := 1
	if os.Getenv("CODEMODE_WALK_TWICE") != "" {
		calls = 2
	}
	for i := range calls {
		if res := r.Call(context.Background(), registry.Call{ID: "c" + string(rune('0'+i)), Name: registry.RunCodeName, Arguments: code}); res.IsError {
			t.Fatalf("run_code: %s", res.Message())
		}
	}
}
