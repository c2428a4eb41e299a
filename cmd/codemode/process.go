package main

import (
	"github.com/codemode-go/codemode/runtime"
	"github.com/codemode-go/codemode/runtime/process"
)

// newProcessRuntime is --isolation process: runs execute in worker
// subprocesses of this binary (main calls process.WorkerMain first) under
// an OS memory limit of --memory.
func newProcessRuntime(o *runtime.Options) (runtime.Runtime, error) {
	rt, err := process.New(o, nil)
	if err != nil {
		return nil, usagef("--isolation process: %v", err)
	}
	return rt, nil
}
