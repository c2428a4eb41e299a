package tests

// End-to-end tests of `codemode serve` (DESIGN §6, §7): the binary runs as a
// subprocess, driven by the go-sdk client, over upstream servers that are
// real tests/mcpupstream processes.

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/codemode-go/codemode/discovery"
	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/sdkgen"
)

// Binaries built once by TestMain. A failed build fails only the tests
// that need the binaries (requireServe), not the other tests of the package.
var (
	codemodeBin string
	upstreamBin string
	buildErr    error
)

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "codemode-e2e")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	codemodeBin = filepath.Join(dir, "codemode")
	upstreamBin = filepath.Join(dir, "mcpupstream")
	for _, b := range []struct{ out, pkg string }{{codemodeBin, "../cmd/codemode"}, {upstreamBin, "./mcpupstream"}} {
		if out, err := exec.Command("go", "build", "-o", b.out, b.pkg).CombinedOutput(); err != nil {
			buildErr = fmt.Errorf("go build %s: %v\n%s", b.pkg, err, out)
			break
		}
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

var (
	serveOnce sync.Once
	serveErr  error
)

// requireServe fails the test clearly when the binary has no serve command.
func requireServe(t testing.TB) {
	t.Helper()
	serveOnce.Do(func() {
		if buildErr != nil {
			serveErr = buildErr
			return
		}
		if out, err := exec.Command(codemodeBin, "serve", "--help").CombinedOutput(); err != nil {
			serveErr = fmt.Errorf("codemode serve --help: %v (is cmd/codemode/serve.go there?)\n%s", err, out)
		}
	})
	if serveErr != nil {
		t.Fatal(serveErr)
	}
}

// e2e is one `codemode serve` subprocess and its upstream configuration.
type e2e struct {
	dir      string // --root, and where the servers file and event log live
	servers  string // the servers file
	eventLog string // the "up" upstream's --log file
	state    string // --state
	// gated keeps serve's default approval policy; otherwise every call
	// is allowed (--approve '*=allow'), as these tests predate approvals.
	gated bool
}

// newE2E writes a servers file with upstreams "up" (logging its events) and
// "other", and a workspace root holding notes.txt.
func newE2E(t *testing.T) *e2e {
	t.Helper()
	requireServe(t)
	dir := t.TempDir()
	e := &e2e{dir: dir, servers: filepath.Join(dir, "servers.json"), eventLog: filepath.Join(dir, "events.log"), state: t.TempDir()}
	file := map[string]any{"mcpServers": map[string]any{
		"up":    map[string]any{"command": upstreamBin, "args": []string{"--log", e.eventLog}},
		"other": map[string]any{"command": upstreamBin, "env": map[string]string{"MCPUPSTREAM_ROLE": "other"}},
	}}
	b, _ := json.Marshal(file)
	if err := os.WriteFile(e.servers, b, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "notes.txt"), []byte("alpha\nbeta\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	return e
}

func (e *e2e) args(extra ...string) []string {
	a := []string{"serve", "--servers", e.servers, "--root", e.dir, "--state", e.state}
	if !e.gated {
		a = append(a, "--approve", "*=allow")
	}
	return append(a, extra...)
}

// connect starts `codemode serve` on stdio with extra flags.
func (e *e2e) connect(t testing.TB, opts *mcp.ClientOptions, extra ...string) *mcp.ClientSession {
	t.Helper()
	cmd := exec.Command(codemodeBin, e.args(extra...)...)
	cmd.Stderr = &testWriter{t: t}
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "e2e", Version: "1"}, opts).Connect(context.Background(), &mcp.CommandTransport{Command: cmd}, nil)
	if err != nil {
		t.Fatalf("connecting to codemode serve: %v", err)
	}
	t.Cleanup(func() { cs.Close() })
	return cs
}

// testWriter logs a subprocess's stderr through t until the test ends.
type testWriter struct {
	mu   sync.Mutex
	t    testing.TB
	done bool
}

func (w *testWriter) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if !w.done {
		w.t.Cleanup(func() { w.mu.Lock(); w.done = true; w.mu.Unlock() })
		for _, l := range strings.Split(strings.TrimRight(string(p), "\n"), "\n") {
			w.t.Logf("serve stderr: %s", l)
		}
	}
	return len(p), nil
}

func toolNames(t testing.TB, cs *mcp.ClientSession) []string {
	t.Helper()
	res, err := cs.ListTools(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, tl := range res.Tools {
		names = append(names, tl.Name)
	}
	sort.Strings(names)
	return names
}

func runCode(t testing.TB, ctx context.Context, cs *mcp.ClientSession, code string) (*mcp.CallToolResult, error) {
	t.Helper()
	return cs.CallTool(ctx, &mcp.CallToolParams{Name: "run_code", Arguments: map[string]any{"code": code, "description": "e2e"}})
}

func resultText(res *mcp.CallToolResult) string {
	var parts []string
	for _, c := range res.Content {
		if tc, ok := c.(*mcp.TextContent); ok {
			parts = append(parts, tc.Text)
		}
	}
	return strings.Join(parts, "\n")
}

// jsonOf renders a decoded value with sorted keys, for comparisons.
func jsonOf(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}

func canonJSON(t testing.TB, s string) string {
	t.Helper()
	var v any
	if err := json.Unmarshal([]byte(s), &v); err != nil {
		t.Fatalf("bad JSON %s: %v", s, err)
	}
	return jsonOf(v)
}

func TestMCPToolsListPerMode(t *testing.T) {
	t.Parallel()
	e := newE2E(t)
	upstream := "add crash delete_all echo fail get_user grow hang json_text note progress sleep stats wedge"
	// Both servers offer the same tools, so every upstream tool is qualified.
	var qualified []string
	for _, s := range []string{"other", "up"} {
		for _, n := range strings.Fields(upstream) {
			qualified = append(qualified, s+"_"+n)
		}
	}
	native := append(strings.Fields("edit glob grep list read write"), qualified...)
	sort.Strings(native)
	both := append(append([]string(nil), native...), "run_code")
	sort.Strings(both)
	for _, tt := range []struct {
		mode string
		want []string
	}{
		{"code", []string{"run_code"}},
		{"both", both},
		{"native", native},
	} {
		t.Run(tt.mode, func(t *testing.T) {
			t.Parallel()
			cs := e.connect(t, nil, "--mode", tt.mode)
			if got := toolNames(t, cs); strings.Join(got, " ") != strings.Join(tt.want, " ") {
				t.Fatalf("tools/list under %s:\n got %v\nwant %v", tt.mode, got, tt.want)
			}
		})
	}
}

// TestMCPRunCodeDescriptionAndSDKResource: the run_code description carries
// the SDK (typed from the upstream output schemas), which is also a
// resource; the system prompt is a prompt. By default the description
// stays within registry.DefaultSDKBudget tokens (issues #17, #42): it is
// the full SDK when that fits, else a smaller tier that declares codemode,
// while the resource stays the full SDK; --sdk-budget -1 offers it whole.
func TestMCPRunCodeDescriptionAndSDKResource(t *testing.T) {
	t.Parallel()
	e := newE2E(t)
	ctx := context.Background()
	sdkOf := func(cs *mcp.ClientSession) (desc, sdk string) {
		res, err := cs.ListTools(ctx, nil)
		if err != nil {
			t.Fatal(err)
		}
		rr, err := cs.ReadResource(ctx, &mcp.ReadResourceParams{URI: "codemode://sdk"})
		if err != nil {
			t.Fatal(err)
		}
		return res.Tools[0].Description, rr.Contents[0].Text
	}
	desc, sdk := sdkOf(e.connect(t, nil))
	fits := discovery.CountTokens(sdkgen.RunCodeDescription(sdk)) <= registry.DefaultSDKBudget
	if n := discovery.CountTokens(desc); n > registry.DefaultSDKBudget || !strings.Contains(desc, "declare const codemode") || strings.Contains(desc, sdk) != fits {
		t.Errorf("default description: %d tokens, want at most %d that declare codemode, the full SDK exactly when it fits (%v; %d bytes)", n, registry.DefaultSDKBudget, fits, len(sdk))
	}
	cs := e.connect(t, nil, "--sdk-budget", "-1")
	desc, full := sdkOf(cs)
	if full != sdk {
		t.Error("codemode://sdk depends on the budget")
	}
	if !strings.Contains(desc, sdk) {
		t.Fatal("run_code's description does not carry the SDK resource text")
	}
	for _, want := range []string{"up_get_user", "other_add", "read", "sum"} {
		if !strings.Contains(sdk, want) {
			t.Errorf("SDK lacks %q", want)
		}
	}
	pr, err := cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: "codemode"})
	if err != nil {
		t.Fatal(err)
	}
	if body := pr.Messages[0].Content.(*mcp.TextContent).Text; !strings.Contains(body, sdk) || !strings.Contains(body, "run_code") {
		t.Fatal("the codemode prompt lacks the SDK or the code-only rule")
	}
}

// TestMCPCollapse: under code, tools/call of any other tool is an isError
// result containing UNKNOWN_TOOL, and nothing runs (the upstream never sees
// the call).
func TestMCPCollapse(t *testing.T) {
	t.Parallel()
	e := newE2E(t)
	cs := e.connect(t, nil)
	for _, name := range []string{"up_sleep", "read", "no_such_tool"} {
		res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: name, Arguments: map[string]any{"ms": 1, "path": "notes.txt"}})
		if err != nil {
			t.Fatalf("%s: protocol error %v, want a tool error result", name, err)
		}
		if !res.IsError || !strings.Contains(resultText(res), "UNKNOWN_TOOL") {
			t.Fatalf("%s: isError=%v text=%q", name, res.IsError, resultText(res))
		}
	}
	if b, _ := os.ReadFile(e.eventLog); strings.Contains(string(b), "sleep") {
		t.Fatalf("a collapsed call reached the upstream: %s", b)
	}
}

// TestMCPProgramComposesTypedResults: one program calls several upstream
// tools and a workspace tool; results arrive typed (structuredContent of
// the upstream is the value), and the outer result has DESIGN §7's shape.
func TestMCPProgramComposesTypedResults(t *testing.T) {
	t.Parallel()
	e := newE2E(t)
	cs := e.connect(t, nil)
	prog := `
const user = await tools.up_get_user({id: 5});
const {sum} = await tools.other_add({a: user.id, b: 10});
const [nums, echoed, file] = await Promise.all([
  tools.up_json_text({n: 4}),
  tools.up_echo({text: "hi " + user.name}),
  tools.read({path: "notes.txt"}),
]);
console.log("user", user.name, user.tags.length);
return {sum, total: nums.reduce((a: number, b: number) => a + b, 0), echoed, lines: file.totalLines};`
	res, err := runCode(t, context.Background(), cs, prog)
	if err != nil {
		t.Fatal(err)
	}
	if res.IsError {
		t.Fatalf("program failed: %s", resultText(res))
	}
	want := canonJSON(t, `{"logs":["user user5 1"],"value":{"sum":15,"total":6,"echoed":"hi user5","lines":2}}`)
	if got := jsonOf(res.StructuredContent); got != want {
		t.Fatalf("structuredContent = %s, want %s", got, want)
	}
	if !strings.HasPrefix(resultText(res), "user user5 1\n{") {
		t.Fatalf("text = %q, want the logs then the value", resultText(res))
	}
	// Invalid arguments fail inside the program with the JSON path, before
	// anything is sent upstream.
	res, err = runCode(t, context.Background(), cs, `
try { await tools.up_get_user({id: 0}); } catch (e) { return e.name + " " + e.toolName + ": " + e.message; }`)
	if err != nil || res.IsError {
		t.Fatalf("validation program: %v %s", err, resultText(res))
	}
	if got := jsonOf(res.StructuredContent); !strings.Contains(got, "ToolCallError up_get_user: invalid arguments: id: minimum: 0 is less than 1") {
		t.Fatalf("validation error = %s", got)
	}
	// A failed program: isError, structured {logs, error}, text KIND: MESSAGE.
	res, err = runCode(t, context.Background(), cs, "console.log('x');\nnull.f;")
	if err != nil || !res.IsError || !strings.HasPrefix(resultText(res), "exception: ") {
		t.Fatalf("failing program: %v %q", err, resultText(res))
	}
	var fail struct {
		Logs  []string
		Error struct{ Kind, Message string }
	}
	if json.Unmarshal([]byte(jsonOf(res.StructuredContent)), &fail); fail.Error.Kind != "exception" || len(fail.Logs) != 1 || !strings.Contains(fail.Error.Message, "program.ts:2") {
		t.Fatalf("failure structuredContent = %s", jsonOf(res.StructuredContent))
	}
}

func waitLine(t testing.TB, path, line string, within time.Duration) bool {
	t.Helper()
	deadline := time.Now().Add(within)
	for time.Now().Before(deadline) {
		if b, err := os.ReadFile(path); err == nil {
			for _, l := range strings.Split(string(b), "\n") {
				if l == line {
					return true
				}
			}
		}
		time.Sleep(10 * time.Millisecond)
	}
	return false
}

// TestMCPCancellationReachesUpstream: cancelling tools/call (the client
// sends notifications/cancelled) cancels the program and its in-flight
// nested calls, and the upstream request is cancelled too.
func TestMCPCancellationReachesUpstream(t *testing.T) {
	t.Parallel()
	e := newE2E(t)
	cs := e.connect(t, nil)
	ctx, cancel := context.WithCancel(context.Background())
	go func() {
		if waitLine(t, e.eventLog, "sleep start 30000", 20*time.Second) {
			cancel()
		}
	}()
	start := time.Now()
	_, err := runCode(t, ctx, cs, "await Promise.all([tools.up_sleep({ms: 30000}), tools.up_stats({})]); return 'finished';")
	if err == nil {
		t.Fatal("the cancelled call returned a result")
	}
	if d := time.Since(start); d > 15*time.Second {
		t.Fatalf("cancellation took %v", d)
	}
	if !waitLine(t, e.eventLog, "sleep cancelled 30000", 10*time.Second) {
		b, _ := os.ReadFile(e.eventLog)
		t.Fatalf("the upstream never saw the cancellation; events:\n%s", b)
	}
	// The session is still usable.
	res, err := runCode(t, context.Background(), cs, "return (await tools.up_stats({})).cancelled")
	if err != nil || res.IsError || jsonOf(res.StructuredContent) != `{"logs":[],"value":1}` {
		t.Fatalf("after cancel: %v %s", err, resultText(res))
	}
}

// TestMCPCrashFailsOnlyItsTools: an upstream that exits fails only its own
// tools, with a clear message; the other upstream keeps working, and a
// later call restarts the crashed one.
func TestMCPCrashFailsOnlyItsTools(t *testing.T) {
	t.Parallel()
	e := newE2E(t)
	cs := e.connect(t, nil)
	res, err := runCode(t, context.Background(), cs, `
let msg = "";
try { await tools.up_crash({}); } catch (e) { msg = e.message; }
const other = await tools.other_add({a: 1, b: 2});
return {msg, other: other.sum};`)
	if err != nil || res.IsError {
		t.Fatalf("crash program: %v %s", err, resultText(res))
	}
	var v struct {
		Value struct {
			Msg   string
			Other float64
		}
	}
	json.Unmarshal([]byte(jsonOf(res.StructuredContent)), &v)
	for _, want := range []string{`upstream server "up"`, "exit status 3", "crashing on purpose", "next call starts it again"} {
		if !strings.Contains(v.Value.Msg, want) {
			t.Errorf("crash message %q lacks %q", v.Value.Msg, want)
		}
	}
	if v.Value.Other != 3 {
		t.Fatalf("other server after the crash: %s", jsonOf(res.StructuredContent))
	}
	res, err = runCode(t, context.Background(), cs, "return (await tools.up_add({a: 20, b: 22})).sum")
	if err != nil || res.IsError || jsonOf(res.StructuredContent) != `{"logs":[],"value":42}` {
		t.Fatalf("restarted upstream: %v %s", err, resultText(res))
	}
}

// TestMCPUpstreamListChanged: an upstream's notifications/tools/list_changed
// refreshes the registry and the SDK in run_code's description, and the
// client is told with notifications/tools/list_changed.
func TestMCPUpstreamListChanged(t *testing.T) {
	t.Parallel()
	e := newE2E(t)
	changed := make(chan struct{}, 8)
	cs := e.connect(t, &mcp.ClientOptions{ToolListChangedHandler: func(context.Context, *mcp.ToolListChangedRequest) {
		select {
		case changed <- struct{}{}:
		default:
		}
	}})
	if res, err := runCode(t, context.Background(), cs, "return await tools.up_grow({})"); err != nil || res.IsError {
		t.Fatalf("grow: %v %s", err, resultText(res))
	}
	deadline := time.After(15 * time.Second)
	for {
		select {
		case <-changed:
		case <-deadline:
			t.Fatal("run_code's description never showed late_tool")
		}
		res, err := cs.ListTools(context.Background(), nil)
		if err == nil && strings.Contains(res.Tools[0].Description, "late_tool") {
			break
		}
	}
	res, err := runCode(t, context.Background(), cs, "return (await tools.late_tool({})).sum")
	if err != nil || res.IsError || jsonOf(res.StructuredContent) != `{"logs":[],"value":42}` {
		t.Fatalf("late_tool: %v %s", err, resultText(res))
	}
	// The search index was rebuilt with the catalog (issue #17).
	res, err = runCode(t, context.Background(), cs, `return (await codemode.search("late tool", { limit: 1 }))[0].name`)
	if err != nil || res.IsError || jsonOf(res.StructuredContent) != `{"logs":[],"value":"late_tool"}` {
		t.Fatalf("codemode.search after list_changed: %v %s", err, resultText(res))
	}
}

// TestMCPProgressNotifications: console lines and upstream progress reach a
// client that asked for progress.
func TestMCPProgressNotifications(t *testing.T) {
	t.Parallel()
	e := newE2E(t)
	var mu sync.Mutex
	var msgs []string
	cs := e.connect(t, &mcp.ClientOptions{ProgressNotificationHandler: func(_ context.Context, r *mcp.ProgressNotificationClientRequest) {
		mu.Lock()
		msgs = append(msgs, r.Params.Message)
		mu.Unlock()
	}})
	p := &mcp.CallToolParams{Name: "run_code", Arguments: map[string]any{"description": "progress",
		// Upstream notifications can trail the upstream's response a little
		// (the client handles them on another goroutine); the short sleep
		// keeps the run open meanwhile.
		"code": "console.log('starting'); await tools.up_progress({steps: 2}); await tools.other_sleep({ms: 300}); console.log('done'); return 1"}}
	p.SetProgressToken("e2e-progress")
	res, err := cs.CallTool(context.Background(), p)
	if err != nil || res.IsError {
		t.Fatalf("%v %s", err, resultText(res))
	}
	want := "starting,progress: step 1,progress: step 2,done"
	deadline := time.Now().Add(5 * time.Second)
	for time.Now().Before(deadline) {
		mu.Lock()
		got := strings.Join(msgs, ",")
		mu.Unlock()
		if got == want {
			return
		}
		time.Sleep(10 * time.Millisecond)
	}
	mu.Lock()
	defer mu.Unlock()
	t.Fatalf("progress messages = %q, want %s", msgs, want)
}

// startHTTP runs `codemode serve --http 127.0.0.1:0` and returns its URL.
func (e *e2e) startHTTP(t testing.TB, extra ...string) string {
	t.Helper()
	cmd := exec.Command(codemodeBin, e.args(append([]string{"--http", "127.0.0.1:0"}, extra...)...)...)
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		cmd.Process.Signal(os.Interrupt)
		done := make(chan struct{})
		go func() { cmd.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(10 * time.Second):
			cmd.Process.Kill()
			t.Error("codemode serve --http did not stop on SIGINT")
		}
	})
	urls := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(stderr)
		for sc.Scan() {
			if u, ok := strings.CutPrefix(sc.Text(), "codemode serve: listening on "); ok {
				urls <- u
			}
		}
	}()
	select {
	case u := <-urls:
		return u
	case <-time.After(30 * time.Second):
		t.Fatal("codemode serve --http never reported its address")
	}
	return ""
}

// TestMCPHTTPConcurrentClients: over streamable HTTP, two clients work at
// the same time, each getting its own results.
func TestMCPHTTPConcurrentClients(t *testing.T) {
	t.Parallel()
	e := newE2E(t)
	url := e.startHTTP(t)
	var wg sync.WaitGroup
	errs := make(chan error, 2)
	for c := 0; c < 2; c++ {
		wg.Go(func() {
			cs, err := mcp.NewClient(&mcp.Implementation{Name: fmt.Sprintf("c%d", c), Version: "1"}, nil).Connect(context.Background(), &mcp.StreamableClientTransport{Endpoint: url}, nil)
			if err != nil {
				errs <- err
				return
			}
			defer cs.Close()
			if names := toolNames(t, cs); strings.Join(names, " ") != "run_code" {
				errs <- fmt.Errorf("client %d: tools %v", c, names)
				return
			}
			for i := 0; i < 10; i++ {
				res, err := runCode(t, context.Background(), cs, fmt.Sprintf("const r = await tools.up_add({a: %d, b: %d}); await tools.other_sleep({ms: 5}); return r.sum", c*1000, i))
				if err != nil {
					errs <- err
					return
				}
				if want := fmt.Sprintf(`{"logs":[],"value":%d}`, c*1000+i); jsonOf(res.StructuredContent) != want {
					errs <- fmt.Errorf("client %d call %d: %s, want %s", c, i, jsonOf(res.StructuredContent), want)
					return
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}

// TestMCPDisconnectCancelsAndStopsUpstreams: when the client goes away
// mid-call (its end of stdio closes), or the server is told to stop
// (SIGTERM), the run and its upstream request are cancelled, `codemode
// serve` exits at once, and no upstream process outlives it.
// The client is raw JSON-RPC here: the go-sdk client's Close waits for its
// in-flight calls, which is not what a vanishing client does.
func TestMCPDisconnectCancelsAndStopsUpstreams(t *testing.T) {
	t.Parallel()
	for _, how := range []string{"stdin closed", "SIGTERM"} {
		t.Run(how, func(t *testing.T) {
			t.Parallel()
			testStopMidCall(t, how)
		})
	}
}

// testStopMidCall ends `codemode serve` during a call, by closing its
// stdin or signalling it, and checks what is left.
func testStopMidCall(t *testing.T, how string) {
	e := newE2E(t)
	cmd := exec.Command(codemodeBin, e.args()...)
	cmd.Stderr = &testWriter{t: t}
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stdout = io.Discard
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	for _, line := range []string{
		`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"raw","version":"1"}}}`,
		`{"jsonrpc":"2.0","method":"notifications/initialized"}`,
		`{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"run_code","arguments":{"description":"sleep","code":"await tools.up_sleep({ms: 30000}); return 1"}}}`,
	} {
		if _, err := io.WriteString(stdin, line+"\n"); err != nil {
			t.Fatal(err)
		}
	}
	if !waitLine(t, e.eventLog, "sleep start 30000", 20*time.Second) {
		cmd.Process.Kill()
		t.Fatal("the upstream call never started")
	}
	b, _ := os.ReadFile(e.eventLog)
	var pid int
	fmt.Sscanf(strings.SplitN(string(b), "\n", 2)[0], "start pid %d", &pid)
	if pid == 0 {
		t.Fatalf("no pid in the event log:\n%s", b)
	}
	start := time.Now()
	if how == "SIGTERM" {
		cmd.Process.Signal(syscall.SIGTERM)
	} else {
		stdin.Close() // the client vanishes
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("codemode serve exited with %v (%s)", err, how)
		}
	case <-time.After(10 * time.Second):
		cmd.Process.Kill()
		t.Fatalf("codemode serve kept running (%s)", how)
	}
	t.Logf("codemode serve exited %v after %s", time.Since(start), how)
	if !waitLine(t, e.eventLog, "sleep cancelled 30000", 5*time.Second) {
		t.Error("the upstream request was not cancelled")
	}
	if err := syscall.Kill(pid, 0); err == nil {
		t.Fatalf("upstream pid %d outlived codemode serve", pid)
	}
}

// TestMCPHTTPCancellation: over stateless streamable HTTP, cancelling a
// call cancels the run and the upstream request.
func TestMCPHTTPCancellation(t *testing.T) {
	t.Parallel()
	e := newE2E(t)
	url := e.startHTTP(t)
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "http-cancel", Version: "1"}, nil).Connect(context.Background(), &mcp.StreamableClientTransport{Endpoint: url}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	ctx, cancel := context.WithCancel(context.Background())
	go func() {
		if waitLine(t, e.eventLog, "sleep start 30000", 20*time.Second) {
			cancel()
		}
	}()
	if _, err := runCode(t, ctx, cs, "await tools.up_sleep({ms: 30000}); return 1"); err == nil {
		t.Fatal("the cancelled call returned a result")
	}
	if !waitLine(t, e.eventLog, "sleep cancelled 30000", 10*time.Second) {
		b, _ := os.ReadFile(e.eventLog)
		t.Fatalf("the upstream never saw the cancellation; events:\n%s", b)
	}
}

// TestMCPDestructiveWithoutApproverRuns: with every call allowed
// (--approve '*=allow'), a destructive upstream tool runs without asking.
// (approval_e2e_test.go covers serve's default, which asks.)
func TestMCPDestructiveWithoutApproverRuns(t *testing.T) {
	t.Parallel()
	e := newE2E(t)
	cs := e.connect(t, nil)
	res, err := runCode(t, context.Background(), cs, "return await tools.up_delete_all({})")
	if err != nil || res.IsError || jsonOf(res.StructuredContent) != `{"logs":[],"value":"deleted nothing"}` {
		t.Fatalf("destructive tool without an approver: %v %s", err, resultText(res))
	}
}
