// Package workers runs short functions on goroutines that outlive one
// call. A new goroutine starts with a 2 KB stack, and a tool call's
// dispatch (policy stages, the tool body, validating its JSON) needs
// more: growing it copies the stack, which cost about 2 µs per nested
// tool call, more than the rest of its dispatch. A worker keeps its grown
// stack from one function to the next.
package workers

import "time"

// pool is a set of workers: goroutines that wait up to idle for the next
// function before they exit.
type pool struct {
	work chan func() // hands a function to a waiting worker
	idle time.Duration
}

var shared = &pool{work: make(chan func()), idle: time.Second}

// Go runs f on a waiting worker, or on a new one when none is waiting, as
// the go statement would: it returns at once, and f runs concurrently. A
// panic in f ends the program, as in a goroutine of its own. Unlike a new
// goroutine, f does not inherit its caller's profiler labels: it runs
// with those of whoever started its worker.
func Go(f func()) { shared.run(f) }

func (p *pool) run(f func()) {
	select {
	case p.work <- f:
	default:
		go p.loop(f)
	}
}

func (p *pool) loop(f func()) {
	t := time.NewTimer(p.idle)
	defer t.Stop()
	for {
		f()
		f = nil // drop what f captured while waiting
		t.Reset(p.idle)
		select {
		case f = <-p.work:
		case <-t.C:
			return
		}
	}
}
