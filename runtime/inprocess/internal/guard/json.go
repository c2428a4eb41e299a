package guard

import (
	"fmt"

	"github.com/dop251/goja"
)

// The JSON guards: parse and stringify bounded in nesting and size.

func (g *Guards) guardJSON() {
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
	origV, ok := j.Get("stringify").(*goja.Object)
	if !ok {
		return
	}
	if _, ok := goja.AssertFunction(origV); !ok {
		return
	}
	f := g.vm.ToValue(func(call goja.FunctionCall) goja.Value {
		return g.stringify(call.Argument(0), call.Argument(1), call.Argument(2))
	}).(*goja.Object)
	g.copyShape(f, origV, "stringify")
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
