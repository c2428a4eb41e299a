package guard

import (
	"context"
	"encoding/json"
	"fmt"
	"sync/atomic"

	"github.com/codemode-go/codemode/runtime"
)

// bindingBudget counts one run's binding calls. The counters are shared
// by every host function of the run: started calls only grow, in-flight
// calls shrink as replies arrive (from any goroutine).
type bindingBudget struct {
	lim      guardLimits
	stop     func(runtime.Kind, string)
	started  int64 // touched on the run's goroutine only
	inFlight atomic.Int64
}

// Namespaces returns copies of nss whose host functions enforce the
// binding budgets: at most MaxBindingCalls calls per run and
// MaxBindingCallsInFlight unreplied, and no reply of more than the memory
// budget's bytes of JSON text. The call or reply that would exceed one
// ends the run as worker-exit naming the budget; the caller's slices are
// not modified.
func (g *Guards) Namespaces(nss []runtime.Namespace) []runtime.Namespace {
	lim, stop := g.lim, g.stop
	if len(nss) == 0 {
		return nss
	}
	b := &bindingBudget{lim: lim, stop: stop}
	out := make([]runtime.Namespace, len(nss))
	for i, ns := range nss {
		out[i] = ns
		out[i].Functions = make([]runtime.Function, len(ns.Functions))
		for j, f := range ns.Functions {
			out[i].Functions[j] = runtime.Function{Name: f.Name, Call: b.wrap(ns.Global+"."+f.Name, f.Call), AllArguments: f.AllArguments}
		}
	}
	return out
}

func (b *bindingBudget) wrap(name string, fn runtime.HostFunc) runtime.HostFunc {
	if fn == nil {
		return nil // the runtime's "unknown binding" rejection stays
	}
	return func(ctx context.Context, args json.RawMessage, reply runtime.Reply) {
		b.started++
		if b.started > MaxBindingCalls {
			b.stop(runtime.KindWorkerExit, fmt.Sprintf("worker error: binding call budget exceeded: %s would be call %d of a run (limit %d)", name, b.started, MaxBindingCalls))
			reply(nil, fmt.Errorf("binding call budget exceeded"))
			return
		}
		if n := b.inFlight.Add(1); n > MaxBindingCallsInFlight {
			b.inFlight.Add(-1)
			b.stop(runtime.KindWorkerExit, fmt.Sprintf("worker error: binding call budget exceeded: %s would be the %dth call in flight (limit %d)", name, n, MaxBindingCallsInFlight))
			reply(nil, fmt.Errorf("binding call budget exceeded"))
			return
		}
		c := &budgetCall{b: b, name: name, reply: reply}
		fn(ctx, args, c.deliver)
	}
}

// budgetCall is one admitted call: its first reply releases the in-flight
// slot and is checked against the reply budget; later replies are ignored.
// An atomic flag, not a sync.Once and closure, keeps the per-call cost to
// this struct and its method value.
type budgetCall struct {
	b     *bindingBudget
	name  string
	reply runtime.Reply
	done  atomic.Bool
}

func (c *budgetCall) deliver(value json.RawMessage, err error) {
	if !c.done.CompareAndSwap(false, true) {
		return
	}
	b := c.b
	b.inFlight.Add(-1)
	if err == nil && int64(len(value)) > b.lim.maxBindingResult {
		b.stop(runtime.KindWorkerExit, fmt.Sprintf("worker error: %s: the reply of %s carries %d bytes of JSON (limit %d)", budgetText(b.lim.memoryBytes), c.name, len(value), b.lim.maxBindingResult))
		c.reply(nil, fmt.Errorf("binding result exceeds the memory budget"))
		return
	}
	c.reply(value, err)
}
