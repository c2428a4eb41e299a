// Package langlib completes the ECMAScript and web standard library that
// goja lacks, for the programs models write: ES2024–2026 statics and
// methods (Object.groupBy, Map.groupBy, Promise.withResolvers, Promise.try,
// Array.fromAsync, Set methods, Map and WeakMap getOrInsert, iterator
// helpers with Iterator.concat and Iterator.zip, Symbol.asyncIterator,
// Math.sumPrecise, Error.isError, RegExp.escape, JSON.rawJSON and the
// reviver's source text), structuredClone and
// DOMException, URL/URLSearchParams, TextEncoder/TextDecoder, atob/btoa,
// crypto.randomUUID and crypto.getRandomValues, WeakRef and
// FinalizationRegistry, an Intl subset (NumberFormat, DateTimeFormat,
// PluralRules, ListFormat, Collator, RelativeTimeFormat and the
// toLocale*String methods built on them), and a RegExp constructor that
// supports Unicode property escapes, named groups and the d flag.
//
// # Cost
//
// Install replaces the global object with an ordinary object whose
// prototype resolves each global name on its first lookup: from goja's own
// global object (which builds builtins lazily), attaching the extensions of
// a builtin when the program first names it (Set, Map, WeakMap, JSON,
// Object, Promise, Array, Symbol, Date, RegExp), or running the module of
// a new global
// (Intl, URL, structuredClone …). Modules are embedded JS files compiled
// once per process into *goja.Program values. Only prototypes a program
// reaches without naming a global (Number and BigInt toLocaleString, the
// iterator helpers) are prepared eagerly, as accessors or as a lookup
// object above the prototype. A run that uses none of the library pays
// for that and nothing else (BenchmarkTrivialRun).
//
// Observable consequences: a global name becomes an own property of
// globalThis only once looked up (Object.getOwnPropertyNames(globalThis)
// lists the names used so far, and "Math" in globalThis is true
// throughout); deleting a builtin that was looked up (delete
// globalThis.Math) lets the next lookup find goja's original again;
// Object.getPrototypeOf(%IteratorPrototype%) is the lookup object, whose
// own prototype is Object.prototype. The new methods of Set.prototype,
// Map.prototype and WeakMap.prototype are defined when the program first
// names the constructor, through goja's own functions recorded then, so a
// program that replaces Set.prototype.has does not change union.
//
// # Locale and time zone
//
// The default locale is en-US and the default time zone is UTC: what Node
// prints with LANG=en_US.UTF-8 and TZ=UTC. Other locales fall back to
// en-US, as ECMA-402 locale negotiation permits when a locale is not
// available; resolvedOptions().locale reports "en-US" (or "en") then. Time
// zones are IANA names (time/tzdata is embedded); zone names print as UTC,
// US abbreviations (EDT …) or GMT offsets.
//
// # Regular expressions
//
// Programs reach the RegExp constructor for patterns goja cannot compile
// as literals: the transpiler lowers literals that use \p{…}, named groups,
// the d flag or the v flag to `new RegExp(source, flags)` calls (esbuild's
// Supported map), and the constructor installed here translates them.
// \p{…} and \P{…} expand to explicit character classes: General_Category,
// Script and most binary properties from Go's unicode tables
// (unicode.Version 15.0.0); emoji properties, derived properties such as
// ID_Start and Script_Extensions from tables recorded from Node
// (unicode_node.go). V8 in Node 20/22 uses Unicode 17.0, so characters
// added by Unicode 15.1–17.0, and 35 code points whose properties changed
// (testdata, TestUnicodeVersionBound), match differently. A property name
// that is not supported is a SyntaxError, never a silently different
// match; so is the v flag.
//
// # Host
//
// Nothing of the host is exposed: no require, process, fetch or file
// system, and goja's GoError constructor is hidden. Timers (setTimeout,
// queueMicrotask) belong to the caller's event loop.
package langlib

import (
	"crypto/rand"
	"fmt"
	"io"
	"math"
	"math/big"
	"strings"

	"github.com/dop251/goja"
)

// Options injects the source of randomness. A nil *Options, and nil
// fields, mean the defaults. Time comes from the runtime itself
// (goja.Runtime.SetTimeSource): Intl formats Date.now() when given no date.
type Options struct {
	// Rand is the entropy source of crypto.randomUUID and
	// crypto.getRandomValues; it is read on the runtime's goroutine. Nil
	// means crypto/rand.Reader.
	Rand io.Reader
	// OnGlobal, when set, is called once for each builtin global (Math,
	// ArrayBuffer, RegExp, …) when the program first looks it up, after it
	// became an own property of globalThis and before the lookup returns.
	// It may redefine that property (to install a guarded replacement);
	// the lookup returns whatever globalThis holds afterwards. It runs on
	// the runtime's goroutine.
	OnGlobal func(name string)
	// Globals are the caller's own globals, defined like the library's:
	// each value is made when the program first looks its name up (then
	// an own, writable, configurable, non-enumerable property of
	// globalThis), so a realm whose program never names one never builds
	// it. The functions run on the runtime's goroutine, each at most once.
	Globals map[string]func() goja.Value
	// BeforeModule, when set, is called before the library runs one of
	// its JavaScript modules that use regular expression literals or
	// generator functions (the first use of a feature written in JS: URL,
	// Intl, structuredClone, the RegExp extensions, …), on the runtime's
	// goroutine, so a caller that guards RegExp.prototype or the
	// generator intrinsics only once a program can reach them installs
	// those guards here. The modules that use neither (iterator helpers,
	// Set, Map and JSON extensions) do not call it.
	BeforeModule func()
	// RawJSON, when set, is where the runtime records the objects
	// JSON.rawJSON makes, for a JSON.stringify of the caller's own to
	// emit (RawJSON.Text). Nil keeps the record private. Use a fresh one
	// per runtime.
	RawJSON *RawJSON
}

func (o *Options) rand() io.Reader {
	if o == nil || o.Rand == nil {
		return rand.Reader
	}
	return o.Rand
}

// Install adds the language library to a fresh runtime. It must be called
// on the goroutine that owns vm, before the program runs, at most once per
// runtime. It sets a new global object: vm.GlobalObject() changes, globals
// bound before Install stay visible through it, and vm.Set afterwards
// binds on the new one. It is cheap: the library materialises on
// first use (see the package documentation). Values created by Install
// belong to vm and must not be used with another runtime.
func Install(vm *goja.Runtime, opts *Options) error {
	if vm == nil {
		return fmt.Errorf("langlib: nil runtime")
	}
	st := &state{vm: vm, opts: opts, loaded: make(map[*module]bool, len(modules)), orig: map[string]goja.Value{}}
	if opts != nil && len(opts.Globals) > 0 {
		st.globals = make(map[string]func() goja.Value, len(opts.Globals))
		for name, build := range opts.Globals {
			st.globals[name] = build
		}
	}
	// The global object becomes a plain object layered over goja's own:
	//
	//	globalThis (new, ordinary) -> globalHook -> Object.prototype
	//
	// goja builds a builtin whenever a property of its global object is
	// read, redefined or deleted, so nothing of it is touched here. The
	// first lookup of a global name reaches globalHook, which takes the
	// value from goja's global (attaching the lazy extensions of a
	// builtin such as Set, or running the module of a new global such as
	// Intl) and defines it on globalThis, where later lookups find it.
	base := vm.GlobalObject()
	st.base = base
	global := vm.NewObject()
	st.global = global
	st.hook = &globalHook{st: st, global: global}
	if err := global.SetPrototype(vm.NewDynamicObject(st.hook)); err != nil {
		return fmt.Errorf("langlib: %w", err)
	}
	if err := global.DefineDataProperty("globalThis", global, goja.FLAG_TRUE, goja.FLAG_TRUE, goja.FLAG_FALSE); err != nil {
		return fmt.Errorf("langlib: %w", err)
	}
	// The non-writable value properties are own from the start, so that
	// assigning them fails as it must (a TypeError in strict code).
	for name, v := range map[string]goja.Value{"undefined": goja.Undefined(), "NaN": vm.ToValue(math.NaN()), "Infinity": vm.ToValue(math.Inf(1))} {
		if err := global.DefineDataProperty(name, v, goja.FLAG_FALSE, goja.FLAG_FALSE, goja.FLAG_FALSE); err != nil {
			return fmt.Errorf("langlib: %w", err)
		}
	}
	vm.SetGlobalObject(global)
	// The native localeCompare, which the Intl module keeps for calls
	// without locales or options, before its lazy replacement hides it.
	st.orig["String.prototype.localeCompare"] = vm.ToValue("").ToObject(vm).Prototype().Get("localeCompare")
	if sp := vm.ToValue("").ToObject(vm).Prototype(); sp.Get("isWellFormed") == nil {
		if err := defineWellFormed(vm, sp); err != nil {
			return fmt.Errorf("langlib: %w", err)
		}
	}
	// Prototypes reached without naming a global (primitives, iterators of
	// literals) are extended now.
	for _, target := range []string{"Number.prototype", "BigInt.prototype", "String.prototype", "IteratorPrototype"} {
		if err := st.attach(target); err != nil {
			return err
		}
	}
	return nil
}

// extended are the builtins whose extensions (or, for RegExp, whose
// replacement) are attached when the program first names them.
var extended = map[string]bool{"Reflect": true, "JSON": true, "Object": true, "Map": true, "WeakMap": true, "Promise": true, "Array": true, "Set": true, "Symbol": true, "Date": true, "RegExp": true, "Math": true, "Error": true}

// hidden are goja globals that are not part of the standard library.
// GoError stays the class of errors thrown from Go, but has no name.
var hidden = map[string]bool{"GoError": true}

// globalHook is the goja.DynamicObject under globalThis that resolves a
// global name on its first lookup (see Install).
type globalHook struct {
	st     *state
	global *goja.Object
}

// Get resolves key and defines it on globalThis; nil for unknown names.
func (h *globalHook) Get(key string) goja.Value {
	st := h.st
	vm := st.vm
	if m, ok := globalNames[key]; ok && !st.loaded[m] {
		if err := st.load(m); err != nil {
			panic(vm.NewGoError(err))
		}
		return h.global.Get(key)
	}
	if build, ok := st.globals[key]; ok {
		delete(st.globals, key)
		v := build()
		if err := h.global.DefineDataProperty(key, v, goja.FLAG_TRUE, goja.FLAG_TRUE, goja.FLAG_FALSE); err != nil {
			panic(err)
		}
		return v
	}
	if hidden[key] {
		return nil
	}
	v := st.base.Get(key)
	if v == nil {
		return nil
	}
	if err := h.global.DefineDataProperty(key, v, goja.FLAG_TRUE, goja.FLAG_TRUE, goja.FLAG_FALSE); err != nil {
		panic(err)
	}
	if o, ok := v.(*goja.Object); ok && intrinsicHolders[key] {
		st.recordIntrinsics(key, o)
	}
	if bufferNames[key] {
		if err := st.extendArrayBuffer(); err != nil {
			panic(vm.NewGoError(err))
		}
	}
	if extended[key] {
		if key == "RegExp" {
			st.orig["globalThis.RegExp"] = v
			if err := st.load(modRegExp); err != nil {
				panic(vm.NewGoError(err))
			}
			v = h.global.Get(key)
		} else {
			if key == "JSON" {
				if j, ok := v.(*goja.Object); ok {
					if err := st.extendJSON(j); err != nil {
						panic(vm.NewGoError(err))
					}
				}
			}
			for _, t := range []string{key, key + ".prototype"} {
				if err := st.attach(t); err != nil {
					panic(vm.NewGoError(err))
				}
			}
			if err := st.keyed(key); err != nil {
				panic(vm.NewGoError(err))
			}
			if o, ok := v.(*goja.Object); ok && key == "Math" {
				if err := defineF16Round(vm, o); err != nil {
					panic(vm.NewGoError(err))
				}
			}
			if o, ok := v.(*goja.Object); ok && reflective[key] != nil {
				if err := st.wrapReflective(key, o); err != nil {
					panic(vm.NewGoError(err))
				}
			}
		}
	}
	if st.opts != nil && st.opts.OnGlobal != nil {
		st.opts.OnGlobal(key)
		return h.global.Get(key)
	}
	return v
}

// Set defines key on globalThis (an assignment to a name not yet looked up).
func (h *globalHook) Set(key string, val goja.Value) bool {
	delete(h.st.globals, key)
	return h.global.DefineDataProperty(key, val, goja.FLAG_TRUE, goja.FLAG_TRUE, goja.FLAG_FALSE) == nil
}

// Has reports the names a lookup would resolve.
func (h *globalHook) Has(key string) bool {
	if m, ok := globalNames[key]; ok && !h.st.loaded[m] {
		return true
	}
	if _, ok := h.st.globals[key]; ok {
		return true
	}
	return !hidden[key] && h.st.base.Get(key) != nil
}

// Delete succeeds: names not yet looked up are not own properties of
// globalThis.
func (h *globalHook) Delete(key string) bool {
	delete(h.st.globals, key) // a caller's global deleted before its first lookup stays deleted
	return true
}

// Keys lists nothing: the names not yet looked up are not enumerable.
func (h *globalHook) Keys() []string { return nil }

// attach installs the lazy names of every module on one target.
func (st *state) attach(target string) error {
	var obj *goja.Object
	var lp *lazyProto
	for _, m := range modules {
		for _, p := range m.provides {
			if p.target != target {
				continue
			}
			if obj == nil {
				o, err := st.resolve(target)
				if err != nil {
					return err
				}
				obj = o
			}
			if p.ifMissing && obj.Get(p.name) != nil {
				continue
			}
			if protoTargets[target] {
				// Methods new to a prototype resolve through a lazyProto
				// inserted above it: no function objects until first use.
				if lp == nil {
					lp = &lazyProto{st: st, target: obj, names: map[string]*module{}}
				}
				lp.names[p.name] = m
				continue
			}
			if err := st.defineLazy(obj, p.name, m); err != nil {
				return fmt.Errorf("langlib: define %s.%s: %w", target, p.name, err)
			}
		}
	}
	if lp != nil {
		if err := obj.SetPrototype(st.vm.NewDynamicObject(lp)); err != nil {
			return fmt.Errorf("langlib: %s: %w", target, err)
		}
	}
	return nil
}

// resolve finds a target object ("Set.prototype", "IteratorPrototype")
// through goja's own global.
func (st *state) resolve(target string) (*goja.Object, error) {
	vm := st.vm
	if target == "IteratorPrototype" {
		if st.iterProto != nil {
			return st.iterProto, nil
		}
		// %IteratorPrototype% is the prototype of %ArrayIteratorPrototype%.
		values, ok := goja.AssertFunction(vm.NewArray().Get("values"))
		if !ok {
			return nil, fmt.Errorf("langlib: Array.prototype.values is not a function")
		}
		it, err := values(vm.NewArray())
		if err != nil {
			return nil, fmt.Errorf("langlib: %w", err)
		}
		st.iterProto = it.ToObject(vm).Prototype().Prototype()
		return st.iterProto, nil
	}
	switch target {
	case "Number.prototype":
		// Through a primitive, so that the Number constructor itself is
		// not built.
		return vm.ToValue(0).ToObject(vm).Prototype(), nil
	case "BigInt.prototype":
		return vm.ToValue(big.NewInt(0)).ToObject(vm).Prototype(), nil
	case "String.prototype":
		return vm.ToValue("").ToObject(vm).Prototype(), nil
	}
	ctor, rest, _ := strings.Cut(target, ".")
	v := st.base.Get(ctor)
	if v == nil {
		return nil, fmt.Errorf("langlib: no builtin %s", ctor)
	}
	o := v.ToObject(vm)
	if rest != "" {
		o = o.Get(rest).ToObject(vm)
	}
	return o, nil
}

// protoTargets are the prototypes whose new methods are served by a
// lazyProto. Their [[Prototype]] becomes that object, whose own
// [[Prototype]] is Object.prototype, so inheritance from Object.prototype
// (and instanceof Object) is unchanged.
var protoTargets = map[string]bool{"IteratorPrototype": true}

// lazyProto is the goja.DynamicObject above a prototype that materialises
// the prototype's new methods on first lookup.
type lazyProto struct {
	st     *state
	target *goja.Object
	names  map[string]*module
}

func (l *lazyProto) pending(key string) (*module, bool) {
	m, ok := l.names[key]
	if !ok || l.st.loaded[m] {
		return nil, false
	}
	return m, true
}

// Get runs the module providing key and returns the method it defined on
// the prototype; nil (continue to Object.prototype) for other keys.
func (l *lazyProto) Get(key string) goja.Value {
	m, ok := l.pending(key)
	if !ok {
		return nil
	}
	if err := l.st.load(m); err != nil {
		panic(l.st.vm.NewGoError(err))
	}
	return l.target.Get(key)
}

// Set refuses: assignments land on the receiver, never on this object.
func (l *lazyProto) Set(key string, val goja.Value) bool { return false }

// Has reports the methods not yet materialised.
func (l *lazyProto) Has(key string) bool {
	_, ok := l.pending(key)
	return ok
}

// Delete succeeds without effect.
func (l *lazyProto) Delete(key string) bool { return true }

// Keys lists nothing: the pending methods are not enumerable.
func (l *lazyProto) Keys() []string { return nil }

// globalNames maps each new global to the module defining it; built once.
var globalNames = func() map[string]*module {
	m := map[string]*module{}
	for _, mod := range modules {
		for _, p := range mod.provides {
			if p.target == "globalThis" && p.ifMissing {
				m[p.name] = mod
			}
		}
	}
	return m
}()

// state is the per-runtime bookkeeping of which modules have run.
type state struct {
	vm        *goja.Runtime
	opts      *Options
	loaded    map[*module]bool
	iterProto *goja.Object
	base      *goja.Object // goja's own global object
	global    *goja.Object // the global object Install made
	hook      *globalHook  // the lookup object under global
	// hasOwn and gopd are Object.prototype.hasOwnProperty and the native
	// Object.getOwnPropertyDescriptor, once reflective wrappers exist.
	hasOwn, gopd goja.Callable
	// lazyTargets are the objects defineLazy gave a loading accessor.
	lazyTargets map[*goja.Object]bool
	accessors   map[string]lazyAccessor
	// orig holds builtins the modules replace ("globalThis.RegExp").
	orig map[string]goja.Value
	// globals are the Options.Globals not yet looked up, assigned or
	// deleted.
	globals map[string]func() goja.Value
	// raw is the record of JSON.rawJSON objects when Options.RawJSON is
	// nil; revive is the json module's reviver walk, once it ran.
	raw    *RawJSON
	revive goja.Callable
	// buffersDone is set once extendArrayBuffer ran.
	buffersDone bool
	// intrinsicsDone is set once intrinsics recorded every intrinsicNames.
	intrinsicsDone bool
}

// lazyAccessor is the getter and setter pair of a lazy name, shared by
// the targets that get the same name from the same module.
type lazyAccessor struct {
	m        *module
	get, set goja.Value
}

// defineLazy makes obj[name] an accessor that loads m on first get and is
// replaced by the module's own definition.
func (st *state) defineLazy(obj *goja.Object, name string, m *module) error {
	if st.lazyTargets == nil {
		st.lazyTargets = map[*goja.Object]bool{}
	}
	st.lazyTargets[obj] = true
	if f, ok := st.accessors[name]; ok && f.m == m {
		// Same name, same module on another target (toLocaleString on
		// Number.prototype and BigInt.prototype): share the functions.
		return obj.DefineAccessorProperty(name, f.get, f.set, goja.FLAG_TRUE, goja.FLAG_FALSE)
	}
	vm := st.vm
	getter := vm.ToValue(func(call goja.FunctionCall) goja.Value {
		if st.loaded[m] {
			// The module ran but did not define name: report it as absent.
			return goja.Undefined()
		}
		if err := st.load(m); err != nil {
			panic(vm.NewGoError(err))
		}
		// Read through the receiver: the module defined name on the
		// receiver's prototype, which may not be obj when the functions
		// are shared.
		if recv := call.This; recv != nil && !goja.IsUndefined(recv) && !goja.IsNull(recv) {
			return recv.ToObject(vm).Get(name)
		}
		return obj.Get(name)
	})
	setter := vm.ToValue(func(call goja.FunctionCall) goja.Value {
		// Assignment before first use replaces the polyfill outright, on
		// the object assigned to.
		target := obj
		if recv, ok := call.This.(*goja.Object); ok {
			target = recv
		}
		if err := target.DefineDataProperty(name, call.Argument(0), goja.FLAG_TRUE, goja.FLAG_TRUE, goja.FLAG_FALSE); err != nil {
			panic(err)
		}
		return goja.Undefined()
	})
	if st.accessors == nil {
		st.accessors = map[string]lazyAccessor{}
	}
	st.accessors[name] = lazyAccessor{m: m, get: getter, set: setter}
	return obj.DefineAccessorProperty(name, getter, setter, goja.FLAG_TRUE, goja.FLAG_FALSE)
}

// load runs module m (and, first, the modules it depends on) in st.vm.
func (st *state) load(m *module) error {
	if st.loaded[m] {
		return nil
	}
	st.loaded[m] = true
	for _, d := range m.deps {
		if err := st.load(d); err != nil {
			return err
		}
	}
	prog, err := m.program()
	if err != nil {
		return err
	}
	// Every module defines its properties with goja's own functions
	// (orig), never with what the program may have put in their place.
	if err := st.intrinsics(); err != nil {
		return err
	}
	if st.opts != nil && st.opts.BeforeModule != nil && !m.plain {
		st.opts.BeforeModule()
	}
	fv, err := st.vm.RunProgram(prog)
	if err != nil {
		return fmt.Errorf("langlib: module %s: %w", m.name, err)
	}
	fn, ok := goja.AssertFunction(fv)
	if !ok {
		return fmt.Errorf("langlib: module %s does not evaluate to a function", m.name)
	}
	host := st.vm.NewObject()
	if m.host != nil {
		if err := m.host(st, host); err != nil {
			return fmt.Errorf("langlib: module %s: %w", m.name, err)
		}
	}
	orig := st.vm.NewObject()
	for k, v := range st.orig {
		if err := orig.Set(k, v); err != nil {
			return err
		}
	}
	if _, err := fn(goja.Undefined(), st.vm.GlobalObject(), host, st.iterProto, orig); err != nil {
		return fmt.Errorf("langlib: module %s: %w", m.name, err)
	}
	return nil
}
