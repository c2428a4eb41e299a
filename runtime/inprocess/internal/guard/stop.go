package guard

import (
	"fmt"

	"github.com/dop251/goja"

	"github.com/codemode-go/codemode/runtime"
)

// Throwing and stopping: how a guard refuses a call — a program-visible
// error, or the end of the run through Config.Stop.

// throw raises a program-visible error of the captured constructor.
func (g *Guards) throw(ctor goja.Value, msg string) {
	o, err := g.vm.New(ctor, g.vm.ToValue(msg))
	if err != nil {
		panic(err)
	}
	panic(o)
}

// stopMemory ends the run for exceeding its memory budget; the caller
// returns undefined and the pending interrupt unwinds the program at its
// next instruction.
func (g *Guards) stopMemory(what string, n, limit int64, unit string) goja.Value {
	g.stop(runtime.KindWorkerExit, g.lim.memoryMessage(what, n, limit, unit))
	return g.haltedValue()
}

// largeAllocation is the size from which a guarded allocation is checked
// against the heap itself (Config.Admit), not only against its limit.
const largeAllocation = 1 << 20

// admit ends the run when an allocation of size bytes would take the heap
// past the memory budget; it reports whether the run may go on.
func (g *Guards) admit(what string, size int64) bool {
	if size < largeAllocation || g.admitHeap == nil {
		return true
	}
	ok, heap := g.admitHeap(size)
	if !ok {
		g.stop(runtime.KindWorkerExit, fmt.Sprintf("worker error: %s: %s would allocate %d bytes with %d MiB of heap in use",
			budgetText(g.lim.memoryBytes), what, size, heap>>20))
	}
	return ok
}

// stopWork ends the run as a timeout: one uninterruptible call would do
// more work than the run may.
func (g *Guards) stopWork(what string, n, limit int64) goja.Value {
	g.stop(runtime.KindTimeout, fmt.Sprintf("compute budget: %s would visit %d elements in one uninterruptible call (limit %d)", what, n, limit))
	return g.haltedValue()
}

// haltedValue is what a guard returns after stopping the run. Go code in
// a builtin is not interruptible, so it throws; the program cannot catch
// it usefully, because the pending interrupt fires at the next bytecode.
func (g *Guards) haltedValue() goja.Value {
	g.throw(g.rangeError, "run halted by the sandbox")
	return goja.Undefined()
}
