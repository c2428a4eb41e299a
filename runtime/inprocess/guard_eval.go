package inprocess

import (
	"fmt"
	"strings"

	"github.com/dop251/goja"
)

// Guards on code compiled at run time: eval and the Function constructors.

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
