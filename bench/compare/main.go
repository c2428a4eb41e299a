// Command compare runs codemode's scenario benchmarks and the Node peer
// (bench/peer) one after the other on this machine and prints a Markdown
// report: per scenario the peer's median, ours, and the ratio ours/peer,
// with a warning when repeated measurements spread too far to trust.
//
//	go run ./bench/compare [-repeat 3] [-o docs/benchmarks.md]
//
// It needs node and the peer's dependencies (npm ci in bench/peer); the
// script scripts/bench-peer.sh does both.
package main

import (
	"bufio"
	"bytes"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"time"
)

// scenario is one row of the report.
type scenario struct {
	name   string
	about  string
	bench  string  // Go benchmark name (regexp-quoted by run)
	metric string  // Go metric to read ("ns/op" or a custom one)
	peer   string  // field of the peer's PEER line
	scale  float64 // multiply Go metric by scale to get the peer's unit
	target float64 // ratio target (0: report only)
	reps   int     // peer reps per repeat
}

var scenarios = []scenario{
	{"trivial", "one trivial run (`return 1+1`)", "BenchmarkScenario/trivial", "ns/op", "median_ms", 1e-6, 0.005, 30},
	{"calls", "1,000 sequential tool calls", "BenchmarkScenario/calls", "ns/op", "median_ms", 1e-6, 0.1, 10},
	{"parallel", "`Promise.all` of 1,000 calls", "BenchmarkScenario/parallel", "ns/op", "median_ms", 1e-6, 0.2, 10},
	{"compute", "loops and a 100k sort (interpreter-bound)", "BenchmarkScenario/compute", "ns/op", "median_ms", 1e-6, 0, 3},
	{"json", "build and stringify 20k objects", "BenchmarkScenario/json", "ns/op", "median_ms", 1e-6, 1.0, 10},
	{"n200", "200 trivial runs back to back (per run)", "BenchmarkScenario/trivial", "ns/op", "median_ms", 1e-6, 0.005, 200},
	{"rss100", "100 concurrent runs each holding a pending call: peak RSS (MiB)", "BenchmarkRSS100", "peak-rss-MiB", "peak_rss_mib", 1, 0.05, 0},
}

func main() {
	repeat := flag.Int("repeat", 3, "measure each side this many times")
	out := flag.String("o", "", "write the report to this file instead of stdout")
	only := flag.String("only", "", "comma-separated scenario names to run (default all)")
	flag.Parse()

	root, err := repoRoot()
	check(err)
	var rows []row
	for _, s := range scenarios {
		if *only != "" && !contains(strings.Split(*only, ","), s.name) {
			continue
		}
		fmt.Fprintf(os.Stderr, "compare: %s ...\n", s.name)
		r := row{scenario: s}
		for i := 0; i < *repeat; i++ {
			p, err := peerRun(root, s)
			check(err)
			r.peer = append(r.peer, p)
			o, err := oursRun(root, s)
			check(err)
			r.ours = append(r.ours, o)
		}
		rows = append(rows, r)
	}
	var w io.Writer = os.Stdout
	if *out != "" {
		f, err := os.Create(*out)
		check(err)
		defer f.Close()
		w = f
	}
	report(w, root, rows, *repeat)
}

type row struct {
	scenario
	peer, ours []float64
}

func peerRun(root string, s scenario) (float64, error) {
	args := []string{filepath.Join(root, "bench", "peer", "main.mjs"), s.name}
	if s.reps > 0 {
		args = append(args, "--reps", strconv.Itoa(s.reps), "--warmup", "3")
	}
	cmd := exec.Command("node", args...)
	cmd.Stderr = os.Stderr
	b, err := cmd.Output()
	if err != nil {
		return 0, fmt.Errorf("peer %s: %v", s.name, err)
	}
	for _, line := range strings.Split(string(b), "\n") {
		if !strings.HasPrefix(line, "PEER ") {
			continue
		}
		for _, kv := range strings.Fields(line)[1:] {
			if k, v, ok := strings.Cut(kv, "="); ok && k == s.peer {
				return strconv.ParseFloat(v, 64)
			}
		}
	}
	return 0, fmt.Errorf("peer %s: no %s in output:\n%s", s.name, s.peer, b)
}

func oursRun(root string, s scenario) (float64, error) {
	parts := strings.Split(s.bench, "/")
	for i, p := range parts {
		parts[i] = "^" + p + "$"
	}
	args := []string{"test", "./bench/", "-run", "^$", "-bench", strings.Join(parts, "/"), "-count", "1", "-benchmem"}
	if s.reps > 0 {
		args = append(args, "-benchtime", strconv.Itoa(s.reps)+"x")
	}
	cmd := exec.Command("go", args...)
	cmd.Dir = root
	cmd.Stderr = os.Stderr
	b, err := cmd.Output()
	if err != nil {
		return 0, fmt.Errorf("go test -bench %s: %v\n%s", s.bench, err, b)
	}
	sc := bufio.NewScanner(bytes.NewReader(b))
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) < 3 || !strings.HasPrefix(f[0], "Benchmark") {
			continue
		}
		for i := 2; i+1 < len(f); i += 2 {
			if f[i+1] == s.metric {
				v, err := strconv.ParseFloat(f[i], 64)
				return v * s.scale, err
			}
		}
	}
	return 0, fmt.Errorf("go test -bench %s: no %s in output:\n%s", s.bench, s.metric, b)
}

func median(xs []float64) float64 {
	s := append([]float64(nil), xs...)
	sort.Float64s(s)
	n := len(s)
	if n%2 == 1 {
		return s[n/2]
	}
	return (s[n/2-1] + s[n/2]) / 2
}

// spread is (max-min)/median: how far repeated measurements disagree.
func spread(xs []float64) float64 {
	s := append([]float64(nil), xs...)
	sort.Float64s(s)
	m := median(s)
	if m == 0 {
		return 0
	}
	return (s[len(s)-1] - s[0]) / m
}

// noisy is the spread above which a figure is flagged as untrustworthy.
const noisy = 0.25

func report(w io.Writer, root string, rows []row, repeat int) {
	fmt.Fprintf(w, "# Benchmarks: codemode vs the Node peer\n\n")
	fmt.Fprintf(w, "Generated by `scripts/bench-peer.sh` on %s.\n\n", time.Now().UTC().Format("2006-01-02"))
	fmt.Fprintf(w, "Machine: %s, %d cores, %s; %s; node %s.\n\n", cpuModel(), runtime.NumCPU(), runtime.GOOS+"/"+runtime.GOARCH, goVersion(root), nodeVersion())
	fmt.Fprintf(w, "Each side is measured %d times, alternating; figures are medians. Times are per run in ms; rss100 is MiB.\n", repeat)
	fmt.Fprintf(w, "The peer (bench/peer) is the reference design re-created in Node: esbuild type-strip plus one fresh worker_threads Worker per run.\n\n")
	fmt.Fprintf(w, "| scenario | what | peer | codemode | ratio | target | met | spread peer / ours |\n|---|---|---:|---:|---:|---:|:-:|---|\n")
	var warn []string
	for _, r := range rows {
		p, o := median(r.peer), median(r.ours)
		ratio := o / p
		target, met := "—", "—"
		if r.target > 0 {
			target = "≤ " + strconv.FormatFloat(r.target, 'g', -1, 64)
			met = "no"
			if ratio <= r.target {
				met = "yes"
			}
		}
		sp, so := spread(r.peer), spread(r.ours)
		fmt.Fprintf(w, "| %s | %s | %s | %s | %.4f | %s | %s | %.0f%% / %.0f%% |\n", r.name, r.about, num(p), num(o), ratio, target, met, 100*sp, 100*so)
		if sp > noisy || so > noisy {
			warn = append(warn, r.name)
		}
	}
	if len(warn) > 0 {
		fmt.Fprintf(w, "\n**Noisy machine:** repeated measurements of %s spread more than %.0f%%; do not trust those ratios, rerun on a quiet machine.\n", strings.Join(warn, ", "), 100*noisy)
	} else {
		fmt.Fprintf(w, "\nEvery figure's repeated measurements agree within %.0f%%.\n", 100*noisy)
	}
}

func num(v float64) string {
	switch {
	case v >= 100:
		return strconv.FormatFloat(v, 'f', 0, 64)
	case v >= 1:
		return strconv.FormatFloat(v, 'f', 2, 64)
	}
	return strconv.FormatFloat(v, 'f', 4, 64)
}

func cpuModel() string {
	b, err := os.ReadFile("/proc/cpuinfo")
	if err != nil {
		return "unknown CPU"
	}
	for _, line := range strings.Split(string(b), "\n") {
		if k, v, ok := strings.Cut(line, ":"); ok && strings.TrimSpace(k) == "model name" {
			return strings.TrimSpace(v)
		}
	}
	return "unknown CPU"
}

func goVersion(root string) string {
	cmd := exec.Command("go", "env", "GOVERSION")
	cmd.Dir = root
	b, _ := cmd.Output()
	return strings.TrimSpace(string(b))
}

func nodeVersion() string {
	b, _ := exec.Command("node", "--version").Output()
	return strings.TrimSpace(string(b))
}

func repoRoot() (string, error) {
	b, err := exec.Command("go", "env", "GOMOD").Output()
	if err != nil {
		return "", err
	}
	mod := strings.TrimSpace(string(b))
	if mod == "" || mod == os.DevNull {
		return "", fmt.Errorf("run compare inside the codemode module")
	}
	return filepath.Dir(mod), nil
}

func contains(xs []string, s string) bool {
	for _, x := range xs {
		if strings.TrimSpace(x) == s {
			return true
		}
	}
	return false
}

func check(err error) {
	if err != nil {
		fmt.Fprintln(os.Stderr, "compare:", err)
		os.Exit(1)
	}
}
