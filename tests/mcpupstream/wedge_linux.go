//go:build linux

package main

import (
	"os"
	"syscall"
)

// kept holds a duplicate of the original stdout, so the pipe stays open
// (the client sees no EOF) after stdout is pointed at /dev/null.
var kept int

// wedgeStdout points stdout at /dev/null: the server keeps reading
// requests and the pipe stays open, but no answer reaches the client.
func wedgeStdout() error {
	var err error
	if kept, err = syscall.Dup(1); err != nil {
		return err
	}
	f, err := os.OpenFile(os.DevNull, os.O_WRONLY, 0)
	if err != nil {
		return err
	}
	return syscall.Dup3(int(f.Fd()), 1, 0)
}
