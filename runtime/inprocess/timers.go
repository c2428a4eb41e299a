package inprocess

import (
	"container/heap"
	"fmt"
	"time"

	"github.com/dop251/goja"

	"github.com/codemode-go/codemode/runtime/inprocess/internal/guard"
)

// timer is one pending setTimeout/setInterval.
type timer struct {
	id        int64
	when      time.Time
	seq       uint64
	interval  time.Duration
	fn        goja.Callable
	args      []goja.Value
	cancelled bool
}

type timerHeap []*timer

func (h timerHeap) Len() int { return len(h) }

func (h timerHeap) Less(i, j int) bool {
	if h[i].when.Equal(h[j].when) {
		return h[i].seq < h[j].seq
	}
	return h[i].when.Before(h[j].when)
}

func (h timerHeap) Swap(i, j int) { h[i], h[j] = h[j], h[i] }

func (h *timerHeap) Push(x interface{}) { *h = append(*h, x.(*timer)) }

func (h *timerHeap) Pop() interface{} {
	old := *h
	t := old[len(old)-1]
	*h = old[:len(old)-1]
	return t
}

// timerGlobals are setTimeout/clearTimeout, setInterval/clearInterval and
// queueMicrotask (RC-04) by global name, each function built when called:
// the language library builds one when the program first names it.
func (r *run) timerGlobals(vm *goja.Runtime) map[string]func() goja.Value {
	r.timerIDs = map[int64]*timer{}
	add := func(repeat bool) func(goja.FunctionCall) goja.Value {
		return func(call goja.FunctionCall) goja.Value {
			fn, ok := goja.AssertFunction(call.Argument(0))
			if !ok {
				panic(vm.NewTypeError("The \"callback\" argument must be of type function"))
			}
			if len(r.timerIDs) >= MaxPendingTimers {
				panic(r.rangeError(fmt.Sprintf("too many pending timers (limit %d)", MaxPendingTimers)))
			}
			ms := call.Argument(1).ToFloat()
			if !(ms >= 1 && ms <= 2147483647) {
				ms = 1
			}
			d := time.Duration(ms * float64(time.Millisecond))
			r.nextTimerID++
			r.timerSeq++
			t := &timer{id: r.nextTimerID, when: time.Now().Add(d), seq: r.timerSeq, fn: fn}
			if len(call.Arguments) > 2 {
				t.args = append([]goja.Value(nil), call.Arguments[2:]...)
			}
			if repeat {
				t.interval = d
			}
			r.timerIDs[t.id] = t
			heap.Push(&r.timers, t)
			return vm.ToValue(t.id)
		}
	}
	clear := func(call goja.FunctionCall) goja.Value {
		id := call.Argument(0).ToInteger()
		if t, ok := r.timerIDs[id]; ok {
			t.cancelled = true
			delete(r.timerIDs, id)
		}
		return goja.Undefined()
	}
	microtask := func(call goja.FunctionCall) goja.Value {
		fn := call.Argument(0)
		if _, ok := goja.AssertFunction(fn); !ok {
			panic(vm.NewTypeError("The \"callback\" argument must be of type function"))
		}
		if _, err := r.thenFn(r.resolved, fn); err != nil {
			panic(err)
		}
		return goja.Undefined()
	}
	globals := map[string]func() goja.Value{}
	for name, f := range map[string]func(goja.FunctionCall) goja.Value{"setTimeout": add(false), "setInterval": add(true), "clearTimeout": clear, "clearInterval": clear, "queueMicrotask": microtask} {
		globals[name] = func() goja.Value { return guard.NamedFunc(vm, f, name) }
	}
	return globals
}
