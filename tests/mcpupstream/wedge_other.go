//go:build !linux

package main

import "errors"

// wedgeStdout is implemented on Linux only.
func wedgeStdout() error { return errors.New("wedge is implemented on Linux only") }
