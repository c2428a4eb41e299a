package guard

import (
	"github.com/dop251/goja"
)

// Guards on the builtins that spread an argument list (apply, Reflect).

func (g *Guards) guardCalls() {
	fp := g.proto("Function")
	g.wrapMethod(fp, "apply", func(c *goja.FunctionCall) bool {
		return g.lengthCheck("Function.prototype.apply", g.count("Function.prototype.apply", c.Argument(1)), true)
	})
}

// guardReflect guards the Reflect functions that loop over an argument
// list or a key list; Reflect is reachable only by its global name.
func (g *Guards) guardReflect() {
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
