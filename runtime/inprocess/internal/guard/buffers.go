package guard

import (
	"github.com/dop251/goja"
)

// Guards on ArrayBuffer, DataView and the typed-array constructors.

// typedArrays are the typed-array constructors and their element sizes.
var typedArrays = []struct {
	name  string
	bytes int64
	text  int64 // longest element text
}{
	{"Int8Array", 1, 4}, {"Uint8Array", 1, 3}, {"Uint8ClampedArray", 1, 3},
	{"Int16Array", 2, 6}, {"Uint16Array", 2, 5}, {"Int32Array", 4, 11},
	{"Uint32Array", 4, 10}, {"Float32Array", 4, 24}, {"Float64Array", 8, 24},
	{"BigInt64Array", 8, 20}, {"BigUint64Array", 8, 20}, {"Float16Array", 2, 24},
}

func (g *Guards) guardBuffers() {
	g.NeedLiterals(Literals{BigInt: true}) // BigInt64Array elements are BigInts
	global := g.vm.GlobalObject()
	if ta := g.typedArrayProto(); ta != nil {
		if d := g.desc(ta, g.vm.ToValue("length")); d != nil {
			g.taLength = d.Get("get")
			if c, ok := goja.AssertFunction(g.taLength); ok {
				g.taLengthCall = c
			} else {
				g.taLength = nil
			}
		}
	}
	maxB := g.lim.maxBuffer
	g.wrapConstructor(global, "ArrayBuffer", func(args []goja.Value) ([]goja.Value, bool) {
		args = append([]goja.Value(nil), args...)
		if len(args) > 0 {
			args[0] = args[0].ToNumber()
			if n := toLength(args[0]); n > maxB {
				g.stopMemory("new ArrayBuffer", n, maxB, "bytes")
				return nil, false
			} else if !g.admit("new ArrayBuffer", n) {
				return nil, false
			}
		}
		return args, true
	})
	// langlib's ArrayBuffer.prototype.transfer allocates the new length.
	if ab, ok := global.Get("ArrayBuffer").(*goja.Object); ok {
		if proto, ok := ab.Get("prototype").(*goja.Object); ok {
			for _, name := range []string{"transfer", "transferToFixedLength"} {
				what := "ArrayBuffer.prototype." + name
				g.wrapMethod(proto, name, func(c *goja.FunctionCall) bool {
					if len(c.Arguments) == 0 || goja.IsUndefined(c.Arguments[0]) {
						return true // the receiver's length, allocated already
					}
					c.Arguments = append([]goja.Value(nil), c.Arguments...)
					c.Arguments[0] = c.Arguments[0].ToNumber()
					if n := toLength(c.Arguments[0]); n > maxB {
						g.stopMemory(what, n, maxB, "bytes")
						return false
					} else if !g.admit(what, n) {
						return false
					}
					return true
				})
			}
		}
	}
	for _, ta := range typedArrays {
		ta := ta
		what := "new " + ta.name
		g.wrapConstructor(global, ta.name, func(args []goja.Value) ([]goja.Value, bool) {
			args = append([]goja.Value(nil), args...)
			if len(args) == 0 {
				return args, true
			}
			var n int64
			switch a := args[0].(type) {
			case *goja.Object:
				if a.ExportType() == arrayBufferType {
					return args, true // a view: no allocation
				}
				if g.isTypedArray(a) {
					l, _ := g.taLengthCall(a)
					n = toLength(l)
				} else {
					n = g.count(what, a)
				}
			default:
				args[0] = a.ToNumber()
				n = toLength(args[0])
			}
			if n > maxB/ta.bytes {
				g.stopMemory(what, n*ta.bytes, maxB, "bytes")
				return nil, false
			}
			return args, g.admit(what, n*ta.bytes)
		})
	}
	if tp := g.typedArrayProto(); tp != nil {
		for _, name := range []string{"join", "toLocaleString"} {
			what := "%TypedArray%.prototype." + name
			g.wrapMethod(tp, name, func(c *goja.FunctionCall) bool {
				o, ok := c.This.(*goja.Object)
				if !ok || !g.isTypedArray(o) {
					return true // the original throws its TypeError
				}
				l, _ := g.taLengthCall(o)
				n := toLength(l)
				sep := int64(1)
				if s := c.Argument(0); name == "join" && !goja.IsUndefined(s) {
					s = g.str(s)
					c.Arguments = []goja.Value{s}
					sep = units(s)
				}
				total := n * (24 + sep)
				if total > g.lim.maxString {
					g.stopMemory(what, total, g.lim.maxString, "code units (worst case)")
					return false
				}
				return true
			})
		}
	}
}
