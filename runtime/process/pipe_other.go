//go:build !unix

package process

// pollable is a no-op where descriptors are not set non-blocking.
func pollable(uintptr) {}
