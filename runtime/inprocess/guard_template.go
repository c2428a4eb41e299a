package inprocess

import (
	"reflect"
	"sync"
	"unsafe"

	"github.com/dop251/goja"
	"github.com/dop251/goja/unistring"
)

// Guards installed as goja builds a builtin. goja builds the methods of
// Array.prototype, String.prototype, Object and Function.prototype from
// process-wide templates, one property at a time, the first time the
// property is read, defined, deleted or listed. Guarding such a method
// eagerly forces goja to build it — a function object per guarded method
// in every realm, about half of what building a realm cost. Instead, each
// realm's templated holder gets its own copy of its template, whose
// guarded entries build the method and guard it in place (guard_native.go)
// before goja stores it. Every way of reaching the method goes through the
// template, so no program sees it unguarded, and a realm whose program
// never uses a method never builds it.
//
// Entries that return an object goja also hands out elsewhere (the
// Array.prototype.values function is every arguments object's iterator
// too) are not templated per property and stay eager, as are entries
// built before the guards install. goja exports none of this: the layout
// is found by reflection once per process and verified on a sample realm
// (templateLayout); if it is not the one expected, every guard is eager
// and TestTemplateLayout fails.

// templates is the discovered layout of goja's templated objects.
type templates struct {
	selfOff   uintptr      // Object.self
	tmplType  reflect.Type // objectTemplate
	propsOff  uintptr      // objectTemplate.props, a map[unistring.String]templatePropFactory
	propType  reflect.Type // *valueProperty, what most factories return
	propValue uintptr      // valueProperty.value

	holders sync.Map // a holder's objectImpl itab → *holderLayout, or nil when it has no template
}

// holderLayout is where a kind of templated object keeps its template and
// its materialised properties.
type holderLayout struct {
	tmplOff   uintptr // templatedObject.tmpl
	valuesOff uintptr // baseObject.values
}

// templateFactory is the type of a template entry's factory.
type templateFactory = func(*goja.Runtime) goja.Value

var (
	valuesMapType = reflect.TypeOf(map[unistring.String]goja.Value(nil))
	factoryFunc   = reflect.TypeOf(templateFactory(nil))
)

// templateLayout is the verified layout, or nil when guards must be eager.
var templateLayout = sync.OnceValue(func() *templates {
	t, ok := discoverTemplates()
	if !ok {
		return nil
	}
	return t
})

func discoverTemplates() (t *templates, ok bool) {
	defer func() {
		if recover() != nil {
			t, ok = nil, false
		}
	}()
	self, found := reflect.TypeOf(goja.Object{}).FieldByName("self")
	if !found || self.Type.Kind() != reflect.Interface {
		return nil, false
	}
	t = &templates{selfOff: self.Offset}
	vm := goja.New()
	ap, _ := vm.RunString("Array.prototype")
	apObj, isObj := ap.(*goja.Object)
	if !isObj {
		return nil, false
	}
	h := t.holder(apObj)
	if h == nil {
		return nil, false
	}
	tmplField, _ := t.impl(apObj).Type().Elem().FieldByName("tmpl")
	t.tmplType = tmplField.Type.Elem()
	props, found := t.tmplType.FieldByName("props")
	if !found || props.Type.Kind() != reflect.Map || props.Type.Key() != reflect.TypeOf(unistring.String("")) ||
		props.Type.Elem().Kind() != reflect.Func || !props.Type.Elem().ConvertibleTo(factoryFunc) || len(props.Index) != 1 {
		return nil, false
	}
	t.propsOff = props.Offset

	// What a method's factory returns: a property record holding the
	// function. Array.prototype.at is not guarded, so building it here
	// changes nothing the checks below rely on.
	_ = apObj.Get("at")
	rec := t.values(apObj, h)["at"]
	if rec == nil {
		return nil, false
	}
	t.propType = reflect.TypeOf(rec)
	if t.propType.Kind() != reflect.Pointer {
		return nil, false
	}
	value, found := t.propType.Elem().FieldByName("value")
	if !found || value.Type != reflect.TypeOf((*goja.Value)(nil)).Elem() || len(value.Index) != 1 {
		return nil, false
	}
	t.propValue = value.Offset
	if fn := t.function(rec); fn == nil || !fn.SameAs(apObj.Get("at")) {
		return nil, false
	}

	// A realm whose template entry is replaced builds the method through
	// the replacement, when first used, and only it; the other entries
	// are goja's own.
	vm = goja.New()
	ap, _ = vm.RunString("Array.prototype")
	apObj = ap.(*goja.Object)
	var built []*goja.Object
	if !t.forRealm().deferBuild(apObj, "indexOf", func(fn *goja.Object) { built = append(built, fn) }) || len(built) != 0 {
		return nil, false
	}
	v, err := vm.RunString(`[[1, 2].indexOf(2), [1, 2].includes(2), Object.getOwnPropertyNames(Array.prototype).length].join()`)
	want, _ := goja.New().RunString(`[1, true, Object.getOwnPropertyNames(Array.prototype).length].join()`)
	if err != nil || want == nil || v.String() != want.String() || len(built) != 1 || !built[0].SameAs(apObj.Get("indexOf")) {
		return nil, false
	}
	return t, true
}

// impl is o's objectImpl as a reflect.Value (an unexported pointer).
func (t *templates) impl(o *goja.Object) reflect.Value {
	return reflect.NewAt(reflect.TypeOf(goja.Object{}), unsafe.Pointer(o)).Elem().FieldByName("self").Elem()
}

// holder returns where o keeps its template, or nil when o is not a
// templated object. Layouts are cached by o's concrete type (its itab).
func (t *templates) holder(o *goja.Object) *holderLayout {
	tab := (*iface)(unsafe.Add(unsafe.Pointer(o), t.selfOff)).tab
	if h, ok := t.holders.Load(tab); ok {
		return h.(*holderLayout)
	}
	var h *holderLayout
	impl := t.impl(o)
	if impl.Kind() == reflect.Pointer && impl.Elem().Kind() == reflect.Struct {
		typ := impl.Type().Elem()
		tmpl, okT := typ.FieldByName("tmpl")
		values, okV := typ.FieldByName("values")
		if okT && okV && tmpl.Type.Kind() == reflect.Pointer && tmpl.Type.Elem().Name() == "objectTemplate" && values.Type == valuesMapType {
			h = &holderLayout{tmplOff: offsetOf(typ, tmpl.Index), valuesOff: offsetOf(typ, values.Index)}
		}
	}
	t.holders.Store(tab, h)
	return h
}

// offsetOf is the offset of the (possibly promoted) field at index.
func offsetOf(typ reflect.Type, index []int) uintptr {
	var off uintptr
	for _, i := range index {
		f := typ.Field(i)
		off += f.Offset
		typ = f.Type
	}
	return off
}

// data is the address of o's objectImpl struct.
func (t *templates) data(o *goja.Object) unsafe.Pointer {
	return (*iface)(unsafe.Add(unsafe.Pointer(o), t.selfOff)).data
}

// values is o's table of materialised properties (goja's own map).
func (t *templates) values(o *goja.Object, h *holderLayout) map[unistring.String]goja.Value {
	return *(*map[unistring.String]goja.Value)(unsafe.Add(t.data(o), h.valuesOff))
}

// props is the factory table of the template at tmpl. Its element type
// is goja's templatePropFactory, a func(*Runtime) Value: the table is
// read and written as a map of that underlying type, which has the same
// layout and hashing (discoverTemplates checks the result on a realm).
func (t *templates) props(tmpl unsafe.Pointer) *map[unistring.String]templateFactory {
	return (*map[unistring.String]templateFactory)(unsafe.Add(tmpl, t.propsOff))
}

// function returns the function a template factory built: the value of
// its property record, or the value itself.
func (t *templates) function(v goja.Value) *goja.Object {
	if reflect.TypeOf(v) == t.propType {
		v = *(*goja.Value)(unsafe.Add(reflect.ValueOf(v).UnsafePointer(), t.propValue))
	}
	fn, _ := v.(*goja.Object)
	return fn
}

// realmTemplates are the template copies of one realm's holders.
type realmTemplates struct {
	t      *templates
	copies map[*goja.Object]map[unistring.String]templateFactory // holder → its copy's factories
}

func (t *templates) forRealm() *realmTemplates {
	return &realmTemplates{t: t, copies: map[*goja.Object]map[unistring.String]templateFactory{}}
}

// deferBuild makes building holder's property name also run then on the
// new function, and reports true; it reports false, changing nothing,
// when holder is not templated, has no such entry, or has built it
// already. The first deferral on a holder gives it its own copy of its
// template.
func (rt *realmTemplates) deferBuild(holder *goja.Object, name string, then func(fn *goja.Object)) bool {
	t := rt.t
	h := t.holder(holder)
	if h == nil {
		return false
	}
	key := unistring.String(name)
	if _, built := t.values(holder, h)[key]; built {
		return false // built (or deleted) already
	}
	factories, copied := rt.copies[holder]
	if !copied {
		tmplPtr := (*unsafe.Pointer)(unsafe.Add(t.data(holder), h.tmplOff))
		if *tmplPtr == nil {
			return false
		}
		orig := *t.props(*tmplPtr)
		factories = make(map[unistring.String]templateFactory, len(orig))
		for k, f := range orig {
			factories[k] = f
		}
		tmpl := reflect.New(t.tmplType)
		tmpl.Elem().Set(reflect.NewAt(t.tmplType, *tmplPtr).Elem())
		*t.props(tmpl.UnsafePointer()) = factories
		*tmplPtr = tmpl.UnsafePointer()
		rt.copies[holder] = factories
	}
	build := factories[key]
	if build == nil {
		return false
	}
	factories[key] = func(r *goja.Runtime) goja.Value {
		v := build(r)
		if fn := t.function(v); fn != nil {
			then(fn)
		}
		return v
	}
	return true
}
