//go:build linux

package process

import (
	"context"
	"os"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/codemode-go/codemode/runtime"
)

// confinementOf waits for rt's report.
func confinementOf(t testing.TB, rt *Runtime) Confinement {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), StartTimeout)
	defer cancel()
	c, err := rt.Confinement(ctx)
	if err != nil {
		t.Fatalf("Confinement: %v", err)
	}
	return c
}

// TestConfinementReport: a confined worker reports every layer, in
// order, each either in force or with the kernel's reason; an unconfined
// runtime reports itself incomplete.
func TestConfinementReport(t *testing.T) {
	rt := newRT(t, nil, &Options{Workers: 1})
	c := confinementOf(t, rt)
	t.Logf("confinement on this kernel:\n%s", c)
	var names []string
	for _, l := range c.Layers {
		names = append(names, l.Name)
		if l.Detail == "" {
			t.Errorf("layer %s has no detail", l.Name)
		}
	}
	want := []string{LayerNamespaces, LayerRlimits, LayerNoNewPrivs, LayerLandlock, LayerSeccomp}
	if strings.Join(names, ",") != strings.Join(want, ",") {
		t.Fatalf("layers %v, want %v", names, want)
	}
	if c.Complete() != (len(c.Missing()) == 0) {
		t.Fatalf("Complete %v but Missing %v", c.Complete(), c.Missing())
	}
	un := newRT(t, nil, &Options{Workers: 1, Unconfined: true})
	if uc := confinementOf(t, un); uc.Complete() || len(uc.Missing()) == 0 {
		t.Fatalf("unconfined runtime reports %v", uc)
	}
}

// TestConfinedWorkerRuns: what programs use — timers, entropy, tool
// calls, time zones, large arrays, console — works in a confined worker
// exactly as in an unconfined one.
func TestConfinedWorkerRuns(t *testing.T) {
	programs := []struct{ name, program, value string }{
		{"timers", `await new Promise(r => setTimeout(r, 20)); return 1`, `1`},
		{"entropy", `return crypto.randomUUID().length + (Math.random() < 1 ? 1 : 0)`, `37`},
		{"calls", `return await Promise.all([1, 2, 3].map(n => tools.echo(n)))`, `[1,2,3]`},
		{"zone", `return new Intl.DateTimeFormat("en-US", {timeZone: "America/New_York", hour: "numeric", hourCycle: "h23"}).format(new Date(0))`, `"19"`},
		{"array", `const a = []; for (let i = 0; i < 2e5; i++) a.push(i); return a.length`, `200000`},
		{"regexp", `return /(\p{L}+)/u.exec("héllo!")[1]`, `"héllo"`},
	}
	for _, mode := range []struct {
		name string
		opts *Options
	}{{"confined", &Options{Workers: 1}}, {"unconfined", &Options{Workers: 1, Unconfined: true}}} {
		rt := newRT(t, &runtime.Options{Compute: 60 * time.Second, Wall: 120 * time.Second}, mode.opts)
		for _, p := range programs {
			t.Run(mode.name+"/"+p.name, func(t *testing.T) {
				res := run(t, rt, context.Background(), p.program, echoNS(nil))
				if res.Error != nil || string(res.Value) != p.value {
					t.Fatalf("got %s %v, want %s", res.Value, res.Error, p.value)
				}
			})
		}
	}
}

// TestMemoryCapStringDoubling: a program that doubles a string and keeps
// every copy ends as worker-exit naming the memory budget, and the
// worker's peak resident memory, measured by the kernel (wait4's
// ru_maxrss), stays within the budget plus 64 MiB.
func TestMemoryCapStringDoubling(t *testing.T) {
	if raceSlack > 0 {
		t.Skip("the race detector's shadow memory is resident too: peak RSS is measured without -race")
	}
	const budget = 256 << 20
	var mu sync.Mutex
	var peaks []int64
	exited := func(st *os.ProcessState) {
		if ru, ok := st.SysUsage().(*syscall.Rusage); ok {
			mu.Lock()
			peaks = append(peaks, ru.Maxrss<<10)
			mu.Unlock()
		}
	}
	for _, confined := range []bool{true, false} {
		rt, err := New(&runtime.Options{MemoryBytes: budget, Compute: 20 * time.Second, Wall: 30 * time.Second}, &Options{Workers: 1, Unconfined: !confined, exited: exited})
		if err != nil {
			t.Fatal(err)
		}
		res := run(t, rt, context.Background(), `let s = "x"; const keep = []; for (;;) { s = s + s; keep.push(s) }`, nil)
		rt.Close()
		if res.Error == nil || res.Error.Kind != runtime.KindWorkerExit || !strings.Contains(res.Error.Message, "memory budget") {
			t.Fatalf("confined=%v: got %+v, want worker-exit naming the memory budget", confined, res.Error)
		}
	}
	mu.Lock()
	defer mu.Unlock()
	if len(peaks) == 0 {
		t.Fatal("no worker exit observed")
	}
	for _, p := range peaks {
		t.Logf("worker peak RSS %d MiB (budget %d MiB)", p>>20, budget>>20)
		if p > budget+64<<20 {
			t.Errorf("worker peak RSS %d MiB over the budget + 64 MiB (%d MiB)", p>>20, (budget+64<<20)>>20)
		}
	}
}

// TestConfinementDegrades: where the kernel refuses the namespaces, the
// worker still starts, with the other layers, and the report says which
// layers are missing and why (the namespaces with the kernel's reason,
// RLIMIT_NPROC, which would count the host user's processes); it is no
// longer complete, which is what --require-confinement refuses.
func TestConfinementDegrades(t *testing.T) {
	const why = "the kernel refused them: operation not permitted (simulated)"
	rt := newRT(t, nil, &Options{Workers: 1, refuseNamespaces: why})
	c := confinementOf(t, rt)
	if c.Complete() {
		t.Fatalf("complete without namespaces:\n%s", c)
	}
	missing := strings.Join(c.Missing(), "; ")
	for _, want := range []string{LayerNamespaces + " (" + why + ")", LayerRlimits + " (RLIMIT_NPROC not set"} {
		if !strings.Contains(missing, want) {
			t.Errorf("missing %q, want it to name %q", missing, want)
		}
	}
	for _, l := range c.Layers {
		if l.Name == LayerSeccomp && !l.Active {
			t.Skipf("seccomp not in force here either: %s", l.Detail)
		}
	}
	if res := run(t, rt, context.Background(), `return 6 * 7`, nil); res.Error != nil || string(res.Value) != "42" {
		t.Fatalf("a worker without namespaces runs: %s %v", res.Value, res.Error)
	}
}
