package process

import (
	"context"
	"testing"
	"time"

	"github.com/codemode-go/codemode/runtime"
	"github.com/codemode-go/codemode/runtime/inprocess"
)

// The overhead of process isolation per run: the same programs through
// the in-process backend and through a warm pool of workers.
func benchRuntimes(b *testing.B) map[string]runtime.Runtime {
	ip, err := inprocess.New(nil)
	if err != nil {
		b.Fatal(err)
	}
	pr, err := New(nil, &Options{Workers: 1})
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { ip.Close(); pr.Close() })
	return map[string]runtime.Runtime{"inprocess": ip, "process": pr}
}

func BenchmarkRun(b *testing.B) {
	rts := benchRuntimes(b)
	programs := map[string]string{
		"trivial": `return 1`,
		"calls":   `let s = 0; for (let i = 0; i < 10; i++) s += await tools.echo(i); return s`,
	}
	for _, backend := range []string{"inprocess", "process"} {
		for _, name := range []string{"trivial", "calls"} {
			rt, prog := rts[backend], programs[name]
			b.Run(backend+"/"+name, func(b *testing.B) {
				for i := 0; i < b.N; i++ {
					res, err := rt.Run(context.Background(), runtime.Request{Program: prog, Namespaces: echoNS(nil)})
					if err != nil || res.Error != nil {
						b.Fatal(err, res.Error)
					}
				}
			})
		}
	}
}

// BenchmarkStuckExpiryToReturn: how long after its wall-clock ceiling Run
// returns when the run is stuck in Go code in its worker (the test hook
// inprocess.StuckHookEnv installs), blocked or spinning, and when the
// worker stops answering altogether (killed WallGrace after the ceiling):
// late-ms is the mean, max-late-ms the worst. A fresh worker is waited
// for, untimed, before each iteration.
func BenchmarkStuckExpiryToReturn(b *testing.B) {
	const wall = 300 * time.Millisecond
	for _, c := range []struct{ name, program, fake string }{
		{name: "blocked", program: `__stuckInGo(3600000, 0, false)`},
		{name: "spinning", program: `__stuckInGo(3600000, 0, true)`},
		{name: "unresponsive worker", program: `1`, fake: "hang"},
	} {
		b.Run(c.name, func(b *testing.B) {
			env := []string{inprocess.StuckHookEnv + "=1"}
			if c.fake != "" {
				env = append(env, envFake+"="+c.fake)
			}
			rt, err := New(&runtime.Options{Wall: wall}, &Options{Workers: 1, Env: env})
			if err != nil {
				b.Fatal(err)
			}
			defer rt.Close()
			var total, worst time.Duration
			for b.Loop() {
				b.StopTimer()
				idleWorker(b, rt)
				b.StartTimer()
				start := time.Now()
				res, err := rt.Run(context.Background(), runtime.Request{Program: c.program})
				late := time.Since(start) - wall
				if err != nil || res.Error == nil || res.Error.Kind != runtime.KindTimeout {
					b.Fatalf("got %v %v", res.Error, err)
				}
				total += late
				worst = max(worst, late)
			}
			b.ReportMetric(float64(total.Microseconds())/1000/float64(b.N), "late-ms")
			b.ReportMetric(float64(worst.Microseconds())/1000, "max-late-ms")
		})
	}
}
