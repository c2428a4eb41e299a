package inprocess

import (
	"github.com/dop251/goja"
)

// installRecursionGuards bounds the nesting that Array.prototype.join,
// toString and toLocaleString may walk. goja implements String(array) by
// Go recursion through these three that neither counts toward the JS
// call-stack limit nor observes Interrupt: String of a million-deep array
// overflows the Go stack, a fatal error that kills the host process. A
// shared depth count turns that into the RangeError a too-deep recursion
// gets (the size of what join builds is the sandbox guards' concern, see
// guard_limits.go). It runs after installGuards, so it wraps the guarded
// methods; results are unchanged below MaxCallStackSize levels.
func (r *run) installRecursionGuards(vm *goja.Runtime) error {
	arrayProto := vm.Get("Array").ToObject(vm).Get("prototype").ToObject(vm)
	nested := 0
	for _, m := range []struct {
		name   string
		length int
	}{{"join", 1}, {"toString", 0}, {"toLocaleString", 0}} {
		orig, ok := goja.AssertFunction(arrayProto.Get(m.name))
		if !ok {
			return errNoIntrinsic
		}
		fn := vm.ToValue(func(call goja.FunctionCall) goja.Value {
			if nested >= MaxCallStackSize {
				panic(r.rangeError("Maximum call stack size exceeded"))
			}
			nested++
			defer func() { nested-- }()
			v, err := orig(call.This, call.Arguments...)
			if err != nil {
				panic(err)
			}
			return v
		}).(*goja.Object)
		if err := fn.DefineDataProperty("name", vm.ToValue(m.name), goja.FLAG_FALSE, goja.FLAG_TRUE, goja.FLAG_FALSE); err != nil {
			return err
		}
		if err := fn.DefineDataProperty("length", vm.ToValue(m.length), goja.FLAG_FALSE, goja.FLAG_TRUE, goja.FLAG_FALSE); err != nil {
			return err
		}
		if err := arrayProto.DefineDataProperty(m.name, fn, goja.FLAG_TRUE, goja.FLAG_TRUE, goja.FLAG_FALSE); err != nil {
			return err
		}
	}
	return nil
}
