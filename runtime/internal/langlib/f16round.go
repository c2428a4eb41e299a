package langlib

import (
	"math"

	"github.com/dop251/goja"
)

// Math.f16round (ES2025), which goja lacks: defined when the program
// first names Math.

// defineF16Round adds f16round to the Math object m unless it has one.
func defineF16Round(vm *goja.Runtime, m *goja.Object) error {
	if m.Get("f16round") != nil {
		return nil
	}
	fn := vm.ToValue(func(call goja.FunctionCall) goja.Value {
		return vm.ToValue(f16round(call.Argument(0).ToFloat()))
	}).(*goja.Object)
	if err := fn.DefineDataProperty("name", vm.ToValue("f16round"), goja.FLAG_FALSE, goja.FLAG_TRUE, goja.FLAG_FALSE); err != nil {
		return err
	}
	if err := fn.DefineDataProperty("length", vm.ToValue(1), goja.FLAG_FALSE, goja.FLAG_TRUE, goja.FLAG_FALSE); err != nil {
		return err
	}
	return m.DefineDataProperty("f16round", fn, goja.FLAG_TRUE, goja.FLAG_TRUE, goja.FLAG_FALSE)
}

// f16round rounds x to the nearest IEEE 754 binary16 value, ties to even,
// straight from float64 (rounding through float32 first could round
// twice).
func f16round(x float64) float64 {
	if math.IsNaN(x) || math.IsInf(x, 0) || x == 0 {
		return x
	}
	a := math.Abs(x)
	if a >= 65520 { // half-way between 65504 (the largest half) and 2^16
		return math.Copysign(math.Inf(1), x)
	}
	var quantum float64
	if a < 0x1p-14 {
		quantum = 0x1p-24 // subnormal halves
	} else {
		_, exp := math.Frexp(a) // a = f * 2^exp, f in [0.5, 1)
		quantum = math.Ldexp(1, exp-1-10)
	}
	return math.Copysign(math.RoundToEven(a/quantum)*quantum, x)
}
