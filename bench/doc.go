// Package bench holds codemode's scenario benchmarks: the TypeScript
// programs under scenarios/ (shared with the Node peer in peer/) run
// through the public runtime API (runtime/inprocess) and through the full
// registry pipeline (registry run_code), each result checked against the
// value the Node peer computes (testdata/expected.json).
//
//	go test ./bench/ -run '^$' -bench '^BenchmarkScenario$/^calls$'
//	go test ./bench/ -run '^$' -bench '^BenchmarkRSS100$' -benchtime 1x
//
// BenchmarkRSS100 reports the process's peak resident set (VmHWM), so it
// means something only when it runs alone in its own process. The command
// bench/compare (scripts/bench-peer.sh) runs every benchmark that way,
// alternating with the peer, and writes docs/benchmarks.md.
//
// BenchmarkRSS100Process and BenchmarkRSS100Binary hold the same 100 runs
// on the process backend, with workers of this test binary and of the
// shipped cmd/codemode (built for the benchmark, what serve starts); their
// pss-MiB is what the pool takes together.
//
// The package has no API: everything lives in its tests.
package bench
