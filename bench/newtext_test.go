package bench

import (
	"context"
	"encoding/json"
	"os"
	"strconv"
	"testing"

	"github.com/codemode-go/codemode/internal/testhook"
	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/runtime"
	"github.com/codemode-go/codemode/runtime/process"
)

// The benchmarks of this file give every run a new program text, as a
// model sends new code with every call: the scenario with
// `const __run = <i>;` before it, the text the real-peer runner
// (bench/realpeer) gives the published executors. Nothing a repeated text
// would find cached (the transpile cache, a compiled program) applies.
// bench/realcompare reads them by these names.

// newText is run i of s: a text no earlier run had.
func (s *scenario) newText(i int) string {
	return "const __run = " + strconv.Itoa(i) + ";\n" + s.program
}

// BenchmarkNewText runs each scenario through runtime/inprocess, a new
// text per run.
func BenchmarkNewText(b *testing.B) {
	newTextLoop(b, newRuntime(b))
}

// BenchmarkNewTextProcess is BenchmarkNewText on the process backend
// (runtime/process, serve's default isolation): each run in a confined
// worker process of this test binary.
func BenchmarkNewTextProcess(b *testing.B) {
	rt, err := process.New(nil, nil)
	if err != nil {
		b.Skipf("process isolation unavailable: %v", err)
	}
	b.Cleanup(func() { rt.Close() })
	newTextLoop(b, rt)
}

func newTextLoop(b *testing.B, rt runtime.Runtime) {
	ctx := context.Background()
	n := 0
	for _, name := range timed {
		s := load(b, name)
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				req := s.request(echoBlocking)
				n++
				req.Program = s.newText(n)
				res, err := rt.Run(ctx, req)
				s.checkRun(b, res, err)
			}
		})
	}
}

// BenchmarkNewTextRegistry is the same through the registry's run_code,
// a new text per call.
func BenchmarkNewTextRegistry(b *testing.B) {
	r := newRegistry(b, newRuntime(b))
	ctx := context.Background()
	n := 0
	for _, name := range timed {
		s := load(b, name)
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				n++
				args, err := json.Marshal(map[string]string{"code": s.newText(n), "description": "benchmark scenario " + s.name})
				if err != nil {
					b.Fatal(err)
				}
				s.checkCall(b, r.Call(ctx, registry.Call{ID: "bench", Name: registry.RunCodeName, Arguments: args}))
			}
		})
	}
}

// TestMain lets this test binary serve as the process backend's worker.
func TestMain(m *testing.M) {
	testhook.Enable()
	process.WorkerMain()
	os.Exit(m.Run())
}
