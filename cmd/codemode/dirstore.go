package main

import (
	"context"
	"fmt"
	"sync"
	"time"

	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/state"
	"github.com/codemode-go/codemode/state/filestore"
)

// dirStore is the file store of a --state DIR, opened for each operation
// and closed after it. One process owns an open state directory (bbolt
// locks its file), but several `codemode serve` processes (an MCP client
// often starts more than one), `codemode run` and `codemode resume` may
// name the same directory; each holds the lock only for the moment of one
// suspension or resume, never for its lifetime.
type dirStore struct {
	dir string

	mu     sync.Mutex
	closed bool
}

// dirLockWait bounds the wait for another process's operation.
const dirLockWait = 30 * time.Second

func (d *dirStore) with(f func(s *filestore.Store) error) error {
	d.mu.Lock()
	closed := d.closed
	d.mu.Unlock()
	if closed {
		return fmt.Errorf("%w", state.ErrClosed)
	}
	s, err := filestore.Open(d.dir, &filestore.Options{LockTimeout: dirLockWait, MaxBytes: registry.DefaultStateBytes})
	if err != nil {
		return err
	}
	err = f(s)
	if cerr := s.Close(); err == nil {
		err = cerr
	}
	return err
}

func (d *dirStore) Get(ctx context.Context, key string) (v []byte, err error) {
	err = d.with(func(s *filestore.Store) error { v, err = s.Get(ctx, key); return err })
	return v, err
}

func (d *dirStore) Put(ctx context.Context, key string, value []byte, ttl time.Duration) error {
	return d.with(func(s *filestore.Store) error { return s.Put(ctx, key, value, ttl) })
}

func (d *dirStore) Take(ctx context.Context, key string) (v []byte, err error) {
	err = d.with(func(s *filestore.Store) error { v, err = s.Take(ctx, key); return err })
	return v, err
}

func (d *dirStore) Update(ctx context.Context, key string, ttl time.Duration, fn func(old []byte) ([]byte, error)) error {
	return d.with(func(s *filestore.Store) error { return s.Update(ctx, key, ttl, fn) })
}

func (d *dirStore) Delete(ctx context.Context, key string) error {
	return d.with(func(s *filestore.Store) error { return s.Delete(ctx, key) })
}

func (d *dirStore) Keys(ctx context.Context, prefix string) (k []string, err error) {
	err = d.with(func(s *filestore.Store) error { k, err = s.Keys(ctx, prefix); return err })
	return k, err
}

func (d *dirStore) Close() error {
	d.mu.Lock()
	d.closed = true
	d.mu.Unlock()
	return nil
}
