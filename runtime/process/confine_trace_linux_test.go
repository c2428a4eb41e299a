//go:build linux

package process

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/codemode-go/codemode/runtime"
)

// tracedCall is one line of strace -f output: the system call and its
// result.
var tracedCall = regexp.MustCompile(`^\d+\s+(open|openat|openat2|socket|connect|execve|execveat)\((.*)\)\s+=\s+(.*)$`)

// TestTraceConfinedWorker watches a confined worker from outside
// (strace attached to it, with all its threads): asked for a time zone,
// it still tries to open files — the Go time package looks in the host's
// zoneinfo before its embedded copy — and the kernel refuses every such
// attempt, and would refuse every socket, connect and exec, with EPERM.
// The test fails if no attempt is seen, so the trace must show the worker
// at all.
func TestTraceConfinedWorker(t *testing.T) {
	strace, err := exec.LookPath("strace")
	if err != nil {
		t.Skip("strace is not installed (.ci/run installs it): the worker's system calls cannot be traced")
	}
	rt := newRT(t, &runtime.Options{Compute: 10 * time.Second, Wall: 20 * time.Second}, &Options{Workers: 1})
	c := confinementOf(t, rt)
	for _, l := range c.Layers {
		if l.Name == LayerSeccomp && !l.Active {
			t.Skipf("seccomp not in force: %s", l.Detail)
		}
	}
	var pid int
	for deadline := time.Now().Add(StartTimeout); pid == 0 && time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
		rt.mu.Lock()
		if len(rt.idle) > 0 {
			pid = rt.idle[0].cmd.Process.Pid
		}
		rt.mu.Unlock()
	}
	if pid == 0 {
		t.Fatal("no idle worker")
	}
	trace := filepath.Join(t.TempDir(), "worker.trace")
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	st := exec.CommandContext(ctx, strace, "-f", "-e", "signal=none", "-e", "trace=open,openat,openat2,socket,connect,execve,execveat", "-o", trace, "-p", strconv.Itoa(pid))
	st.Cancel = func() error { return st.Process.Signal(os.Interrupt) }
	attached := make(chan struct{})
	st.Stderr = &signalWriter{needle: "attached", ch: attached}
	if err := st.Start(); err != nil {
		t.Fatal(err)
	}
	select {
	case <-attached:
	case <-time.After(10 * time.Second):
		t.Skip("strace could not attach to the worker in time (ptrace restricted?)")
	}
	res := run(t, rt, context.Background(), `return new Intl.DateTimeFormat("en-US", {timeZone: "Asia/Tokyo", hour: "numeric", hourCycle: "h23"}).format(new Date(0))`, nil)
	if res.Error != nil || string(res.Value) != `"09"` {
		t.Fatalf("got %s %v", res.Value, res.Error)
	}
	cancel()
	_ = st.Wait()
	b, err := os.ReadFile(trace)
	if err != nil {
		t.Fatal(err)
	}
	attempts := 0
	for _, line := range strings.Split(string(b), "\n") {
		m := tracedCall.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		attempts++
		if !strings.HasPrefix(m[3], "-1 EPERM") {
			t.Errorf("not refused with EPERM: %s", line)
		}
	}
	if attempts == 0 {
		t.Fatalf("the trace shows no attempt:\n%s", b)
	}
	t.Logf("%d open, socket, connect or exec attempts by the worker, all refused", attempts)
}

// signalWriter closes ch once needle has been written to it.
type signalWriter struct {
	mu     sync.Mutex
	buf    strings.Builder
	needle string
	ch     chan struct{}
	done   bool
}

func (w *signalWriter) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.buf.Write(p)
	if !w.done && strings.Contains(w.buf.String(), w.needle) {
		w.done = true
		close(w.ch)
	}
	return len(p), nil
}
