package guard

import (
	"fmt"
	"testing"

	"github.com/dop251/goja"
)

// jsonScenarioRows builds the rows of bench/scenarios/json.ts (20k small
// objects; their JSON text is about 2.4 MB).
const jsonScenarioRows = `(function () {
const rows = [];
for (let i = 0; i < 20000; i++) {
  rows.push({
    id: i,
    name: "item-" + i,
    tags: ["alpha", "beta", String(i % 7)],
    nested: { a: i * 2, b: i % 2 === 0, when: "2024-01-01T00:00:00Z" },
  });
}
return rows;
})()`

// BenchmarkStringify20k times JSON.stringify of the json scenario's rows:
// the guard, goja's original without any guard, and the replacer-based
// guard this implementation replaced (legacyStringify below).
func BenchmarkStringify20k(b *testing.B) {
	p := newJSONPair(b, 256<<20)
	rows, err := p.vm.RunString(jsonScenarioRows)
	if err != nil {
		b.Fatal(err)
	}
	orig, _ := goja.AssertFunction(p.orig)
	ours, _ := goja.AssertFunction(p.ours)
	want, err := orig(goja.Undefined(), rows)
	if err != nil {
		b.Fatal(err)
	}
	legacy := func(this goja.Value, args ...goja.Value) (goja.Value, error) {
		var v goja.Value
		if ex := p.vm.Try(func() { v = legacyStringify(p.g, orig, args[0], goja.Undefined(), goja.Undefined()) }); ex != nil {
			return nil, ex
		}
		return v, nil
	}
	for _, bb := range []struct {
		name string
		fn   goja.Callable
	}{{"guard", ours}, {"goja", orig}, {"replacer-guard", legacy}} {
		b.Run(bb.name, func(b *testing.B) {
			b.SetBytes(int64(len(want.String())))
			for b.Loop() {
				got, err := bb.fn(goja.Undefined(), rows)
				if err != nil {
					b.Fatal(err)
				}
				if got.String() != want.String() {
					b.Fatal("output differs from goja's")
				}
			}
		})
	}
}

// legacyStringify is the replacer-based guard that json.go used
// before the Go implementation (kept here only to benchmark against): it
// ran goja's original through a replacer that tracked depth and size.
func legacyStringify(g *Guards, orig goja.Callable, value, userRepl, space goja.Value) goja.Value {
	var stack []*goja.Object
	var size int64
	checker := g.vm.ToValue(func(c goja.FunctionCall) goja.Value {
		if g.halted() {
			g.haltedValue()
		}
		holder, _ := c.This.(*goja.Object)
		key, v := c.Argument(0), c.Argument(1)
		if holder != nil {
			for len(stack) > 0 && stack[len(stack)-1] != holder {
				stack = stack[:len(stack)-1]
			}
			if len(stack) == 0 {
				stack = append(stack, holder)
			}
		}
		depth := int64(len(stack))
		size += units(g.str(key)) + 4 + depth
		switch x := v.(type) {
		case *goja.Object:
			if _, isFn := goja.AssertFunction(x); !isFn {
				if len(stack) > g.lim.maxDepth {
					g.throw(g.rangeError, fmt.Sprintf("Maximum call stack size exceeded (JSON.stringify: nesting depth exceeds the limit %d)", g.lim.maxDepth))
				}
				stack = append(stack, x)
			}
		default:
			if goja.IsString(v) {
				size += units(v)
			} else {
				size += 24
			}
		}
		if size > g.lim.maxString {
			g.stopMemory("JSON.stringify", size, g.lim.maxString, "code units")
		}
		return v
	})
	res, err := orig(goja.Undefined(), value, checker, space)
	if err != nil {
		panic(err)
	}
	return res
}
