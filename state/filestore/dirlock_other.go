//go:build !unix

package filestore

import "time"

// dirLock is a no-op where flock is missing: bbolt's file lock alone
// keeps one process per directory, and compaction (compact.go) is left
// off, since its rename needs the directory lock.
type dirLock struct{}

func lockDir(string, time.Duration) (*dirLock, error) { return nil, nil }

func (l *dirLock) unlock() {}

const canCompact = false
