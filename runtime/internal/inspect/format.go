package inspect

import (
	"math"
	"reflect"
	"strconv"
	"strings"

	"github.com/dop251/goja"
)

// The console options of PROG-6, which are Node's util.inspect defaults:
// console.log renders with depth 2 (format specifiers pick 0 or 4, line.go).
const (
	inspectDepth   = 2
	maxArrayLength = 100
	maxStringLen   = 10000
	breakLength    = 80
	compact        = 3
	minLineLength  = 16 // Node's kMinLineLength
	maxProtoWalk   = 10000
	// maxKeyedLength bounds the arrays (and typed arrays) whose key list is
	// read: goja lists every index to find the other keys, so beyond it the
	// non-index properties are not shown and holes are found by probing.
	maxKeyedLength = 1 << 20
	maxTypedKeyed  = 1 << 16
	maxHoleProbes  = 1 << 16
)

// Node's extrasType values.
const (
	kObjectType = iota
	kArrayType
	kArrayExtrasType
)

// ctx is one rendering's state, Node's ctx object.
type ctx struct {
	ins            *Inspector
	in             *intrinsics
	vm             *goja.Runtime
	indentationLvl int
	currentDepth   int
	depth          int
	// Node's maxArrayLength and breakLength options (console.table
	// narrows them, table.go).
	maxArrayLength, breakLength int
	seen                        []*goja.Object
	circular                    map[*goja.Object]int
	budget                      map[int]int
	produced                    int
	exhausted                   bool
	// poisoned is set when descriptors cannot be read safely (see
	// intrinsics.poisoned); objects then render as opaque placeholders.
	poisoned bool
	// synthetic holds values formatRaw computed for keys Node reads through
	// prototype getters (ArrayBuffer byteLength, DataView fields).
	synthetic map[string]goja.Value
}

// newCtx starts one rendering that shows depth levels of nesting (Node's
// depth option).
func newCtx(ins *Inspector, depth int) *ctx {
	c := &ctx{ins: ins, in: &ins.in, vm: ins.vm, depth: depth, maxArrayLength: maxArrayLength, breakLength: breakLength, budget: map[int]int{}}
	c.poisoned = c.in.poisoned(c.vm)
	return c
}

// opaque renders an object without reading any of its properties, for a
// runtime whose Object.prototype makes descriptor reads unsafe.
func (c *ctx) opaque(o *goja.Object) string {
	if isFunction(o) {
		return "[Function]"
	}
	switch cls := o.ClassName(); cls {
	case "Array", "Error", "Date", "RegExp", "Arguments":
		return "[" + cls + "]"
	}
	return "[" + c.internalConstructorName(o) + "]"
}

// truncate applies the hard output cap, cutting on a UTF-8 boundary.
func (ins *Inspector) truncate(s string) string {
	max := ins.maxBytes
	if len(s) <= max {
		return s
	}
	cut := max
	for cut > 0 && cut < len(s) && s[cut]&0xc0 == 0x80 {
		cut--
	}
	return s[:cut] + " ... <output truncated>"
}

// account records produced text (leaves, keys, braces and separators, each
// counted once) and switches to the minimal rendering once the byte budget
// is spent, as Node does past 2**27 characters.
func (c *ctx) account(n int) {
	c.produced += n
	if c.produced > c.ins.maxBytes {
		c.exhausted = true
		c.depth = -1
	}
}

// propKey is a property key: a string, or a symbol when sym is set.
type propKey struct {
	s   string
	sym *goja.Symbol
}

func (k propKey) value(vm *goja.Runtime) goja.Value {
	if k.sym != nil {
		return k.sym
	}
	return vm.ToValue(k.s)
}

// desc is an own property descriptor read without running program code.
type desc struct {
	found, accessor bool
	value           goja.Value
	hasGet, hasSet  bool
	enumerable      bool
}

// own reads o's own property descriptor for key with the captured
// Object.getOwnPropertyDescriptor. o must not be a proxy. The captured
// hasOwnProperty, which builds no object, answers first for missing keys
// (the common case along prototype chains).
func (c *ctx) own(o *goja.Object, key goja.Value) desc {
	if h, ok := call(c.in.hasOwn, o, key); !ok || !h.ToBoolean() {
		return desc{}
	}
	return c.descriptor(o, key)
}

// descriptor is own without the hasOwnProperty pre-check, for keys that
// usually exist (listed keys, array elements).
func (c *ctx) descriptor(o *goja.Object, key goja.Value) desc {
	v, ok := call(c.in.gopd, goja.Undefined(), o, key)
	if !ok {
		return desc{}
	}
	d, ok := v.(*goja.Object)
	if !ok {
		return desc{}
	}
	// A fresh descriptor object; ctx.poisoned guarantees Object.prototype
	// has none of its field names, so these reads find own data or nothing.
	r := desc{found: true, enumerable: truthy(d.Get("enumerable"))}
	g, s := d.Get("get"), d.Get("set")
	if g != nil || s != nil {
		r.accessor = true
		r.hasGet = g != nil && !goja.IsUndefined(g)
		r.hasSet = s != nil && !goja.IsUndefined(s)
		return r
	}
	r.value = d.Get("value")
	if r.value == nil {
		r.value = goja.Undefined()
	}
	return r
}

func (c *ctx) ownStr(o *goja.Object, key string) desc { return c.own(o, c.vm.ToValue(key)) }

// isProxy reports whether o is a Proxy; its traps must never be reached.
func (c *ctx) isProxy(o *goja.Object) bool {
	return c.in.proxyType != nil && o.ExportType() == c.in.proxyType
}

// proto is o's prototype, or nil when o has none or is a proxy (whose
// getPrototypeOf trap is program code).
func (c *ctx) proto(o *goja.Object) *goja.Object {
	if o == nil || c.isProxy(o) {
		return nil
	}
	return o.Prototype()
}

// lookup finds key along o's prototype chain. An accessor, a proxy on the
// chain or a missing key yields found == false for data purposes.
func (c *ctx) lookup(o *goja.Object, key goja.Value) desc {
	for i := 0; o != nil && i < maxProtoWalk; i++ {
		if c.isProxy(o) {
			return desc{}
		}
		if d := c.own(o, key); d.found {
			return d
		}
		o = o.Prototype()
	}
	return desc{}
}

// lookupData is lookup's value when it is a data property, else nil.
func (c *ctx) lookupData(o *goja.Object, key string) goja.Value {
	d := c.lookup(o, c.vm.ToValue(key))
	if !d.found || d.accessor {
		return nil
	}
	return d.value
}

// has reports whether key exists on o or its prototypes (the `in`
// operator without proxy traps).
func (c *ctx) has(o *goja.Object, key goja.Value) bool {
	return c.lookup(o, key).found
}

// inChain reports whether p is on o's prototype chain (above o).
func (c *ctx) inChain(o, p *goja.Object) bool {
	if p == nil {
		return false
	}
	for o, i := c.proto(o), 0; o != nil && i < maxProtoWalk; o, i = c.proto(o), i+1 {
		if o == p {
			return true
		}
	}
	return false
}

// instanceOf is OrdinaryHasInstance: ctor's own "prototype" data property on
// obj's chain. A program Symbol.hasInstance is never consulted.
func (c *ctx) instanceOf(obj, ctor *goja.Object) bool {
	d := c.ownStr(ctor, "prototype")
	p, ok := d.value.(*goja.Object)
	if !d.found || d.accessor || !ok {
		return false
	}
	return c.inChain(obj, p)
}

func truthy(v goja.Value) bool {
	return v != nil && v.ToBoolean()
}

// primString is String(v) for a primitive; ok is false for objects, whose
// conversion would run program code.
func primString(v goja.Value) (string, bool) {
	switch x := v.(type) {
	case nil:
		return "undefined", true
	case *goja.Object:
		return "", false
	case *goja.Symbol:
		return "Symbol(" + x.String() + ")", true
	}
	return v.String(), true
}

func isFunction(v goja.Value) bool {
	_, ok := goja.AssertFunction(v)
	return ok
}

// fnName is f.name read as data along the chain ("" when absent).
func (c *ctx) fnName(f *goja.Object) string {
	if c.isProxy(f) {
		return ""
	}
	v := c.lookupData(f, "name")
	if v == nil {
		return ""
	}
	s, _ := primString(v)
	return s
}

// formatValue is Node's formatValue.
func (c *ctx) formatValue(v goja.Value, recurseTimes int) string {
	o, ok := v.(*goja.Object)
	if !ok {
		s := c.formatPrimitive(v)
		c.account(len(s))
		return s
	}
	if c.poisoned {
		return c.opaque(o)
	}
	for c.isProxy(o) {
		p, ok := o.Export().(goja.Proxy)
		if !ok {
			return "<Revoked Proxy>"
		}
		t := p.Target()
		if t == nil {
			return "<Revoked Proxy>"
		}
		o = t
	}
	for _, s := range c.seen {
		if s == o {
			if c.circular == nil {
				c.circular = map[*goja.Object]int{}
			}
			idx, ok := c.circular[o]
			if !ok {
				idx = len(c.circular) + 1
				c.circular[o] = idx
			}
			return "[Circular *" + strconv.Itoa(idx) + "]"
		}
	}
	return c.formatRaw(o, recurseTimes)
}

// formatNumber renders a number as Node does (-0 included).
func formatNumber(v goja.Value) string {
	f := v.ToFloat()
	if f == 0 && math.Signbit(f) {
		return "-0"
	}
	return v.String()
}

func (c *ctx) formatPrimitive(v goja.Value) string {
	switch {
	case v == nil || goja.IsUndefined(v):
		return "undefined"
	case goja.IsNull(v):
		return "null"
	case goja.IsString(v):
		return c.formatString(v)
	case goja.IsNumber(v):
		return formatNumber(v)
	case goja.IsBigInt(v):
		return v.String() + "n"
	}
	if s, ok := v.(*goja.Symbol); ok {
		return "Symbol(" + s.String() + ")"
	}
	return v.String() // boolean
}

// units returns the first max UTF-16 code units of a string value and its
// full length.
func units(v goja.Value, max int) ([]uint16, int) {
	s, ok := v.(goja.String)
	if !ok {
		u := []uint16(nil)
		for _, r := range v.String() {
			if r >= 0x10000 {
				r -= 0x10000
				u = append(u, uint16(0xd800+(r>>10)), uint16(0xdc00+(r&0x3ff)))
			} else {
				u = append(u, uint16(r))
			}
		}
		n := len(u)
		if n > max {
			u = u[:max]
		}
		return u, n
	}
	n := s.Length()
	m := min(n, max)
	u := make([]uint16, m)
	for i := range m {
		u[i] = s.CharAt(i)
	}
	return u, n
}

// formatString is formatPrimitive for strings: truncation at
// maxStringLength and Node's splitting of long multi-line strings.
func (c *ctx) formatString(v goja.Value) string {
	u, n := units(v, maxStringLen)
	trailer := ""
	if n > maxStringLen {
		rem := n - maxStringLen
		trailer = "... " + strconv.Itoa(rem) + " more character" + plural(rem)
	}
	if len(u) > minLineLength && len(u) > c.breakLength-c.indentationLvl-4 {
		var parts []string
		start := 0
		for i, x := range u {
			if x == '\n' {
				parts = append(parts, strEscape(u[start:i+1]))
				start = i + 1
			}
		}
		if start < len(u) {
			parts = append(parts, strEscape(u[start:]))
		}
		if len(parts) == 0 {
			parts = append(parts, strEscape(u))
		}
		return strings.Join(parts, " +\n"+strings.Repeat(" ", c.indentationLvl+2)) + trailer
	}
	return strEscape(u) + trailer
}

func plural(n int) string {
	if n > 1 {
		return "s"
	}
	return ""
}

// remainingProps summarizes the properties left out once the byte budget
// is spent (Node has no equivalent; it never stops listing properties).
func remainingProps(n int) string {
	if n > 1 {
		return "... " + strconv.Itoa(n) + " more properties"
	}
	return "... 1 more property"
}

func remainingText(n int) string {
	return "... " + strconv.Itoa(n) + " more item" + plural(n)
}

// kind classifies an object by internal slots (what Node's util.types
// checks), read through goja without program code.
type kind uint8

const (
	kindOrdinary kind = iota
	kindArray
	kindSet
	kindMap
	kindTyped
	kindFunction
	kindRegExp
	kindDate
	kindError
	kindArrayBuffer
	kindDataView
	kindPromise
	kindWeakSet
	kindWeakMap
	kindBoxed
	kindArguments
)

func (c *ctx) kindOf(o *goja.Object, constructor string, hasCtor bool) kind {
	if isFunction(o) {
		return kindFunction
	}
	cls := o.ClassName()
	switch cls {
	case "Array":
		return kindArray
	case "RegExp":
		return kindRegExp
	case "Error":
		return kindError
	case "Number", "String", "Boolean":
		return kindBoxed
	case "Arguments":
		return kindArguments
	case "Date":
		return kindDate
	}
	t := o.ExportType()
	in := c.in
	switch {
	case t == nil:
	case t == in.mapType:
		if _, ok := call(in.mapSize, o); ok {
			return kindMap
		}
	case t == in.setType:
		if _, ok := call(in.setSize, o); ok {
			return kindSet
		}
	case t == in.dateType:
		return kindDate
	case t == in.promiseType:
		return kindPromise
	case t == in.arrayBufferType:
		return kindArrayBuffer
	case t == in.bigintBoxType:
		if _, ok := call(in.bigintValueOf, o); ok {
			return kindBoxed
		}
	case t == in.symbolBoxType:
		if _, ok := call(in.symbolValueOf, o); ok {
			return kindBoxed
		}
	}
	if t != nil && t.Kind() == reflect.Slice && t.Elem().Kind() != reflect.Interface {
		if tag, ok := call(in.typedArrayTag, o); ok && goja.IsString(tag) {
			return kindTyped
		}
	}
	if !hasCtor || constructor == "DataView" {
		if _, ok := call(in.dataViewByteLength, o); ok {
			return kindDataView
		}
	}
	if !hasCtor || constructor == "WeakMap" {
		if _, ok := call(in.weakMapHas, o, c.vm.NewObject()); ok {
			return kindWeakMap
		}
	}
	if !hasCtor || constructor == "WeakSet" {
		if _, ok := call(in.weakSetHas, o, c.vm.NewObject()); ok {
			return kindWeakSet
		}
	}
	if c.inChain(o, in.errorProto) {
		return kindError
	}
	return kindOrdinary
}

// internalConstructorName approximates V8's internal constructor name,
// used only for objects whose prototype chain names no constructor.
func (c *ctx) internalConstructorName(o *goja.Object) string {
	switch cls := o.ClassName(); cls {
	case "Object", "":
	default:
		return cls
	}
	t := o.ExportType()
	switch {
	case t == nil:
	case t == c.in.mapType:
		return "Map"
	case t == c.in.setType:
		return "Set"
	case t == c.in.promiseType:
		return "Promise"
	case t == c.in.arrayBufferType:
		return "ArrayBuffer"
	}
	if tag, ok := call(c.in.typedArrayTag, o); ok && goja.IsString(tag) {
		return tag.String()
	}
	return "Object"
}

// getConstructorName is Node's getConstructorName; ok is false for null.
func (c *ctx) getConstructorName(obj *goja.Object, recurseTimes int) (string, bool) {
	tmp := obj
	var firstProto *goja.Object
	firstSet := false
	for o, i := obj, 0; o != nil && i < maxProtoWalk; i++ {
		if o == c.in.objectProto && c.inChain(tmp, o) {
			return "Object", true
		}
		if o == c.in.functionProto && c.inChain(tmp, o) {
			return "Function", true
		}
		if c.isProxy(o) {
			break
		}
		d := c.ownStr(o, "constructor")
		if d.found && !d.accessor && isFunction(d.value) {
			f := d.value.(*goja.Object)
			if name := c.fnName(f); name != "" && c.instanceOf(tmp, f) {
				return name, true
			}
		}
		o = c.proto(o)
		if !firstSet {
			firstProto, firstSet = o, true
		}
	}
	if firstProto == nil {
		return "", false
	}
	res := c.internalConstructorName(tmp)
	if recurseTimes > c.depth {
		return res + " <Complex prototype>", true
	}
	protoConstr, ok := c.getConstructorName(firstProto, recurseTimes+1)
	if !ok {
		saved := c.depth
		c.depth = -1
		s := c.formatValue(firstProto, 0)
		c.depth = saved
		return res + " <" + s + ">", true
	}
	return res + " <" + protoConstr + ">", true
}

func getPrefix(constructor string, hasCtor bool, tag, fallback, size string) string {
	if !hasCtor {
		if tag != "" && fallback != tag {
			return "[" + fallback + size + ": null prototype] [" + tag + "] "
		}
		return "[" + fallback + size + ": null prototype] "
	}
	if tag != "" && constructor != tag {
		return constructor + size + " [" + tag + "] "
	}
	return constructor + size + " "
}

func (c *ctx) getCtxStyle(o *goja.Object, constructor string, hasCtor bool, tag string) string {
	fallback := ""
	if !hasCtor {
		fallback = c.internalConstructorName(o)
		if fallback == tag {
			fallback = "Object"
		}
	}
	return getPrefix(constructor, hasCtor, tag, fallback, "")
}

// getKeys is Node's getKeys without showHidden: enumerable own string keys
// then enumerable own symbols.
func (c *ctx) getKeys(o *goja.Object, nonIndex bool) []propKey {
	var keys []propKey
	for _, k := range o.Keys() {
		if nonIndex && isArrayIndex(k) {
			continue
		}
		keys = append(keys, propKey{s: k})
	}
	for _, s := range o.Symbols() {
		if d := c.descriptor(o, s); d.found && d.enumerable {
			keys = append(keys, propKey{sym: s})
		}
	}
	return keys
}

// rendering collects what formatRaw assembles before reduceToSingleString.
type rendering struct {
	base       string
	braces     [2]string
	extrasType int
	output     []string
}

func (c *ctx) formatRaw(o *goja.Object, recurseTimes int) string {
	constructor, hasCtor := c.getConstructorName(o, recurseTimes)
	tag := ""
	if d := c.lookup(o, goja.SymToStringTag); d.found && !d.accessor && goja.IsString(d.value) {
		tag = d.value.String()
		if tag != "" {
			if od := c.own(o, goja.SymToStringTag); od.found && od.enumerable {
				tag = ""
			}
		}
	}
	k := c.kindOf(o, constructor, hasCtor)
	r := rendering{braces: [2]string{"{", "}"}, extrasType: kObjectType}
	var keys []propKey
	var formatter func() []string
	iterable := false
	switch k {
	case kindArray, kindSet, kindMap, kindTyped:
		iterable = !hasCtor || c.has(o, goja.SymIterator)
	}
	noIterator := true
	if iterable {
		noIterator = false
		switch k {
		case kindArray:
			length := c.arrayLength(o)
			prefix := ""
			if constructor != "Array" || tag != "" || !hasCtor {
				prefix = getPrefix(constructor, hasCtor, tag, "Array", "("+strconv.FormatInt(length, 10)+")")
			}
			if length <= maxKeyedLength {
				keys = c.getKeys(o, true)
			}
			r.braces = [2]string{prefix + "[", "]"}
			if length == 0 && len(keys) == 0 {
				return r.braces[0] + "]"
			}
			r.extrasType = kArrayExtrasType
			formatter = func() []string { return c.formatArray(o, length, recurseTimes) }
		case kindSet:
			size := c.intOf(call(c.in.setSize, o))
			prefix := getPrefix(constructor, hasCtor, tag, "Set", "("+strconv.Itoa(size)+")")
			keys = c.getKeys(o, false)
			formatter = func() []string { return c.formatSet(o, size, recurseTimes) }
			if size == 0 && len(keys) == 0 {
				return prefix + "{}"
			}
			r.braces = [2]string{prefix + "{", "}"}
		case kindMap:
			size := c.intOf(call(c.in.mapSize, o))
			prefix := getPrefix(constructor, hasCtor, tag, "Map", "("+strconv.Itoa(size)+")")
			keys = c.getKeys(o, false)
			formatter = func() []string { return c.formatMap(o, size, recurseTimes) }
			if size == 0 && len(keys) == 0 {
				return prefix + "{}"
			}
			r.braces = [2]string{prefix + "{", "}"}
		case kindTyped:
			fallback := ""
			tv, _ := call(c.in.typedArrayTag, o)
			if !hasCtor && tv != nil {
				fallback = tv.String()
			}
			size := c.intOf(call(c.in.typedArrayLength, o))
			if size <= maxTypedKeyed {
				keys = c.getKeys(o, true)
			}
			prefix := getPrefix(constructor, hasCtor, tag, fallback, "("+strconv.Itoa(size)+")")
			r.braces = [2]string{prefix + "[", "]"}
			if size == 0 && len(keys) == 0 {
				return r.braces[0] + "]"
			}
			formatter = func() []string { return c.formatTypedArray(o, size) }
			r.extrasType = kArrayExtrasType
		}
	}
	if noIterator {
		keys = c.getKeys(o, false)
		switch {
		case k == kindFunction:
			r.base = c.getFunctionBase(o, constructor, hasCtor, tag)
			if len(keys) == 0 {
				return r.base
			}
		case hasCtor && constructor == "Object":
			if k == kindArguments {
				r.braces[0] = "[Arguments] {"
			} else if tag != "" {
				r.braces[0] = getPrefix(constructor, hasCtor, tag, "Object", "") + "{"
			}
			if len(keys) == 0 {
				return r.braces[0] + "}"
			}
		case k == kindRegExp:
			r.base = c.regexpString(o)
			if prefix := getPrefix(constructor, hasCtor, tag, "RegExp", ""); prefix != "RegExp " {
				r.base = prefix + r.base
			}
			if len(keys) == 0 || recurseTimes > c.depth {
				return r.base
			}
		case k == kindDate:
			r.base = c.dateString(o)
			if prefix := getPrefix(constructor, hasCtor, tag, "Date", ""); prefix != "Date " {
				r.base = prefix + r.base
			}
			if len(keys) == 0 {
				return r.base
			}
		case k == kindError:
			var base string
			base, keys = c.formatError(o, constructor, hasCtor, tag, keys)
			r.base = base
			if len(keys) == 0 {
				return r.base
			}
		case k == kindArrayBuffer:
			prefix := getPrefix(constructor, hasCtor, tag, "ArrayBuffer", "")
			ab, _ := o.Export().(goja.ArrayBuffer)
			n := 0
			if !ab.Detached() {
				n = len(ab.Bytes())
			}
			formatter = func() []string { return formatArrayBuffer(ab, c.maxArrayLength) }
			r.braces[0] = prefix + "{"
			keys = append([]propKey{{s: "byteLength"}}, keys...)
			c.synthetic = c.inherited(o, map[string]goja.Value{"byteLength": c.vm.ToValue(n)})
		case k == kindDataView:
			r.braces[0] = getPrefix(constructor, hasCtor, tag, "DataView", "") + "{"
			keys = append([]propKey{{s: "byteLength"}, {s: "byteOffset"}, {s: "buffer"}}, keys...)
			bl, _ := call(c.in.dataViewByteLength, o)
			bo, _ := call(c.in.dataViewByteOffset, o)
			bu, _ := call(c.in.dvBuffer, o)
			c.synthetic = c.inherited(o, map[string]goja.Value{"byteLength": bl, "byteOffset": bo, "buffer": bu})
		case k == kindPromise:
			r.braces[0] = getPrefix(constructor, hasCtor, tag, "Promise", "") + "{"
			formatter = func() []string { return c.formatPromise(o, recurseTimes) }
		case k == kindWeakSet:
			r.braces[0] = getPrefix(constructor, hasCtor, tag, "WeakSet", "") + "{"
			formatter = func() []string { return []string{"<items unknown>"} }
		case k == kindWeakMap:
			r.braces[0] = getPrefix(constructor, hasCtor, tag, "WeakMap", "") + "{"
			formatter = func() []string { return []string{"<items unknown>"} }
		case k == kindBoxed:
			var base string
			base, keys = c.getBoxedBase(o, keys, constructor, hasCtor, tag)
			r.base = base
			if len(keys) == 0 {
				return r.base
			}
		default:
			if len(keys) == 0 {
				return c.getCtxStyle(o, constructor, hasCtor, tag) + "{}"
			}
			r.braces[0] = c.getCtxStyle(o, constructor, hasCtor, tag) + "{"
		}
	}
	synthetic := c.synthetic
	c.synthetic = nil

	if recurseTimes > c.depth {
		name := c.getCtxStyle(o, constructor, hasCtor, tag)
		name = name[:len(name)-1]
		if hasCtor {
			name = "[" + name + "]"
		}
		return name
	}
	recurseTimes++
	c.seen = append(c.seen, o)
	c.currentDepth = recurseTimes
	var output []string
	if formatter != nil {
		output = formatter()
	}
	for i, key := range keys {
		if c.exhausted {
			output = append(output, remainingProps(len(keys)-i))
			break
		}
		var d *desc
		if v, ok := synthetic[key.s]; ok && key.sym == nil {
			if v == nil {
				v = goja.Undefined()
			}
			// Node 22's formatExtraProperties names them "[key]".
			d = &desc{found: true, value: v, enumerable: false}
		}
		output = append(output, c.formatProperty(o, recurseTimes, key, r.extrasType, d))
	}
	if c.circular != nil {
		if idx, ok := c.circular[o]; ok {
			ref := "<ref *" + strconv.Itoa(idx) + ">"
			if r.base == "" {
				r.base = ref
			} else {
				r.base = ref + " " + r.base
			}
		}
	}
	c.seen = c.seen[:len(c.seen)-1]
	r.output = output
	res := c.reduceToSingleString(r, recurseTimes, o)
	c.account(len(r.base) + len(r.braces[0]) + len(r.braces[1]))
	c.budget[c.indentationLvl] += len(res)
	if c.budget[c.indentationLvl] > 1<<27 {
		c.depth = -1
	}
	return res
}

// inherited keeps a synthetic value only where Node's value[key] would
// reach a property (the intrinsic getter, normally): with the prototype
// removed Node prints undefined.
func (c *ctx) inherited(o *goja.Object, vals map[string]goja.Value) map[string]goja.Value {
	for k := range vals {
		if !c.has(o, c.vm.ToValue(k)) {
			vals[k] = goja.Undefined()
		}
	}
	return vals
}

func (c *ctx) intOf(v goja.Value, ok bool) int {
	if !ok || v == nil {
		return 0
	}
	return int(v.ToInteger())
}

func (c *ctx) arrayLength(o *goja.Object) int64 {
	d := c.ownStr(o, "length")
	if !d.found || d.accessor || d.value == nil {
		return 0
	}
	return d.value.ToInteger()
}

// formatProperty is Node's formatProperty; d, when set, replaces the own
// descriptor (for keys Node reads through prototype getters).
func (c *ctx) formatProperty(o *goja.Object, recurseTimes int, key propKey, typ int, d *desc) string {
	var dd desc
	if d != nil {
		dd = *d
	} else {
		dd = c.descriptor(o, key.value(c.vm))
		if !dd.found {
			v := c.lookupData(o, key.s)
			if key.sym != nil {
				ld := c.lookup(o, key.sym)
				v = ld.value
			}
			if v == nil {
				v = goja.Undefined()
			}
			dd = desc{found: true, value: v, enumerable: true}
		}
	}
	var str string
	switch {
	case !dd.accessor && dd.value != nil && !goja.IsUndefined(dd.value):
		c.indentationLvl += 2
		str = c.formatValue(dd.value, recurseTimes)
		c.indentationLvl -= 2
	case dd.accessor && dd.hasGet:
		if dd.hasSet {
			str = "[Getter/Setter]"
		} else {
			str = "[Getter]"
		}
	case dd.accessor && dd.hasSet:
		str = "[Setter]"
	default:
		str = "undefined"
	}
	if typ == kArrayType {
		c.account(2)
		return str
	}
	var name string
	switch {
	case key.sym != nil:
		name = "[" + escapeKeyText("Symbol("+key.sym.String()+")") + "]"
	case key.s == "__proto__":
		name = "['__proto__']"
	case !dd.enumerable:
		name = "[" + escapeKeyText(key.s) + "]"
	case isIdentKey(key.s):
		name = key.s
	default:
		u, _ := units(c.vm.ToValue(key.s), math.MaxInt)
		name = strEscape(u)
	}
	c.account(len(name) + 4)
	return name + ": " + str
}
