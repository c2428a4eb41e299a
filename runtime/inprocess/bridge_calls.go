package inprocess

import (
	"encoding/json"
	"sync"
	"sync/atomic"

	"github.com/dop251/goja"
)

// bridge delivers one run's binding replies to its loop. Replies from any
// goroutine join a queue; the first reply of a batch posts one drain job,
// which settles every reply queued by then inside a single slice. A
// Promise.all of a thousand calls thus costs the loop a handful of posts,
// wakes and slices instead of a thousand of each.
type bridge struct {
	r     *run
	drain func() error // b.drainQueue, bound once per run

	mu     sync.Mutex
	queue  []*hostCall
	spare  []*hostCall // the previous batch's storage, reused
	posted bool        // a drain job is queued and has not started
}

// newBridge returns the reply path of r.
func newBridge(r *run) *bridge {
	b := &bridge{r: r}
	b.drain = b.drainQueue
	return b
}

// hostCall is one binding call in flight: the promise's resolving
// functions and, once the host has replied, the outcome. Its reply method
// is the runtime.Reply handed to the host.
type hostCall struct {
	b       *bridge
	ns      *nsState
	name    string
	site    goja.StackFrame // the program's frame of the call (callsite.go)
	resolve func(interface{}) error
	reject  func(interface{}) error
	value   json.RawMessage
	err     error
	replied atomic.Bool
}

// reply records the host's outcome once (later calls are ignored) and
// queues the call for the loop, from any goroutine.
func (c *hostCall) reply(value json.RawMessage, err error) {
	if !c.replied.CompareAndSwap(false, true) {
		return
	}
	c.value, c.err = value, err
	b := c.b
	b.mu.Lock()
	b.queue = append(b.queue, c)
	post := !b.posted
	b.posted = true
	b.mu.Unlock()
	if post {
		b.r.post(b.drain) // dropped after settlement (BIND-10)
	}
}

// drainQueue is the loop job: it settles the replies queued when it
// starts, in arrival order, and stops early when the run is over (as the
// loop does between jobs) or a resolving function fails uncatchably; the
// rest then goes back to the front of the queue. Replies arriving
// meanwhile form the next batch, behind timers that are due.
func (b *bridge) drainQueue() error {
	b.mu.Lock()
	batch := b.queue
	b.queue, b.spare = b.spare[:0], nil
	b.posted = false
	b.mu.Unlock()
	for i, c := range batch {
		batch[i] = nil
		err := b.r.settleCall(c)
		if rest := batch[i+1:]; err != nil || (len(rest) > 0 && b.r.over()) {
			b.requeue(rest)
			return err
		}
	}
	b.mu.Lock()
	if b.spare == nil {
		b.spare = batch[:0]
	}
	b.mu.Unlock()
	return nil
}

// requeue puts unsettled replies back in front of the queue and makes
// sure a drain job is posted for them.
func (b *bridge) requeue(rest []*hostCall) {
	if len(rest) == 0 {
		return
	}
	b.mu.Lock()
	b.queue = append(append(make([]*hostCall, 0, len(rest)+len(b.queue)), rest...), b.queue...)
	post := !b.posted
	b.posted = true
	b.mu.Unlock()
	if post {
		b.r.post(b.drain)
	}
}

// settleCall settles the promise of c from its reply, on the loop.
func (r *run) settleCall(c *hostCall) error {
	r.callEnded(c.ns, c.name)
	if c.err != nil {
		return c.reject(r.newError(c.ns, c.name, c.err.Error(), c.site))
	}
	d := getDecoder(r.vm, c.value, &r.halt)
	v, derr := d.decode()
	putDecoder(d)
	c.value = nil
	if derr == errHalted {
		return nil
	}
	if derr != nil {
		return c.reject(r.newError(c.ns, c.name, "binding resolution must be lossless JSON", c.site))
	}
	return c.resolve(v)
}

// over reports, without side effects, what the loop's check would: the
// run halted, the program's promise settled, or a promise other than the
// program's was rejected unhandled. A drain stops there so check can
// decide the outcome exactly as after a single job.
func (r *run) over() bool {
	if r.halted() {
		return true
	}
	if r.main != nil {
		// As settledMain decides, without logging.
		if st := r.main.State(); st == goja.PromiseStateRejected || st == goja.PromiseStateFulfilled && !r.outstanding() {
			return true
		}
	}
	for _, p := range r.unhandled {
		if p != r.main && p.State() == goja.PromiseStateRejected {
			return true
		}
	}
	return false
}
