package langlib

import (
	"fmt"

	"github.com/dop251/goja"
)

// performanceHost provides host.now() to js/performance.js: goja's own
// Date.now, read from goja's global object (which the program cannot
// replace through globalThis), so the runtime's time source (a replayed
// run's recorded clock) is the clock of performance.now() too.
func performanceHost(st *state, host *goja.Object) error {
	date, ok := st.base.Get("Date").(*goja.Object)
	if !ok {
		return fmt.Errorf("langlib: performance: no Date")
	}
	now, ok := goja.AssertFunction(date.Get("now"))
	if !ok {
		return fmt.Errorf("langlib: performance: no Date.now")
	}
	return host.Set("now", func(goja.FunctionCall) goja.Value {
		v, err := now(goja.Undefined())
		if err != nil {
			panic(err)
		}
		return v
	})
}
