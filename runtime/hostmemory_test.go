package runtime_test

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"github.com/codemode-go/codemode/runtime"
)

// waitFor waits, without polling, until cond holds of m.
func waitFor(m *runtime.HostMemory, cond func() bool) {
	for {
		ch := m.Changed()
		if cond() {
			return
		}
		<-ch
	}
}

func TestHostMemory(t *testing.T) {
	ctx := context.Background()
	t.Run("fits, then queues until a release", func(t *testing.T) {
		m := runtime.NewHostMemory(100)
		a, b := m.NewHold(), m.NewHold()
		if _, err := a.Reserve(ctx, 70); err != nil {
			t.Fatal(err)
		}
		got := make(chan error, 1)
		go func() { _, err := b.Reserve(ctx, 50); got <- err }()
		waitFor(m, func() bool { return m.Waiting() == 1 })
		if m.Held() != 70 || b.Held() != 0 {
			t.Fatalf("while b waits: held %d, b %d", m.Held(), b.Held())
		}
		a.Release()
		if err := <-got; err != nil {
			t.Fatal(err)
		}
		if m.Held() != 50 || b.Held() != 50 || a.Held() != 0 {
			t.Fatalf("after a's release: held %d, a %d, b %d", m.Held(), a.Held(), b.Held())
		}
		b.Release()
		if m.Held() != 0 {
			t.Fatalf("after both: held %d", m.Held())
		}
	})
	t.Run("early give-back", func(t *testing.T) {
		m := runtime.NewHostMemory(100)
		h := m.NewHold()
		back, err := h.Reserve(ctx, 40)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := h.Reserve(ctx, 30); err != nil {
			t.Fatal(err)
		}
		back()
		back() // once only
		if m.Held() != 30 || h.Held() != 30 {
			t.Fatalf("held %d, hold %d; want 30", m.Held(), h.Held())
		}
		h.Release()
		back()
		if m.Held() != 0 {
			t.Fatalf("held %d after Release", m.Held())
		}
	})
	t.Run("larger than the budget fails at once", func(t *testing.T) {
		m := runtime.NewHostMemory(10 << 20)
		_, err := m.NewHold().Reserve(ctx, 11<<20)
		var hm *runtime.HostMemoryError
		if !errors.As(err, &hm) || hm.Bytes != 11<<20 || hm.Limit != 10<<20 {
			t.Fatalf("got %v", err)
		}
		if want := "an output of 11534336 bytes does not fit the 10 MiB the host's memory budget (--host-memory) keeps for outputs"; err.Error() != want {
			t.Errorf("message %q", err)
		}
	})
	t.Run("a wait ends with its context", func(t *testing.T) {
		m := runtime.NewHostMemory(100)
		full := m.NewHold()
		full.Reserve(ctx, 100)
		cctx, cancel := context.WithCancelCause(ctx)
		why := errors.New("the client went away")
		got := make(chan error, 1)
		go func() { _, err := m.NewHold().Reserve(cctx, 1); got <- err }()
		waitFor(m, func() bool { return m.Waiting() == 1 })
		cancel(why)
		if err := <-got; !errors.Is(err, why) {
			t.Fatalf("got %v, want the cause", err)
		}
		if m.Held() != 100 || m.Waiting() != 0 {
			t.Fatalf("held %d waiting %d", m.Held(), m.Waiting())
		}
	})
	t.Run("after Release nothing is reserved", func(t *testing.T) {
		m := runtime.NewHostMemory(100)
		h := m.NewHold()
		h.Release()
		if _, err := h.Reserve(ctx, 1); err == nil || m.Held() != 0 {
			t.Fatalf("Reserve after Release: %v, held %d", err, m.Held())
		}
	})
	t.Run("context carries the hold", func(t *testing.T) {
		h := runtime.NewHostMemory(1).NewHold()
		if runtime.HoldFrom(ctx) != nil || runtime.HoldFrom(runtime.WithHold(ctx, h)) != h {
			t.Fatal("HoldFrom")
		}
	})
}

// A server makes one budget and, per call, a hold that the backend
// reserves through; it releases the hold once the answer is sent.
func ExampleHostMemory() {
	budget := runtime.NewHostMemory(64 << 20)
	hold := budget.NewHold()
	ctx := runtime.WithHold(context.Background(), hold)
	// The backend, as a 60 MB output arrives:
	if _, err := runtime.HoldFrom(ctx).Reserve(ctx, 60<<20); err != nil {
		fmt.Println(err)
	}
	fmt.Println(budget.Held()>>20, "MiB held")
	// The answer has been sent:
	hold.Release()
	fmt.Println(budget.Held(), "held")
	// Output:
	// 60 MiB held
	// 0 held
}
