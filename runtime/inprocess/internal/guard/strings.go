package guard

import (
	"math"
	"strconv"
	"strings"
	"unicode/utf16"

	"github.com/dop251/goja"
)

// Guards on the String builtins that build strings (repeat, pad, concat,
// replace, split, raw, iteration) and on the size of what they build.

func (g *Guards) proto(global string) *goja.Object {
	c, ok := g.base.Get(global).(*goja.Object)
	if !ok {
		return nil
	}
	p, _ := c.Get("prototype").(*goja.Object)
	return p
}

func (g *Guards) guardStrings() {
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
			g.NeedLiterals(Literals{RegExp: true})
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
		g.wrapMethodWith(str, "raw", g.guardRaw)
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
func (g *Guards) replaceFits(what string, n, matches int64, tpl goja.Value) bool {
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

// guardRaw bounds String.raw. A template whose raw property is data and
// whose length is known without program code goes to the native method
// after a size check; any other (a getter, a computed length) runs the
// ECMA-262 steps here, each read once and in order, with the same bounds.
func (g *Guards) guardRaw(orig goFunc) goFunc {
	guarded := g.guard("raw", func(c *goja.FunctionCall) bool {
		d := g.desc(c.Argument(0).(*goja.Object), g.vm.ToValue("raw"))
		return g.lengthCheck("String.raw", g.count("String.raw", d.Get("value")), true)
	})(orig)
	return func(call goja.FunctionCall) goja.Value {
		cooked, ok := call.Argument(0).(*goja.Object)
		if !ok || IsProxy(cooked) {
			return orig(call) // the original throws, or a Proxy's traps are program code
		}
		if d := g.desc(cooked, g.vm.ToValue("raw")); d != nil {
			if get := d.Get("get"); get == nil || goja.IsUndefined(get) {
				if g.stable(d.Get("value")) {
					return guarded(call)
				}
			}
		}
		return g.rawSteps(cooked, call.Arguments[1:])
	}
}

// rawSteps is String.raw (ECMA-262 22.1.2.4) for templates the native
// method cannot be sized for.
func (g *Guards) rawSteps(cooked *goja.Object, subs []goja.Value) goja.Value {
	vm := g.vm
	literals := cooked.Get("raw")
	if literals == nil || goja.IsUndefined(literals) || goja.IsNull(literals) {
		g.throw(g.typeError, "String.raw: the template's raw property is not an object")
	}
	lo := literals.ToObject(vm)
	lv := lo.Get("length")
	n := float64(0)
	if lv != nil {
		n = lv.ToNumber().ToFloat()
	}
	if n != n || n <= 0 {
		return vm.ToValue("")
	}
	n = min(math.Trunc(n), 1<<53-1)
	if !g.lengthCheck("String.raw", int64(n), true) {
		return g.haltedValue()
	}
	var out []uint16
	total := int64(0)
	add := func(v goja.Value) {
		sv := v.ToString()
		s, ok := sv.(goja.String)
		if !ok { // numbers convert to a value that is not a goja.String
			s = goja.StringFromUTF16(utf16.Encode([]rune(sv.String())))
		}
		total += int64(s.Length())
		if total > g.lim.maxString {
			g.stopMemory("String.raw", total, g.lim.maxString, "code units")
			g.haltedValue()
		}
		for j := 0; j < s.Length(); j++ {
			out = append(out, s.CharAt(j))
		}
	}
	for i := int64(0); ; i++ {
		v := lo.Get(strconv.FormatInt(i, 10))
		if v == nil {
			v = goja.Undefined()
		}
		add(v)
		if i+1 >= int64(n) {
			break
		}
		if int(i) < len(subs) {
			add(subs[i])
		}
	}
	return goja.StringFromUTF16(out)
}
