// Package redisstore is the shared state.Store: a real Redis
// (`--state redis://HOST:PORT/DB`), so that every replica of
// `codemode serve --http` sees the journals, result handles and observed
// types the others wrote, and a run suspended on one replica resumes on
// another.
//
// Each record is one Redis string under Options.Prefix. Expiry is Redis's
// own (PX); Take is GETDEL (Redis 6.2 or later), atomic across replicas;
// Update is an optimistic WATCH/MULTI transaction, retried on conflict. A
// cap on the bytes held is Redis's job, and its policy must be
// `maxmemory-policy noeviction`: Redis's LRU and LFU policies choose among
// every key (allkeys-*) or every key with a TTL (volatile-*), and journals
// of suspended runs, the seal key and OAuth grants all carry TTLs, so they
// would go before a fresh result handle. Under noeviction a full Redis
// refuses the write instead (a result that cannot be kept fails its run
// with that error); size maxmemory for the results one --result-ttl holds
// (see the README's sizing table).
package redisstore

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync/atomic"
	"time"

	"github.com/redis/go-redis/v9"

	"github.com/codemode-go/codemode/state"
)

// DefaultPrefix is the key prefix when Options.Prefix is empty.
const DefaultPrefix = "codemode:"

// maxUpdateRetries bounds Update's optimistic retries under contention.
const maxUpdateRetries = 64

// Options configure a Store. A nil pointer or zero fields mean the
// documented defaults.
type Options struct {
	// Prefix is prepended to every key, so that several deployments can
	// share one database. Empty means DefaultPrefix.
	Prefix string
}

// Store is a state.Store in Redis.
type Store struct {
	client *redis.Client
	prefix string
	closed atomic.Bool
}

// Open connects to the Redis that url names (redis://[user:pass@]HOST:PORT/DB
// or rediss:// for TLS) and checks that it answers.
func Open(ctx context.Context, url string, opts *Options) (*Store, error) {
	ropts, err := redis.ParseURL(url)
	if err != nil {
		return nil, fmt.Errorf("redisstore: %q is not a Redis URL: %w", url, err)
	}
	s := &Store{client: redis.NewClient(ropts), prefix: DefaultPrefix}
	if opts != nil && opts.Prefix != "" {
		s.prefix = opts.Prefix
	}
	if err := s.client.Ping(ctx).Err(); err != nil {
		s.client.Close()
		return nil, fmt.Errorf("redisstore: %s does not answer: %w", ropts.Addr, err)
	}
	return s, nil
}

// Ping checks that Redis answers, for readiness probes.
func (s *Store) Ping(ctx context.Context) error {
	if s.closed.Load() {
		return state.ErrClosed
	}
	return s.wrap(s.client.Ping(ctx).Err(), "")
}

// Get implements state.Store.
func (s *Store) Get(ctx context.Context, key string) ([]byte, error) {
	if s.closed.Load() {
		return nil, state.ErrClosed
	}
	v, err := s.client.Get(ctx, s.prefix+key).Bytes()
	return v, s.wrap(err, key)
}

// Put implements state.Store.
func (s *Store) Put(ctx context.Context, key string, value []byte, ttl time.Duration) error {
	if s.closed.Load() {
		return state.ErrClosed
	}
	return s.wrap(s.client.Set(ctx, s.prefix+key, value, ttl).Err(), key)
}

// PutParts implements state.PartsPutter: one MULTI/EXEC of a SET of
// the first part and an APPEND of each other, so that other clients see
// the whole value or none, and a large value is sent from its parts,
// never joined.
func (s *Store) PutParts(ctx context.Context, key string, parts [][]byte, ttl time.Duration) error {
	if s.closed.Load() {
		return state.ErrClosed
	}
	if len(parts) == 0 {
		return s.Put(ctx, key, nil, ttl)
	}
	k := s.prefix + key
	_, err := s.client.TxPipelined(ctx, func(p redis.Pipeliner) error {
		p.Set(ctx, k, parts[0], ttl)
		for _, part := range parts[1:] {
			if len(part) > 0 {
				p.Do(ctx, "APPEND", k, part) // Append takes a string: a copy
			}
		}
		return nil
	})
	return s.wrap(err, key)
}

// Take implements state.Store.
func (s *Store) Take(ctx context.Context, key string) ([]byte, error) {
	if s.closed.Load() {
		return nil, state.ErrClosed
	}
	v, err := s.client.GetDel(ctx, s.prefix+key).Bytes()
	return v, s.wrap(err, key)
}

// Update implements state.Store.
func (s *Store) Update(ctx context.Context, key string, ttl time.Duration, fn func(old []byte) ([]byte, error)) error {
	if s.closed.Load() {
		return state.ErrClosed
	}
	k := s.prefix + key
	for range maxUpdateRetries {
		err := s.client.Watch(ctx, func(tx *redis.Tx) error {
			old, err := tx.Get(ctx, k).Bytes()
			if errors.Is(err, redis.Nil) {
				old, err = nil, nil
			}
			if err != nil {
				return err
			}
			value, err := fn(old)
			if err != nil {
				return fnError{err}
			}
			_, err = tx.TxPipelined(ctx, func(p redis.Pipeliner) error {
				p.Set(ctx, k, value, ttl)
				return nil
			})
			return err
		}, k)
		if errors.Is(err, redis.TxFailedErr) {
			continue // another writer changed the key: retry
		}
		var fe fnError
		if errors.As(err, &fe) {
			return fe.err
		}
		return s.wrap(err, key)
	}
	return fmt.Errorf("redisstore: update %q: still contended after %d tries", key, maxUpdateRetries)
}

// Delete implements state.Store.
func (s *Store) Delete(ctx context.Context, key string) error {
	if s.closed.Load() {
		return state.ErrClosed
	}
	return s.wrap(s.client.Del(ctx, s.prefix+key).Err(), key)
}

// Keys implements state.Store. It walks with SCAN, never KEYS, so a large
// database is not blocked.
func (s *Store) Keys(ctx context.Context, prefix string) ([]string, error) {
	if s.closed.Load() {
		return nil, state.ErrClosed
	}
	var keys []string
	iter := s.client.Scan(ctx, 0, escapeGlob(s.prefix+prefix)+"*", 512).Iterator()
	for iter.Next(ctx) {
		keys = append(keys, strings.TrimPrefix(iter.Val(), s.prefix))
	}
	if err := iter.Err(); err != nil {
		return nil, s.wrap(err, prefix)
	}
	slices.Sort(keys)
	return slices.Compact(keys), nil // SCAN may return a key twice
}

// Close implements state.Store.
func (s *Store) Close() error {
	if s.closed.Swap(true) {
		return nil
	}
	return s.client.Close()
}

// fnError carries the error of Update's fn through go-redis's Watch.
type fnError struct{ err error }

func (e fnError) Error() string { return e.err.Error() }

func (s *Store) wrap(err error, key string) error {
	switch {
	case err == nil:
		return nil
	case errors.Is(err, redis.Nil):
		return fmt.Errorf("%w: %q", state.ErrNotFound, key)
	case errors.Is(err, redis.ErrClosed):
		return state.ErrClosed
	}
	return fmt.Errorf("redisstore: %q: %w", key, err)
}

// escapeGlob escapes the characters SCAN's MATCH pattern treats specially.
func escapeGlob(s string) string {
	var b strings.Builder
	for _, r := range s {
		if strings.ContainsRune(`*?[]\^`, r) {
			b.WriteByte('\\')
		}
		b.WriteRune(r)
	}
	return b.String()
}
