package process

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/codemode-go/codemode/runtime"
)

// TestWorkerIdle: a worker counts as having nothing to compute with no
// run, or with a run whose binding call awaits its reply; a run with no
// call outstanding is computing, and its memory is left alone.
func TestWorkerIdle(t *testing.T) {
	for _, tc := range []struct {
		name    string
		running int
		pending int
		want    bool
	}{
		{"no run", 0, 0, true},
		{"run computing", 1, 0, false},
		{"run awaiting a call", 1, 1, true},
		{"run awaiting calls", 1, 3, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w := &workerConn{pending: map[uint64]runtime.Reply{}, running: tc.running}
			for i := range tc.pending {
				w.pending[uint64(i)] = func(json.RawMessage, error) {}
			}
			var released int
			q := newQuiet(w.idle)
			q.release = func() { released++ }
			q.fire() // no frame since the last firing: a quiet spell
			if got := released == 1; got != tc.want {
				t.Errorf("released %d times, want release %v", released, tc.want)
			}
		})
	}
}

// TestQuietFires: a worker that reads no frame for quietAfter releases
// its memory once, without being asked.
func TestQuietFires(t *testing.T) {
	released := make(chan struct{}, 2)
	q := newQuiet(func() bool { return true })
	q.release = func() { released <- struct{}{} }
	q.reading()
	select {
	case <-released:
	case <-time.After(30 * time.Second):
		t.Fatal("no release after a quiet spell")
	}
}
