package main

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

var update = flag.Bool("update", false, "rewrite testdata/*.golden from the current output")

func TestParsePeer(t *testing.T) {
	for _, tc := range []struct {
		name, out, field string
		want             float64
		err              string
	}{
		{"median", "PEER scenario=calls node=v20.20.2 runs=10 median_ms=82.5860 min_ms=54.6620 p90_ms=613.7584\n", "median_ms", 82.586, ""},
		{"after noise", "warming up\nPEER scenario=trivial median_ms=1.5000\n", "median_ms", 1.5, ""},
		{"rss", "PEER scenario=rss100 runs=100 failed=0 rss_before_mib=40.1 rss_mib=700.5 peak_rss_mib=802.2500\n", "peak_rss_mib", 802.25, ""},
		{"failed runs", "PEER scenario=rss100 runs=100 failed=3 peak_rss_mib=802.25\n", "peak_rss_mib", 0, "3 runs failed"},
		{"missing field", "PEER scenario=calls min_ms=1\n", "median_ms", 0, "no median_ms"},
		{"no PEER line", "Error: boom\n", "median_ms", 0, "no median_ms"},
		{"bad number", "PEER median_ms=abc\n", "median_ms", 0, `median_ms="abc"`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := parsePeer([]byte(tc.out), tc.field)
			if tc.err != "" {
				if err == nil || !strings.Contains(err.Error(), tc.err) {
					t.Fatalf("err = %v, want one containing %q", err, tc.err)
				}
				return
			}
			if err != nil || got != tc.want {
				t.Fatalf("parsePeer = %v, %v; want %v", got, err, tc.want)
			}
		})
	}
}

const goOut = `goos: linux
goarch: amd64
pkg: github.com/codemode-go/codemode/bench
cpu: AMD EPYC
BenchmarkScenario/trivial-2         	      30	    583731 ns/op	  415216 B/op	    5287 allocs/op
BenchmarkScenario/n200-2            	       1	 356519580 ns/op	   1782598 ns/run	69039600 B/op	  930050 allocs/op
BenchmarkRSS100-2   	       1	  61234567 ns/op	        38.50 peak-rss-MiB	        30.25 rss-MiB	       120.0 KiB/run
BenchmarkScenario/trivialx-2         	      30	    999 ns/op
PASS
`

func TestParseGo(t *testing.T) {
	for _, tc := range []struct {
		name, out, bench, metric string
		want                     float64
		err                      string
	}{
		{"ns/op", goOut, "BenchmarkScenario/trivial", "ns/op", 583731, ""},
		{"custom metric", goOut, "BenchmarkScenario/n200", "ns/run", 1782598, ""},
		{"rss", goOut, "BenchmarkRSS100", "peak-rss-MiB", 38.5, ""},
		{"no GOMAXPROCS suffix", "BenchmarkScenario/calls \t 10 \t 14000000 ns/op\n", "BenchmarkScenario/calls", "ns/op", 14e6, ""},
		{"prefix is not a match", goOut, "BenchmarkScenario/trivia", "ns/op", 0, "no result line"},
		{"missing metric", goOut, "BenchmarkScenario/trivial", "ns/run", 0, "no ns/run on its result line"},
		{"failed", "--- FAIL: BenchmarkScenario/calls\n    bench_test.go:1: calls: value 1, want 499500\nFAIL\n", "BenchmarkScenario/calls", "ns/op", 0, "did not run"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := parseGo([]byte(tc.out), tc.bench, tc.metric)
			if tc.err != "" {
				if err == nil || !strings.Contains(err.Error(), tc.err) {
					t.Fatalf("err = %v, want one containing %q", err, tc.err)
				}
				return
			}
			if err != nil || got != tc.want {
				t.Fatalf("parseGo = %v, %v; want %v", got, err, tc.want)
			}
		})
	}
}

func TestBenchPattern(t *testing.T) {
	for in, want := range map[string]string{
		"BenchmarkRSS100":                "^BenchmarkRSS100$",
		"BenchmarkScenario/trivial":      "^BenchmarkScenario$/^trivial$",
		"BenchmarkScenario/compute-loop": "^BenchmarkScenario$/^compute-loop$",
	} {
		if got := benchPattern(in); got != want {
			t.Errorf("benchPattern(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestMedianSpread(t *testing.T) {
	for _, tc := range []struct {
		xs             []float64
		median, spread float64
	}{
		{nil, 0, 0},
		{[]float64{4}, 4, 0},
		{[]float64{3, 1, 2}, 2, 1},
		{[]float64{10, 12, 11, 9}, 10.5, 3 / 10.5},
		{[]float64{0, 0}, 0, 0},
	} {
		if m, s := median(tc.xs), spread(tc.xs); m != tc.median || s != tc.spread {
			t.Errorf("%v: median %v spread %v, want %v %v", tc.xs, m, s, tc.median, tc.spread)
		}
	}
}

func TestMet(t *testing.T) {
	for _, tc := range []struct {
		r, target float64
		want      string
	}{
		{0.004, 0.005, "yes"},
		{0.005, 0.005, "yes"},
		{0.0051, 0.005, "**no**"},
		{3, 0, "—"},
		{0, 0.1, "n/a"},
	} {
		if got := met(tc.r, tc.target); got != tc.want {
			t.Errorf("met(%v, %v) = %q, want %q", tc.r, tc.target, got, tc.want)
		}
	}
}

// TestScenarioTable pins the invariants the report relies on.
func TestScenarioTable(t *testing.T) {
	seen := map[string]bool{}
	for _, s := range scenarios {
		if seen[s.name] {
			t.Errorf("scenario %s listed twice", s.name)
		}
		seen[s.name] = true
		if s.bench == "" || s.metric == "" || s.peerField == "" || s.scale == 0 || s.benchtime == "" {
			t.Errorf("scenario %s is incomplete: %+v", s.name, s)
		}
		if s.target > 0 && s.bound == "" {
			t.Errorf("scenario %s has a target but no bound text for when it is missed", s.name)
		}
	}
	for _, n := range []string{"trivial", "calls", "parallel", "compute", "json", "n200", "rss100"} {
		if !seen[n] {
			t.Errorf("the issue's scenario %s is missing", n)
		}
	}
}

// TestReport renders fixed measurements: a met and a missed target, a
// noisy row, a busy machine and a report-only row.
func TestReport(t *testing.T) {
	m := machine{date: time.Date(2026, 12, 3, 8, 45, 0, 0, time.UTC), cpu: "AMD EPYC", cores: 2, goos: "linux/amd64", goVersion: "go1.26.0", node: "v20.20.2", loads: []float64{1.5, 3.25, 0.75}}
	rows := []row{
		{scenario: *find("trivial"), peer: []float64{40, 42, 41}, ours: []float64{0.9, 1.1, 1.0}, reg: []float64{1.2, 1.3, 1.25}, floor: []float64{0.1, 0.12, 0.11}},
		{scenario: *find("calls"), peer: []float64{80, 82, 84}, ours: []float64{7, 7.2, 7.1}, reg: []float64{9, 14, 10}},
		{scenario: *find("compute"), peer: []float64{150, 160, 155}, ours: []float64{1900, 2000, 1950}, reg: []float64{1950, 1990, 1970}},
		{scenario: *find("rss100"), peer: []float64{800, 810, 805}, ours: []float64{38, 39, 38.5}, reg: []float64{45, 46, 45.5}},
	}
	var b bytes.Buffer
	report(&b, m, rows, 3)
	golden := filepath.Join("testdata", "report.golden")
	if *update {
		if err := os.WriteFile(golden, b.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("%v (run with -update to create it)", err)
	}
	if !bytes.Equal(b.Bytes(), want) {
		t.Errorf("report differs from %s (rerun with -update if intended):\n%s", golden, b.String())
	}
	for _, s := range []string{"| trivial |", "**no**", "| trivial ≤ 0.005 | 0.0244 / 0.0305 | **no** / **no** | 0.0027 |", "**Noisy machine:** repeated measurements of calls", "**Busy machine:**", "compute has no target"} {
		if !strings.Contains(b.String(), s) {
			t.Errorf("report lacks %q", s)
		}
	}
}

// FuzzParse feeds arbitrary tool output to both parsers: they must never
// panic, and a figure they return must come from the named field.
func FuzzParse(f *testing.F) {
	f.Add([]byte(goOut), "BenchmarkScenario/trivial", "ns/op")
	f.Add([]byte("PEER scenario=calls median_ms=1.5\n"), "median_ms", "median_ms")
	f.Add([]byte("PEER failed=1 a=b=c\nBenchmarkX 1 2\n"), "BenchmarkX", "a")
	f.Fuzz(func(t *testing.T, out []byte, name, metric string) {
		if v, err := parsePeer(out, metric); err == nil && !strings.Contains(string(out), metric+"=") {
			t.Fatalf("parsePeer found %v without %q= in the output", v, metric)
		}
		if v, err := parseGo(out, name, metric); err == nil && !strings.Contains(string(out), " "+metric) && !strings.Contains(string(out), "\t"+metric) {
			t.Fatalf("parseGo found %v without metric %q in the output", v, metric)
		}
	})
}

// TestReportOnce: a single measurement cannot show noise, and says so.
func TestReportOnce(t *testing.T) {
	var b bytes.Buffer
	report(&b, machine{cores: 2}, []row{{scenario: *find("trivial"), peer: []float64{40}, ours: []float64{1}}}, 1)
	for _, s := range []string{"measured once", "no spread to judge the noise"} {
		if !strings.Contains(b.String(), s) {
			t.Errorf("report lacks %q:\n%s", s, b.String())
		}
	}
	if strings.Contains(b.String(), "agree within") {
		t.Errorf("a single measurement claims agreement:\n%s", b.String())
	}
}
