package inprocess

import (
	"errors"
	"fmt"
	"math"
	"reflect"
	"strings"
	"sync"
	"time"

	"github.com/dlclark/regexp2"
	"github.com/dop251/goja"

	"github.com/codemode-go/codemode/runtime"
)

func init() {
	// Every regexp2 pattern compiled in this process (goja's backtracking
	// engine) gives up after RegexpMatchTimeout; see guardRegExp.
	regexp2.DefaultMatchTimeout = RegexpMatchTimeout
}

// keepRegexpClock keeps regexp2's match-timeout clock running for the
// life of the process, from the first run on. regexp2 measures timeouts
// with a coarse clock that a goroutine advances every 100ms and stops
// a second after the last deadline; a match started after it stopped
// computes its deadline from the stale time and times out at once,
// silently reporting "no match". A match every 500ms (one goroutine
// waking twice a second, plus regexp2's own) keeps the clock current.
var keepRegexpClock = sync.OnceFunc(func() {
	re := regexp2.MustCompile("a", regexp2.None)
	re.MatchTimeout = RegexpMatchTimeout
	_, _ = re.MatchString("a")
	go func() {
		for range time.Tick(500 * time.Millisecond) {
			_, _ = re.MatchString("a")
		}
	}()
})

// installGuards is the hook prepare calls (after langlib.Install): it
// installs the sandbox guards in vm. The request's part — the binding
// budgets and the memory watchdog — waits for the run (see inject).
func (r *run) installGuards(vm *goja.Runtime, base *goja.Object) error {
	keepRegexpClock()
	g, err := newGuards(vm, base, guardLimitsFor(r.opts.MemoryBytes), r.stopFail, r.halted)
	if err != nil {
		return err
	}
	if !r.rt.wrapBuiltins {
		g.native = nativeFuncLayout()
		if t := templateLayout(); t != nil && g.native != nil && !r.rt.eagerBuiltins {
			g.templates = t.forRealm(vm)
		}
	}
	g.install()
	r.guards = g
	return nil
}

// guards is one realm's set of guards and the intrinsics they captured.
type guards struct {
	vm *goja.Runtime
	// base is goja's own global object, under the language library's
	// (langlib.Install): the eager guards take the builtins from it, so
	// building a realm does not resolve them as the program's lookups
	// would (which attaches langlib's extensions of each).
	base   *goja.Object
	lim    guardLimits
	stop   func(kind runtime.Kind, msg string)
	halted func() bool
	// native guards goja's builtins in place; nil wraps them instead.
	native *nativeFuncs
	// templates defers guarding goja's templated builtins until goja
	// builds them (guard_template.go); nil guards them at once.
	templates *realmTemplates

	stringFn     goja.Callable
	ownDesc      goja.Callable // Object.getOwnPropertyDescriptor
	defineProp   goja.Callable // Object.defineProperty
	taLength     goja.Value    // the %TypedArray%.prototype.length getter
	taLengthCall goja.Callable
	reProto      *goja.Object
	reGlobal     goja.Callable // the RegExp.prototype.global getter
	reGlobalGet  goja.Value
	reFlagsGet   goja.Value
	rangeError   goja.Value
	typeError    goja.Value

	// lazy maps a global name to the guard group that installs when the
	// program first looks that name up (langlib's OnGlobal): builtins
	// reachable only by name cost nothing in runs that never use them.
	lazy map[string]*lazyGroup
	// nested is the depth of the recursesNatively calls in progress.
	nested int
	// arrayLike holds the JavaScript Array methods (guard_arraylike.go),
	// once a call needed them.
	arrayLike *goja.Object
	// regexpGuarded and generatorsGuarded are set once needLiterals has
	// guarded those intrinsics.
	regexpGuarded, generatorsGuarded bool
}

// Probes are literals that yield intrinsics a program reaches without
// naming a global; each is compiled once per process. An async function
// is probed for every realm (the program itself is one), a regular
// expression and a generator only when the realm needs them
// (needLiterals), because building RegExp.prototype and the generator
// intrinsics is a quarter of a realm.
var (
	asyncProbe     = probeProgram("(async function () {})")
	regexpProbe    = probeProgram("/(?:)/")
	generatorProbe = probeProgram("(function* () {})")
)

func probeProgram(src string) func() (*goja.Program, error) {
	return sync.OnceValues(func() (*goja.Program, error) { return goja.Compile("guard-probe.js", src, true) })
}

// probe runs a probe in the realm and returns its object, or nil.
func (g *guards) probe(prog func() (*goja.Program, error)) *goja.Object {
	p, err := prog()
	if err != nil {
		return nil
	}
	v, err := g.vm.RunProgram(p)
	if err != nil {
		return nil
	}
	o, _ := v.(*goja.Object)
	return o
}

// needLiterals guards the intrinsics that l says code can reach through
// its literals, before that code runs: RegExp.prototype for a regular
// expression, the generator function constructor for a generator. Until
// then the realm has not built them. The other ways in call it too: the
// String.prototype methods that build a regular expression, code
// compiled at run time (eval and the function constructors), the
// language library's modules — among them its RegExp, which the RegExp
// global loads — and the console's inspector (TestLiteralGuardsOnDemand
// covers each way, and this package's TestMain checks every run).
func (g *guards) needLiterals(l literals) {
	if l.regexp && !g.regexpGuarded {
		g.regexpGuarded = true
		g.guardRegExp()
	}
	if l.generator && !g.generatorsGuarded {
		g.generatorsGuarded = true
		if fn := g.probe(generatorProbe); fn != nil {
			g.guardFunctionConstructor("GeneratorFunction", fn)
		}
	}
}

// allLiterals is what code not scanned at compile time may reach.
var allLiterals = literals{regexp: true, generator: true}

// lazyGroup is guards installed at the first lookup of any of names.
type lazyGroup struct {
	names   []string
	install func()
}

// release ends the realm's deferred guards (guard_template.go) once no
// program code can run in it any more.
func (g *guards) release() {
	if g.templates != nil {
		g.templates.release()
	}
}

// onGlobal installs the lazy guard group of name. The whole group leaves
// the map before it installs, so the lookups the installation itself
// makes (of the group's other names) do not install it again.
func (g *guards) onGlobal(name string) {
	grp, ok := g.lazy[name]
	if !ok {
		return
	}
	for _, n := range grp.names {
		delete(g.lazy, n)
	}
	grp.install()
}

// lazily registers install for the first lookup of any of names.
func (g *guards) lazily(install func(), names ...string) {
	grp := &lazyGroup{names: names, install: install}
	for _, n := range names {
		g.lazy[n] = grp
	}
}

var (
	proxyType       = reflect.TypeOf(goja.Proxy{})
	arrayBufferType = reflect.TypeOf(goja.ArrayBuffer{})
)

// newGuards captures the intrinsics the guards need, before any program
// code has run in vm.
func newGuards(vm *goja.Runtime, base *goja.Object, lim guardLimits, stop func(runtime.Kind, string), halted func() bool) (*guards, error) {
	g := &guards{vm: vm, base: base, lim: lim, stop: stop, halted: halted}
	fn := func(path ...string) (goja.Callable, error) {
		v := base.Get(path[0])
		for _, p := range path[1:] {
			o, isObj := v.(*goja.Object)
			if !isObj {
				return nil, fmt.Errorf("guard: no %s", strings.Join(path, "."))
			}
			v = o.Get(p)
		}
		c, isFn := goja.AssertFunction(v)
		if !isFn {
			return nil, fmt.Errorf("guard: %s is not a function", strings.Join(path, "."))
		}
		return c, nil
	}
	var err error
	if g.stringFn, err = fn("String"); err != nil {
		return nil, err
	}
	if g.ownDesc, err = fn("Object", "getOwnPropertyDescriptor"); err != nil {
		return nil, err
	}
	if g.defineProp, err = fn("Object", "defineProperty"); err != nil {
		return nil, err
	}
	g.rangeError = base.Get("RangeError")
	g.typeError = base.Get("TypeError")
	g.lazy = map[string]*lazyGroup{}
	return g, nil
}

// install replaces the guarded builtins of the realm.
func (g *guards) install() {
	g.guardStrings()
	g.guardArrays()
	g.guardCalls()
	g.guardFunctionConstructors()
	g.guardKeys()
	// Reachable only by naming a global (langlib's own modules name them
	// too, so buffers they build are guarded as well).
	buffers := []string{"ArrayBuffer", "DataView"}
	for _, ta := range typedArrays {
		buffers = append(buffers, ta.name)
	}
	g.lazily(g.guardBuffers, buffers...)
	g.lazily(g.guardJSON, "JSON")
	g.lazily(g.guardReflect, "Reflect")
	g.lazily(g.guardEval, "eval")
}

// typedArrayProto is %TypedArray%.prototype, or nil.
func (g *guards) typedArrayProto() *goja.Object {
	u8, ok := g.vm.Get("Uint8Array").(*goja.Object)
	if !ok {
		return nil
	}
	p, ok := u8.Get("prototype").(*goja.Object)
	if !ok {
		return nil
	}
	return p.Prototype()
}

// --- throwing and stopping ---

// throw raises a program-visible error of the captured constructor.
func (g *guards) throw(ctor goja.Value, msg string) {
	o, err := g.vm.New(ctor, g.vm.ToValue(msg))
	if err != nil {
		panic(err)
	}
	panic(o)
}

// stopMemory ends the run for exceeding its memory budget; the caller
// returns undefined and the pending interrupt unwinds the program at its
// next instruction.
func (g *guards) stopMemory(what string, n, limit int64, unit string) goja.Value {
	g.stop(runtime.KindWorkerExit, g.lim.memoryMessage(what, n, limit, unit))
	return g.haltedValue()
}

// largeAllocation is the size from which a guarded allocation is checked
// against the heap itself (memWatch.admit), not only against its limit.
const largeAllocation = 1 << 20

// admit ends the run when an allocation of size bytes would take the heap
// past the memory budget; it reports whether the run may go on.
func (g *guards) admit(what string, size int64) bool {
	if size < largeAllocation {
		return true
	}
	ok, heap := memWatch.admit(size)
	if !ok {
		g.stop(runtime.KindWorkerExit, fmt.Sprintf("worker error: %s: %s would allocate %d bytes with %d MiB of heap in use",
			budgetText(g.lim.memoryBytes), what, size, heap>>20))
	}
	return ok
}

// stopWork ends the run as a timeout: one uninterruptible call would do
// more work than the run may.
func (g *guards) stopWork(what string, n, limit int64) goja.Value {
	g.stop(runtime.KindTimeout, fmt.Sprintf("compute budget: %s would visit %d elements in one uninterruptible call (limit %d)", what, n, limit))
	return g.haltedValue()
}

// haltedValue is what a guard returns after stopping the run. Go code in
// a builtin is not interruptible, so it throws; the program cannot catch
// it usefully, because the pending interrupt fires at the next bytecode.
func (g *guards) haltedValue() goja.Value {
	g.throw(g.rangeError, "run halted by the sandbox")
	return goja.Undefined()
}

// --- method wrapping ---

// precheck inspects and may rewrite a call before the original runs. It
// returns false when it has stopped the run.
type precheck func(call *goja.FunctionCall) bool

// wrapMethod guards obj[name]: calls run pre, then the original with the
// (possibly converted) receiver and arguments. A goja builtin is guarded
// in place (guard_native.go), as goja builds it when obj is templated
// (guard_template.go); any other function is replaced by a Go wrapper
// with the original's name, length and attributes.
func (g *guards) wrapMethod(obj *goja.Object, name string, pre precheck) {
	g.wrapMethodWith(obj, name, g.guard(name, pre))
}

// wrapMethodWith is wrapMethod with the wrapping given.
func (g *guards) wrapMethodWith(obj *goja.Object, name string, wrap func(goFunc) goFunc) {
	if obj == nil {
		return
	}
	if g.templates != nil && name != "eval" {
		if g.templates.deferBuild(obj, name, func(fn *goja.Object) {
			if !g.native.replace(fn, wrap) {
				g.stop(runtime.KindWorkerExit, "worker error: internal: the sandbox could not guard "+name)
			}
		}) {
			return
		}
	}
	g.wrapMethodNowWith(obj, name, wrap)
}

// wrapMethodNow is wrapMethod for a builtin goja also hands out through
// other properties (Array.prototype.toString is %TypedArray%'s too): it
// must be guarded before any of them is built.
func (g *guards) wrapMethodNow(obj *goja.Object, name string, pre precheck) {
	g.wrapMethodNowWith(obj, name, g.guard(name, pre))
}

func (g *guards) wrapMethodNowWith(obj *goja.Object, name string, wrap func(goFunc) goFunc) {
	if obj == nil {
		return
	}
	fn, ok := obj.Get(name).(*goja.Object)
	if !ok {
		return
	}
	if w := g.wrapped(fn, name, wrap); w != nil && w != fn {
		_ = obj.DefineDataProperty(name, w, goja.FLAG_TRUE, goja.FLAG_TRUE, goja.FLAG_FALSE)
	}
}

// wrapSymbol is wrapMethod for a symbol-keyed method; it returns the
// guarded function, or nil.
func (g *guards) wrapSymbol(obj *goja.Object, sym *goja.Symbol, name string, pre precheck) *goja.Object {
	if obj == nil {
		return nil
	}
	fn, ok := obj.GetSymbol(sym).(*goja.Object)
	if !ok {
		return nil
	}
	w := g.wrapped(fn, name, g.guard(name, pre))
	if w != nil && w != fn {
		_ = obj.DefineDataPropertySymbol(sym, w, goja.FLAG_TRUE, goja.FLAG_TRUE, goja.FLAG_FALSE)
	}
	return w
}

// wrapped returns fn with the behaviour wrap(its behaviour): fn itself
// when it could be changed in place, else a new wrapper object with fn's
// name and length; nil when fn is not callable. eval is always wrapped:
// goja runs a call of its own eval object as a direct eval without
// calling the object's behaviour, so only a different object makes every
// eval pass the guard.
func (g *guards) wrapped(fn *goja.Object, name string, wrap func(goFunc) goFunc) *goja.Object {
	if g.native != nil && name != "eval" && g.native.replace(fn, wrap) {
		return fn
	}
	orig, ok := goja.AssertFunction(fn)
	if !ok {
		return nil
	}
	w := g.vm.ToValue(wrap(func(call goja.FunctionCall) goja.Value {
		v, err := orig(call.This, call.Arguments...)
		if err != nil {
			panic(err)
		}
		return v
	})).(*goja.Object)
	g.copyShape(w, fn, name)
	return w
}

// guard is the wrapping of a guarded builtin: pre, the shared depth count
// of recursesNatively, then the original, all behind a panic cut.
func (g *guards) guard(name string, pre precheck) func(goFunc) goFunc {
	nests := recursesNatively[name]
	return func(orig goFunc) goFunc {
		body := func(call goja.FunctionCall) goja.Value {
			if !pre(&call) {
				return g.haltedValue()
			}
			if nests {
				if g.nested >= MaxCallStackSize {
					g.throw(g.rangeError, "Maximum call stack size exceeded")
				}
				g.nested++
				defer func() { g.nested-- }()
			}
			return orig(call)
		}
		return func(call goja.FunctionCall) goja.Value { return cutPanics(body, call) }
	}
}

// cutPanics calls f and re-raises whatever it panicked with, from outside
// any deferred call. goja turns an exception it cannot catch (a stack
// overflow among them) into a panic raised inside a deferred function,
// and Go keeps every panic so raised on the goroutine until the frames
// below it unwind: a recursion through a builtin (a function that calls
// [1].map(itself)) that overflows at depth n piles up n such panics, and
// unwinding it took seconds, quadratic in n. A cut at every guarded
// builtin ends each pile where it starts; the panic value is unchanged.
func cutPanics(f goFunc, call goja.FunctionCall) (v goja.Value) {
	var p any
	func() {
		defer func() { p = recover() }()
		v = f(call)
	}()
	if p != nil {
		panic(p)
	}
	return v
}

// cutPanicsDo is cutPanics for a constructor's behaviour.
func cutPanicsDo(f func()) {
	var p any
	func() {
		defer func() { p = recover() }()
		f()
	}()
	if p != nil {
		panic(p)
	}
}

// recursesNatively are the Array.prototype methods through which goja
// implements String(array): a Go recursion that neither counts toward the
// JS call-stack limit nor observes Interrupt, so String of a million-deep
// array would overflow the Go stack — a fatal error that kills the host.
// Their wrappers share one depth count (guards.nested) and throw the
// RangeError a too-deep recursion gets; results are unchanged below
// MaxCallStackSize levels.
var recursesNatively = map[string]bool{"join": true, "toString": true, "toLocaleString": true}

// copyShape gives a wrapper the original's name and length.
func (g *guards) copyShape(f, orig *goja.Object, name string) {
	if n := orig.Get("name"); n != nil {
		_ = f.DefineDataProperty("name", n, goja.FLAG_FALSE, goja.FLAG_TRUE, goja.FLAG_FALSE)
	} else {
		_ = f.DefineDataProperty("name", g.vm.ToValue(name), goja.FLAG_FALSE, goja.FLAG_TRUE, goja.FLAG_FALSE)
	}
	if l := orig.Get("length"); l != nil {
		_ = f.DefineDataProperty("length", l, goja.FLAG_FALSE, goja.FLAG_TRUE, goja.FLAG_FALSE)
	}
}

// wrapConstructor replaces global name (a constructor) with a Go
// constructor that runs pre and then constructs the original with the same
// new.target. The prototype's constructor, the statics and the [[Prototype]]
// are carried over, so instanceof, subclassing and species keep working.
func (g *guards) wrapConstructor(holder *goja.Object, name string, pre func(args []goja.Value) ([]goja.Value, bool)) *goja.Object {
	origObj, ok := holder.Get(name).(*goja.Object)
	if !ok {
		return nil
	}
	ctor, ok := goja.AssertConstructor(origObj)
	if !ok {
		return nil
	}
	if g.native != nil && g.native.replaceConstructor(origObj, func(orig goFunc) goFunc {
		return func(call goja.FunctionCall) goja.Value {
			return cutPanics(func(call goja.FunctionCall) goja.Value {
				args, ok := pre(call.Arguments)
				if !ok {
					return g.haltedValue()
				}
				call.Arguments = args
				return orig(call)
			}, call)
		}
	}, func(orig goCtor) goCtor {
		return func(args []goja.Value, newTarget *goja.Object) *goja.Object {
			var o *goja.Object
			cutPanicsDo(func() {
				args, ok := pre(args)
				if !ok {
					g.haltedValue()
				}
				o = orig(args, newTarget)
			})
			return o
		}
	}) {
		return origObj
	}
	w := g.vm.ToValue(func(call goja.ConstructorCall) *goja.Object {
		args, ok := pre(call.Arguments)
		if !ok {
			g.haltedValue()
		}
		nt := call.NewTarget
		if nt == nil {
			nt = origObj
		}
		o, err := ctor(nt, args...)
		if err != nil {
			panic(err)
		}
		return o
	}).(*goja.Object)
	g.adopt(w, origObj, name)
	_ = holder.DefineDataProperty(name, w, goja.FLAG_TRUE, goja.FLAG_TRUE, goja.FLAG_FALSE)
	return w
}

// adopt makes w stand in for orig: same prototype object (whose
// constructor now points at w), same statics, same [[Prototype]].
func (g *guards) adopt(w, orig *goja.Object, name string) {
	vm := g.vm
	if p := orig.Prototype(); p != nil {
		_ = w.SetPrototype(p)
	}
	// The original is a builtin constructor (no Proxy): its own keys are
	// read without program code.
	keys := make([]goja.Value, 0, 16)
	for _, k := range orig.GetOwnPropertyNames() {
		keys = append(keys, vm.ToValue(k))
	}
	for _, sym := range orig.Symbols() {
		keys = append(keys, sym)
	}
	for _, k := range keys {
		ks, isStr := k.Export().(string)
		if isStr && (ks == "length" || ks == "name") {
			continue
		}
		d, err := g.ownDesc(goja.Undefined(), orig, k)
		if err != nil || goja.IsUndefined(d) {
			continue
		}
		if isStr && ks == "prototype" {
			// The wrapper's own prototype property may be fixed: define
			// it as the original's (non-writable, non-configurable).
			_ = w.DefineDataProperty("prototype", orig.Get("prototype"), goja.FLAG_FALSE, goja.FLAG_FALSE, goja.FLAG_FALSE)
			continue
		}
		_, _ = g.defineProp(goja.Undefined(), w, k, d)
	}
	g.copyShape(w, orig, name)
	if proto, ok := orig.Get("prototype").(*goja.Object); ok {
		_ = proto.DefineDataProperty("constructor", w, goja.FLAG_TRUE, goja.FLAG_TRUE, goja.FLAG_FALSE)
	}
}

// --- values ---

// str converts v with the captured String (ToString once; a throwing
// toString propagates to the program).
func (g *guards) str(v goja.Value) goja.Value {
	if goja.IsString(v) {
		return v
	}
	if _, isSym := v.(*goja.Symbol); isSym { // String(symbol) does not throw; ToString does
		g.throw(g.typeError, "Cannot convert a Symbol value to a string")
	}
	s, err := g.stringFn(goja.Undefined(), v)
	if err != nil {
		panic(err)
	}
	return s
}

// thisStr is RequireObjectCoercible(this) then ToString, once.
func (g *guards) thisStr(method string, this goja.Value) goja.Value {
	if this == nil || goja.IsUndefined(this) || goja.IsNull(this) {
		g.throw(g.typeError, method+" called on null or undefined")
	}
	return g.str(this)
}

// units is the UTF-16 length of a string value.
func units(v goja.Value) int64 {
	if s, ok := v.(goja.String); ok {
		return int64(s.Length())
	}
	return int64(len(v.String()))
}

// toLength is ToLength of a value already converted to a number.
func toLength(v goja.Value) int64 {
	f := v.ToFloat()
	if !(f > 0) {
		return 0
	}
	if f >= 1<<53 {
		return 1<<53 - 1
	}
	return int64(f)
}

// desc is Object.getOwnPropertyDescriptor(o, key) for a non-Proxy o (no
// program code runs), or nil when absent.
func (g *guards) desc(o *goja.Object, key goja.Value) *goja.Object {
	d, err := g.ownDesc(goja.Undefined(), o, key)
	if err != nil || d == nil || goja.IsUndefined(d) {
		return nil
	}
	do, _ := d.(*goja.Object)
	return do
}

func isProxy(o *goja.Object) bool { return o.ExportType() == proxyType }

// isTypedArray reports a genuine typed array: the captured length getter
// accepts only those (it is a builtin; no program code runs).
func (g *guards) isTypedArray(o *goja.Object) bool {
	if g.taLengthCall == nil {
		return false
	}
	_, err := g.taLengthCall(o)
	return err == nil
}

// errUnstable reports a length that only program code could tell.
var errUnstable = errors.New("unstable length")

// elementCount is the length a builtin will read from v, determined
// without running program code: strings, arrays, typed arrays, and objects
// whose length is a plain data property along a Proxy-free prototype
// chain. A length behind a getter or a Proxy could change between this
// read and the builtin's own, so it is errUnstable.
func (g *guards) elementCount(v goja.Value) (int64, error) {
	if v == nil || goja.IsUndefined(v) || goja.IsNull(v) {
		return 0, nil
	}
	if goja.IsString(v) {
		return units(v), nil
	}
	o, ok := v.(*goja.Object)
	if !ok {
		return 0, nil
	}
	if isProxy(o) {
		return 0, errUnstable
	}
	if o.ClassName() == "Array" {
		return toLength(o.Get("length")), nil
	}
	lengthKey := g.vm.ToValue("length")
	for cur := o; cur != nil; cur = cur.Prototype() {
		if isProxy(cur) {
			return 0, errUnstable
		}
		d := g.desc(cur, lengthKey)
		if d == nil {
			continue
		}
		if get := d.Get("get"); get != nil && !goja.IsUndefined(get) {
			if g.taLength != nil && get.SameAs(g.taLength) && g.isTypedArray(o) {
				n, err := g.taLengthCall(o)
				if err != nil {
					return 0, errUnstable
				}
				return toLength(n), nil
			}
			return 0, errUnstable
		}
		if _, isObj := d.Get("set").(*goja.Object); isObj {
			return 0, errUnstable
		}
		val := d.Get("value")
		if _, isObj := val.(*goja.Object); isObj {
			return 0, errUnstable
		}
		if val == nil || goja.IsUndefined(val) {
			return 0, nil
		}
		if _, isSym := val.Export().(*goja.Symbol); isSym {
			return 0, nil // the builtin's own ToLength throws the TypeError
		}
		return toLength(val.ToNumber()), nil
	}
	return 0, nil
}

// count is elementCount that throws the program a TypeError for an
// unstable length.
func (g *guards) count(method string, v goja.Value) int64 {
	n, err := g.elementCount(v)
	if err != nil {
		g.throw(g.typeError, method+": the sandbox does not accept array-likes whose length is computed by a getter or a Proxy")
	}
	return n
}

// --- strings ---

func (g *guards) proto(global string) *goja.Object {
	c, ok := g.base.Get(global).(*goja.Object)
	if !ok {
		return nil
	}
	p, _ := c.Get("prototype").(*goja.Object)
	return p
}

func (g *guards) guardStrings() {
	sp := g.proto("String")
	max := g.lim.maxString
	g.wrapMethod(sp, "repeat", func(c *goja.FunctionCall) bool {
		s := g.thisStr("String.prototype.repeat", c.This)
		n := c.Argument(0).ToNumber()
		c.This, c.Arguments = s, []goja.Value{n}
		l, f := units(s), n.ToFloat()
		if l == 0 || !(f >= 1) || math.IsInf(f, 1) {
			return true // empty, zero, negative or infinite: the original decides
		}
		if f > float64(max) || int64(f)*l > max {
			g.stopMemory("String.prototype.repeat", int64(min(f*float64(l), 1<<62)), max, "code units")
			return false
		}
		return g.admit("String.prototype.repeat", 2*int64(f)*l)
	})
	pad := func(name string) precheck {
		return func(c *goja.FunctionCall) bool {
			s := g.thisStr("String.prototype."+name, c.This)
			n := c.Argument(0).ToNumber()
			fill := c.Argument(1)
			args := []goja.Value{n}
			if !goja.IsUndefined(fill) {
				fill = g.str(fill)
				args = append(args, fill)
			}
			c.This, c.Arguments = s, args
			want := toLength(n)
			if want <= units(s) || (!goja.IsUndefined(fill) && units(fill) == 0) {
				return true
			}
			if want > max {
				g.stopMemory("String.prototype."+name, want, max, "code units")
				return false
			}
			return g.admit("String.prototype."+name, 2*want)
		}
	}
	g.wrapMethod(sp, "padStart", pad("padStart"))
	g.wrapMethod(sp, "padEnd", pad("padEnd"))
	g.wrapMethod(sp, "concat", func(c *goja.FunctionCall) bool {
		s := g.thisStr("String.prototype.concat", c.This)
		total := units(s)
		args := make([]goja.Value, len(c.Arguments))
		for i, a := range c.Arguments {
			args[i] = g.str(a)
			total += units(args[i])
		}
		c.This, c.Arguments = s, args
		if total > max {
			g.stopMemory("String.prototype.concat", total, max, "code units")
			return false
		}
		return g.admit("String.prototype.concat", 2*total)
	})
	repl := func(name string, all bool) precheck {
		return func(c *goja.FunctionCall) bool {
			pat := c.Argument(0)
			if _, isObj := pat.(*goja.Object); isObj {
				return true // delegated to pattern[Symbol.replace] (guarded for RegExp)
			}
			s := g.thisStr("String.prototype."+name, c.This)
			pat = g.str(pat)
			rv := c.Argument(1)
			if _, isFn := goja.AssertFunction(rv); !isFn {
				rv = g.str(rv)
			}
			c.This, c.Arguments = s, []goja.Value{pat, rv}
			if _, isFn := goja.AssertFunction(rv); isFn {
				return true // each replacement is program code: interruptible
			}
			matches := int64(1)
			if all {
				matches = countOccurrences(s.String(), pat.String(), units(pat))
			}
			return g.replaceFits("String.prototype."+name, units(s), matches, rv)
		}
	}
	// These build a regular expression from a string pattern.
	for _, name := range []string{"match", "matchAll", "search"} {
		g.wrapMethod(sp, name, func(*goja.FunctionCall) bool {
			g.needLiterals(literals{regexp: true})
			return true
		})
	}
	g.wrapMethod(sp, "replace", repl("replace", false))
	g.wrapMethod(sp, "replaceAll", repl("replaceAll", true))
	g.wrapMethod(sp, "split", func(c *goja.FunctionCall) bool {
		sep := c.Argument(0)
		if _, isObj := sep.(*goja.Object); isObj {
			return true // delegated to separator[Symbol.split]
		}
		s := g.thisStr("String.prototype.split", c.This)
		lim := c.Argument(1)
		args := []goja.Value{sep}
		if !goja.IsUndefined(sep) {
			sep = g.str(sep)
			args[0] = sep
		}
		if !goja.IsUndefined(lim) {
			lim = lim.ToNumber()
			args = append(args, lim)
		}
		c.This, c.Arguments = s, args
		if units(s)+1 <= g.lim.maxElements || goja.IsUndefined(sep) {
			return true
		}
		if !goja.IsUndefined(lim) && int64(uint32(lim.ToInteger())) <= g.lim.maxElements {
			return true
		}
		n := units(s)
		if units(sep) > 0 {
			n = countOccurrences(s.String(), sep.String(), units(sep)) + 1
		}
		if n > g.lim.maxElements {
			g.stopMemory("String.prototype.split", n, g.lim.maxElements, "elements")
			return false
		}
		return true
	})
	if str, ok := g.base.Get("String").(*goja.Object); ok {
		g.wrapMethod(str, "raw", func(c *goja.FunctionCall) bool {
			cooked, ok := c.Argument(0).(*goja.Object)
			if !ok || isProxy(cooked) {
				return true // the original throws, or a Proxy's traps are program code
			}
			d := g.desc(cooked, g.vm.ToValue("raw"))
			if d == nil {
				return true
			}
			if get := d.Get("get"); get != nil && !goja.IsUndefined(get) {
				g.throw(g.typeError, "String.raw: the sandbox does not accept a raw property computed by a getter")
			}
			return g.lengthCheck("String.raw", g.count("String.raw", d.Get("value")), true)
		})
	}
	g.wrapSymbol(sp, goja.SymIterator, "[Symbol.iterator]", func(c *goja.FunctionCall) bool {
		s := g.thisStr("String.prototype[Symbol.iterator]", c.This)
		c.This = s
		if n := units(s); n > g.lim.maxElements {
			g.stopMemory("String.prototype[Symbol.iterator]", n, g.lim.maxElements, "elements")
			return false
		}
		return true
	})
}

// countOccurrences counts non-overlapping occurrences of sep in s; an
// empty sep occurs between every code unit.
func countOccurrences(s, sep string, sepUnits int64) int64 {
	if sepUnits == 0 || sep == "" {
		return int64(len([]rune(s))) + 1
	}
	return int64(strings.Count(s, sep))
}

// replaceFits bounds the string a replacement builds, before any match
// runs: n code units of input, at most matches matches, template tpl. A
// template's literal text is copied per match; `$&`, `$1`…, `$<name>`
// copy a match or a capture (together at most the input, matches being
// disjoint); "$`" and "$'" may copy up to the whole input per match — the
// amplifier. A bound past the string limit ends the run.
func (g *guards) replaceFits(what string, n, matches int64, tpl goja.Value) bool {
	lit, kMatch, kSide := templateCost(tpl.String())
	max := g.lim.maxString
	b := float64(n) + float64(matches)*float64(lit) + float64(kMatch)*float64(n) + float64(kSide)*float64(matches)*float64(n)
	if b > float64(max) {
		g.stopMemory(what, int64(min(b, 1<<62)), max, "code units (worst case)")
		return false
	}
	return true
}

// templateCost splits a GetSubstitution template into its literal code
// units and its counts of match-sized and input-sized tokens.
func templateCost(t string) (lit, kMatch, kSide int64) {
	for i := 0; i < len(t); i++ {
		if t[i] != '$' || i+1 == len(t) {
			lit++
			continue
		}
		switch c := t[i+1]; {
		case c == '$':
			lit++
			i++
		case c == '&' || (c >= '0' && c <= '9'):
			kMatch++
			i++
		case c == '<':
			kMatch++
			if end := strings.IndexByte(t[i:], '>'); end > 0 {
				i += end
			} else {
				i++
			}
		case c == '`' || c == '\'':
			kSide++
			i++
		default:
			lit++
		}
	}
	return lit, kMatch, kSide
}

// --- arrays ---

// arrayMethods lists the Array.prototype methods that loop in Go up to the
// receiver's length; alloc marks those that also allocate in proportion.
var arrayMethods = []struct {
	name  string
	alloc bool
}{
	{"concat", true}, {"copyWithin", false}, {"entries", false}, {"every", false},
	{"fill", true}, {"filter", true}, {"find", false}, {"findIndex", false},
	{"findLast", false}, {"findLastIndex", false}, {"flat", true}, {"flatMap", true},
	{"forEach", false}, {"includes", false}, {"indexOf", false}, {"join", true},
	{"keys", false}, {"lastIndexOf", false}, {"map", true}, {"reduce", false},
	{"reduceRight", false}, {"reverse", false}, {"shift", false}, {"slice", true},
	{"some", false}, {"sort", true}, {"splice", true}, {"toLocaleString", true},
	{"toReversed", true}, {"toSorted", true}, {"toSpliced", true}, {"unshift", false},
	{"with", true},
}

func (g *guards) lengthCheck(what string, n int64, alloc bool) bool {
	if n <= g.lim.maxElements {
		return !alloc || g.admit(what, 16*n)
	}
	if alloc {
		g.stopMemory(what, n, g.lim.maxElements, "elements")
	} else {
		g.stopWork(what, n, g.lim.maxElements)
	}
	return false
}

func (g *guards) guardArrays() {
	ap := g.proto("Array")
	if ap == nil {
		return
	}
	for _, m := range arrayMethods {
		what := "Array.prototype." + m.name
		alloc := m.alloc
		var pre precheck
		switch m.name {
		case "join", "toLocaleString":
			pre = func(c *goja.FunctionCall) bool { return g.joinFits(what, c) }
		case "concat":
			pre = func(c *goja.FunctionCall) bool {
				total := g.count(what, c.This)
				for _, a := range c.Arguments {
					if o, ok := a.(*goja.Object); ok && (o.ClassName() == "Array" || isProxy(o) || truthy(o.GetSymbol(goja.SymIsConcatSpreadable))) {
						total += g.count(what, a)
					} else {
						total++
					}
				}
				return g.lengthCheck(what, total, true)
			}
		case "flat":
			pre = func(c *goja.FunctionCall) bool {
				if !g.lengthCheck(what, g.count(what, c.This), true) {
					return false
				}
				if d := c.Argument(0); !goja.IsUndefined(d) {
					if f := d.ToNumber().ToFloat(); f > maxFlatDepth {
						c.Arguments = []goja.Value{g.vm.ToValue(maxFlatDepth)}
					} else {
						c.Arguments = []goja.Value{d.ToNumber()}
					}
				}
				return true
			}
		default:
			pre = func(c *goja.FunctionCall) bool { return g.lengthCheck(what, g.count(what, c.This), alloc) }
		}
		g.wrapMethodWith(ap, m.name, g.guardArrayLike(m.name, m.alloc, pre))
	}
	g.wrapMethodNow(ap, "toString", func(*goja.FunctionCall) bool { return true }) // recursesNatively
	// values and [Symbol.iterator] are one function; keep them one. In
	// place it is guarded through values: reading [Symbol.iterator] would
	// build every symbol-keyed entry of Array.prototype (Symbol.unscopables
	// is an object of sixteen properties). goja hands the function out
	// elsewhere too (arguments objects), so it is guarded now.
	values := func(c *goja.FunctionCall) bool {
		if !g.stable(c.This) {
			return true // an iterator reads one element per step
		}
		return g.lengthCheck("Array.prototype.values", g.count("Array.prototype.values", c.This), false)
	}
	if fn, ok := ap.Get("values").(*goja.Object); ok && g.native != nil && g.native.replace(fn, g.guard("values", values)) {
		// [Symbol.iterator] is fn
	} else if w := g.wrapSymbol(ap, goja.SymIterator, "values", values); w != nil {
		_ = ap.DefineDataProperty("values", w, goja.FLAG_TRUE, goja.FLAG_TRUE, goja.FLAG_FALSE)
	}
	if arr, ok := g.base.Get("Array").(*goja.Object); ok {
		g.wrapMethodWith(arr, "from", g.guardArrayLike("from", true, func(c *goja.FunctionCall) bool {
			return g.lengthCheck("Array.from", g.count("Array.from", c.Argument(0)), true)
		}))
	}
}

// maxFlatDepth clamps the depth argument of Array.prototype.flat: goja
// flattens by Go recursion, one level per nested array, and a Go stack
// overflow is fatal. Arrays nested deeper than this stay nested below it.
const maxFlatDepth = 100000

func truthy(v goja.Value) bool { return v != nil && v.ToBoolean() }

// joinFits bounds the string join would build: the separator between
// every element plus the primitive elements' text. Object elements are
// converted by program code (interruptible) and each conversion is itself
// bounded, so they count as empty here.
func (g *guards) joinFits(what string, c *goja.FunctionCall) bool {
	n := g.count(what, c.This)
	if !g.lengthCheck(what, n, true) {
		return false
	}
	sepUnits := int64(1)
	if what == "Array.prototype.join" {
		if sep := c.Argument(0); !goja.IsUndefined(sep) {
			sep = g.str(sep)
			c.Arguments = []goja.Value{sep}
			sepUnits = units(sep)
		}
	}
	total := sepUnits * max(n-1, 0)
	if o, ok := c.This.(*goja.Object); ok && o.ClassName() == "Array" && !isProxy(o) {
		for i := int64(0); i < n && total <= g.lim.maxString; i++ {
			v := o.Get(fmt.Sprint(i))
			if v == nil {
				continue
			}
			if _, isObj := v.(*goja.Object); !isObj && goja.IsString(v) {
				total += units(v)
			} else if !isObj {
				total += 24
			}
		}
	}
	if total > g.lim.maxString {
		g.stopMemory(what, total, g.lim.maxString, "code units")
		return false
	}
	return g.admit(what, 2*total)
}

// --- calls ---

func (g *guards) guardCalls() {
	fp := g.proto("Function")
	g.wrapMethod(fp, "apply", func(c *goja.FunctionCall) bool {
		return g.lengthCheck("Function.prototype.apply", g.count("Function.prototype.apply", c.Argument(1)), true)
	})
}

// guardReflect guards the Reflect functions that loop over an argument
// list or a key list; Reflect is reachable only by its global name.
func (g *guards) guardReflect() {
	rf, ok := g.vm.Get("Reflect").(*goja.Object)
	if !ok {
		return
	}
	g.wrapMethod(rf, "apply", func(c *goja.FunctionCall) bool {
		return g.lengthCheck("Reflect.apply", g.count("Reflect.apply", c.Argument(2)), true)
	})
	g.wrapMethod(rf, "construct", func(c *goja.FunctionCall) bool {
		return g.lengthCheck("Reflect.construct", g.count("Reflect.construct", c.Argument(1)), true)
	})
	g.wrapMethod(rf, "ownKeys", g.keysCheck("Reflect.ownKeys"))
}

// --- keys of huge strings and typed arrays ---

func (g *guards) guardKeys() {
	if obj, ok := g.base.Get("Object").(*goja.Object); ok {
		for _, name := range []string{"keys", "values", "entries", "getOwnPropertyNames", "getOwnPropertyDescriptors"} {
			g.wrapMethod(obj, name, g.keysCheck("Object."+name))
		}
	}
}

// keysCheck bounds the key list what builds for its first argument.
func (g *guards) keysCheck(what string) precheck {
	return func(c *goja.FunctionCall) bool {
		v := c.Argument(0)
		var n int64
		switch o := v.(type) {
		case *goja.Object:
			if o.ClassName() == "String" || g.isTypedArray(o) || (o.ClassName() == "Array" && !isProxy(o)) {
				n, _ = g.elementCount(o)
				if o.ClassName() == "Array" {
					return true // own keys of an array exist in memory already
				}
			}
		default:
			if goja.IsString(v) {
				n = units(v)
			}
		}
		return g.lengthCheck(what, n, true)
	}
}

// --- buffers ---

// typedArrays are the typed-array constructors and their element sizes.
var typedArrays = []struct {
	name  string
	bytes int64
	text  int64 // longest element text
}{
	{"Int8Array", 1, 4}, {"Uint8Array", 1, 3}, {"Uint8ClampedArray", 1, 3},
	{"Int16Array", 2, 6}, {"Uint16Array", 2, 5}, {"Int32Array", 4, 11},
	{"Uint32Array", 4, 10}, {"Float32Array", 4, 24}, {"Float64Array", 8, 24},
	{"BigInt64Array", 8, 20}, {"BigUint64Array", 8, 20}, {"Float16Array", 2, 24},
}

func (g *guards) guardBuffers() {
	global := g.vm.GlobalObject()
	if ta := g.typedArrayProto(); ta != nil {
		if d := g.desc(ta, g.vm.ToValue("length")); d != nil {
			g.taLength = d.Get("get")
			if c, ok := goja.AssertFunction(g.taLength); ok {
				g.taLengthCall = c
			} else {
				g.taLength = nil
			}
		}
	}
	maxB := g.lim.maxBuffer
	g.wrapConstructor(global, "ArrayBuffer", func(args []goja.Value) ([]goja.Value, bool) {
		args = append([]goja.Value(nil), args...)
		if len(args) > 0 {
			args[0] = args[0].ToNumber()
			if n := toLength(args[0]); n > maxB {
				g.stopMemory("new ArrayBuffer", n, maxB, "bytes")
				return nil, false
			} else if !g.admit("new ArrayBuffer", n) {
				return nil, false
			}
		}
		return args, true
	})
	for _, ta := range typedArrays {
		ta := ta
		what := "new " + ta.name
		g.wrapConstructor(global, ta.name, func(args []goja.Value) ([]goja.Value, bool) {
			args = append([]goja.Value(nil), args...)
			if len(args) == 0 {
				return args, true
			}
			var n int64
			switch a := args[0].(type) {
			case *goja.Object:
				if a.ExportType() == arrayBufferType {
					return args, true // a view: no allocation
				}
				if g.isTypedArray(a) {
					l, _ := g.taLengthCall(a)
					n = toLength(l)
				} else {
					n = g.count(what, a)
				}
			default:
				args[0] = a.ToNumber()
				n = toLength(args[0])
			}
			if n > maxB/ta.bytes {
				g.stopMemory(what, n*ta.bytes, maxB, "bytes")
				return nil, false
			}
			return args, g.admit(what, n*ta.bytes)
		})
	}
	if tp := g.typedArrayProto(); tp != nil {
		for _, name := range []string{"join", "toLocaleString"} {
			what := "%TypedArray%.prototype." + name
			g.wrapMethod(tp, name, func(c *goja.FunctionCall) bool {
				o, ok := c.This.(*goja.Object)
				if !ok || !g.isTypedArray(o) {
					return true // the original throws its TypeError
				}
				l, _ := g.taLengthCall(o)
				n := toLength(l)
				sep := int64(1)
				if s := c.Argument(0); name == "join" && !goja.IsUndefined(s) {
					s = g.str(s)
					c.Arguments = []goja.Value{s}
					sep = units(s)
				}
				total := n * (24 + sep)
				if total > g.lim.maxString {
					g.stopMemory(what, total, g.lim.maxString, "code units (worst case)")
					return false
				}
				return true
			})
		}
	}
}

// --- eval and the Function constructors ---

func (g *guards) guardEval() {
	g.wrapMethod(g.vm.GlobalObject(), "eval", func(c *goja.FunctionCall) bool {
		if src := c.Argument(0); goja.IsString(src) {
			g.checkSource("eval", src.String())
		}
		return true
	})
}

// sourceCheck converts a Function constructor's arguments to strings (so
// no program toString runs twice) and checks their nesting.
func (g *guards) sourceCheck(what string) func([]goja.Value) ([]goja.Value, bool) {
	return func(args []goja.Value) ([]goja.Value, bool) {
		conv := make([]goja.Value, len(args))
		var b strings.Builder
		for i, a := range args {
			conv[i] = g.str(a)
			b.WriteString(conv[i].String())
			b.WriteByte('\n')
		}
		g.checkSource(what, b.String())
		return conv, true
	}
}

// guardFunctionConstructors guards Function and the async and generator
// function constructors, which every function literal reaches through
// its prototype's constructor property.
func (g *guards) guardFunctionConstructors() {
	g.wrapConstructor(g.base, "Function", g.sourceCheck("Function"))
	if fn := g.probe(asyncProbe); fn != nil {
		g.guardFunctionConstructor("AsyncFunction", fn)
	}
}

// guardFunctionConstructor guards the constructor that fn's prototype
// names (AsyncFunction, GeneratorFunction).
func (g *guards) guardFunctionConstructor(name string, fn *goja.Object) {
	proto := fn.Prototype()
	if proto == nil {
		return
	}
	orig, _ := proto.Get("constructor").(*goja.Object)
	holder := g.vm.NewObject()
	_ = holder.Set(name, orig)
	if w := g.wrapConstructor(holder, name, g.sourceCheck(name)); w != nil && w != orig {
		_ = proto.DefineDataProperty("constructor", w, goja.FLAG_FALSE, goja.FLAG_TRUE, goja.FLAG_FALSE)
	}
}

// checkSource runs before code is compiled at run time (eval and the
// function constructors). It guards what the code's literals may reach,
// since no compile-time scan saw it, and throws a RangeError when the
// source would nest the parser deeper than the limit (goja's parser and
// compiler recurse in Go).
func (g *guards) checkSource(what, src string) {
	g.needLiterals(allLiterals)
	if n := sourceNesting(src); n > g.lim.maxDepth {
		g.throw(g.rangeError, fmt.Sprintf("Maximum call stack size exceeded (%s: source nesting %d exceeds the limit %d)", what, n, g.lim.maxDepth))
	}
}

// sourceNesting estimates how deep a parser recurses on JS source, without
// recursing: open brackets, plus the prefix and right-associative
// operators (! ~ + - ? = and the unary keywords) pending in the current
// bracket since the last ; or , — each of which nests one level. Strings,
// templates' text and comments are skipped; the estimate errs high.
func sourceNesting(s string) int {
	type frame struct{ ops int }
	stack := []frame{{}}
	best := 0
	depth := func() int { return len(stack) - 1 + stack[len(stack)-1].ops }
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '"' || c == '\'':
			for i++; i < len(s) && s[i] != c && s[i] != '\n'; i++ {
				if s[i] == '\\' {
					i++
				}
			}
		case c == '/' && i+1 < len(s) && s[i+1] == '/':
			for i < len(s) && s[i] != '\n' {
				i++
			}
		case c == '/' && i+1 < len(s) && s[i+1] == '*':
			end := strings.Index(s[i+2:], "*/")
			if end < 0 {
				return best
			}
			i += end + 3
		case c == '(' || c == '[' || c == '{':
			stack = append(stack, frame{})
		case c == ')' || c == ']' || c == '}':
			if len(stack) > 1 {
				stack = stack[:len(stack)-1]
			}
		case c == ';' || c == ',':
			stack[len(stack)-1].ops = 0
		case c == '!' || c == '~' || c == '+' || c == '-' || c == '?' || c == '=' || c == '`':
			stack[len(stack)-1].ops++
		case c >= 'a' && c <= 'z':
			j := i
			for j < len(s) && (s[j] >= 'a' && s[j] <= 'z' || s[j] >= 'A' && s[j] <= 'Z' || s[j] >= '0' && s[j] <= '9' || s[j] == '_' || s[j] == '$') {
				j++
			}
			switch s[i:j] {
			case "typeof", "void", "delete", "new", "await", "yield":
				stack[len(stack)-1].ops++
			}
			i = j - 1
		}
		if d := depth(); d > best {
			best = d
		}
	}
	return best
}

// --- regular expressions ---

func (g *guards) guardRegExp() {
	// Through a literal: naming RegExp would load langlib's constructor,
	// which shares this prototype.
	re := g.probe(regexpProbe)
	if re == nil {
		return
	}
	rp := re.Prototype()
	if rp == nil {
		return
	}
	if d := g.desc(rp, g.vm.ToValue("global")); d != nil {
		g.reGlobal, _ = goja.AssertFunction(d.Get("get"))
		g.reGlobalGet = d.Get("get")
	}
	if d := g.desc(rp, g.vm.ToValue("flags")); d != nil {
		g.reFlagsGet = d.Get("get")
	}
	g.reProto = rp
	wrapTimed := func(name string, sym *goja.Symbol, pre precheck) {
		var fn *goja.Object
		if sym != nil {
			fn, _ = rp.GetSymbol(sym).(*goja.Object)
		} else {
			fn, _ = rp.Get(name).(*goja.Object)
		}
		if fn == nil {
			return
		}
		what := "RegExp.prototype." + name
		w := g.wrapped(fn, name, func(orig goFunc) goFunc {
			return func(call goja.FunctionCall) goja.Value {
				if pre != nil && !pre(&call) {
					return g.haltedValue()
				}
				start := time.Now()
				v := orig(call)
				// regexp2's clock is coarse (100ms ticks, and late under
				// load): a timed-out match may return well before
				// RegexpMatchTimeout of real time, so half of it already
				// counts as the budget spent.
				if el := time.Since(start); el >= RegexpMatchTimeout/2 && !g.halted() {
					g.stop(runtime.KindTimeout, fmt.Sprintf("regular expression budget: %s ran %dms, a match may backtrack at most %dms", what, el.Milliseconds(), RegexpMatchTimeout.Milliseconds()))
					return g.haltedValue()
				}
				return v
			}
		})
		switch {
		case w == nil || w == fn:
		case sym != nil:
			_ = rp.DefineDataPropertySymbol(sym, w, goja.FLAG_TRUE, goja.FLAG_TRUE, goja.FLAG_FALSE)
		default:
			_ = rp.DefineDataProperty(name, w, goja.FLAG_TRUE, goja.FLAG_TRUE, goja.FLAG_FALSE)
		}
	}
	wrapTimed("exec", nil, nil)
	wrapTimed("test", nil, nil)
	// A global match collects every match in Go (and matchAll's iterator
	// is drained in Go by spread): at most one per code unit, plus one.
	allMatches := func(what string, always bool) precheck {
		return func(c *goja.FunctionCall) bool {
			s := g.str(c.Argument(0))
			c.Arguments = []goja.Value{s}
			n := units(s) + 1
			if n <= g.lim.maxElements {
				return true
			}
			if !always {
				if o, ok := c.This.(*goja.Object); ok && g.plainRegExp(o) {
					if gl, err := g.reGlobal(o); err == nil && !gl.ToBoolean() {
						return true
					}
				}
			}
			g.stopMemory(what, n, g.lim.maxElements, "elements (worst case)")
			return false
		}
	}
	wrapTimed("[Symbol.match]", goja.SymMatch, allMatches("RegExp.prototype[Symbol.match]", false))
	wrapTimed("[Symbol.matchAll]", goja.SymMatchAll, allMatches("RegExp.prototype[Symbol.matchAll]", true))
	wrapTimed("[Symbol.search]", goja.SymSearch, nil)
	wrapTimed("[Symbol.split]", goja.SymSplit, func(c *goja.FunctionCall) bool {
		s := g.str(c.Argument(0))
		args := []goja.Value{s}
		limited := false
		if len(c.Arguments) > 1 && !goja.IsUndefined(c.Arguments[1]) {
			args = append(args, c.Arguments[1].ToNumber())
			limited = int64(uint32(args[1].ToInteger())) <= g.lim.maxElements
		}
		c.Arguments = args
		if n := units(s) + 1; n > g.lim.maxElements && !limited {
			g.stopMemory("RegExp.prototype[Symbol.split]", n, g.lim.maxElements, "elements (worst case)")
			return false
		}
		return true
	})
	wrapTimed("[Symbol.replace]", goja.SymReplace, func(c *goja.FunctionCall) bool {
		s := g.str(c.Argument(0))
		rv := c.Argument(1)
		if _, isFn := goja.AssertFunction(rv); isFn {
			c.Arguments = []goja.Value{s, rv}
			return true
		}
		rv = g.str(rv)
		c.Arguments = []goja.Value{s, rv}
		matches := units(s) + 1
		if o, ok := c.This.(*goja.Object); ok && g.plainRegExp(o) {
			if gl, err := g.reGlobal(o); err == nil && !gl.ToBoolean() {
				matches = 1
			}
		}
		return g.replaceFits("RegExp.prototype[Symbol.replace]", units(s), matches, rv)
	})
}

// plainRegExp reports a RegExp whose global flag the captured getter can
// read without program code: no Proxy, no own flag properties, and the
// prototype's flags and global getters still the realm's originals.
func (g *guards) plainRegExp(o *goja.Object) bool {
	if g.reGlobal == nil || isProxy(o) || o.ClassName() != "RegExp" || o.Prototype() != g.reProto {
		return false
	}
	for _, k := range []string{"global", "flags"} {
		if g.desc(o, g.vm.ToValue(k)) != nil {
			return false
		}
	}
	gd, fd := g.desc(g.reProto, g.vm.ToValue("global")), g.desc(g.reProto, g.vm.ToValue("flags"))
	return gd != nil && fd != nil && gd.Get("get").SameAs(g.reGlobalGet) && fd.Get("get").SameAs(g.reFlagsGet)
}

// namedFunc makes fn a JS function whose name — shown by toString and in
// stack frames — is name. goja otherwise names a Go function after its Go
// symbol ("github.com/…/inprocess.(*run).binding.func1"), which a program
// can read: host internals must not reach programs.
func namedFunc(vm *goja.Runtime, fn func(goja.FunctionCall) goja.Value, name string) goja.Value {
	o := vm.ToValue(fn).(*goja.Object)
	_ = o.DefineDataProperty("name", vm.ToValue(name), goja.FLAG_FALSE, goja.FLAG_TRUE, goja.FLAG_FALSE)
	return o
}
