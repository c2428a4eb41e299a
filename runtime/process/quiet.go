package process

import (
	"runtime/debug"
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
type quiet struct {
	release func()      // debug.FreeOSMemory; tests count calls
	idle    func() bool // whether the worker has nothing to compute
	timer   *time.Timer
}

func newQuiet(idle func() bool) *quiet {
	q := &quiet{release: debug.FreeOSMemory, idle: idle}
	q.timer = time.AfterFunc(time.Hour, q.fire)
	q.timer.Stop()
	return q
}

// reading is called before the worker reads the host's next frame, and
// read after it has one.
func (q *quiet) reading() { q.timer.Reset(quietAfter) }
func (q *quiet) read()    { q.timer.Stop() }

// fire releases memory when the worker has nothing to compute.
func (q *quiet) fire() {
	if q.idle() {
		q.release()
	}
}
