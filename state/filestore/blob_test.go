package filestore

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"runtime/metrics"
	"testing"
	"time"

	"github.com/codemode-go/codemode/state"
)

func blobFiles(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(filepath.Join(dir, BlobDirName))
	if err != nil && !errors.Is(err, os.ErrNotExist) {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return names
}

// TestLargeValuesInBlobFiles (#44 item 4): a value of blobMin bytes or
// more is kept in a file of its own, read back whole, counted in Bytes,
// and its file goes with its record however the record goes: replaced,
// deleted, taken, expired, evicted; a file no record names (a crash
// between the two writes) is swept at the next open, and a missing or
// damaged file reads as ErrCorrupt.
func TestLargeValuesInBlobFiles(t *testing.T) {
	defer func(old int) { blobMin = old }(blobMin)
	blobMin = 1 << 10
	ctx := context.Background()
	dir := t.TempDir()
	now := time.Unix(1_800_000_000, 0)
	s, err := Open(dir, &Options{MaxBytes: 10 << 10, Now: func() time.Time { return now }})
	if err != nil {
		t.Fatal(err)
	}
	big := func(c byte) []byte { return bytes.Repeat([]byte{c}, 3<<10) }
	steps := []struct {
		name  string
		do    func() error
		files int
	}{
		{"put", func() error { return s.Put(ctx, "result/a", big('a'), time.Hour) }, 1},
		{"small stays inline", func() error { return s.Put(ctx, "journal/j", []byte("small"), 0) }, 1},
		{"replace", func() error { return s.Put(ctx, "result/a", big('b'), time.Hour) }, 1},
		{"update", func() error {
			return s.Update(ctx, "result/a", time.Hour, func(old []byte) ([]byte, error) {
				if !bytes.Equal(old, big('b')) {
					t.Errorf("Update saw %d bytes of %q", len(old), old[:1])
				}
				return big('c'), nil
			})
		}, 1},
		{"second", func() error { return s.Put(ctx, "result/b", big('d'), time.Hour) }, 2},
		{"third", func() error { return s.Put(ctx, "result/c", big('e'), time.Minute) }, 3},
		{"evicts the oldest", func() error { return s.Put(ctx, "result/d", big('f'), time.Hour) }, 3},
		{"delete", func() error { return s.Delete(ctx, "result/b") }, 2},
		{"take", func() error {
			v, err := s.Take(ctx, "result/d")
			if err == nil && !bytes.Equal(v, big('f')) {
				t.Errorf("Take read %d bytes", len(v))
			}
			return err
		}, 1},
	}
	for _, st := range steps {
		if err := st.do(); err != nil {
			t.Fatalf("%s: %v", st.name, err)
		}
		if got := blobFiles(t, dir); len(got) != st.files {
			t.Errorf("after %s: %d blob files %v, want %d", st.name, len(got), got, st.files)
		}
	}
	if _, err := s.Get(ctx, "result/a"); !errors.Is(err, state.ErrNotFound) {
		t.Errorf("the oldest result survived eviction: %v", err)
	}
	if v, err := s.Get(ctx, "result/c"); err != nil || !bytes.Equal(v, big('e')) {
		t.Errorf("Get result/c: %d bytes, %v", len(v), err)
	}
	if want := int64(len("journal/j") + len("small") + len("result/c") + 3<<10); s.Bytes() != want {
		t.Errorf("Bytes = %d, want %d", s.Bytes(), want)
	}
	s.Close()

	// A crash's orphan is swept at the next open; the live file stays.
	if err := os.WriteFile(filepath.Join(dir, BlobDirName, "0123456789abcdef0123456789abcdef"), []byte("orphan"), 0o600); err != nil {
		t.Fatal(err)
	}
	now = now.Add(2 * time.Minute) // result/c has expired
	s, err = Open(dir, &Options{MaxBytes: 10 << 10, Now: func() time.Time { return now }})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if got := blobFiles(t, dir); len(got) != 0 {
		t.Errorf("after a reopen past the expiry: blob files %v, want none", got)
	}
	if err := s.Put(ctx, "result/e", big('g'), 0); err != nil {
		t.Fatal(err)
	}
	name := blobFiles(t, dir)[0]
	for _, damage := range []func(p string) error{
		func(p string) error { return os.WriteFile(p, bytes.Repeat([]byte{'x'}, 3<<10), 0o600) },
		func(p string) error { return os.WriteFile(p, []byte("short"), 0o600) },
		os.Remove,
	} {
		if err := damage(filepath.Join(dir, BlobDirName, name)); err != nil {
			t.Fatal(err)
		}
		if _, err := s.Get(ctx, "result/e"); !errors.Is(err, state.ErrCorrupt) {
			t.Errorf("Get over a damaged blob file: %v, want ErrCorrupt", err)
		}
	}
	if err := s.Delete(ctx, "result/e"); err != nil {
		t.Fatalf("Delete of a record whose blob is gone: %v", err)
	}
}

// TestPutLargeHoldsValueOnce: storing a large value allocates far less
// than the value on the heap; bbolt alone held it three times over.
func TestPutLargeHoldsValueOnce(t *testing.T) {
	const size = 16 << 20
	s, err := Open(t.TempDir(), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	v := bytes.Repeat([]byte("x"), size)
	m := []metrics.Sample{{Name: "/gc/heap/allocs:bytes"}}
	metrics.Read(m)
	before := m[0].Value.Uint64()
	if err := s.Put(context.Background(), "result/big", v, time.Hour); err != nil {
		t.Fatal(err)
	}
	metrics.Read(m)
	if got := m[0].Value.Uint64() - before; got > size/4 {
		t.Errorf("Put of %d bytes allocated %d bytes on the heap", size, got)
	}
}
