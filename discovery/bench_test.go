package discovery

import (
	"sort"
	"syscall"
	"testing"
	"time"
)

// cpuTime is the CPU time (user and system) this process has used. On a
// shared machine, wall time includes waiting for a core; CPU time per
// operation does not.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchmarkBuild10k measures building the catalog and index of 10,000
// tools (once per catalog change).
func BenchmarkBuild10k(b *testing.B) {
	tools, _ := joined(realServers(b))
	tools = append(tools, synthetic(10000-len(tools))...)
	b.ResetTimer()
	cpu := cpuTime()
	n := 0
	for b.Loop() {
		if _, err := New(tools); err != nil {
			b.Fatal(err)
		}
		n++
	}
	b.ReportMetric(float64((cpuTime()-cpu).Milliseconds())/float64(n), "cpu-ms/op")
}

// BenchmarkSearch10k measures one search over 10,000 tools, cycling
// through the query set, and reports the p50 and p99 latency.
func BenchmarkSearch10k(b *testing.B) {
	c, _ := fullCatalog(b, 10000)
	qs := readQueries(b)
	for _, q := range qs { // render the signatures of likely hits once
		_, _ = c.Search(q.text, nil)
	}
	var lat []time.Duration
	b.ResetTimer()
	cpu := cpuTime()
	i := 0
	for b.Loop() {
		start := time.Now()
		if _, err := c.Search(qs[i%len(qs)].text, nil); err != nil {
			b.Fatal(err)
		}
		lat = append(lat, time.Since(start))
		i++
	}
	b.ReportMetric(float64((cpuTime()-cpu).Microseconds())/float64(i), "cpu-µs/op")
	sort.Slice(lat, func(i, j int) bool { return lat[i] < lat[j] })
	b.ReportMetric(float64(lat[len(lat)/2].Microseconds()), "p50-µs")
	b.ReportMetric(float64(lat[len(lat)*99/100].Microseconds()), "p99-µs")
}

// BenchmarkSearchNPM10k measures one search over the npm servers padded to
// 10,000 tools, cycling through both halves of the npm query set, and
// reports the p50 and p99 latency.
func BenchmarkSearchNPM10k(b *testing.B) {
	tools, _ := npmCatalog(b, 10000)
	c, err := New(tools)
	if err != nil {
		b.Fatal(err)
	}
	qs := append(readQueryFile(b, "testdata/npm/tune.tsv"), readQueryFile(b, "testdata/npm/heldout.tsv")...)
	for _, q := range qs {
		_, _ = c.Search(q.text, nil)
	}
	var lat []time.Duration
	b.ResetTimer()
	i := 0
	for b.Loop() {
		start := time.Now()
		if _, err := c.Search(qs[i%len(qs)].text, nil); err != nil {
			b.Fatal(err)
		}
		lat = append(lat, time.Since(start))
		i++
	}
	sort.Slice(lat, func(i, j int) bool { return lat[i] < lat[j] })
	b.ReportMetric(float64(lat[len(lat)/2].Microseconds()), "p50-µs")
	b.ReportMetric(float64(lat[len(lat)*99/100].Microseconds()), "p99-µs")
}

// BenchmarkParseVectors measures reading the embedded word-vector table,
// which the first catalog built in a process pays once.
func BenchmarkParseVectors(b *testing.B) {
	for b.Loop() {
		if parseVectors(vectorsBin) == nil {
			b.Fatal("the embedded table does not parse")
		}
	}
}

// BenchmarkSentences10k measures building the mean word vectors of
// 10,000 tools that featSent would need (sentvec.go): the cost it would
// add to a catalog build if it earned a weight.
func BenchmarkSentences10k(b *testing.B) {
	c, _ := fullCatalog(b, 10000)
	b.ResetTimer()
	for b.Loop() {
		c.buildSentences()
	}
}
