package guard

import (
	"fmt"
	"math"
	"math/big"
	"reflect"
	"strconv"
	"strings"
	"sync"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/dop251/goja"
)

// The guarded JSON.stringify: ECMA-262 §25.5.2 (SerializeJSONProperty,
// SerializeJSONObject, SerializeJSONArray, QuoteJSONString with
// well-formed output) written in Go with the sandbox checks built in:
//
//   - nesting deeper than MaxNestingDepth throws the RangeError a stack
//     overflow gets; the depth is counted in guards.nested, shared with the
//     natively recursing Array methods and with JSON.stringify calls made
//     from toJSON, replacer or getters, so no chain of them can take the Go
//     stack past the limit;
//   - output longer than the string limit ends the run as worker-exit
//     (guardLimits.maxString UTF-16 code units), checked before and after
//     every write, so the buffer never grows far past the limit;
//   - the halt flag is checked every jsonHaltEvery values, so a stopped run
//     unwinds even when no program code runs;
//   - program code (getters, toJSON, the replacer, Proxy traps) runs only
//     through goja's own Get and Call paths, which observe Interrupt.
//
// Every property read is goja's [[Get]] (a data property is a map lookup;
// an accessor or a Proxy runs program code, as the specification says), and
// key lists are goja's EnumerableOwnProperties order (goja.Object.Keys).

// jsonHaltEvery is how many values pass between two halt-flag checks.
const jsonHaltEvery = 256

// jsonStackScan is how many enclosing objects the cycle check scans
// linearly; deeper ones are found through a set.
const jsonStackScan = 16

// The goja value types the fast paths dispatch on, taken from sample
// values (goja does not export them).
var (
	jsonTypeASCII = reflect.TypeOf(goja.New().ToValue("a"))
	jsonTypeInt   = reflect.TypeOf(goja.New().ToValue(1))
	jsonTypeFloat = reflect.TypeOf(goja.New().ToValue(1.5))
	jsonTypeBool  = reflect.TypeOf(goja.New().ToValue(true))
	jsonTypeNull  = reflect.TypeOf(goja.Null())
	jsonTypeUndef = reflect.TypeOf(goja.Undefined())
	// jsonTypeBigInt is what a BigInt object exports.
	jsonTypeBigInt = reflect.TypeOf(new(big.Int))
)

// jsonHelperProgram yields the helpers of the rare paths, in strict mode
// so a getter sees the primitive receiver the specification gives it:
// GetV(value, "toJSON") for a BigInt primitive, [[Get]] by an exact key
// value, and the exact own enumerable keys of an object whose key names
// Go strings cannot carry (lone surrogates). They name no global.
var jsonHelperProgram = sync.OnceValues(func() (*goja.Program, error) {
	return goja.Compile("guard-json.js", `[
function (v) { return v.toJSON },
function (o, k) { return o[k] },
function (o) { var r = { __proto__: null }, n = 0; for (var k in o) r[n++] = k; r.length = n; return r }
]`, true)
})

// jsonIndexNames are the decimal names of the first array indices.
var jsonIndexNames = func() []string {
	s := make([]string, 1024)
	for i := range s {
		s[i] = strconv.Itoa(i)
	}
	return s
}()

func jsonIndexName(i int64) string {
	if i < int64(len(jsonIndexNames)) {
		return jsonIndexNames[i]
	}
	return strconv.FormatInt(i, 10)
}

// jsonKey is a property key of a holder being serialized.
type jsonKey struct {
	name  string     // the key for goja.Object.Get (unused when exact)
	idx   int64      // an array index, or -1
	val   goja.Value // the key as a JS string; nil until needed
	exact bool       // name cannot reach the property: read by val
	plain bool       // an ASCII own key of an ordinary object (fastGet)
}

// jsonMark is a lone surrogate of the gap: a raw code unit the output
// carries at byte offset pos (quoted strings escape theirs).
type jsonMark struct {
	pos int
	s   goja.String
}

// jsonGapPiece is a run of the gap: UTF-8 text, then at most one lone
// surrogate.
type jsonGapPiece struct {
	text string
	lone goja.String
}

// jsonState is one JSON.stringify call.
type jsonState struct {
	g        *Guards
	buf      []byte
	extra    int64 // bytes of buf beyond the UTF-16 code units they encode
	marks    []jsonMark
	gap      []jsonGapPiece
	gapUnits int64
	depth    int // the nesting of the object being written
	stack    []*goja.Object
	deep     map[*goja.Object]struct{}
	replacer goja.Callable
	props    []jsonKey // the replacer's allowlist; nil without one
	steps    int
	helpers  *goja.Object
	fast     *jsonFast // nil: every read takes the generic path
}

// stringify is the guarded JSON.stringify(value, replacer, space).
func (g *Guards) stringify(value, replacer, space goja.Value) goja.Value {
	base := g.nested
	defer func() { g.nested = base }()
	s := &jsonState{g: g, fast: jsonFastLayout()}
	if o, ok := replacer.(*goja.Object); ok {
		if fn, ok := goja.AssertFunction(o); ok {
			s.replacer = fn
		} else if s.isArray(o) {
			s.allowlist(o)
		}
	}
	s.space(space)
	var holder *goja.Object
	if s.replacer != nil {
		// The wrapper object only a replacer function can observe.
		holder = g.vm.NewObject()
		if err := holder.DefineDataProperty("", value, goja.FLAG_TRUE, goja.FLAG_TRUE, goja.FLAG_TRUE); err != nil {
			panic(err)
		}
	}
	s.buf = make([]byte, 0, 256)
	if !s.property(holder, &jsonKey{idx: -1, val: g.vm.ToValue("")}, value) {
		return goja.Undefined()
	}
	return s.result()
}

// result is the output as a JS string.
func (s *jsonState) result() goja.Value {
	if len(s.marks) == 0 {
		return s.g.vm.ToValue(string(s.buf))
	}
	var b goja.StringBuilder
	prev := 0
	for _, m := range s.marks {
		b.WriteUTF8String(string(s.buf[prev:m.pos]))
		b.WriteString(m.s)
		prev = m.pos
	}
	b.WriteUTF8String(string(s.buf[prev:]))
	return b.String()
}

// allowlist builds the PropertyList of an array replacer (§25.5.2.1 step
// 4.b): strings, numbers and String or Number objects, converted with
// ToString, first occurrence kept.
func (s *jsonState) allowlist(o *goja.Object) {
	n := s.length(o)
	seen := map[string]bool{}
	s.props = []jsonKey{}
	for i := int64(0); i < n; i++ {
		s.tick()
		v := o.Get(jsonIndexName(i))
		var item goja.Value
		switch x := v.(type) {
		case *goja.Object:
			if !IsProxy(x) {
				if c := x.ClassName(); c == "String" || c == "Number" {
					item = s.g.str(x)
				}
			}
		case *goja.Symbol:
		default:
			if v == nil {
				break
			}
			if goja.IsString(v) {
				item = v
			} else if goja.IsNumber(v) {
				item = s.g.str(v)
			}
		}
		if item == nil {
			continue
		}
		id := jsonIdentity(item)
		if seen[id] {
			continue
		}
		seen[id] = true
		k := jsonKey{name: item.String(), idx: -1, val: item}
		k.exact = reflect.TypeOf(item) != jsonTypeASCII && strings.ContainsRune(k.name, utf8.RuneError)
		s.props = append(s.props, k)
	}
}

// jsonIdentity is a Go string equal for two JS strings exactly when their
// code units are.
func jsonIdentity(v goja.Value) string {
	if reflect.TypeOf(v) == jsonTypeASCII {
		return v.String()
	}
	str, ok := v.(goja.String)
	if !ok {
		return v.String()
	}
	var b strings.Builder
	b.WriteByte(0) // no ASCII identity starts with a NUL code unit pair
	for i := 0; i < str.Length(); i++ {
		c := str.CharAt(i)
		b.WriteByte(byte(c >> 8))
		b.WriteByte(byte(c))
	}
	return b.String()
}

// space sets the gap (§25.5.2.1 steps 5-8).
func (s *jsonState) space(space goja.Value) {
	if o, ok := space.(*goja.Object); ok && !IsProxy(o) {
		switch o.ClassName() {
		case "Number":
			space = o.ToNumber()
		case "String":
			space = o.ToString()
		}
	}
	var gap goja.String
	switch {
	case space == nil:
	case goja.IsNumber(space):
		f := space.ToFloat()
		n := 0
		if f >= 10 {
			n = 10
		} else if f >= 1 {
			n = int(f)
		}
		if n > 0 {
			gap, _ = s.g.vm.ToValue(strings.Repeat(" ", n)).(goja.String)
		}
	case goja.IsString(space):
		gap, _ = space.(goja.String)
		if gap != nil && gap.Length() > 10 {
			gap = gap.Substring(0, 10)
		}
	}
	if gap == nil || gap.Length() == 0 {
		return
	}
	s.gapUnits = int64(gap.Length())
	var text []uint16
	for i := 0; i < gap.Length(); i++ {
		c := gap.CharAt(i)
		if utf16.IsSurrogate(rune(c)) {
			if c < 0xdc00 && i+1 < gap.Length() && gap.CharAt(i+1) >= 0xdc00 && gap.CharAt(i+1) <= 0xdfff {
				text = append(text, c, gap.CharAt(i+1))
				i++
				continue
			}
			s.gap = append(s.gap, jsonGapPiece{text: string(utf16.Decode(text)), lone: gap.Substring(i, i+1)})
			text = text[:0]
			continue
		}
		text = append(text, c)
	}
	if len(text) > 0 {
		s.gap = append(s.gap, jsonGapPiece{text: string(utf16.Decode(text))})
	}
}

// tick counts a value and checks the halt flag every jsonHaltEvery.
func (s *jsonState) tick() {
	s.steps++
	if s.steps%jsonHaltEvery == 0 && s.g.halted() {
		s.g.haltedValue()
	}
}

// units is the output's length in UTF-16 code units.
func (s *jsonState) units() int64 { return int64(len(s.buf)) - s.extra }

// fits stops the run when the output would reach more code units than
// the limit with n more.
func (s *jsonState) fits(n int64) {
	if u := s.units() + n; u > s.g.lim.maxString {
		s.g.stopMemory("JSON.stringify", u, s.g.lim.maxString, "code units")
	}
}

// throwType throws the program a TypeError.
func (s *jsonState) throwType(msg string) { s.g.throw(s.g.typeError, msg) }

// isArray is IsArray, which sees through proxies.
func (s *jsonState) isArray(o *goja.Object) bool {
	for IsProxy(o) {
		p, _ := o.Export().(goja.Proxy)
		t := p.Target()
		if t == nil {
			s.throwType("Cannot perform 'IsArray' on a proxy that has been revoked")
		}
		o = t
	}
	return o.ClassName() == "Array"
}

// length is LengthOfArrayLike.
func (s *jsonState) length(o *goja.Object) int64 {
	v := o.Get("length")
	if v == nil {
		return 0
	}
	return toLength(v.ToNumber())
}

// key returns k as a JS string.
func (s *jsonState) key(k *jsonKey) goja.Value {
	if k.val == nil {
		if k.idx >= 0 {
			k.val = s.g.vm.ToValue(jsonIndexName(k.idx))
		} else {
			k.val = s.g.vm.ToValue(k.name)
		}
	}
	return k.val
}

// helper returns helper function i of jsonHelperProgram.
func (s *jsonState) helper(i int) goja.Callable {
	if s.helpers == nil {
		prog, err := jsonHelperProgram()
		if err != nil {
			panic(err)
		}
		v, err := s.g.vm.RunProgram(prog)
		if err != nil {
			panic(err)
		}
		s.helpers = v.(*goja.Object)
	}
	fn, _ := goja.AssertFunction(s.helpers.Get(jsonIndexName(int64(i))))
	return fn
}

func (s *jsonState) call(fn goja.Callable, this goja.Value, args ...goja.Value) goja.Value {
	v, err := fn(this, args...)
	if err != nil {
		panic(err)
	}
	if v == nil {
		return goja.Undefined()
	}
	return v
}

// get is [[Get]](o, k).
func (s *jsonState) get(o *goja.Object, k *jsonKey) goja.Value {
	var v goja.Value
	switch {
	case k.exact:
		v = s.call(s.helper(1), goja.Undefined(), o, k.val)
	case k.idx >= 0:
		v = o.Get(jsonIndexName(k.idx))
	case k.plain:
		var ok bool
		if v, ok = s.fastGet(o, k.name); !ok {
			v = o.Get(k.name)
		}
	default:
		v = o.Get(k.name)
	}
	if v == nil {
		return goja.Undefined()
	}
	return v
}

// property is SerializeJSONProperty(state, key, holder) with value the
// result of Get(holder, key) already read. It appends the value's text and
// reports true, or appends nothing and reports false (undefined,
// functions, symbols).
func (s *jsonState) property(holder *goja.Object, k *jsonKey, value goja.Value) bool {
	s.tick()
	if value == nil {
		value = goja.Undefined()
	}
	switch x := value.(type) {
	case *goja.Object:
		if fn, ok := goja.AssertFunction(x.Get("toJSON")); ok {
			value = s.call(fn, x, s.key(k))
		}
	default:
		if goja.IsBigInt(value) {
			if fn, ok := goja.AssertFunction(s.call(s.helper(0), goja.Undefined(), value)); ok {
				value = s.call(fn, value, s.key(k))
			}
		}
	}
	if s.replacer != nil {
		value = s.call(s.replacer, holder, s.key(k), value)
	}
	var cls string
	var et reflect.Type
	if o, ok := value.(*goja.Object); ok {
		cls, et = o.ClassName(), o.ExportType()
		switch {
		case et == proxyType:
		case cls == "Number":
			value = o.ToNumber()
		case cls == "String":
			value = o.ToString()
		case cls == "Boolean":
			b, _ := o.Export().(bool)
			value = s.g.vm.ToValue(b)
		case et == jsonTypeBigInt:
			s.throwType("Do not know how to serialize a BigInt")
		default:
			// An object JSON.rawJSON made ([[IsRawJSON]]): its text.
			if text, ok := s.g.rawJSON.Text(o); ok {
				n := jsonUTF16Len(text)
				s.fits(n)
				s.buf = append(s.buf, text...)
				s.extra += int64(len(text)) - n
				return true
			}
		}
	}
	switch reflect.TypeOf(value) {
	case jsonTypeASCII:
		s.quoteUTF8(value.String())
		return true
	case jsonTypeInt:
		s.fits(21)
		s.buf = strconv.AppendInt(s.buf, value.ToInteger(), 10)
		return true
	case jsonTypeFloat:
		s.number(value)
		return true
	case jsonTypeBool:
		if value.ToBoolean() {
			s.buf = append(s.buf, "true"...)
		} else {
			s.buf = append(s.buf, "false"...)
		}
		s.fits(0)
		return true
	case jsonTypeNull:
		s.buf = append(s.buf, "null"...)
		s.fits(0)
		return true
	case jsonTypeUndef:
		return false
	}
	switch x := value.(type) {
	case *goja.Object:
		if _, ok := goja.AssertFunction(x); ok {
			return false
		}
		s.enter(x)
		switch {
		case cls == "Array" && et != proxyType, et == proxyType && s.isArray(x):
			s.array(x)
		default:
			s.object(x, et)
		}
		s.leave()
		return true
	case *goja.Symbol:
		return false
	case goja.String:
		s.quote(x)
		return true
	}
	switch {
	case goja.IsBigInt(value):
		s.throwType("Do not know how to serialize a BigInt")
	case goja.IsNumber(value):
		s.number(value)
		return true
	case goja.IsNull(value):
		s.buf = append(s.buf, "null"...)
		return true
	}
	return false
}

// number appends a finite number as Number::toString does, others as null.
func (s *jsonState) number(v goja.Value) {
	if f := v.ToFloat(); math.IsNaN(f) || math.IsInf(f, 0) {
		s.buf = append(s.buf, "null"...)
	} else {
		s.buf = append(s.buf, v.String()...)
	}
	s.fits(0)
}

// enter pushes o on the stack: a TypeError for a cycle, a RangeError past
// the nesting limit.
func (s *jsonState) enter(o *goja.Object) {
	n := len(s.stack)
	for i := 0; i < min(n, jsonStackScan); i++ {
		if s.stack[i] == o {
			s.throwType("Converting circular structure to JSON")
		}
	}
	if n > jsonStackScan {
		if _, dup := s.deep[o]; dup {
			s.throwType("Converting circular structure to JSON")
		}
	}
	g := s.g
	if g.nested >= g.lim.maxDepth {
		g.throw(g.rangeError, fmt.Sprintf("Maximum call stack size exceeded (JSON.stringify: nesting depth exceeds the limit %d)", g.lim.maxDepth))
	}
	g.nested++
	if n >= jsonStackScan {
		if s.deep == nil {
			s.deep = map[*goja.Object]struct{}{}
		}
		s.deep[o] = struct{}{}
	}
	s.stack = append(s.stack, o)
	s.depth++
}

func (s *jsonState) leave() {
	n := len(s.stack) - 1
	if n >= jsonStackScan {
		delete(s.deep, s.stack[n])
	}
	s.stack[n] = nil
	s.stack = s.stack[:n]
	s.depth--
	s.g.nested--
}

// newline appends a line break and the indentation of the current depth
// (the gap depth times), when there is a gap.
func (s *jsonState) newline(depth int) {
	s.fits(1 + int64(depth)*s.gapUnits)
	s.buf = append(s.buf, '\n')
	for range depth {
		for _, p := range s.gap {
			s.buf = append(s.buf, p.text...)
			s.extra += int64(len(p.text)) - jsonUTF16Len(p.text)
			if p.lone != nil {
				s.marks = append(s.marks, jsonMark{pos: len(s.buf), s: p.lone})
				s.extra-- // the mark is one code unit the buffer lacks
			}
		}
	}
}

// array is SerializeJSONArray.
func (s *jsonState) array(o *goja.Object) {
	n := s.length(o)
	if n == 0 {
		s.buf = append(s.buf, "[]"...)
		s.fits(0)
		return
	}
	s.buf = append(s.buf, '[')
	k := jsonKey{}
	for i := int64(0); i < n; i++ {
		if i > 0 {
			s.buf = append(s.buf, ',')
		}
		if s.gap != nil {
			s.newline(s.depth)
		}
		k = jsonKey{idx: i}
		if !s.property(o, &k, s.get(o, &k)) {
			s.buf = append(s.buf, "null"...)
			s.fits(0)
		}
	}
	if s.gap != nil {
		s.newline(s.depth - 1)
	}
	s.buf = append(s.buf, ']')
	s.fits(0)
}

// object is SerializeJSONObject.
func (s *jsonState) object(o *goja.Object, et reflect.Type) {
	keys := s.props
	if keys == nil {
		keys = s.ownKeys(o, et)
	}
	s.buf = append(s.buf, '{')
	empty := true
	for i := range keys {
		k := &keys[i]
		if s.props != nil {
			k = &jsonKey{name: k.name, idx: -1, val: k.val, exact: k.exact}
		}
		value := s.get(o, k)
		mark, extra, marks := len(s.buf), s.extra, len(s.marks)
		if !empty {
			s.buf = append(s.buf, ',')
		}
		if s.gap != nil {
			s.newline(s.depth)
		}
		if k.exact {
			s.quote(k.val.(goja.String))
		} else {
			s.quoteUTF8(k.name)
		}
		s.buf = append(s.buf, ':')
		if s.gap != nil {
			s.buf = append(s.buf, ' ')
		}
		if s.property(o, k, value) {
			empty = false
		} else {
			s.buf, s.extra, s.marks = s.buf[:mark], extra, s.marks[:marks]
		}
	}
	if !empty && s.gap != nil {
		s.newline(s.depth - 1)
	}
	s.buf = append(s.buf, '}')
	s.fits(0)
}

// ownKeys is EnumerableOwnProperties(o, key) in goja's order.
func (s *jsonState) ownKeys(o *goja.Object, et reflect.Type) []jsonKey {
	if et != nil && et.Kind() == reflect.Slice && s.g.isTypedArray(o) {
		// Each index becomes at least `"0":0,` (six code units).
		n := s.length(o)
		s.fits(6 * n)
		if !s.g.lengthCheck("JSON.stringify", n, true) {
			s.g.haltedValue()
		}
	}
	if keys, ok := s.fastKeys(o); ok {
		return keys
	}
	names := o.Keys()
	keys := make([]jsonKey, len(names))
	lossy := false
	for i, name := range names {
		keys[i] = jsonKey{name: name, idx: -1}
		if !lossy && strings.ContainsRune(name, utf8.RuneError) {
			lossy = true
		}
	}
	if lossy {
		s.exactKeys(o, keys)
	}
	return keys
}

// exactKeys gives keys whose Go names may have lost lone surrogates their
// exact JS values, from a for-in over o (own enumerable keys come first,
// in the same order).
func (s *jsonState) exactKeys(o *goja.Object, keys []jsonKey) {
	r, ok := s.call(s.helper(2), goja.Undefined(), o).(*goja.Object)
	if !ok {
		return
	}
	n := s.length(r)
	if n < int64(len(keys)) {
		return
	}
	vals := make([]goja.Value, len(keys))
	for i := range keys {
		v := r.Get(jsonIndexName(int64(i)))
		if v == nil || v.String() != keys[i].name {
			return
		}
		vals[i] = v
	}
	for i := range keys {
		if strings.ContainsRune(keys[i].name, utf8.RuneError) {
			keys[i].val, keys[i].exact = vals[i], true
		}
	}
}
