package bench

import (
	"context"
	"encoding/json"
	"os"
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
// too, since a host's peak does not cover its children.
func BenchmarkRSS100Process(b *testing.B) {
	rt, err := process.New(nil, &process.Options{MaxWorkers: rssRuns})
	if err != nil {
		b.Skipf("process isolation unavailable: %v", err)
	}
	b.Cleanup(func() { rt.Close() })
	ctx := context.Background()
	total := func() float64 { return procStatusMiB(b, "VmRSS") + childrenRSSMiB(os.Getpid()) }
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
	b.ReportMetric((held-before)*1024/rssRuns, "KiB/run")
}

// childrenRSSMiB sums the resident sets of pid's child processes (the
// workers), in MiB. Each thread lists the children it forked, so every
// task's list is read.
func childrenRSSMiB(pid int) float64 {
	tasks, _ := filepath.Glob("/proc/" + strconv.Itoa(pid) + "/task/*/children")
	var kids []string
	for _, t := range tasks {
		text, err := os.ReadFile(t)
		if err == nil {
			kids = append(kids, strings.Fields(string(text))...)
		}
	}
	var total float64
	for _, c := range kids {
		status, err := os.ReadFile("/proc/" + c + "/status")
		if err != nil {
			continue
		}
		for _, line := range strings.Split(string(status), "\n") {
			if v, ok := strings.CutPrefix(line, "VmRSS:"); ok {
				kb, _ := strconv.ParseFloat(strings.TrimSuffix(strings.TrimSpace(v), " kB"), 64)
				total += kb / 1024
			}
		}
	}
	return total
}
