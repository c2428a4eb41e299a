package inprocess

import (
	"fmt"

	"github.com/dop251/goja"
)

// The JSON guards: parse and stringify bounded in nesting and size.

func (g *guards) guardJSON() {
	j, ok := g.vm.Get("JSON").(*goja.Object)
	if !ok {
		return
	}
	g.wrapMethod(j, "parse", func(c *goja.FunctionCall) bool {
		text := g.str(c.Argument(0))
		args := []goja.Value{text}
		if len(c.Arguments) > 1 {
			args = append(args, c.Arguments[1])
		}
		c.Arguments = args
		depth, values := jsonShape(text.String())
		if depth > g.lim.maxDepth {
			g.throw(g.rangeError, fmt.Sprintf("Maximum call stack size exceeded (JSON.parse: nesting depth %d exceeds the limit %d)", depth, g.lim.maxDepth))
		}
		if values > g.lim.maxElements {
			g.stopMemory("JSON.parse", values, g.lim.maxElements, "values")
			return false
		}
		return true
	})
	origV := j.Get("stringify")
	orig, ok := goja.AssertFunction(origV)
	if !ok {
		return
	}
	f := g.vm.ToValue(func(call goja.FunctionCall) goja.Value {
		return g.stringify(orig, call)
	}).(*goja.Object)
	g.copyShape(f, origV.(*goja.Object), "stringify")
	_ = j.DefineDataProperty("stringify", f, goja.FLAG_TRUE, goja.FLAG_TRUE, goja.FLAG_FALSE)
}

// jsonShape scans JSON text iteratively: the deepest nesting of arrays
// and objects, and the number of values (commas plus containers).
func jsonShape(s string) (depth int, values int64) {
	d := 0
	inStr := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		if inStr {
			switch c {
			case '\\':
				i++
			case '"':
				inStr = false
			}
			continue
		}
		switch c {
		case '"':
			inStr = true
		case '[', '{':
			d++
			values++
			if d > depth {
				depth = d
			}
		case ']', '}':
			d--
		case ',':
			values++
		}
	}
	return depth, values
}

// stringify runs the original JSON.stringify through a replacer that
// tracks nesting depth and the output's size, and checks the halt flag at
// every value (goja's stringify is a Go recursion that never reaches an
// interrupt check). A program's own replacer function runs inside it; an
// array replacer (a key allowlist) is checked in a first pass and then
// applied by the original.
func (g *guards) stringify(orig goja.Callable, call goja.FunctionCall) goja.Value {
	value := call.Argument(0)
	userRepl := call.Argument(1)
	space := call.Argument(2)
	indent := int64(0)
	if goja.IsNumber(space) || isNumberObject(space) {
		indent = min(max(space.ToInteger(), 0), 10)
	} else if goja.IsString(space) {
		indent = min(units(space), 10)
	}
	userFn, hasFn := goja.AssertFunction(userRepl)
	var allow map[string]bool
	if o, ok := userRepl.(*goja.Object); ok && !hasFn && o.ClassName() == "Array" {
		allow = map[string]bool{}
		n, _ := g.elementCount(o)
		for i := int64(0); i < n && i < g.lim.maxElements; i++ {
			allow[g.str(o.Get(fmt.Sprint(i))).String()] = true
		}
	}
	var stack []*goja.Object
	var size int64
	checker := g.vm.ToValue(func(c goja.FunctionCall) goja.Value {
		if g.halted() {
			g.haltedValue()
		}
		holder, _ := c.This.(*goja.Object)
		key, v := c.Argument(0), c.Argument(1)
		if holder != nil {
			for len(stack) > 0 && stack[len(stack)-1] != holder {
				stack = stack[:len(stack)-1]
			}
			if len(stack) == 0 {
				stack = append(stack, holder)
			}
		}
		if hasFn {
			var err error
			if v, err = userFn(c.This, key, v); err != nil {
				panic(err)
			}
		} else if allow != nil && len(stack) > 1 && holder != nil && holder.ClassName() != "Array" && !allow[key.String()] {
			return goja.Undefined()
		}
		depth := int64(len(stack))
		size += units(g.str(key)) + 4 + depth*indent
		switch x := v.(type) {
		case *goja.Object:
			if _, isFn := goja.AssertFunction(x); !isFn {
				if len(stack) > g.lim.maxDepth {
					g.throw(g.rangeError, fmt.Sprintf("Maximum call stack size exceeded (JSON.stringify: nesting depth exceeds the limit %d)", g.lim.maxDepth))
				}
				stack = append(stack, x)
			}
		default:
			if goja.IsString(v) {
				size += units(v)
			} else {
				size += 24
			}
		}
		if size > g.lim.maxString {
			g.stopMemory("JSON.stringify", size, g.lim.maxString, "code units")
		}
		return v
	})
	res, err := orig(goja.Undefined(), value, checker, space)
	if err != nil {
		panic(err)
	}
	if allow != nil {
		if res, err = orig(goja.Undefined(), value, userRepl, space); err != nil {
			panic(err)
		}
	}
	return res
}

func isNumberObject(v goja.Value) bool {
	o, ok := v.(*goja.Object)
	return ok && o.ClassName() == "Number"
}
