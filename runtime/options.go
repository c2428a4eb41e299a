package runtime

import (
	"fmt"
	"time"
)

// Defaults for Options fields left zero. They match the codemode CLI.
const (
	DefaultCompute        = 30 * time.Second
	DefaultWall           = 60 * time.Second
	DefaultMaxOutputBytes = 4 << 20
	DefaultMemoryBytes    = 256 << 20
)

// MinMaxOutputBytes is the smallest output ledger: "[]" plus "".
const MinMaxOutputBytes = 4

// MaxWall is the longest wall-clock ceiling accepted, kept from the
// reference design's configuration bounds (2^31-1 ms).
const MaxWall = 2147483647 * time.Millisecond

// Options are the budgets of a backend. Zero fields mean the documented
// defaults; negative values are rejected by Resolve.
type Options struct {
	// Compute is the time the program itself may run. Waiting on host
	// calls or timers does not count. Default DefaultCompute.
	Compute time.Duration
	// Wall is the wall-clock ceiling of a run, which never pauses.
	// Default DefaultWall; at most MaxWall.
	Wall time.Duration
	// MaxOutputBytes caps JSON(logs) plus JSON(value or error message).
	// Default DefaultMaxOutputBytes; at least MinMaxOutputBytes.
	MaxOutputBytes int
	// MemoryBytes is the memory budget of a run. Default DefaultMemoryBytes.
	MemoryBytes int64
}

// Resolve returns a copy of o (nil means all defaults) with defaults
// filled in, or an error naming the first invalid field.
func (o *Options) Resolve() (Options, error) {
	var r Options
	if o != nil {
		r = *o
	}
	if r.Compute < 0 {
		return r, fmt.Errorf("runtime: Compute must be positive, got %v", r.Compute)
	}
	if r.Compute == 0 {
		r.Compute = DefaultCompute
	}
	if r.Wall < 0 {
		return r, fmt.Errorf("runtime: Wall must be positive, got %v", r.Wall)
	}
	if r.Wall == 0 {
		r.Wall = DefaultWall
	}
	if r.Wall > MaxWall {
		return r, fmt.Errorf("runtime: Wall must be at most %v, got %v", MaxWall, r.Wall)
	}
	if r.MaxOutputBytes < 0 || (r.MaxOutputBytes > 0 && r.MaxOutputBytes < MinMaxOutputBytes) {
		return r, fmt.Errorf("runtime: MaxOutputBytes must be at least %d, got %d", MinMaxOutputBytes, r.MaxOutputBytes)
	}
	if r.MaxOutputBytes == 0 {
		r.MaxOutputBytes = DefaultMaxOutputBytes
	}
	if r.MemoryBytes < 0 {
		return r, fmt.Errorf("runtime: MemoryBytes must be positive, got %d", r.MemoryBytes)
	}
	if r.MemoryBytes == 0 {
		r.MemoryBytes = DefaultMemoryBytes
	}
	return r, nil
}
