package filestore

import (
	"context"
	"fmt"
	"sync"
	"time"

	"github.com/codemode-go/codemode/state"
)

// SharedLockWait is how long a Shared store waits for another process's
// operation on its directory when Options.LockTimeout is zero.
const SharedLockWait = 30 * time.Second

// Shared is the file store of a directory that several processes use in
// turn: it opens the store for each operation and closes it after.
//
// One process owns an open state directory (bbolt locks its file), but
// several `codemode serve` processes (an MCP client often starts more than
// one), `codemode run` and `codemode resume` may name the same directory;
// each holds the lock only for the moment of one operation, never for its
// lifetime. It is safe for concurrent use.
type Shared struct {
	dir  string
	opts Options

	mu     sync.Mutex
	closed bool
}

// OpenShared returns the shared store of dir. It opens the directory once
// to fail fast on one that cannot hold a store, and closes it again. A
// zero Options.LockTimeout means SharedLockWait.
func OpenShared(dir string, opts *Options) (*Shared, error) {
	s := &Shared{dir: dir}
	if opts != nil {
		s.opts = *opts
	}
	if s.opts.LockTimeout == 0 {
		s.opts.LockTimeout = SharedLockWait
	}
	if err := s.with(func(*Store) error { return nil }); err != nil {
		return nil, err
	}
	return s, nil
}

func (d *Shared) with(f func(s *Store) error) error {
	d.mu.Lock()
	closed := d.closed
	d.mu.Unlock()
	if closed {
		return fmt.Errorf("%w", state.ErrClosed)
	}
	opts := d.opts
	s, err := Open(d.dir, &opts)
	if err != nil {
		return err
	}
	err = f(s)
	if cerr := s.Close(); err == nil {
		err = cerr
	}
	return err
}

// Get returns the value at key, or an error wrapping state.ErrNotFound.
func (d *Shared) Get(ctx context.Context, key string) (v []byte, err error) {
	err = d.with(func(s *Store) error { v, err = s.Get(ctx, key); return err })
	return v, err
}

// Put stores value at key for ttl (zero: no expiry).
func (d *Shared) Put(ctx context.Context, key string, value []byte, ttl time.Duration) error {
	return d.with(func(s *Store) error { return s.Put(ctx, key, value, ttl) })
}

// PutParts stores the value made of parts at key for ttl, never joining
// a large one (state.PartsPutter).
func (d *Shared) PutParts(ctx context.Context, key string, parts [][]byte, ttl time.Duration) error {
	return d.with(func(s *Store) error { return s.PutParts(ctx, key, parts, ttl) })
}

// Take returns the value at key and deletes it in one step.
func (d *Shared) Take(ctx context.Context, key string) (v []byte, err error) {
	err = d.with(func(s *Store) error { v, err = s.Take(ctx, key); return err })
	return v, err
}

// Update replaces the value at key with fn's answer, atomically.
func (d *Shared) Update(ctx context.Context, key string, ttl time.Duration, fn func(old []byte) ([]byte, error)) error {
	return d.with(func(s *Store) error { return s.Update(ctx, key, ttl, fn) })
}

// Delete removes key; an absent key is not an error.
func (d *Shared) Delete(ctx context.Context, key string) error {
	return d.with(func(s *Store) error { return s.Delete(ctx, key) })
}

// Keys lists the live keys with prefix.
func (d *Shared) Keys(ctx context.Context, prefix string) (k []string, err error) {
	err = d.with(func(s *Store) error { k, err = s.Keys(ctx, prefix); return err })
	return k, err
}

// Close makes every later operation fail with state.ErrClosed. The
// directory itself is closed after each operation already.
func (d *Shared) Close() error {
	d.mu.Lock()
	d.closed = true
	d.mu.Unlock()
	return nil
}
