package bench

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/codemode-go/codemode/runtime"
	"github.com/codemode-go/codemode/runtime/process"
)

// BenchmarkRSS100Process is BenchmarkRSS100 on the process backend: 100
// runs held at once, each in a worker of its own (MaxWorkers raised to
// 100, or the pool would queue them). rss-MiB is this process's resident
// set plus every worker's while all are held; peak-rss-MiB is that sum
// too, since a host's peak does not cover its children. pss-MiB is the
// same sum of proportional set sizes (smaps_rollup's Pss): the workers
// are one binary, whose text and read-only data every worker maps from
// the same pages, and RSS counts those pages once per worker where PSS
// shares them out, so pss-MiB is what the 101 processes take together.
func BenchmarkRSS100Process(b *testing.B) {
	rss100Process(b, nil)
}

// BenchmarkRSS100Binary is BenchmarkRSS100Process with the workers of
// the shipped binary (cmd/codemode, built into a temporary directory),
// which is what `codemode serve` starts: it links the MCP server, the
// upstream clients, telemetry and the stores beside the runtime, and
// their package state makes each of its workers larger than one of this
// test binary, which links the runtime alone.
func BenchmarkRSS100Binary(b *testing.B) {
	bin := filepath.Join(b.TempDir(), "codemode")
	if out, err := exec.Command("go", "build", "-o", bin, "github.com/codemode-go/codemode/cmd/codemode").CombinedOutput(); err != nil {
		b.Fatalf("build cmd/codemode: %v\n%s", err, out)
	}
	rss100Process(b, []string{bin})
}

// rss100Process measures 100 held runs on workers started by command
// (nil: this test binary).
func rss100Process(b *testing.B, command []string) {
	rt, err := process.New(nil, &process.Options{MaxWorkers: rssRuns, Command: command})
	if err != nil {
		b.Skipf("process isolation unavailable: %v", err)
	}
	b.Cleanup(func() { rt.Close() })
	ctx := context.Background()
	var pss float64
	total := func() float64 {
		pss = smapsMiB(b, "self", "Pss")
		rss := procStatusMiB(b, "VmRSS")
		for _, c := range children(os.Getpid()) {
			rss += statusMiB(c, "VmRSS")
			pss += smapsMiB(b, c, "Pss")
		}
		return rss
	}
	before := total()
	var held float64
	for b.Loop() {
		held = holdAll(b, total, func(block func(context.Context, json.RawMessage) (json.RawMessage, error)) ([]byte, error) {
			res, err := rt.Run(ctx, runtime.Request{Program: rssProgram, Namespaces: []runtime.Namespace{{
				Global: "tools", Functions: []runtime.Function{{Name: "block", Call: runtime.Blocking(block)}},
			}}})
			if err == nil && res.Error != nil {
				err = res.Error
			}
			return res.Value, err
		})
	}
	b.ReportMetric(held, "peak-rss-MiB")
	b.ReportMetric(held, "rss-MiB")
	b.ReportMetric(pss, "pss-MiB")
	b.ReportMetric((held-before)*1024/rssRuns, "KiB/run")
}

// BenchmarkWorkerIdle measures one idle worker of the process backend,
// after a run, as the warm pool keeps it: rss-MiB its resident set,
// pss-MiB its proportional set (the binary's shared pages split with the
// host only, so an upper bound of its share in a larger pool) and
// private-MiB the pages no other process maps, what each more worker
// costs.
func BenchmarkWorkerIdle(b *testing.B) {
	rt, err := process.New(nil, &process.Options{Workers: 1, MaxWorkers: 1})
	if err != nil {
		b.Skipf("process isolation unavailable: %v", err)
	}
	b.Cleanup(func() { rt.Close() })
	var rss, pss, private float64
	for b.Loop() {
		res, err := rt.Run(context.Background(), runtime.Request{Program: "return 1"})
		if err != nil || res.Error != nil {
			b.Fatalf("run: %v %v", err, res.Error)
		}
		kids := children(os.Getpid())
		if len(kids) != 1 {
			b.Fatalf("%d workers, want the one idle worker", len(kids))
		}
		rss = statusMiB(kids[0], "VmRSS")
		pss = smapsMiB(b, kids[0], "Pss")
		private = smapsMiB(b, kids[0], "Private_Clean") + smapsMiB(b, kids[0], "Private_Dirty")
	}
	b.ReportMetric(rss, "rss-MiB")
	b.ReportMetric(pss, "pss-MiB")
	b.ReportMetric(private, "private-MiB")
}

// children lists pid's child processes (the workers). Each thread lists
// the children it forked, so every task's list is read.
func children(pid int) []string {
	tasks, _ := filepath.Glob("/proc/" + strconv.Itoa(pid) + "/task/*/children")
	var kids []string
	for _, t := range tasks {
		text, err := os.ReadFile(t)
		if err == nil {
			kids = append(kids, strings.Fields(string(text))...)
		}
	}
	return kids
}

// statusMiB reads one kB field of /proc/PID/status, in MiB; 0 when the
// process is gone.
func statusMiB(pid, field string) float64 {
	status, err := os.ReadFile("/proc/" + pid + "/status")
	if err != nil {
		return 0
	}
	return kBField(string(status), field)
}

// smapsMiB reads one kB field of /proc/PID/smaps_rollup, in MiB (pid may
// be "self"); 0 when the process is gone. A kernel without smaps_rollup
// (before 4.14) skips the benchmark.
func smapsMiB(b *testing.B, pid, field string) float64 {
	text, err := os.ReadFile("/proc/" + pid + "/smaps_rollup")
	if err != nil {
		if _, serr := os.Stat("/proc/self/smaps_rollup"); serr != nil {
			b.Skipf("proportional set size needs /proc/PID/smaps_rollup: %v", serr)
		}
		return 0
	}
	return kBField(string(text), field)
}

// kBField is the value of a "Field:   123 kB" line of text, in MiB.
func kBField(text, field string) float64 {
	for _, line := range strings.Split(text, "\n") {
		if v, ok := strings.CutPrefix(line, field+":"); ok {
			kb, _ := strconv.ParseFloat(strings.TrimSuffix(strings.TrimSpace(v), " kB"), 64)
			return kb / 1024
		}
	}
	return 0
}
