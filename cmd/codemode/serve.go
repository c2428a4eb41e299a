package main

import (
	"context"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"strconv"
	"time"

	"github.com/codemode-go/codemode/mcpserver"
	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/runcode"
	"github.com/codemode-go/codemode/telemetry"
)

func init() {
	commands["serve"] = command{summary: "serve the registry as an MCP server (stdio or streamable HTTP)", run: runServe}
}

// serveFlags are serve's production flags: logs, metrics, drain and
// admission control.
type serveFlags struct {
	addr               string
	metricsAddr        string
	logFormat          string
	logLevel           string
	drainDelay         time.Duration
	drainTimeout       time.Duration
	maxRuns            int
	maxRunsPerClient   int
	hostMemory         byteSize
	requireConfinement bool
	approvalURL        string
	approvalWait       time.Duration
	parkIdle           time.Duration
	sessions           string
}

func (f *serveFlags) register(fs *flagSet) {
	fs.StringVar(&f.addr, "http", "", "serve streamable HTTP on `ADDR` (host:port) instead of stdio; /healthz, /readyz and /metrics are served beside MCP")
	fs.StringVar(&f.approvalURL, "approval-url", "", "the public base `URL` of this server's approval pages (/approvals/ID), for links in suspended results; default http://ADDR of --http, or a loopback listener (127.0.0.1, random port) for stdio")
	fs.DurationVar(&f.approvalWait, "approval-wait", 0, "how long a run_code call that suspended for a person's approval waits for the decision (page or codemode approvals) before it answers suspended (`DUR`); a decision in time continues the run in the same call")
	fs.DurationVar(&f.parkIdle, "park-idle", mcpserver.DefaultParkIdle, "how long a call parked for a 2026-07-28 client's answer to an upstream's sampling or elicitation request (an input_required result) waits for the client's retry (`DUR`), then the upstream's request fails and the call ends")
	fs.StringVar(&f.metricsAddr, "metrics", "", "also serve Prometheus metrics at /metrics on `ADDR` (host:port), a listener of their own")
	fs.StringVar(&f.logFormat, "log-format", "text", "log `FORMAT` on stderr: text or json")
	fs.StringVar(&f.logLevel, "log-level", "warn", "log `LEVEL`: debug, info, warn or error")
	fs.DurationVar(&f.drainDelay, "drain-delay", 0, "on SIGTERM or SIGINT, keep taking calls for `DUR` with /readyz answering 503, so that load balancers stop routing here before the listener closes; set it above the readiness probe's period")
	fs.DurationVar(&f.drainTimeout, "drain-timeout", mcpserver.DefaultDrainTimeout, "on SIGTERM or SIGINT, let calls in flight run for up to `DUR`, then suspend the run_code runs that can be resumed and end the rest as abort")
	fs.IntVar(&f.maxRuns, "max-runs", 0, "refuse tools/call beyond `N` in flight on this replica with a retryable busy error (a JSON-RPC error and Retry-After); 0 means no limit")
	fs.IntVar(&f.maxRunsPerClient, "max-runs-per-client", 0, "the same limit (`N`) per client, known by its principal (the --auth-tokens name, or the JWT's issuer and subject; unauthenticated clients share one limit); 0 means no limit")
	fs.Var(&f.hostMemory, "host-memory", "with --http, refuse tools/call with a retryable busy error while this replica's heap holds more than `SIZE` (e.g. 768MiB), make large outputs in flight reserve their bytes from three quarters of it (one that does not fit waits for room), and make Go's collector keep under it; 0 means no budget")
	fs.StringVar(&f.sessions, "sessions", "auto", "with --http, which clients get a session kept on this replica, carrying upstream sampling and elicitation and approvals asked by elicitation: `MODE` auto (those whose initialize declares sampling or elicitation), always, or never (all stateless); behind a load balancer, route on the Mcp-Session-Id header")
	fs.BoolVar(&f.requireConfinement, "require-confinement", false, "with --isolation process, refuse to start (exit 2) unless every worker confinement layer is in force: own namespaces, no_new_privs, Landlock, seccomp and rlimits")
}

func (f *serveFlags) check() error {
	for _, a := range []struct{ flag, addr string }{{"--http", f.addr}, {"--metrics", f.metricsAddr}} {
		if a.addr != "" {
			if err := checkListenAddr(a.flag, a.addr); err != nil {
				return err
			}
		}
	}
	if f.logFormat != "text" && f.logFormat != "json" {
		return usagef("--log-format %q: want text or json", f.logFormat)
	}
	if _, err := parseLogLevel(f.logLevel); err != nil {
		return err
	}
	if _, err := mcpserver.ParseSessionMode(f.sessions); err != nil {
		return usagef("--sessions %q: want auto, always or never", f.sessions)
	}
	if f.drainDelay < 0 || f.drainTimeout < 0 || f.maxRuns < 0 || f.maxRunsPerClient < 0 || f.hostMemory < 0 {
		return usagef("--drain-delay, --drain-timeout, --max-runs, --max-runs-per-client and --host-memory must not be negative")
	}
	return nil
}

// logger builds the structured logger the flags ask for.
func (f *serveFlags) logger(e *env) *slog.Logger {
	level, _ := parseLogLevel(f.logLevel)
	ho := &slog.HandlerOptions{Level: level}
	if f.logFormat == "json" {
		return slog.New(slog.NewJSONHandler(e.stderr, ho))
	}
	return slog.New(slog.NewTextHandler(e.stderr, ho))
}

func parseLogLevel(s string) (slog.Level, error) {
	var l slog.Level
	if err := l.UnmarshalText([]byte(s)); err != nil {
		return 0, usagef("--log-level %q: want debug, info, warn or error", s)
	}
	return l, nil
}

func runServe(ctx context.Context, e *env, args []string) int {
	fs := newFlagSet("serve", "", `Serve the registry as an MCP server on stdio, or on streamable HTTP with
--http. Under --mode code (the default) tools/list offers exactly one tool,
run_code, whose description carries the TypeScript SDK of every tool, or,
past --sdk-budget, a smaller tier of it (programs then find tools with
codemode.search); a tools/call naming any other tool is an error result
containing UNKNOWN_TOOL. The full SDK is also the resource codemode://sdk
and the system prompt an MCP prompt. Upstream MCP
servers from --servers join the registry; one that uses OAuth is
authorized from the tokens "codemode login NAME" kept in --state. Over HTTP
the server keeps no state between calls for clients that can answer no
server-to-client requests, so replicas scale out behind any load balancer;
a client whose initialize declares sampling or elicitation gets a session
kept on its replica (--sessions), which carries upstream servers' sampling
and elicitation and approvals asked by elicitation, and needs affinity on
the Mcp-Session-Id header (it closes after 30 minutes idle). Programs run in
worker subprocesses (--isolation process, the default where supported), so
one client's hostile program costs only its own worker.

Workers run confined by the kernel (Linux), before they read a program:
their own user, network and mount namespaces where the kernel allows
unprivileged ones, no_new_privs, a Landlock ruleset with no filesystem or
network rights, a seccomp allowlist (no open of a path, no socket, no exec,
no ptrace), RLIMIT_NPROC, RLIMIT_FSIZE and RLIMIT_NOFILE, and an
address-space limit that keeps each worker's resident memory within
--memory plus 64 MiB. The log (level info, warn for a missing layer) and
/readyz list the layers in force; a layer the kernel lacks is reported with
its reason, and --require-confinement makes any missing layer a refusal to
start (exit 2).

Approvals: a call that a run_code program makes to a tool not marked
read-only (MCP destructiveHint, or no readOnlyHint) needs approval, unless
--approve rules or the servers file say otherwise. Only a person decides:
a client with URL-mode elicitation is sent the approval page, one with form
elicitation is asked inline; any other client gets a result with status
"suspended", the pending calls, a resume token and the page's link
(/approvals/ID on --http, else a loopback listener) for the user to open;
"codemode approvals" and --approval-webhook decide too. The model's resume
proceeds only once a person decided (its own "decision" is ignored unless
--approve-by client). Suspended runs live in --state (default: a
file store under $XDG_STATE_HOME/codemode); replicas that share a
redis:// store and a seal key resume each other's runs.

The built-in workspace tools (read, write, edit, list, glob, grep) are
offered only with an explicit --root, or, on stdio, rooted at the first
directory the client reports as its MCP roots (VS Code does). The client's
roots (else --root) are what upstream servers get from roots/list.

Over HTTP it also serves /healthz (the process is up), /readyz (the replica
can take calls: not draining, upstreams started) and /metrics (Prometheus).
Auth: --auth-tokens (or CODEMODE_AUTH_TOKENS) and --auth-issuer make every
MCP request (and /metrics, unless --metrics-public) need a bearer token;
others get 401 with the challenge that names the protected-resource
metadata (/.well-known/oauth-protected-resource). Everything a run leaves
(result handles, resume tokens, suspended runs) belongs to its principal:
the token's name, ISSUER#SUBJECT of a JWT, or, without auth, the MCP
session where the transport keeps one; no other principal can read,
resume or list it. On an address other than loopback, serve refuses to
start (exit 2) without auth unless --insecure-no-auth is given.
On SIGTERM or SIGINT it drains: /readyz turns 503, calls are still taken for
--drain-delay (while load balancers notice), the listener closes, calls
in flight run for up to --drain-timeout; then run_code runs that can be resumed
suspend (their journals in the --state store, their clients answered with a
resume token that any replica sharing the store and seal key accepts), the rest
end as abort, and it exits 0.
Traces are off unless the standard OpenTelemetry environment asks for them
(OTEL_EXPORTER_OTLP_ENDPOINT, OTEL_TRACES_EXPORTER=otlp): then every run_code,
nested call and upstream HTTP request is a span, and W3C traceparent is taken
from the request's _meta or HTTP headers and passed to upstream HTTP servers.`)
	st := setupFlags{serving: true} // servers start in the background
	st.register(fs, "code")
	st.registerSDKBudget(fs)
	var x execFlags
	x.register(fs, serveIsolation())
	ap := approvalFlags{defaultState: defaultStateDir()}
	ap.register(fs, true)
	var sf serveFlags
	sf.register(fs)
	var af authFlags // auth.go
	af.register(fs)
	if done, code := fs.parse(e, args); done {
		return code
	}
	st.noteExplicit(fs)
	if fs.NArg() > 0 {
		return fail(e, "serve", usagef("unexpected argument %q", fs.Arg(0)))
	}
	if err := sf.check(); err != nil {
		return fail(e, "serve", err)
	}
	authOpts, err := af.options(sf.addr)
	if err != nil {
		return fail(e, "serve", err)
	}
	logger := sf.logger(e)
	shutdownTracing, err := telemetry.SetupTracing(ctx, binaryVersion())
	if err != nil {
		return fail(e, "serve", err)
	}
	defer shutdownTracing(context.WithoutCancel(ctx))
	metrics := telemetry.NewMetrics()
	s, err := st.open(ctx, e, sessionOptions{exec: &x, maxWorkers: serveMaxWorkers(sf.maxRuns), explicitRoot: true, approval: &ap, ask: true, logger: logger, onUpstreamRestart: metrics.UpstreamRestarted, hooks: func(o *registry.Options, c *runcode.Options, _ *session) error {
		c.State = metrics.CountingStore(c.State)
		if prev := o.Observer; prev != nil {
			o.Observer = func(ev registry.Event) { prev(ev); metrics.Observe(ev) }
		} else {
			o.Observer = metrics.Observe
		}
		o.Middleware = append([]registry.Middleware{telemetry.Tracing(), metrics.Middleware()}, o.Middleware...)
		return nil
	}})
	if err != nil {
		return fail(e, "serve", err)
	}
	defer s.close()
	confinement, err := confinementCheck(ctx, s.rt, sf.requireConfinement, logger)
	if err != nil {
		return fail(e, "serve", err)
	}
	if sf.metricsAddr != "" {
		stop, err := serveMetrics(ctx, sf.metricsAddr, metrics.Handler(), logger)
		if err != nil {
			return fail(e, "serve", err)
		}
		defer stop()
	}
	opts := &mcpserver.ServeOptions{HTTPAddr: sf.addr}
	opts.Server.ApprovalWait = sf.approvalWait
	opts.Server.ParkIdle = sf.parkIdle
	if sf.approvalURL != "" {
		ap.link.set(sf.approvalURL)
	} else if sf.addr == "" { // stdio: the approval pages get a loopback listener
		base, stop, err := serveApprovalPage(s.rc, s.ups)
		if err != nil {
			return fail(e, "serve", err)
		}
		defer stop()
		ap.link.set(base)
	}
	opts.Server.Logger = logger
	opts.Server.Version = binaryVersion()
	opts.Server.OnRoots = s.useClientRoots(e.stderr)
	info := serveInfo{servers: s.ups, workspace: s.workspace, root: st.root, isolation: x.isolation, confinement: confinement}
	if sf.addr == "" {
		fmt.Fprintln(e.stderr, info.line(""))
	} else {
		mcpserver.LimitHostMemory(int64(sf.hostMemory))
		opts.Ready = func(a net.Addr) {
			fmt.Fprintln(e.stderr, info.line(a.String()))
			fmt.Fprintf(e.stderr, "codemode serve: listening on http://%s\n", a)
			if sf.approvalURL == "" {
				ap.link.set("http://" + a.String())
			}
			logger.Info("listening", "addr", a.String(), "auth", describeAuth(authOpts))
		}
		opts.HTTP = mcpserver.HTTPOptions{
			DrainDelay:   sf.drainDelay,
			DrainTimeout: sf.drainTimeout,
			Metrics:      metrics.Handler(),
			Readiness:    appendCheck(s.readiness(), confinement),
			Wrap:         telemetry.Handler,
			Auth:         authOpts,
			Sessions:     mcpserver.SessionMode(sf.sessions),
			Admission: &mcpserver.Admission{
				MaxRuns: sf.maxRuns, MaxRunsPerClient: sf.maxRunsPerClient, MaxHostMemory: int64(sf.hostMemory), OnReject: metrics.Rejected,
			},
		}
	}
	if err := mcpserver.Serve(ctx, s.reg, s.ups, opts); err != nil {
		return fail(e, "serve", err)
	}
	return exitOK
}

// appendCheck adds c to checks unless nil.
func appendCheck(checks []mcpserver.ReadinessCheck, c *mcpserver.ReadinessCheck) []mcpserver.ReadinessCheck {
	if c == nil {
		return checks
	}
	return append(checks, *c)
}

// serveMetrics serves /metrics on a listener of its own until stop.
func serveMetrics(ctx context.Context, addr string, h http.Handler, logger *slog.Logger) (stop func(), err error) {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, fmt.Errorf("--metrics: %v", err)
	}
	mux := http.NewServeMux()
	mux.Handle(mcpserver.MetricsPath, h)
	hs := &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second}
	go func() {
		if err := hs.Serve(ln); err != nil && err != http.ErrServerClosed {
			logger.Error("metrics listener", "error", err)
		}
	}()
	return func() { hs.Close() }, nil
}

// checkListenAddr rejects an address flag that is not host:port with a
// numeric port, before anything starts.
func checkListenAddr(flag, addr string) error {
	_, port, err := net.SplitHostPort(addr)
	if err != nil {
		return usagef("%s %q: want HOST:PORT, e.g. 127.0.0.1:8080 (%v)", flag, addr, err)
	}
	if n, err := strconv.Atoi(port); err != nil || n < 0 || n > 65535 {
		return usagef("%s %q: port must be a number from 0 to 65535", flag, addr)
	}
	return nil
}
