package langlib

import (
	"math"
	"reflect"

	"github.com/dop251/goja"
)

// bufferNames are the globals whose first lookup adds the ES2024
// ArrayBuffer.prototype methods goja lacks (a typed array's or DataView's
// buffer reaches ArrayBuffer.prototype without naming ArrayBuffer).
var bufferNames = map[string]bool{
	"ArrayBuffer": true, "DataView": true, "Int8Array": true, "Uint8Array": true, "Uint8ClampedArray": true,
	"Int16Array": true, "Uint16Array": true, "Int32Array": true, "Uint32Array": true, "Float32Array": true,
	"Float64Array": true, "BigInt64Array": true, "BigUint64Array": true, "Float16Array": true,
}

// maxTransfer bounds the length transfer allocates when no caller's
// guard did first: goja's buffers are Go slices indexed by int.
const maxTransfer = math.MaxInt32

var arrayBufferType = reflect.TypeOf(goja.ArrayBuffer{})

// extendArrayBuffer adds ArrayBuffer.prototype.transfer,
// transferToFixedLength and the detached getter (ES2024), built on goja's
// exported ArrayBuffer (Bytes, Detach, Detached). Every buffer is
// fixed-length: goja's typed arrays fix their length when made, so a
// length-tracking view could not follow a resize without changing goja
// itself (docs/conformance.md). The ES2024 members that describe
// resizability are there and say so, as the specification has them for
// a fixed-length buffer: resizable is false, maxByteLength is the byte
// length, and resize throws a TypeError (RequireInternalSlot(O,
// [[ArrayBufferMaxByteLength]])).
func (st *state) extendArrayBuffer() error {
	if st.buffersDone {
		return nil
	}
	st.buffersDone = true
	vm := st.vm
	ctor, ok := st.base.Get("ArrayBuffer").(*goja.Object)
	if !ok {
		return nil
	}
	proto, ok := ctor.Get("prototype").(*goja.Object)
	if !ok {
		return nil
	}
	this := func(v goja.Value, name string) goja.ArrayBuffer {
		if o, ok := v.(*goja.Object); ok && o.ExportType() == arrayBufferType {
			if ab, ok := o.Export().(goja.ArrayBuffer); ok {
				return ab
			}
		}
		panic(vm.NewTypeError("ArrayBuffer.prototype." + name + " called on an incompatible receiver"))
	}
	// ArrayBufferCopyAndDetach(O, newLength, fixed-length).
	transfer := func(name string) func(goja.FunctionCall) goja.Value {
		return func(call goja.FunctionCall) goja.Value {
			ab := this(call.This, name)
			n := int64(len(ab.Bytes()))
			if arg := call.Argument(0); !goja.IsUndefined(arg) {
				f := arg.ToFloat() // ToIndex
				if math.IsNaN(f) {
					f = 0
				}
				f = math.Trunc(f)
				if f < 0 || f > 1<<53-1 {
					panic(st.rangeError("ArrayBuffer.prototype." + name + ": invalid length"))
				}
				n = int64(f)
			}
			if ab.Detached() {
				panic(vm.NewTypeError("ArrayBuffer.prototype." + name + " called on a detached ArrayBuffer"))
			}
			if n > maxTransfer {
				panic(st.rangeError("Array buffer allocation failed"))
			}
			data := make([]byte, n)
			copy(data, ab.Bytes())
			ab.Detach()
			return vm.ToValue(vm.NewArrayBuffer(data))
		}
	}
	for _, m := range []struct {
		name string
		fn   func(goja.FunctionCall) goja.Value
	}{{"transfer", transfer("transfer")}, {"transferToFixedLength", transfer("transferToFixedLength")}} {
		f := vm.ToValue(m.fn).(*goja.Object)
		if err := shape(vm, f, m.name, 0); err != nil {
			return err
		}
		if err := proto.DefineDataProperty(m.name, f, goja.FLAG_TRUE, goja.FLAG_TRUE, goja.FLAG_FALSE); err != nil {
			return err
		}
	}
	detached := vm.ToValue(func(call goja.FunctionCall) goja.Value {
		return vm.ToValue(this(call.This, "detached").Detached())
	}).(*goja.Object)
	if err := shape(vm, detached, "get detached", 0); err != nil {
		return err
	}
	if err := proto.DefineAccessorProperty("detached", detached, nil, goja.FLAG_TRUE, goja.FLAG_FALSE); err != nil {
		return err
	}
	resize := vm.ToValue(func(call goja.FunctionCall) goja.Value {
		this(call.This, "resize")
		panic(vm.NewTypeError("Method ArrayBuffer.prototype.resize called on incompatible receiver: the ArrayBuffer is not resizable"))
	}).(*goja.Object)
	if err := shape(vm, resize, "resize", 1); err != nil {
		return err
	}
	if err := proto.DefineDataProperty("resize", resize, goja.FLAG_TRUE, goja.FLAG_TRUE, goja.FLAG_FALSE); err != nil {
		return err
	}
	for _, g := range []struct {
		name string
		get  func(goja.ArrayBuffer) goja.Value
	}{
		{"resizable", func(goja.ArrayBuffer) goja.Value { return vm.ToValue(false) }},
		{"maxByteLength", func(ab goja.ArrayBuffer) goja.Value {
			if ab.Detached() {
				return vm.ToValue(0)
			}
			return vm.ToValue(len(ab.Bytes()))
		}},
	} {
		get := vm.ToValue(func(call goja.FunctionCall) goja.Value {
			return g.get(this(call.This, g.name))
		}).(*goja.Object)
		if err := shape(vm, get, "get "+g.name, 0); err != nil {
			return err
		}
		if err := proto.DefineAccessorProperty(g.name, get, nil, goja.FLAG_TRUE, goja.FLAG_FALSE); err != nil {
			return err
		}
	}
	return nil
}

// shape gives a Go function its name and length, as builtins have them.
func shape(vm *goja.Runtime, f *goja.Object, name string, length int) error {
	if err := f.DefineDataProperty("name", vm.ToValue(name), goja.FLAG_FALSE, goja.FLAG_TRUE, goja.FLAG_FALSE); err != nil {
		return err
	}
	return f.DefineDataProperty("length", vm.ToValue(length), goja.FLAG_FALSE, goja.FLAG_TRUE, goja.FLAG_FALSE)
}

// rangeError makes a RangeError of the runtime.
func (st *state) rangeError(msg string) *goja.Object {
	return st.newError("RangeError", msg)
}
