// Package testhook is the switch test binaries turn on to get the hooks
// that exist only for tests — today the in-process backend's
// __stuckInGo (runtime/inprocess, StuckHookEnv). Only test code calls
// Enable: from TestMain, or from an init function of a _test.go file
// when the test binary also serves as a worker of the process backend
// (which re-executes the current binary), so that the worker's runs get
// the hook too. A binary built without go test never calls it and so
// never installs a hook, whatever its environment says.
//
// The package imports nothing, so that production code can ask Enabled
// without linking the testing package.
package testhook

import "sync/atomic"

var enabled atomic.Bool

// Enable turns the test hooks on for this process. Call it only from
// test code.
func Enable() { enabled.Store(true) }

// Enabled reports whether Enable was called.
func Enabled() bool { return enabled.Load() }
