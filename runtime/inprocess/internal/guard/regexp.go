package guard

import (
	"fmt"
	"time"

	"github.com/dop251/goja"

	"github.com/codemode-go/codemode/runtime"
)

// Guards on regular expressions: the match-time budget of goja's
// backtracking engine.

func (g *Guards) guardRegExp() {
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
	// The language library installs its RegExp at the program's first
	// lookup of the name, after this guard (its module loads after
	// needLiterals); the constructor of regexp_ctor.go goes in front of it
	// then.
	g.lazily(g.guardRegExpConstructor, "RegExp")
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
func (g *Guards) plainRegExp(o *goja.Object) bool {
	if g.reGlobal == nil || IsProxy(o) || o.ClassName() != "RegExp" || o.Prototype() != g.reProto {
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
