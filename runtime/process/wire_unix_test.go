//go:build unix

package process

import (
	"os"
	"syscall"
	"testing"
)

// nonblocking reports whether fd has O_NONBLOCK.
func nonblocking(t *testing.T, fd uintptr) bool {
	t.Helper()
	fl, _, errno := syscall.Syscall(syscall.SYS_FCNTL, fd, syscall.F_GETFL, 0)
	if errno != 0 {
		t.Fatal(errno)
	}
	return fl&syscall.O_NONBLOCK != 0
}

// TestPollable: an inherited pipe descriptor comes out of pollable in
// non-blocking mode, so os.NewFile gives the poller a file it can park a
// reader on (worker.go).
func TestPollable(t *testing.T) {
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	fd := r.Fd() // Fd leaves the descriptor blocking, as a child inherits it
	if nonblocking(t, fd) {
		t.Fatal("the descriptor is non-blocking before pollable")
	}
	pollable(fd)
	if !nonblocking(t, fd) {
		t.Fatal("pollable left the descriptor blocking")
	}
	r.Close()
}
