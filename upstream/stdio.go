package upstream

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os/exec"
	"syscall"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// stdioTransport starts a stdio server and connects to it over its pipes,
// as mcp.CommandTransport does, with the wire watching the newline-
// delimited messages both ways (wire.go).
type stdioTransport struct {
	cmd       *exec.Cmd
	wire      *wire
	terminate time.Duration // how long Close waits after closing stdin before SIGTERM
}

// Connect implements mcp.Transport.
func (t *stdioTransport) Connect(ctx context.Context) (mcp.Connection, error) {
	stdout, err := t.cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	stdin, err := t.cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	if err := t.cmd.Start(); err != nil {
		return nil, err
	}
	r := &lineReader{r: stdout, see: t.wire.in}
	w := &lineWriter{w: stdin, edit: t.wire.out, stop: func() error { return stopProcess(t.cmd, stdin, t.terminate) }}
	return (&mcp.IOTransport{Reader: r, Writer: w}).Connect(ctx)
}

// lineReader passes a stream through and hands each complete line to see.
type lineReader struct {
	r       io.Reader
	see     func([]byte)
	partial []byte
}

func (l *lineReader) Read(p []byte) (int, error) {
	n, err := l.r.Read(p)
	chunk := p[:n]
	for len(chunk) > 0 {
		i := bytes.IndexByte(chunk, '\n')
		if i < 0 {
			if len(l.partial)+len(chunk) <= maxWatchedLine {
				l.partial = append(l.partial, chunk...)
			} else {
				l.partial = l.partial[:0] // too long to watch: passed on unread
			}
			break
		}
		line := chunk[:i]
		if len(l.partial) > 0 {
			line = append(l.partial, line...)
		}
		l.see(line)
		l.partial = l.partial[:0]
		chunk = chunk[i+1:]
	}
	return n, err
}

// Close implements io.Closer: the connection closes by closing stdin.
func (l *lineReader) Close() error { return nil }

// maxWatchedLine bounds a line the wire reads (a tools/list result).
const maxWatchedLine = 64 << 20

// lineWriter writes whole lines, each as edit returns it.
type lineWriter struct {
	w       io.Writer
	edit    func([]byte) []byte
	stop    func() error
	partial []byte
}

func (l *lineWriter) Write(p []byte) (int, error) {
	l.partial = append(l.partial, p...)
	for {
		i := bytes.IndexByte(l.partial, '\n')
		if i < 0 {
			return len(p), nil
		}
		line := append(l.edit(l.partial[:i:i]), '\n')
		rest := l.partial[i+1:]
		if _, err := l.w.Write(line); err != nil {
			l.partial = nil
			return 0, err
		}
		l.partial = append(l.partial[:0], rest...)
	}
}

// Close stops the server.
func (l *lineWriter) Close() error { return l.stop() }

// stopProcess ends a stdio server as the MCP spec asks: close its stdin,
// wait for it to exit, then SIGTERM, then SIGKILL.
func stopProcess(cmd *exec.Cmd, stdin io.Closer, terminate time.Duration) error {
	if err := stdin.Close(); err != nil {
		return fmt.Errorf("closing stdin: %v", err)
	}
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	wait := func() (error, bool) {
		select {
		case err := <-exited:
			return err, true
		case <-time.After(terminate):
			return nil, false
		}
	}
	if err, ok := wait(); ok {
		return err
	}
	if cmd.Process.Signal(syscall.SIGTERM) == nil {
		if err, ok := wait(); ok {
			return err
		}
	}
	if err := cmd.Process.Kill(); err != nil {
		return err
	}
	if err, ok := wait(); ok {
		return err
	}
	return fmt.Errorf("unresponsive subprocess")
}
