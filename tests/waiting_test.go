package tests

// Issue #44 item 5: with process isolation (serve's default), runs that
// only wait hold a worker each; as many of them as the old pool cap
// (4*GOMAXPROCS) must not make another client's trivial run wait.

import (
	"context"
	"io"
	"net/http"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// TestWaitingRunsDoNotBlockOthers: 4*GOMAXPROCS+2 clients each start a run
// that awaits a 60 s timer; while every one of them is provably still
// pending, a further client's `return 1 + 1` answers. The bound on it
// (30 s) is a generous outcome bound, half the waiters' timer: were it
// queued behind them, it could only answer after 60 s.
func TestWaitingRunsDoNotBlockOthers(t *testing.T) {
	e := newE2E(t)
	url := e.startHTTP(t, "--isolation", "process", "--timeout", "120s")
	connect := func() *mcp.ClientSession {
		cs, err := mcp.NewClient(&mcp.Implementation{Name: "waiter", Version: "1"}, nil).Connect(context.Background(), &mcp.StreamableClientTransport{Endpoint: url}, nil)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { cs.Close() })
		return cs
	}
	n := 4*runtime.GOMAXPROCS(0) + 2
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	done := make(chan string, n)
	for range n {
		cs := connect()
		go func() {
			res, err := runCode(t, ctx, cs, `await new Promise(r => setTimeout(r, 60000)); return "waited"`)
			switch {
			case err != nil:
				done <- err.Error()
			default:
				done <- resultText(res)
			}
		}()
	}
	// Every waiter is in its timer once serve reports that many runs in
	// flight: /metrics counts them.
	base := strings.TrimSuffix(url, "/mcp")
	for deadline := time.Now().Add(60 * time.Second); ; time.Sleep(50 * time.Millisecond) { // polling a gauge, not timing
		if inFlight(t, base) >= n {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the %d waiters never were all in flight (metrics say %d)", n, inFlight(t, base))
		}
	}
	tctx, tcancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer tcancel()
	res, err := runCode(t, tctx, connect(), `return 1 + 1`)
	if err != nil || res.IsError || !strings.Contains(resultText(res), "2") {
		t.Fatalf("the trivial run beside %d waiters: %v %v", n, err, res)
	}
	select {
	case r := <-done:
		t.Fatalf("a waiter ended before its timer: %s", r)
	default: // all still pending: the trivial run did not wait for them
	}
}

// inFlight reads codemode_runs_in_flight from serve's /metrics.
func inFlight(t *testing.T, base string) int {
	t.Helper()
	resp, err := http.Get(base + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	for _, line := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(line, "codemode_runs_in_flight "); ok {
			f, _ := strconv.ParseFloat(strings.TrimSpace(v), 64)
			return int(f)
		}
	}
	return 0
}
