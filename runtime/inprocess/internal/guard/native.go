package guard

import (
	"reflect"
	"sync"
	"unsafe"

	"github.com/dop251/goja"
)

// Guarding a builtin in place. A guard that wraps a builtin method in a
// new Go function keeps two function objects per method — the original,
// which the wrapper calls, and the wrapper — and a guarded realm has some
// sixty such methods, most of what it costs to build and to hold (goja
// builds each as an object with its own property table, about 640 bytes
// and a microsecond). goja's own builtins are native function objects
// whose behaviour is a Go function value, so the guard can instead
// replace that value with one that runs the precheck and then the old
// one: one object per method, its name, length and identity unchanged.
//
// goja does not export the field, so its layout is found by reflection
// once per process and verified on sample functions (nativeFuncLayout);
// when it is not the one expected — a goja upgrade, say — guards fall
// back to wrapper objects, and TestNativeFuncLayout fails.

// nativeFuncs is goja's native function object layout.
type nativeFuncs struct {
	selfOff uintptr        // Object.self (an objectImpl interface)
	itab    unsafe.Pointer // the itab of *nativeFuncObject as an objectImpl
	fOff    uintptr        // nativeFuncObject.f
	newOff  uintptr        // nativeFuncObject.construct
}

// goFunc is the type of a native function's behaviour.
type goFunc = func(goja.FunctionCall) goja.Value

// goCtor is the type of a native constructor's behaviour under new.
type goCtor = func(args []goja.Value, newTarget *goja.Object) *goja.Object

// nativeFuncLayout is the verified layout, or nil when guards must wrap.
var nativeFuncLayout = sync.OnceValue(func() *nativeFuncs {
	l, ok := discoverNativeFuncs()
	if !ok {
		return nil
	}
	return l
})

func discoverNativeFuncs() (l *nativeFuncs, ok bool) {
	defer func() {
		if recover() != nil {
			l, ok = nil, false
		}
	}()
	self, found := objectSelf()
	if !found {
		return nil, false
	}
	vm := goja.New()
	sample := vm.ToValue(func(goja.FunctionCall) goja.Value { return vm.ToValue(1) }).(*goja.Object)
	impl := reflect.ValueOf(sample).Elem().FieldByIndex(self.Index).Elem()
	if impl.Kind() != reflect.Pointer || impl.Type().Elem().Name() != "nativeFuncObject" {
		return nil, false
	}
	f, found := impl.Type().Elem().FieldByName("f")
	if !found || f.Type != reflect.TypeOf(goFunc(nil)) || len(f.Index) != 1 {
		return nil, false
	}
	ctor, found := impl.Type().Elem().FieldByName("construct")
	if !found || ctor.Type != reflect.TypeOf(goCtor(nil)) || len(ctor.Index) != 1 {
		return nil, false
	}
	l = &nativeFuncs{selfOff: self.Offset, fOff: f.Offset, newOff: ctor.Offset}
	l.itab = l.self(sample).tab

	// A replaced behaviour is what a call from JS runs, and a builtin
	// method is a native function object of the same type.
	if !l.replace(sample, func(orig goFunc) goFunc {
		return func(c goja.FunctionCall) goja.Value { return vm.ToValue(orig(c).ToInteger() + 1) }
	}) {
		return nil, false
	}
	if err := vm.Set("sample", sample); err != nil {
		return nil, false
	}
	if v, err := vm.RunString("sample()"); err != nil || v.ToInteger() != 2 {
		return nil, false
	}
	join, _ := vm.RunString("Array.prototype.join")
	if o, isObj := join.(*goja.Object); !isObj || l.self(o).tab != l.itab {
		return nil, false
	}
	// A constructor's two behaviours, called and under new.
	fn, _ := vm.RunString("Function")
	fnObj, isObj := fn.(*goja.Object)
	if !isObj || !l.replaceConstructor(fnObj, func(orig goFunc) goFunc {
		return func(c goja.FunctionCall) goja.Value {
			return orig(goja.FunctionCall{This: c.This, Arguments: []goja.Value{vm.ToValue("return 3")}})
		}
	}, func(orig goCtor) goCtor {
		return func(_ []goja.Value, nt *goja.Object) *goja.Object {
			return orig([]goja.Value{vm.ToValue("return 4")}, nt)
		}
	}) {
		return nil, false
	}
	if v, err := vm.RunString(`[Function("return 1")(), new Function("return 2")(), Function === Function.prototype.constructor].join()`); err != nil || v.String() != "3,4,true" {
		return nil, false
	}
	return l, true
}

// objectSelf is goja.Object's self field, the objectImpl interface that
// the layouts of json_fast.go, native.go and
// template.go start from.
func objectSelf() (reflect.StructField, bool) {
	self, found := reflect.TypeOf(goja.Object{}).FieldByName("self")
	return self, found && self.Type.Kind() == reflect.Interface
}

func (l *nativeFuncs) self(o *goja.Object) *iface {
	return (*iface)(unsafe.Add(unsafe.Pointer(o), l.selfOff))
}

// replace sets the behaviour of the native function object o to
// wrap(its current behaviour) and reports true; it reports false, and
// changes nothing, when o is any other kind of object.
func (l *nativeFuncs) replace(o *goja.Object, wrap func(goFunc) goFunc) bool {
	self := l.self(o)
	if self.tab != l.itab || self.data == nil {
		return false
	}
	f := (*goFunc)(unsafe.Add(self.data, l.fOff))
	if *f == nil {
		return false
	}
	*f = wrap(*f)
	return true
}

// replaceConstructor is replace for a native constructor: both its call
// and its construct behaviour, or neither.
func (l *nativeFuncs) replaceConstructor(o *goja.Object, wrapCall func(goFunc) goFunc, wrapNew func(goCtor) goCtor) bool {
	self := l.self(o)
	if self.tab != l.itab || self.data == nil {
		return false
	}
	f := (*goFunc)(unsafe.Add(self.data, l.fOff))
	c := (*goCtor)(unsafe.Add(self.data, l.newOff))
	if *f == nil || *c == nil {
		return false
	}
	*f, *c = wrapCall(*f), wrapNew(*c)
	return true
}
