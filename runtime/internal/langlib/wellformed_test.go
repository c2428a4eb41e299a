package langlib_test

import (
	"testing"

	"github.com/dop251/goja"

	"github.com/codemode-go/codemode/runtime/internal/langlib"
)

// TestWellFormed: String.prototype.isWellFormed and toWellFormed on lone
// surrogates, pairs and receivers that are not strings.
func TestWellFormed(t *testing.T) {
	tests := []struct{ src, want string }{
		{`"abc".isWellFormed()`, "true"},
		{`"a\uD83D\uDCA9c".isWellFormed()`, "true"},
		{`"a\uD83Dc".isWellFormed()`, "false"},
		{`"\uDCA9".isWellFormed()`, "false"},
		{`JSON.stringify("a\uD83Dc\uDCA9\uD83D\uDCA9\uD83D".toWellFormed())`, "\"a\uFFFDc\uFFFD💩\uFFFD\""},
		{`"ok".toWellFormed()`, "ok"},
		{`String.prototype.toWellFormed.call(12)`, "12"},
		{`(() => { try { String.prototype.isWellFormed.call(null); return "no error"; } catch (e) { return e.name; } })()`, "TypeError"},
		{`String.prototype.isWellFormed.name + String.prototype.toWellFormed.length`, "isWellFormed0"},
		{`(() => { try { new String.prototype.isWellFormed(); return "constructed"; } catch (e) { return e.name; } })()`, "TypeError"},
	}
	for _, tc := range tests {
		vm := goja.New()
		if err := langlib.Install(vm, nil); err != nil {
			t.Fatal(err)
		}
		if got := eval(t, vm, tc.src); got != tc.want {
			t.Errorf("%s = %q, want %q", tc.src, got, tc.want)
		}
	}
}
