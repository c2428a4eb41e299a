package inspect

import (
	"strings"

	"github.com/dop251/goja"
)

// Depths of the renderings util.format makes for its specifiers.
const (
	depthPercentS = 0 // %s of an object with a built-in toString
	depthPercentO = 4 // %o
)

// Line renders one console call as Node's console.log does, which is
// util.format (PROG-6): when the first argument is a string and more
// arguments follow, its specifiers %s %d %i %f %j %o %O %c consume them in
// order and %% is a percent sign; the arguments left over are appended,
// joined by single spaces, strings verbatim and every other value as Format
// renders it. A first argument that is not a string is not a format. No
// arguments give "". The line, like each rendering, is capped at
// Options.MaxBytes.
//
// The specifiers run program code where util.format does (see the package
// documentation); a throw there panics with the *goja.Exception, which
// reaches the program as a throw when Line runs inside a function the
// program called. %o renders as %O at depth 4: Node's %o also shows
// non-enumerable properties (showHidden), which this renderer does not.
func (ins *Inspector) Line(args []goja.Value) string {
	var b strings.Builder
	a := 0
	join := ""
	if len(args) > 0 && args[0] != nil && goja.IsString(args[0]) {
		first := args[0].String()
		if len(args) == 1 {
			return ins.truncate(first)
		}
		lastPos := 0
		for i := 0; i < len(first)-1; i++ {
			if first[i] != '%' {
				continue
			}
			i++
			next := first[i]
			if a+1 == len(args) {
				if next == '%' {
					b.WriteString(first[lastPos:i])
					lastPos = i + 1
				}
				continue
			}
			var s string
			switch next {
			case 's':
				a++
				s = ins.percentS(args[a])
			case 'j':
				a++
				s = ins.percentJ(args[a])
			case 'd':
				a++
				s = ins.percentNumber(args[a], 'd')
			case 'i':
				a++
				s = ins.percentNumber(args[a], 'i')
			case 'f':
				a++
				s = ins.percentNumber(args[a], 'f')
			case 'O':
				a++
				s = ins.Format(args[a])
			case 'o':
				a++
				s = ins.formatDepth(args[a], depthPercentO)
			case 'c':
				a++ // CSS has no meaning in a log line
			case '%':
				b.WriteString(first[lastPos:i])
				lastPos = i + 1
				continue
			default: // not a specifier: kept as written
				continue
			}
			if lastPos != i-1 {
				b.WriteString(first[lastPos : i-1])
			}
			b.WriteString(s)
			lastPos = i + 1
			if b.Len() > ins.maxBytes {
				return ins.truncate(b.String())
			}
		}
		if lastPos != 0 {
			a++
			join = " "
			if lastPos < len(first) {
				b.WriteString(first[lastPos:])
			}
		}
	}
	for ; a < len(args); a++ {
		b.WriteString(join)
		join = " "
		if v := args[a]; v != nil && goja.IsString(v) {
			b.WriteString(v.String())
		} else {
			b.WriteString(ins.Format(v))
		}
		if b.Len() > ins.maxBytes {
			break
		}
	}
	return ins.truncate(b.String())
}

// percentS is util.format's %s: numbers and bigints as inspect writes
// them, an object with a built-in toString inspected at depth 0, anything
// else String(value).
func (ins *Inspector) percentS(v goja.Value) string {
	c := newCtx(ins, depthPercentS)
	o, ok := v.(*goja.Object)
	switch {
	case v != nil && goja.IsString(v):
		return v.String()
	case !ok:
		return c.formatPrimitive(v) // as String(v), but -0 and 1n as inspect writes them
	case isFunction(o):
		return o.String() // the function's source
	case c.hasBuiltInToString(o):
		return ins.formatDepth(o, depthPercentS)
	}
	return o.String() // the program's own toString or Symbol.toPrimitive
}

// percentNumber is util.format's %d (Number(value)), %i (parseInt) and %f
// (parseFloat): a bigint stays a bigint except for %f, a symbol is NaN.
func (ins *Inspector) percentNumber(v goja.Value, spec byte) string {
	if v == nil {
		v = goja.Undefined()
	}
	if _, ok := v.(*goja.Symbol); ok {
		return "NaN"
	}
	if goja.IsBigInt(v) && spec != 'f' {
		return v.String() + "n"
	}
	parse := ins.in.parseFloat
	switch spec {
	case 'd':
		return formatNumber(ins.vm.ToValue(v.ToFloat())) // Number(value)
	case 'i':
		parse = ins.in.parseInt
	}
	if parse == nil {
		return "NaN"
	}
	text := v.String() // ToString once, as parseInt and parseFloat do
	n, err := parse(goja.Undefined(), ins.vm.ToValue(text))
	if err != nil {
		panic(err)
	}
	if f := n.ToFloat(); f == 0 && strings.HasPrefix(strings.TrimLeft(text, jsSpace), "-") {
		return "-0" // goja's parseInt drops the sign of a negative zero
	}
	return formatNumber(n)
}

// jsSpace is the white space and line terminators parseInt skips.
const jsSpace = "\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff"

// percentJ is util.format's %j: JSON.stringify(value), "[Circular]" when
// that throws for a cycle, and "undefined" when it gives undefined.
func (ins *Inspector) percentJ(v goja.Value) string {
	if v == nil {
		v = goja.Undefined()
	}
	if ins.in.jsonStringify == nil {
		return "undefined"
	}
	out, err := ins.in.jsonStringify(goja.Undefined(), v)
	if err == nil {
		if goja.IsUndefined(out) {
			return "undefined"
		}
		return out.String()
	}
	if ins.isCircularError(err) {
		return "[Circular]"
	}
	panic(err)
}

// isCircularError reports whether err is the TypeError JSON.stringify
// throws for a cycle, compared by first message line as Node does.
func (ins *Inspector) isCircularError(err error) bool {
	ex, ok := err.(*goja.Exception)
	if !ok {
		return false
	}
	if ins.circularMessage == "" {
		cyc := ins.vm.NewObject()
		_ = cyc.Set("a", cyc)
		if _, cerr := ins.in.jsonStringify(goja.Undefined(), cyc); cerr != nil {
			if cex, ok := cerr.(*goja.Exception); ok {
				ins.circularMessage = ins.firstErrorLine(cex.Value())
			}
		}
	}
	o, ok := ex.Value().(*goja.Object)
	if !ok || ins.circularMessage == "" {
		return false
	}
	c := newCtx(ins, 0)
	name, _ := primString(c.lookupData(o, "name"))
	return name == "TypeError" && ins.firstErrorLine(o) == ins.circularMessage
}

// firstErrorLine is the first line of an error's message, read without
// calling getters.
func (ins *Inspector) firstErrorLine(v goja.Value) string {
	o, ok := v.(*goja.Object)
	if !ok {
		return ""
	}
	msg, _ := primString(newCtx(ins, 0).lookupData(o, "message"))
	line, _, _ := strings.Cut(msg, "\n")
	return line
}

// hasBuiltInToString is Node's hasBuiltInToString: whether %s inspects an
// object (true) rather than calling String() on it. An object whose own
// toString or Symbol.toPrimitive is a function, or whose nearest such
// method belongs to a prototype whose constructor is not one of Node's
// global built-ins, is converted with String().
func (c *ctx) hasBuiltInToString(o *goja.Object) bool {
	for c.isProxy(o) {
		p, ok := o.Export().(goja.Proxy)
		if !ok || p.Target() == nil {
			return true
		}
		o = p.Target()
	}
	prim := goja.SymToPrimitive
	checkToString, checkPrim := true, true
	switch {
	case !isFunction(o.Get("toString")):
		if !isFunction(o.GetSymbol(prim)) {
			return true
		}
		if c.hasOwnKey(o, prim) {
			return false
		}
		checkToString = false
	case c.hasOwnKey(o, c.vm.ToValue("toString")):
		return false
	case !isFunction(o.GetSymbol(prim)):
		checkPrim = false
	case c.hasOwnKey(o, prim):
		return false
	}
	p := o
	for i := 0; ; i++ {
		p = p.Prototype()
		if p == nil || i >= maxProtoWalk {
			return true
		}
		if checkToString && c.hasOwnKey(p, c.vm.ToValue("toString")) || checkPrim && c.hasOwnKey(p, prim) {
			break
		}
	}
	d := c.ownStr(p, "constructor")
	if !d.found || d.accessor || !isFunction(d.value) {
		return false
	}
	ctor, _ := d.value.(*goja.Object)
	return nodeBuiltins[c.fnName(ctor)]
}

// hasOwnKey is Object.prototype.hasOwnProperty.call(o, key).
func (c *ctx) hasOwnKey(o *goja.Object, key goja.Value) bool {
	v, ok := call(c.in.hasOwn, o, key)
	return ok && v.ToBoolean()
}

// nodeBuiltins are the names on Node 22's global object that match
// /^[A-Z][a-zA-Z0-9]+$/: Node's builtInObjects, the constructors whose
// toString %s treats as built-in.
var nodeBuiltins = func() map[string]bool {
	m := map[string]bool{}
	for _, n := range strings.Fields(`AbortController AbortSignal AggregateError Array ArrayBuffer
		Atomics BigInt BigInt64Array BigUint64Array Blob Boolean BroadcastChannel Buffer
		ByteLengthQueuingStrategy CompressionStream CountQueuingStrategy Crypto CryptoKey
		CustomEvent DOMException DataView Date DecompressionStream Error EvalError Event
		EventTarget File FinalizationRegistry Float32Array Float64Array FormData Function
		Headers Infinity Int16Array Int32Array Int8Array Intl Iterator JSON Map Math
		MessageChannel MessageEvent MessagePort NaN Navigator Number Object Performance
		PerformanceEntry PerformanceMark PerformanceMeasure PerformanceObserver
		PerformanceObserverEntryList PerformanceResourceTiming Promise Proxy RangeError
		ReadableByteStreamController ReadableStream ReadableStreamBYOBReader
		ReadableStreamBYOBRequest ReadableStreamDefaultController ReadableStreamDefaultReader
		ReferenceError Reflect RegExp Request Response Set SharedArrayBuffer String
		SubtleCrypto Symbol SyntaxError TextDecoder TextDecoderStream TextEncoder
		TextEncoderStream TransformStream TransformStreamDefaultController TypeError URIError
		URL URLSearchParams Uint16Array Uint32Array Uint8Array Uint8ClampedArray WeakMap
		WeakRef WeakSet WebAssembly WebSocket WritableStream WritableStreamDefaultController
		WritableStreamDefaultWriter`) {
		m[n] = true
	}
	return m
}()
