package tests

import (
	"bufio"
	"bytes"
	"encoding/json"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"syscall"
	"testing"
)

// runningCmd is a codemode run that startRunning saw reach its program.
type runningCmd struct {
	cmd       *exec.Cmd
	out, errb bytes.Buffer
	// done receives cmd.Wait's error once the process ended.
	done chan error
}

// startRunning starts codemode with args (which begin with "run" and name a
// program whose first await is a tool call, such as `await tools.list({path:
// "."})`), its --events on a FIFO, and returns once that call committed (a
// code-dispatch event): the program is then running, however loaded the
// machine, so a signal sent now reaches it and not the start-up. It fails
// the test when the process ends first.
func startRunning(t *testing.T, dir string, args ...string) *runningCmd {
	t.Helper()
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	fifo := filepath.Join(t.TempDir(), "events")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	args = slices.Insert(slices.Clone(args), 1, "--events", fifo)
	r := &runningCmd{cmd: exec.Command(codemodeBin, args...), done: make(chan error, 1)}
	r.cmd.Dir = dir
	r.cmd.Stdout, r.cmd.Stderr = &r.out, &r.errb
	if err := r.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	exited := make(chan error, 1)
	go func() { exited <- r.cmd.Wait() }()
	dispatched := make(chan struct{})
	go func() {
		f, err := os.Open(fifo) // blocks until codemode opens its end
		if err != nil {
			return
		}
		defer f.Close()
		sc := bufio.NewScanner(f)
		sc.Buffer(make([]byte, 1<<20), 1<<24)
		seen := false
		for sc.Scan() {
			var e event
			if json.Unmarshal(sc.Bytes(), &e) == nil && e.Type == "code-dispatch" && !seen {
				seen = true
				close(dispatched)
			}
		}
		_, _ = io.Copy(io.Discard, f) // the writer never blocks on us
	}()
	select {
	case <-dispatched:
		go func() { r.done <- <-exited }()
		return r
	case err := <-exited:
		// Unblock the reader's open if codemode never opened the FIFO.
		if w, oerr := os.OpenFile(fifo, os.O_WRONLY|syscall.O_NONBLOCK, 0); oerr == nil {
			w.Close()
		}
		t.Fatalf("codemode %v ended (%v) before its program's first tool call\nstdout: %s\nstderr: %s", args, err, r.out.String(), r.errb.String())
		return nil
	}
}
