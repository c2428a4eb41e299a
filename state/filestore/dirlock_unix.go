//go:build unix

package filestore

import (
	"errors"
	"fmt"
	"os"
	"syscall"
	"time"
)

// dirLock is the exclusive lock of a state directory, taken before the
// bbolt file is opened and released after it is closed. bbolt's own lock
// is on the file, so a process waiting on it holds the file it opened:
// without this lock, compaction's rename (compact.go) would leave that
// process writing to the replaced file.
type dirLock struct{ f *os.File }

const canCompact = true

// lockDir takes dir's lock, waiting up to timeout.
func lockDir(path string, timeout time.Duration) (*dirLock, error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o600)
	if err != nil {
		return nil, fmt.Errorf("filestore: lock file: %w", err)
	}
	deadline := time.Now().Add(timeout)
	for {
		err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
		if err == nil {
			return &dirLock{f: f}, nil
		}
		if !errors.Is(err, syscall.EWOULDBLOCK) {
			f.Close()
			return nil, fmt.Errorf("filestore: lock %s: %w", path, err)
		}
		if time.Now().After(deadline) {
			f.Close()
			return nil, errLocked
		}
		time.Sleep(10 * time.Millisecond) // another process's operation; bbolt polls its lock the same way
	}
}

func (l *dirLock) unlock() {
	if l != nil && l.f != nil {
		_ = syscall.Flock(int(l.f.Fd()), syscall.LOCK_UN)
		_ = l.f.Close()
		l.f = nil
	}
}
