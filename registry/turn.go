package registry

import (
	"context"
	"sync"
)

// CallTurn runs the tool calls a model sent in one turn and returns their
// results in the order of calls. Calls run in that order, with the rule
// run_code programs follow (EM-1, EM-2): consecutive concurrency-safe
// calls (see [Registry.ConcurrencySafe]) overlap, up to
// Options.MaxParallelSubCalls at once; an exclusive call waits for every
// call before it and runs alone. Each call goes through [Registry.Call]
// with its own context derived from ctx. Provider adapters use it so that
// several tool calls of one model turn behave the same in every SDK.
func (r *Registry) CallTurn(ctx context.Context, calls []Call) []*Result {
	out := make([]*Result, len(calls))
	var wg sync.WaitGroup
	slots := make(chan struct{}, r.opts.MaxParallelSubCalls)
	for i, c := range calls {
		if !r.parallel(c) {
			wg.Wait() // an exclusive call starts after the calls before it
			out[i] = r.Call(ctx, c)
			continue
		}
		slots <- struct{}{}
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer func() { <-slots }()
			out[i] = r.Call(ctx, c)
		}()
	}
	wg.Wait()
	return out
}
