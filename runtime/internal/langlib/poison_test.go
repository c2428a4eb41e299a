package langlib_test

import (
	"strings"
	"testing"

	"github.com/dop251/goja"

	"github.com/codemode-go/codemode/runtime/internal/langlib"
)

// TestModulesIgnoreReplacedBuiltins: a program that replaces a builtin the
// library's modules use (array iteration, Object.defineProperty, Reflect,
// Array.prototype.push) and then names a lazy feature still gets the
// feature. Each module installs itself with goja's own functions, recorded
// before the program could replace them (test262's poisoned-stdlib tests
// do this to RegExp).
func TestModulesIgnoreReplacedBuiltins(t *testing.T) {
	poisons := map[string]string{
		"array iteration":       `Array.prototype[Symbol.iterator] = function () { throw new Error("poisoned"); };`,
		"Object.defineProperty": `Object.defineProperty = Object.create = Object.getOwnPropertyDescriptor = function () { throw new Error("poisoned"); };`,
		"Reflect":               `Reflect.apply = Reflect.ownKeys = function () { throw new Error("poisoned"); };`,
		"array methods":         `Array.prototype.push = Array.prototype.forEach = Array.prototype.map = function () { throw new Error("poisoned"); };`,
	}
	features := map[string]string{
		"Map":             `new Map([[1, 2]]).getOrInsert(3, 4)`,
		"WeakMap":         `typeof WeakMap.prototype.getOrInsertComputed`,
		"Set":             `new Set([1]).union(new Set([2])).size`,
		"Iterator":        `typeof Iterator.prototype.map`,
		"URL":             `new URL("http://h/a?b=1").searchParams.get("b")`,
		"Intl":            `typeof Intl.NumberFormat`,
		"structuredClone": `structuredClone({a: 1}).a`,
		"TextEncoder":     `new TextEncoder().encode("é").length`,
		"crypto":          `typeof crypto.randomUUID()`,
		"RegExp":          `typeof RegExp.escape`,
		"WeakRef":         `typeof WeakRef`,
		"Promise":         `typeof Promise.try`,
		"Symbol":          `typeof Symbol.dispose`,
	}
	for pn, poison := range poisons {
		for fn, use := range features {
			t.Run(pn+"/"+fn, func(t *testing.T) {
				vm := goja.New()
				if err := langlib.Install(vm, nil); err != nil {
					t.Fatal(err)
				}
				_, err := vm.RunString(poison + "\n" + use)
				if err != nil && strings.Contains(err.Error(), "langlib") {
					t.Fatalf("after replacing %s, %s failed inside the library: %v", pn, fn, err)
				}
			})
		}
	}
}
