package runcode_test

import (
	"context"
	"encoding/json"
	"errors"
	"testing"
	"time"

	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/registry/principal"
	"github.com/codemode-go/codemode/runcode"
	"github.com/codemode-go/codemode/runtime"
	"github.com/codemode-go/codemode/runtime/inprocess"
	"github.com/codemode-go/codemode/state"
)

// TestResultQuotaPerPrincipal: client B's large outputs evict B's own
// older handles once B is over its quota; client A's handle, kept first,
// survives the flood.
func TestResultQuotaPerPrincipal(t *testing.T) {
	rt, err := inprocess.New(&runtime.Options{MaxOutputBytes: 1 << 20, MemoryBytes: 1 << 30, Compute: 20 * time.Second, Wall: 40 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { rt.Close() })
	reg, err := newRig(&registry.Options{Mode: registry.ModeCode}, &runcode.Options{Runtime: rt, State: state.NewMemory(nil), MaxOutputBytes: 1024, ResultQuota: 35_000})
	if err != nil {
		t.Fatal(err)
	}
	keep := func(who string) string {
		t.Helper()
		res := reg.Call(principal.NewContext(context.Background(), who), runCode(`return "q".repeat(10000)`))
		var out runOut
		if res.IsError || json.Unmarshal(res.Value, &out) != nil || out.Handle == "" {
			t.Fatalf("%s: %s", who, res.Value)
		}
		return out.Handle
	}
	a := keep("client-a")
	var b []string
	for range 6 {
		b = append(b, keep("client-b"))
	}
	ctxA := principal.NewContext(context.Background(), "client-a")
	ctxB := principal.NewContext(context.Background(), "client-b")
	if _, err := reg.Result(ctxA, "", a, nil); err != nil {
		t.Errorf("client A's handle after B's flood: %v", err)
	}
	for i, h := range b {
		_, err := reg.Result(ctxB, "", h, nil)
		if old := i < 3; old != errors.Is(err, runcode.ErrResultNotFound) {
			t.Errorf("B's handle %d: %v (want evicted: %v)", i, err, old)
		}
	}
}
