package tests

import (
	"context"
	"os"
	"path/filepath"
	"sort"
	"testing"
	"time"
)

// benchRunCode measures tools/call run_code round trips over stdio against
// `codemode serve` (a subprocess), reporting the median and p99 latency,
// with each --isolation: the cost of the backend per run and per call as
// a client sees it.
func benchRunCode(b *testing.B, code string) {
	for _, isolation := range []string{"inprocess", "process"} {
		b.Run(isolation, func(b *testing.B) { benchRunCodeWith(b, code, "--isolation", isolation) })
	}
}

func benchRunCodeWith(b *testing.B, code string, flags ...string) {
	requireServe(b)
	dir := b.TempDir()
	servers := filepath.Join(dir, "servers.json")
	if err := os.WriteFile(servers, []byte(`{"mcpServers":{"up":{"command":"`+upstreamBin+`"}}}`), 0o644); err != nil {
		b.Fatal(err)
	}
	e := &e2e{dir: dir, servers: servers}
	cs := e.connect(b, nil, flags...)
	ctx := context.Background()
	// Warm up: the first run pays for transpiling and compiling.
	for i := 0; i < 3; i++ {
		if res, err := runCode(b, ctx, cs, code); err != nil || res.IsError {
			b.Fatalf("warm-up: %v %s", err, resultText(res))
		}
	}
	lat := make([]time.Duration, 0, b.N)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		start := time.Now()
		res, err := runCode(b, ctx, cs, code)
		lat = append(lat, time.Since(start))
		if err != nil || res.IsError {
			b.Fatalf("run %d: %v %s", i, err, resultText(res))
		}
	}
	b.StopTimer()
	sort.Slice(lat, func(i, j int) bool { return lat[i] < lat[j] })
	b.ReportMetric(float64(lat[len(lat)/2].Microseconds())/1000, "p50-ms")
	b.ReportMetric(float64(lat[len(lat)*99/100].Microseconds())/1000, "p99-ms")
}

// BenchmarkMCPRunCodeTrivial: a run_code round trip over stdio for a
// trivial program (target: under 1 ms p50).
func BenchmarkMCPRunCodeTrivial(b *testing.B) {
	benchRunCode(b, "return 1")
}

// BenchmarkMCPRunCode100UpstreamCalls: one program making 100 sequential
// upstream calls (each a tools/call to the tests/mcpupstream process).
func BenchmarkMCPRunCode100UpstreamCalls(b *testing.B) {
	benchRunCode(b, "let s = 0; for (let i = 0; i < 100; i++) { s += (await tools.add({a: i, b: 1})).sum; } return s")
}

// BenchmarkMCPRunCode100ParallelUpstreamCalls: the same 100 calls under
// Promise.all (add is read-only, so they overlap up to the registry's
// parallel limit).
func BenchmarkMCPRunCode100ParallelUpstreamCalls(b *testing.B) {
	benchRunCode(b, "const rs = await Promise.all(Array.from({length: 100}, (_, i) => tools.add({a: i, b: 1}))); return rs.length")
}
