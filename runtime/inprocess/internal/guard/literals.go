package guard

import (
	"sync"

	"github.com/dop251/goja"
)

// Literals are the intrinsics that code reaches through its literals
// alone, without naming a global. A realm builds and guards them only
// when something can reach them (Guards.NeedLiterals); the engine scans
// a program for them when it compiles it.
type Literals struct {
	RegExp    bool // a regular expression literal: RegExp.prototype
	Generator bool // a generator function: GeneratorFunction and its kin
	// BigInt: a BigInt literal (BigInt, through its constructor property)
	// or an operator rewritten to a BigInt helper (BigIntHelper)
	BigInt bool
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
func (g *Guards) probe(prog func() (*goja.Program, error)) *goja.Object {
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

// NeedLiterals guards the intrinsics that l says code can reach through
// its literals, before that code runs: RegExp.prototype for a regular
// expression, the generator function constructor for a generator, the
// BigInt helpers and the BigInt function for a BigInt literal or a
// rewritten operator. Until then the realm has not built them. The other ways in call it too: the
// String.prototype methods that build a regular expression, code
// compiled at run time (eval and the function constructors), the
// language library's modules — among them its RegExp, which the RegExp
// global loads — and the console's inspector (TestLiteralGuardsOnDemand
// covers each way, and this package's TestMain checks every run).
func (g *Guards) NeedLiterals(l Literals) {
	if l.RegExp && !g.regexpGuarded {
		g.regexpGuarded = true
		g.guardRegExp()
	}
	if l.Generator && !g.generatorsGuarded {
		g.generatorsGuarded = true
		if fn := g.probe(generatorProbe); fn != nil {
			g.guardFunctionConstructor(generatorFunction, fn)
		}
	}
	if l.BigInt && !g.bigintGuarded {
		g.bigintGuarded = true
		g.installBigIntHelpers()
		g.guardBigInt()
	}
}

// Guarded reports the intrinsics NeedLiterals has guarded so far (the
// engine's tests check that goja never built one unguarded).
func (g *Guards) Guarded() Literals {
	return Literals{RegExp: g.regexpGuarded, Generator: g.generatorsGuarded, BigInt: g.bigintGuarded}
}

// AllLiterals is what code not scanned at compile time may reach.
var AllLiterals = Literals{RegExp: true, Generator: true, BigInt: true}
