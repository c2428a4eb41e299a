package telemetry

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/registry/failure"
)

// Metrics collects codemode's Prometheus metrics. Install Observer and
// Middleware in the registry's options, report edge events with the other
// methods, and serve Handler at /metrics. It is safe for concurrent use.
//
// The series (all prefixed codemode_):
//
//	runs_total{outcome}                  run_code calls by outcome: ok, suspended, or the failure kind
//	run_duration_seconds                 run_code wall time, histogram
//	runs_in_flight                       run_code calls executing now
//	subcalls_total{tool,code}            nested calls by tool and result code (OK on success,
//	                                     AWAITING_APPROVAL or SUSPENDED for a call its run's
//	                                     suspension left for the resume, RS-4)
//	subcall_duration_seconds{tool}       nested call dispatch latency, histogram
//	upstream_restarts_total{server}      upstream MCP servers (re)started after a failure
//	store_errors_total{op}               state store operations that failed
//	admission_rejected_total{reason}     runs refused by admission control
type Metrics struct {
	registry         *prometheus.Registry
	runs             *prometheus.CounterVec
	runDuration      prometheus.Histogram
	inFlight         prometheus.Gauge
	subCalls         *prometheus.CounterVec
	subCallDuration  *prometheus.HistogramVec
	upstreamRestarts *prometheus.CounterVec
	storeErrors      *prometheus.CounterVec
	rejected         *prometheus.CounterVec
}

// NewMetrics returns a Metrics with its own Prometheus registry, which
// also carries the Go runtime and process collectors.
func NewMetrics() *Metrics {
	m := &Metrics{
		registry: prometheus.NewRegistry(),
		runs: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "codemode_runs_total", Help: "run_code calls by outcome: ok, suspended, or the failure kind (exception, timeout, abort, worker-exit, invalid-output, output-limit) or result code.",
		}, []string{"outcome"}),
		runDuration: prometheus.NewHistogram(prometheus.HistogramOpts{
			Name: "codemode_run_duration_seconds", Help: "Wall time of run_code calls.",
			Buckets: []float64{.0005, .001, .0025, .005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10, 30, 60},
		}),
		inFlight: prometheus.NewGauge(prometheus.GaugeOpts{
			Name: "codemode_runs_in_flight", Help: "run_code calls executing now.",
		}),
		subCalls: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "codemode_subcalls_total", Help: "Nested tool calls made by programs, by tool and result code (OK on success; AWAITING_APPROVAL or SUSPENDED for a call left for the run's resume).",
		}, []string{"tool", "code"}),
		subCallDuration: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name: "codemode_subcall_duration_seconds", Help: "Dispatch latency of nested tool calls.",
			Buckets: []float64{.0001, .0005, .001, .005, .01, .05, .1, .5, 1, 5, 30},
		}, []string{"tool"}),
		upstreamRestarts: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "codemode_upstream_restarts_total", Help: "Upstream MCP servers started again after a crash or a failed start.",
		}, []string{"server"}),
		storeErrors: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "codemode_store_errors_total", Help: "State store operations that failed (not counting absent records).",
		}, []string{"op"}),
		rejected: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "codemode_admission_rejected_total", Help: "Runs refused by admission control, by reason.",
		}, []string{"reason"}),
	}
	m.registry.MustRegister(m.runs, m.runDuration, m.inFlight, m.subCalls, m.subCallDuration,
		m.upstreamRestarts, m.storeErrors, m.rejected,
		collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	return m
}

// Handler serves the metrics in the Prometheus exposition format.
func (m *Metrics) Handler() http.Handler {
	return promhttp.HandlerFor(m.registry, promhttp.HandlerOpts{Registry: m.registry})
}

// Registerer is where callers may add series of their own.
func (m *Metrics) Registerer() prometheus.Registerer { return m.registry }

// Observe is a registry.Observer: every nested call's settlement,
// including the ones a policy refused before dispatch, counts in
// subcalls_total under SubCallCode.
func (m *Metrics) Observe(ev registry.Event) {
	s, ok := ev.(registry.CallSettle)
	if !ok || s.ParentCallID == "" {
		return
	}
	m.subCalls.WithLabelValues(s.Tool, SubCallCode(s)).Inc()
}

// SubCallCode names a nested call's settlement for the subcalls_total
// series: "OK" on success, "AWAITING_APPROVAL" for a call whose approval
// is pending when its run suspends, "SUSPENDED" for one queued behind it
// (both run on resume, so neither is an abort: RS-4), else the result
// code.
func SubCallCode(s registry.CallSettle) string {
	switch {
	case !s.IsError:
		return "OK"
	case s.Pending == failure.PendingApproval:
		return "AWAITING_APPROVAL"
	case s.Pending == failure.PendingResume:
		return "SUSPENDED"
	}
	return string(s.Code)
}

// Middleware times every dispatch: run_code calls by outcome, with the
// in-flight gauge, and nested calls by tool.
func (m *Metrics) Middleware() registry.Middleware {
	return func(next registry.Handler) registry.Handler {
		return func(ctx context.Context, e *registry.Execution) *registry.Result {
			start := time.Now()
			if e.Nested() {
				res := next(ctx, e)
				m.subCallDuration.WithLabelValues(e.Tool()).Observe(time.Since(start).Seconds())
				return res
			}
			if e.Tool() != registry.RunCodeName {
				return next(ctx, e)
			}
			m.inFlight.Inc()
			defer m.inFlight.Dec()
			res := next(ctx, e)
			m.runDuration.Observe(time.Since(start).Seconds())
			m.runs.WithLabelValues(Outcome(res)).Inc()
			return res
		}
	}
}

// UpstreamRestarted counts a start of server after a crash or failed start.
func (m *Metrics) UpstreamRestarted(server string) { m.upstreamRestarts.WithLabelValues(server).Inc() }

// StoreError counts a failed state store operation (op: get, put, take…).
func (m *Metrics) StoreError(op string) { m.storeErrors.WithLabelValues(op).Inc() }

// Rejected counts a run refused by admission control.
func (m *Metrics) Rejected(reason string) { m.rejected.WithLabelValues(reason).Inc() }

// Outcome names a run_code result for the runs_total series: "ok",
// "suspended" (a run waiting on an approval), the failure kind of a failed
// program, or the result code of any other failure.
func Outcome(res *registry.Result) string {
	if res == nil {
		return "unknown"
	}
	if !res.IsError {
		if isSuspended(res.Value) {
			return "suspended"
		}
		return "ok"
	}
	var cre *failure.CodeRunError
	if errors.As(res.Err, &cre) {
		return string(cre.Kind)
	}
	return string(res.Code)
}

// isSuspended reports whether a run_code value is the suspended shape
// (DESIGN §9), reading only its top-level status.
func isSuspended(v json.RawMessage) bool {
	if !bytes.Contains(v, []byte(`"suspended"`)) {
		return false
	}
	var head struct {
		Status string `json:"status"`
	}
	return json.Unmarshal(v, &head) == nil && head.Status == "suspended"
}
