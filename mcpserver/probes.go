package mcpserver

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"sync/atomic"
	"time"
)

// Paths of the HTTP server's operational endpoints, beside MCP at every
// other path.
const (
	// HealthPath answers 200 while the process serves (liveness).
	HealthPath = "/healthz"
	// ReadyPath answers 200 when the replica can take calls: not
	// draining, and every readiness check passes (readiness).
	ReadyPath = "/readyz"
	// MetricsPath serves ServeOptions.Metrics.
	MetricsPath = "/metrics"
)

// ReadinessCheck reports why the replica cannot take calls, or nil. Checks
// are named in the /readyz answer: "upstreams", "store", "runtime"….
type ReadinessCheck struct {
	Name  string
	Check func(ctx context.Context) error
	// Detail, when set, is text /readyz shows after its verdict, each
	// line prefixed with Name (for example the confinement layers the
	// runtime's workers run under).
	Detail func() string
}

// probes serves /healthz and /readyz.
type probes struct {
	checks   []ReadinessCheck
	draining atomic.Bool
}

func (p *probes) health(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	fmt.Fprintln(w, "ok")
}

func (p *probes) ready(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	if p.draining.Load() {
		w.WriteHeader(http.StatusServiceUnavailable)
		fmt.Fprintln(w, "draining: the replica is shutting down")
		return
	}
	ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
	defer cancel()
	var failed []string
	for _, c := range p.checks {
		if err := c.Check(ctx); err != nil {
			failed = append(failed, c.Name+": "+err.Error())
		}
	}
	if len(failed) > 0 {
		w.WriteHeader(http.StatusServiceUnavailable)
		for _, f := range failed {
			fmt.Fprintln(w, f)
		}
	} else {
		fmt.Fprintln(w, "ready")
	}
	for _, c := range p.checks {
		if c.Detail == nil {
			continue
		}
		for _, line := range strings.Split(strings.TrimSpace(c.Detail()), "\n") {
			if line != "" {
				fmt.Fprintln(w, c.Name+": "+line)
			}
		}
	}
}
