package state

import (
	"container/list"
	"context"
	"fmt"
	"slices"
	"strings"
	"sync"
	"time"
)

// MemoryOptions configure a Memory store. A nil pointer or zero fields
// mean the documented defaults.
type MemoryOptions struct {
	// MaxBytes caps the bytes held (keys plus values). When a Put or
	// Update would exceed it, the least recently written evictable
	// records ([Evictable]: result handles) are evicted first; no other
	// record is ever evicted. Zero means no cap.
	MaxBytes int64
	// Now is the clock, for tests; nil means time.Now.
	Now func() time.Time
}

// DefaultMaxBytes caps the store NewDefault makes.
const DefaultMaxBytes = 512 << 20

// NewDefault returns the store used wherever none is configured: a
// private Memory capped at DefaultMaxBytes, whose oldest result records
// are evicted first, lost with the process. It is the one place that decides
// the default store.
func NewDefault() *Memory { return NewMemory(&MemoryOptions{MaxBytes: DefaultMaxBytes}) }

// Memory is an in-process Store: the default for library users who
// configure none. Its records are lost when the process ends.
type Memory struct {
	mu      sync.Mutex
	opts    MemoryOptions
	records map[string]*list.Element // of *memRecord, oldest write at the front
	order   *list.List
	bytes   int64
	closed  bool
}

type memRecord struct {
	key     string
	value   []byte
	expires time.Time // zero: never
}

// NewMemory returns an empty in-memory store.
func NewMemory(opts *MemoryOptions) *Memory {
	m := &Memory{records: map[string]*list.Element{}, order: list.New()}
	if opts != nil {
		m.opts = *opts
	}
	if m.opts.Now == nil {
		m.opts.Now = time.Now
	}
	return m
}

// Get implements Store.
func (m *Memory) Get(ctx context.Context, key string) ([]byte, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	r, err := m.live(key)
	if err != nil {
		return nil, err
	}
	return slices.Clone(r.value), nil
}

// Put implements Store.
func (m *Memory) Put(ctx context.Context, key string, value []byte, ttl time.Duration) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.closed {
		return ErrClosed
	}
	return m.write(key, slices.Clone(value), ttl)
}

// Take implements Store.
func (m *Memory) Take(ctx context.Context, key string) ([]byte, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	r, err := m.live(key)
	if err != nil {
		return nil, err
	}
	m.remove(key)
	return r.value, nil
}

// Update implements Store.
func (m *Memory) Update(ctx context.Context, key string, ttl time.Duration, fn func(old []byte) ([]byte, error)) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.closed {
		return ErrClosed
	}
	var old []byte
	if r, err := m.live(key); err == nil {
		old = slices.Clone(r.value)
	}
	value, err := fn(old)
	if err != nil {
		return err
	}
	return m.write(key, slices.Clone(value), ttl)
}

// Delete implements Store.
func (m *Memory) Delete(ctx context.Context, key string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.closed {
		return ErrClosed
	}
	m.remove(key)
	return nil
}

// Keys implements Store.
func (m *Memory) Keys(ctx context.Context, prefix string) ([]string, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.closed {
		return nil, ErrClosed
	}
	var keys []string
	for k := range m.records {
		if strings.HasPrefix(k, prefix) {
			if _, err := m.live(k); err == nil {
				keys = append(keys, k)
			}
		}
	}
	slices.Sort(keys)
	return keys, nil
}

// Close implements Store.
func (m *Memory) Close() error {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.closed = true
	m.records, m.order, m.bytes = map[string]*list.Element{}, list.New(), 0
	return nil
}

// Bytes reports the bytes held (keys plus values), for tests and metrics.
func (m *Memory) Bytes() int64 {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.bytes
}

// live returns the unexpired record at key, dropping an expired one.
func (m *Memory) live(key string) (*memRecord, error) {
	if m.closed {
		return nil, ErrClosed
	}
	e, ok := m.records[key]
	if !ok {
		return nil, fmt.Errorf("%w: %q", ErrNotFound, key)
	}
	r := e.Value.(*memRecord)
	if !r.expires.IsZero() && !m.opts.Now().Before(r.expires) {
		m.remove(key)
		return nil, fmt.Errorf("%w: %q", ErrNotFound, key)
	}
	return r, nil
}

// write stores the record, then evicts the oldest evictable records while
// over the cap. An evictable record that still does not fit is not
// written: ErrFull.
func (m *Memory) write(key string, value []byte, ttl time.Duration) error {
	r := &memRecord{key: key, value: value}
	if ttl > 0 {
		r.expires = m.opts.Now().Add(ttl)
	}
	size := recordSize(r)
	if old, ok := m.records[key]; ok {
		size -= recordSize(old.Value.(*memRecord))
	}
	if m.opts.MaxBytes > 0 && m.bytes+size > m.opts.MaxBytes {
		for e := m.order.Front(); e != nil && m.bytes+size > m.opts.MaxBytes; {
			next := e.Next()
			if v := e.Value.(*memRecord); v.key != key && Evictable(v.key) {
				m.remove(v.key)
			}
			e = next
		}
		if Evictable(key) && m.bytes+size > m.opts.MaxBytes {
			return fmt.Errorf("%w: %q is %d bytes, %d of %d are held", ErrFull, key, recordSize(r), m.bytes, m.opts.MaxBytes)
		}
	}
	m.remove(key)
	m.records[key] = m.order.PushBack(r)
	m.bytes += recordSize(r)
	return nil
}

func (m *Memory) remove(key string) {
	if e, ok := m.records[key]; ok {
		m.order.Remove(e)
		delete(m.records, key)
		m.bytes -= recordSize(e.Value.(*memRecord))
	}
}

func recordSize(r *memRecord) int64 { return int64(len(r.key) + len(r.value)) }
