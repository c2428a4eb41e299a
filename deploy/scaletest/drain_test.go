package scaletest

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/codemode-go/codemode/internal/testredis"
)

// TestDrainSuspendsAcrossReplicas: two `codemode serve --http` replicas
// share a real Redis. Replica A gets SIGTERM while a run is in flight and
// its drain runs out: the run suspends (its journal in Redis), A exits 0,
// and replica B resumes it. The read the run completed on A is answered
// from the journal — the file changed in between, and B's value is still
// what A read — and the rest of the program runs on B.
func TestDrainSuspendsAcrossReplicas(t *testing.T) {
	redis := testredis.Start(t)
	bin := buildCodemode(t)
	root := t.TempDir()
	file := filepath.Join(root, "file03.txt")
	if err := os.WriteFile(file, []byte(strings.Repeat("line\n", 4)), 0o644); err != nil {
		t.Fatal(err)
	}
	a := startReplica(t, bin, "a", root, redis.URL(0), "--drain-timeout", "300ms")
	b := startReplica(t, bin, "b", root, redis.URL(0))
	const code = `const a = await tools.read({path: "file03.txt"});
console.log("read " + a.totalLines);
await new Promise(done => setTimeout(done, 5000));
return a.totalLines;`
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()

	// The run's console entries come back as progress notifications: at
	// "read 4" the read is journaled and the program waits on its timer.
	read := make(chan struct{}, 1)
	c := mcp.NewClient(&mcp.Implementation{Name: "drain", Version: "1"}, &mcp.ClientOptions{
		ProgressNotificationHandler: func(_ context.Context, r *mcp.ProgressNotificationClientRequest) {
			if strings.HasPrefix(r.Params.Message, "read ") {
				select {
				case read <- struct{}{}:
				default:
				}
			}
		}})
	cs, err := c.Connect(ctx, &mcp.StreamableClientTransport{Endpoint: "http://" + a.addr, HTTPClient: authClient(), MaxRetries: -1}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	answer := make(chan callResult, 1)
	go func() {
		p := &mcp.CallToolParams{Name: "run_code", Arguments: map[string]any{"code": code, "description": "scale test"}}
		p.SetProgressToken("drain-1")
		res, err := cs.CallTool(ctx, p)
		answer <- callResult{res, err}
	}()
	select {
	case <-read:
	case r := <-answer:
		t.Fatalf("the run ended before it logged its read: %+v %v", r.res, r.err)
	case <-ctx.Done():
		t.Fatal("the run never logged its read")
	}
	if err := os.WriteFile(file, []byte(strings.Repeat("line\n", 9)), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := a.cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	m, err := (<-answer).structured()
	if err != nil {
		t.Fatalf("the call in flight on the drained replica: %v", err)
	}
	token, _ := m["resume"].(string)
	if m["status"] != "suspended" || token == "" {
		t.Fatalf("the call in flight on the drained replica answered %v, want a suspension", m)
	}
	if pending, _ := json.Marshal(m["pending"]); string(pending) != "[]" {
		t.Errorf("pending = %s, want none (no call was in flight)", pending)
	}
	if err := a.cmd.Wait(); err != nil {
		t.Errorf("the drained replica exited with %v, want 0", err)
	}

	cb := mcp.NewClient(&mcp.Implementation{Name: "drain", Version: "1"}, nil)
	csb, err := cb.Connect(ctx, &mcp.StreamableClientTransport{Endpoint: "http://" + b.addr, HTTPClient: authClient(), MaxRetries: -1}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer csb.Close()
	done := call(ctx, csb, code, map[string]any{"token": token, "decision": "approve"})
	if err := expectValue(done, "4"); err != nil {
		t.Fatalf("resume on replica B: %v (4 is what replica A read before the file changed)", err)
	}
	// A fresh run on B reads the file as it is now.
	if err := expectValue(call(ctx, csb, `return (await tools.read({path: "file03.txt"})).totalLines`, nil), "9"); err != nil {
		t.Fatalf("fresh read on replica B: %v", err)
	}
}
