package guard

import (
	"fmt"
	"math"

	"github.com/dop251/goja"
)

// Guards on the Array builtins that loop over or allocate by a length.

// arrayMethods lists the Array.prototype methods that loop in Go up to the
// receiver's length; alloc marks those that also allocate in proportion.
var arrayMethods = []struct {
	name  string
	alloc bool
}{
	{"concat", true}, {"copyWithin", false}, {"entries", false}, {"every", false},
	{"fill", true}, {"filter", true}, {"find", false}, {"findIndex", false},
	{"findLast", false}, {"findLastIndex", false}, {"flat", true}, {"flatMap", true},
	{"forEach", false}, {"includes", false}, {"indexOf", false}, {"join", true},
	{"keys", false}, {"lastIndexOf", false}, {"map", true}, {"reduce", false},
	{"reduceRight", false}, {"reverse", false}, {"shift", false}, {"slice", true},
	{"some", false}, {"sort", true}, {"splice", true}, {"toLocaleString", true},
	{"toReversed", true}, {"toSorted", true}, {"toSpliced", true}, {"unshift", false},
	{"with", true},
}

func (g *Guards) lengthCheck(what string, n int64, alloc bool) bool {
	if n <= g.lim.maxElements {
		return !alloc || g.admit(what, 16*n)
	}
	if alloc {
		g.stopMemory(what, n, g.lim.maxElements, "elements")
	} else {
		g.stopWork(what, n, g.lim.maxElements)
	}
	return false
}

func (g *Guards) guardArrays() {
	ap := g.proto("Array")
	if ap == nil {
		return
	}
	for _, m := range arrayMethods {
		what := "Array.prototype." + m.name
		alloc := m.alloc
		var pre precheck
		switch m.name {
		case "join", "toLocaleString":
			pre = func(c *goja.FunctionCall) bool { return g.joinFits(what, c) }
		case "concat":
			pre = func(c *goja.FunctionCall) bool {
				// Only arrays reach the native concat with object
				// arguments (viaJS): each adds its length, or one element
				// when its Symbol.isConcatSpreadable says not to spread.
				// Reading that symbol here would run a getter out of the
				// specified order, so the bound assumes at most
				// max(length, 1).
				total := max(g.count(what, c.This), 1)
				for _, a := range c.Arguments {
					if _, ok := a.(*goja.Object); ok {
						total += max(g.count(what, a), 1)
					} else {
						total++
					}
				}
				return g.lengthCheck(what, total, true)
			}
		case "flat":
			pre = func(c *goja.FunctionCall) bool {
				if goja.IsUndefined(c.This) || goja.IsNull(c.This) {
					return true // the native flat throws its TypeError before reading depth
				}
				if !g.lengthCheck(what, g.count(what, c.This), true) {
					return false
				}
				if d := c.Argument(0); goja.IsUndefined(d) {
					// flat(undefined) flattens one level; goja's native
					// flat takes a present undefined for depth 0.
					c.Arguments = nil
				} else {
					if f := d.ToNumber().ToFloat(); f > maxFlatDepth {
						c.Arguments = []goja.Value{g.vm.ToValue(maxFlatDepth)}
					} else {
						c.Arguments = []goja.Value{d.ToNumber()}
					}
				}
				return true
			}
		case "toSpliced":
			pre = func(c *goja.FunctionCall) bool {
				n := g.count(what, c.This)
				if n > g.lim.maxElements {
					g.toSplicedLength(n, c)
				}
				return g.lengthCheck(what, n, alloc)
			}
		default:
			pre = func(c *goja.FunctionCall) bool { return g.lengthCheck(what, g.count(what, c.This), alloc) }
		}
		g.wrapMethodWith(ap, m.name, g.guardArrayLike(m.name, m.alloc, pre))
	}
	g.wrapMethodNow(ap, "toString", func(*goja.FunctionCall) bool { return true }) // recursesNatively
	// values and [Symbol.iterator] are one function; keep them one. In
	// place it is guarded through values: reading [Symbol.iterator] would
	// build every symbol-keyed entry of Array.prototype (Symbol.unscopables
	// is an object of sixteen properties). goja hands the function out
	// elsewhere too (arguments objects), so it is guarded now.
	values := func(c *goja.FunctionCall) bool {
		if !g.stable(c.This) {
			return true // an iterator reads one element per step
		}
		return g.lengthCheck("Array.prototype.values", g.count("Array.prototype.values", c.This), false)
	}
	if fn, ok := ap.Get("values").(*goja.Object); ok && g.native != nil && g.native.replace(fn, g.guard("values", values)) {
		// [Symbol.iterator] is fn
	} else if w := g.wrapSymbol(ap, goja.SymIterator, "values", values); w != nil {
		_ = ap.DefineDataProperty("values", w, goja.FLAG_TRUE, goja.FLAG_TRUE, goja.FLAG_FALSE)
	}
	if arr, ok := g.base.Get("Array").(*goja.Object); ok {
		g.wrapMethodWith(arr, "from", g.guardArrayLike("from", true, func(c *goja.FunctionCall) bool {
			return g.lengthCheck("Array.from", g.count("Array.from", c.Argument(0)), true)
		}))
	}
}

// toSplicedLength throws the errors ECMA-262 specifies for a toSpliced
// result too long for an array (a TypeError past 2^53-1 elements, a
// RangeError past 2^32-1), before the sandbox's own memory stop applies
// to a receiver of length n.
func (g *Guards) toSplicedLength(n int64, c *goja.FunctionCall) {
	rel := func(v goja.Value) float64 {
		f := v.ToNumber().ToFloat()
		if f != f {
			return 0
		}
		return math.Trunc(f)
	}
	start := float64(0)
	if len(c.Arguments) > 0 {
		r := rel(c.Arguments[0])
		switch {
		case r < 0:
			start = math.Max(float64(n)+r, 0)
		default:
			start = math.Min(r, float64(n))
		}
	}
	insert, skip := float64(0), float64(0)
	switch {
	case len(c.Arguments) == 1:
		skip = float64(n) - start
	case len(c.Arguments) > 1:
		insert = float64(len(c.Arguments) - 2)
		skip = math.Min(math.Max(rel(c.Arguments[1]), 0), float64(n)-start)
	}
	newLen := float64(n) + insert - skip
	if newLen > 1<<53-1 {
		g.throw(g.typeError, "Array.prototype.toSpliced: the length would exceed 2^53-1")
	}
	if newLen > 1<<32-1 {
		g.throw(g.rangeError, "Invalid array length")
	}
}

// maxFlatDepth clamps the depth argument of Array.prototype.flat: goja
// flattens by Go recursion, one level per nested array, and a Go stack
// overflow is fatal. Arrays nested deeper than this stay nested below it.
const maxFlatDepth = 100000

func truthy(v goja.Value) bool { return v != nil && v.ToBoolean() }

// joinFits bounds the string join would build: the separator between
// every element plus the primitive elements' text. Object elements are
// converted by program code (interruptible) and each conversion is itself
// bounded, so they count as empty here.
func (g *Guards) joinFits(what string, c *goja.FunctionCall) bool {
	if goja.IsUndefined(c.This) || goja.IsNull(c.This) {
		return true // the native method throws its TypeError before reading the separator
	}
	n := g.count(what, c.This)
	if !g.lengthCheck(what, n, true) {
		return false
	}
	sepUnits := int64(1)
	if what == "Array.prototype.join" {
		if sep := c.Argument(0); !goja.IsUndefined(sep) {
			sep = g.str(sep)
			c.Arguments = []goja.Value{sep}
			sepUnits = units(sep)
		}
	}
	total := sepUnits * max(n-1, 0)
	if o, ok := c.This.(*goja.Object); ok && o.ClassName() == "Array" && !IsProxy(o) {
		for i := int64(0); i < n && total <= g.lim.maxString; i++ {
			v := o.Get(fmt.Sprint(i))
			if v == nil {
				continue
			}
			if _, isObj := v.(*goja.Object); !isObj && goja.IsString(v) {
				total += units(v)
			} else if !isObj {
				total += 24
			}
		}
	}
	if total > g.lim.maxString {
		g.stopMemory(what, total, g.lim.maxString, "code units")
		return false
	}
	return g.admit(what, 2*total)
}
