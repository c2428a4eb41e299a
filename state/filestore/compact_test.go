package filestore

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// TestFloodKeepsProtectedAndBoundsFile: results far beyond the cap flood
// the store; the journal and the seal key written before survive it and a
// reopen (a restart), and the directory (the bbolt file and the blob
// files) stays within twice the cap plus the compaction slack, though
// bbolt alone never shrinks its file. It runs with the results in blob
// files (their size) and inside the bbolt file (blobs off).
func TestFloodKeepsProtectedAndBoundsFile(t *testing.T) {
	for name, min := range map[string]int{"blobs": blobMin, "inline": 1 << 30} {
		t.Run(name, func(t *testing.T) {
			defer func(old int) { blobMin = old }(blobMin)
			blobMin = min
			testFlood(t)
		})
	}
}

func testFlood(t *testing.T) {
	const capBytes = 16 << 20
	defer func(old int64) { compactSlack = old }(compactSlack)
	compactSlack = 4 << 20
	dir := t.TempDir()
	ctx := context.Background()
	s, err := Open(dir, &Options{MaxBytes: capBytes})
	if err != nil {
		t.Fatal(err)
	}
	protected := map[string][]byte{
		"seal/key":           bytes.Repeat([]byte{7}, 32),
		"journal/a":          []byte(`{"suspended":"run of client A"}`),
		"oauth/https%3A/x/c": []byte(`{"grant":1}`),
	}
	for k, v := range protected {
		if err := s.Put(ctx, k, v, 24*time.Hour); err != nil {
			t.Fatal(err)
		}
	}
	big := bytes.Repeat([]byte("x"), 3<<20)
	peak := int64(0)
	for i := range 40 { // 120 MiB of results through a 16 MiB cap
		if err := s.Put(ctx, fmt.Sprintf("result/%02d", i), big, time.Hour); err != nil {
			t.Fatalf("result %d: %v", i, err)
		}
		peak = max(peak, dirBytes(t, dir))
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	bound := int64(2*capBytes) + compactSlack + 4<<20 // one value's worth of pages in flight
	t.Logf("directory peak %d bytes for a %d-byte cap (bound %d)", peak, capBytes, bound)
	if peak > bound {
		t.Errorf("the directory grew to %d bytes, over the bound %d", peak, bound)
	}
	s, err = Open(dir, &Options{MaxBytes: capBytes}) // the restart
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	for k, v := range protected {
		got, err := s.Get(ctx, k)
		if err != nil || !bytes.Equal(got, v) {
			t.Errorf("%s after the flood and a reopen: %q, %v", k, got, err)
		}
	}
	if _, err := s.Get(ctx, "result/39"); err != nil {
		t.Errorf("the newest result: %v", err)
	}
	if s.Bytes() > capBytes {
		t.Errorf("live bytes %d over the cap %d", s.Bytes(), capBytes)
	}
}

// dirBytes is the size of the bbolt file plus the blob files.
func dirBytes(t *testing.T, dir string) int64 {
	t.Helper()
	fi, err := os.Stat(filepath.Join(dir, FileName))
	if err != nil {
		t.Fatal(err)
	}
	n := fi.Size()
	entries, _ := os.ReadDir(filepath.Join(dir, BlobDirName))
	for _, e := range entries {
		if i, err := e.Info(); err == nil {
			n += i.Size()
		}
	}
	return n
}
