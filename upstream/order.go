package upstream

import (
	"sync"
	"time"
)

// The go-sdk client hands a call its answer as soon as it is read, while
// notifications read before it (the server's log messages and progress
// during the call) wait in the queue of the SDK's handler goroutine: the
// answer can overtake them, and a log message the server sent during the
// call would reach codemode's client after that call's response, or never
// (over streamable HTTP the response ends the stream). So the wire counts
// the notifications that arrive, notes the count when a marked call's
// answer arrives, and the call waits (up to orderWait) until the handlers
// have taken that many.

// orderWait bounds how long a call waits for the notifications that came
// before its answer.
const orderWait = time.Second

// order counts an upstream's log and progress notifications as they
// arrive (on the wire) and as they are handled.
type order struct {
	mu       sync.Mutex
	arrived  int64
	handled  int64
	answered map[string]int64 // call mark -> notifications arrived before its answer
	progress chan struct{}    // closed and replaced when handled grows
}

// noteArrived counts a log or progress notification read on the wire.
func (u *upstream) noteArrived() {
	u.order.mu.Lock()
	u.order.arrived++
	u.order.mu.Unlock()
}

// noteHandled counts a log or progress notification handled.
func (u *upstream) noteHandled() {
	u.order.mu.Lock()
	u.order.handled++
	if u.order.progress != nil {
		close(u.order.progress)
		u.order.progress = nil
	}
	u.order.mu.Unlock()
}

// noteAnswered records, for the marked call whose answer arrived, how
// many notifications came before it.
func (u *upstream) noteAnswered(mark string) {
	u.order.mu.Lock()
	if u.order.answered == nil {
		u.order.answered = map[string]int64{}
	}
	u.order.answered[mark] = u.order.arrived
	u.order.mu.Unlock()
}

// awaitNotifications waits until the notifications that arrived before
// the answer of the marked call are handled, or orderWait passed.
func (u *upstream) awaitNotifications(mark string) {
	deadline := time.After(orderWait)
	for {
		u.order.mu.Lock()
		want, ok := u.order.answered[mark]
		if !ok || u.order.handled >= want {
			delete(u.order.answered, mark)
			u.order.mu.Unlock()
			return
		}
		if u.order.progress == nil {
			u.order.progress = make(chan struct{})
		}
		wake := u.order.progress
		u.order.mu.Unlock()
		select {
		case <-wake:
		case <-deadline:
			// A notification the SDK dropped (malformed) is never handled:
			// count it so that later calls do not wait for it.
			u.order.mu.Lock()
			u.order.handled = max(u.order.handled, want)
			delete(u.order.answered, mark)
			u.order.mu.Unlock()
			return
		}
	}
}
