package main

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

func TestRotate(t *testing.T) {
	xs := []string{"a", "b", "c"}
	for r, want := range [][]string{{"a", "b", "c"}, {"b", "c", "a"}, {"c", "a", "b"}, {"a", "b", "c"}} {
		if got := rotate(xs, r); !slices.Equal(got, want) {
			t.Errorf("rotate(%v, %d) = %v, want %v", xs, r, got, want)
		}
	}
	if !slices.Equal(xs, []string{"a", "b", "c"}) {
		t.Errorf("rotate changed its input: %v", xs)
	}
}

// TestRoundRatio pins that ratios are taken within a round: a round twice
// as slow on both sides gives the same ratio, and rounds one side lacks
// are left out.
func TestRoundRatio(t *testing.T) {
	for _, tc := range []struct {
		name string
		a, b *cellRuns
		want float64
	}{
		{"within rounds", &cellRuns{vals: []float64{1, 2, 4}}, &cellRuns{vals: []float64{10, 20, 40}}, 0.1},
		{"median of ratios", &cellRuns{vals: []float64{1, 3, 1}}, &cellRuns{vals: []float64{10, 10, 5}}, 0.2},
		{"a round missing", &cellRuns{vals: []float64{1}}, &cellRuns{vals: []float64{4, 99}}, 0.25},
		{"no figures", &cellRuns{}, &cellRuns{vals: []float64{1}}, 0},
		{"absent cell", nil, &cellRuns{vals: []float64{1}}, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := roundRatio(tc.a, tc.b); got != tc.want {
				t.Errorf("roundRatio = %v, want %v", got, tc.want)
			}
		})
	}
}

// TestRealReport renders a fixed run and compares it with
// testdata/real.golden (-update rewrites it): every column, the ratios,
// the targets with their verdicts, a failed peer and a noisy cell.
func TestRealReport(t *testing.T) {
	c := func(vs ...float64) *cellRuns { return &cellRuns{vals: vs} }
	run := realRun{
		rounds: 3, node: "v22.23.5",
		m:     machine{date: time.Date(2026, 12, 7, 2, 0, 0, 0, time.UTC), cpu: "Test CPU", cores: 2, goos: "linux/amd64", goVersion: "go1.26.8", node: "v22.23.5", loads: []float64{0.5, 3.1}},
		names: []string{"trivial", "calls", "json", "compute-sort", "rss100", rssPSS},
		cells: map[string]map[string]*cellRuns{
			"trivial": {"in-process": c(0.4, 0.45, 0.5), "registry": c(0.5, 0.55, 0.6), "process": c(0.6, 0.62, 0.7), floorColumn: c(0.02, 0.02, 0.02),
				"cloudflare": c(9, 10, 11), "utcp": c(8, 9, 10), "vercel": c(24, 25, 23), "quickjs": c(4, 5, 4)},
			"calls": {"in-process": c(20, 22, 24), "process": c(100, 120, 110), "cloudflare": c(130, 120, 140), "quickjs": c(137, 130, 140)},
			"json":  {"in-process": c(250, 260, 255), "quickjs": c(100, 130, 110)},
			"compute-sort": {"in-process": c(500, 520, 510), "quickjs": c(248, 260, 250),
				"vercel": {err: "vercel compute-sort: exit status 1: Code mode execution timed out"}},
			"rss100": {"in-process": c(34, 34, 34), "process": c(2250, 2260, 2240), "cloudflare": c(200, 201, 200),
				"vercel": {err: "runs ended before all held their call"}},
			rssPSS: {"process": c(390, 380, 410)},
		},
	}
	var b bytes.Buffer
	realReport(&b, run)
	golden := filepath.Join("testdata", "real.golden")
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
	for _, s := range []string{
		"| new-text trivial, in-process (ms) | ≤ 0.5000 | 0.4500 | yes |",
		"| calls, process / in-process | ≤ 2.00 | 5.00 | **no** |",
		"| rss100, process backend, RSS (MiB) | ≤ 400 | 2250 | **no** |",
		"| rss100, process backend, PSS (MiB) | ≤ 400 | 390 | yes |",
		"| rss100 PSS | the same, proportional set size",
		"- rss100 / vercel: runs ended before all held their call",
		"**Busy machine:**",
	} {
		if !strings.Contains(b.String(), s) {
			t.Errorf("report lacks %q", s)
		}
	}
}
