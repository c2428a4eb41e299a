package inprocess

import (
	"context"
	goruntime "runtime"
	"sync"
	"testing"
	"time"

	"github.com/codemode-go/codemode/runtime"
)

// BenchmarkStuckExpiryToReturn measures how long after its wall-clock
// ceiling Run returns when the run is stuck in Go code, the backstop's
// bound (StopGrace plus scheduling): late-ms is the mean, max-late-ms the
// worst of the iterations. Each iteration's stuck goroutine is released
// and drained, untimed, before the next.
//
//   - blocked, spinning: __stuckInGo (testhook.go) blocks, or keeps a
//     processor busy;
//   - spinning, CPUs saturated: the same while 2×GOMAXPROCS other
//     goroutines spin in Go, as quarantined ones would, competing with the
//     timers and the waiting caller for processors;
//   - allocating 256 MiB: the stuck builtin first allocates and touches
//     256 MiB (GC work while the deadline passes);
//   - charAt recursion: a real goja case needing no hook — interrupting a
//     recursion that passes 3,000 times through String.prototype.charAt's
//     valueOf conversion makes goja unwind for seconds in Go.
func BenchmarkStuckExpiryToReturn(b *testing.B) {
	const wall = 100 * time.Millisecond
	cases := []struct {
		name, program string
		wall          time.Duration
		saturate      bool
	}{
		{name: "blocked", program: `__stuckInGo(3600000, 0, false)`, wall: wall},
		{name: "spinning", program: `__stuckInGo(3600000, 0, true)`, wall: wall},
		{name: "spinning, CPUs saturated", program: `__stuckInGo(3600000, 0, true)`, wall: wall, saturate: true},
		{name: "allocating 256 MiB", program: `__stuckInGo(3600000, 256 * 1024 * 1024, true)`, wall: wall},
		{name: "charAt recursion", program: `let n = 0;
function f(): any { if (++n > 3000) for (;;) {} return "ab".charAt({ valueOf: f } as any); }
f();`, wall: time.Second},
	}
	for _, c := range cases {
		b.Run(c.name, func(b *testing.B) {
			b.Setenv(StuckHookEnv, "1")
			rt, err := New(&runtime.Options{Wall: c.wall, Compute: time.Hour, MemoryBytes: 1 << 30})
			if err != nil {
				b.Fatal(err)
			}
			defer rt.Close()
			if c.saturate {
				stop := make(chan struct{})
				var wg sync.WaitGroup
				for i := 0; i < 2*goruntime.GOMAXPROCS(0); i++ {
					wg.Add(1)
					go func() {
						defer wg.Done()
						for {
							select {
							case <-stop:
								return
							default:
							}
						}
					}()
				}
				defer func() { close(stop); wg.Wait() }()
			}
			var total, worst time.Duration
			for b.Loop() {
				start := time.Now()
				res, err := rt.Run(context.Background(), runtime.Request{Program: c.program})
				late := time.Since(start) - c.wall
				if err != nil || res.Error == nil || res.Error.Kind != runtime.KindTimeout {
					b.Fatalf("got %v %v", res.Error, err)
				}
				total += late
				worst = max(worst, late)
				b.StopTimer()
				releaseStuck()
				waitDrained(b)
				b.StartTimer()
			}
			b.ReportMetric(float64(total.Microseconds())/1000/float64(b.N), "late-ms")
			b.ReportMetric(float64(worst.Microseconds())/1000, "max-late-ms")
		})
	}
}
