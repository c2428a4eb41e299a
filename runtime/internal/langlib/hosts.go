package langlib

import (
	"fmt"
	"io"

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
