package main

import (
	"github.com/codemode-go/codemode/runtime"
	"github.com/codemode-go/codemode/runtime/process"
)

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
