package main

import (
	"github.com/codemode-go/codemode/runtime"
	"github.com/codemode-go/codemode/runtime/process"
)

// serveIsolation is the --isolation default of serve: process where the
// platform supports it, else inprocess. A server runs many clients'
// programs in one process; with process isolation a program that reaches
// a hole no guard knows — a fatal Go error, a builtin stuck in Go code, a
// heap no watchdog can attribute — costs its own worker, never the other
// clients' runs, for about 0.2 ms more per run and 0.15 ms more per tool
// call (README, Safety). run and call execute one program per process, so
// they keep the faster in-process backend.
func serveIsolation() string {
	if process.Supported() {
		return "process"
	}
	return "inprocess"
}

// newProcessRuntime is --isolation process: runs execute in worker
// subprocesses of this binary (main calls process.WorkerMain first) under
// an OS memory limit of --memory.
//
// workers is the warm pool size: 1 for a command that runs one program,
// 0 (the package default) for serve.
func newProcessRuntime(o *runtime.Options, workers int) (runtime.Runtime, error) {
	rt, err := process.New(o, &process.Options{Workers: workers})
	if err != nil {
		return nil, usagef("--isolation process: %v", err)
	}
	return rt, nil
}
