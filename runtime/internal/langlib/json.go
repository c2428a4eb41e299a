package langlib

import (
	"errors"
	"runtime"
	"sync"
	"sync/atomic"
	"weak"

	"github.com/dop251/goja"
)

// RawJSON records the objects JSON.rawJSON made in one runtime (their
// [[IsRawJSON]] slot) and their text, so that a JSON.stringify of the
// caller's own (a sandbox's guarded one) can emit them as the spec's
// SerializeJSONProperty does. Entries are weak: a raw JSON object the
// program drops is collected, and its entry with it. The zero value is
// ready to use; one RawJSON serves one runtime (Options.RawJSON).
type RawJSON struct {
	n     atomic.Int64 // live entries: Text answers at once when none
	mu    sync.Mutex
	texts map[weak.Pointer[goja.Object]]string
}

// add records o, made by JSON.rawJSON with text.
func (r *RawJSON) add(o *goja.Object, text string) {
	wp := weak.Make(o)
	r.mu.Lock()
	if r.texts == nil {
		r.texts = map[weak.Pointer[goja.Object]]string{}
	}
	r.texts[wp] = text
	r.mu.Unlock()
	r.n.Add(1)
	// runtime.AddCleanup runs when o is unreachable, on another goroutine.
	addCleanup(o, func() {
		r.mu.Lock()
		delete(r.texts, wp)
		r.mu.Unlock()
		r.n.Add(-1)
	})
}

// Text reports whether o was made by JSON.rawJSON, and its JSON text. It
// runs no program code and is cheap while no raw JSON object exists.
func (r *RawJSON) Text(o *goja.Object) (string, bool) {
	if r == nil || o == nil || r.n.Load() == 0 {
		return "", false
	}
	wp := weak.Make(o)
	r.mu.Lock()
	text, ok := r.texts[wp]
	r.mu.Unlock()
	return text, ok
}

// jsonHost provides host.setRevive(fn), through which the module hands
// JSON.parse its reviver walk (see extendJSON).
func jsonHost(st *state, host *goja.Object) error {
	return host.Set("setRevive", func(fn goja.Callable) { st.revive = fn })
}

// rawJSON is the runtime's registry: the caller's (Options.RawJSON) or
// the library's own.
func (st *state) rawJSON() *RawJSON {
	if st.opts != nil && st.opts.RawJSON != nil {
		return st.opts.RawJSON
	}
	if st.raw == nil {
		st.raw = &RawJSON{}
	}
	return st.raw
}

// extendJSON, when the program first names JSON, adds JSON.rawJSON and
// JSON.isRawJSON (ES2026) and replaces JSON.parse by a function that calls
// goja's own parse and, when the reviver is a function, walks the result
// in the json module's JavaScript (js/json.js), which gives the reviver
// the context argument with each primitive's source text (ES2026,
// JSON.parse source text access).
func (st *state) extendJSON(j *goja.Object) error {
	vm := st.vm
	native, ok := goja.AssertFunction(j.Get("parse"))
	if !ok {
		return nil
	}
	st.orig["JSON.parse"] = j.Get("parse")
	parse := vm.ToValue(func(call goja.FunctionCall) goja.Value {
		text := call.Argument(0).ToString()
		v, err := native(j, text)
		if err != nil {
			if _, ok := err.(*goja.Exception); ok {
				if msg, ok := v8JSONError(text.String()); ok { // jsonerror.go
					panic(st.syntaxError(msg))
				}
			}
			panic(err)
		}
		reviver := call.Argument(1)
		if _, ok := goja.AssertFunction(reviver); !ok {
			return v
		}
		if st.revive == nil {
			if err := st.load(modJSON); err != nil {
				panic(vm.NewGoError(err))
			}
		}
		if st.revive == nil {
			panic(vm.NewGoError(errNoRevive))
		}
		r, err := st.revive(goja.Undefined(), text, v, reviver)
		if err != nil {
			panic(err)
		}
		return r
	}).(*goja.Object)
	isRaw := vm.ToValue(func(call goja.FunctionCall) goja.Value {
		o, ok := call.Argument(0).(*goja.Object)
		if !ok {
			return vm.ToValue(false)
		}
		_, raw := st.rawJSON().Text(o)
		return vm.ToValue(raw)
	}).(*goja.Object)
	freeze, ok := goja.AssertFunction(st.base.Get("Object").ToObject(vm).Get("freeze"))
	if !ok {
		return errors.New("langlib: Object.freeze is not a function")
	}
	raw := vm.ToValue(func(call goja.FunctionCall) goja.Value {
		if _, ok := call.Argument(0).(*goja.Symbol); ok {
			panic(vm.NewTypeError("JSON.rawJSON: cannot convert a Symbol value to a string"))
		}
		text := call.Argument(0).ToString()
		s := text.String()
		if _, ok := text.(goja.String); !ok {
			text = vm.ToValue(s) // ToString of a number or boolean is itself
		}
		if s == "" || jsonSpace(s[0]) || jsonSpace(s[len(s)-1]) {
			panic(st.syntaxError("JSON.rawJSON: the text is empty or starts or ends with whitespace"))
		}
		if _, err := native(j, text); err != nil {
			panic(err) // goja's SyntaxError
		}
		if s[0] == '{' || s[0] == '[' {
			panic(st.syntaxError("JSON.rawJSON: the text is an object or array"))
		}
		o := vm.NewObject()
		if err := o.SetPrototype(nil); err != nil {
			panic(err)
		}
		if err := o.DefineDataProperty("rawJSON", text, goja.FLAG_TRUE, goja.FLAG_TRUE, goja.FLAG_TRUE); err != nil {
			panic(err)
		}
		if _, err := freeze(goja.Undefined(), o); err != nil {
			panic(err)
		}
		st.rawJSON().add(o, s)
		return o
	}).(*goja.Object)
	for _, f := range []struct {
		name   string
		fn     *goja.Object
		length int
	}{{"parse", parse, 2}, {"rawJSON", raw, 1}, {"isRawJSON", isRaw, 1}} {
		if err := f.fn.DefineDataProperty("name", vm.ToValue(f.name), goja.FLAG_FALSE, goja.FLAG_TRUE, goja.FLAG_FALSE); err != nil {
			return err
		}
		if err := f.fn.DefineDataProperty("length", vm.ToValue(f.length), goja.FLAG_FALSE, goja.FLAG_TRUE, goja.FLAG_FALSE); err != nil {
			return err
		}
		if err := j.DefineDataProperty(f.name, f.fn, goja.FLAG_TRUE, goja.FLAG_TRUE, goja.FLAG_FALSE); err != nil {
			return err
		}
	}
	return nil
}

// jsonSpace reports the JSON whitespace bytes (tab, LF, CR, space).
func jsonSpace(c byte) bool { return c == '\t' || c == '\n' || c == '\r' || c == ' ' }

// syntaxError makes a SyntaxError of the runtime.
func (st *state) syntaxError(msg string) *goja.Object {
	return st.newError("SyntaxError", msg)
}

// newError makes an error of the runtime's class name (goja's own
// constructor, not the program's global).
func (st *state) newError(class, msg string) *goja.Object {
	ctor, ok := goja.AssertConstructor(st.base.Get(class))
	if !ok {
		return st.vm.NewGoError(errors.New(msg))
	}
	o, err := ctor(nil, st.vm.ToValue(msg))
	if err != nil {
		return st.vm.NewGoError(errors.New(msg))
	}
	return o
}

// errNoRevive reports a json module that did not register its reviver walk.
var errNoRevive = errors.New("langlib: module json did not provide the reviver walk")

// addCleanup runs f once o is unreachable.
func addCleanup(o *goja.Object, f func()) {
	runtime.AddCleanup(o, func(f func()) { f() }, f)
}
