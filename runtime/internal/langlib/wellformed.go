package langlib

import (
	"github.com/dop251/goja"
)

// String.prototype.isWellFormed and toWellFormed (ES2024), which goja
// lacks. String.prototype is reached without naming a global, so they are
// defined at Install as the plain native functions they are: cheaper than
// a loading accessor would be.

// defineWellFormed adds the two methods to String.prototype (proto).
func defineWellFormed(vm *goja.Runtime, proto *goja.Object) error {
	thisString := func(call goja.FunctionCall, name string) goja.String {
		if goja.IsUndefined(call.This) || goja.IsNull(call.This) {
			panic(vm.NewTypeError("String.prototype." + name + " called on null or undefined"))
		}
		s, _ := call.This.ToString().(goja.String)
		return s
	}
	fns := []struct {
		name string
		fn   func(goja.FunctionCall) goja.Value
	}{
		{"isWellFormed", func(call goja.FunctionCall) goja.Value {
			s := thisString(call, "isWellFormed")
			return vm.ToValue(s == nil || firstLoneSurrogate(s) < 0)
		}},
		{"toWellFormed", func(call goja.FunctionCall) goja.Value {
			s := thisString(call, "toWellFormed")
			if s == nil {
				return call.This.ToString()
			}
			i := firstLoneSurrogate(s)
			if i < 0 {
				return s
			}
			n := s.Length()
			out := make([]uint16, n)
			for j := 0; j < n; j++ {
				out[j] = s.CharAt(j)
			}
			for ; i < n; i++ {
				c := out[i]
				switch {
				case isHighSurrogate(c) && i+1 < n && isLowSurrogate(out[i+1]):
					i++
				case isHighSurrogate(c) || isLowSurrogate(c):
					out[i] = 0xFFFD
				}
			}
			return goja.StringFromUTF16(out)
		}},
	}
	for _, f := range fns {
		fn := vm.ToValue(f.fn).(*goja.Object)
		if err := fn.DefineDataProperty("name", vm.ToValue(f.name), goja.FLAG_FALSE, goja.FLAG_TRUE, goja.FLAG_FALSE); err != nil {
			return err
		}
		if err := proto.DefineDataProperty(f.name, fn, goja.FLAG_TRUE, goja.FLAG_TRUE, goja.FLAG_FALSE); err != nil {
			return err
		}
	}
	return nil
}

func isHighSurrogate(c uint16) bool { return c >= 0xD800 && c <= 0xDBFF }
func isLowSurrogate(c uint16) bool  { return c >= 0xDC00 && c <= 0xDFFF }

// firstLoneSurrogate is the index of the first code unit of s that is a
// surrogate not part of a pair, or -1.
func firstLoneSurrogate(s goja.String) int {
	n := s.Length()
	for i := 0; i < n; i++ {
		c := s.CharAt(i)
		switch {
		case isHighSurrogate(c) && i+1 < n && isLowSurrogate(s.CharAt(i+1)):
			i++
		case isHighSurrogate(c) || isLowSurrogate(c):
			return i
		}
	}
	return -1
}
