package process

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/codemode-go/codemode/runtime"
)

// TestCompletionReservesHostMemory (#44 item 4, OUT-11): a worker's large
// completion is read only once its bytes fit the host's memory budget,
// reserved through the run's hold until the caller releases it: a second
// large output waits for the first's release, one larger than the whole
// budget fails as output-limit naming --host-memory, and a wait ends with
// the run's context.
func TestCompletionReservesHostMemory(t *testing.T) {
	rt := newRT(t, &runtime.Options{MaxOutputBytes: 16 << 20}, &Options{Workers: 2})
	budget := runtime.NewHostMemory(4 << 20)
	run := func(ctx context.Context, h *runtime.Hold, n string) runtime.Result {
		res, err := rt.Run(runtime.WithHold(ctx, h), runtime.Request{Program: `return "x".repeat(` + n + `)`})
		if err != nil {
			t.Error(err)
		}
		return res
	}
	waitFor := func(cond func() bool) {
		for {
			ch := budget.Changed()
			if cond() {
				return
			}
			<-ch
		}
	}
	ctx := context.Background()

	a := budget.NewHold()
	if res := run(ctx, a, "3e6"); res.Error != nil || len(res.Value) != 3e6+2 {
		t.Fatalf("first output: %+v", res.Error)
	}
	if held := a.Held(); held < 3e6 || held > 4<<20 {
		t.Fatalf("the first output holds %d bytes of the budget", held)
	}
	b := budget.NewHold()
	second := make(chan runtime.Result, 1)
	go func() { second <- run(ctx, b, "3e6") }()
	waitFor(func() bool { return budget.Waiting() == 1 })
	select {
	case res := <-second:
		t.Fatalf("the second output was read while the first held the budget: %+v", res.Error)
	default:
	}
	a.Release() // the first answer is sent
	if res := <-second; res.Error != nil || len(res.Value) != 3e6+2 {
		t.Fatalf("second output: %+v", res.Error)
	}
	if b.Held() < 3e6 {
		t.Fatalf("the second output holds %d bytes", b.Held())
	}

	// While b holds the budget, a third waits, and its client leaves.
	cctx, cancel := context.WithCancelCause(ctx)
	third := make(chan runtime.Result, 1)
	go func() { third <- run(cctx, budget.NewHold(), "3e6") }()
	waitFor(func() bool { return budget.Waiting() == 1 })
	cancel(errors.New("client gone"))
	if res := <-third; res.Error == nil || res.Error.Kind != runtime.KindAbort || !strings.Contains(res.Error.Message, "client gone") {
		t.Fatalf("a wait cancelled: %+v", res.Error)
	}
	b.Release()

	// Larger than the whole budget: refused at once, not queued.
	res := run(ctx, budget.NewHold(), "5e6")
	if res.Error == nil || res.Error.Kind != runtime.KindOutputLimit || !strings.Contains(res.Error.Message, "--host-memory") {
		t.Fatalf("an output over the budget: %+v", res.Error)
	}
	if budget.Held() != 0 {
		t.Fatalf("%d bytes still held", budget.Held())
	}
	// The runtime still serves runs.
	if res := run(ctx, budget.NewHold(), "3"); res.Error != nil || string(res.Value) != `"xxx"` {
		t.Fatalf("after: %+v %s", res.Error, res.Value)
	}
}
