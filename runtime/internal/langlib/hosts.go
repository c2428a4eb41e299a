package langlib

import (
	"fmt"
	"io"
	"math/big"
	"reflect"

	"github.com/dop251/goja"
)

// cryptoHost provides host.random(n): an ArrayBuffer of n bytes from the
// configured entropy source.
func cryptoHost(st *state, host *goja.Object) error {
	vm := st.vm
	src := st.opts.rand()
	return host.Set("random", func(n int) (goja.ArrayBuffer, error) {
		if n < 0 || n > 65536 {
			return goja.ArrayBuffer{}, fmt.Errorf("crypto: %d random bytes requested", n)
		}
		b := make([]byte, n)
		if _, err := io.ReadFull(src, b); err != nil {
			return goja.ArrayBuffer{}, fmt.Errorf("crypto: entropy source: %w", err)
		}
		return vm.NewArrayBuffer(b), nil
	})
}

// es2025Host provides host.sumExact(numbers): their sum rounded once, to
// the nearest double (ties to even), as Math.sumPrecise requires; and
// host.isError(v): whether v carries [[ErrorData]].
func es2025Host(st *state, host *goja.Object) error {
	if err := host.Set("sumExact", func(xs []float64) float64 {
		// 2200 bits hold any sum of fewer than 2^100 doubles exactly: the
		// doubles span 2^-1074 to 2^1024.
		acc := new(big.Float).SetPrec(2200)
		for _, x := range xs {
			acc.Add(acc, new(big.Float).SetFloat64(x))
		}
		f, _ := acc.Float64()
		return f
	}); err != nil {
		return err
	}
	return host.Set("isError", func(v goja.Value) bool {
		o, ok := v.(*goja.Object)
		return ok && o.ExportType() != reflect.TypeOf(goja.Proxy{}) && o.ClassName() == "Error"
	})
}
