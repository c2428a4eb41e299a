package inprocess

import "github.com/codemode-go/codemode/runtime/inprocess/internal/guard"

// The sandbox guards' limits (package guard, DESIGN §3.6), part of this
// backend's contract.

// RegexpMatchTimeout is the longest one regular-expression match may
// backtrack before the run ends as a timeout (guard.RegexpMatchTimeout).
const RegexpMatchTimeout = guard.RegexpMatchTimeout

// MaxNestingDepth bounds the nesting of JSON text given to JSON.parse, of
// values given to JSON.stringify, of source given to eval and the
// Function constructors, and the depth argument of Array.prototype.flat;
// it equals MaxCallStackSize (guard.MaxNestingDepth).
const MaxNestingDepth = guard.MaxNestingDepth

// MaxBindingCalls bounds the binding (tool) calls one run may start;
// MaxBindingCallsInFlight bounds those started and not yet replied
// (guard.MaxBindingCalls).
const (
	MaxBindingCalls         = guard.MaxBindingCalls
	MaxBindingCallsInFlight = guard.MaxBindingCallsInFlight
)

// MaxBigIntBits is the largest BigInt, in bits, a program may make; an
// operation or literal past it throws V8's RangeError
// (guard.MaxBigIntBits).
const MaxBigIntBits = guard.MaxBigIntBits
