package state_test

import (
	"context"
	"errors"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/codemode-go/codemode/state"
	"github.com/codemode-go/codemode/state/storetest"
)

func TestMemoryBasics(t *testing.T) {
	ctx := context.Background()
	m := state.NewMemory(nil)
	if _, err := m.Get(ctx, "a"); !errors.Is(err, state.ErrNotFound) {
		t.Fatalf("Get absent: %v, want ErrNotFound", err)
	}
	if err := m.Put(ctx, "a", []byte("1"), 0); err != nil {
		t.Fatal(err)
	}
	if v, err := m.Get(ctx, "a"); err != nil || string(v) != "1" {
		t.Fatalf("Get = %q, %v", v, err)
	}
	if err := m.Update(ctx, "a", 0, func(old []byte) ([]byte, error) { return append(old, '2'), nil }); err != nil {
		t.Fatal(err)
	}
	if v, _ := m.Get(ctx, "a"); string(v) != "12" {
		t.Fatalf("after Update: %q", v)
	}
	boom := errors.New("boom")
	if err := m.Update(ctx, "a", 0, func([]byte) ([]byte, error) { return nil, boom }); !errors.Is(err, boom) {
		t.Fatalf("Update error: %v", err)
	}
	m.Put(ctx, "b/1", nil, 0)
	m.Put(ctx, "b/0", nil, 0)
	if keys, _ := m.Keys(ctx, "b/"); len(keys) != 2 || keys[0] != "b/0" {
		t.Fatalf("Keys = %v", keys)
	}
	if v, err := m.Take(ctx, "a"); err != nil || string(v) != "12" {
		t.Fatalf("Take = %q, %v", v, err)
	}
	if _, err := m.Take(ctx, "a"); !errors.Is(err, state.ErrNotFound) {
		t.Fatalf("second Take: %v", err)
	}
	m.Close()
	if err := m.Put(ctx, "a", nil, 0); !errors.Is(err, state.ErrClosed) {
		t.Fatalf("Put after Close: %v", err)
	}
}

func TestMemoryExpiryAndCap(t *testing.T) {
	ctx := context.Background()
	now := time.Unix(0, 0)
	m := state.NewMemory(&state.MemoryOptions{MaxBytes: 20, Now: func() time.Time { return now }})
	m.Put(ctx, "result/a", []byte("12"), time.Minute) // 10 bytes
	m.Put(ctx, "result/b", []byte("12"), 0)           // 20 bytes
	m.Put(ctx, "result/c", []byte("12"), 0)           // evicts a, the oldest
	if _, err := m.Get(ctx, "result/a"); !errors.Is(err, state.ErrNotFound) {
		t.Fatalf("a not evicted: %v", err)
	}
	if got := m.Bytes(); got != 20 {
		t.Fatalf("Bytes = %d, want 20", got)
	}
	m.Put(ctx, "result/b", []byte("x"), time.Second)
	now = now.Add(time.Second)
	if _, err := m.Get(ctx, "result/b"); !errors.Is(err, state.ErrNotFound) {
		t.Fatalf("b not expired: %v", err)
	}
}

func TestMemoryCapClasses(t *testing.T) {
	storetest.RunCap(t, func(t *testing.T, n int64) state.Store { return state.NewMemory(&state.MemoryOptions{MaxBytes: n}) })
}

func TestMemoryTakeOnce(t *testing.T) {
	ctx := context.Background()
	m := state.NewMemory(nil)
	m.Put(ctx, "token", []byte("x"), 0)
	var wins atomic.Int32
	var wg sync.WaitGroup
	for range 16 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if _, err := m.Take(ctx, "token"); err == nil {
				wins.Add(1)
			}
		}()
	}
	wg.Wait()
	if wins.Load() != 1 {
		t.Fatalf("%d Takes won, want 1", wins.Load())
	}
}
