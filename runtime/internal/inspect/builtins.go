package inspect

// Formatters for the built-in object kinds: arrays, typed arrays and
// buffers, Map and Set, Promise, boxed primitives, RegExp, Date, functions
// and classes.

import (
	"math"
	"strconv"
	"strings"

	"github.com/dop251/goja"
)

func (c *ctx) formatArray(o *goja.Object, length int64, recurseTimes int) []string {
	n := int(min(max(length, 0), int64(c.maxArrayLength)))
	remaining := length - int64(n)
	var output []string
	for i := 0; i < n; i++ {
		if c.exhausted {
			return append(output, remainingText(int(length)-i))
		}
		d := c.descriptor(o, c.vm.ToValue(i))
		if !d.found {
			return c.formatSpecialArray(o, length, recurseTimes, n, output, i)
		}
		output = append(output, c.formatProperty(o, recurseTimes, propKey{s: strconv.Itoa(i)}, kArrayType, &d))
	}
	if remaining > 0 {
		output = append(output, remainingText(int(remaining)))
	}
	return output
}

func (c *ctx) formatSpecialArray(o *goja.Object, length int64, recurseTimes, maxLength int, output []string, i int) []string {
	if length > maxKeyedLength {
		return c.probeSpecialArray(o, length, recurseTimes, maxLength, output, i)
	}
	keys := o.Keys()
	index := int64(i)
	for ; i < len(keys) && len(output) < maxLength; i++ {
		if c.exhausted {
			break
		}
		key := keys[i]
		tmp, err := strconv.ParseFloat(key, 64)
		if err == nil && tmp > math.MaxUint32-1 {
			break
		}
		if strconv.FormatInt(index, 10) != key {
			if !isIndexKey(key) {
				break
			}
			empty := int64(tmp) - index
			output = append(output, "<"+strconv.FormatInt(empty, 10)+" empty item"+plural(int(min(empty, 2)))+">")
			index = int64(tmp)
			if len(output) == maxLength {
				break
			}
		}
		output = append(output, c.formatProperty(o, recurseTimes, propKey{s: key}, kArrayType, nil))
		index++
	}
	remaining := length - index
	if len(output) != maxLength {
		if remaining > 0 {
			output = append(output, "<"+strconv.FormatInt(remaining, 10)+" empty item"+plural(int(min(remaining, 2)))+">")
		}
	} else if remaining > 0 {
		output = append(output, remainingText(int(remaining)))
	}
	return output
}

// probeSpecialArray is formatSpecialArray for arrays too long to list their
// keys: it probes indices one by one, at most maxHoleProbes of them, and
// summarizes what it did not reach as "... N more items".
func (c *ctx) probeSpecialArray(o *goja.Object, length int64, recurseTimes, maxLength int, output []string, i int) []string {
	index := int64(i)
	holeStart := int64(-1)
	flush := func(at int64) {
		if holeStart >= 0 {
			n := at - holeStart
			output = append(output, "<"+strconv.FormatInt(n, 10)+" empty item"+plural(int(min(n, 2)))+">")
			holeStart = -1
		}
	}
	for probes := 0; index < length && len(output) < maxLength && probes < maxHoleProbes && !c.exhausted; probes++ {
		d := c.ownStr(o, strconv.FormatInt(index, 10))
		if !d.found {
			if holeStart < 0 {
				holeStart = index
			}
			index++
			continue
		}
		flush(index)
		if len(output) >= maxLength {
			break
		}
		output = append(output, c.formatProperty(o, recurseTimes, propKey{s: strconv.FormatInt(index, 10)}, kArrayType, &d))
		index++
	}
	if index >= length {
		flush(index)
	} else if holeStart >= 0 {
		index = holeStart
	}
	if rem := length - index; rem > 0 {
		output = append(output, remainingText(int(rem)))
	}
	return output
}

func (c *ctx) formatTypedArray(o *goja.Object, length int) []string {
	n := min(length, c.maxArrayLength)
	output := make([]string, 0, n+1)
	for i := 0; i < n; i++ {
		v := goja.Undefined()
		if d := c.descriptor(o, c.vm.ToValue(i)); d.found && !d.accessor && d.value != nil {
			v = d.value
		}
		output = append(output, c.formatPrimitive(v))
	}
	if length > n {
		output = append(output, remainingText(length-n))
	}
	return output
}

func formatArrayBuffer(ab goja.ArrayBuffer, maxArrayLength int) []string {
	if ab.Detached() {
		return []string{"(detached)"}
	}
	b := ab.Bytes()
	n := min(len(b), maxArrayLength)
	var s strings.Builder
	for i := 0; i < n; i++ {
		if i > 0 {
			s.WriteByte(' ')
		}
		s.WriteString(hex2(int(b[i])))
	}
	if rem := len(b) - maxArrayLength; rem > 0 {
		s.WriteString(" ... " + strconv.Itoa(rem) + " more byte" + plural(rem))
	}
	return []string{"[Uint8Contents]: <" + s.String() + ">"}
}

// iterate walks a Map or Set with the captured iterator intrinsics, calling
// f with each step's value until f returns false.
func (c *ctx) iterate(o *goja.Object, start, next goja.Callable, f func(goja.Value) bool) {
	it, ok := call(start, o)
	if !ok {
		return
	}
	for i := 0; i < c.maxArrayLength+1; i++ {
		r, ok := call(next, it)
		if !ok {
			return
		}
		ro, ok := r.(*goja.Object)
		if !ok || truthy(ro.Get("done")) {
			return
		}
		if !f(ro.Get("value")) {
			return
		}
	}
}

func (c *ctx) formatSet(o *goja.Object, size, recurseTimes int) []string {
	n := min(size, c.maxArrayLength)
	var output []string
	c.indentationLvl += 2
	c.iterate(o, c.in.setValues, c.in.setIterNext, func(v goja.Value) bool {
		if len(output) >= n || c.exhausted {
			return false
		}
		output = append(output, c.formatValue(v, recurseTimes))
		return true
	})
	if rem := size - len(output); rem > 0 {
		output = append(output, remainingText(rem))
	}
	c.indentationLvl -= 2
	return output
}

func (c *ctx) formatMap(o *goja.Object, size, recurseTimes int) []string {
	n := min(size, c.maxArrayLength)
	var output []string
	c.indentationLvl += 2
	c.iterate(o, c.in.mapEntries, c.in.mapIterNext, func(v goja.Value) bool {
		if len(output) >= n || c.exhausted {
			return false
		}
		e, ok := v.(*goja.Object)
		if !ok {
			return false
		}
		k := c.formatValue(e.Get("0"), recurseTimes)
		output = append(output, k+" => "+c.formatValue(e.Get("1"), recurseTimes))
		return true
	})
	if rem := size - len(output); rem > 0 {
		output = append(output, remainingText(rem))
	}
	c.indentationLvl -= 2
	return output
}

func (c *ctx) formatPromise(o *goja.Object, recurseTimes int) []string {
	p, ok := o.Export().(*goja.Promise)
	if !ok || p.State() == goja.PromiseStatePending {
		return []string{"<pending>"}
	}
	c.indentationLvl += 2
	str := c.formatValue(p.Result(), recurseTimes)
	c.indentationLvl -= 2
	if p.State() == goja.PromiseStateRejected {
		return []string{"<rejected> " + str}
	}
	return []string{str}
}

func (c *ctx) getBoxedBase(o *goja.Object, keys []propKey, constructor string, hasCtor bool, tag string) (string, []propKey) {
	var typ string
	var val goja.Value
	switch o.ClassName() {
	case "Number":
		typ = "Number"
		val, _ = call(c.in.numberValueOf, o)
	case "String":
		typ = "String"
		val, _ = call(c.in.stringValueOf, o)
		if val != nil {
			if s, ok := val.(goja.String); ok {
				n := min(s.Length(), len(keys))
				keys = keys[n:]
			}
		}
	case "Boolean":
		typ = "Boolean"
		val, _ = call(c.in.booleanValueOf, o)
	default:
		if v, ok := call(c.in.bigintValueOf, o); ok {
			typ, val = "BigInt", v
		} else {
			typ = "Symbol"
			val, _ = call(c.in.symbolValueOf, o)
		}
	}
	if val == nil {
		val = goja.Undefined()
	}
	base := "[" + typ
	if typ != constructor || !hasCtor {
		if !hasCtor {
			base += " (null prototype)"
		} else {
			base += " (" + constructor + ")"
		}
	}
	saved := c.indentationLvl
	base += ": " + c.formatPrimitive(val) + "]"
	c.indentationLvl = saved
	if tag != "" && tag != constructor {
		base += " [" + tag + "]"
	}
	return base, keys
}

func (c *ctx) regexpString(o *goja.Object) string {
	src, ok := call(c.in.regexpSource, o)
	if !ok {
		return "/(?:)/"
	}
	var flags strings.Builder
	for i, f := range regexpFlags {
		if v, ok := call(c.in.regexpFlag[i], o); ok && truthy(v) {
			flags.WriteByte(f.flag)
		}
	}
	return "/" + v8Source(src.String()) + "/" + flags.String()
}

// v8Source rewrites goja's escaping of "/" in RegExp source (\u002f
// everywhere) to V8's (\/ outside character classes, a bare / inside). A
// \u002f the program wrote itself is indistinguishable and is rewritten too.
func v8Source(s string) string {
	if !strings.Contains(s, `\u002f`) {
		return s
	}
	var b strings.Builder
	inClass := false
	for i := 0; i < len(s); i++ {
		switch ch := s[i]; {
		case ch == '\\' && strings.HasPrefix(s[i:], `\u002f`):
			if inClass {
				b.WriteByte('/')
			} else {
				b.WriteString(`\/`)
			}
			i += len(`\u002f`) - 1
		case ch == '\\' && i+1 < len(s):
			b.WriteString(s[i : i+2])
			i++
		default:
			switch ch {
			case '[':
				inClass = true
			case ']':
				inClass = false
			}
			b.WriteByte(ch)
		}
	}
	return b.String()
}

func (c *ctx) dateString(o *goja.Object) string {
	v, ok := call(c.in.dateGetTime, o)
	if !ok {
		return "Invalid Date"
	}
	ms := v.ToFloat()
	if math.IsNaN(ms) || math.IsInf(ms, 0) {
		return "Invalid Date"
	}
	return isoDate(ms)
}

func (c *ctx) fnSource(o *goja.Object) string {
	v, ok := call(c.in.fnToString, o)
	if !ok {
		return ""
	}
	return v.String()
}

func (c *ctx) getFunctionBase(o *goja.Object, constructor string, hasCtor bool, tag string) string {
	src := c.fnSource(o)
	if strings.HasPrefix(src, "class") && strings.HasSuffix(src, "}") {
		slice := src[5 : len(src)-1]
		if bi := strings.IndexByte(slice, '{'); bi != -1 && (!strings.Contains(slice[:bi], "(") || looksLikeClass(slice)) {
			return c.getClassBase(o, constructor, hasCtor, tag)
		}
	}
	typ := "Function"
	async, gen := functionKind(src)
	p := c.proto(o)
	switch {
	case p != nil && p == c.in.genFnProto:
		gen = true
	case p != nil && p == c.in.asyncFnProto:
		async = true
	}
	if gen {
		typ = "Generator" + typ
	}
	if async {
		typ = "Async" + typ
	}
	base := "[" + typ
	if !hasCtor {
		base += " (null prototype)"
	}
	if name := c.fnName(o); name == "" {
		base += " (anonymous)"
	} else {
		base += ": " + name
	}
	base += "]"
	// goja gives async and generator methods Function.prototype; Node
	// would name their real constructor, which is typ.
	if hasCtor && constructor != typ && !(constructor == "Function" && p == c.in.functionProto) {
		base += " " + constructor
	}
	if tag != "" && constructor != tag {
		base += " [" + tag + "]"
	}
	return base
}

// functionKind reads async and generator functions from their source text,
// for the function objects whose prototype goja does not set to
// AsyncFunction.prototype or GeneratorFunction.prototype (methods).
func functionKind(src string) (async, gen bool) {
	s := src
	if rest, ok := strings.CutPrefix(s, "async"); ok && rest != "" && strings.ContainsRune(" \t\n\r*", rune(rest[0])) {
		async = true
		s = strings.TrimLeft(rest, " \t\n\r")
	}
	if rest, ok := strings.CutPrefix(s, "function"); ok {
		s = strings.TrimLeft(rest, " \t\n\r")
	}
	return async, strings.HasPrefix(s, "*")
}

// looksLikeClass is Node's slow path: after stripping comments, the text
// before the first brace has no parenthesis.
func looksLikeClass(slice string) bool {
	var b strings.Builder
	for i := 0; i < len(slice); i++ {
		switch {
		case strings.HasPrefix(slice[i:], "//"):
			j := strings.IndexByte(slice[i:], '\n')
			if j == -1 {
				i = len(slice)
			} else {
				i += j
			}
		case strings.HasPrefix(slice[i:], "/*"):
			j := strings.Index(slice[i+2:], "*/")
			if j == -1 {
				i = len(slice)
			} else {
				i += j + 3
			}
		default:
			b.WriteByte(slice[i])
		}
	}
	s := b.String()
	bi := strings.IndexByte(s, '{')
	return bi > 0 && !strings.Contains(s[:bi], "(") && strings.TrimLeft(s[:1], " \t\n\r") == ""
}

func (c *ctx) getClassBase(o *goja.Object, constructor string, hasCtor bool, tag string) string {
	name := ""
	if d := c.ownStr(o, "name"); d.found && !d.accessor && truthy(d.value) {
		name, _ = primString(d.value)
	}
	if name == "" {
		name = "(anonymous)"
	}
	base := "class " + name
	if constructor != "Function" && hasCtor {
		base += " [" + constructor + "]"
	}
	if tag != "" && constructor != tag {
		base += " [" + tag + "]"
	}
	if hasCtor {
		if p := c.proto(o); p != nil {
			if sv := c.lookupData(p, "name"); truthy(sv) {
				if s, ok := primString(sv); ok {
					base += " extends " + s
				}
			}
		}
	} else {
		base += " extends [null prototype]"
	}
	return "[" + base + "]"
}
