package main

import "github.com/codemode-go/codemode/runtime"

// newProcessRuntime is the process-isolated backend; see runtime/process.
func newProcessRuntime(o *runtime.Options) (runtime.Runtime, error) {
	return nil, usagef("--isolation process is not available in this build yet")
}
