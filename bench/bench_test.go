package bench

import (
	"bytes"
	"context"
	_ "embed"
	"encoding/json"
	"fmt"
	"os"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/runcode"
	"github.com/codemode-go/codemode/runtime"
	"github.com/codemode-go/codemode/runtime/inprocess"
)

// expectedJSON holds every scenario's completion value and logs as the
// Node peer computes them (testdata/record-expected.mjs records it).
//
//go:embed testdata/expected.json
var expectedJSON []byte

// scenario is one program of scenarios/ with the answer it must produce.
type scenario struct {
	name    string
	program string
	value   []byte   // compact JSON of the completion
	logs    []string // console entries
	canon   []byte   // run_code's canonical value {"logs":[...],"value":...}
}

// timed are the scenarios BenchmarkScenario measures, in report order;
// bench/compare reads them by these names. n200 is 200 trivial runs back
// to back per op.
var timed = []string{"trivial", "calls", "parallel", "compute", "json", "fifty", "compute-loop", "compute-sort"}

// toolFree are the scenarios that call no tool (the host flavour cannot
// matter for them).
var toolFree = map[string]bool{"trivial": true, "compute": true, "json": true, "compute-loop": true, "compute-sort": true}

var (
	loadOnce  sync.Once
	loaded    map[string]*scenario
	loadError error
)

// load reads scenarios/<name>.ts and its recorded answer.
func load(tb testing.TB, name string) *scenario {
	tb.Helper()
	loadOnce.Do(func() { loaded, loadError = loadAll() })
	if loadError != nil {
		tb.Fatal(loadError)
	}
	s, ok := loaded[name]
	if !ok {
		tb.Fatalf("no scenario %q in scenarios/ with an answer in testdata/expected.json", name)
	}
	return s
}

func loadAll() (map[string]*scenario, error) {
	var doc struct {
		Scenarios map[string]struct {
			Value json.RawMessage `json:"value"`
			Logs  []string        `json:"logs"`
		} `json:"scenarios"`
	}
	if err := json.Unmarshal(expectedJSON, &doc); err != nil {
		return nil, fmt.Errorf("testdata/expected.json: %v", err)
	}
	out := map[string]*scenario{}
	for name, e := range doc.Scenarios {
		src, err := os.ReadFile("scenarios/" + name + ".ts")
		if err != nil {
			return nil, fmt.Errorf("scenario %s: %v", name, err)
		}
		var v bytes.Buffer
		if err := json.Compact(&v, e.Value); err != nil {
			return nil, fmt.Errorf("testdata/expected.json: scenario %s: %v", name, err)
		}
		logs := e.Logs
		if logs == nil {
			logs = []string{}
		}
		lj, _ := json.Marshal(logs)
		canon := append(append(append([]byte(`{"logs":`), lj...), `,"value":`...), v.Bytes()...)
		out[name] = &scenario{name: name, program: string(src), value: v.Bytes(), logs: logs, canon: append(canon, '}')}
	}
	return out, nil
}

// sameJSON reports whether got is want, ignoring insignificant whitespace.
func sameJSON(got, want []byte) bool {
	if bytes.Equal(got, want) {
		return true
	}
	var c bytes.Buffer
	return json.Compact(&c, got) == nil && bytes.Equal(c.Bytes(), want)
}

// checkRun fails unless res is the scenario's answer.
func (s *scenario) checkRun(tb testing.TB, res runtime.Result, err error) {
	if err != nil {
		tb.Fatalf("%s: Run: %v", s.name, err)
	}
	if res.Error != nil {
		tb.Fatalf("%s: run failed: %v", s.name, res.Error)
	}
	if !sameJSON(res.Value, s.value) {
		tb.Fatalf("%s: value %s, want %s (as Node computes it)", s.name, res.Value, s.value)
	}
	if strings.Join(res.Logs, "\n") != strings.Join(s.logs, "\n") || len(res.Logs) != len(s.logs) {
		tb.Fatalf("%s: logs %q, want %q", s.name, res.Logs, s.logs)
	}
}

// checkCall fails unless res is run_code's canonical answer.
func (s *scenario) checkCall(tb testing.TB, res *registry.Result) {
	if res.IsError {
		tb.Fatalf("%s: run_code failed: %s", s.name, res.Message())
	}
	if !sameJSON(res.Value, s.canon) {
		tb.Fatalf("%s: run_code value %s, want %s", s.name, res.Value, s.canon)
	}
}

// echoBlocking is the realistic echo: like every registry tool body, the
// reply comes from another goroutine (the registry's scheduler dispatches
// each sub-call on a goroutine of its own).
var echoBlocking = runtime.Blocking(func(_ context.Context, args json.RawMessage) (json.RawMessage, error) {
	return args, nil
})

// echoDirect replies before the HostFunc returns, on the run's own
// goroutine: the cheapest possible host, the bridge's floor.
func echoDirect(_ context.Context, args json.RawMessage, reply runtime.Reply) { reply(args, nil) }

// request is one run of s with tools.echo bound to echo.
func (s *scenario) request(echo runtime.HostFunc) runtime.Request {
	return runtime.Request{
		Program: s.program,
		Namespaces: []runtime.Namespace{{
			Global:     "tools",
			ErrorClass: &runtime.ErrorClass{Name: "ToolCallError", MemberProperty: "toolName"},
			Functions:  []runtime.Function{{Name: "echo", Call: echo}},
		}},
	}
}

func newRuntime(tb testing.TB) *inprocess.Runtime {
	tb.Helper()
	rt, err := inprocess.New(nil)
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { rt.Close() })
	return rt
}

// newRegistry is a code-mode registry with a concurrency-safe echo tool
// whose value is its arguments.
func newRegistry(tb testing.TB, rt runtime.Runtime) *registry.Registry {
	tb.Helper()
	r, _, err := runcode.NewRegistry(&registry.Options{Mode: registry.ModeCode}, &runcode.Options{Runtime: rt})
	if err != nil {
		tb.Fatal(err)
	}
	_, err = r.Register(registry.Tool{
		Name:            "echo",
		Description:     "Return the arguments.",
		ConcurrencySafe: func(json.RawMessage) bool { return true },
		Execute: func(_ context.Context, e *registry.Execution) (json.RawMessage, error) {
			return e.Arguments(), nil
		},
	})
	if err != nil {
		tb.Fatal(err)
	}
	return r
}

// runCode is the run_code call of s.
func (s *scenario) runCode(tb testing.TB) registry.Call {
	args, err := json.Marshal(map[string]string{"code": s.program, "description": "benchmark scenario " + s.name})
	if err != nil {
		tb.Fatal(err)
	}
	return registry.Call{ID: "bench", Name: registry.RunCodeName, Arguments: args}
}

// BenchmarkScenario runs each scenario through runtime/inprocess with the
// realistic echo host (echoBlocking). ns/op is one run; n200 is 200
// trivial runs back to back per op and also reports ns/run.
func BenchmarkScenario(b *testing.B) {
	rt := newRuntime(b)
	ctx := context.Background()
	for _, name := range timed {
		s := load(b, name)
		req := s.request(echoBlocking)
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				res, err := rt.Run(ctx, req)
				s.checkRun(b, res, err)
			}
		})
	}
	s := load(b, "trivial")
	req := s.request(echoBlocking)
	b.Run("n200", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			for range 200 {
				res, err := rt.Run(ctx, req)
				s.checkRun(b, res, err)
			}
		}
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(200*b.N), "ns/run")
	})
}

// idleGap is how long the warm benchmarks leave the runtime idle before
// each timed run: time for its realm builder to prepare the next realms,
// as it has between the requests of a server.
const idleGap = 3 * time.Millisecond

// BenchmarkScenarioWarm is the latency of a trivial run that arrives at
// an idle runtime, as a request to `codemode serve` does: the realm it
// runs in was prepared ahead (BenchmarkScenario/trivial is back to back,
// where each run also pays for, or waits on, building a realm).
func BenchmarkScenarioWarm(b *testing.B) {
	rt := newRuntime(b)
	s := load(b, "trivial")
	req := s.request(echoBlocking)
	warmLoop(b, func(b *testing.B) {
		res, err := rt.Run(context.Background(), req)
		s.checkRun(b, res, err)
	})
}

// BenchmarkScenarioRegistryWarm is BenchmarkScenarioWarm as the code of a
// run_code call through the registry.
func BenchmarkScenarioRegistryWarm(b *testing.B) {
	r := newRegistry(b, newRuntime(b))
	s := load(b, "trivial")
	call := s.runCode(b)
	warmLoop(b, func(b *testing.B) { s.checkCall(b, r.Call(context.Background(), call)) })
}

// warmLoop times run as sub-benchmark "trivial", leaving idleGap untimed
// before each run.
func warmLoop(b *testing.B, run func(*testing.B)) {
	b.Run("trivial", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			b.StopTimer()
			time.Sleep(idleGap)
			b.StartTimer()
			run(b)
		}
	})
}

// BenchmarkScenarioDirect runs the tool-calling scenarios with a host that
// replies synchronously (echoDirect): the difference from
// BenchmarkScenario is the cost of a goroutine hop per call.
func BenchmarkScenarioDirect(b *testing.B) {
	rt := newRuntime(b)
	ctx := context.Background()
	for _, name := range timed {
		if toolFree[name] {
			continue
		}
		s := load(b, name)
		req := s.request(echoDirect)
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				res, err := rt.Run(ctx, req)
				s.checkRun(b, res, err)
			}
		})
	}
}

// BenchmarkScenarioRegistry runs each scenario as the code of one
// model-direct run_code call: transport, sub-call scheduler and the full
// policy pipeline per nested echo call, on the in-process runtime, with
// the registry's default MaxParallelSubCalls.
func BenchmarkScenarioRegistry(b *testing.B) {
	r := newRegistry(b, newRuntime(b))
	ctx := context.Background()
	for _, name := range timed {
		s := load(b, name)
		call := s.runCode(b)
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				s.checkCall(b, r.Call(ctx, call))
			}
		})
	}
}

// rssProgram is the peer's rss100 program: one pending host call.
const rssProgram = "const r = await tools.block({ n: 1 }) as { n: number };\nreturn r.n;"

// rssRuns is how many runs BenchmarkRSS100 holds at once.
const rssRuns = 100

// holdAll starts rssRuns runs with start, waits until each has made its
// call, samples the resident set (sample, or this process's VmRSS when
// nil), then releases them and checks that every run returned 1. start
// must run one program whose tools.block is block.
func holdAll(b *testing.B, sample func() float64, start func(block func(ctx context.Context, args json.RawMessage) (json.RawMessage, error)) ([]byte, error)) (rssMiB float64) {
	b.Helper()
	var arrived sync.WaitGroup
	arrived.Add(rssRuns)
	gate := make(chan struct{})
	block := func(ctx context.Context, args json.RawMessage) (json.RawMessage, error) {
		arrived.Done()
		select {
		case <-gate:
			return args, nil
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
	type out struct {
		v   []byte
		err error
	}
	results := make(chan out, rssRuns)
	for range rssRuns {
		go func() {
			v, err := start(block)
			results <- out{v, err}
		}()
	}
	arrived.Wait()
	if sample == nil {
		sample = func() float64 { return procStatusMiB(b, "VmRSS") }
	}
	rss := sample()
	close(gate)
	for range rssRuns {
		o := <-results
		if o.err != nil {
			b.Fatal(o.err)
		}
		if string(o.v) != "1" {
			b.Fatalf("a held run returned %s, want 1", o.v)
		}
	}
	return rss
}

// BenchmarkRSS100 holds 100 concurrent runs on runtime/inprocess, each
// parked on a pending host call, and reports the process's peak resident
// set (peak-rss-MiB, VmHWM) and the resident set while all are held
// (rss-MiB). Run it alone in its own process (-benchtime 1x): the peak
// covers everything the process did before.
func BenchmarkRSS100(b *testing.B) {
	rt := newRuntime(b)
	ctx := context.Background()
	before := procStatusMiB(b, "VmRSS")
	var held float64
	for b.Loop() {
		held = holdAll(b, nil, func(block func(context.Context, json.RawMessage) (json.RawMessage, error)) ([]byte, error) {
			res, err := rt.Run(ctx, runtime.Request{Program: rssProgram, Namespaces: []runtime.Namespace{{
				Global: "tools", Functions: []runtime.Function{{Name: "block", Call: runtime.Blocking(block)}},
			}}})
			if err == nil && res.Error != nil {
				err = res.Error
			}
			return res.Value, err
		})
	}
	reportRSS(b, before, held)
}

// BenchmarkRSS100Registry is BenchmarkRSS100 with each run a run_code call
// through the registry (a blocking, concurrency-safe tool).
func BenchmarkRSS100Registry(b *testing.B) {
	rt := newRuntime(b)
	var block func(context.Context, json.RawMessage) (json.RawMessage, error)
	var mu sync.Mutex
	r, _, err := runcode.NewRegistry(&registry.Options{Mode: registry.ModeCode}, &runcode.Options{Runtime: rt})
	if err != nil {
		b.Fatal(err)
	}
	if _, err := r.Register(registry.Tool{Name: "block", Description: "Wait for the gate.",
		ConcurrencySafe: func(json.RawMessage) bool { return true },
		Execute: func(ctx context.Context, e *registry.Execution) (json.RawMessage, error) {
			mu.Lock()
			f := block
			mu.Unlock()
			return f(ctx, e.Arguments())
		}}); err != nil {
		b.Fatal(err)
	}
	args, _ := json.Marshal(map[string]string{"code": rssProgram, "description": "hold one call"})
	ctx := context.Background()
	before := procStatusMiB(b, "VmRSS")
	var held float64
	for b.Loop() {
		held = holdAll(b, nil, func(f func(context.Context, json.RawMessage) (json.RawMessage, error)) ([]byte, error) {
			mu.Lock()
			block = f
			mu.Unlock()
			res := r.Call(ctx, registry.Call{ID: "rss", Name: registry.RunCodeName, Arguments: args})
			if res.IsError {
				return nil, fmt.Errorf("run_code: %s", res.Message())
			}
			var v struct {
				Value json.RawMessage `json:"value"`
			}
			err := json.Unmarshal(res.Value, &v)
			return v.Value, err
		})
	}
	reportRSS(b, before, held)
}

func reportRSS(b *testing.B, before, held float64) {
	b.ReportMetric(procStatusMiB(b, "VmHWM"), "peak-rss-MiB")
	b.ReportMetric(held, "rss-MiB")
	b.ReportMetric((held-before)*1024/rssRuns, "KiB/run")
}

// procStatusMiB reads one kB field of /proc/self/status, in MiB.
func procStatusMiB(b *testing.B, field string) float64 {
	b.Helper()
	text, err := os.ReadFile("/proc/self/status")
	if err != nil {
		b.Skipf("resident set size needs /proc: %v", err)
	}
	for _, line := range strings.Split(string(text), "\n") {
		if v, ok := strings.CutPrefix(line, field+":"); ok {
			kb, err := strconv.ParseFloat(strings.TrimSuffix(strings.TrimSpace(v), " kB"), 64)
			if err != nil {
				b.Fatalf("/proc/self/status %s: %v", field, err)
			}
			return kb / 1024
		}
	}
	b.Skipf("/proc/self/status has no %s", field)
	return 0
}

// consoleCases are console-heavy programs (not peer scenarios): the first
// non-string console argument of a run builds the renderer
// (runtime/internal/inspect), later ones reuse it. The expected lines are
// what Node 20 prints for the same calls.
var consoleCases = []struct {
	name, program string
	logs          func() []string
}{
	{"string", `console.log("found 3 issues"); return 1`, func() []string { return []string{"found 3 issues"} }},
	{"object", `console.log({ a: 1, b: [1, 2, 3], c: 'x' }); return 1`, func() []string { return []string{"{ a: 1, b: [ 1, 2, 3 ], c: 'x' }"} }},
	{"object100", `for (let i = 0; i < 100; i++) console.log({ i, tags: ['a', 'b'] }); return 1`, func() []string {
		out := make([]string, 100)
		for i := range out {
			out[i] = fmt.Sprintf("{ i: %d, tags: [ 'a', 'b' ] }", i)
		}
		return out
	}},
}

// BenchmarkConsole measures console.log through runtime/inprocess: a
// string (no renderer), one object (the renderer's setup plus one
// rendering) and 100 objects.
func BenchmarkConsole(b *testing.B) {
	rt := newRuntime(b)
	ctx := context.Background()
	for _, tc := range consoleCases {
		s := &scenario{name: "console/" + tc.name, program: tc.program, value: []byte("1"), logs: tc.logs()}
		req := s.request(echoBlocking)
		b.Run(tc.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				res, err := rt.Run(ctx, req)
				s.checkRun(b, res, err)
			}
		})
	}
}
