package guard

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
// in every realm, about half of what building a realm cost. Instead the
// holder is pointed at a process-wide copy of its template whose every
// entry, after building its property, runs the guard the realm deferred
// for it (guarding the new function in place, native.go) before
// goja stores it. Every way of reaching the method goes through the
// template, so no program sees it unguarded, and a realm whose program
// never uses a method never builds it. The copy finds the realm's guards
// through the registry in templates.realms, from prepare until release.
//
// Entries that return an object goja also hands out elsewhere (the
// Array.prototype.values function is every arguments object's iterator
// too) stay eager, as do entries built before the guards install. goja
// exports none of this: the layout is found by reflection once per
// process and verified on a sample realm (templateLayout); if it is not
// the one expected, every guard is eager and TestTemplateLayout fails.

// templates is the discovered layout of goja's templated objects.
type templates struct {
	selfOff   uintptr      // Object.self
	tmplType  reflect.Type // objectTemplate
	propsOff  uintptr      // objectTemplate.props, a map[unistring.String]templatePropFactory
	propType  reflect.Type // *valueProperty, what most factories return
	propValue uintptr      // valueProperty.value

	holders sync.Map // a holder's objectImpl itab → *holderLayout, or nil when it has no template

	realms   sync.Map // *goja.Runtime → *realmTemplates, while registered
	sharedOf sync.Map // a shared copy's address → *sharedTemplate
	shareMu  sync.Mutex
	byOrig   map[unsafe.Pointer]*sharedTemplate // goja's template → its shared copy
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
	self, found := objectSelf()
	if !found {
		return nil, false
	}
	t = &templates{selfOff: self.Offset, byOrig: map[unsafe.Pointer]*sharedTemplate{}}
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
	realm := t.forRealm(vm)
	defer realm.release()
	if !realm.deferBuild(apObj, "indexOf", func(fn *goja.Object) { built = append(built, fn) }) || len(built) != 0 {
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

// realmTemplates are one realm's deferred guards.
type realmTemplates struct {
	t  *templates
	vm *goja.Runtime
	// deferred are the guards to run as goja builds a property, by the
	// template that builds it and the property's name.
	deferred map[deferKey]func(fn *goja.Object)
}

type deferKey struct {
	tmpl unsafe.Pointer // goja's own template
	name string
}

// forRealm starts the deferred guards of vm. The realm is registered
// (the shared templates find its guards through it) until release.
func (t *templates) forRealm(vm *goja.Runtime) *realmTemplates {
	rt := &realmTemplates{t: t, vm: vm, deferred: map[deferKey]func(*goja.Object){}}
	t.realms.Store(vm, rt)
	return rt
}

// Release ends the realm's registration: no program code runs in it
// any more, so nothing of it is built.
func (rt *realmTemplates) release() { rt.t.realms.Delete(rt.vm) }

// deferBuild makes building holder's property name also run then on the
// new function, and reports true; it reports false, changing nothing,
// when holder is not templated, has no such entry, or has built it
// already.
func (rt *realmTemplates) deferBuild(holder *goja.Object, name string, then func(fn *goja.Object)) bool {
	t := rt.t
	h := t.holder(holder)
	if h == nil {
		return false
	}
	if _, built := t.values(holder, h)[unistring.String(name)]; built {
		return false // built (or deleted) already
	}
	tmplPtr := (*unsafe.Pointer)(unsafe.Add(t.data(holder), h.tmplOff))
	orig := *tmplPtr
	if st, ok := t.sharedOf.Load(orig); ok {
		orig = st.(*sharedTemplate).orig // the holder has the shared copy already
	} else {
		shared := t.share(orig)
		if shared == nil {
			return false
		}
		*tmplPtr = shared
	}
	if (*t.props(orig))[unistring.String(name)] == nil {
		return false
	}
	rt.deferred[deferKey{orig, name}] = then
	return true
}

// sharedTemplate is a process-wide copy of one of goja's templates whose
// every entry, after building its property, runs the deferred guard the
// building realm registered for it, if any.
type sharedTemplate struct {
	orig unsafe.Pointer // goja's template
	copy unsafe.Pointer // the copy (an objectTemplate)
}

// share returns the shared copy of goja's template at orig, making it
// the first time.
func (t *templates) share(orig unsafe.Pointer) unsafe.Pointer {
	t.shareMu.Lock()
	defer t.shareMu.Unlock()
	if st, ok := t.byOrig[orig]; ok {
		return st.copy
	}
	if orig == nil {
		return nil
	}
	factories := make(map[unistring.String]templateFactory, len(*t.props(orig)))
	for name, build := range *t.props(orig) {
		key := deferKey{orig, string(name)}
		factories[name] = func(r *goja.Runtime) goja.Value {
			v := build(r)
			fn := t.function(v)
			if fn == nil {
				return v
			}
			realm, ok := t.realms.Load(r)
			if !ok {
				// Only a released realm is unregistered, and no program
				// code runs in one: fail closed rather than hand out a
				// builtin that may be unguarded.
				panic("inprocess: a builtin was built in a released realm")
			}
			if then := realm.(*realmTemplates).deferred[key]; then != nil {
				then(fn)
			}
			return v
		}
	}
	tmpl := reflect.New(t.tmplType)
	tmpl.Elem().Set(reflect.NewAt(t.tmplType, orig).Elem())
	*t.props(tmpl.UnsafePointer()) = factories
	st := &sharedTemplate{orig: orig, copy: tmpl.UnsafePointer()}
	t.byOrig[orig] = st
	t.sharedOf.Store(st.copy, st)
	return st.copy
}

// DefersGuards reports whether realms guard goja's templated builtins as
// goja builds them (goja's template layout is the one expected); when
// not, they guard them at once.
func DefersGuards() bool { return templateLayout() != nil }

// DeferredRealms counts the realms registered with the shared templates:
// those whose deferred guards Guards.Release has not ended yet (the
// engine's tests check that every realm it builds ends its registration).
func DeferredRealms() (n int) {
	tl := templateLayout()
	if tl == nil {
		return 0
	}
	tl.realms.Range(func(key, value any) bool {
		if value.(*realmTemplates).t == tl {
			n++
		}
		return true
	})
	return n
}
