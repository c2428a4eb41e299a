// Package scaletest runs codemode as production runs it, on this machine:
// several `codemode serve --http` replicas behind a real load balancer
// (haproxy) sharing a real Redis, under a bounded mixed load from a Go load
// generator — trivial runs, tool-calling runs, and runs that suspend on an
// approval and resume through the load balancer, usually on another
// replica. Midway one replica is stopped: killed with SIGKILL (a crash),
// only the calls in flight on it may fail; with -scale.signal term it gets
// SIGTERM, as Kubernetes stops a pod, drains, and no call may fail.
//
// The short form runs in CI (go test ./... in the deploy module); the full
// form is behind -scale.full. Both report p50/p99 latency per kind and the
// throughput with t.Logf (go test -v).
package scaletest

import (
	"bufio"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/codemode-go/codemode/internal/testredis"
)

var (
	full      = flag.Bool("scale.full", false, "run the full scale test: 3 replicas, 24 clients, 60 s")
	replicas  = flag.Int("scale.replicas", 3, "replicas behind the load balancer")
	isolation = flag.String("scale.isolation", "", "--isolation of the replicas (empty: serve's default)")
	stopWith  = flag.String("scale.signal", "both", "how the replica stopped mid-load ends: kill (SIGKILL, a crash), term (SIGTERM, as Kubernetes stops a pod: it drains) or both, one run each")
)

// load is the shape of one scale run.
type load struct {
	clients  int
	duration time.Duration
}

func TestScale(t *testing.T) {
	for _, bin := range []string{"haproxy", "redis-server"} {
		if _, err := exec.LookPath(bin); err != nil {
			t.Skipf("%s is not installed (.ci/run installs it from Debian's packages): skipping the scale test", bin)
		}
	}
	for _, sig := range []string{"kill", "term"} {
		if *stopWith == sig || *stopWith == "both" {
			t.Run(sig, func(t *testing.T) { scale(t, sig) })
		}
	}
}

// scale runs one scale test whose victim replica is stopped with sig
// (kill or term) midway.
func scale(t *testing.T, sig string) {
	l := load{clients: 6, duration: 8 * time.Second}
	if *full {
		l = load{clients: 24, duration: 60 * time.Second}
	}
	redis := testredis.Start(t)
	bin := buildCodemode(t)
	root := t.TempDir()
	for i := range 20 {
		os.WriteFile(filepath.Join(root, fmt.Sprintf("file%02d.txt", i)), []byte(strings.Repeat("line\n", i+1)), 0o644)
	}
	var reps []*replica
	for i := range *replicas {
		// A drained replica takes calls for a second after SIGTERM while
		// haproxy (checking /readyz every 300 ms) takes it out of rotation.
		reps = append(reps, startReplica(t, bin, fmt.Sprintf("r%d", i+1), root, redis.URL(0), "--drain-delay", "1s"))
	}
	lb := startHAProxy(t, reps)

	ctx, cancel := context.WithTimeout(context.Background(), l.duration+2*time.Minute)
	defer cancel()
	rec := &recorder{}
	start := time.Now()
	stopAt := start.Add(l.duration)
	var killAt time.Time
	var wg sync.WaitGroup
	for w := range l.clients {
		wg.Add(1)
		go func() {
			defer wg.Done()
			runClient(ctx, t, lb, w, stopAt, rec)
		}()
	}
	time.Sleep(l.duration / 2)
	victim := reps[len(reps)-1]
	killAt = time.Now()
	switch sig {
	case "term":
		victim.cmd.Process.Signal(syscall.SIGTERM) // drains, mid-load
	default:
		victim.cmd.Process.Kill() // SIGKILL, mid-load
	}
	wg.Wait()
	elapsed := time.Since(start)

	rec.report(t, elapsed)
	if sig == "term" {
		// A drained replica finishes what it accepted (or answers it as
		// abort or suspended) before it exits: no call fails.
		for _, f := range rec.failures {
			t.Errorf("%s call failed around the SIGTERM (started %v after it): %v", f.kind, f.start.Sub(killAt), f.err)
		}
	}
	// Every failure was a call in flight on the killed replica: it started
	// before the kill. Calls started after it all succeed (haproxy's
	// health check and redispatch route around the dead replica).
	grace := 2 * time.Second // haproxy notices a dead server within its check interval
	for _, f := range rec.failures {
		if f.start.After(killAt.Add(grace)) {
			t.Errorf("%s call started %v after the kill failed: %v", f.kind, f.start.Sub(killAt), f.err)
		}
		if f.end.Before(killAt) {
			t.Errorf("%s call failed before any replica was killed: %v", f.kind, f.err)
		}
	}
	if rec.count("resume") == 0 {
		t.Error("no run was suspended and resumed")
	}
	if rec.crossReplicaResumes == 0 {
		t.Error("no resume landed on another replica than its suspension")
	}
	if n := rec.count("trivial") + rec.count("tools"); n == 0 {
		t.Error("no run completed")
	}
}

// replica is one `codemode serve --http` process.
type replica struct {
	name string
	addr string
	cmd  *exec.Cmd
}

func buildCodemode(t *testing.T) string {
	t.Helper()
	out := filepath.Join(t.TempDir(), "codemode")
	cmd := exec.Command("go", "build", "-o", out, "github.com/codemode-go/codemode/cmd/codemode")
	cmd.Dir = "../.."
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, b)
	}
	return out
}

// scaleToken is the bearer token every replica accepts (as the
// Deployment's tokens Secret holds one), for the principal "scale".
const scaleToken = "scale-test-token-0123456789abcdef"

// authed sends scaleToken with every request.
type authed struct{ next http.RoundTripper }

func (a authed) RoundTrip(r *http.Request) (*http.Response, error) {
	r = r.Clone(r.Context())
	r.Header.Set("Authorization", "Bearer "+scaleToken)
	return a.next.RoundTrip(r)
}

// authClient is an HTTP client that sends scaleToken.
func authClient() *http.Client { return &http.Client{Transport: authed{http.DefaultTransport}} }

// startReplica starts a replica; extra flags come last (and so win). It
// serves with auth, as the Deployment does: a tokens file holding
// scaleToken.
func startReplica(t *testing.T, bin, name, root, state string, extra ...string) *replica {
	t.Helper()
	tokens := filepath.Join(t.TempDir(), "tokens")
	if err := os.WriteFile(tokens, []byte("# the load generator\nscale "+scaleToken+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(bin, "serve", "--http", "127.0.0.1:0", "--root", root, "--state", state,
		"--drain-timeout", "2s", "--log-format", "json", "--auth-tokens", tokens,
		// The load generator plays the client that asks a person before
		// every call (AP-2's opt-in): this test is about journals crossing
		// replicas, kills and drains, not about who approves, which
		// tests/approval_e2e_test.go proves across replicas.
		"--approve-by", "client")
	cmd.Args = append(cmd.Args, extra...)
	if *isolation != "" {
		cmd.Args = append(cmd.Args, "--isolation", *isolation)
	}
	cmd.Env = append(os.Environ(), "CODEMODE_SEAL_KEY=scale-test-seal-key-0123456789abcdef")
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	addrs := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(stderr)
		for sc.Scan() {
			if u, ok := strings.CutPrefix(sc.Text(), "codemode serve: listening on http://"); ok {
				addrs <- u
			}
		}
	}()
	select {
	case a := <-addrs:
		return &replica{name: name, addr: a, cmd: cmd}
	case <-time.After(60 * time.Second):
		t.Fatalf("replica %s did not start", name)
	}
	return nil
}

// startHAProxy balances round-robin over the replicas, health-checks them
// at /readyz, retries a refused connection on another replica, and names
// the replica that answered in the X-Replica response header.
func startHAProxy(t *testing.T, reps []*replica) string {
	t.Helper()
	port := freePort(t)
	var cfg strings.Builder
	fmt.Fprintf(&cfg, `global
  maxconn 4096
defaults
  mode http
  timeout connect 2s
  timeout client 120s
  timeout server 120s
  retries 3
  option redispatch
frontend mcp
  bind 127.0.0.1:%d
  default_backend replicas
backend replicas
  balance roundrobin
  option httpchk GET /readyz
  http-response set-header X-Replica %%[srv_name]
`, port)
	for _, r := range reps {
		fmt.Fprintf(&cfg, "  server %s %s check inter 300ms fall 1 rise 2\n", r.name, r.addr)
	}
	path := filepath.Join(t.TempDir(), "haproxy.cfg")
	if err := os.WriteFile(path, []byte(cfg.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	if b, err := exec.Command("haproxy", "-c", "-f", path).CombinedOutput(); err != nil {
		t.Fatalf("haproxy -c: %v\n%s", err, b)
	}
	cmd := exec.Command("haproxy", "-db", "-f", path)
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	url := fmt.Sprintf("http://127.0.0.1:%d", port)
	deadline := time.Now().Add(20 * time.Second)
	for {
		resp, err := http.Get(url + "/readyz")
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == 200 {
				return url
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("haproxy did not become ready: %v", err)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

func freePort(t *testing.T) int {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port
}

// replicaHeader remembers which replica answered the last tools/call.
type replicaHeader struct {
	mu   sync.Mutex
	last string
}

func (h *replicaHeader) RoundTrip(r *http.Request) (*http.Response, error) {
	resp, err := authed{http.DefaultTransport}.RoundTrip(r)
	if err == nil {
		h.mu.Lock()
		h.last = resp.Header.Get("X-Replica")
		h.mu.Unlock()
	}
	return resp, err
}

func (h *replicaHeader) get() string {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.last
}

// The programs of the mixed load.
const (
	trivialProgram = `return 1 + 1`
	toolsProgram   = `const [a, b] = await Promise.all([tools.read({path: "file03.txt"}), tools.list({})]);
return a.totalLines + b.entries.length`
)

func writeProgram(w, i int) string {
	return fmt.Sprintf(`const r = await tools.write({path: "out/w%d-%d.txt", content: "scale"}); return r.bytes`, w, i)
}

// runClient is one agent: its own MCP session through the load balancer,
// cycling through the three kinds of run until stopAt.
func runClient(ctx context.Context, t *testing.T, lb string, w int, stopAt time.Time, rec *recorder) {
	hdr := &replicaHeader{}
	connect := func() *mcp.ClientSession {
		c := mcp.NewClient(&mcp.Implementation{Name: fmt.Sprintf("load-%d", w), Version: "1"}, nil)
		cs, err := c.Connect(ctx, &mcp.StreamableClientTransport{Endpoint: lb, HTTPClient: &http.Client{Transport: hdr}, MaxRetries: -1}, nil)
		if err != nil {
			return nil
		}
		return cs
	}
	cs := connect()
	for i := 0; time.Now().Before(stopAt); i++ {
		if cs == nil {
			if cs = connect(); cs == nil {
				time.Sleep(50 * time.Millisecond)
				continue
			}
		}
		var err error
		switch i % 3 {
		case 0:
			err = timed(rec, "trivial", func() error { return expectValue(call(ctx, cs, trivialProgram, nil), "2") })
		case 1:
			err = timed(rec, "tools", func() error { return expectValue(call(ctx, cs, toolsProgram, nil), "") })
		case 2:
			err = suspendResume(ctx, cs, hdr, writeProgram(w, i), rec)
		}
		if err != nil && strings.Contains(err.Error(), "connection") {
			cs.Close()
			cs = nil
		}
	}
	if cs != nil {
		cs.Close()
	}
}

type callResult struct {
	res *mcp.CallToolResult
	err error
}

func call(ctx context.Context, cs *mcp.ClientSession, code string, resume map[string]any) callResult {
	args := map[string]any{"code": code, "description": "scale test"}
	if resume != nil {
		args["resume"] = resume
	}
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "run_code", Arguments: args})
	return callResult{res, err}
}

// structured returns the run's structuredContent.
func (c callResult) structured() (map[string]any, error) {
	if c.err != nil {
		return nil, c.err
	}
	b, _ := json.Marshal(c.res.StructuredContent)
	var m map[string]any
	json.Unmarshal(b, &m)
	if c.res.IsError {
		text := ""
		if len(c.res.Content) > 0 {
			if tc, ok := c.res.Content[0].(*mcp.TextContent); ok {
				text = tc.Text
			}
		}
		return m, fmt.Errorf("run failed: %s", text)
	}
	return m, nil
}

func expectValue(c callResult, want string) error {
	m, err := c.structured()
	if err != nil {
		return err
	}
	v, ok := m["value"]
	if !ok {
		return fmt.Errorf("no value in %v", m)
	}
	if want != "" && fmt.Sprint(v) != want {
		return fmt.Errorf("value %v, want %s", v, want)
	}
	return nil
}

// suspendResume runs a gated write: it suspends (no client here can
// elicit), then resumes with approve through the load balancer.
func suspendResume(ctx context.Context, cs *mcp.ClientSession, hdr *replicaHeader, code string, rec *recorder) error {
	var token, suspendedOn string
	err := timed(rec, "suspend", func() error {
		m, err := call(ctx, cs, code, nil).structured()
		if err != nil {
			return err
		}
		if m["status"] != "suspended" {
			return fmt.Errorf("gated write did not suspend: %v", m)
		}
		token, _ = m["resume"].(string)
		suspendedOn = hdr.get()
		return nil
	})
	if err != nil {
		return err
	}
	return timed(rec, "resume", func() error {
		c := call(ctx, cs, code, map[string]any{"token": token, "decision": "approve"})
		if err := expectValue(c, "5"); err != nil {
			return err
		}
		if on := hdr.get(); on != "" && on != suspendedOn {
			rec.crossReplica()
		}
		return nil
	})
}

// recorder collects latencies and failures of every call.
type recorder struct {
	mu                  sync.Mutex
	latencies           map[string][]time.Duration
	failures            []failure
	crossReplicaResumes int
}

type failure struct {
	kind       string
	start, end time.Time
	err        error
}

func timed(r *recorder, kind string, f func() error) error {
	start := time.Now()
	err := f()
	end := time.Now()
	r.mu.Lock()
	defer r.mu.Unlock()
	if err != nil {
		r.failures = append(r.failures, failure{kind, start, end, err})
		return err
	}
	if r.latencies == nil {
		r.latencies = map[string][]time.Duration{}
	}
	r.latencies[kind] = append(r.latencies[kind], end.Sub(start))
	return nil
}

func (r *recorder) crossReplica() {
	r.mu.Lock()
	r.crossReplicaResumes++
	r.mu.Unlock()
}

func (r *recorder) count(kind string) int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return len(r.latencies[kind])
}

func (r *recorder) report(t *testing.T, elapsed time.Duration) {
	r.mu.Lock()
	defer r.mu.Unlock()
	total := 0
	var kinds []string
	for k := range r.latencies {
		kinds = append(kinds, k)
	}
	slices.Sort(kinds)
	for _, k := range kinds {
		ls := slices.Clone(r.latencies[k])
		slices.Sort(ls)
		total += len(ls)
		t.Logf("%-8s %6d calls  p50 %8v  p99 %8v", k, len(ls), pct(ls, 50), pct(ls, 99))
	}
	t.Logf("throughput %.0f calls/s over %v; %d failed (in flight on the killed replica); %d resumes on another replica",
		float64(total)/elapsed.Seconds(), elapsed.Round(time.Millisecond), len(r.failures), r.crossReplicaResumes)
	for _, f := range r.failures {
		t.Logf("  failed %s: %v", f.kind, f.err)
	}
}

func pct(ls []time.Duration, p int) time.Duration {
	if len(ls) == 0 {
		return 0
	}
	i := (len(ls)*p + 99) / 100
	return ls[min(max(i-1, 0), len(ls)-1)].Round(10 * time.Microsecond)
}
