package inprocess

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"
)

// t262Expect is the expectations file: each test codemode is known to fail,
// with the reason (the first line of its failure). Regenerate it with
// `go test ./runtime/inprocess -run TestTest262 -t262.all -update`.
const t262Expect = t262Root + "/expectations.txt"

// conformanceDoc is the document whose pass-rate table -update rewrites.
const conformanceDoc = "../../docs/conformance.md"

var t262Filter = flag.String("t262", "", "run only the test262 tests whose path starts with this prefix")

var t262All = flag.Bool("t262.all", false, "run every test262 test of the subset, not the sample")

// The test runs a fixed sample of the subset: every t262Stride-th test of
// the sorted list (a quarter, about 3,300 tests), and under the race
// detector, which makes goja several times slower, every t262RaceStride-th
// (a sixteenth; a subset of the sample). -t262.all runs all of them.
const (
	t262Stride     = 4
	t262RaceStride = 16
)

// t262RaceSkip is left out of the race detector's sample: each generated
// property-escape test builds and matches strings of every code point
// (about a second of goja work, ten under the race detector), and the
// full run without -race (scripts/test) covers all of them.
const t262RaceSkip = "built-ins/RegExp/property-escapes/generated/"

// t262Result is one engine's verdict on one test.
type t262Result struct {
	Pass bool
	Why  string
}

// TestTest262 runs the pinned test262 subset (testdata/test262, see its
// README) on codemode's in-process runtime and on bare goja, and holds
// codemode to the expectations file: a test that fails and is not listed is
// a regression, a listed test that passes must be removed from the list.
// It also holds codemode at or above bare goja in every directory. With
// -update it rewrites the expectations, and — with Node on PATH — the
// pass-rate table of docs/conformance.md.
func TestTest262(t *testing.T) {
	tests, err := loadT262()
	if err != nil {
		t.Fatal(err)
	}
	h, err := loadT262Harness()
	if err != nil {
		t.Fatal(err)
	}
	expected, err := readT262Expect()
	if err != nil {
		t.Fatal(err)
	}
	stride := t262Stride
	switch {
	case *t262All:
		stride = 1
	case raceBuild:
		stride = t262RaceStride
	}
	full := *t262Filter == "" && stride == 1
	var run []*t262Test
	for i, tc := range tests {
		if *t262Filter != "" && !strings.HasPrefix(tc.Path, *t262Filter) {
			continue
		}
		if i%stride != 0 {
			continue
		}
		if raceBuild && !*t262All && strings.HasPrefix(tc.Path, t262RaceSkip) {
			continue
		}
		run = append(run, tc)
	}
	if *update && raceBuild {
		t.Fatal("-update needs a build without -race")
	}
	t.Logf("running every %dth test: %d of %d", stride, len(run), len(tests))
	rt := mustNew(t, nil)
	cm := runT262(t, run, func(tc *t262Test) (t262Outcome, error) { return runCodemode(rt, h, tc) })
	bare := runT262(t, run, func(tc *t262Test) (t262Outcome, error) { return runGoja(h, tc) })

	if *update {
		if err := writeT262Expect(run, cm, expected); err != nil {
			t.Fatal(err)
		}
		if !full {
			t.Logf("expectations updated for the tests run; docs/conformance.md is written by a run of every test (-t262.all without -t262)")
			return
		}
		if err := writeConformance(t, h, run, cm, bare); err != nil {
			t.Fatal(err)
		}
		return
	}
	for _, tc := range run {
		r := cm[tc.Path]
		why, listed := expected[tc.Path]
		switch {
		case !r.Pass && !listed && slowFailure(r.Why):
			t.Logf("%s: ran out of time (a loaded machine, or the race detector): %s", tc.Path, r.Why)
		case !r.Pass && !listed:
			t.Errorf("%s: fails (regression): %s", tc.Path, r.Why)
		case r.Pass && listed && slowFailure(why):
			t.Logf("%s: passes, listed as out of time (%s)", tc.Path, why)
		case r.Pass && listed:
			t.Errorf("%s: passes but is listed as failing (%s): run with -t262.all -update", tc.Path, why)
		}
	}
	// The floor: codemode passes at least as many tests as bare goja in
	// every directory. Over whole directories (-t262.all) a directory
	// below the floor fails the test; a sample or a -t262 prefix only
	// reports it, since a slice of a directory can tip either way. The
	// tests bare goja passes and codemode fails are named either way
	// (docs/conformance.md says why).
	for _, row := range t262Rates(run, cm, bare, nil) {
		if row.Codemode.Pass < row.Goja.Pass {
			if *t262All && *t262Filter == "" {
				t.Errorf("%s: codemode passes %d, bare goja %d: below the floor", row.Dir, row.Codemode.Pass, row.Goja.Pass)
			} else {
				t.Logf("%s: codemode passes %d, bare goja %d", row.Dir, row.Codemode.Pass, row.Goja.Pass)
			}
		}
	}
	for _, tc := range run {
		if bare[tc.Path].Pass && !cm[tc.Path].Pass {
			t.Logf("%s: bare goja passes, codemode fails: %s", tc.Path, cm[tc.Path].Why)
		}
	}
}

// runT262 runs tests on one engine with a worker per CPU.
func runT262(t *testing.T, tests []*t262Test, engine func(*t262Test) (t262Outcome, error)) map[string]t262Result {
	out := make(map[string]t262Result, len(tests))
	var mu sync.Mutex
	work := make(chan *t262Test)
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for tc := range work {
				start := time.Now()
				o, err := guardedEngine(engine, tc)
				if d := time.Since(start); d > 5*time.Second {
					t.Logf("%s: slow (%v)", tc.Path, d.Round(time.Millisecond))
				}
				if err != nil {
					t.Errorf("%s: %v", tc.Path, err)
					continue
				}
				pass, why := t262Judge(tc, o)
				mu.Lock()
				out[tc.Path] = t262Result{pass, why}
				mu.Unlock()
			}
		}()
	}
	for _, tc := range tests {
		work <- tc
	}
	close(work)
	wg.Wait()
	return out
}

func readT262Expect() (map[string]string, error) {
	f, err := os.Open(t262Expect)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	m := map[string]string{}
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		path, why, ok := strings.Cut(line, "\t")
		if !ok || why == "" {
			return nil, fmt.Errorf("%s:%d: want PATH<TAB>REASON", t262Expect, n)
		}
		m[path] = why
	}
	return m, sc.Err()
}

// maxReason bounds a reason's length in the expectations file.
const maxReason = 200

// writeT262Expect rewrites the expectations of the tests run, keeping
// those of tests not run (a -t262 subset).
func writeT262Expect(tests []*t262Test, cm map[string]t262Result, old map[string]string) error {
	var b strings.Builder
	b.WriteString("# test262 tests codemode's in-process runtime fails, with the reason (the first\n")
	b.WriteString("# line of the failure). TestTest262 fails when a listed test passes or an\n")
	b.WriteString("# unlisted one fails. Regenerate: go test ./runtime/inprocess -run TestTest262 -t262.all -update\n")
	reasons := map[string]string{}
	for path, why := range old {
		if _, ran := cm[path]; !ran {
			reasons[path] = why
		}
	}
	for _, tc := range tests {
		r := cm[tc.Path]
		if r.Pass {
			continue
		}
		why := strings.ReplaceAll(r.Why, "\t", " ")
		if why == "" {
			why = "(no message)"
		}
		if len(why) > maxReason {
			why = strings.ToValidUTF8(why[:maxReason], "") + "…"
		}
		reasons[tc.Path] = why
	}
	paths := make([]string, 0, len(reasons))
	for p := range reasons {
		paths = append(paths, p)
	}
	sort.Strings(paths)
	for _, p := range paths {
		fmt.Fprintf(&b, "%s\t%s\n", p, reasons[p])
	}
	return os.WriteFile(t262Expect, []byte(b.String()), 0o644)
}

// t262Count is a pass count over a total.
type t262Count struct{ Pass, Total int }

func (c t262Count) String() string {
	if c.Total == 0 {
		return "–"
	}
	return fmt.Sprintf("%.1f%% (%d)", 100*float64(c.Pass)/float64(c.Total), c.Pass)
}

// t262Row is one directory of the pass-rate table.
type t262Row struct {
	Dir                  string
	Tests                int
	Codemode, Goja, Node t262Count
}

func t262Rates(tests []*t262Test, cm, bare, node map[string]t262Result) []t262Row {
	rows := map[string]*t262Row{}
	var order []string
	add := func(c *t262Count, m map[string]t262Result, path string) {
		if m == nil {
			return
		}
		c.Total++
		if m[path].Pass {
			c.Pass++
		}
	}
	for _, tc := range tests {
		r := rows[tc.Dir()]
		if r == nil {
			r = &t262Row{Dir: tc.Dir()}
			rows[tc.Dir()] = r
			order = append(order, tc.Dir())
		}
		r.Tests++
		add(&r.Codemode, cm, tc.Path)
		add(&r.Goja, bare, tc.Path)
		add(&r.Node, node, tc.Path)
	}
	sort.Strings(order)
	out := make([]t262Row, 0, len(order))
	for _, d := range order {
		out = append(out, *rows[d])
	}
	return out
}

// runNode runs tests on Node (node_runner.js), or returns nil when node is
// not on PATH.
func runNode(t *testing.T, h t262Harness, tests []*t262Test) (map[string]t262Result, string, error) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Logf("node not on PATH: the table's Node column stays empty")
		return nil, "", nil
	}
	version, err := exec.Command(node, "--version").Output()
	if err != nil {
		return nil, "", err
	}
	type job struct {
		Path   string `json:"path"`
		Script string `json:"script"`
		Async  bool   `json:"async"`
	}
	var jobs []job
	for _, tc := range tests {
		s, err := h.script(tc)
		if err != nil {
			return nil, "", err
		}
		jobs = append(jobs, job{tc.Path, s, tc.Meta.Flags["async"]})
	}
	in := filepath.Join(t.TempDir(), "jobs.json")
	b, _ := json.Marshal(jobs)
	if err := os.WriteFile(in, b, 0o644); err != nil {
		return nil, "", err
	}
	cmd := exec.Command(node, filepath.Join(t262Root, "node_runner.js"), in)
	cmd.Stderr = os.Stderr
	outText, err := cmd.Output()
	if err != nil {
		return nil, "", fmt.Errorf("node runner: %w", err)
	}
	var rs []struct {
		Path    string `json:"path"`
		Started bool   `json:"started"`
		Failed  bool   `json:"failed"`
		Msg     string `json:"msg"`
	}
	if err := json.Unmarshal(outText, &rs); err != nil {
		return nil, "", fmt.Errorf("node runner output: %w", err)
	}
	byPath := map[string]*t262Test{}
	for _, tc := range tests {
		byPath[tc.Path] = tc
	}
	out := map[string]t262Result{}
	for _, r := range rs {
		pass, why := t262Judge(byPath[r.Path], t262Outcome{r.Started, r.Failed, r.Msg})
		out[r.Path] = t262Result{pass, why}
	}
	return out, strings.TrimSpace(string(version)), nil
}

const (
	tableBegin = "<!-- test262 table: generated by `go test ./runtime/inprocess -run TestTest262 -t262.all -update` -->"
	tableEnd   = "<!-- end of test262 table -->"
)

// writeConformance rewrites the generated table of docs/conformance.md,
// keeping the text around it.
func writeConformance(t *testing.T, h t262Harness, tests []*t262Test, cm, bare map[string]t262Result) error {
	node, version, err := runNode(t, h, tests)
	if err != nil {
		return err
	}
	rows := t262Rates(tests, cm, bare, node)
	var b strings.Builder
	b.WriteString(tableBegin + "\n\n")
	fmt.Fprintf(&b, "Every test of the subset, %d tests. Node: %s. Each cell is the pass rate and the number of tests passed.\n\n", len(tests), orNone(version))
	b.WriteString("| directory | tests | codemode | bare goja | Node |\n|---|---:|---:|---:|---:|\n")
	var tc, tg, tn t262Count
	total := 0
	for _, r := range rows {
		fmt.Fprintf(&b, "| %s | %d | %s | %s | %s |\n", r.Dir, r.Tests, r.Codemode, r.Goja, r.Node)
		total += r.Tests
		tc.Pass, tc.Total = tc.Pass+r.Codemode.Pass, tc.Total+r.Codemode.Total
		tg.Pass, tg.Total = tg.Pass+r.Goja.Pass, tg.Total+r.Goja.Total
		tn.Pass, tn.Total = tn.Pass+r.Node.Pass, tn.Total+r.Node.Total
	}
	fmt.Fprintf(&b, "| **all** | %d | %s | %s | %s |\n\n", total, tc, tg, tn)
	b.WriteString(tableEnd)
	doc, err := os.ReadFile(conformanceDoc)
	if err != nil {
		return err
	}
	s := string(doc)
	i, j := strings.Index(s, tableBegin), strings.Index(s, tableEnd)
	if i < 0 || j < i {
		return fmt.Errorf("%s: no generated-table markers", conformanceDoc)
	}
	s = s[:i] + b.String() + s[j+len(tableEnd):]
	return os.WriteFile(conformanceDoc, []byte(s), 0o644)
}

func orNone(s string) string {
	if s == "" {
		return "not on PATH when generated"
	}
	return s
}

// guardedEngine runs engine on tc, turning a Go panic (goja's parser has
// panicked on some literals) into the test's failure.
func guardedEngine(engine func(*t262Test) (t262Outcome, error), tc *t262Test) (o t262Outcome, err error) {
	defer func() {
		if p := recover(); p != nil {
			first, _, _ := strings.Cut(fmt.Sprint(p), "\n")
			o, err = t262Outcome{Failed: true, Msg: "Go panic: " + first}, nil
		}
	}()
	return engine(tc)
}

// slowFailure reports a failure by a time limit: under the race detector,
// or on a loaded machine, a test that loops over every code point can
// exceed a limit it meets otherwise, so such a failure is logged, not held
// against the expectations.
func slowFailure(why string) bool {
	return strings.Contains(why, "deadline exceeded") || strings.HasPrefix(why, "timeout:")
}
