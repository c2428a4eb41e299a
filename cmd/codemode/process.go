package main

import (
	"context"
	"log/slog"
	goruntime "runtime"
	"strings"

	"github.com/codemode-go/codemode/mcpserver"
	"github.com/codemode-go/codemode/runtime"
	"github.com/codemode-go/codemode/runtime/process"
)

// serveIsolation is the --isolation default of serve: process where the
// platform supports it, else inprocess. A server runs many clients'
// programs in one process; with process isolation a program that reaches
// a hole no guard knows — a fatal Go error, a builtin stuck in Go code, a
// heap no watchdog can attribute — costs its own worker, never the other
// clients' runs, for about 0.2 ms more per run and 0.15 ms more per tool
// call (README, Safety). run and call execute one program per process, so
// they keep the faster in-process backend.
func serveIsolation() string {
	if process.Supported() {
		return "process"
	}
	return "inprocess"
}

// newProcessRuntime is --isolation process: runs execute in worker
// subprocesses of this binary (main calls process.WorkerMain first) under
// an OS memory limit of --memory.
//
// workers is the warm pool size: 1 for a command that runs one program,
// 0 (the package default) for serve. maxWorkers bounds the workers alive
// at once (0: the package default, 4*GOMAXPROCS).
func newProcessRuntime(o *runtime.Options, workers, maxWorkers int) (runtime.Runtime, error) {
	rt, err := process.New(o, &process.Options{Workers: workers, MaxWorkers: maxWorkers})
	if err != nil {
		return nil, usagef("--isolation process: %v", err)
	}
	return rt, nil
}

// confinementCheck reports the confinement of rt's workers in the log
// (a layer in force at info, one missing at warn) and returns the
// /readyz detail that shows them; with require, a missing layer is a
// usage error (the server refuses to start). A runtime other than the
// process backend has no worker to confine: require refuses it.
func confinementCheck(ctx context.Context, rt runtime.Runtime, require bool, logger *slog.Logger) (*mcpserver.ReadinessCheck, error) {
	pr, ok := rt.(*process.Runtime)
	if !ok {
		if require {
			return nil, usagef("--require-confinement needs --isolation process: in-process runs share the server's process and its rights")
		}
		return nil, nil
	}
	ctx, cancel := context.WithTimeout(ctx, process.StartTimeout)
	defer cancel()
	c, err := pr.Confinement(ctx)
	if err != nil {
		if require {
			return nil, usagef("--require-confinement: no worker started to report its confinement: %v", err)
		}
		logger.Warn("worker confinement unknown", "error", err)
		return nil, nil
	}
	for _, l := range c.Layers {
		if l.Active {
			logger.Info("worker confinement", "layer", l.Name, "active", true, "detail", l.Detail)
		} else {
			logger.Warn("worker confinement", "layer", l.Name, "active", false, "reason", l.Detail)
		}
	}
	if require && !c.Complete() {
		return nil, usagef("--require-confinement: worker confinement incomplete on this host: %s", strings.Join(c.Missing(), "; "))
	}
	text := c.String()
	return &mcpserver.ReadinessCheck{Name: "confinement", Check: func(context.Context) error { return nil }, Detail: func() string { return text }}, nil
}

// defaultServeWorkers bounds serve's worker processes when --max-runs sets
// no limit: the runs in flight the README's sizing is for.
const defaultServeWorkers = 64

// serveMaxWorkers is the worker bound of serve: one worker per run in
// flight that --max-runs admits (defaultServeWorkers when it admits any
// number). A run holds its worker while it waits on a timer or a tool,
// so a bound below the admitted runs (the package default is
// 4*GOMAXPROCS, 8 on two cores) let 8 programs that only wait make every
// other client's run queue behind them. An idle worker costs little
// memory (it is a blocked process), and CPU-bound runs beyond the cores
// share them under their compute budgets.
func serveMaxWorkers(maxRuns int) int {
	if maxRuns > 0 {
		return max(maxRuns, goruntime.GOMAXPROCS(0))
	}
	return max(defaultServeWorkers, 4*goruntime.GOMAXPROCS(0))
}
