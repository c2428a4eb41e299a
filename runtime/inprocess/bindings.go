package inprocess

import (
	"encoding/json"
	"fmt"

	"github.com/dop251/goja"

	"github.com/codemode-go/codemode/runtime"
	"github.com/codemode-go/codemode/runtime/inprocess/internal/guard"
)

// errorClassProgram builds a namespace's error class (BIND-6): a subclass
// of the realm's original Error whose instances carry own enumerable
// non-writable `name` and member properties. It runs before the program,
// with intrinsics passed in, and its descriptors have null prototypes, so
// later vandalism of Object.prototype cannot reach it (JSON-7).
var errorClassProgram = goja.MustCompile("errorclass.js", `(function (Base, defineProperty, name, prop) {
	"use strict";
	const C = class extends Base {
		constructor(member, message) {
			super(message);
			defineProperty(this, "name", { __proto__: null, value: name, enumerable: true, writable: false, configurable: true });
			defineProperty(this, prop, { __proto__: null, value: member, enumerable: true, writable: false, configurable: true });
		}
	};
	defineProperty(C, "name", { __proto__: null, value: name });
	return C;
})`, true)

const maxInt = int(^uint(0) >> 1)

// nsState is one namespace as the run sees it.
type nsState struct {
	global    string
	class     goja.Value // the error class constructor, or nil
	className string     // its program-visible name ("Error" without one)
	bridge    *bridge    // the run's reply path, shared by its namespaces
}

// injected builds the function arguments in PROG-3 order: namespaces,
// error classes, console.
func (r *run) injected(vm *goja.Runtime) ([]goja.Value, error) {
	var nsObjs, classes []goja.Value
	var mkClass goja.Callable
	br := newBridge(r)
	for _, ns := range r.req.Namespaces {
		st := &nsState{global: ns.Global, className: "Error", bridge: br}
		if ns.ErrorClass != nil {
			st.className = ns.ErrorClass.Name
			if mkClass == nil {
				f, err := vm.RunProgram(errorClassProgram)
				if err != nil {
					return nil, err
				}
				mkClass, _ = goja.AssertFunction(f)
			}
			c, err := mkClass(goja.Undefined(), r.errorCtor, r.definePropFn,
				vm.ToValue(ns.ErrorClass.Name), vm.ToValue(ns.ErrorClass.MemberProperty))
			if err != nil {
				return nil, err
			}
			st.class = c
			classes = append(classes, c)
			if co, ok := c.(*goja.Object); ok {
				if r.nsClasses == nil {
					r.nsClasses = map[string]*goja.Object{}
				}
				if _, dup := r.nsClasses[ns.Global]; !dup {
					r.nsClasses[ns.Global] = co
				}
			}
		}
		obj := vm.CreateObject(nil)
		for _, f := range ns.Functions {
			// A duplicate name cannot be redefined (non-configurable): first wins.
			_ = obj.DefineDataProperty(f.Name, guard.NamedFunc(vm, r.binding(st, f.Name, f.Call, f.AllArguments), f.Name), goja.FLAG_FALSE, goja.FLAG_FALSE, goja.FLAG_TRUE)
		}
		nsObjs = append(nsObjs, obj)
		if r.nsObjects == nil {
			r.nsObjects = map[string]*goja.Object{}
		}
		if _, dup := r.nsObjects[ns.Global]; !dup {
			r.nsObjects[ns.Global] = obj
		}
	}
	return append(append(nsObjs, classes...), r.console), nil
}

// logLine admits one log entry through the ledger (OUT-6), as a console
// call does.
func (r *run) logLine(e string) {
	if r.halted() {
		return
	}
	r.outMu.Lock()
	if r.abandoned {
		r.outMu.Unlock()
		return
	}
	if r.ledger.Log(e) {
		if r.req.OnLog != nil {
			r.req.OnLog(e)
		}
		r.outMu.Unlock()
		return
	}
	r.outMu.Unlock()
	r.stop(&outcome{limited: true})
}

// newError builds a rejection for member of ns called at site: the
// namespace's error class (BIND-6), or a plain Error (BIND-7), whose stack
// names the member and the program's position of the call (callsite.go).
func (r *run) newError(ns *nsState, member, msg string, site goja.StackFrame) goja.Value {
	var o *goja.Object
	var err error
	if ns.class != nil {
		o, err = r.vm.New(ns.class, r.vm.ToValue(member), r.vm.ToValue(msg))
	} else {
		o, err = r.vm.New(r.errorCtor, r.vm.ToValue(msg))
	}
	if err != nil {
		panic(err) // only uncatchable errors (interrupts) reach here
	}
	stack := r.callStack(errorHeader(ns.className, msg), memberRef(ns.global, member), site)
	// Writable, configurable and not enumerable, as V8 defines an error's
	// stack: logged or spread, the error shows no stack member.
	_ = o.DefineDataProperty("stack", r.vm.ToValue(stack), goja.FLAG_TRUE, goja.FLAG_TRUE, goja.FLAG_FALSE)
	return o
}

// binding is one namespace member: it validates the first argument (B1),
// invokes the host on the loop in issue order, and settles the returned
// promise from the reply marshalled back onto the loop (bridge_calls.go).
func (r *run) binding(ns *nsState, name string, fn runtime.HostFunc, all bool) func(goja.FunctionCall) goja.Value {
	return func(call goja.FunctionCall) goja.Value {
		vm := r.vm
		p, resolve, reject := vm.NewPromise()
		pv := vm.ToValue(p)
		if r.halted() {
			return pv // never delivered after the terminal event (RUN-4)
		}
		site := r.callSite()
		if fn == nil {
			r.settle(reject(r.newError(ns, name, "unknown binding \""+ns.global+"."+name+"\"", site)))
			return pv
		}
		arg := call.Argument(0)
		if !all && goja.IsUndefined(arg) {
			// tools.x() and tools.x(undefined) pass {} (issue #34,
			// overriding RC-42 and JSON-8's B1 row): every peer accepts a
			// call without arguments, as a default parameter `args = {}`
			// would. Inside a container undefined stays lossy (RC-41).
			arg = vm.NewObject()
		}
		if all { // every argument, as one array
			n := len(call.Arguments)
			for n > 0 && goja.IsUndefined(call.Arguments[n-1]) {
				n--
			}
			arg = vm.NewArray(toAny(call.Arguments[:n])...)
		}
		text, err := r.encode(arg, int(min(r.opts.MemoryBytes, int64(maxInt))), true)
		if err == errHalted || r.halted() {
			return pv
		}
		if err == errTooLarge { // DESIGN §3.6: a memory budget, not a crash
			r.stopFail(runtime.KindWorkerExit, fmt.Sprintf("worker error: memory budget exceeded (%d bytes): the binding arguments' JSON text outgrew it", r.opts.MemoryBytes))
			return pv
		}
		if r.rejectCycle(err, reject) {
			return pv
		}
		if err != nil {
			r.settle(reject(r.newError(ns, name, "binding arguments must be lossless JSON", site)))
			return pv
		}
		r.callStarted(ns, name)
		c := &hostCall{b: ns.bridge, ns: ns, name: name, site: site, resolve: resolve, reject: reject}
		fn(r.hostCtx, json.RawMessage(text), c.reply)
		return pv
	}
}

// argumentArray is the arguments of a call as one array, for a namespace
// with AllArguments: trailing undefined arguments are dropped and the
// others become null, as JSON.stringify would write them.
func (r *run) argumentArray(args []goja.Value) goja.Value {
	n := len(args)
	for n > 0 && goja.IsUndefined(args[n-1]) {
		n--
	}
	items := make([]any, n)
	for i, a := range args[:n] {
		if goja.IsUndefined(a) {
			items[i] = goja.Null()
		} else {
			items[i] = a
		}
	}
	return r.vm.NewArray(items...)
}

// settle rethrows an uncatchable error from a resolving function.
func (r *run) settle(err error) {
	if err != nil {
		panic(err)
	}
}

// toAny converts goja values for NewArray.
func toAny(vs []goja.Value) []any {
	out := make([]any, len(vs))
	for i, v := range vs {
		out[i] = v
	}
	return out
}
