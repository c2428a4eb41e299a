// Package testredis starts a real redis-server for tests: on a free loopback
// port, with no persistence, stopped when the test ends. Tests that need
// Redis skip with the reason when redis-server is not installed (.ci/run
// installs it from Debian's packages).
package testredis

import (
	"fmt"
	"net"
	"os/exec"
	"strconv"
	"testing"
	"time"
)

// Server is a running redis-server.
type Server struct {
	// Addr is its HOST:PORT on loopback.
	Addr string
	cmd  *exec.Cmd
}

// URL returns the redis:// URL of database db on the server.
func (s *Server) URL(db int) string { return fmt.Sprintf("redis://%s/%d", s.Addr, db) }

// Kill stops the server at once (SIGKILL), for tests of an unreachable store.
func (s *Server) Kill() { s.cmd.Process.Kill(); s.cmd.Wait() }

// Start starts a redis-server for t, or skips t when none is installed.
func Start(t testing.TB) *Server {
	t.Helper()
	bin, err := exec.LookPath("redis-server")
	if err != nil {
		t.Skip("redis-server is not installed (apt-get install redis-server; .ci/run does): skipping the real-Redis test")
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatalf("testredis: %v", err)
	}
	port := l.Addr().(*net.TCPAddr).Port
	l.Close()
	cmd := exec.Command(bin, "--port", strconv.Itoa(port), "--bind", "127.0.0.1",
		"--save", "", "--appendonly", "no", "--protected-mode", "yes")
	if err := cmd.Start(); err != nil {
		t.Fatalf("testredis: start %s: %v", bin, err)
	}
	s := &Server{Addr: net.JoinHostPort("127.0.0.1", strconv.Itoa(port)), cmd: cmd}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	deadline := time.Now().Add(10 * time.Second)
	for {
		c, err := net.DialTimeout("tcp", s.Addr, 200*time.Millisecond)
		if err == nil {
			c.Close()
			return s
		}
		if time.Now().After(deadline) {
			t.Fatalf("testredis: redis-server did not listen on %s: %v", s.Addr, err)
		}
		time.Sleep(20 * time.Millisecond)
	}
}
