package guard

import (
	"github.com/dop251/goja"

	"github.com/codemode-go/codemode/runtime"
)

// How a guard takes the place of a builtin: in place (native.go),
// deferred until goja builds it (template.go), or as a wrapper
// object with the original's shape; constructors likewise.

// precheck inspects and may rewrite a call before the original runs. It
// returns false when it has stopped the run.
type precheck func(call *goja.FunctionCall) bool

// wrapMethod guards obj[name]: calls run pre, then the original with the
// (possibly converted) receiver and arguments. A goja builtin is guarded
// in place (native.go), as goja builds it when obj is templated
// (template.go); any other function is replaced by a Go wrapper
// with the original's name, length and attributes.
func (g *Guards) wrapMethod(obj *goja.Object, name string, pre precheck) {
	g.wrapMethodWith(obj, name, g.guard(name, pre))
}

// wrapMethodWith is wrapMethod with the wrapping given.
func (g *Guards) wrapMethodWith(obj *goja.Object, name string, wrap func(goFunc) goFunc) {
	if obj == nil {
		return
	}
	if g.templates != nil && name != "eval" {
		if g.templates.deferBuild(obj, name, func(fn *goja.Object) {
			if !g.native.replace(fn, wrap) {
				g.stop(runtime.KindWorkerExit, "worker error: internal: the sandbox could not guard "+name)
			}
		}) {
			return
		}
	}
	g.wrapMethodNowWith(obj, name, wrap)
}

// wrapMethodNow is wrapMethod for a builtin goja also hands out through
// other properties (Array.prototype.toString is %TypedArray%'s too): it
// must be guarded before any of them is built.
func (g *Guards) wrapMethodNow(obj *goja.Object, name string, pre precheck) {
	g.wrapMethodNowWith(obj, name, g.guard(name, pre))
}

// wrapMethodNowWith is wrapMethodNow with the wrapping given.
func (g *Guards) wrapMethodNowWith(obj *goja.Object, name string, wrap func(goFunc) goFunc) {
	if obj == nil {
		return
	}
	fn, ok := obj.Get(name).(*goja.Object)
	if !ok {
		return
	}
	if w := g.wrapped(fn, name, wrap); w != nil && w != fn {
		_ = obj.DefineDataProperty(name, w, goja.FLAG_TRUE, goja.FLAG_TRUE, goja.FLAG_FALSE)
	}
}

// wrapSymbol is wrapMethod for a symbol-keyed method; it returns the
// guarded function, or nil.
func (g *Guards) wrapSymbol(obj *goja.Object, sym *goja.Symbol, name string, pre precheck) *goja.Object {
	if obj == nil {
		return nil
	}
	fn, ok := obj.GetSymbol(sym).(*goja.Object)
	if !ok {
		return nil
	}
	w := g.wrapped(fn, name, g.guard(name, pre))
	if w != nil && w != fn {
		_ = obj.DefineDataPropertySymbol(sym, w, goja.FLAG_TRUE, goja.FLAG_TRUE, goja.FLAG_FALSE)
	}
	return w
}

// wrapped returns fn with the behaviour wrap(its behaviour): fn itself
// when it could be changed in place, else a new wrapper object with fn's
// name and length; nil when fn is not callable. eval is always wrapped:
// goja runs a call of its own eval object as a direct eval without
// calling the object's behaviour, so only a different object makes every
// eval pass the guard.
func (g *Guards) wrapped(fn *goja.Object, name string, wrap func(goFunc) goFunc) *goja.Object {
	if g.native != nil && name != "eval" && g.native.replace(fn, wrap) {
		return fn
	}
	orig, ok := goja.AssertFunction(fn)
	if !ok {
		return nil
	}
	w := g.vm.ToValue(wrap(func(call goja.FunctionCall) goja.Value {
		v, err := orig(call.This, call.Arguments...)
		if err != nil {
			panic(err)
		}
		return v
	})).(*goja.Object)
	g.copyShape(w, fn, name)
	return w
}

// guard is the wrapping of a guarded builtin: pre, the shared depth count
// of recursesNatively, then the original, all behind a panic cut.
func (g *Guards) guard(name string, pre precheck) func(goFunc) goFunc {
	nests := recursesNatively[name]
	return func(orig goFunc) goFunc {
		body := func(call goja.FunctionCall) goja.Value {
			if !pre(&call) {
				return g.haltedValue()
			}
			if nests {
				if g.nested >= MaxCallStackSize {
					g.throw(g.rangeError, "Maximum call stack size exceeded")
				}
				g.nested++
				defer func() { g.nested-- }()
			}
			return orig(call)
		}
		return func(call goja.FunctionCall) goja.Value { return cutPanics(body, call) }
	}
}

// cutPanics calls f and re-raises whatever it panicked with, from outside
// any deferred call. goja turns an exception it cannot catch (a stack
// overflow among them) into a panic raised inside a deferred function,
// and Go keeps every panic so raised on the goroutine until the frames
// below it unwind: a recursion through a builtin (a function that calls
// [1].map(itself)) that overflows at depth n piles up n such panics, and
// unwinding it took seconds, quadratic in n. A cut at every guarded
// builtin ends each pile where it starts; the panic value is unchanged.
func cutPanics(f goFunc, call goja.FunctionCall) (v goja.Value) {
	var p any
	func() {
		defer func() { p = recover() }()
		v = f(call)
	}()
	if p != nil {
		panic(p)
	}
	return v
}

// cutPanicsDo is cutPanics for a constructor's behaviour.
func cutPanicsDo(f func()) {
	var p any
	func() {
		defer func() { p = recover() }()
		f()
	}()
	if p != nil {
		panic(p)
	}
}

// recursesNatively are the Array.prototype methods through which goja
// implements String(array): a Go recursion that neither counts toward the
// JS call-stack limit nor observes Interrupt, so String of a million-deep
// array would overflow the Go stack — a fatal error that kills the host.
// Their wrappers share one depth count (guards.nested) and throw the
// RangeError a too-deep recursion gets; results are unchanged below
// MaxCallStackSize levels.
var recursesNatively = map[string]bool{"join": true, "toString": true, "toLocaleString": true}

// copyShape gives a wrapper the original's name and length.
func (g *Guards) copyShape(f, orig *goja.Object, name string) {
	if n := orig.Get("name"); n != nil {
		_ = f.DefineDataProperty("name", n, goja.FLAG_FALSE, goja.FLAG_TRUE, goja.FLAG_FALSE)
	} else {
		_ = f.DefineDataProperty("name", g.vm.ToValue(name), goja.FLAG_FALSE, goja.FLAG_TRUE, goja.FLAG_FALSE)
	}
	if l := orig.Get("length"); l != nil {
		_ = f.DefineDataProperty("length", l, goja.FLAG_FALSE, goja.FLAG_TRUE, goja.FLAG_FALSE)
	}
}

// wrapConstructor replaces global name (a constructor) with a Go
// constructor that runs pre and then constructs the original with the same
// new.target. The prototype's constructor, the statics and the [[Prototype]]
// are carried over, so instanceof, subclassing and species keep working.
func (g *Guards) wrapConstructor(holder *goja.Object, name string, pre func(args []goja.Value) ([]goja.Value, bool)) *goja.Object {
	origObj, ok := holder.Get(name).(*goja.Object)
	if !ok {
		return nil
	}
	ctor, ok := goja.AssertConstructor(origObj)
	if !ok {
		return nil
	}
	if g.native != nil && g.native.replaceConstructor(origObj, func(orig goFunc) goFunc {
		return func(call goja.FunctionCall) goja.Value {
			return cutPanics(func(call goja.FunctionCall) goja.Value {
				args, ok := pre(call.Arguments)
				if !ok {
					return g.haltedValue()
				}
				call.Arguments = args
				return orig(call)
			}, call)
		}
	}, func(orig goCtor) goCtor {
		return func(args []goja.Value, newTarget *goja.Object) *goja.Object {
			var o *goja.Object
			cutPanicsDo(func() {
				args, ok := pre(args)
				if !ok {
					g.haltedValue()
				}
				o = orig(args, newTarget)
			})
			return o
		}
	}) {
		return origObj
	}
	w := g.vm.ToValue(func(call goja.ConstructorCall) *goja.Object {
		args, ok := pre(call.Arguments)
		if !ok {
			g.haltedValue()
		}
		nt := call.NewTarget
		if nt == nil {
			nt = origObj
		}
		o, err := ctor(nt, args...)
		if err != nil {
			panic(err)
		}
		return o
	}).(*goja.Object)
	g.adopt(w, origObj, name)
	_ = holder.DefineDataProperty(name, w, goja.FLAG_TRUE, goja.FLAG_TRUE, goja.FLAG_FALSE)
	return w
}

// adopt makes w stand in for orig: same prototype object (whose
// constructor now points at w), same statics, same [[Prototype]].
func (g *Guards) adopt(w, orig *goja.Object, name string) {
	vm := g.vm
	if p := orig.Prototype(); p != nil {
		_ = w.SetPrototype(p)
	}
	// The original is a builtin constructor (no Proxy): its own keys are
	// read without program code.
	keys := make([]goja.Value, 0, 16)
	for _, k := range orig.GetOwnPropertyNames() {
		keys = append(keys, vm.ToValue(k))
	}
	for _, sym := range orig.Symbols() {
		keys = append(keys, sym)
	}
	for _, k := range keys {
		ks, isStr := k.Export().(string)
		if isStr && (ks == "length" || ks == "name") {
			continue
		}
		d, err := g.ownDesc(goja.Undefined(), orig, k)
		if err != nil || goja.IsUndefined(d) {
			continue
		}
		if isStr && ks == "prototype" {
			// The wrapper's own prototype property may be fixed: define
			// it as the original's (non-writable, non-configurable).
			_ = w.DefineDataProperty("prototype", orig.Get("prototype"), goja.FLAG_FALSE, goja.FLAG_FALSE, goja.FLAG_FALSE)
			continue
		}
		_, _ = g.defineProp(goja.Undefined(), w, k, d)
	}
	g.copyShape(w, orig, name)
	if proto, ok := orig.Get("prototype").(*goja.Object); ok {
		_ = proto.DefineDataProperty("constructor", w, goja.FLAG_TRUE, goja.FLAG_TRUE, goja.FLAG_FALSE)
	}
}

// NamedFunc makes fn a JS function whose name — shown by toString and in
// stack frames — is name. goja otherwise names a Go function after its Go
// symbol ("github.com/…/inprocess.(*run).binding.func1"), which a program
// can read: host internals must not reach programs.
func NamedFunc(vm *goja.Runtime, fn func(goja.FunctionCall) goja.Value, name string) goja.Value {
	o := vm.ToValue(fn).(*goja.Object)
	_ = o.DefineDataProperty("name", vm.ToValue(name), goja.FLAG_FALSE, goja.FLAG_TRUE, goja.FLAG_FALSE)
	return o
}
