package mcpserver

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"net"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/runcode"
	"github.com/codemode-go/codemode/runtime/inprocess"
	"github.com/codemode-go/codemode/state"
)

// gate is a tool that blocks until released (or its call is cancelled).
type gate struct {
	entered chan struct{}
	release chan struct{}
	calls   atomic.Int32
}

type gateIn struct{}
type gateOut struct {
	Released bool `json:"released"`
}

// httpHarness serves a code-mode registry with the tool "gate" over HTTP
// with opts until the test ends or stop is called.
type httpHarness struct {
	url  string
	gate *gate
	stop context.CancelFunc
	done chan error
}

func newHTTPHarness(t *testing.T, opts *HTTPOptions) *httpHarness {
	t.Helper()
	return newReplica(t, &runcode.Options{}, opts)
}

// newReplica is newHTTPHarness over a registry with ro's State, SealKey
// and MaxJournalBytes (replicas that share the first two resume each
// other's runs).
func newReplica(t *testing.T, ro *runcode.Options, opts *HTTPOptions) *httpHarness {
	t.Helper()
	rt, err := inprocess.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { rt.Close() })
	reg, _, err := runcode.NewRegistry(&registry.Options{Mode: registry.ModeCode}, &runcode.Options{Runtime: rt, State: ro.State, SealKey: ro.SealKey, MaxJournalBytes: ro.MaxJournalBytes})
	if err != nil {
		t.Fatal(err)
	}
	g := &gate{entered: make(chan struct{}, 16), release: make(chan struct{})}
	_, err = registry.Add(reg, registry.Tool{Name: "gate", Description: "Wait until released.", ConcurrencySafe: func(json.RawMessage) bool { return true }},
		func(ctx context.Context, e *registry.Execution, _ gateIn) (gateOut, error) {
			g.calls.Add(1)
			g.entered <- struct{}{}
			select {
			case <-g.release:
				return gateOut{Released: true}, nil
			case <-ctx.Done():
				return gateOut{}, context.Cause(ctx)
			}
		})
	if err != nil {
		t.Fatal(err)
	}
	srv, err := NewServer(reg, nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	addr := make(chan net.Addr, 1)
	h := &httpHarness{gate: g, stop: cancel, done: make(chan error, 1)}
	go func() { h.done <- srv.ListenAndServeHTTP(ctx, "127.0.0.1:0", func(a net.Addr) { addr <- a }, opts) }()
	select {
	case a := <-addr:
		h.url = "http://" + a.String()
	case err := <-h.done:
		t.Fatalf("serve: %v", err)
	}
	t.Cleanup(func() {
		cancel()
		select {
		case <-h.done:
		case <-time.After(10 * time.Second):
			t.Error("server did not stop")
		}
	})
	return h
}

func (h *httpHarness) connect(t *testing.T) *mcp.ClientSession {
	t.Helper()
	c := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "1"}, nil)
	cs, err := c.Connect(context.Background(), &mcp.StreamableClientTransport{Endpoint: h.url, MaxRetries: -1}, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cs.Close() })
	return cs
}

func callGate(ctx context.Context, cs *mcp.ClientSession) (*mcp.CallToolResult, error) {
	return cs.CallTool(ctx, &mcp.CallToolParams{Name: "run_code", Arguments: map[string]any{
		"code": `return await tools.gate({})`, "description": "wait at the gate"}})
}

func get(t *testing.T, url string) (int, string) {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}

func TestProbesAndMetrics(t *testing.T) {
	var broken atomic.Bool
	h := newHTTPHarness(t, &HTTPOptions{
		Metrics: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { io.WriteString(w, "codemode_test 1\n") }),
		Readiness: []ReadinessCheck{{Name: "store", Check: func(context.Context) error {
			if broken.Load() {
				return errors.New("redis does not answer")
			}
			return nil
		}}, {Name: "confinement", Check: func(context.Context) error { return nil }, Detail: func() string {
			return "seccomp: on: allowlist\nlandlock: off: not available\n"
		}}},
	})
	if code, body := get(t, h.url+HealthPath); code != 200 || body != "ok\n" {
		t.Errorf("/healthz = %d %q", code, body)
	}
	const detail = "confinement: seccomp: on: allowlist\nconfinement: landlock: off: not available\n"
	if code, body := get(t, h.url+ReadyPath); code != 200 || body != "ready\n"+detail {
		t.Errorf("/readyz = %d %q", code, body)
	}
	broken.Store(true)
	if code, body := get(t, h.url+ReadyPath); code != 503 || !strings.Contains(body, "store: redis does not answer") || !strings.HasSuffix(body, detail) {
		t.Errorf("/readyz with a failing check = %d %q", code, body)
	}
	if code, body := get(t, h.url+MetricsPath); code != 200 || body != "codemode_test 1\n" {
		t.Errorf("/metrics = %d %q", code, body)
	}
	// MCP still answers at every other path.
	cs := h.connect(t)
	if _, err := cs.ListTools(context.Background(), nil); err != nil {
		t.Fatalf("tools/list beside the probes: %v", err)
	}
}

func TestAdmissionRefusesBeyondMaxRuns(t *testing.T) {
	var rejected []string
	h := newHTTPHarness(t, &HTTPOptions{Admission: &Admission{MaxRuns: 1, OnReject: func(r string) { rejected = append(rejected, r) }}})
	cs := h.connect(t)
	ctx := context.Background()
	first := make(chan *mcp.CallToolResult, 1)
	go func() {
		res, err := callGate(ctx, cs)
		if err != nil {
			t.Errorf("first call: %v", err)
		}
		first <- res
	}()
	<-h.gate.entered

	// Over the limit: a clear, retryable refusal at once, not a timeout.
	_, err := callGate(ctx, h.connect(t))
	if err == nil || !strings.Contains(err.Error(), "busy") || !strings.Contains(err.Error(), "--max-runs") {
		t.Fatalf("second call over --max-runs 1: %v, want a busy error naming --max-runs", err)
	}
	req, _ := http.NewRequest(http.MethodPost, h.url, strings.NewReader(`{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"run_code","arguments":{}}}`))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json, text/event-stream")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 || resp.Header.Get("Retry-After") == "" {
		t.Errorf("raw refusal: status %d, Retry-After %q", resp.StatusCode, resp.Header.Get("Retry-After"))
	}
	var rpc struct {
		ID    int `json:"id"`
		Error struct {
			Code int `json:"code"`
			Data struct {
				Retryable bool `json:"retryable"`
			} `json:"data"`
		} `json:"error"`
	}
	if json.Unmarshal(body, &rpc) != nil || rpc.ID != 7 || rpc.Error.Code != -32000 || !rpc.Error.Data.Retryable {
		t.Errorf("raw refusal body %s: want a JSON-RPC error for id 7 marked retryable", body)
	}
	// Other methods are not limited.
	if _, err := cs.ListTools(ctx, nil); err != nil {
		t.Errorf("tools/list while at the limit: %v", err)
	}
	close(h.gate.release)
	if res := <-first; res == nil || res.IsError {
		t.Fatalf("first call: %+v", res)
	}
	// The slot frees when the first request's handler returns, which may
	// be just after its answer reached us: retry as a client would.
	for try := 0; ; try++ {
		res, err := callGate(ctx, cs)
		if err != nil && strings.Contains(err.Error(), "busy") && try < 100 {
			time.Sleep(10 * time.Millisecond)
			continue
		}
		if err != nil || res.IsError {
			t.Fatalf("a call after the first finished: %+v, %v", res, err)
		}
		break
	}
	if len(rejected) < 2 || rejected[0] != "replica" {
		t.Errorf("OnReject saw %v, want replica refusals", rejected)
	}
}

// TestAdmissionPerClient: the per-client limit keys on the principal the
// auth layer names.
func TestAdmissionPerClient(t *testing.T) {
	tokens, err := ParseTokens([]byte("alice alice-token-0123456789\nbob bob-token-0123456789"))
	if err != nil {
		t.Fatal(err)
	}
	h := newHTTPHarness(t, &HTTPOptions{Admission: &Admission{MaxRunsPerClient: 1}, Auth: &AuthOptions{Tokens: tokens}})
	connectAs := func(token string) *mcp.ClientSession {
		hc := &http.Client{Transport: bearer{token: token}}
		c := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "1"}, nil)
		cs, err := c.Connect(context.Background(), &mcp.StreamableClientTransport{Endpoint: h.url, HTTPClient: hc, MaxRetries: -1}, nil)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { cs.Close() })
		return cs
	}
	alice, bob := connectAs("alice-token-0123456789"), connectAs("bob-token-0123456789")
	ctx := context.Background()
	done := make(chan struct{})
	go func() { callGate(ctx, alice); close(done) }()
	<-h.gate.entered
	if _, err := callGate(ctx, alice); err == nil || !strings.Contains(err.Error(), "--max-runs-per-client") {
		t.Fatalf("alice's second call: %v, want a per-client busy error", err)
	}
	go func() { callGate(ctx, bob) }()
	select {
	case <-h.gate.entered: // bob was admitted beside alice
	case <-time.After(10 * time.Second):
		t.Fatal("bob was not admitted while alice was at her limit")
	}
	close(h.gate.release)
	<-done
}

func TestDrainLetsCallsFinish(t *testing.T) {
	h := newHTTPHarness(t, &HTTPOptions{DrainTimeout: time.Minute})
	cs := h.connect(t)
	res := make(chan *mcp.CallToolResult, 1)
	go func() {
		r, err := callGate(context.Background(), cs)
		if err != nil {
			t.Errorf("call during drain: %v", err)
		}
		res <- r
	}()
	<-h.gate.entered
	h.stop() // SIGTERM
	// The listener closes: new connections are refused.
	deadline := time.Now().Add(5 * time.Second)
	for {
		c, err := net.DialTimeout("tcp", strings.TrimPrefix(h.url, "http://"), time.Second)
		if err != nil {
			break
		}
		c.Close()
		if time.Now().After(deadline) {
			t.Fatal("the listener still accepts while draining")
		}
		time.Sleep(20 * time.Millisecond)
	}
	select {
	case err := <-h.done:
		t.Fatalf("server stopped before its call finished: %v", err)
	case <-time.After(100 * time.Millisecond):
	}
	close(h.gate.release)
	r := <-res
	if r == nil || r.IsError {
		t.Fatalf("the call in flight did not finish during the drain: %+v", r)
	}
	if err := <-h.done; err != nil {
		t.Fatalf("drained server returned %v, want nil", err)
	}
	h.done <- nil // for the cleanup
}

// TestDrainDelay: for DrainDelay after the stop, /readyz answers 503 (so
// a load balancer routes around the replica) while calls on new
// connections are still served; then the listener closes.
func TestDrainDelay(t *testing.T) {
	h := newHTTPHarness(t, &HTTPOptions{DrainDelay: 3 * time.Second})
	close(h.gate.release) // every gate call finishes at once
	h.stop()              // SIGTERM
	deadline := time.Now().Add(2 * time.Second)
	for {
		code, _ := get(t, h.url+ReadyPath)
		if code == http.StatusServiceUnavailable {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("/readyz answered %d after the stop, want 503", code)
		}
		time.Sleep(10 * time.Millisecond)
	}
	r, err := callGate(context.Background(), h.connect(t))
	if err != nil || r.IsError {
		t.Fatalf("a call on a new connection during the drain delay: %v %+v", err, r)
	}
	if err := <-h.done; err != nil {
		t.Fatalf("drained server returned %v, want nil", err)
	}
	h.done <- nil // for the cleanup
	if c, err := net.DialTimeout("tcp", strings.TrimPrefix(h.url, "http://"), time.Second); err == nil {
		c.Close()
		t.Error("the listener still accepts after the drain")
	}
}

// TestDrainTimeout: when the drain runs out, a run that can be resumed
// suspends — its client gets the suspended result, and a replica that
// shares the store and seal key resumes it, running only the call the
// drain interrupted — and a run that cannot (its journal over the cap)
// ends as abort. Either way the server exits cleanly.
func TestDrainTimeout(t *testing.T) {
	const code = `const r = Math.random(); console.log("drew " + r); return { r, gate: await tools.gate({}) }`
	cases := []struct {
		name       string
		code       string
		journalCap int
		suspends   bool
	}{
		{name: "resumable run suspends", code: code, suspends: true},
		{name: "journal over its cap aborts", code: `for (let i = 0; i < 5000; i++) Math.random();` + code, journalCap: 4 << 10},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			ro := &runcode.Options{State: state.NewMemory(nil), SealKey: []byte("0123456789abcdef0123456789abcdef"), MaxJournalBytes: tc.journalCap}
			a := newReplica(t, ro, &HTTPOptions{DrainTimeout: 100 * time.Millisecond})
			b := newReplica(t, ro, nil)
			cs := a.connect(t)
			res := make(chan *mcp.CallToolResult, 1)
			go func() {
				r, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: "run_code", Arguments: map[string]any{"code": tc.code, "description": "wait at the gate"}})
				if err != nil {
					t.Errorf("call during the drain: %v", err)
				}
				res <- r
			}()
			<-a.gate.entered
			a.stop() // SIGTERM
			if err := <-a.done; err != nil {
				t.Fatalf("server returned %v after its drain ran out, want nil", err)
			}
			a.done <- nil
			r := <-res
			if r == nil {
				t.Fatal("no answer")
			}
			text := r.Content[0].(*mcp.TextContent).Text
			if !tc.suspends {
				// The run ends as abort, or as the exception its tool
				// call's rejection raised first; either names the drain.
				if !r.IsError || !strings.Contains(text, "the MCP server is stopping") {
					t.Fatalf("call past the drain: %q, want an abort that says the server is stopping", text)
				}
				return
			}
			var susp runcode.Suspension
			raw, _ := json.Marshal(r.StructuredContent)
			if r.IsError || json.Unmarshal(raw, &susp) != nil || susp.Status != runcode.StatusSuspended || susp.Resume == "" {
				t.Fatalf("call past the drain: %s %q, want a suspended result", raw, text)
			}
			if len(susp.Pending) != 1 || susp.Pending[0].Tool != "gate" || !strings.Contains(text, "Run suspended") {
				t.Fatalf("suspension: %s %q, want the gate call pending", raw, text)
			}
			close(b.gate.release)
			done, err := b.connect(t).CallTool(context.Background(), &mcp.CallToolParams{Name: "run_code", Arguments: map[string]any{
				"code": tc.code, "description": "wait at the gate", "resume": map[string]any{"token": susp.Resume, "decision": "approve"}}})
			if err != nil || done.IsError {
				t.Fatalf("resume on replica B: %+v %v", done, err)
			}
			raw, _ = json.Marshal(done.StructuredContent)
			var v struct {
				Logs  []string `json:"logs"`
				Value struct {
					Gate gateOut `json:"gate"`
				} `json:"value"`
			}
			if json.Unmarshal(raw, &v) != nil || !v.Value.Gate.Released || len(v.Logs) != 1 || v.Logs[0] != susp.Logs[0] {
				t.Fatalf("resumed on replica B: %s; the suspended run logged %q", raw, susp.Logs)
			}
			if a.gate.calls.Load() != 1 || b.gate.calls.Load() != 1 {
				t.Errorf("gate ran %d times on A and %d on B, want once each", a.gate.calls.Load(), b.gate.calls.Load())
			}
		})
	}
}

// bearer adds an Authorization header to every request.
type bearer struct{ token string }

func (b bearer) RoundTrip(r *http.Request) (*http.Response, error) {
	r = r.Clone(r.Context())
	r.Header.Set("Authorization", "Bearer "+b.token)
	return http.DefaultTransport.RoundTrip(r)
}
