package runcode_test

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/runcode"
	"github.com/codemode-go/codemode/runtime"
)

// BenchmarkRunCode measures nested calls from a program through the full
// pipeline on the in-process runtime: 100 sequential awaits, and 1,000
// calls under Promise.all. ns/call divides by the number of sub-calls.
func BenchmarkRunCode(b *testing.B) {
	rt := inproc(b)
	for _, tc := range []struct {
		name string
		n    int
		code string
		safe bool
	}{
		{"sequential100", 100, `for (let i = 0; i < 100; i++) await tools.t({ i }); return 1`, false},
		{"sequential100safe", 100, `for (let i = 0; i < 100; i++) await tools.t({ i }); return 1`, true},
		{"promiseAll1000", 1000, `const rs = await Promise.all(Array.from({ length: 1000 }, (_, i) => tools.t({ i }))); return rs.length`, true},
		{"empty", 1, `return 1`, false},
	} {
		b.Run(tc.name, func(b *testing.B) {
			tool := constTool("t")
			if !tc.safe {
				tool.ConcurrencySafe = nil
			}
			r := newReg(b, &registry.Options{Mode: registry.ModeCode, MaxParallelSubCalls: 10}, &runcode.Options{Runtime: rt}, tool)
			args, _ := json.Marshal(map[string]string{"code": tc.code, "description": "Benchmark the calls"})
			c := registry.Call{ID: "c", Name: "run_code", Arguments: args}
			ctx := context.Background()
			b.ReportAllocs()
			for b.Loop() {
				if res := r.Call(ctx, c); res.IsError {
					b.Fatal(res.Message())
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*tc.n), "ns/call")
		})
	}
}

// BenchmarkSubCall is the registry's share of one nested call: a scripted
// runtime issues sequential binding calls, so no JavaScript engine cost is
// included.
func BenchmarkSubCall(b *testing.B) {
	const n = 100
	rt := &fakeRuntime{run: func(ctx context.Context, req runtime.Request) (runtime.Result, error) {
		for range n {
			if _, err := callSync(ctx, req, "t", `{"i":1}`); err != nil {
				return runtime.Result{}, err
			}
		}
		return runtime.Result{Logs: []string{}}, nil
	}}
	for _, safe := range []bool{true, false} {
		b.Run(map[bool]string{true: "safe", false: "exclusive"}[safe], func(b *testing.B) {
			tool := constTool("t")
			if !safe {
				tool.ConcurrencySafe = nil
			}
			r := newReg(b, &registry.Options{Mode: registry.ModeCode}, &runcode.Options{Runtime: rt}, tool)
			c := runCode("scripted")
			ctx := context.Background()
			b.ReportAllocs()
			for b.Loop() {
				if res := r.Call(ctx, c); res.IsError {
					b.Fatal(res.Message())
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*n), "ns/call")
		})
	}
}
