package tests

// Issue #16, observed from outside the host: the codemode binary, run as
// a user runs it, opens no file a program names, and every hostile program
// of the issue ends with its expected failure kind under 1 GiB of peak
// memory, in both backends.

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/codemode-go/codemode/runtime"
)

// isolations are the backends a CLI run can choose.
var isolations = []string{"inprocess", "process"}

// sourceMapProgram compiles code at run time in every way a program can,
// each naming target in a sourceMappingURL comment.
func sourceMapProgram(target string) string {
	return fmt.Sprintf(`const u = "\n//# sourceMappingURL=" + %q;
return [
  (0, eval)("1" + u),
  eval("1" + u),
  Function("return 1" + u)(),
  new Function("return 1" + u)(),
  (function* () {}).constructor("yield 1" + u)().next().value,
  await (async function () {}).constructor("return 1" + u)(),
];`, target)
}

// TestCLIOpensNoFileAProgramNames traces the file opens of `codemode run`
// (strace -f, so process workers are traced too) while programs name
// files in sourceMappingURL comments of code compiled at run time: an
// absolute path, a device that never ends, and a relative path to a file
// that exists in the working directory. None of them is opened. The trace
// must show the program file itself being opened, proving that it sees
// the process's opens at all.
func TestCLIOpensNoFileAProgramNames(t *testing.T) {
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	strace, err := exec.LookPath("strace")
	if err != nil {
		t.Skip("strace is not installed (.ci/run installs it): the host's file opens cannot be traced")
	}
	dir := t.TempDir()
	const marker = "codemode-sourcemap-probe.map"
	if err := os.WriteFile(filepath.Join(dir, marker), []byte(`{"version":3,"sources":[],"mappings":""}`), 0o644); err != nil {
		t.Fatal(err)
	}
	targets := []struct{ name, target, needle string }{
		{"absolute", "/etc/hostname", "hostname"},
		{"device", "../../../../dev/zero", "zero"},
		{"relative", marker, marker},
	}
	for _, iso := range isolations {
		for _, tc := range targets {
			t.Run(iso+"/"+tc.name, func(t *testing.T) {
				prog := filepath.Join(dir, "prog-"+iso+"-"+tc.name+".ts")
				if err := os.WriteFile(prog, []byte(sourceMapProgram(tc.target)), 0o644); err != nil {
					t.Fatal(err)
				}
				trace := prog + ".trace"
				ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
				defer cancel()
				cmd := exec.CommandContext(ctx, strace, "-f", "-qq", "-e", "trace=open,openat,openat2", "-o", trace,
					codemodeBin, "run", "--json", "--isolation", iso, "--timeout", "20s", prog)
				cmd.Dir = dir
				var out, errb bytes.Buffer
				cmd.Stdout, cmd.Stderr = &out, &errb
				runErr := cmd.Run()
				if strings.Contains(errb.String(), "ptrace") || strings.Contains(errb.String(), "PTRACE") {
					t.Skipf("strace cannot trace here (ptrace not permitted): %s", strings.TrimSpace(errb.String()))
				}
				if runErr != nil {
					t.Fatalf("codemode run: %v\nstdout: %s\nstderr: %s", runErr, out.String(), errb.String())
				}
				var res runJSON
				if err := json.Unmarshal(out.Bytes(), &res); err != nil || res.Error != nil || string(res.Value) != "[1,1,1,1,1,1]" {
					t.Fatalf("run: %s (%v)", out.String(), err)
				}
				b, err := os.ReadFile(trace)
				if err != nil {
					t.Fatal(err)
				}
				opens := string(b)
				if !strings.Contains(opens, filepath.Base(prog)) {
					t.Fatalf("the trace does not show the program file being opened: it cannot prove anything\n%s", opens)
				}
				for _, line := range strings.Split(opens, "\n") {
					if strings.Contains(line, tc.needle) {
						t.Errorf("the host opened a file the program named: %s", line)
					}
				}
			})
		}
	}
}

// treePeaks records the peak resident size (VmHWM) of pid and of every
// process below it, by pid, keeping the largest seen.
func treePeaks(pid int, peaks map[int]int64) {
	if b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid)); err == nil {
		for _, line := range strings.Split(string(b), "\n") {
			if v, ok := strings.CutPrefix(line, "VmHWM:"); ok {
				var kb int64
				if _, err := fmt.Sscan(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(v), "kB")), &kb); err == nil && kb<<10 > peaks[pid] {
					peaks[pid] = kb << 10
				}
			}
		}
	}
	tasks, _ := filepath.Glob(fmt.Sprintf("/proc/%d/task/*/children", pid))
	for _, f := range tasks {
		b, _ := os.ReadFile(f)
		for _, c := range strings.Fields(string(b)) {
			var child int
			if _, err := fmt.Sscan(c, &child); err == nil {
				treePeaks(child, peaks)
			}
		}
	}
}

// issue16Corpus are the corpus programs of issue #16 (hostile_test.go):
// source maps, the parser's astral-escape panic, and every BigInt spelling.
var issue16Corpus = []string{"alloc-bigint-", "time-bigint-", "escape-sourcemap-", "syntax-astral-", "syntax-eval-lexer-"}

// TestCLIHostileIssue16Budgets runs each of issue #16's corpus programs
// through `codemode run` in both backends at the default memory budget
// (256 MiB) and a 3 s wall budget: each ends as its corpus file expects
// and the process, with the workers it waited for, peaks under 1 GiB of
// resident memory. Wall time is logged (speed is not asserted in tests).
func TestCLIHostileIssue16Budgets(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the CLI once per program and backend")
	}
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	var cases []hostileCase
	for _, c := range loadHostile(t) {
		for _, p := range issue16Corpus {
			if strings.HasPrefix(c.name, p) {
				cases = append(cases, c)
			}
		}
	}
	if len(cases) < 15 {
		t.Fatalf("found %d of issue #16's corpus programs", len(cases))
	}
	dir := t.TempDir()
	const wall = 3 * time.Second
	for _, iso := range isolations {
		for _, c := range cases {
			t.Run(iso+"/"+c.name, func(t *testing.T) {
				prog := filepath.Join(dir, c.name+".ts")
				if err := os.WriteFile(prog, []byte(c.program), 0o644); err != nil {
					t.Fatal(err)
				}
				ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
				defer cancel()
				cmd := exec.CommandContext(ctx, codemodeBin, "run", "--json", "--isolation", iso, "--timeout", wall.String(), prog)
				cmd.Dir = dir
				var out bytes.Buffer
				cmd.Stdout = &out
				start := time.Now()
				if err := cmd.Start(); err != nil {
					t.Fatal(err)
				}
				peaks := map[int]int64{}
				done := make(chan error, 1)
				go func() { done <- cmd.Wait() }()
				var err error
			poll:
				for {
					treePeaks(cmd.Process.Pid, peaks)
					select {
					case err = <-done:
						break poll
					case <-time.After(10 * time.Millisecond):
					}
				}
				elapsed := time.Since(start)
				if _, isExit := err.(*exec.ExitError); err != nil && !isExit {
					t.Fatal(err)
				}
				var res runJSON
				if err := json.Unmarshal(out.Bytes(), &res); err != nil {
					t.Fatalf("stdout is not a run object: %q", out.String())
				}
				r := runtime.Result{Value: res.Value}
				if res.Error != nil {
					r.Error = &runtime.Failure{Kind: runtime.Kind(res.Error.Kind), Message: res.Error.Message}
				}
				if d := c.check(r); d != "" {
					t.Error(d)
				}
				// The peaks (VmHWM) the CLI and the workers it starts showed
				// while polled. Not the CLI's rusage: Linux carries the
				// parent's high-water mark across the fork and exec into
				// the child's ru_maxrss, so a large test process would be
				// measured instead of the CLI.
				rss := peaks[cmd.Process.Pid]
				var workers int64
				for pid, peak := range peaks {
					if pid != cmd.Process.Pid {
						workers += peak
					}
				}
				t.Logf("wall %v (budget %v), peak RSS %d MiB (CLI) + %d MiB (workers)", elapsed.Round(time.Millisecond), wall, rss>>20, workers>>20)
				if rss+workers >= 1<<30 {
					t.Errorf("peak RSS %d MiB, want under 1 GiB", (rss+workers)>>20)
				}
			})
		}
	}
}
