package langlib

import (
	"math"
	"testing"
)

// TestF16Round: rounding to binary16 at the edges (ties to even, the
// subnormal range, overflow) and the values test262 checks.
func TestF16Round(t *testing.T) {
	tests := []struct{ in, want float64 }{
		{0, 0},
		{1, 1},
		{1.337, 1.3369140625},
		{0.499994, 0.5},
		{65504, 65504},
		{65519.99, 65504},
		{65520, math.Inf(1)},
		{-65520, math.Inf(-1)},
		{5.960464477539063e-08, 5.960464477539063e-08}, // smallest subnormal
		{2.9802322387695312e-08, 0},                    // half of it: ties to even
		{2.980232238769532e-08, 5.960464477539063e-08},
		{1.00048828125, 1},                 // tie between 1 and 1+2^-10: even
		{1.00146484375, 1.001953125},       // tie, rounds up to even
		{6.103515625e-05, 6.103515625e-05}, // smallest normal
	}
	for _, tc := range tests {
		if got := f16round(tc.in); got != tc.want {
			t.Errorf("f16round(%v) = %v, want %v", tc.in, got, tc.want)
		}
	}
	if got := f16round(math.Copysign(0, -1)); !math.Signbit(got) {
		t.Errorf("f16round(-0) lost its sign")
	}
	if !math.IsNaN(f16round(math.NaN())) {
		t.Errorf("f16round(NaN) is not NaN")
	}
}
