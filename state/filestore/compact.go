package filestore

import (
	"errors"
	"fmt"
	"os"

	bolt "go.etcd.io/bbolt"
)

// LockFileName is the lock of a state directory beside FileName.
const LockFileName = "codemode-state.lock"

// compactSlack is the free space a file may hold beyond its live bytes
// before it is compacted: bbolt reuses freed pages but never shrinks its
// file, so a store whose large results come and go would otherwise keep
// the size of its peak (about twice the cap) for ever.
var compactSlack int64 = 64 << 20

var errLocked = errors.New("locked")

// compactDue reports whether the file holds more than its live bytes
// twice over, plus compactSlack. Values in blob files are not in it.
func (s *Store) compactDue() bool {
	if !canCompact {
		return false
	}
	fi, err := os.Stat(s.db.Path())
	if err != nil {
		return false
	}
	return fi.Size() > 2*(s.bytes-s.blobs)+compactSlack
}

// compact rewrites the file with only its live pages (bbolt.Compact into
// a new file, renamed over the old one, which is crash-safe: a crash
// leaves the old file or the new one). Called with the directory lock
// and s.mu held and no transaction open.
func (s *Store) compact() error {
	path := s.db.Path()
	tmp := path + ".compact"
	_ = os.Remove(tmp)
	dst, err := bolt.Open(tmp, 0o600, nil)
	if err != nil {
		return fmt.Errorf("filestore: compact: %w", err)
	}
	if err := bolt.Compact(dst, s.db, 64<<20); err != nil {
		dst.Close()
		os.Remove(tmp)
		return fmt.Errorf("filestore: compact: %w", err)
	}
	if err := dst.Close(); err != nil {
		os.Remove(tmp)
		return fmt.Errorf("filestore: compact: %w", err)
	}
	if err := s.db.Close(); err != nil {
		os.Remove(tmp)
		return fmt.Errorf("filestore: compact: %w", err)
	}
	if err := os.Rename(tmp, path); err != nil {
		os.Remove(tmp)
	}
	db, err := bolt.Open(path, 0o600, &bolt.Options{Timeout: s.opts.LockTimeout})
	if err != nil {
		return fmt.Errorf("filestore: reopen after compaction: %w", err)
	}
	s.db = db
	return nil
}
