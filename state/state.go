// Package state is the store seam: keyed, expiring records that outlive one
// run. Journals of suspended runs, result handles and observed output types
// live behind it, so that a run suspended on one replica of `codemode serve`
// can resume on another that shares the store.
//
// The seam imports nothing of codemode's. Memory (this package) serves
// library users who configure no store; state/filestore (an embedded file
// store) and state/redisstore (a shared Redis) serve `codemode serve`.
//
// Values are opaque bytes. A store never interprets them; the layer that
// wrote a record checks it when it reads it back, and reports a damaged
// record as an error wrapping ErrCorrupt.
package state

import (
	"context"
	"errors"
	"time"
)

// ErrNotFound is returned (wrapped) for a key that is absent or expired.
var ErrNotFound = errors.New("state: no such record (absent or expired)")

// ErrCorrupt is returned (wrapped) for a record that cannot be decoded: a
// truncated or damaged entry. It is never a panic.
var ErrCorrupt = errors.New("state: corrupt record")

// ErrClosed is returned (wrapped) by every method after Close.
var ErrClosed = errors.New("state: store closed")

// Store is a keyed, expiring record store. Implementations are safe for
// concurrent use, by goroutines of one process and, for shared stores, by
// several processes.
//
// Keys are printable strings; by convention their first segment names the
// record family ("journal/…", "result/…", "types/…"), so that Keys can list
// one family. A ttl of zero means the record does not expire.
type Store interface {
	// Get returns the value at key, or an error wrapping ErrNotFound.
	Get(ctx context.Context, key string) ([]byte, error)
	// Put stores value at key, replacing any earlier value, expiring
	// after ttl.
	Put(ctx context.Context, key string, value []byte, ttl time.Duration) error
	// Take reads and deletes the value at key in one atomic step: of
	// concurrent Takes of one key, exactly one gets the value and the
	// others get ErrNotFound. Single-use tokens are built on it.
	Take(ctx context.Context, key string) ([]byte, error)
	// Update replaces the value at key with fn(old) atomically with
	// respect to other Updates, Puts and Takes of that key; old is nil
	// when the key is absent. fn may run more than once (optimistic
	// stores retry on conflict), so it must be pure. When fn returns an
	// error, nothing is written and Update returns it.
	Update(ctx context.Context, key string, ttl time.Duration, fn func(old []byte) ([]byte, error)) error
	// Delete removes key; deleting an absent key is not an error.
	Delete(ctx context.Context, key string) error
	// Keys lists the live keys that start with prefix, sorted.
	Keys(ctx context.Context, prefix string) ([]string, error)
	// Close releases the store. Later calls fail with ErrClosed.
	Close() error
}
