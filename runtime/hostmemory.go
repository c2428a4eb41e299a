package runtime

import (
	"context"
	"fmt"
	"sync"
)

// HostMemory is a server-wide budget of host memory for what runs bring
// onto the host: a backend reserves the bytes of a large output before it
// reads them (the process backend, as a worker's completion frame
// arrives), and the server releases them when the answer has been sent.
// A reservation that does not fit waits until others are released, so
// concurrent large outputs queue instead of pushing the host past its
// memory limit; one larger than the whole budget fails at once. It is
// safe for concurrent use.
type HostMemory struct {
	limit int64

	mu      sync.Mutex
	held    int64
	waiting int
	changed chan struct{} // closed (and replaced) at every release and every new wait
}

// NewHostMemory returns a budget of limit bytes (at least 1).
func NewHostMemory(limit int64) *HostMemory {
	return &HostMemory{limit: max(limit, 1), changed: make(chan struct{})}
}

// Limit is the budget's size in bytes.
func (m *HostMemory) Limit() int64 { return m.limit }

// Held is the bytes reserved now.
func (m *HostMemory) Held() int64 {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.held
}

// Waiting is the number of reservations waiting for bytes to be released.
func (m *HostMemory) Waiting() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.waiting
}

// Changed returns a channel closed at the next release or new wait: take
// it, check Held or Waiting, then wait on it, to follow the budget
// without polling.
func (m *HostMemory) Changed() <-chan struct{} {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.changed
}

// changedLocked wakes whoever waits on Changed; m.mu is held.
func (m *HostMemory) changedLocked() {
	close(m.changed)
	m.changed = make(chan struct{})
}

// HostMemoryError is the error of a reservation larger than the whole
// budget.
type HostMemoryError struct {
	Bytes, Limit int64
}

func (e *HostMemoryError) Error() string {
	return fmt.Sprintf("an output of %d bytes does not fit the %d MiB the host's memory budget (--host-memory) keeps for outputs", e.Bytes, e.Limit>>20)
}

// reserve waits until n more bytes fit, then holds them.
func (m *HostMemory) reserve(ctx context.Context, n int64) error {
	if n > m.limit {
		return &HostMemoryError{Bytes: n, Limit: m.limit}
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.held+n <= m.limit {
		m.held += n
		return nil
	}
	m.waiting++
	m.changedLocked()
	defer func() { m.waiting-- }()
	for m.held+n > m.limit {
		ch := m.changed
		m.mu.Unlock()
		select {
		case <-ch:
			m.mu.Lock()
		case <-ctx.Done():
			m.mu.Lock()
			return context.Cause(ctx)
		}
	}
	m.held += n
	return nil
}

func (m *HostMemory) release(n int64) {
	if n == 0 {
		return
	}
	m.mu.Lock()
	m.held -= n
	m.changedLocked()
	m.mu.Unlock()
}

// Hold is what one call holds of a HostMemory: every reservation made
// through it is released by Release, when the call's answer has been
// sent. It is safe for concurrent use.
type Hold struct {
	m *HostMemory

	mu       sync.Mutex
	held     int64
	released bool
}

// NewHold returns an empty hold on m.
func (m *HostMemory) NewHold() *Hold { return &Hold{m: m} }

// Reserve waits until n bytes fit the budget and holds them until
// Release; the returned func gives them back earlier (for a frame that
// is not the output). It fails with a *HostMemoryError for n over the
// whole budget, with ctx's cause when ctx ends first, and after Release.
func (h *Hold) Reserve(ctx context.Context, n int64) (func(), error) {
	h.mu.Lock()
	done := h.released
	h.mu.Unlock()
	if done {
		return nil, fmt.Errorf("runtime: host memory hold already released")
	}
	if err := h.m.reserve(ctx, n); err != nil {
		return nil, err
	}
	h.mu.Lock()
	if h.released { // released while this one waited: give it back
		h.mu.Unlock()
		h.m.release(n)
		return nil, fmt.Errorf("runtime: host memory hold already released")
	}
	h.held += n
	h.mu.Unlock()
	var once sync.Once
	return func() {
		once.Do(func() {
			h.mu.Lock()
			if h.released {
				h.mu.Unlock()
				return
			}
			h.held -= n
			h.mu.Unlock()
			h.m.release(n)
		})
	}, nil
}

// Held is the bytes this hold has reserved and not given back.
func (h *Hold) Held() int64 {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.held
}

// Release gives back every reservation of the hold; later Reserves fail.
func (h *Hold) Release() {
	h.mu.Lock()
	n := h.held
	h.held, h.released = 0, true
	h.mu.Unlock()
	h.m.release(n)
}

type holdKey struct{}

// WithHold returns ctx carrying h, for the backend that runs the call.
func WithHold(ctx context.Context, h *Hold) context.Context {
	return context.WithValue(ctx, holdKey{}, h)
}

// HoldFrom returns the hold of ctx, or nil when the caller keeps no
// host memory budget.
func HoldFrom(ctx context.Context) *Hold {
	h, _ := ctx.Value(holdKey{}).(*Hold)
	return h
}
