package guard

import (
	"reflect"
	"sync"
	"unsafe"

	"github.com/dop251/goja"
	"github.com/dop251/goja/unistring"
)

// The fast path of the guarded JSON.stringify reads an ordinary object's
// own properties straight from goja's property table, where goja itself
// shows that no program code can run: the object is a plain goja object
// (no Proxy, no exotic behaviour), its key order is already settled, and a
// property read is a data property found in the table. Anything else — an
// accessor, a non-enumerable property, an index-like key in the unsorted
// tail, a deleted key — goes through goja's [[Get]] and key listing.
//
// goja does not export its property table, so its layout is found by
// reflection once per process and checked against sample objects
// (jsonFastLayout); if the layout is not the one expected, the fast path is
// off and every read takes the generic path.

// jsonFast is the discovered layout of goja's ordinary objects.
type jsonFast struct {
	selfOff      uintptr        // Object.self (an objectImpl interface)
	baseItab     unsafe.Pointer // the itab of *baseObject as an objectImpl
	valuesOff    uintptr        // baseObject.values
	namesOff     uintptr        // baseObject.propNames
	sortedOff    uintptr        // baseObject.lastSortedPropLen
	propertyType reflect.Type   // *valueProperty: accessors and attributes
}

// iface is the layout of a non-empty interface value.
type iface struct {
	tab  unsafe.Pointer
	data unsafe.Pointer
}

var jsonFastLayout = sync.OnceValue(func() *jsonFast {
	f, ok := discoverJSONFast()
	if !ok {
		return nil
	}
	return f
})

func discoverJSONFast() (f *jsonFast, ok bool) {
	defer func() {
		if recover() != nil {
			f, ok = nil, false
		}
	}()
	f = &jsonFast{}
	self, found := objectSelf()
	if !found {
		return nil, false
	}
	f.selfOff = self.Offset
	vm := goja.New()
	plain := vm.NewObject()
	impl := reflect.ValueOf(plain).Elem().FieldByIndex(self.Index).Elem()
	if impl.Kind() != reflect.Pointer || impl.Type().Elem().Name() != "baseObject" {
		return nil, false
	}
	bt := impl.Type().Elem()
	field := func(name string, want reflect.Type) (uintptr, bool) {
		sf, ok := bt.FieldByName(name)
		return sf.Offset, ok && sf.Type == want
	}
	var okV, okN, okS bool
	f.valuesOff, okV = field("values", reflect.TypeOf(map[unistring.String]goja.Value(nil)))
	f.namesOff, okN = field("propNames", reflect.TypeOf([]unistring.String(nil)))
	f.sortedOff, okS = field("lastSortedPropLen", reflect.TypeOf(0))
	if !okV || !okN || !okS {
		return nil, false
	}
	f.baseItab = (*iface)(unsafe.Add(unsafe.Pointer(plain), f.selfOff)).tab

	// Check the layout against what goja reports for sample objects.
	o, err := vm.RunString(`({b: 1, a: "x", 1: true, get g() { return 1 }})`)
	if err != nil {
		return nil, false
	}
	obj := o.(*goja.Object)
	_ = obj.Keys() // settles the key order
	names, values, ok := f.table(obj)
	if !ok || len(names) != 4 || len(values) != 4 {
		return nil, false
	}
	want := []string{"1", "b", "a", "g"}
	for i, n := range names {
		if string(n) != want[i] {
			return nil, false
		}
	}
	if values["a"] == nil || !values["a"].SameAs(obj.Get("a")) {
		return nil, false
	}
	f.propertyType = reflect.TypeOf(values["g"])
	if f.propertyType == nil || f.propertyType == reflect.TypeOf(values["a"]) || f.propertyType.Kind() != reflect.Pointer {
		return nil, false
	}
	arr, _ := vm.RunString(`[1]`)
	if _, _, ok := f.table(arr.(*goja.Object)); ok {
		return nil, false // an array must not pass for an ordinary object
	}
	return f, true
}

// table returns o's property names and values when o is an ordinary goja
// object; the slice and map are goja's own (read only, and only until
// program code runs).
func (f *jsonFast) table(o *goja.Object) ([]unistring.String, map[unistring.String]goja.Value, bool) {
	self := (*iface)(unsafe.Add(unsafe.Pointer(o), f.selfOff))
	if self.tab != f.baseItab || self.data == nil {
		return nil, nil, false
	}
	names := *(*[]unistring.String)(unsafe.Add(self.data, f.namesOff))
	values := *(*map[unistring.String]goja.Value)(unsafe.Add(self.data, f.valuesOff))
	return names, values, true
}

// sorted reports whether goja has settled the key order of the object
// (index-like keys first) for all of names.
func (f *jsonFast) sorted(o *goja.Object, names []unistring.String) bool {
	self := (*iface)(unsafe.Add(unsafe.Pointer(o), f.selfOff))
	n := *(*int)(unsafe.Add(self.data, f.sortedOff))
	for _, name := range names[min(n, len(names)):] {
		if len(name) > 0 && name[0] >= '0' && name[0] <= '9' {
			return false
		}
	}
	return true
}

// PlainNames returns the own string keys of o read straight from goja's
// property table when o is a plain object of plain data properties, as
// most tool arguments are; ok is false otherwise, or when goja's layout
// is not the one expected. The engine's JSON encoder uses it too.
func PlainNames(o *goja.Object) (names []unistring.String, ok bool) {
	f := jsonFastLayout()
	if f == nil {
		return nil, false
	}
	return f.plainNames(o)
}

// plainNames returns the own string keys of o, in EnumerableOwnProperties
// order, when o is an ordinary object whose keys are all ASCII and whose
// properties are all plain enumerable data properties; ok is false
// otherwise (use the generic path). The slice is goja's own: read it
// before any program code runs. Symbol keys are not looked at.
func (f *jsonFast) plainNames(o *goja.Object) (names []unistring.String, ok bool) {
	names, values, ok := f.table(o)
	if !ok || !f.sorted(o, names) {
		return nil, false
	}
	for _, n := range names {
		if n.AsUtf16() != nil {
			return nil, false
		}
		if v := values[n]; v == nil || reflect.TypeOf(v) == f.propertyType {
			return nil, false
		}
	}
	return names, true
}

// fastKeys is EnumerableOwnProperties(o, key) for an object plainNames
// can read.
func (s *jsonState) fastKeys(o *goja.Object) (keys []jsonKey, ok bool) {
	if s.fast == nil {
		return nil, false
	}
	names, ok := s.fast.plainNames(o)
	if !ok {
		return nil, false
	}
	keys = make([]jsonKey, len(names))
	for i, n := range names {
		keys[i] = jsonKey{name: string(n), idx: -1, plain: true}
	}
	return keys, true
}

// fastGet is [[Get]](o, name) when o's own property name is still a
// plain data property; ok is false otherwise.
func (s *jsonState) fastGet(o *goja.Object, name string) (goja.Value, bool) {
	_, values, ok := s.fast.table(o)
	if !ok {
		return nil, false
	}
	v := values[unistring.String(name)]
	if v == nil || reflect.TypeOf(v) == s.fast.propertyType {
		return nil, false
	}
	return v, true
}
