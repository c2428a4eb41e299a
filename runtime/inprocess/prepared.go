package inprocess

import (
	"runtime"
	"sync"
)

// preparedRealms is how many realms a Runtime keeps built ahead of the
// runs that will use them: one per processor, up to four. It is read when
// the Runtime is made, not when the package is loaded, so a process that
// lowers GOMAXPROCS first (a process backend worker, one run at a time)
// keeps one realm, not a realm per processor of the machine.
func preparedRealms() int { return min(runtime.GOMAXPROCS(0), 4) }

// realmPool keeps a few realms built ahead of the runs that will use
// them. Building a realm (goja's intrinsics, the language library, the
// sandbox guards, the timers) is most of what a short run costs, and none
// of it depends on the request, so a builder goroutine does it off the
// run's critical path, on an idle processor. Each realm serves exactly one
// run and is dropped with it: the pool moves work, it shares nothing
// between runs. A run that finds the pool empty builds its own realm, in
// parallel with the builder.
type realmPool struct {
	rt    *Runtime
	ready chan *run     // prepared runs, not yet bound to a request
	wake  chan struct{} // a realm was taken: build another
	done  chan struct{} // closed by stop
	start sync.Once
	wg    sync.WaitGroup
}

func newRealmPool(rt *Runtime, size int) *realmPool {
	return &realmPool{rt: rt, ready: make(chan *run, max(size, 1)), wake: make(chan struct{}, 1), done: make(chan struct{})}
}

// take returns a prepared run, or nil when none is ready. The builder
// starts at the first take, so a Runtime that never runs builds nothing.
func (p *realmPool) take() *run {
	p.start.Do(func() {
		p.wg.Add(1)
		go p.build()
	})
	select {
	case r := <-p.ready:
		return r
	default:
		return nil
	}
}

// refill asks the builder to replace the realms taken so far. Run calls
// it when its result is ready, not when it takes its realm: woken at the
// take, the builder would build the next realm while this run executes,
// on the same processor or the other one, and a trivial run that found
// its realm ready took 2–4 times as long (BenchmarkTrivialRunWarm: 72 →
// 50 µs, and 300 → 120 µs after an idle gap in bench/).
func (p *realmPool) refill() {
	select {
	case p.wake <- struct{}{}:
	default:
	}
}

// build keeps the pool full until stop. A realm that fails to prepare
// ends the builder: runs then prepare their own and report the failure.
func (p *realmPool) build() {
	defer p.wg.Done()
	for {
		for len(p.ready) < cap(p.ready) {
			select {
			case <-p.done:
				return
			default:
			}
			r := newRun(p.rt)
			if err := r.prepare(); err != nil {
				r.release()
				return
			}
			p.ready <- r // only this goroutine sends, and there is room
		}
		select {
		case <-p.wake:
		case <-p.done:
			return
		}
	}
}

// stop ends the builder, waits for it, and drops the prepared realms.
// The Runtime calls it once, after its last run.
func (p *realmPool) stop() {
	select {
	case <-p.done:
		return
	default:
		close(p.done)
	}
	p.wg.Wait()
	for {
		select {
		case r := <-p.ready:
			r.release()
		default:
			return
		}
	}
}
