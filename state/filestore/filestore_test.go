package filestore_test

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	bolt "go.etcd.io/bbolt"

	"github.com/codemode-go/codemode/state"
	"github.com/codemode-go/codemode/state/filestore"
	"github.com/codemode-go/codemode/state/storetest"
)

func TestContract(t *testing.T) {
	storetest.Run(t, func(t *testing.T) state.Store {
		s, err := filestore.Open(t.TempDir(), nil)
		if err != nil {
			t.Fatal(err)
		}
		return s
	})
}

func TestSurvivesReopen(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	s, err := filestore.Open(dir, nil)
	if err != nil {
		t.Fatal(err)
	}
	s.Put(ctx, "journal/1", []byte("kept"), time.Hour)
	s.Put(ctx, "journal/2", []byte("gone"), time.Nanosecond)
	s.Close()
	s, err = filestore.Open(dir, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if v, err := s.Get(ctx, "journal/1"); err != nil || string(v) != "kept" {
		t.Fatalf("after reopen: %q, %v", v, err)
	}
	if _, err := s.Get(ctx, "journal/2"); !errors.Is(err, state.ErrNotFound) {
		t.Fatalf("expired record after reopen: %v", err)
	}
	if got := s.Bytes(); got != int64(len("journal/1")+len("kept")) {
		t.Fatalf("Bytes after reopen = %d", got)
	}
}

// TestSurvivesKill writes from a child process that is killed with SIGKILL
// right after its Put returns: the record is there when the directory is
// opened again, and the lock died with the process.
func TestSurvivesKill(t *testing.T) {
	if os.Getenv("FILESTORE_CHILD_DIR") != "" {
		s, err := filestore.Open(os.Getenv("FILESTORE_CHILD_DIR"), nil)
		if err != nil {
			os.Exit(3)
		}
		if err := s.Put(context.Background(), "k", []byte("durable"), 0); err != nil {
			os.Exit(4)
		}
		os.Stdout.WriteString("written\n")
		time.Sleep(time.Minute) // killed here
		os.Exit(0)
	}
	dir := t.TempDir()
	cmd := exec.Command(os.Args[0], "-test.run=^TestSurvivesKill$")
	cmd.Env = append(os.Environ(), "FILESTORE_CHILD_DIR="+dir)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	buf := make([]byte, 64)
	n, _ := out.Read(buf)
	if !strings.Contains(string(buf[:n]), "written") {
		cmd.Process.Kill()
		cmd.Wait()
		t.Fatalf("child did not write: %q", buf[:n])
	}
	cmd.Process.Kill() // SIGKILL
	cmd.Wait()
	s, err := filestore.Open(dir, nil)
	if err != nil {
		t.Fatalf("open after kill -9: %v", err)
	}
	defer s.Close()
	if v, err := s.Get(context.Background(), "k"); err != nil || string(v) != "durable" {
		t.Fatalf("after kill -9: %q, %v", v, err)
	}
}

func TestLockedDirectory(t *testing.T) {
	dir := t.TempDir()
	s, err := filestore.Open(dir, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	_, err = filestore.Open(dir, &filestore.Options{LockTimeout: 50 * time.Millisecond})
	if err == nil || !strings.Contains(err.Error(), "in use by another process") {
		t.Fatalf("second Open: %v, want an in-use error", err)
	}
}

func TestCorruptRecord(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	s, _ := filestore.Open(dir, nil)
	s.Put(ctx, "r/flipped", []byte("hello world"), 0)
	s.Close()

	// Damage the records behind the store's back: flip a value byte and
	// truncate another record below its header.
	db, err := bolt.Open(filepath.Join(dir, filestore.FileName), 0o600, nil)
	if err != nil {
		t.Fatal(err)
	}
	db.Update(func(tx *bolt.Tx) error {
		b := tx.Bucket([]byte("records"))
		rec := append([]byte(nil), b.Get([]byte("r/flipped"))...)
		rec[len(rec)-1] ^= 0xff
		b.Put([]byte("r/flipped"), rec)
		return b.Put([]byte("r/short"), []byte{1, 2, 3})
	})
	db.Close()

	s, err = filestore.Open(dir, nil)
	if err != nil {
		t.Fatalf("open over damaged records: %v", err)
	}
	defer s.Close()
	for _, key := range []string{"r/flipped", "r/short"} {
		if _, err := s.Get(ctx, key); !errors.Is(err, state.ErrCorrupt) {
			t.Errorf("Get(%s) = %v, want ErrCorrupt", key, err)
		}
	}
	// A damaged record can still be replaced or deleted.
	if err := s.Put(ctx, "r/short", []byte("ok"), 0); err != nil {
		t.Fatalf("Put over a damaged record: %v", err)
	}
	if err := s.Delete(ctx, "r/flipped"); err != nil {
		t.Fatalf("Delete of a damaged record: %v", err)
	}
}

func TestMaxBytesEvictsOldest(t *testing.T) {
	ctx := context.Background()
	s, err := filestore.Open(t.TempDir(), &filestore.Options{MaxBytes: 54})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	for _, k := range []string{"result/k1", "result/k2", "result/k3"} { // 18 bytes each
		if err := s.Put(ctx, k, []byte("012345678"), 0); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.Put(ctx, "result/k4", []byte("012345678"), 0); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Get(ctx, "result/k1"); !errors.Is(err, state.ErrNotFound) {
		t.Fatalf("oldest record not evicted: %v", err)
	}
	for _, k := range []string{"result/k2", "result/k3", "result/k4"} {
		if _, err := s.Get(ctx, k); err != nil {
			t.Fatalf("%s evicted: %v", k, err)
		}
	}
	if s.Bytes() != 54 {
		t.Fatalf("Bytes = %d, want 54", s.Bytes())
	}
}

func TestCapClasses(t *testing.T) {
	storetest.RunCap(t, func(t *testing.T, n int64) state.Store {
		s, err := filestore.Open(t.TempDir(), &filestore.Options{MaxBytes: n})
		if err != nil {
			t.Fatal(err)
		}
		return s
	})
}

// TestSharedContract: the per-operation store keeps the store contract,
// and two of them over one directory (two processes) share it.
func TestSharedContract(t *testing.T) {
	storetest.Run(t, func(t *testing.T) state.Store {
		s, err := filestore.OpenShared(t.TempDir(), nil)
		if err != nil {
			t.Fatal(err)
		}
		return s
	})
}

// TestSharedDoesNotHoldTheLock: between operations a Shared store leaves
// the directory free for another process's store.
func TestSharedDoesNotHoldTheLock(t *testing.T) {
	dir := t.TempDir()
	sh, err := filestore.OpenShared(dir, nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	if err := sh.Put(ctx, "k", []byte("v"), 0); err != nil {
		t.Fatal(err)
	}
	s, err := filestore.Open(dir, &filestore.Options{LockTimeout: 100 * time.Millisecond})
	if err != nil {
		t.Fatalf("the directory stayed locked: %v", err)
	}
	v, err := s.Get(ctx, "k")
	s.Close()
	if err != nil || string(v) != "v" {
		t.Fatalf("Get = %q, %v; want v", v, err)
	}
	sh.Close()
	if _, err := sh.Get(ctx, "k"); !errors.Is(err, state.ErrClosed) {
		t.Fatalf("Get after Close = %v; want ErrClosed", err)
	}
}
