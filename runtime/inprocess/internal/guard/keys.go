package guard

import (
	"github.com/dop251/goja"
)

// Guards on the Object functions that list the keys of huge strings and
// typed arrays.

func (g *Guards) guardKeys() {
	if obj, ok := g.base.Get("Object").(*goja.Object); ok {
		for _, name := range []string{"keys", "values", "entries", "getOwnPropertyNames", "getOwnPropertyDescriptors"} {
			g.wrapMethod(obj, name, g.keysCheck("Object."+name))
		}
	}
}

// keysCheck bounds the key list what builds for its first argument.
func (g *Guards) keysCheck(what string) precheck {
	return func(c *goja.FunctionCall) bool {
		v := c.Argument(0)
		var n int64
		switch o := v.(type) {
		case *goja.Object:
			if o.ClassName() == "String" || g.isTypedArray(o) || (o.ClassName() == "Array" && !IsProxy(o)) {
				n, _ = g.elementCount(o)
				if o.ClassName() == "Array" {
					return true // own keys of an array exist in memory already
				}
			}
		default:
			if goja.IsString(v) {
				n = units(v)
			}
		}
		return g.lengthCheck(what, n, true)
	}
}
