package transpile

import (
	"strings"
	"testing"
)

// TestArrowsLoweredOnlyForArguments: goja miscompiles arrows that read an
// enclosing function's `arguments`, so such programs get lowered arrows
// (reading a captured _arguments) and every other program keeps its
// arrows native.
func TestArrowsLoweredOnlyForArguments(t *testing.T) {
	cases := []struct {
		name, src string
		lowered   bool
	}{
		{"arrow reads arguments", "function f(){ return (() => arguments.length)() }\nreturn f(1)", true},
		{"no arguments", "const f = (x: number) => x * 2;\nreturn f(2)", false},
		{"identifier merely contains the word", "const argumentsList = [1];\nconst g = () => argumentsList;\nreturn g()", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p, err := Transform(c.src, Options{})
			if err != nil {
				t.Fatal(err)
			}
			hasArrow := strings.Contains(p.JS, "=>")
			if c.lowered && (hasArrow || !strings.Contains(p.JS, "_arguments")) {
				t.Errorf("arrows not lowered:\n%s", p.JS)
			}
			if !c.lowered && !hasArrow {
				t.Errorf("arrows lowered without need:\n%s", p.JS)
			}
		})
	}
	for src, want := range map[string]bool{"arguments": true, "x.arguments": true, "argumentsX": false, "myarguments": false, "$arguments": false, "": false} {
		if got := mentionsArguments(src); got != want {
			t.Errorf("mentionsArguments(%q) = %v, want %v", src, got, want)
		}
	}
}
