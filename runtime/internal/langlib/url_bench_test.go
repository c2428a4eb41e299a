package langlib_test

import (
	"fmt"
	"testing"

	"github.com/dop251/goja"

	"github.com/codemode-go/codemode/runtime/internal/langlib"
)

// BenchmarkURLScaling times URL and URLSearchParams operations on inputs
// of growing size up to the 1 Mi-unit limit, to show that each is linear
// in its input (ns/op grows about tenfold from 100k to 1 Mi units, not a
// hundredfold). Inputs: ASCII, "é" (percent-encoded to six characters),
// astral characters, "%" (invalid escapes) and "&=" (one pair per two
// units). A result beyond the 1 Mi limit is a RangeError, timed too.
func BenchmarkURLScaling(b *testing.B) {
	ops := []struct{ name, src string }{
		{"new-URL-query", `try { new URL("http://h/?" + s) } catch (e) { if (!(e instanceof RangeError)) throw e }`},
		{"new-URL-path", `try { new URL("http://h/" + s) } catch (e) { if (!(e instanceof RangeError)) throw e }`},
		{"URLSearchParams", `new URLSearchParams(s).size`},
		{"searchParams.toString", `p.toString()`},
		{"search=", `try { u.search = s } catch (e) { if (!(e instanceof RangeError)) throw e }`},
		{"hash=", `try { u.hash = s } catch (e) { if (!(e instanceof RangeError)) throw e }`},
		{"pathname=", `try { u.pathname = s } catch (e) { if (!(e instanceof RangeError)) throw e }`},
		{"append", `u.searchParams.append("k", s); u.searchParams.delete("k")`},
	}
	inputs := []struct{ name, unit string }{
		{"ascii", `"a"`}, {"e-acute", `"é"`}, {"astral", `"😀"`}, {"percent", `"%"`}, {"amp-eq", `"&="`},
	}
	for _, op := range ops {
		for _, in := range inputs {
			for _, n := range []int{10_000, 100_000, 1<<20 - 16} {
				b.Run(fmt.Sprintf("%s/%s/%d", op.name, in.name, n), func(b *testing.B) {
					vm := goja.New()
					if err := langlib.Install(vm, nil); err != nil {
						b.Fatal(err)
					}
					setup := fmt.Sprintf(`var c = %s, s = c.repeat(%d / c.length), u = new URL("http://h/"), p = new URLSearchParams(s);`, in.unit, n)
					if _, err := vm.RunString(setup); err != nil {
						b.Fatal(err)
					}
					prog := goja.MustCompile(op.name, op.src, true)
					b.ResetTimer()
					for b.Loop() {
						if _, err := vm.RunProgram(prog); err != nil {
							b.Fatal(err)
						}
					}
				})
			}
		}
	}
}
