// Package storetest checks that a state.Store keeps the seam's contract. Each
// implementation's tests call Run with a function that opens a fresh, empty
// store; shared stores may be opened twice over the same data to check that
// two handles (two replicas) see one another's writes.
package storetest

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/codemode-go/codemode/state"
)

// Opener opens a fresh, empty store for one subtest. The store is closed by
// the subtest.
type Opener func(t *testing.T) state.Store

// Run runs the contract's subtests against the stores open makes.
func Run(t *testing.T, open Opener) {
	t.Run("GetPut", func(t *testing.T) { testGetPut(t, open(t)) })
	t.Run("Take", func(t *testing.T) { testTake(t, open(t)) })
	t.Run("TakeOnce", func(t *testing.T) { testTakeOnce(t, open(t)) })
	t.Run("Update", func(t *testing.T) { testUpdate(t, open(t)) })
	t.Run("UpdateConcurrent", func(t *testing.T) { testUpdateConcurrent(t, open(t)) })
	t.Run("Keys", func(t *testing.T) { testKeys(t, open(t)) })
	t.Run("Expiry", func(t *testing.T) { testExpiry(t, open(t)) })
	t.Run("Closed", func(t *testing.T) { testClosed(t, open(t)) })
	t.Run("PutParts", func(t *testing.T) { testPutParts(t, open(t)) })
}

// testPutParts: state.PutParts stores the concatenation of its parts,
// small and large (over a file store's blob size), replacing a value,
// whether the store takes parts or not.
func testPutParts(t *testing.T, s state.Store) {
	defer s.Close()
	ctx := context.Background()
	big := bytes.Repeat([]byte("0123456789abcdef"), 1<<17) // 2 MiB
	for _, parts := range [][][]byte{
		{[]byte("head "), []byte("body"), []byte(" tail")},
		{[]byte(`{"logs":[],"value":`), big, []byte("}\n{}")},
		{[]byte("only")},
		{{}, []byte("after an empty part"), {}},
	} {
		if err := state.PutParts(ctx, s, "result/p", parts, time.Hour); err != nil {
			t.Fatalf("PutParts: %v", err)
		}
		got, err := s.Get(ctx, "result/p")
		if want := bytes.Join(parts, nil); err != nil || !bytes.Equal(got, want) {
			t.Fatalf("Get after PutParts of %d bytes: %d bytes, %v", len(want), len(got), err)
		}
	}
}

func testGetPut(t *testing.T, s state.Store) {
	defer s.Close()
	ctx := context.Background()
	if _, err := s.Get(ctx, "a/x"); !errors.Is(err, state.ErrNotFound) {
		t.Fatalf("Get of an absent key: %v, want ErrNotFound", err)
	}
	for _, v := range [][]byte{[]byte("one"), {}, bytes.Repeat([]byte{0, 0xff}, 70000)} {
		if err := s.Put(ctx, "a/x", v, 0); err != nil {
			t.Fatalf("Put: %v", err)
		}
		got, err := s.Get(ctx, "a/x")
		if err != nil || !bytes.Equal(got, v) {
			t.Fatalf("Get after Put of %d bytes: %d bytes, %v", len(v), len(got), err)
		}
	}
	if err := s.Delete(ctx, "a/x"); err != nil {
		t.Fatalf("Delete: %v", err)
	}
	if err := s.Delete(ctx, "a/x"); err != nil {
		t.Fatalf("Delete of an absent key: %v", err)
	}
	if _, err := s.Get(ctx, "a/x"); !errors.Is(err, state.ErrNotFound) {
		t.Fatalf("Get after Delete: %v, want ErrNotFound", err)
	}
}

func testTake(t *testing.T, s state.Store) {
	defer s.Close()
	ctx := context.Background()
	if _, err := s.Take(ctx, "t"); !errors.Is(err, state.ErrNotFound) {
		t.Fatalf("Take of an absent key: %v, want ErrNotFound", err)
	}
	s.Put(ctx, "t", []byte("v"), time.Hour)
	if v, err := s.Take(ctx, "t"); err != nil || string(v) != "v" {
		t.Fatalf("Take = %q, %v", v, err)
	}
	if _, err := s.Get(ctx, "t"); !errors.Is(err, state.ErrNotFound) {
		t.Fatalf("Get after Take: %v, want ErrNotFound", err)
	}
}

func testTakeOnce(t *testing.T, s state.Store) {
	defer s.Close()
	ctx := context.Background()
	for round := range 5 {
		key := fmt.Sprintf("token/%d", round)
		if err := s.Put(ctx, key, []byte("x"), time.Hour); err != nil {
			t.Fatal(err)
		}
		var wins atomic.Int32
		var wg sync.WaitGroup
		for range 8 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				if _, err := s.Take(ctx, key); err == nil {
					wins.Add(1)
				} else if !errors.Is(err, state.ErrNotFound) {
					t.Errorf("Take: %v", err)
				}
			}()
		}
		wg.Wait()
		if wins.Load() != 1 {
			t.Fatalf("round %d: %d concurrent Takes got the value, want exactly 1", round, wins.Load())
		}
	}
}

func testUpdate(t *testing.T, s state.Store) {
	defer s.Close()
	ctx := context.Background()
	err := s.Update(ctx, "u", 0, func(old []byte) ([]byte, error) {
		if old != nil {
			t.Errorf("Update of an absent key saw %q, want nil", old)
		}
		return []byte("1"), nil
	})
	if err != nil {
		t.Fatal(err)
	}
	s.Update(ctx, "u", 0, func(old []byte) ([]byte, error) { return append(old, '2'), nil })
	if v, _ := s.Get(ctx, "u"); string(v) != "12" {
		t.Fatalf("after two Updates: %q, want 12", v)
	}
	boom := errors.New("boom")
	if err := s.Update(ctx, "u", 0, func([]byte) ([]byte, error) { return []byte("no"), boom }); !errors.Is(err, boom) {
		t.Fatalf("Update whose fn fails: %v, want its error", err)
	}
	if v, _ := s.Get(ctx, "u"); string(v) != "12" {
		t.Fatalf("a failed Update wrote: %q", v)
	}
}

func testUpdateConcurrent(t *testing.T, s state.Store) {
	defer s.Close()
	ctx := context.Background()
	const n = 20
	var wg sync.WaitGroup
	for range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if err := s.Update(ctx, "counter", 0, func(old []byte) ([]byte, error) {
				return append(bytes.Clone(old), '+'), nil
			}); err != nil {
				t.Errorf("Update: %v", err)
			}
		}()
	}
	wg.Wait()
	if v, _ := s.Get(ctx, "counter"); len(v) != n {
		t.Fatalf("%d concurrent Updates left %d marks: updates were lost", n, len(v))
	}
}

func testKeys(t *testing.T, s state.Store) {
	defer s.Close()
	ctx := context.Background()
	for _, k := range []string{"b/2", "a/1", "b/1", "bb/1"} {
		s.Put(ctx, k, []byte(k), 0)
	}
	keys, err := s.Keys(ctx, "b/")
	if err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(keys) != "[b/1 b/2]" {
		t.Fatalf("Keys(b/) = %v, want [b/1 b/2]", keys)
	}
}

func testExpiry(t *testing.T, s state.Store) {
	defer s.Close()
	ctx := context.Background()
	s.Put(ctx, "e/short", []byte("x"), 50*time.Millisecond)
	s.Put(ctx, "e/long", []byte("x"), time.Hour)
	time.Sleep(120 * time.Millisecond)
	if _, err := s.Get(ctx, "e/short"); !errors.Is(err, state.ErrNotFound) {
		t.Fatalf("Get of an expired key: %v, want ErrNotFound", err)
	}
	if _, err := s.Take(ctx, "e/short"); !errors.Is(err, state.ErrNotFound) {
		t.Fatalf("Take of an expired key: %v, want ErrNotFound", err)
	}
	if keys, _ := s.Keys(ctx, "e/"); fmt.Sprint(keys) != "[e/long]" {
		t.Fatalf("Keys lists expired records: %v", keys)
	}
}

func testClosed(t *testing.T, s state.Store) {
	ctx := context.Background()
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Get(ctx, "k"); !errors.Is(err, state.ErrClosed) {
		t.Fatalf("Get after Close: %v, want ErrClosed", err)
	}
	if err := s.Put(ctx, "k", nil, 0); !errors.Is(err, state.ErrClosed) {
		t.Fatalf("Put after Close: %v, want ErrClosed", err)
	}
}

// CapOpener opens a fresh, empty store whose byte cap (keys plus values)
// is maxBytes.
type CapOpener func(t *testing.T, maxBytes int64) state.Store

// RunCap checks a capped store's eviction classes: the cap evicts only
// evictable records (state.Evictable: result handles), oldest first;
// journals, the seal key and every other family stay whatever the cap; an
// evictable record that cannot fit is refused with state.ErrFull.
func RunCap(t *testing.T, open CapOpener) {
	s := open(t, 100)
	defer s.Close()
	ctx := context.Background()
	v := func(n int) []byte { return bytes.Repeat([]byte("x"), n) }
	steps := []struct {
		key  string
		size int
		err  error
	}{
		{"seal/key", 20, nil},  // 28 bytes, 28 held
		{"journal/a", 20, nil}, // 29, 57
		{"result/1", 20, nil},  // 28, 85
		{"result/2", 20, nil},  // 28: evicts result/1, 85
		{"journal/b", 40, nil}, // 49: evicts result/2, 106 (over the cap, never evicted)
		{"result/3", 10, state.ErrFull},
		{"oauth/grant", 10, nil}, // protected: written over the cap
	}
	for _, st := range steps {
		err := s.Put(ctx, st.key, v(st.size), time.Hour)
		if (st.err == nil) != (err == nil) || (st.err != nil && !errors.Is(err, st.err)) {
			t.Fatalf("Put %s: %v, want %v", st.key, err, st.err)
		}
	}
	for _, k := range []string{"seal/key", "journal/a", "journal/b", "oauth/grant"} {
		if _, err := s.Get(ctx, k); err != nil {
			t.Errorf("%s, a family the cap never evicts, is gone: %v", k, err)
		}
	}
	for _, k := range []string{"result/1", "result/2", "result/3"} {
		if _, err := s.Get(ctx, k); !errors.Is(err, state.ErrNotFound) {
			t.Errorf("%s: %v, want it evicted or refused", k, err)
		}
	}
	// Once a protected record goes, evictable ones fit again.
	if err := s.Delete(ctx, "journal/b"); err != nil {
		t.Fatal(err)
	}
	if err := s.Put(ctx, "result/4", v(10), time.Hour); err != nil {
		t.Fatalf("result after room was freed: %v", err)
	}
}
