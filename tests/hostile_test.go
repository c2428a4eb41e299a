package tests

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	goruntime "runtime"
	"runtime/debug"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/codemode-go/codemode/internal/testhook"
	"github.com/codemode-go/codemode/runtime"
	"github.com/codemode-go/codemode/runtime/inprocess"
	"github.com/codemode-go/codemode/runtime/process"
)

// The hostile corpus (testdata/hostile/*.ts): programs written to crash,
// hang, exhaust or escape the runtime. Each begins with
//
//	// expect: KIND[|KIND…] [substring of the message]
//	// expect: ok [JSON value]
//
// and optionally `// isolation: process` for programs that would end an
// unguarded Go process (a fatal out-of-memory no guard can see coming; the
// BigInt operators once were, and are now guarded in process), and a line
// `// stuck in Go code: …` for programs that keep the engine in Go code
// for seconds after they are stopped (the backstop answers and
// quarantines the goroutine; the soak leaves them out, since several at
// once make the runtime refuse runs by design). Every program runs in
// process (except those) and with process isolation; after each, a canary
// program must give the right answer on the same runtime, proving that
// the failure left nothing behind (pollution, stuck state, leaked budget).

var soak = flag.Bool("soak", false, "run the long soak test (minutes)")

// hostileOptions are the budgets of the corpus runs.
var hostileOptions = runtime.Options{
	Compute:        1500 * time.Millisecond,
	Wall:           3 * time.Second,
	MaxOutputBytes: 1 << 20,
	MemoryBytes:    64 << 20,
}

type hostileCase struct {
	name    string
	program string
	kinds   []runtime.Kind // nil: success
	want    string         // message substring, or the JSON value on success
	process bool           // process isolation only
	stuck   bool           // stays in Go code for seconds once stopped
}

// roomyOptions are the budgets of the corpus programs that are not meant
// to end on a time budget (an expected value, exception or memory
// failure): what they prove is their outcome, which a loaded machine must
// not turn into a timeout, so their time budgets are far above need.
var roomyOptions = runtime.Options{
	Compute:        30 * time.Second,
	Wall:           time.Minute,
	MaxOutputBytes: hostileOptions.MaxOutputBytes,
	MemoryBytes:    hostileOptions.MemoryBytes,
}

// timed reports whether c may end on a time budget, and so runs under
// hostileOptions' tight ones.
func (c hostileCase) timed() bool { return slices.Contains(c.kinds, runtime.KindTimeout) }

// raceScale stretches the corpus budgets under the race detector, which
// slows the interpreter several times over.
func init() {
	if bi, ok := debug.ReadBuildInfo(); ok {
		for _, s := range bi.Settings {
			if s.Key == "-race" && s.Value == "true" {
				hostileOptions.Compute *= 2
				hostileOptions.Wall *= 2
			}
		}
	}
}

func loadHostile(t testing.TB) []hostileCase {
	t.Helper()
	files, err := filepath.Glob(filepath.Join("testdata", "hostile", "*.ts"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no hostile corpus: %v", err)
	}
	var cases []hostileCase
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		c, err := parseHostile(filepath.Base(f), string(b))
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		cases = append(cases, c)
	}
	return cases
}

func parseHostile(name, src string) (hostileCase, error) {
	c := hostileCase{name: strings.TrimSuffix(name, ".ts"), program: src}
	first, rest, _ := strings.Cut(src, "\n")
	spec, ok := strings.CutPrefix(first, "// expect: ")
	if !ok {
		return c, errors.New("first line must be `// expect: …`")
	}
	c.process = strings.HasPrefix(rest, "// isolation: process")
	c.stuck = strings.Contains(src, "\n// stuck in Go code: ")
	kinds, want, _ := strings.Cut(spec, " ")
	c.want = want
	if kinds == "ok" {
		return c, nil
	}
	for _, k := range strings.Split(kinds, "|") {
		switch kk := runtime.Kind(k); kk {
		case runtime.KindException, runtime.KindTimeout, runtime.KindAbort, runtime.KindWorkerExit, runtime.KindInvalidOutput, runtime.KindOutputLimit:
			c.kinds = append(c.kinds, kk)
		default:
			return c, fmt.Errorf("unknown kind %q", k)
		}
	}
	return c, nil
}

// check reports how res differs from the expectation, or "".
func (c hostileCase) check(res runtime.Result) string {
	if c.kinds == nil {
		if res.Error != nil {
			return fmt.Sprintf("want ok %s, got %v", c.want, res.Error)
		}
		if c.want == "" && res.Value == nil {
			return ""
		}
		var got, want any
		if json.Unmarshal(res.Value, &got) != nil || json.Unmarshal([]byte(c.want), &want) != nil {
			return fmt.Sprintf("want ok %s, got %s", c.want, res.Value)
		}
		g, _ := json.Marshal(got)
		w, _ := json.Marshal(want)
		if !bytes.Equal(g, w) {
			return fmt.Sprintf("want ok %s, got %s", c.want, res.Value)
		}
		return ""
	}
	if res.Error == nil {
		return fmt.Sprintf("want %v, got ok %s", c.kinds, truncate(string(res.Value)))
	}
	for _, k := range c.kinds {
		if res.Error.Kind == k {
			if !strings.Contains(res.Error.Message, c.want) {
				return fmt.Sprintf("want %s containing %q, got %s: %s", k, c.want, res.Error.Kind, truncate(res.Error.Message))
			}
			return ""
		}
	}
	return fmt.Sprintf("want %v, got %s: %s", c.kinds, res.Error.Kind, truncate(res.Error.Message))
}

func truncate(s string) string {
	if len(s) > 300 {
		return s[:300] + "…"
	}
	return s
}

// hostileTools is the namespace the corpus may call.
func hostileTools() []runtime.Namespace {
	return []runtime.Namespace{{
		Global:     "tools",
		ErrorClass: &runtime.ErrorClass{Name: "ToolCallError", MemberProperty: "toolName"},
		Functions: []runtime.Function{
			{Name: "echo", Call: func(_ context.Context, a json.RawMessage, reply runtime.Reply) { reply(a, nil) }},
			{Name: "deny", Call: func(_ context.Context, _ json.RawMessage, reply runtime.Reply) { reply(nil, errors.New("denied")) }},
			{Name: "never", Call: func(context.Context, json.RawMessage, runtime.Reply) {}},
			{Name: "slow", Call: runtime.Blocking(func(ctx context.Context, a json.RawMessage) (json.RawMessage, error) {
				select {
				case <-time.After(20 * time.Millisecond):
				case <-ctx.Done():
				}
				return a, nil
			})},
		},
	}}
}

// canary is the normal program run after every hostile one: it sees none
// of the pollution the corpus attempts and computes the right answer.
const canary = `const r = await tools.echo({ a: [1, 2, 3] });
return [r.a.reduce((x: number, y: number) => x + y, 0), ({} as any).polluted === undefined, typeof JSON.parse,
  ([] as any).extra === undefined, Object.keys(tools).join(), "x".repeat(3), typeof Promise.prototype.then,
  (globalThis as any).leak === undefined, typeof Array, Object.isFrozen(Object.prototype)];`

const canaryWant = `[6,true,"function",true,"echo,deny,never,slow","xxx","function",true,"function",false]`

func runHostile(t *testing.T, rt runtime.Runtime, c hostileCase) {
	t.Helper()
	res, err := rt.Run(context.Background(), runtime.Request{Program: c.program, Filename: c.name + ".ts", Namespaces: hostileTools()})
	if err != nil {
		t.Fatalf("Run: %v", err)
	}
	if d := c.check(res); d != "" {
		t.Errorf("%s", d)
	} else if res.Error != nil {
		t.Logf("%s: %s", res.Error.Kind, truncate(res.Error.Message))
	}
	if q, ok := rt.(runtime.Quarantiner); ok && q.Quarantine().Runs > 0 {
		t.Logf("returned while stuck in Go code: %+v", q.Quarantine())
	}
	res, err = rt.Run(context.Background(), runtime.Request{Program: canary, Namespaces: hostileTools()})
	if err != nil || res.Error != nil || string(res.Value) != canaryWant {
		t.Errorf("canary after %s: %s %v %v", c.name, res.Value, res.Error, err)
	}
}

func newInprocess(t testing.TB) runtime.Runtime {
	t.Helper()
	return newInprocessWith(t, hostileOptions)
}

// newInprocessWith is an in-process runtime of budgets o.
func newInprocessWith(t testing.TB, o runtime.Options) runtime.Runtime {
	t.Helper()
	rt, err := inprocess.New(&o)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		waitQuarantineDrained(t, rt) // the next test gets every processor
		rt.Close()
	})
	return rt
}

func newProcess(t testing.TB, workers int) runtime.Runtime {
	t.Helper()
	return newProcessWith(t, workers, hostileOptions)
}

// newProcessWith is a process runtime of budgets o.
func newProcessWith(t testing.TB, workers int, o runtime.Options) runtime.Runtime {
	t.Helper()
	if !process.Supported() {
		t.Skip("process isolation is not supported on " + goruntime.GOOS)
	}
	rt, err := process.New(&o, &process.Options{Workers: workers})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { rt.Close() })
	return rt
}

// init lets this test binary serve as its own worker: process isolation
// re-executes the current binary, and WorkerMain takes over before
// TestMain (another file's) runs. The test hooks are on first, in this
// process and its workers alike (TestServeResponsiveWhileStuck).
func init() {
	testhook.Enable()
	process.WorkerMain()
}

// TestHostileInProcess: DESIGN §3.6, BUD-5 — every hostile program ends as
// expected, and the host stays healthy.
func TestHostileInProcess(t *testing.T) {
	tight, roomy := newInprocess(t), newInprocessWith(t, roomyOptions)
	// The baseline follows one run, which starts what lives as long as the
	// runtime or the process: the realm builder, regexp2's clock.
	for _, rt := range []runtime.Runtime{tight, roomy} {
		if res, err := rt.Run(context.Background(), runtime.Request{Program: "return /a/.test('a')"}); err != nil || res.Error != nil {
			t.Fatal(err, res.Error)
		}
	}
	base := goruntime.NumGoroutine()
	for _, c := range loadHostile(t) {
		if c.process {
			continue // would end the test binary: see TestHostileProcess
		}
		rt := roomy
		if c.timed() {
			rt = tight
		}
		t.Run(c.name, func(t *testing.T) {
			runHostile(t, rt, c)
			// The canary ran beside a stuck goroutine; the next program
			// starts from an empty quarantine.
			waitQuarantineDrained(t, rt)
		})
	}
	waitGoroutines(t, base)
}

// TestHostileProcess: the same corpus with process isolation, including
// the programs that would end an unguarded host; worker deaths are
// worker-exit and the pool replaces the worker.
func TestHostileProcess(t *testing.T) {
	if testing.Short() {
		t.Skip("spawns workers")
	}
	tight, roomy := newProcess(t, 1), newProcessWith(t, 1, roomyOptions)
	for _, c := range loadHostile(t) {
		rt := roomy
		if c.timed() {
			rt = tight
		}
		t.Run(c.name, func(t *testing.T) { runHostile(t, rt, c) })
	}
}

// waitGoroutines waits for the goroutine count to return to base. A
// goroutine the backstop quarantined (time-stuck-*) returns only when the
// Go code it is stuck in does, seconds later under the race detector.
func waitGoroutines(t testing.TB, base int) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		n := goruntime.NumGoroutine()
		if n <= base+2 {
			return
		}
		if time.Now().After(deadline) {
			buf := make([]byte, 1<<20)
			buf = buf[:goruntime.Stack(buf, true)]
			t.Fatalf("goroutines: %d, baseline %d\n%s", n, base, buf)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// FuzzHostileProgram: random programs and mutations of the corpus never
// crash or hang the host; every run ends with a Result of a seam kind.
func FuzzHostileProgram(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join("testdata", "hostile", "*.ts"))
	for _, file := range files {
		b, err := os.ReadFile(file)
		if err != nil {
			f.Fatal(err)
		}
		c, err := parseHostile(filepath.Base(file), string(b))
		if err != nil || c.process {
			continue
		}
		f.Add(string(b))
	}
	o := runtime.Options{Compute: 300 * time.Millisecond, Wall: 600 * time.Millisecond, MaxOutputBytes: 64 << 10, MemoryBytes: 32 << 20}
	rt, err := inprocess.New(&o)
	if err != nil {
		f.Fatal(err)
	}
	defer rt.Close()
	f.Fuzz(func(t *testing.T, program string) {
		res, err := rt.Run(context.Background(), runtime.Request{Program: program, Namespaces: hostileTools()})
		if err != nil {
			t.Fatalf("Run: %v", err)
		}
		if res.Logs == nil {
			t.Fatal("nil logs")
		}
		if res.Error != nil && res.Value != nil {
			t.Fatal("both value and error")
		}
	})
}

// TestSoak runs mixed normal and hostile programs, 50 in flight, through
// one runtime; afterwards goroutines return to their baseline and the heap
// to within 10% of its baseline (plus 256 KiB for allocator noise), the
// baseline taken after a warm-up pass. -soak runs it for minutes.
func TestSoak(t *testing.T) {
	if testing.Short() {
		t.Skip("soak")
	}
	total := 300
	if *soak {
		total = 20000
	}
	var hostile []hostileCase
	for _, c := range loadHostile(t) {
		// The watchdog's victim under concurrency is heuristic, and the
		// process-only programs cannot run in process: both are covered
		// one at a time above.
		// Regular-expression budgets are measured in real time, which a
		// starved machine stretches.
		if c.process || c.stuck || strings.HasPrefix(c.name, "heap-") || strings.Contains(c.name, "regex") || strings.HasPrefix(c.name, "time-") && c.kinds != nil && c.kinds[0] == runtime.KindTimeout && strings.Contains(c.want, "wall") {
			continue
		}
		hostile = append(hostile, c)
	}
	// 50 runs share two cores (and the race detector): busy time stretches,
	// so the compute budget is generous, and a hostile program may end as
	// a timeout before reaching its own failure. Normal programs must
	// always be right.
	o := hostileOptions
	o.Compute, o.Wall = 6*time.Second, 12*time.Second
	// Warm the process-wide caches (language library modules, regexp
	// translations, the regexp clock) with one pass over the corpus on a
	// runtime of its own, so the baseline is the steady state.
	warm, err := inprocess.New(&o)
	if err != nil {
		t.Fatal(err)
	}
	var wwg sync.WaitGroup
	for _, c := range hostile {
		wwg.Add(1)
		go func() {
			defer wwg.Done()
			_, _ = warm.Run(context.Background(), runtime.Request{Program: c.program, Namespaces: hostileTools()})
		}()
	}
	wwg.Wait()
	waitQuarantineDrained(t, warm) // a run the load kept late may still be returning
	warm.Close()
	rt, err := inprocess.New(&o)
	if err != nil {
		t.Fatal(err)
	}
	heapBase, goBase := heapInUse(), goruntime.NumGoroutine()
	start := time.Now()
	sem := make(chan struct{}, 50)
	var wg sync.WaitGroup
	var mu sync.Mutex
	var failures []string
	rng := rand.New(rand.NewSource(1))
	for i := 0; i < total; i++ {
		var c hostileCase
		normal := rng.Intn(4) != 0
		if !normal {
			c = hostile[rng.Intn(len(hostile))]
		}
		n := i
		sem <- struct{}{}
		wg.Add(1)
		go func() {
			defer func() { <-sem; wg.Done() }()
			if normal {
				// One program text (compiled once) whose answer depends on
				// the host: a leak check must not measure the caches filling.
				ns := hostileTools()
				ns[0].Functions = append(ns[0].Functions, runtime.Function{Name: "id", Call: func(_ context.Context, _ json.RawMessage, reply runtime.Reply) {
					reply(json.RawMessage(fmt.Sprint(n)), nil)
				}})
				res, err := rt.Run(context.Background(), runtime.Request{Program: soakNormal, Namespaces: ns})
				if want := fmt.Sprintf("[%d,499500,true]", n); err != nil || res.Error != nil || string(res.Value) != want {
					mu.Lock()
					failures = append(failures, fmt.Sprintf("normal %d: %s %v %v", n, res.Value, res.Error, err))
					mu.Unlock()
				}
				return
			}
			res, err := rt.Run(context.Background(), runtime.Request{Program: c.program, Namespaces: hostileTools()})
			if d := c.check(res); err != nil || d != "" && (res.Error == nil || res.Error.Kind != runtime.KindTimeout) {
				mu.Lock()
				failures = append(failures, fmt.Sprintf("%s: %s %v", c.name, d, err))
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	rt.Close()
	t.Logf("%d runs in %v", total, time.Since(start))
	for i, f := range failures {
		if i == 20 {
			t.Errorf("… %d more", len(failures)-20)
			break
		}
		t.Error(f)
	}
	waitGoroutines(t, goBase)
	var heap uint64
	for i := 0; i < 20; i++ {
		goruntime.GC()
		if heap = heapInUse(); heap <= heapBase+heapBase/10+256<<10 {
			break
		}
		time.Sleep(50 * time.Millisecond)
	}
	if heap > heapBase+heapBase/10+256<<10 {
		t.Errorf("heap %d MiB after the soak, baseline %d MiB", heap>>20, heapBase>>20)
	}
	t.Logf("heap baseline %d KiB, after %d KiB", heapBase>>10, heap>>10)
}

// soakNormal is the soak's normal program.
const soakNormal = `const n = await tools.id({}); await tools.slow({}); let s = 0; for (let i = 0; i < 1000; i++) s += i; return [n, s, ({} as any).polluted === undefined];`

func heapInUse() uint64 {
	goruntime.GC()
	var m goruntime.MemStats
	goruntime.ReadMemStats(&m)
	return m.HeapAlloc
}
