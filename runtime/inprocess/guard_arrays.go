package inprocess

import (
	"fmt"

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

func (g *guards) lengthCheck(what string, n int64, alloc bool) bool {
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

func (g *guards) guardArrays() {
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
				total := g.count(what, c.This)
				for _, a := range c.Arguments {
					if o, ok := a.(*goja.Object); ok && (o.ClassName() == "Array" || isProxy(o) || truthy(o.GetSymbol(goja.SymIsConcatSpreadable))) {
						total += g.count(what, a)
					} else {
						total++
					}
				}
				return g.lengthCheck(what, total, true)
			}
		case "flat":
			pre = func(c *goja.FunctionCall) bool {
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

// maxFlatDepth clamps the depth argument of Array.prototype.flat: goja
// flattens by Go recursion, one level per nested array, and a Go stack
// overflow is fatal. Arrays nested deeper than this stay nested below it.
const maxFlatDepth = 100000

func truthy(v goja.Value) bool { return v != nil && v.ToBoolean() }

// joinFits bounds the string join would build: the separator between
// every element plus the primitive elements' text. Object elements are
// converted by program code (interruptible) and each conversion is itself
// bounded, so they count as empty here.
func (g *guards) joinFits(what string, c *goja.FunctionCall) bool {
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
	if o, ok := c.This.(*goja.Object); ok && o.ClassName() == "Array" && !isProxy(o) {
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
