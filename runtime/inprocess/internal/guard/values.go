package guard

import (
	"errors"

	"github.com/dop251/goja"
)

// What guards read of values without running program code: strings,
// lengths, descriptors, element counts.

// str converts v with the captured String (ToString once; a throwing
// toString propagates to the program).
func (g *Guards) str(v goja.Value) goja.Value {
	if goja.IsString(v) {
		return v
	}
	if _, isSym := v.(*goja.Symbol); isSym { // String(symbol) does not throw; ToString does
		g.throw(g.typeError, "Cannot convert a Symbol value to a string")
	}
	s, err := g.stringFn(goja.Undefined(), v)
	if err != nil {
		panic(err)
	}
	return s
}

// thisStr is RequireObjectCoercible(this) then ToString, once.
func (g *Guards) thisStr(method string, this goja.Value) goja.Value {
	if this == nil || goja.IsUndefined(this) || goja.IsNull(this) {
		g.throw(g.typeError, method+" called on null or undefined")
	}
	return g.str(this)
}

// units is the UTF-16 length of a string value.
func units(v goja.Value) int64 {
	if s, ok := v.(goja.String); ok {
		return int64(s.Length())
	}
	return int64(len(v.String()))
}

// toLength is ToLength of a value already converted to a number.
func toLength(v goja.Value) int64 {
	f := v.ToFloat()
	if !(f > 0) {
		return 0
	}
	if f >= 1<<53 {
		return 1<<53 - 1
	}
	return int64(f)
}

// OwnDescriptor is Object.getOwnPropertyDescriptor(o, key) for a
// non-Proxy o, as captured before the program ran (no program code
// runs), or nil when absent.
func (g *Guards) OwnDescriptor(o *goja.Object, key goja.Value) *goja.Object { return g.desc(o, key) }

// desc is Object.getOwnPropertyDescriptor(o, key) for a non-Proxy o (no
// program code runs), or nil when absent.
func (g *Guards) desc(o *goja.Object, key goja.Value) *goja.Object {
	d, err := g.ownDesc(goja.Undefined(), o, key)
	if err != nil || d == nil || goja.IsUndefined(d) {
		return nil
	}
	do, _ := d.(*goja.Object)
	return do
}

// IsProxy reports a Proxy, whose traps are program code.
func IsProxy(o *goja.Object) bool { return o.ExportType() == proxyType }

// isTypedArray reports a genuine typed array: the captured length getter
// accepts only those (it is a builtin; no program code runs).
func (g *Guards) isTypedArray(o *goja.Object) bool {
	if g.taLengthCall == nil {
		return false
	}
	_, err := g.taLengthCall(o)
	return err == nil
}

// errUnstable reports a length that only program code could tell.
var errUnstable = errors.New("unstable length")

// elementCount is the length a builtin will read from v, determined
// without running program code: strings, arrays, typed arrays, and objects
// whose length is a plain data property along a Proxy-free prototype
// chain. A length behind a getter or a Proxy could change between this
// read and the builtin's own, so it is errUnstable.
func (g *Guards) elementCount(v goja.Value) (int64, error) {
	if v == nil || goja.IsUndefined(v) || goja.IsNull(v) {
		return 0, nil
	}
	if goja.IsString(v) {
		return units(v), nil
	}
	o, ok := v.(*goja.Object)
	if !ok {
		return 0, nil
	}
	if IsProxy(o) {
		return 0, errUnstable
	}
	if o.ClassName() == "Array" {
		return toLength(o.Get("length")), nil
	}
	lengthKey := g.vm.ToValue("length")
	for cur := o; cur != nil; cur = cur.Prototype() {
		if IsProxy(cur) {
			return 0, errUnstable
		}
		d := g.desc(cur, lengthKey)
		if d == nil {
			continue
		}
		if get := d.Get("get"); get != nil && !goja.IsUndefined(get) {
			if g.taLength != nil && get.SameAs(g.taLength) && g.isTypedArray(o) {
				n, err := g.taLengthCall(o)
				if err != nil {
					return 0, errUnstable
				}
				return toLength(n), nil
			}
			return 0, errUnstable
		}
		if _, isObj := d.Get("set").(*goja.Object); isObj {
			return 0, errUnstable
		}
		val := d.Get("value")
		if _, isObj := val.(*goja.Object); isObj {
			return 0, errUnstable
		}
		if val == nil || goja.IsUndefined(val) {
			return 0, nil
		}
		if _, isSym := val.Export().(*goja.Symbol); isSym {
			return 0, nil // the builtin's own ToLength throws the TypeError
		}
		return toLength(val.ToNumber()), nil
	}
	return 0, nil
}

// count is elementCount that throws the program a TypeError for an
// unstable length.
func (g *Guards) count(method string, v goja.Value) int64 {
	n, err := g.elementCount(v)
	if err != nil {
		g.throw(g.typeError, method+": the sandbox does not accept array-likes whose length is computed by a getter or a Proxy")
	}
	return n
}
