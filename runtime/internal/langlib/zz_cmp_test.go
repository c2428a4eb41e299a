package langlib_test

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/dop251/goja"

	"github.com/codemode-go/codemode/runtime/internal/langlib"
)

func TestZZCmp(t *testing.T) {
	b, _ := os.ReadFile("/tmp/urlcmp/cases.txt")
	var out []string
	for _, l := range strings.Split(string(b), "\n") {
		if l == "" {
			continue
		}
		vm := goja.New()
		if err := langlib.Install(vm, nil); err != nil {
			t.Fatal(err)
		}
		vm.Set("__src", l)
		v, err := vm.RunString(`(() => { try { return JSON.stringify((0, eval)(__src)); } catch (e) { return "throws " + e.name + " " + e.message; } })()`)
		if err != nil {
			out = append(out, "ERR "+err.Error())
			continue
		}
		out = append(out, v.String())
	}
	os.WriteFile("/tmp/urlcmp/goja.out", []byte(strings.Join(out, "\n")+"\n"), 0o644)
	fmt.Println("done")
}
