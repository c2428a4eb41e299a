package langlib_test

import (
	"testing"

	"github.com/dop251/goja"

	"github.com/codemode-go/codemode/runtime/internal/langlib"
)

// BenchmarkIntlFirstUse is what a run pays the first time it formats in
// a locale: the Intl module, the locale's CLDR data as script objects, and
// one date and one number format (the process-wide parse of the embedded
// table happens once, before the timer).
func BenchmarkIntlFirstUse(b *testing.B) {
	src := `new Date(0).toLocaleDateString("de-DE", { dateStyle: "long" }) + (1234.5).toLocaleString("de-DE")`
	for i := 0; i < b.N+1; i++ {
		if i == 1 {
			b.ResetTimer()
		}
		vm := goja.New()
		if err := langlib.Install(vm, nil); err != nil {
			b.Fatal(err)
		}
		if _, err := vm.RunString(src); err != nil {
			b.Fatal(err)
		}
	}
}
