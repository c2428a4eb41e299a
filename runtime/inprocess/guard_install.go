package inprocess

import (
	"fmt"
	"reflect"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/dlclark/regexp2"
	"github.com/dop251/goja"

	"github.com/codemode-go/codemode/runtime"
	"github.com/codemode-go/codemode/runtime/internal/langlib"
)

// regexpClock readies goja's backtracking engine (regexp2) for the runs'
// match budget, once per process, at the first run's guards — nothing
// changes when the package is imported, so a host that links it without
// running programs keeps regexp2's defaults and starts no goroutine.
//
// The timeout is regexp2's process-wide DefaultMatchTimeout, not a
// per-pattern MatchTimeout, because goja compiles its regexp2 patterns
// itself, lazily at a pattern's first backtracking match and again when
// it clones one (regexpPattern.createRegexp2, unexported), so no code
// outside goja ever holds the *regexp2.Regexp to set it on. Every regexp2
// pattern in a process that runs programs therefore gives up after
// RegexpMatchTimeout; see guardRegExp.
//
// The clock: regexp2 measures timeouts with a coarse clock that its
// goroutine advances every 100ms and stops a second after the last
// deadline. A match that starts after the clock stopped computes its
// deadline from the stale time and times out at once, silently reporting
// "no match". One goroutine matching a one-letter pattern twice a second
// keeps the clock current. It lives as long as the process once a program
// has run: stopping it when the last run ends would reopen that window
// for the next run's first matches (regexp2 offers no way to refresh the
// clock synchronously), and one goroutine waking twice a second is the
// whole cost — the same regexp2 itself pays while any deadline is live.
var regexpClock = sync.OnceFunc(func() {
	regexp2.DefaultMatchTimeout = RegexpMatchTimeout
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
	regexpClock()
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
	syntaxError  goja.Value

	// lazy maps a global name to the guard group that installs when the
	// program first looks that name up (langlib's OnGlobal): builtins
	// reachable only by name cost nothing in runs that never use them.
	lazy map[string]*lazyGroup
	// nested is the depth of the recursesNatively calls in progress.
	nested int
	// regexpGuarded, generatorsGuarded and bigintGuarded are set once
	// needLiterals has guarded those intrinsics.
	regexpGuarded, generatorsGuarded, bigintGuarded bool
	// bigintFns are the BigInt helpers once installed, in the order of
	// bigintHelperNames: the program receives them as parameters.
	bigintFns []goja.Value
	// arrayLike holds the JavaScript Array methods (guard_arraylike.go),
	// once a call needed them.
	arrayLike *goja.Object
	// rawJSON records the objects langlib's JSON.rawJSON made, which the
	// guarded JSON.stringify emits as their text; nil without langlib.
	rawJSON *langlib.RawJSON
	// inArrayLike names the Array method whose JavaScript algorithm is
	// running ("" when none), so that a compute timeout can say where the
	// budget went; read by the budget watchdog's goroutine.
	inArrayLike atomic.Pointer[string]
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
// expression, the generator function constructor for a generator, the
// BigInt helpers and the BigInt function for a BigInt literal or a
// rewritten operator. Until then the realm has not built them. The other ways in call it too: the
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
			g.guardFunctionConstructor(generatorFunction, fn)
		}
	}
	if l.bigint && !g.bigintGuarded {
		g.bigintGuarded = true
		g.installBigIntHelpers()
		g.guardBigInt()
	}
}

// allLiterals is what code not scanned at compile time may reach.
var allLiterals = literals{regexp: true, generator: true, bigint: true}

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
	g.syntaxError = base.Get("SyntaxError")
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
	g.lazily(func() { g.needLiterals(literals{bigint: true}) }, "BigInt")
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
