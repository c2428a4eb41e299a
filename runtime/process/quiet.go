package process

import (
	"runtime/debug"
	"sync/atomic"
	"time"
)

// quietAfter is how long a worker waits on the host, with nothing of its
// own to run, before it hands its free heap pages back to the kernel.
// A binding call's reply comes within microseconds when the host answers
// itself and in milliseconds or more when the call goes out to an
// upstream server or a person; a run parked that long keeps only its live
// heap resident, not the several MiB the Go collector's heap goal lets it
// grow to (a worker's live heap is about 2 MiB, the collector's smallest
// goal 4 MiB). It costs one collection per quiet spell, which a spell of
// this length dwarfs.
const quietAfter = 50 * time.Millisecond

// quiet releases a worker's free memory once the worker has waited
// quietAfter for a frame from the host while it had nothing to compute:
// no run in progress (idle in the pool), or a run with a binding call
// awaiting its reply (a pending run). A run that computes while a call is
// outstanding may be released once as well; that is one extra collection.
//
// Reading a frame costs an atomic add and load: the timer is armed once
// per quiet spell, not reset and stopped per frame (which looked a fifth
// slower on 1,000 sequential calls in a noisy A/B), and when it fires
// after frames came it re-arms instead, so memory goes back between
// quietAfter and twice that after the last frame.
type quiet struct {
	release func()      // debug.FreeOSMemory; tests count calls
	idle    func() bool // whether the worker has nothing to compute
	timer   *time.Timer
	frames  atomic.Uint64 // frames read so far
	seen    atomic.Uint64 // frames when the timer last fired
	armed   atomic.Bool
}

func newQuiet(idle func() bool) *quiet {
	q := &quiet{release: debug.FreeOSMemory, idle: idle}
	q.timer = time.AfterFunc(time.Hour, q.fire)
	q.timer.Stop()
	return q
}

// reading is called before the worker reads the host's next frame.
func (q *quiet) reading() {
	q.frames.Add(1)
	q.arm()
}

func (q *quiet) arm() {
	if !q.armed.Load() && q.armed.CompareAndSwap(false, true) {
		q.timer.Reset(quietAfter)
	}
}

// fire re-arms the timer when frames came since it last fired, and
// otherwise releases memory if the worker has nothing to compute.
func (q *quiet) fire() {
	n := q.frames.Load()
	if q.seen.Swap(n) != n {
		q.timer.Reset(quietAfter)
		return
	}
	q.armed.Store(false)
	if q.frames.Load() != n {
		q.arm() // a frame came while disarming: its spell gets a timer
		return
	}
	if q.idle() {
		q.release()
	}
}
