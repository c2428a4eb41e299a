package upstream

import (
	"context"
	"fmt"
	"io"
	"os/exec"
	"syscall"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/codemode-go/codemode/internal/jsonlines"
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
	return (&mcp.IOTransport{
		Reader: io.NopCloser(&jsonlines.Reader{R: stdout, Edit: t.wire.seen}), // the connection closes by closing stdin
		Writer: &jsonlines.Writer{W: stdin, Edit: t.wire.out, Stop: func() error { return stopProcess(t.cmd, stdin, t.terminate) }},
	}).Connect(ctx)
}

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
