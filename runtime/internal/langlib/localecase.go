package langlib

import (
	"github.com/dop251/goja"
	"golang.org/x/text/cases"
	"golang.org/x/text/language"
)

// String.prototype.toLocaleUpperCase and toLocaleLowerCase with a locale
// whose casing differs from the root's: Turkish and Azeri (dotted and
// dotless i), as V8's ICU cases them. Lithuanian's dot above is not
// carried: x/text's Lithuanian casing departs from ICU's, so lt keeps
// the root casing.
// goja ignores the locale argument; for every other locale the original
// methods still answer, so nothing changes for them.

// specialCasing are the languages whose case mappings differ from the
// root's (Unicode SpecialCasing.txt's conditional mappings) that are
// carried.
var specialCasing = map[string]bool{"tr": true, "az": true}

// defineLocaleCase wraps the two methods of String.prototype (proto).
func defineLocaleCase(vm *goja.Runtime, proto *goja.Object) error {
	for _, m := range []struct {
		name  string
		upper bool
	}{{"toLocaleUpperCase", true}, {"toLocaleLowerCase", false}} {
		orig, ok := goja.AssertFunction(proto.Get(m.name))
		if !ok {
			continue
		}
		name, upper := m.name, m.upper
		fn := vm.ToValue(func(call goja.FunctionCall) goja.Value {
			if goja.IsUndefined(call.This) || goja.IsNull(call.This) {
				panic(vm.NewTypeError("String.prototype." + name + " called on null or undefined"))
			}
			if tag, ok := casingLanguage(vm, call.Argument(0)); ok {
				s := call.This.ToString().String()
				if upper {
					return vm.ToValue(cases.Upper(tag).String(s))
				}
				return vm.ToValue(cases.Lower(tag).String(s))
			}
			v, err := orig(call.This, call.Arguments...)
			if err != nil {
				panic(err)
			}
			return v
		}).(*goja.Object)
		if err := fn.DefineDataProperty("name", vm.ToValue(name), goja.FLAG_FALSE, goja.FLAG_TRUE, goja.FLAG_FALSE); err != nil {
			return err
		}
		if err := fn.DefineDataProperty("length", vm.ToValue(0), goja.FLAG_FALSE, goja.FLAG_TRUE, goja.FLAG_FALSE); err != nil {
			return err
		}
		if err := proto.DefineDataProperty(name, fn, goja.FLAG_TRUE, goja.FLAG_TRUE, goja.FLAG_FALSE); err != nil {
			return err
		}
	}
	return nil
}

// casingLanguage is the language of the requested locale (a tag, or the
// first of an array of them) when its casing is special.
func casingLanguage(vm *goja.Runtime, v goja.Value) (language.Tag, bool) {
	if goja.IsUndefined(v) || goja.IsNull(v) {
		return language.Und, false
	}
	first := v
	if o, ok := v.(*goja.Object); ok && o.ClassName() == "Array" {
		first = o.Get("0")
		if first == nil || goja.IsUndefined(first) {
			return language.Und, false
		}
	}
	tag, err := language.Parse(first.String())
	if err != nil {
		return language.Und, false // the original method reports a bad tag, or ignores it
	}
	base, _ := tag.Base()
	if !specialCasing[base.String()] {
		return language.Und, false
	}
	return language.Make(base.String()), true
}
