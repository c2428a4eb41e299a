//go:build linux

package process

import (
	"bytes"
	"fmt"
	"os"
	"strconv"
	"syscall"
)

// Supported reports whether this platform has process isolation with an
// OS memory limit (Linux: RLIMIT_AS).
func Supported() bool { return true }

// addressSpaceSlack is what the limit allows beyond the start-up size and
// the budget: the Go runtime's own reservations (heap arenas are reserved
// in 64 MiB steps, goroutine stacks, the collector's metadata) and the
// collector's headroom over the live heap.
const addressSpaceSlack = 768 << 20

// limitAddressSpace sets RLIMIT_AS of the current process to its current
// virtual size plus twice the memory budget plus addressSpaceSlack. The
// limit is relative to the start-up size because a Go process reserves
// address space it never touches; cgroup v2 memory limits would be more
// precise but are not available on every host. Exceeding it makes an
// allocation fail, which the Go runtime turns into a fatal error: the
// worker dies, the host reports worker-exit naming the memory budget.
func limitAddressSpace(memoryBytes int64) error {
	b, err := os.ReadFile("/proc/self/statm")
	if err != nil {
		return err
	}
	f := bytes.Fields(b)
	if len(f) == 0 {
		return fmt.Errorf("unexpected /proc/self/statm %q", b)
	}
	pages, err := strconv.ParseUint(string(f[0]), 10, 64)
	if err != nil {
		return err
	}
	limit := pages*uint64(os.Getpagesize()) + 2*uint64(memoryBytes) + addressSpaceSlack
	return syscall.Setrlimit(syscall.RLIMIT_AS, &syscall.Rlimit{Cur: limit, Max: limit})
}
