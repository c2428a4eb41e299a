package tests

import (
	"context"
	"fmt"
	"net"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/codemode-go/codemode/mcpserver"
	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/runcode"
	"github.com/codemode-go/codemode/runtime"
	"github.com/codemode-go/codemode/runtime/inprocess"
	"github.com/codemode-go/codemode/runtime/process"
)

// stuckProgram keeps its run's goroutine in Go code, out of the
// interrupt's reach, for 5 s (the test-binary hook inprocess.StuckHookEnv
// installs): without the backstop its call would answer only then.
const stuckProgram = `console.log("stuck"); __stuckInGo(5000, 0, true)`

// TestServeResponsiveWhileStuck (issue 16): the MCP server over HTTP, with
// each backend, serves two clients' runs correctly — while a third
// client's run is stuck in Go code, and after it — and the stuck run ends
// as a timeout at its compute budget. In process the stuck goroutine is
// quarantined meanwhile (observed: it is still counted when the run has
// answered, then drains); with process isolation its worker is killed.
func TestServeResponsiveWhileStuck(t *testing.T) {
	if testing.Short() {
		t.Skip("runs a server for seconds")
	}
	t.Setenv(inprocess.StuckHookEnv, "1") // reaches the workers too
	opts := runtime.Options{Compute: 300 * time.Millisecond, Wall: 20 * time.Second}
	backends := []struct {
		name string
		open func() (runtime.Runtime, error)
	}{
		{"inprocess", func() (runtime.Runtime, error) { return inprocess.New(&opts) }},
		{"process", func() (runtime.Runtime, error) { return process.New(&opts, nil) }},
	}
	for _, b := range backends {
		t.Run(b.name, func(t *testing.T) {
			if b.name == "process" && !process.Supported() {
				t.Skip("process isolation is not supported here")
			}
			rt, err := b.open()
			if err != nil {
				t.Fatal(err)
			}
			defer rt.Close()
			waitQuarantineDrained(t, rt) // the corpus's stuck programs may still be unwinding
			url := serveInTest(t, rt)
			ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
			defer cancel()
			connect := func(name string) *mcp.ClientSession {
				cs, err := mcp.NewClient(&mcp.Implementation{Name: name, Version: "1"}, nil).Connect(ctx, &mcp.StreamableClientTransport{Endpoint: url}, nil)
				if err != nil {
					t.Fatal(err)
				}
				t.Cleanup(func() { cs.Close() })
				return cs
			}
			stuck := connect("stuck")
			others := []*mcp.ClientSession{connect("a"), connect("b")}

			stuckDone := make(chan struct{})
			var wg sync.WaitGroup
			wg.Go(func() {
				defer close(stuckDone)
				res, err := runCode(t, ctx, stuck, stuckProgram)
				if err != nil {
					t.Errorf("stuck client: %v", err)
					return
				}
				if q, ok := rt.(runtime.Quarantiner); ok {
					if n := q.Quarantine().Runs; n != 1 {
						t.Errorf("the stuck run answered with %d runs quarantined, want its own", n)
					}
				}
				if got := resultText(res); !res.IsError || !strings.HasPrefix(got, "timeout: compute budget exhausted (300ms busy)") || !strings.Contains(jsonOf(res.StructuredContent), `"logs":["stuck"]`) {
					t.Errorf("stuck client: %s %s, want a timeout with its log", got, jsonOf(res.StructuredContent))
				}
			})
			for c, cs := range others {
				wg.Go(func() {
					run := func(i int) bool {
						res, err := runCode(t, ctx, cs, fmt.Sprintf("const r = await tools.add({a: %d, b: %d}); return r.sum", c*10000, i))
						if err != nil {
							t.Errorf("client %d run %d: %v", c, i, err)
							return false
						}
						if got, want := jsonOf(res.StructuredContent), fmt.Sprintf(`{"logs":[],"value":%d}`, c*10000+i); got != want {
							t.Errorf("client %d run %d: %s, want %s", c, i, resultText(res), want)
							return false
						}
						return true
					}
					// Runs while the stuck one runs, then ten more once it
					// has answered (its goroutine still stuck in process).
					i := 0
				during:
					for ; ; i++ {
						select {
						case <-stuckDone:
							break during
						default:
						}
						if !run(i) {
							return
						}
					}
					t.Logf("client %d: %d runs while the stuck run ran", c, i)
					for end := i + 10; i < end; i++ {
						if !run(i) {
							return
						}
					}
				})
			}
			wg.Wait()
			waitQuarantineDrained(t, rt)
		})
	}
}

// waitQuarantineDrained waits until no run of rt's kind is quarantined in
// this process: every goroutine stuck in Go code has returned.
func waitQuarantineDrained(t testing.TB, rt runtime.Runtime) {
	t.Helper()
	q, ok := rt.(runtime.Quarantiner)
	if !ok {
		return
	}
	deadline := time.Now().Add(90 * time.Second)
	for q.Quarantine().Runs > 0 && time.Now().Before(deadline) {
		time.Sleep(20 * time.Millisecond)
	}
	if n := q.Quarantine().Runs; n > 0 {
		t.Fatalf("the quarantine never drained (%d runs)", n)
	}
}

// serveInTest serves a registry on rt, with one tool, add, over streamable
// HTTP on a loopback port until the test ends, and returns its URL.
func serveInTest(t *testing.T, rt runtime.Runtime) string {
	t.Helper()
	reg, _, err := runcode.NewRegistry(&registry.Options{Mode: registry.ModeCode}, &runcode.Options{Runtime: rt})
	if err != nil {
		t.Fatal(err)
	}
	type addIn struct {
		A int `json:"a"`
		B int `json:"b"`
	}
	type addOut struct {
		Sum int `json:"sum"`
	}
	if _, err := registry.Add(reg, registry.Tool{Name: "add", Description: "a + b"}, func(_ context.Context, _ *registry.Execution, in addIn) (addOut, error) {
		return addOut{Sum: in.A + in.B}, nil
	}); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	addrs := make(chan net.Addr, 1)
	done := make(chan error, 1)
	go func() {
		done <- mcpserver.Serve(ctx, reg, nil, &mcpserver.ServeOptions{HTTPAddr: "127.0.0.1:0", Ready: func(a net.Addr) { addrs <- a }})
	}()
	t.Cleanup(func() {
		cancel()
		if err := <-done; err != nil {
			t.Errorf("Serve: %v", err)
		}
	})
	select {
	case a := <-addrs:
		return "http://" + a.String()
	case err := <-done:
		t.Fatalf("Serve: %v", err)
	case <-time.After(30 * time.Second):
		t.Fatal("the server never listened")
	}
	return ""
}
