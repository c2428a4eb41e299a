package guard

import (
	_ "embed"
	"sync"

	"github.com/dop251/goja"

	"github.com/codemode-go/codemode/runtime"
)

// Array-likes the guards cannot size. The Array.prototype guards bound a
// native builtin's loop by the receiver's length before the builtin runs.
// That length is knowable without running program code for arrays,
// strings, typed arrays and objects with a data-property length; for an
// object whose length is a getter, or a Proxy, it is not (the getter could
// answer differently to the builtin), and a plain object may claim a
// length up to 2^53-1, a loop Go would run without ever checking for an
// interrupt. Those receivers are standard code — test262 exercises them
// at length — so instead of refusing them the guard runs the method's
// ECMA-262 algorithm in JavaScript (arraylike.js), where every
// iteration is interruptible program work under the compute budget.

//go:embed arraylike.js
var arrayLikeSource string

var arrayLikeProgram = sync.OnceValues(func() (*goja.Program, error) {
	return goja.Compile("sandbox-arraylike.js", arrayLikeSource, true)
})

// arrayLikeMethods returns the realm's JavaScript implementations, built
// on first use; nil when they could not be built (the run then stops).
func (g *Guards) arrayLikeMethods() *goja.Object {
	if g.arrayLike != nil {
		return g.arrayLike
	}
	prog, err := arrayLikeProgram()
	if err != nil {
		g.stop(runtime.KindWorkerExit, "worker error: internal: "+err.Error())
		return nil
	}
	factoryVal, err := g.vm.RunProgram(prog)
	if err != nil {
		panic(err)
	}
	factory, _ := goja.AssertFunction(factoryVal)
	vm := g.vm
	h := vm.NewObject()
	_ = h.Set("call", func(c goja.FunctionCall) goja.Value {
		fn, ok := goja.AssertFunction(c.Argument(0))
		if !ok {
			panic(vm.NewTypeError("not a function"))
		}
		var args []goja.Value
		if len(c.Arguments) > 2 {
			args = c.Arguments[2:]
		}
		v, err := fn(c.Argument(1), args...)
		if err != nil {
			panic(err)
		}
		return v
	})
	_ = h.Set("define", func(c goja.FunctionCall) goja.Value {
		o, ok := c.Argument(0).(*goja.Object)
		if !ok {
			panic(vm.NewTypeError("not an object"))
		}
		if err := o.DefineDataProperty(c.Argument(1).String(), c.Argument(2), goja.FLAG_TRUE, goja.FLAG_TRUE, goja.FLAG_TRUE); err != nil {
			panic(err)
		}
		return goja.Undefined()
	})
	_ = h.Set("isArray", func(v goja.Value) bool { return isArrayValue(vm, v) })
	_ = h.Set("isConstructor", func(v goja.Value) bool { _, ok := goja.AssertConstructor(v); return ok })
	_ = h.Set("toObject", func(v goja.Value) *goja.Object { return v.ToObject(vm) })
	_ = h.Set("species", goja.SymSpecies)
	_ = h.Set("spreadable", goja.SymIsConcatSpreadable)
	_ = h.Set("iterator", goja.SymIterator)
	_ = h.Set("maxElements", g.lim.maxElements)
	_ = h.Set("tooMany", func(c goja.FunctionCall) goja.Value {
		g.lengthCheck("Array.prototype.concat", c.Argument(0).ToInteger(), true)
		return g.haltedValue()
	})
	m, err := factory(goja.Undefined(), h)
	if err != nil {
		panic(err)
	}
	g.arrayLike = m.(*goja.Object)
	return g.arrayLike
}

// isArrayValue is ECMA-262 IsArray: a Proxy is an array when its target
// is; a revoked Proxy is a TypeError.
func isArrayValue(vm *goja.Runtime, v goja.Value) bool {
	o, ok := v.(*goja.Object)
	for ok {
		if !IsProxy(o) {
			return o.ClassName() == "Array"
		}
		p := o.Export().(goja.Proxy)
		if p.Handler() == nil {
			panic(vm.NewTypeError("Cannot perform 'IsArray' on a proxy that has been revoked"))
		}
		o = p.Target()
		ok = o != nil
	}
	return false
}

// denseResult are the methods whose result holds an element for every
// index of the receiver (or whose work does, for join's string and sort's
// list): past the element limit they keep the native path, whose guard
// stops the run on the memory budget, unless the length is one for which
// ECMA-262 throws before allocating anything (beyond 2^32-1).
var denseResult = map[string]bool{"from": true, "sort": true, "toSorted": true, "toReversed": true, "with": true, "toSpliced": true, "join": true, "toLocaleString": true}

// maxArrayLength is the largest length of an Array, 2^32-1.
const maxArrayLength = 1<<32 - 1

// sizeable reports whether the native builtin name (which allocates in
// proportion to the receiver when alloc) may take v as its receiver:
// anything but an object whose length is computed (a getter, a Proxy), or
// longer than the element limit where the JavaScript path can do the work
// within the budgets.
func (g *Guards) sizeable(v goja.Value, name string, alloc bool) bool {
	o, ok := v.(*goja.Object)
	if !ok {
		return true
	}
	n, err := g.elementCount(o)
	switch {
	case err != nil:
		return false
	case n <= g.lim.maxElements:
		return true
	case denseResult[name]:
		return n <= maxArrayLength
	}
	return alloc && o.ClassName() == "Array" && !IsProxy(o)
}

// viaJS decides, for a call of Array.prototype[name] (or Array.from),
// whether the JavaScript implementation takes it.
func (g *Guards) viaJS(name string, alloc bool, c *goja.FunctionCall) bool {
	switch name {
	case "from":
		return !g.sizeable(c.Argument(0), name, true)
	case "concat":
		if !g.sizeable(c.This, name, true) {
			return true
		}
		// Objects other than arrays, and arrays that are not sizeable,
		// take the JavaScript algorithm, which reads each argument's
		// Symbol.isConcatSpreadable in the specified order.
		for _, a := range c.Arguments {
			if o, ok := a.(*goja.Object); ok && (o.ClassName() != "Array" || IsProxy(o) || !g.stable(o)) {
				return true
			}
		}
		return false
	}
	return !g.sizeable(c.This, name, alloc)
}

// stable reports a receiver whose length is known without program code.
func (g *Guards) stable(v goja.Value) bool {
	_, err := g.elementCount(v)
	return err == nil
}

// stepwise are the Array methods that return an iterator: it reads one
// element per step, so any receiver may have the native method.
var stepwise = map[string]bool{"entries": true, "keys": true, "values": true}

// guardArrayLike is guard(name, pre) for an Array method with a
// JavaScript implementation: calls viaJS selects run that instead.
func (g *Guards) guardArrayLike(name string, alloc bool, pre precheck) func(goFunc) goFunc {
	native := g.guard(name, pre)
	if stepwise[name] {
		native = g.guard(name, func(c *goja.FunctionCall) bool { return !g.stable(c.This) || pre(c) })
	}
	return func(orig goFunc) goFunc {
		guarded := native(orig)
		return func(call goja.FunctionCall) goja.Value {
			if stepwise[name] || !g.viaJS(name, alloc, &call) {
				return guarded(call)
			}
			m := g.arrayLikeMethods()
			if m == nil {
				return g.haltedValue()
			}
			fn, ok := goja.AssertFunction(m.Get(name))
			if !ok {
				return guarded(call)
			}
			label := "Array.prototype." + name
			if name == "from" {
				label = "Array.from"
			}
			outer := g.inArrayLike.Swap(&label)
			v, err := fn(call.This, call.Arguments...)
			g.inArrayLike.Store(outer)
			if err != nil {
				panic(err)
			}
			return v
		}
	}
}

// ComputeNote is what a compute timeout adds when the budget ran out inside
// an Array method's JavaScript algorithm: which method, and why it ran
// element by element.
func (g *Guards) ComputeNote() string {
	if g == nil {
		return ""
	}
	if m := g.inArrayLike.Load(); m != nil && *m != "" {
		return " in " + *m + " over an array-like whose length is computed or huge (it runs one element at a time)"
	}
	return ""
}
