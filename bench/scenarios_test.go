package bench

import (
	"context"
	"time"

	"github.com/codemode-go/codemode/runtime"
	"github.com/codemode-go/codemode/runtime/inprocess"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// heavy are the interpreter-bound scenarios (seconds per run under goja,
// much more under -race); -short skips them.
var heavy = map[string]bool{"compute": true, "compute-loop": true, "compute-sort": true}

// TestScenarios checks that every scenario the benchmarks time gives the
// answer Node gives (testdata/expected.json), through the runtime with
// both echo flavours and through registry run_code, so a benchmark never
// times a wrong or failing program.
func TestScenarios(t *testing.T) {
	// Budgets sized for the heavy scenarios under -race on a loaded
	// machine: the test checks answers, not speed.
	rt, err := inprocess.New(&runtime.Options{Compute: 10 * time.Minute, Wall: 20 * time.Minute})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { rt.Close() })
	r := newRegistry(t, rt)
	ctx := context.Background()
	for _, name := range timed {
		t.Run(name, func(t *testing.T) {
			if heavy[name] && testing.Short() {
				t.Skip("interpreter-bound; skipped with -short")
			}
			s := load(t, name)
			hosts := map[string]func(t *testing.T){
				"blocking": func(t *testing.T) { res, err := rt.Run(ctx, s.request(echoBlocking)); s.checkRun(t, res, err) },
				"direct":   func(t *testing.T) { res, err := rt.Run(ctx, s.request(echoDirect)); s.checkRun(t, res, err) },
				"registry": func(t *testing.T) { s.checkCall(t, r.Call(ctx, s.runCode(t))) },
			}
			for _, h := range []string{"blocking", "direct", "registry"} {
				if toolFree[name] && h == "direct" {
					continue
				}
				if heavy[name] && raceEnabled && h != "blocking" {
					continue // one host checks the answer; under -race each run takes tens of seconds
				}
				t.Run(h, func(t *testing.T) { hosts[h](t) })
			}
		})
	}
}

// TestScenarioFiles pins that every scenario file has a recorded answer
// and every timed name is a scenario file, so the benchmarks cannot
// silently drop one.
func TestScenarioFiles(t *testing.T) {
	files, err := filepath.Glob("scenarios/*.ts")
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, f := range files {
		names = append(names, strings.TrimSuffix(filepath.Base(f), ".ts"))
	}
	for _, n := range names {
		load(t, n) // fails when expected.json lacks it
	}
	for _, n := range timed {
		if !slices.Contains(names, n) {
			t.Errorf("timed scenario %q has no scenarios/%s.ts", n, n)
		}
	}
	if len(loaded) != len(names) {
		t.Errorf("testdata/expected.json has %d scenarios, scenarios/ has %d files: rerun testdata/record-expected.mjs", len(loaded), len(names))
	}
}

// TestCheckersReject shows the answer checks can fail: a wrong value, a
// failed run and an extra log line are all caught.
func TestCheckersReject(t *testing.T) {
	rt := newRuntime(t)
	ctx := context.Background()
	s := *load(t, "calls")
	for _, tc := range []struct {
		name, program string
	}{
		{"wrong value", strings.Replace(s.program, "sum += r.i", "sum += r.i + 1", 1)},
		{"throws", "throw new Error('boom')"},
		{"extra log", "console.log('x'); " + s.program},
	} {
		t.Run(tc.name, func(t *testing.T) {
			bad := s
			bad.program = tc.program
			res, err := rt.Run(ctx, bad.request(echoBlocking))
			ft := &fakeTB{TB: t}
			func() {
				defer func() { _ = recover() }()
				bad.checkRun(ft, res, err)
			}()
			if !ft.failed {
				t.Fatalf("checkRun accepted %+v", res)
			}
		})
	}
	if _, err := os.Stat("testdata/record-expected.mjs"); err != nil {
		t.Errorf("the recorder script is missing: %v", err)
	}
}

// fakeTB records a Fatalf instead of ending the test.
type fakeTB struct {
	testing.TB
	failed bool
}

func (f *fakeTB) Fatalf(format string, args ...any) {
	f.failed = true
	panic("fatal")
}

func (f *fakeTB) Fatal(args ...any) {
	f.failed = true
	panic("fatal")
}

// TestConsoleCases checks the console benchmark's programs print what
// Node prints.
func TestConsoleCases(t *testing.T) {
	rt := newRuntime(t)
	for _, tc := range consoleCases {
		t.Run(tc.name, func(t *testing.T) {
			s := &scenario{name: tc.name, program: tc.program, value: []byte("1"), logs: tc.logs()}
			res, err := rt.Run(context.Background(), s.request(echoBlocking))
			s.checkRun(t, res, err)
		})
	}
}
