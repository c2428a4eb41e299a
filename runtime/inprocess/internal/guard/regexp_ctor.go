package guard

import (
	_ "embed"
	"sync"

	"github.com/dop251/goja"

	"github.com/codemode-go/codemode/runtime"
	"github.com/codemode-go/codemode/runtime/internal/langlib"
	"github.com/codemode-go/codemode/runtime/internal/regexpsyntax"
)

// The RegExp global a program names: the language library's constructor
// behind regexp_ctor.js, which checks u patterns strictly, runs v
// patterns translated into u patterns and patterns with modifier groups
// translated into patterns without (runtime/internal/regexpsyntax).

//go:embed regexp_ctor.js
var regexpCtorSource string

var regexpCtorProgram = sync.OnceValues(func() (*goja.Program, error) {
	return goja.Compile("sandbox-regexp.js", regexpCtorSource, true)
})

// guardRegExpConstructor replaces globalThis.RegExp, at the program's
// first lookup of it (after the language library installed its own), by
// the constructor of regexp_ctor.js.
func (g *Guards) guardRegExpConstructor() {
	global := g.vm.GlobalObject()
	lib, ok := global.Get("RegExp").(*goja.Object)
	if !ok {
		return
	}
	if _, isCtor := goja.AssertConstructor(lib); !isCtor {
		return
	}
	prog, err := regexpCtorProgram()
	if err != nil {
		g.stop(runtime.KindWorkerExit, "worker error: internal: "+err.Error())
		return
	}
	factoryVal, err := g.vm.RunProgram(prog)
	if err != nil {
		panic(err)
	}
	factory, _ := goja.AssertFunction(factoryVal)
	sub, err := langlib.Substitution(g.vm)
	if err != nil {
		g.stop(runtime.KindWorkerExit, "worker error: internal: "+err.Error())
		return
	}
	host := g.vm.NewObject()
	_ = host.Set("substitute", sub)
	_ = host.Set("translateV", func(c goja.FunctionCall) goja.Value {
		src := c.Argument(0).String()
		out, err := regexpsyntax.TranslateV(src)
		if err != nil {
			g.throw(g.syntaxError, withFlags(err, c.Argument(1).String()))
		}
		return g.vm.ToValue(out)
	})
	_ = host.Set("hasModifiers", func(c goja.FunctionCall) goja.Value {
		return g.vm.ToValue(regexpsyntax.HasModifiers(c.Argument(0).String()))
	})
	_ = host.Set("translateModifiers", func(c goja.FunctionCall) goja.Value {
		src, flags, err := regexpsyntax.TranslateModifiers(c.Argument(0).String(), c.Argument(1).String())
		if err != nil {
			g.throw(g.syntaxError, withFlags(err, c.Argument(2).String()))
		}
		return g.vm.NewArray(src, flags)
	})
	_ = host.Set("check", func(c goja.FunctionCall) goja.Value {
		if err := regexpsyntax.Check(c.Argument(0).String(), c.Argument(1).String()); err != nil {
			g.throw(g.syntaxError, err.Error())
		}
		return goja.Undefined()
	})
	ctor, err := factory(goja.Undefined(), lib, host)
	if err != nil {
		panic(err)
	}
	_ = global.DefineDataProperty("RegExp", ctor, goja.FLAG_TRUE, goja.FLAG_TRUE, goja.FLAG_FALSE)
	// The flags getter is the specification's now; a plain RegExp is one
	// whose getters are still these (plainRegExp).
	if g.reProto != nil {
		if d := g.desc(g.reProto, g.vm.ToValue("flags")); d != nil {
			g.reFlagsGet = d.Get("get")
		}
	}
}

// withFlags names the flags the pattern was given in a translation error.
func withFlags(err error, flags string) string {
	if e, ok := err.(*regexpsyntax.SyntaxError); ok {
		e2 := *e
		e2.Flags = flags
		return e2.Error()
	}
	return err.Error()
}
