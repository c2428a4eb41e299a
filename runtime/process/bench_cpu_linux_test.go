package process

import (
	"context"
	"os"
	"strconv"
	"strings"
	"syscall"
	"testing"

	"github.com/codemode-go/codemode/runtime"
)

// BenchmarkRunCPU is BenchmarkRun measured in processor time rather than
// wall time: cpu-us is the user and system time per run of the host
// process and, with process isolation, of its workers. On a shared
// machine wall times mostly measure the neighbours; processor time is
// what a run costs. Programs make 0, 10 or 100 sequential host calls, so
// the difference between them is the cost per call.
func BenchmarkRunCPU(b *testing.B) {
	rts := benchRuntimes(b)
	programs := []struct{ name, program string }{
		{"trivial", `return 1`},
		{"calls10", `let s = 0; for (let i = 0; i < 10; i++) s += await tools.echo(i); return s`},
		{"calls100", `let s = 0; for (let i = 0; i < 100; i++) s += await tools.echo(i); return s`},
	}
	for _, backend := range []string{"inprocess", "process"} {
		for _, p := range programs {
			rt := rts[backend]
			b.Run(backend+"/"+p.name, func(b *testing.B) {
				run := func() {
					res, err := rt.Run(context.Background(), runtime.Request{Program: p.program, Namespaces: echoNS(nil)})
					if err != nil || res.Error != nil {
						b.Fatal(err, res.Error)
					}
				}
				run() // compiled and a worker warm
				before := cpuTime(b, rt)
				for b.Loop() {
					run()
				}
				b.ReportMetric(float64(cpuTime(b, rt)-before)/1e3/float64(b.N), "cpu-us")
			})
		}
	}
}

// cpuTime is the processor time (ns) of this process and of rt's live
// workers, when rt is the process backend.
func cpuTime(b *testing.B, rt runtime.Runtime) int64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		b.Fatal(err)
	}
	total := ru.Utime.Nano() + ru.Stime.Nano()
	if pr, ok := rt.(*Runtime); ok {
		pr.mu.Lock()
		for w := range pr.all {
			total += procCPU(w.cmd.Process.Pid)
		}
		pr.mu.Unlock()
	}
	return total
}

// procCPU reads utime+stime of pid from /proc (clock ticks, 100 Hz).
func procCPU(pid int) int64 {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return 0
	}
	s := string(b)
	f := strings.Fields(s[strings.LastIndexByte(s, ')')+2:])
	ut, _ := strconv.ParseInt(f[11], 10, 64)
	st, _ := strconv.ParseInt(f[12], 10, 64)
	return (ut + st) * 1e7
}
