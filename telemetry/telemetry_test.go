package telemetry_test

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"go.opentelemetry.io/otel"
	"go.opentelemetry.io/otel/propagation"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	"go.opentelemetry.io/otel/sdk/trace/tracetest"
	"go.opentelemetry.io/otel/trace"

	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/runcode"
	"github.com/codemode-go/codemode/runtime"
	"github.com/codemode-go/codemode/runtime/inprocess"
	"github.com/codemode-go/codemode/state"
	"github.com/codemode-go/codemode/telemetry"
)

type echoIn struct {
	Text string `json:"text"`
}
type echoOut struct {
	Text string `json:"text"`
}

// newRegistry is a code-mode registry with one tool, echo, and the
// telemetry hooks installed.
func newRegistry(t *testing.T, m *telemetry.Metrics, extra ...registry.Middleware) *registry.Registry {
	t.Helper()
	rt, err := inprocess.New(&runtime.Options{Compute: 200 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { rt.Close() })
	opts := &registry.Options{Mode: registry.ModeCode, Middleware: extra}
	if m != nil {
		opts.Observer = m.Observe
		opts.Middleware = append(opts.Middleware, m.Middleware())
	}
	reg, _, err := runcode.NewRegistry(opts, &runcode.Options{Runtime: rt})
	if err != nil {
		t.Fatal(err)
	}
	_, err = registry.Add(reg, registry.Tool{Name: "echo", Description: "Echo text.", ConcurrencySafe: func(json.RawMessage) bool { return true }},
		func(ctx context.Context, e *registry.Execution, in echoIn) (echoOut, error) {
			if in.Text == "fail" {
				return echoOut{}, errors.New("echo failed")
			}
			return echoOut{Text: in.Text}, nil
		})
	if err != nil {
		t.Fatal(err)
	}
	return reg
}

func runCode(ctx context.Context, reg *registry.Registry, id, code string) *registry.Result {
	args, _ := json.Marshal(map[string]string{"code": code, "description": "test"})
	return reg.Call(ctx, registry.Call{ID: id, Name: registry.RunCodeName, Arguments: args})
}

func scrape(t *testing.T, m *telemetry.Metrics) string {
	t.Helper()
	srv := httptest.NewServer(m.Handler())
	defer srv.Close()
	resp, err := http.Get(srv.URL)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return string(b)
}

func TestMetricsCountRunsAndSubCalls(t *testing.T) {
	m := telemetry.NewMetrics()
	reg := newRegistry(t, m)
	ctx := context.Background()
	runs := []struct{ code, want string }{
		{`await tools.echo({text: "a"}); await tools.echo({text: "b"}); return 1`, "ok"},
		{`try { await tools.echo({text: "fail"}) } catch {} return 2`, "ok"},
		{`throw new Error("boom")`, "exception"},
		{`while (true) {}`, "timeout"},
	}
	for i, r := range runs {
		res := runCode(ctx, reg, "c"+string(rune('0'+i)), r.code)
		if got := telemetry.Outcome(res); got != r.want {
			t.Errorf("run %d: Outcome = %q, want %q (%+v)", i, got, r.want, res)
		}
	}
	text := scrape(t, m)
	for _, want := range []string{
		`codemode_runs_total{outcome="ok"} 2`,
		`codemode_runs_total{outcome="exception"} 1`,
		`codemode_runs_total{outcome="timeout"} 1`,
		`codemode_subcalls_total{code="OK",tool="echo"} 2`,
		`codemode_subcalls_total{code="TOOL_ERROR",tool="echo"} 1`,
		`codemode_subcall_duration_seconds_count{tool="echo"} 3`,
		`codemode_run_duration_seconds_count 4`,
		`codemode_runs_in_flight 0`,
		`go_goroutines`,
	} {
		if !strings.Contains(text, want) {
			t.Errorf("metrics lack %q", want)
		}
	}
	m.UpstreamRestarted("github")
	m.StoreError("take")
	m.Rejected("replica")
	text = scrape(t, m)
	for _, want := range []string{
		`codemode_upstream_restarts_total{server="github"} 1`,
		`codemode_store_errors_total{op="take"} 1`,
		`codemode_admission_rejected_total{reason="replica"} 1`,
	} {
		if !strings.Contains(text, want) {
			t.Errorf("metrics lack %q", want)
		}
	}
}

func TestOutcomeSuspended(t *testing.T) {
	res := &registry.Result{Value: json.RawMessage(`{"logs":[],"status":"suspended","pending":[],"resume":"x"}`)}
	if got := telemetry.Outcome(res); got != "suspended" {
		t.Fatalf("Outcome = %q, want suspended", got)
	}
	res = &registry.Result{Value: json.RawMessage(`{"logs":["suspended"],"value":"suspended"}`)}
	if got := telemetry.Outcome(res); got != "ok" {
		t.Fatalf("a value that mentions suspended: Outcome = %q, want ok", got)
	}
}

// useTracer installs a recording tracer provider and the W3C propagator for
// one test.
func useTracer(t *testing.T) *tracetest.SpanRecorder {
	rec := tracetest.NewSpanRecorder()
	prevTP, prevProp := otel.GetTracerProvider(), otel.GetTextMapPropagator()
	otel.SetTracerProvider(sdktrace.NewTracerProvider(sdktrace.WithSpanProcessor(rec)))
	otel.SetTextMapPropagator(propagation.TraceContext{})
	t.Cleanup(func() { otel.SetTracerProvider(prevTP); otel.SetTextMapPropagator(prevProp) })
	return rec
}

func TestTracingSpansNestUnderTheRemoteParent(t *testing.T) {
	rec := useTracer(t)
	reg := newRegistry(t, nil, telemetry.Tracing())
	const parent = "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01"
	ctx := telemetry.FromMeta(context.Background(), map[string]any{"traceparent": parent})
	res := runCode(ctx, reg, "traced", `await Promise.all([tools.echo({text: "a"}), tools.echo({text: "b"})]); return 1`)
	if res.IsError {
		t.Fatalf("run failed: %+v", res)
	}
	spans := rec.Ended()
	if len(spans) != 3 {
		t.Fatalf("%d spans, want 3 (run_code and two nested calls)", len(spans))
	}
	var run sdktrace.ReadOnlySpan
	for _, s := range spans {
		if s.Name() == "run_code" {
			run = s
		}
	}
	if run == nil {
		t.Fatal("no run_code span")
	}
	if got := run.SpanContext().TraceID().String(); got != "4bf92f3577b34da6a3ce929d0e0e4736" {
		t.Errorf("run_code trace id %s: the MCP request's traceparent was not its parent", got)
	}
	if got := run.Parent().SpanID().String(); got != "00f067aa0ba902b7" {
		t.Errorf("run_code parent span %s, want the remote span", got)
	}
	for _, s := range spans {
		if s.Name() == "tool echo" && s.Parent().SpanID() != run.SpanContext().SpanID() {
			t.Errorf("nested span %s is not a child of run_code", s.Name())
		}
	}
}

func TestTransportPassesTraceparent(t *testing.T) {
	rec := useTracer(t)
	var got string
	up := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		got = r.Header.Get("traceparent")
	}))
	defer up.Close()
	ctx, span := otel.Tracer("test").Start(context.Background(), "call")
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, up.URL, nil)
	resp, err := (&http.Client{Transport: telemetry.Transport(nil)}).Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	span.End()
	if !strings.Contains(got, span.SpanContext().TraceID().String()) {
		t.Fatalf("upstream saw traceparent %q, want trace %s", got, span.SpanContext().TraceID())
	}
	var client sdktrace.ReadOnlySpan
	for _, s := range rec.Ended() {
		if s.Name() == "upstream POST" {
			client = s
		}
	}
	if client == nil || client.SpanKind() != trace.SpanKindClient {
		t.Fatalf("no client span for the upstream request")
	}
}

func TestHandlerTakesTraceparentHeader(t *testing.T) {
	useTracer(t)
	var sc trace.SpanContext
	h := telemetry.Handler(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		sc = trace.SpanContextFromContext(r.Context())
	}))
	req := httptest.NewRequest(http.MethodPost, "/", nil)
	req.Header.Set("traceparent", "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01")
	h.ServeHTTP(httptest.NewRecorder(), req)
	if !sc.IsRemote() || sc.TraceID().String() != "4bf92f3577b34da6a3ce929d0e0e4736" {
		t.Fatalf("handler context carries %v, want the remote span", sc)
	}
}

func TestTracingEnabled(t *testing.T) {
	cases := []struct {
		env  map[string]string
		want bool
	}{
		{nil, false},
		{map[string]string{"OTEL_EXPORTER_OTLP_ENDPOINT": "http://127.0.0.1:4318"}, true},
		{map[string]string{"OTEL_EXPORTER_OTLP_TRACES_ENDPOINT": "http://127.0.0.1:4318/v1/traces"}, true},
		{map[string]string{"OTEL_TRACES_EXPORTER": "otlp"}, true},
		{map[string]string{"OTEL_TRACES_EXPORTER": "none", "OTEL_EXPORTER_OTLP_ENDPOINT": "http://x"}, false},
		{map[string]string{"OTEL_SDK_DISABLED": "true", "OTEL_TRACES_EXPORTER": "otlp"}, false},
	}
	for _, c := range cases {
		if got := telemetry.TracingEnabled(func(k string) string { return c.env[k] }); got != c.want {
			t.Errorf("TracingEnabled(%v) = %v, want %v", c.env, got, c.want)
		}
	}
}

func TestCountingStore(t *testing.T) {
	m := telemetry.NewMetrics()
	mem := state.NewMemory(nil)
	s := m.CountingStore(mem)
	ctx := context.Background()
	if _, err := s.Get(ctx, "absent"); !errors.Is(err, state.ErrNotFound) {
		t.Fatalf("Get: %v", err)
	}
	refuse := errors.New("no")
	if err := s.Update(ctx, "k", 0, func([]byte) ([]byte, error) { return nil, refuse }); !errors.Is(err, refuse) {
		t.Fatalf("Update: %v", err)
	}
	mem.Close()
	s.Put(ctx, "k", nil, 0)
	s.Take(ctx, "k")
	text := scrape(t, m)
	for _, want := range []string{`codemode_store_errors_total{op="put"} 1`, `codemode_store_errors_total{op="take"} 1`} {
		if !strings.Contains(text, want) {
			t.Errorf("metrics lack %q", want)
		}
	}
	for _, not := range []string{`op="get"`, `op="update"`} {
		if strings.Contains(text, not) {
			t.Errorf("a not-found or the caller's own refusal counted as a store error (%s)", not)
		}
	}
}

// TestSubCallsAwaitingApprovalAreNoAborts: a call whose approval is
// pending when its run suspends, and a call queued behind it, are counted
// as AWAITING_APPROVAL and SUSPENDED, never as ABORTED_BEFORE_DISPATCH
// (RS-4, issue #42 item 12); a call the caller aborts still is one.
func TestSubCallsAwaitingApprovalAreNoAborts(t *testing.T) {
	m := telemetry.NewMetrics()
	rt, err := inprocess.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { rt.Close() })
	var (
		mu      sync.Mutex
		settled []registry.CallSettle
	)
	reg, _, err := runcode.NewRegistry(&registry.Options{
		Mode:       registry.ModeCode,
		Middleware: []registry.Middleware{m.Middleware()},
		Observer: func(ev registry.Event) {
			if s, ok := ev.(registry.CallSettle); ok && s.ParentCallID != "" {
				mu.Lock()
				settled = append(settled, s)
				mu.Unlock()
			}
			m.Observe(ev)
		},
		PreExecute: []registry.PreExecute{func(_ context.Context, e *registry.Execution) (registry.Decision, error) {
			if e.Tool() == "echo" && strings.Contains(string(e.Arguments()), "ask") {
				return registry.Decision{Kind: registry.Ask}, nil
			}
			return registry.Decision{}, nil
		}},
		Approver: registry.Approver(func(context.Context, registry.ApprovalRequest) (registry.ApprovalOutcome, error) {
			return registry.ApprovalPending, nil
		}),
	}, &runcode.Options{Runtime: rt})
	if err != nil {
		t.Fatal(err)
	}
	_, err = registry.Add(reg, registry.Tool{Name: "echo", Description: "Echo text."},
		func(ctx context.Context, e *registry.Execution, in echoIn) (echoOut, error) { return echoOut(in), nil })
	if err != nil {
		t.Fatal(err)
	}
	res := runCode(context.Background(), reg, "c1", `const a = tools.echo({text: "ask"}); const b = tools.echo({text: "after"}); return await Promise.all([a, b])`)
	if got := telemetry.Outcome(res); got != "suspended" {
		t.Fatalf("Outcome = %q, want suspended (%s)", got, res.Value)
	}
	pending := map[string]bool{}
	for _, s := range settled {
		pending[string(s.Pending)] = true
		if s.Code != "ABORTED_BEFORE_DISPATCH" {
			t.Errorf("settle %+v: the result code must stay ABORTED_BEFORE_DISPATCH (DESIGN §5)", s)
		}
	}
	if !pending["approval"] || !pending["resume"] || len(settled) != 2 {
		t.Fatalf("settle events %+v; want one pending approval, one pending resume", settled)
	}
	text := scrape(t, m)
	for _, want := range []string{
		`codemode_subcalls_total{code="AWAITING_APPROVAL",tool="echo"} 1`,
		`codemode_subcalls_total{code="SUSPENDED",tool="echo"} 1`,
		`codemode_runs_total{outcome="suspended"} 1`,
	} {
		if !strings.Contains(text, want) {
			t.Errorf("metrics lack %q", want)
		}
	}
	if strings.Contains(text, "ABORTED_BEFORE_DISPATCH") {
		t.Errorf("a suspended call was counted as an abort:\n%s", text)
	}
	abort := telemetry.SubCallCode(registry.CallSettle{IsError: true, Code: "ABORTED_BEFORE_DISPATCH"})
	if abort != "ABORTED_BEFORE_DISPATCH" {
		t.Errorf("a real abort is labelled %q", abort)
	}
}
