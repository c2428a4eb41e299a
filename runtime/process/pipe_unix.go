//go:build unix

package process

import "syscall"

// pollable puts an inherited pipe descriptor in non-blocking mode before
// os.NewFile wraps it, so that Go's poller serves it: a goroutine reading
// it then parks instead of holding a thread in read(2), and the goroutine
// a frame wakes (the run's loop, given a reply) runs on the reader's own
// thread at once rather than after the scheduler retakes the processor
// from the blocked read and wakes another thread for it. The host closed
// its copy of the worker's ends, so nothing else shares the mode.
func pollable(fd uintptr) { _ = syscall.SetNonblock(int(fd), true) }
