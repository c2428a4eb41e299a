package inprocess

import (
	"errors"
	"math"
	"reflect"
	"strconv"
	"strings"
	"sync/atomic"
	"unicode/utf8"

	"github.com/dop251/goja"

	"github.com/codemode-go/codemode/runtime/inprocess/internal/guard"
)

// errLossy reports that a value is not lossless JSON (reference §6).
var errLossy = errors.New("value is not lossless JSON")

// errHalted reports that the run was stopped while Go code was walking a
// value; the run's terminal outcome says why.
var errHalted = errors.New("run halted")

var gojaProxyType = reflect.TypeOf(goja.Proxy{})

// checkEvery is how many nodes the Go-side walks visit between looks at the
// run's halt flag, so a huge value cannot outlive the budgets.
const checkEvery = 4096

// encFrame is one open container of the iterative encoder.
type encFrame struct {
	obj   *goja.Object
	keys  []string // object keys; nil for arrays
	n     int      // array length
	i     int
	array bool
	wrote bool // a member was written: the next one needs a comma
}

// encoder turns goja values into compact JSON text without recursion and
// without running JS helpers (JSON-1…JSON-7). Getters run once per slot
// through [[Get]]; a throwing getter surfaces as a goja panic that the
// caller contains with vm.Try.
type encoder struct {
	objectProto *goja.Object
	arrayProto  *goja.Object
	halted      func() bool
	limit       int  // when > 0, the text may not exceed limit bytes
	overflow    bool // the text exceeded limit; buf no longer holds it
	hardLimit   bool // stop at once on overflow instead of validating on
	written     int  // bytes discarded after an overflow
	buf         []byte
	stack       []encFrame
	onPath      map[*goja.Object]struct{} // nil while the stack is shallow
	visits      int
	general     bool         // tests: always the map and Go's Number::toString
	halt        *atomic.Bool // when set, also consulted like halted

	// completion selects the JSON.stringify rule of program completions
	// (completion.go): undefined, function and symbol members are
	// omitted (null in arrays), toJSON is applied, and a refusal leaves
	// its JSON path and a one-step fix in detail.
	completion bool
	vm         *goja.Runtime
	protoJSON  bool   // Object.prototype or Array.prototype has a toJSON
	detail     string // the refusal's "$.path is X; do Y" text

	// Set by a pooled encoder (bridge_encode.go) for vm.Try.
	v     goja.Value
	err   error
	tryFn func()
}

// pathScanDepth is how deep the open containers may nest before the
// cycle check uses a map instead of scanning the stack.
const pathScanDepth = 32

func (e *encoder) isHalted() bool {
	return (e.halted != nil && e.halted()) || (e.halt != nil && e.halt.Load())
}

// encode appends the JSON text of v to e.buf. It returns errLossy when v is
// not lossless JSON and errHalted when the run stopped meanwhile.
func (e *encoder) encode(v goja.Value) error {
	e.stack = e.stack[:0]
	if err := e.value(v); err != nil {
		return err
	}
	for len(e.stack) > 0 {
		if e.visits++; e.visits%checkEvery == 0 && e.isHalted() {
			return errHalted
		}
		if e.limit > 0 && len(e.buf) > e.limit {
			if e.hardLimit {
				e.overflow = true
				return nil
			}
			// Keep validating (lossiness is decided first, JSON-9) but stop
			// holding text no budget can admit.
			e.overflow = true
			e.written += len(e.buf)
			e.buf = e.buf[:0]
		}
		f := &e.stack[len(e.stack)-1]
		if f.array {
			if f.i == f.n {
				if l := f.obj.Get("length"); l == nil || l.ToInteger() != int64(f.n) {
					// JSON-4: a getter resized the array mid-walk
					return e.lossyAt(len(e.stack)-1, "changed length while being read", "build the array first, then return it")
				}
				e.buf = append(e.buf, ']')
				e.pop()
				continue
			}
			if f.i > 0 {
				e.buf = append(e.buf, ',')
			}
			obj, idx := f.obj, f.i
			f.i++
			v := obj.Get(strconv.Itoa(idx))
			if e.completion {
				var err error
				if v, err = e.toJSON(v, strconv.Itoa(idx)); err != nil {
					return err
				}
				if omitted(v) {
					e.buf = append(e.buf, "null"...) // JSON.stringify: null in arrays
					continue
				}
			}
			if err := e.value(v); err != nil {
				return err
			}
			continue
		}
		if f.i == len(f.keys) {
			e.buf = append(e.buf, '}')
			e.pop()
			continue
		}
		obj, key := f.obj, f.keys[f.i]
		f.i++
		v := obj.Get(key)
		if e.completion {
			var err error
			if v, err = e.toJSON(v, key); err != nil {
				return err
			}
			if omitted(v) {
				continue // JSON.stringify: the member is left out
			}
		}
		if f.wrote {
			e.buf = append(e.buf, ',')
		}
		f.wrote = true
		e.buf = appendQuotedGo(e.buf, key)
		e.buf = append(e.buf, ':')
		if err := e.value(v); err != nil {
			return err
		}
	}
	if e.limit > 0 && len(e.buf) > e.limit {
		e.overflow = true
	}
	return nil
}

func (e *encoder) pop() {
	f := &e.stack[len(e.stack)-1]
	if e.onPath != nil {
		delete(e.onPath, f.obj)
	}
	*f = encFrame{}
	e.stack = e.stack[:len(e.stack)-1]
}

// onStack reports whether obj is an open container (a cycle, JSON-3).
func (e *encoder) onStack(obj *goja.Object) bool {
	if e.onPath != nil {
		_, cyc := e.onPath[obj]
		return cyc
	}
	for i := range e.stack {
		if e.stack[i].obj == obj {
			return true
		}
	}
	return false
}

// value writes a scalar, or opens a container frame for an object.
func (e *encoder) value(v goja.Value) error {
	switch {
	case v == nil || goja.IsUndefined(v):
		return e.lossy("is undefined", "return null instead")
	case goja.IsNull(v):
		e.buf = append(e.buf, "null"...)
		return nil
	case goja.IsString(v):
		e.buf = appendQuotedJS(e.buf, v)
		return nil
	case goja.IsNumber(v):
		f := v.ToFloat()
		if math.IsNaN(f) || math.IsInf(f, 0) || (f == 0 && math.Signbit(f)) {
			return e.lossyNumber(f)
		}
		if !e.general && f == math.Trunc(f) && math.Abs(f) < 1e15 {
			e.buf = strconv.AppendInt(e.buf, int64(f), 10) // Number::toString of a safe integer
			return nil
		}
		e.buf = append(e.buf, v.String()...) // goja's Go-side Number::toString
		return nil
	}
	obj, ok := v.(*goja.Object)
	if !ok {
		if b, isBool := v.Export().(bool); isBool {
			if b {
				e.buf = append(e.buf, "true"...)
			} else {
				e.buf = append(e.buf, "false"...)
			}
			return nil
		}
		return e.lossyPrimitive(v) // symbol, bigint
	}
	if obj.ExportType() == gojaProxyType {
		return e.lossy("is a Proxy", "return a plain copy ({...value}) instead")
	}
	if e.onStack(obj) {
		return e.lossyCycle(obj)
	}
	switch obj.ClassName() {
	case "Array":
		if obj.Prototype() != e.arrayProto {
			return e.lossy("is an Array subclass instance", "return Array.from(value) instead")
		}
		names := obj.GetOwnPropertyNames()
		n := int(obj.Get("length").ToInteger())
		if len(names) != n+1 || len(obj.Symbols()) != 0 {
			if len(obj.Symbols()) == 0 && len(names) <= n {
				return e.lossyHole(names, n)
			}
			return e.lossy("is an array with extra properties", "return Array.from(value) and the extra properties separately instead")
		}
		for i := 0; i < n; i++ {
			if names[i] != strconv.Itoa(i) {
				return e.lossyHole(names, n) // a hole
			}
		}
		e.buf = append(e.buf, '[')
		e.push(encFrame{obj: obj, n: n, array: true})
	case "Object":
		if p := obj.Prototype(); p != nil && p != e.objectProto {
			return e.lossyInstance(obj)
		}
		names, ok := e.plainNames(obj)
		if !ok {
			names = obj.GetOwnPropertyNames()
			if len(obj.Keys()) != len(names) {
				return e.lossy("has a non-enumerable property", "return a plain copy ({...value}) instead") // a non-enumerable own key
			}
		}
		if len(obj.Symbols()) != 0 {
			return e.lossy("has a symbol-keyed property", "use string keys instead")
		}
		e.buf = append(e.buf, '{')
		e.push(encFrame{obj: obj, keys: names})
	default:
		return e.lossyClass(obj)
	}
	return nil
}

// plainNames is the own keys of obj read straight from goja's property
// table (internal/guard/json_fast.go) when obj is a plain object of plain data
// properties, as most tool arguments are; ok is false otherwise.
func (e *encoder) plainNames(obj *goja.Object) (keys []string, ok bool) {
	if e.general {
		return nil, false
	}
	names, ok := guard.PlainNames(obj)
	if !ok {
		return nil, false
	}
	keys = make([]string, len(names))
	for i, n := range names {
		keys[i] = string(n)
	}
	return keys, true
}

func (e *encoder) push(f encFrame) {
	if e.onPath == nil && (e.general || len(e.stack) >= pathScanDepth) {
		e.onPath = make(map[*goja.Object]struct{}, len(e.stack)+1)
		for i := range e.stack {
			e.onPath[e.stack[i].obj] = struct{}{}
		}
	}
	if e.onPath != nil {
		e.onPath[f.obj] = struct{}{}
	}
	e.stack = append(e.stack, f)
}

const hexDigits = "0123456789abcdef"

// appendQuotedJS appends the JSON.stringify form of a goja string, keeping
// lone surrogates as lowercase \uXXXX escapes (well-formed JSON.stringify).
func appendQuotedJS(buf []byte, v goja.Value) []byte {
	gs := v.String()
	if scrubbed := scrubGoDump(gs); len(scrubbed) != len(gs) {
		return appendQuotedGo(buf, scrubbed)
	}
	if !strings.ContainsRune(gs, utf8.RuneError) {
		return appendQuotedGo(buf, gs) // exact: valid UTF-16 converts losslessly
	}
	s, ok := v.(goja.String)
	if !ok {
		return appendQuotedGo(buf, gs)
	}
	buf = append(buf, '"')
	n := s.Length()
	for i := 0; i < n; i++ {
		c := s.CharAt(i)
		switch {
		case c >= 0xD800 && c <= 0xDBFF && i+1 < n && s.CharAt(i+1) >= 0xDC00 && s.CharAt(i+1) <= 0xDFFF:
			r := (rune(c)-0xD800)<<10 | (rune(s.CharAt(i+1)) - 0xDC00) + 0x10000
			buf = utf8.AppendRune(buf, r)
			i++
		case c >= 0xD800 && c <= 0xDFFF:
			buf = append(buf, '\\', 'u', hexDigits[c>>12], hexDigits[c>>8&0xF], hexDigits[c>>4&0xF], hexDigits[c&0xF])
		case c < utf8.RuneSelf:
			buf = appendASCII(buf, byte(c))
		default:
			buf = utf8.AppendRune(buf, rune(c))
		}
	}
	return append(buf, '"')
}

// appendQuotedGo appends the JSON.stringify form of a Go string. WTF-8
// surrogates and invalid bytes are not expected here (goja strings convert
// to valid UTF-8); invalid bytes become U+FFFD.
func appendQuotedGo(buf []byte, s string) []byte {
	buf = append(buf, '"')
	start := 0
	for i := 0; i < len(s); {
		b := s[i]
		if b < utf8.RuneSelf {
			if b >= 0x20 && b != '"' && b != '\\' {
				i++
				continue
			}
			buf = append(buf, s[start:i]...)
			buf = appendASCII(buf, b)
			i++
			start = i
			continue
		}
		r, w := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && w == 1 {
			buf = append(buf, s[start:i]...)
			buf = append(buf, "\uFFFD"...)
			i++
			start = i
			continue
		}
		i += w
	}
	buf = append(buf, s[start:]...)
	return append(buf, '"')
}

func appendASCII(buf []byte, b byte) []byte {
	switch b {
	case '"':
		return append(buf, '\\', '"')
	case '\\':
		return append(buf, '\\', '\\')
	case '\b':
		return append(buf, '\\', 'b')
	case '\t':
		return append(buf, '\\', 't')
	case '\n':
		return append(buf, '\\', 'n')
	case '\f':
		return append(buf, '\\', 'f')
	case '\r':
		return append(buf, '\\', 'r')
	}
	if b < 0x20 {
		return append(buf, '\\', 'u', '0', '0', hexDigits[b>>4], hexDigits[b&0xF])
	}
	return append(buf, b)
}
