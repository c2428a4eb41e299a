package upstream

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/codemode-go/codemode/internal/mcptest"
)

// upstreamBin is the tests/mcpupstream program, built once by TestMain.
var upstreamBin string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "mcpserver-test")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	upstreamBin = filepath.Join(dir, "mcpupstream")
	out, err := exec.Command("go", "build", "-o", upstreamBin, "../tests/mcpupstream").CombinedOutput()
	if err != nil {
		fmt.Fprintf(os.Stderr, "building tests/mcpupstream: %v\n%s", err, out)
		os.Exit(1)
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// memDial dials in-memory go-sdk servers by server name, over pipes
// watched by the wire as a stdio server's are (pipeDial).
func memDial(servers map[string]*mcp.Server) dialFunc { return pipeDial(servers, nil) }

func openMem(t testing.TB, servers map[string]*mcp.Server, opts *Options) *Set {
	t.Helper()
	f := &ServersFile{Servers: map[string]ServerConfig{}}
	for n := range servers {
		f.Servers[n] = ServerConfig{Command: "in-memory"}
	}
	s, err := open(context.Background(), f, opts, memDial(servers))
	if err != nil {
		t.Fatalf("open: %v", err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

func TestToolsConversionAndNaming(t *testing.T) {
	t.Parallel()
	var c1, c2 atomic.Int64
	s := openMem(t, map[string]*mcp.Server{"one": mcptest.ToolServer(&c1), "two": mcptest.ToolServer(&c2)}, &Options{Taken: []string{"text"}})
	tools := s.Tools()
	var names []string
	byName := map[string]Tool{}
	for _, tl := range tools {
		names = append(names, tl.Name)
		byName[tl.Name] = tl
	}
	// Every tool collides across the two servers, so all are qualified.
	if len(tools) != 20 || names[0] != "one_add" || names[len(names)-1] != "two_wipe" {
		t.Fatalf("names = %v", names)
	}
	add := byName["one_add"]
	if add.Server != "one" || add.UpstreamName != "add" || add.Description != "Add." || !add.ReadOnly || add.Destructive {
		t.Fatalf("one_add = %+v", add)
	}
	var out map[string]any
	if err := json.Unmarshal(add.OutputSchema, &out); err != nil || out["type"] != "object" {
		t.Fatalf("output schema of add = %s (%v)", add.OutputSchema, err)
	}
	var in map[string]any
	if err := json.Unmarshal(add.InputSchema, &in); err != nil || in["type"] != "object" {
		t.Fatalf("input schema of add = %s", add.InputSchema)
	}
	if byName["one_text"].OutputSchema != nil {
		t.Fatal("a tool without outputSchema got one")
	}
	if w := byName["two_wipe"]; !w.Destructive || w.ReadOnly {
		t.Fatalf("wipe annotations: %+v", w)
	}
	// One server alone keeps plain names, except the taken one.
	solo := openMem(t, map[string]*mcp.Server{"solo": mcptest.ToolServer(&c1)}, &Options{Taken: []string{"text"}})
	var soloNames []string
	for _, tl := range solo.Tools() {
		soloNames = append(soloNames, tl.Name)
	}
	want := "add broken json_text multi nothing number_text protofail solo_text strict wipe"
	if got := strings.Join(soloNames, " "); got != want {
		t.Fatalf("solo names = %s, want %s", got, want)
	}
}

func TestCallMapsResults(t *testing.T) {
	t.Parallel()
	var calls atomic.Int64
	s := openMem(t, map[string]*mcp.Server{"m": mcptest.ToolServer(&calls)}, nil)
	ctx := context.Background()
	for _, tt := range []struct {
		tool, args, want string
	}{
		{"add", `{"a":1,"b":2}`, `{"sum":3}`}, // structuredContent is canonical
		{"text", `{}`, `"plain words"`},
		{"json_text", `{}`, `{"k":[1,2]}`},
		{"number_text", `{}`, `"42"`}, // only objects and arrays are parsed
		{"multi", `{}`, `["a",{"type":"image","mimeType":"image/png","data":"AQI="},[true]]`},
		{"nothing", ``, `null`},
	} {
		res, err := s.Call(ctx, tt.tool, json.RawMessage(tt.args))
		if err != nil {
			t.Fatalf("%s: %v", tt.tool, err)
		}
		if string(res.Value) != tt.want {
			t.Errorf("%s value = %s, want %s", tt.tool, res.Value, tt.want)
		}
		if tt.tool == "text" && (len(res.Content) != 1 || res.Content[0].(*mcp.TextContent).Text != "plain words") {
			t.Errorf("content not passed through: %+v", res.Content)
		}
	}
	_, err := s.Call(ctx, "broken", nil)
	var te *ToolError
	if !errors.As(err, &te) || te.Message != "the widget is broken" || te.Server != "m" {
		t.Fatalf("broken: %v", err)
	}
	start := time.Now()
	_, err = s.Call(ctx, "protofail", nil)
	if !errors.As(err, &te) || !strings.Contains(te.Message, "bad wire") || !strings.Contains(te.Message, `rejected the call of "protofail"`) {
		t.Fatalf("protofail: %v", err)
	}
	if d := time.Since(start); d > time.Second {
		t.Fatalf("a JSON-RPC error took %v to report", d)
	}
	_, err = s.Call(ctx, "nope", nil)
	if !errors.Is(err, ErrUnknownTool) {
		t.Fatalf("unknown: %v", err)
	}
}

func TestArgumentsValidatedBeforeSending(t *testing.T) {
	t.Parallel()
	var calls atomic.Int64
	s := openMem(t, map[string]*mcp.Server{"m": mcptest.ToolServer(&calls)}, nil)
	ctx := context.Background()
	before := calls.Load()
	for _, tt := range []struct{ args, want string }{
		{`{"n":9}`, "invalid arguments: n: maximum: 9 is greater than 3"},
		{`{}`, `invalid arguments: arguments: missing required property "n"`},
		{`[]`, "invalid arguments: arguments: must be an object"},
	} {
		_, err := s.Call(ctx, "strict", json.RawMessage(tt.args))
		var ae *ArgsError
		if !errors.As(err, &ae) || err.Error() != tt.want {
			t.Errorf("strict %s: %v, want %s", tt.args, err, tt.want)
		}
	}
	if calls.Load() != before {
		t.Fatalf("invalid arguments reached the upstream (%d calls)", calls.Load()-before)
	}
	res, err := s.Call(ctx, "strict", json.RawMessage(`{"n":2}`))
	if err != nil || string(res.Value) != `{"n":2}` {
		t.Fatalf("valid call: %v %s", err, res.Value)
	}
}

func TestListChangedRefreshes(t *testing.T) {
	t.Parallel()
	var calls atomic.Int64
	srv := mcptest.ToolServer(&calls)
	changed := make(chan struct{}, 4)
	s := openMem(t, map[string]*mcp.Server{"m": srv}, &Options{OnChange: func() { changed <- struct{}{} }})
	srv.AddTool(&mcp.Tool{Name: "late", Description: "Late.", InputSchema: json.RawMessage(`{"type":"object"}`)},
		func(context.Context, *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "late"}}}, nil
		})
	select {
	case <-changed:
	case <-time.After(10 * time.Second):
		t.Fatal("no OnChange after notifications/tools/list_changed")
	}
	res, err := s.Call(context.Background(), "late", nil)
	if err != nil || string(res.Value) != `"late"` {
		t.Fatalf("late: %v", err)
	}
	srv.RemoveTools("late")
	select {
	case <-changed:
	case <-time.After(10 * time.Second):
		t.Fatal("no OnChange after removal")
	}
	for _, tl := range s.Tools() {
		if tl.Name == "late" {
			t.Fatal("removed tool still listed")
		}
	}
}

func TestProgressIsForwarded(t *testing.T) {
	t.Parallel()
	s := openProc(t, nil)
	var mu sync.Mutex
	var msgs []string
	ctx := WithProgress(context.Background(), func(p *mcp.ProgressNotificationParams) {
		mu.Lock()
		msgs = append(msgs, p.Message)
		mu.Unlock()
	})
	if _, err := s.Call(ctx, "progress", json.RawMessage(`{"steps":3}`)); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(5 * time.Second)
	for {
		mu.Lock()
		n := len(msgs)
		mu.Unlock()
		if n == 3 || time.Now().After(deadline) {
			break
		}
		time.Sleep(10 * time.Millisecond)
	}
	mu.Lock()
	defer mu.Unlock()
	if strings.Join(msgs, ",") != "step 1,step 2,step 3" {
		t.Fatalf("progress messages = %q", msgs)
	}
}

// openProc opens a set over real tests/mcpupstream processes: "up" and, when
// extra is set, more servers of the same program.
func openProc(t *testing.T, opts *Options, extra ...string) *Set {
	t.Helper()
	f := &ServersFile{Servers: map[string]ServerConfig{"up": {Command: upstreamBin}}}
	for _, n := range extra {
		f.Servers[n] = ServerConfig{Command: upstreamBin}
	}
	s, err := Open(context.Background(), f, opts)
	if err != nil {
		t.Fatalf("Open: %v", err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

func pidOf(t *testing.T, s *Set, server string) int {
	t.Helper()
	for _, u := range s.ups {
		if u.name == server {
			u.mu.Lock()
			defer u.mu.Unlock()
			if u.cur == nil || u.cur.cmd == nil || u.cur.cmd.Process == nil {
				t.Fatalf("server %q has no process", server)
			}
			return u.cur.cmd.Process.Pid
		}
	}
	t.Fatalf("no server %q", server)
	return 0
}

func alive(pid int) bool { return syscall.Kill(pid, 0) == nil }

func TestCrashFailsOnlyItsToolsAndRestarts(t *testing.T) {
	t.Parallel()
	s := openProc(t, nil, "other")
	ctx := context.Background()
	first := pidOf(t, s, "up")
	_, err := s.Call(ctx, "up_crash", nil)
	var ue *UpstreamError
	if !errors.As(err, &ue) || !errors.Is(err, ErrServerExited) || ue.Server != "up" {
		t.Fatalf("crash: %v", err)
	}
	for _, want := range []string{`upstream server "up"`, `tool "up_crash"`, "exit status 3", "crashing on purpose", "next call starts it again"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("crash message %q lacks %q", err, want)
		}
	}
	// The other server is untouched.
	res, err := s.Call(ctx, "other_add", json.RawMessage(`{"a":2,"b":3}`))
	if err != nil || string(res.Value) != `{"sum":5}` {
		t.Fatalf("other server after crash: %v", err)
	}
	// A later call restarts the crashed server.
	res, err = s.Call(ctx, "up_add", json.RawMessage(`{"a":1,"b":1}`))
	if err != nil || string(res.Value) != `{"sum":2}` {
		t.Fatalf("restart: %v", err)
	}
	if second := pidOf(t, s, "up"); second == first || alive(first) {
		t.Fatalf("restart kept pid %d (alive %v)", first, alive(first))
	}
}

func TestHungCallTimesOutAndOthersWork(t *testing.T) {
	t.Parallel()
	s := openProc(t, &Options{CallTimeout: 500 * time.Millisecond})
	ctx := context.Background()
	start := time.Now()
	_, err := s.Call(ctx, "hang", nil)
	if !errors.Is(err, ErrCallTimeout) || !strings.Contains(err.Error(), "no answer within 500ms") {
		t.Fatalf("hang: %v", err)
	}
	if d := time.Since(start); d > 3*time.Second {
		t.Fatalf("timeout took %v", d)
	}
	res, err := s.Call(ctx, "add", json.RawMessage(`{"a":1,"b":2}`))
	if err != nil || string(res.Value) != `{"sum":3}` {
		t.Fatalf("after a hung call: %v", err)
	}
}

func TestCancellationReachesUpstream(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	logPath := filepath.Join(dir, "events")
	f := &ServersFile{Servers: map[string]ServerConfig{"up": {Command: upstreamBin, Args: []string{"--log", logPath}}}}
	s, err := Open(context.Background(), f, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	ctx, cancel := context.WithCancel(context.Background())
	go func() {
		waitForLine(t, logPath, "sleep start 30000")
		cancel()
	}()
	start := time.Now()
	_, err = s.Call(ctx, "sleep", json.RawMessage(`{"ms":30000}`))
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled call: %v", err)
	}
	if time.Since(start) > 10*time.Second {
		t.Fatal("cancellation did not end the call promptly")
	}
	waitForLine(t, logPath, "sleep cancelled 30000")
	res, err := s.Call(context.Background(), "stats", nil)
	if err != nil || !strings.Contains(string(res.Value), `"cancelled":1`) {
		t.Fatalf("stats: %v %s", err, res.Value)
	}
}

func waitForLine(t *testing.T, path, line string) {
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		if b, err := os.ReadFile(path); err == nil {
			for _, l := range strings.Split(string(b), "\n") {
				if l == line {
					return
				}
			}
		}
		time.Sleep(10 * time.Millisecond)
	}
	t.Errorf("line %q never appeared in %s", line, path)
}

func TestCloseLeavesNoProcess(t *testing.T) {
	t.Parallel()
	f := &ServersFile{Servers: map[string]ServerConfig{
		"up": {Command: upstreamBin},
		// A shell wrapper whose child is the server: closing must reach both.
		"wrapped": {Command: "sh", Args: []string{"-c", upstreamBin + "; true"}},
	}}
	s, err := Open(context.Background(), f, nil)
	if err != nil {
		t.Fatal(err)
	}
	pids := []int{pidOf(t, s, "up"), pidOf(t, s, "wrapped")}
	if _, err := s.Call(context.Background(), "up_add", json.RawMessage(`{"a":1,"b":2}`)); err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	for _, pid := range pids {
		if alive(pid) {
			t.Errorf("pid %d alive after Close", pid)
		}
		// No member of its process group is left either.
		if err := syscall.Kill(-pid, 0); err == nil {
			t.Errorf("process group %d alive after Close", pid)
		}
	}
	if _, err := s.Call(context.Background(), "up_add", nil); !errors.Is(err, ErrClosed) {
		t.Fatalf("call after Close: %v", err)
	}
}

func TestStartFailures(t *testing.T) {
	t.Parallel()
	f := &ServersFile{Servers: map[string]ServerConfig{
		"up":      {Command: upstreamBin},
		"missing": {Command: "/nonexistent/mcp-server"},
		"dies":    {Command: "sh", Args: []string{"-c", "echo cannot start >&2; exit 4"}},
	}}
	_, err := Open(context.Background(), f, &Options{StartTimeout: 10 * time.Second})
	if err == nil {
		t.Fatal("Open succeeded with broken servers")
	}
	for _, want := range []string{`upstream server "missing"`, "/nonexistent/mcp-server", `upstream server "dies"`, "cannot start"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q lacks %q", err, want)
		}
	}
	s, err := Open(context.Background(), f, &Options{SkipFailed: true})
	if err != nil {
		t.Fatalf("SkipFailed: %v", err)
	}
	defer s.Close()
	if len(s.Tools()) == 0 || s.Tools()[0].Server != "up" {
		t.Fatalf("tools = %+v", s.Tools())
	}
}

// startHTTPUpstream runs tests/mcpupstream on streamable HTTP at addr and
// returns its URL and the command.
func startHTTPUpstream(t *testing.T, addr string) (string, *exec.Cmd) {
	t.Helper()
	cmd := exec.Command(upstreamBin, "--http", addr)
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	line, err := bufio.NewReader(stdout).ReadString('\n')
	if err != nil {
		t.Fatal(err)
	}
	return strings.TrimSpace(strings.TrimPrefix(line, "listening on ")), cmd
}

func TestHTTPUpstreamWithHeaders(t *testing.T) {
	t.Parallel()
	url, _ := startHTTPUpstream(t, "127.0.0.1:0")
	f := &ServersFile{Servers: map[string]ServerConfig{"remote": {URL: url, Headers: map[string]string{"Authorization": "Bearer t"}}}}
	s, err := Open(context.Background(), f, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	res, err := s.Call(context.Background(), "get_user", json.RawMessage(`{"id":7}`))
	if err != nil || string(res.Value) != `{"id":7,"name":"user7","tags":["t1"]}` {
		t.Fatalf("get_user over HTTP: %v %s", err, res.Value)
	}
}

// TestHTTPUpstreamGoneAndBack: an HTTP upstream that goes away fails its
// calls with an UpstreamError; once it is back, the next call reconnects.
func TestHTTPUpstreamGoneAndBack(t *testing.T) {
	t.Parallel()
	url, cmd := startHTTPUpstream(t, "127.0.0.1:0")
	f := &ServersFile{Servers: map[string]ServerConfig{"remote": {URL: url}}}
	s, err := Open(context.Background(), f, &Options{CallTimeout: 5 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	ctx := context.Background()
	if _, err := s.Call(ctx, "add", json.RawMessage(`{"a":1,"b":1}`)); err != nil {
		t.Fatal(err)
	}
	cmd.Process.Kill()
	cmd.Wait()
	_, err = s.Call(ctx, "add", json.RawMessage(`{"a":1,"b":1}`))
	var ue *UpstreamError
	if !errors.As(err, &ue) || ue.Server != "remote" {
		t.Fatalf("call to a dead HTTP upstream: %v", err)
	}
	host := strings.TrimSuffix(strings.TrimPrefix(url, "http://"), "/mcp")
	startHTTPUpstream(t, host)
	var res *Result
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		if res, err = s.Call(ctx, "add", json.RawMessage(`{"a":2,"b":2}`)); err == nil {
			break
		}
		time.Sleep(50 * time.Millisecond)
	}
	if err != nil || string(res.Value) != `{"sum":4}` {
		t.Fatalf("after the upstream came back: %v", err)
	}
}

// TestWedgedServerIsRestarted: a server that stops answering altogether
// (it still reads requests) times out, fails a health ping, is killed, and
// a later call starts a fresh one.
func TestWedgedServerIsRestarted(t *testing.T) {
	t.Parallel()
	s := openProc(t, &Options{CallTimeout: 500 * time.Millisecond})
	ctx := context.Background()
	first := pidOf(t, s, "up")
	if _, err := s.Call(ctx, "wedge", nil); !errors.Is(err, ErrCallTimeout) {
		t.Fatalf("wedge: %v", err)
	}
	var err error
	var res *Result
	deadline := time.Now().Add(20 * time.Second)
	for time.Now().Before(deadline) {
		if res, err = s.Call(ctx, "add", json.RawMessage(`{"a":1,"b":2}`)); err == nil {
			break
		}
		// Until the probe kills it, calls time out or see it killed.
		if !errors.Is(err, ErrCallTimeout) && !errors.Is(err, ErrServerExited) {
			t.Fatalf("while wedged: %v", err)
		}
	}
	if err != nil || string(res.Value) != `{"sum":3}` {
		t.Fatalf("no restart after the server wedged: %v", err)
	}
	if pidOf(t, s, "up") == first {
		t.Fatal("still the wedged process")
	}
	for deadline := time.Now().Add(5 * time.Second); alive(first) && time.Now().Before(deadline); {
		time.Sleep(20 * time.Millisecond)
	}
	if alive(first) {
		t.Fatalf("wedged pid %d was not killed", first)
	}
}
