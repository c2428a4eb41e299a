package telemetry

import (
	"context"
	"errors"
	"time"

	"github.com/codemode-go/codemode/state"
)

// CountingStore wraps a state store so that every failed operation counts
// in store_errors_total{op}. Absent or expired records are answers, not
// failures, and are not counted.
func (m *Metrics) CountingStore(s state.Store) state.Store {
	if s == nil {
		return nil
	}
	return &countingStore{Store: s, m: m}
}

type countingStore struct {
	state.Store
	m *Metrics
}

func (c *countingStore) count(op string, err error) error {
	if err != nil && !errors.Is(err, state.ErrNotFound) {
		c.m.StoreError(op)
	}
	return err
}

func (c *countingStore) Get(ctx context.Context, key string) ([]byte, error) {
	v, err := c.Store.Get(ctx, key)
	return v, c.count("get", err)
}

func (c *countingStore) Put(ctx context.Context, key string, value []byte, ttl time.Duration) error {
	return c.count("put", c.Store.Put(ctx, key, value, ttl))
}

// PutParts passes the parts on unjoined when the store takes them
// (state.PartsPutter).
func (c *countingStore) PutParts(ctx context.Context, key string, parts [][]byte, ttl time.Duration) error {
	return c.count("put", state.PutParts(ctx, c.Store, key, parts, ttl))
}

func (c *countingStore) Take(ctx context.Context, key string) ([]byte, error) {
	v, err := c.Store.Take(ctx, key)
	return v, c.count("take", err)
}

func (c *countingStore) Update(ctx context.Context, key string, ttl time.Duration, fn func(old []byte) ([]byte, error)) error {
	var fnErr error
	err := c.Store.Update(ctx, key, ttl, func(old []byte) ([]byte, error) {
		v, err := fn(old)
		fnErr = err
		return v, err
	})
	if err != nil && fnErr == nil { // the caller's own refusal is no store error
		c.m.StoreError("update")
	}
	return err
}

func (c *countingStore) Delete(ctx context.Context, key string) error {
	return c.count("delete", c.Store.Delete(ctx, key))
}

func (c *countingStore) Keys(ctx context.Context, prefix string) ([]string, error) {
	k, err := c.Store.Keys(ctx, prefix)
	return k, c.count("keys", err)
}
