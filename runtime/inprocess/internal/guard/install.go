package guard

import (
	"fmt"
	"reflect"
	"strings"
	"sync/atomic"

	"github.com/dop251/goja"
	"github.com/dop251/goja/ast"

	"github.com/codemode-go/codemode/runtime"
	"github.com/codemode-go/codemode/runtime/internal/langlib"
)

// Config is what the guards need from a run: the realm, the run's
// memory budget, and the run's hooks to stop it, to ask whether it
// stopped, to admit a large allocation and to prepare code compiled at
// run time as the engine prepares a program.
type Config struct {
	// VM is the run's realm; Base is goja's own global object, under the
	// language library's (langlib.Install): the guards take the builtins
	// from it, so building a realm does not resolve them as the program's
	// lookups would.
	VM   *goja.Runtime
	Base *goja.Object
	// MemoryBytes is the run's memory budget, from which the size limits
	// derive (guardLimitsFor).
	MemoryBytes int64
	// Stop ends the run with an error of kind and message; the pending
	// interrupt unwinds the program at its next instruction. Halted
	// reports whether the run has stopped.
	Stop   func(kind runtime.Kind, msg string)
	Halted func() bool
	// Admit reports whether an allocation of size bytes keeps the heap
	// under the memory budget, and the heap in use (the memory watchdog);
	// nil admits every allocation (the guards' own tests).
	Admit func(size int64) (ok bool, heap uint64)
	// Lower applies the engine's compile-time rewrites to code that eval
	// or a function constructor compiles at run time.
	Lower func(*ast.Program) error
	// RawJSON records the objects langlib's JSON.rawJSON made, which the
	// guarded JSON.stringify emits as their text; nil without langlib.
	RawJSON *langlib.RawJSON
	// Wrap replaces goja's builtins by wrappers instead of guarding them
	// in place; Eager guards the templated builtins at once instead of
	// when goja builds them. Both are what the guards fall back to when
	// goja's layout is not the one expected (native.go, template.go); the
	// engine's tests set them to cover those ways on this goja.
	Wrap, Eager bool
}

// Install installs the sandbox guards in c.VM, after the language library
// and before any program code runs there. The first call in a process
// also readies goja's backtracking engine for RegexpMatchTimeout
// (regexp_clock.go). The request's part — the binding budgets — waits
// for the run (Namespaces).
func Install(c Config) (*Guards, error) {
	regexpClock()
	g, err := newGuards(c)
	if err != nil {
		return nil, err
	}
	if !c.Wrap {
		g.native = nativeFuncLayout()
		if t := templateLayout(); t != nil && g.native != nil && !c.Eager {
			g.templates = t.forRealm(c.VM)
		}
	}
	g.install()
	return g, nil
}

// Guards is one realm's set of guards and the intrinsics they captured.
type Guards struct {
	vm *goja.Runtime
	// base is goja's own global object, under the language library's
	// (langlib.Install): the eager guards take the builtins from it, so
	// building a realm does not resolve them as the program's lookups
	// would (which attaches langlib's extensions of each).
	base      *goja.Object
	lim       guardLimits
	stop      func(kind runtime.Kind, msg string)
	halted    func() bool
	admitHeap func(size int64) (bool, uint64)
	lower     func(*ast.Program) error
	// native guards goja's builtins in place; nil wraps them instead.
	native *nativeFuncs
	// templates defers guarding goja's templated builtins until goja
	// builds them (template.go); nil guards them at once.
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
	// arrayLike holds the JavaScript Array methods (arraylike.go),
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

var (
	proxyType       = reflect.TypeOf(goja.Proxy{})
	arrayBufferType = reflect.TypeOf(goja.ArrayBuffer{})
)

// newGuards captures the intrinsics the guards need, before any program
// code has run in vm.
func newGuards(c Config) (*Guards, error) {
	vm, base := c.VM, c.Base
	g := &Guards{vm: vm, base: base, lim: guardLimitsFor(c.MemoryBytes), stop: c.Stop, halted: c.Halted, admitHeap: c.Admit, lower: c.Lower, rawJSON: c.RawJSON}
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
func (g *Guards) install() {
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
	g.lazily(func() { g.NeedLiterals(Literals{BigInt: true}) }, "BigInt")
}

// typedArrayProto is %TypedArray%.prototype, or nil.
func (g *Guards) typedArrayProto() *goja.Object {
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

// Release ends the realm's deferred guards (template.go) once no
// program code can run in it any more.
func (g *Guards) Release() {
	if g.templates != nil {
		g.templates.release()
	}
}
