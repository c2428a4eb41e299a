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

// addressSpaceSlack is what the address-space limit allows beyond the
// worker's size when it is ready and the memory budget: the rounding of
// the heap to 64 MiB arenas and the Go runtime's own growth with it (span
// metadata, stacks). Resident memory can only grow by touching mapped
// memory, so it stays within the budget plus this slack, save for pages
// of the already mapped binary first touched later; measured peaks are
// far lower (TestMemoryCapStringDoubling asserts budget + 64 MiB).
const addressSpaceSlack = 64 << 20

// minRoom is the least address space a worker's heap may grow by,
// whatever its budget: parsing and encoding builtins (URL, JSON, RegExp)
// make transient garbage several times the size of their input, which
// the in-process watchdog forgives (it judges the heap after a
// collection) but an address-space limit cannot. Budgets under it are
// enforced by that watchdog, with this as the hard cap behind it.
const minRoom = 256 << 20

// gcLimit is the Go memory limit of a worker: one 64 MiB heap arena
// under the address-space room, so the collector works hard before the
// heap maps its last arena. Smaller budgets are the in-process
// watchdog's to enforce; a collector held at them would thrash.
func gcLimit(memoryBytes int64) int64 {
	return max(memoryBytes, minRoom) - 64<<20
}

// limitAddressSpace sets RLIMIT_AS of the current process to its current
// virtual size plus the memory budget (at least minRoom) plus
// addressSpaceSlack (and the thread stacks of cgo builds), and returns
// the limit. It is relative to
// the current size because a Go process reserves address space it never
// touches (the page allocator's summaries, the arena index); everything
// the heap maps from here on counts. The worker calls it when ready, so
// the runtime, the engine and the guards are already mapped. Exceeding it
// makes an allocation fail, which the Go runtime turns into a fatal
// error: the worker dies, the host reports worker-exit naming the memory
// budget.
func limitAddressSpace(memoryBytes int64) (uint64, error) {
	b, err := os.ReadFile("/proc/self/statm")
	if err != nil {
		return 0, err
	}
	f := bytes.Fields(b)
	if len(f) == 0 {
		return 0, fmt.Errorf("unexpected /proc/self/statm %q", b)
	}
	pages, err := strconv.ParseUint(string(f[0]), 10, 64)
	if err != nil {
		return 0, err
	}
	limit := pages*uint64(os.Getpagesize()) + uint64(max(memoryBytes, minRoom)) + addressSpaceSlack + threadStackSlack + raceSlack
	return limit, syscall.Setrlimit(syscall.RLIMIT_AS, &syscall.Rlimit{Cur: limit, Max: limit})
}
