package inprocess

import (
	"context"
	"encoding/json"
	"runtime/metrics"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/codemode-go/codemode/runtime"
)

func echoNS() []runtime.Namespace {
	return []runtime.Namespace{{Global: "tools", ErrorClass: &runtime.ErrorClass{Name: "ToolCallError", MemberProperty: "toolName"},
		Functions: []runtime.Function{
			{Name: "echo", Call: func(_ context.Context, args json.RawMessage, reply runtime.Reply) { reply(args, nil) }},
			{Name: "never", Call: func(context.Context, json.RawMessage, runtime.Reply) {}},
		}}}
}

func benchRun(b *testing.B, rt *Runtime, program string) {
	b.Helper()
	res, err := rt.Run(context.Background(), runtime.Request{Program: program, Namespaces: echoNS()})
	if err != nil || res.Error != nil {
		b.Fatal(err, res.Error)
	}
}

func BenchmarkTrivialRun(b *testing.B) {
	rt := mustNew(b, nil)
	b.ReportAllocs()
	for b.Loop() {
		benchRun(b, rt, `return 1`)
	}
}

// BenchmarkTrivialRunWarm is the latency of a trivial run that arrives at
// an idle Runtime (its prepared realms built), as a request to a server
// does; BenchmarkTrivialRun is back-to-back throughput.
func BenchmarkTrivialRunWarm(b *testing.B) {
	rt := mustNew(b, nil)
	benchRun(b, rt, `return 1`)
	b.ReportAllocs()
	for b.Loop() {
		b.StopTimer()
		for len(rt.realms.ready) < cap(rt.realms.ready) {
			time.Sleep(50 * time.Microsecond)
		}
		b.StartTimer()
		benchRun(b, rt, `return 1`)
	}
}

func BenchmarkTrivialRunUncached(b *testing.B) {
	rt := mustNew(b, nil)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		i++ // a fresh source each time: both caches miss
		benchRun(b, rt, "return 1 // "+strconv.Itoa(i))
	}
}

func BenchmarkOneCall(b *testing.B) {
	rt := mustNew(b, nil)
	b.ReportAllocs()
	for b.Loop() {
		benchRun(b, rt, `return await tools.echo({ a: 1 })`)
	}
}

func BenchmarkSequentialCalls1000(b *testing.B) {
	rt := mustNew(b, nil)
	b.ReportAllocs()
	for b.Loop() {
		benchRun(b, rt, `let s = 0; for (let i = 0; i < 1000; i++) s += await tools.echo(i); return s`)
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/1000, "ns/call")
}

func BenchmarkPromiseAll1000(b *testing.B) {
	rt := mustNew(b, nil)
	b.ReportAllocs()
	for b.Loop() {
		benchRun(b, rt, `const xs = []; for (let i = 0; i < 1000; i++) xs.push(tools.echo(i)); return (await Promise.all(xs)).length`)
	}
}

// BenchmarkConcurrentPending100 measures the heap held by 100 runs that
// are all parked on a pending host call.
func BenchmarkConcurrentPending100(b *testing.B) {
	rt := mustNew(b, nil)
	b.ReportAllocs()
	sample := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
	var peak float64
	for b.Loop() {
		metrics.Read(sample)
		base := float64(sample[0].Value.Uint64())
		ctx, cancel := context.WithCancel(context.Background())
		var started, done sync.WaitGroup
		for i := 0; i < 100; i++ {
			started.Add(1)
			done.Add(1)
			nss := []runtime.Namespace{{Global: "tools", Functions: []runtime.Function{{Name: "wait", Call: func(context.Context, json.RawMessage, runtime.Reply) { started.Done() }}}}}
			go func() {
				defer done.Done()
				_, _ = rt.Run(ctx, runtime.Request{Program: `return await tools.wait({})`, Namespaces: nss})
			}()
		}
		started.Wait()
		metrics.Read(sample)
		if d := float64(sample[0].Value.Uint64()) - base; d > peak {
			peak = d
		}
		cancel()
		done.Wait()
	}
	b.ReportMetric(peak/(1<<20), "peak-MiB")
}

// BenchmarkTrivialRunWithoutLanglib is BenchmarkTrivialRun in realms
// without the language library (issue #7: it may add at most 20%). The
// guards' lazy groups hook langlib's global lookups, so without it they
// never install: the comparison errs against langlib.
func BenchmarkTrivialRunWithoutLanglib(b *testing.B) {
	withLanglib = false
	defer func() { withLanglib = true }()
	BenchmarkTrivialRun(b)
}

// BenchmarkPrepareRealmWithoutLanglib is BenchmarkPrepareRealm without the
// language library.
func BenchmarkPrepareRealmWithoutLanglib(b *testing.B) {
	withLanglib = false
	defer func() { withLanglib = true }()
	BenchmarkPrepareRealm(b)
}

// BenchmarkPrepareRealm is building one realm: what the realm pool does
// off the critical path for every run.
func BenchmarkPrepareRealm(b *testing.B) {
	rt := mustNew(b, nil)
	b.ReportAllocs()
	for b.Loop() {
		r := newRun(rt)
		if err := r.prepare(); err != nil {
			b.Fatal(err)
		}
		r.release()
	}
}
