package langlib

import (
	"fmt"
	"strings"

	"github.com/dop251/goja"
)

// keyed runs the module of Set's, or Map's and WeakMap's, new prototype
// methods when the program first names one of them, after recording
// goja's own functions they work through (st.orig) before the program
// can replace them.
func (st *state) keyed(name string) error {
	switch name {
	case "Set":
		if st.loaded[modSets] {
			return nil
		}
		if err := st.natives("Set", "size", "has", "add", "delete", "values"); err != nil {
			return err
		}
		ctor, ok := goja.AssertConstructor(st.orig["Set"])
		if !ok {
			return fmt.Errorf("langlib: Set is not a constructor")
		}
		s, err := ctor(nil)
		if err != nil {
			return err
		}
		values, ok := goja.AssertFunction(st.orig["Set.prototype.values"])
		if !ok {
			return fmt.Errorf("langlib: Set.prototype.values is not a function")
		}
		it, err := values(s)
		if err != nil {
			return err
		}
		st.orig["SetIterator.next"] = it.ToObject(st.vm).Get("next")
		return st.load(modSets)
	case "Map", "WeakMap":
		if st.loaded[modMaps] {
			return nil
		}
		for _, c := range []string{"Map", "WeakMap"} {
			if err := st.natives(c, "has", "get", "set"); err != nil {
				return err
			}
		}
		return st.load(modMaps)
	}
	return nil
}

// natives records goja's constructor ctor (from its own global object),
// its prototype, the named prototype methods (a getter's function for an
// accessor such as size) and Reflect.apply in st.orig.
func (st *state) natives(ctor string, methods ...string) error {
	vm := st.vm
	c, ok := st.base.Get(ctor).(*goja.Object)
	if !ok {
		return fmt.Errorf("langlib: no builtin %s", ctor)
	}
	proto, ok := c.Get("prototype").(*goja.Object)
	if !ok {
		return fmt.Errorf("langlib: %s.prototype is not an object", ctor)
	}
	st.orig[ctor] = c
	st.orig[ctor+".prototype"] = proto
	if _, ok := st.orig["Reflect.apply"]; !ok {
		r, ok := st.base.Get("Reflect").(*goja.Object)
		if !ok {
			return fmt.Errorf("langlib: no builtin Reflect")
		}
		st.orig["Reflect.apply"] = r.Get("apply")
	}
	gopd, recorded := st.orig["Object.getOwnPropertyDescriptor"]
	if !recorded {
		gopd = st.base.Get("Object").ToObject(vm).Get("getOwnPropertyDescriptor")
	}
	getOwn, ok := goja.AssertFunction(gopd)
	if !ok {
		return fmt.Errorf("langlib: Object.getOwnPropertyDescriptor is not a function")
	}
	for _, m := range methods {
		d, err := getOwn(goja.Undefined(), proto, vm.ToValue(m))
		if err != nil {
			return err
		}
		desc, ok := d.(*goja.Object)
		if !ok {
			return fmt.Errorf("langlib: no %s.prototype.%s", ctor, m)
		}
		fn := desc.Get("value")
		if fn == nil || goja.IsUndefined(fn) {
			fn = desc.Get("get")
		}
		st.orig[ctor+".prototype."+m] = fn
	}
	return nil
}

// intrinsicNames are goja's own functions and symbols the plain modules
// take from orig rather than from globals: a module that named Object or
// Math would materialise it, with the sandbox's guards, in every realm
// that uses the module.
var intrinsicNames = []string{
	"Object.defineProperty", "Object.getOwnPropertyDescriptor", "Object.getPrototypeOf", "Object.create",
	"Reflect.apply", "Reflect.ownKeys", "Symbol.iterator", "Symbol.toStringTag", "Symbol.keyFor",
	"Math.trunc", "Number.isInteger",
}

// intrinsicHolders are the globals that hold intrinsicNames.
var intrinsicHolders = map[string]bool{"Object": true, "Reflect": true, "Symbol": true, "Math": true, "Number": true}

// recordIntrinsics records holder's intrinsicNames in st.orig when the
// program first names holder, before it can replace them (a program that
// sets Object.defineProperty and then names Map must not hand its own
// function to the Map module). h is goja's holder object.
func (st *state) recordIntrinsics(holder string, h *goja.Object) {
	for _, n := range intrinsicNames {
		hn, prop, _ := strings.Cut(n, ".")
		if hn != holder {
			continue
		}
		if _, ok := st.orig[n]; !ok {
			st.orig[n] = h.Get(prop)
		}
	}
}

// intrinsics records the intrinsicNames not recorded yet, and WeakMap, in
// st.orig: their holders were never named by the program, so goja's own
// values are still in place.
func (st *state) intrinsics() error {
	if st.intrinsicsDone {
		return nil
	}
	for _, n := range intrinsicNames {
		if _, ok := st.orig[n]; ok {
			continue
		}
		holder, prop, _ := strings.Cut(n, ".")
		h, ok := st.base.Get(holder).(*goja.Object)
		if !ok {
			return fmt.Errorf("langlib: no builtin %s", holder)
		}
		st.orig[n] = h.Get(prop)
	}
	st.orig["WeakMap"] = st.base.Get("WeakMap")
	st.intrinsicsDone = true
	return nil
}
