package langlib

import (
	"github.com/dop251/goja"
)

// Reflective functions see the lazily installed names as they would be
// installed: a global that was not looked up yet (eval, Intl …) and a
// method whose module has not run (Date.prototype.toLocaleString) are
// materialised before Object.getOwnPropertyDescriptor and its kin report
// on them. The wrappers are installed when the program names Object or
// Reflect, so a run that names neither pays nothing.

// reflective lists, per builtin, the functions that report own
// properties: keyed ones take (target, key), the others list them all.
var reflective = map[string][]struct {
	name  string
	keyed bool
	// descs marks the function that reports descriptors: it needs the
	// lazy methods of any target built, the others only lazy globals.
	descs bool
}{
	"Object": {
		{"getOwnPropertyDescriptor", true, false}, {"hasOwn", true, false},
		{"getOwnPropertyDescriptors", false, true}, {"getOwnPropertyNames", false, false},
	},
	"Reflect": {
		{"getOwnPropertyDescriptor", true, false}, {"ownKeys", false, false},
	},
}

// wrapReflective replaces the reflective functions of the builtin named
// ctor (already resolved to obj) with wrappers that materialise first.
func (st *state) wrapReflective(ctor string, obj *goja.Object) error {
	vm := st.vm
	if st.hasOwn == nil {
		proto, ok := st.base.Get("Object").(*goja.Object)
		if !ok {
			return nil
		}
		hasOwn, ok := goja.AssertFunction(proto.Get("prototype").ToObject(vm).Get("hasOwnProperty"))
		if !ok {
			return nil
		}
		st.hasOwn = hasOwn
		gopd, _ := goja.AssertFunction(proto.Get("getOwnPropertyDescriptor"))
		st.gopd = gopd
	}
	for _, r := range reflective[ctor] {
		fnObj, ok := obj.Get(r.name).(*goja.Object)
		if !ok {
			continue
		}
		orig, ok := goja.AssertFunction(fnObj)
		if !ok {
			continue
		}
		keyed, descs := r.keyed, r.descs
		w := vm.ToValue(func(call goja.FunctionCall) goja.Value {
			if t, ok := call.Argument(0).(*goja.Object); ok {
				if keyed {
					if key := call.Argument(1); goja.IsString(key) {
						st.materialize(t, key.String())
					}
				} else {
					st.materializeAll(t, descs)
				}
			}
			v, err := orig(call.This, call.Arguments...)
			if err != nil {
				panic(err)
			}
			return v
		}).(*goja.Object)
		for _, p := range []string{"length", "name"} {
			if err := w.DefineDataProperty(p, fnObj.Get(p), goja.FLAG_FALSE, goja.FLAG_TRUE, goja.FLAG_FALSE); err != nil {
				return err
			}
		}
		if err := obj.DefineDataProperty(r.name, w, goja.FLAG_TRUE, goja.FLAG_TRUE, goja.FLAG_FALSE); err != nil {
			return err
		}
	}
	return nil
}

// owns reports whether key is an own property of t, without running
// program code.
func (st *state) owns(t *goja.Object, key string) bool {
	v, err := st.hasOwn(t, st.vm.ToValue(key))
	return err == nil && v.ToBoolean()
}

// materialize installs t[key] if it is a lazy name: a global not yet
// looked up, or a method still behind its loading accessor.
func (st *state) materialize(t *goja.Object, key string) {
	if st.global != nil && t == st.global {
		if !st.owns(t, key) && st.hook.Has(key) {
			st.hook.Get(key)
		}
		return
	}
	acc, ok := st.accessors[key]
	if !ok || !st.lazyTargets[t] || st.loaded[acc.m] || st.gopd == nil {
		return
	}
	d, err := st.gopd(goja.Undefined(), t, st.vm.ToValue(key))
	if err != nil {
		return
	}
	if o, ok := d.(*goja.Object); ok && o.Get("get") == acc.get {
		t.Get(key)
	}
}

// materializeAll installs every lazy global when t is the global object,
// and, with descs, every method of t behind its loading accessor.
func (st *state) materializeAll(t *goja.Object, descs bool) {
	if st.global != nil && t == st.global {
		for _, k := range st.base.GetOwnPropertyNames() {
			if !hidden[k] && !st.owns(t, k) {
				st.hook.Get(k)
			}
		}
		for k := range globalNames {
			if !st.owns(t, k) && st.hook.Has(k) {
				st.hook.Get(k)
			}
		}
		for k := range st.globals {
			if !st.owns(t, k) {
				st.hook.Get(k)
			}
		}
		return
	}
	if !descs || !st.lazyTargets[t] {
		return
	}
	for k := range st.accessors {
		st.materialize(t, k)
	}
}
