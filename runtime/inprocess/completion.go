package inprocess

import (
	"errors"
	"math"
	"strconv"
	"strings"

	"github.com/dop251/goja"
)

// A program's completion value is encoded like JSON.stringify, which is
// what a model expects: members whose value is undefined, a function or a
// symbol are left out (null in arrays), and toJSON is applied (a Date
// becomes its ISO string). What JSON.stringify would change silently is
// still refused, with the JSON path of the offending value and a fix the
// model can make in one step: NaN, ±Infinity, -0, BigInt, Map, Set, class
// instances, boxed primitives, array holes, Proxies, cycles, Promises.
// This overrides reference statements RC-26, RC-27 and JSON-2 (issue #21).
// Binding arguments keep the strict rule (jsonout.go).

// completionPrefix starts every refusal of a completion value.
const completionPrefix = "program completion must be lossless JSON"

// errToJSONHalted reports that a toJSON call was interrupted by the run's
// halt, which the call consumed; the caller re-arms it.
var errToJSONHalted = errors.New("run halted in toJSON")

// omitted reports whether JSON.stringify leaves v out of an object (and
// writes null for it in an array).
func omitted(v goja.Value) bool {
	if v == nil || goja.IsUndefined(v) {
		return true
	}
	if _, ok := v.(*goja.Symbol); ok {
		return true
	}
	if obj, ok := v.(*goja.Object); ok && obj.ExportType() != gojaProxyType {
		_, fn := goja.AssertFunction(obj)
		return fn
	}
	return false
}

// toJSON applies v.toJSON(key) when v is an object with a callable toJSON
// (SerializeJSONProperty step 2). Proxies are refused later without
// running their traps.
func (e *encoder) toJSON(v goja.Value, key string) (goja.Value, error) {
	obj, ok := v.(*goja.Object)
	if !ok || obj.ExportType() == gojaProxyType {
		return v, nil
	}
	fn, ok := goja.AssertFunction(obj.Get("toJSON"))
	if !ok {
		return v, nil
	}
	out, err := fn(obj, e.vm.ToValue(key))
	if err == nil {
		return out, nil
	}
	if e.isHalted() {
		return nil, errToJSONHalted
	}
	msg := err.Error()
	if ex, isEx := err.(*goja.Exception); isEx {
		msg = ex.Value().String()
	}
	return nil, e.lossy("threw in toJSON ("+firstLine(msg)+")", "return a value that does not need toJSON instead")
}

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i]
	}
	if len(s) > 120 {
		s = s[:120] + "…"
	}
	return s
}

// lossy refuses the value at the current path. Only completions pay for
// the message; binding arguments get the bare errLossy.
func (e *encoder) lossy(what, fix string) error {
	return e.lossyAt(len(e.stack), what, fix)
}

// lossyAt refuses the value whose path is that of the first k open frames.
func (e *encoder) lossyAt(k int, what, fix string) error {
	if e.completion {
		e.detail = e.pathOf(k) + " " + what + "; " + fix
	}
	return errLossy
}

// pathOf is the JSON path ($, .key, ["odd key"], [3]) of the slot being
// read in frame k-1: the value the first k frames lead to.
func (e *encoder) pathOf(k int) string {
	b := []byte{'$'}
	for i := 0; i < k && i < len(e.stack); i++ {
		f := &e.stack[i]
		idx := f.i - 1
		if idx < 0 {
			idx = 0
		}
		if f.array {
			b = append(b, '[')
			b = strconv.AppendInt(b, int64(idx), 10)
			b = append(b, ']')
			continue
		}
		key := f.keys[idx]
		if isIdent(key) {
			b = append(b, '.')
			b = append(b, key...)
		} else {
			b = append(b, '[')
			b = appendQuotedGo(b, key)
			b = append(b, ']')
		}
	}
	return string(b)
}

// isIdent reports whether key can follow a dot in a path.
func isIdent(key string) bool {
	if key == "" {
		return false
	}
	for i, c := range key {
		switch {
		case c == '_' || c == '$' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'):
		case i > 0 && c >= '0' && c <= '9':
		default:
			return false
		}
	}
	return true
}

func (e *encoder) lossyNumber(f float64) error {
	switch {
	case math.IsNaN(f):
		return e.lossy("is NaN", "return null or a string instead")
	case math.IsInf(f, 1):
		return e.lossy("is Infinity", "return null or a string instead")
	case math.IsInf(f, -1):
		return e.lossy("is -Infinity", "return null or a string instead")
	}
	return e.lossy("is -0", "return 0 instead")
}

func (e *encoder) lossyPrimitive(v goja.Value) error {
	if _, ok := v.(*goja.Symbol); ok {
		return e.lossy("is a symbol", "return its description string instead")
	}
	if _, ok := v.Export().(interface{ Sign() int }); ok || strings.HasSuffix(v.String(), "n") {
		return e.lossy("is a BigInt", "return String(n) or Number(n) instead")
	}
	return e.lossy("is not a JSON value", "return a string, number, boolean, null, array or plain object instead")
}

// lossyCycle names the open container obj refers back to.
func (e *encoder) lossyCycle(obj *goja.Object) error {
	k := 0
	for i := range e.stack {
		if e.stack[i].obj == obj {
			k = i
			break
		}
	}
	if !e.completion { // binding arguments: JSON.stringify's TypeError (bridge_cycle.go)
		return &cycleError{e.cycleMessage(k)}
	}
	return e.lossy("refers back to "+e.pathOf(k), "return a copy without the cycle instead")
}

// lossyHole names the first empty slot of an array of length n whose own
// keys are names.
func (e *encoder) lossyHole(names []string, n int) error {
	i := 0
	for i < n && i < len(names) && names[i] == strconv.Itoa(i) {
		i++
	}
	return e.lossy("has an empty slot at ["+strconv.Itoa(i)+"]", "return Array.from(array) instead (empty slots become null)")
}

func (e *encoder) lossyInstance(obj *goja.Object) error {
	if obj.ClassName() == "Array" {
		return e.lossy("is an Array subclass instance", "return Array.from(value) instead")
	}
	if e.completion {
		// Built-ins such as Map report their kind through Symbol.toStringTag.
		if tag := obj.GetSymbol(goja.SymToStringTag); tag != nil && goja.IsString(tag) {
			switch t := tag.String(); {
			case t == "Map", t == "Set", t == "Promise", t == "WeakMap", t == "WeakSet", t == "WeakRef", strings.HasSuffix(t, "Array"):
				return e.lossyClassName(t)
			}
		}
	}
	return e.lossy("is a class instance (not a plain object)", "return a plain object ({ ...value }) instead")
}

func (e *encoder) lossyClass(obj *goja.Object) error {
	return e.lossyClassName(obj.ClassName())
}

func (e *encoder) lossyClassName(c string) error {
	switch c {
	case "Map":
		return e.lossy("is a Map", "return Object.fromEntries(map) instead")
	case "Set":
		return e.lossy("is a Set", "return [...set] instead")
	case "Promise":
		return e.lossy("is a Promise (a missing await?)", "await it before returning")
	case "Function":
		return e.lossy("is a function", "call it and return its result instead")
	case "String", "Number", "Boolean":
		return e.lossy("is a boxed "+c, "return value.valueOf() instead")
	case "Date":
		return e.lossy("is a Date", "return date.toISOString() instead")
	case "RegExp":
		return e.lossy("is a RegExp", "return its .source string instead")
	case "Error":
		return e.lossy("is an Error", "return its .message string instead")
	case "ArrayBuffer", "DataView":
		return e.lossy("is a "+c, "return Array.from(new Uint8Array(buffer)) instead")
	default:
		if strings.HasSuffix(c, "Array") {
			return e.lossy("is a "+c, "return Array.from(value) instead")
		}
		return e.lossy("is a "+c, "return a plain object or array instead")
	}
}

// encodeCompletion is encode under the completion rule. On errLossy the
// second result is the refusal message.
func (r *run) encodeCompletion(v goja.Value, limit int) ([]byte, string, error) {
	e := getEncoder(r.objectProto, r.arrayProto, &r.halt, limit, false)
	defer putEncoder(e)
	e.completion, e.vm = true, r.vm
	e.v = v
	ex := r.vm.Try(e.tryCompletion)
	switch {
	case e.err == errToJSONHalted || (ex != nil && r.halted()):
		r.vm.Interrupt(haltSignal{}) // the catch swallowed our interrupt
		return nil, "", errHalted
	case ex != nil:
		// A getter threw while the slot at the top of the stack was read.
		return nil, completionPrefix + ": " + e.pathOf(len(e.stack)) + " threw while being read (" +
			firstLine(ex.Value().String()) + "); return plain data instead", errLossy
	case e.err == errLossy:
		msg := completionPrefix
		if e.detail != "" {
			msg += ": " + e.detail
		}
		return nil, msg, errLossy
	case e.err != nil:
		return nil, "", e.err
	case e.overflow:
		return nil, "", errTooLarge
	}
	return e.text(), "", nil
}

// tryCompletion applies toJSON to the top-level value (key "") and
// encodes the result; run under vm.Try.
func (e *encoder) tryCompletion() {
	v, err := e.toJSON(e.v, "")
	if err != nil {
		e.err = err
		return
	}
	e.err = e.encode(v)
}
