package main

import (
	"fmt"
	"io"
	"sync"
)

// logWriter prints program console lines as they arrive, prefixed with
// the tool call they belong to. Lines of programs running at once may
// interleave, never tear.
type logWriter struct {
	mu sync.Mutex
	w  io.Writer
}

func newLogWriter(w io.Writer) *logWriter { return &logWriter{w: w} }

func (l *logWriter) line(callID, text string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	fmt.Fprintf(l.w, "[%s] %s\n", callID, text)
}
