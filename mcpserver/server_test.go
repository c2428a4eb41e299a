package mcpserver

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/codemode-go/codemode/internal/mcptest"
	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/runcode"
	"github.com/codemode-go/codemode/runtime/inprocess"
	"github.com/codemode-go/codemode/upstream"
)

// harness is a registry over in-memory upstreams, served by a Server, and
// a go-sdk client connected to it in memory.
type harness struct {
	set    *upstream.Set
	reg    *registry.Registry
	srv    *Server
	client *mcp.ClientSession
	calls  *atomic.Int64 // upstream handler invocations
	upsrv  *mcp.Server
}

type clientHooks struct {
	progress    func(*mcp.ProgressNotificationParams)
	listChanged func()
	log         func(*mcp.LoggingMessageParams)
	// protocol, when set, is the protocol version the client asks for.
	protocol string
	// failing, when set, adds an upstream "dead" whose every start fails
	// after this long (a command that exits at once, a refused URL…).
	failing time.Duration
}

func newHarness(t testing.TB, mode registry.Mode, hooks *clientHooks) *harness {
	t.Helper()
	h := &harness{calls: new(atomic.Int64)}
	h.upsrv = mcptest.ToolServer(h.calls)
	if hooks != nil && hooks.failing > 0 {
		h.set = openFailing(t, map[string]*mcp.Server{"mem": h.upsrv}, "dead", hooks.failing)
	} else {
		h.set = openMem(t, map[string]*mcp.Server{"mem": h.upsrv}, nil)
	}
	rt, err := inprocess.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { rt.Close() })
	h.reg, _, err = runcode.NewRegistry(&registry.Options{Mode: mode}, &runcode.Options{Runtime: rt})
	if err != nil {
		t.Fatal(err)
	}
	detach, err := h.set.Attach(h.reg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(detach)
	h.srv, err = NewServer(h.reg, &ServerOptions{Upstreams: h.set})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.srv.Close() })
	ct, st := mcp.NewInMemoryTransports()
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	go h.srv.Run(ctx, st)
	copts := &mcp.ClientOptions{}
	if hooks != nil {
		if hooks.progress != nil {
			copts.ProgressNotificationHandler = func(_ context.Context, r *mcp.ProgressNotificationClientRequest) { hooks.progress(r.Params) }
		}
		if hooks.log != nil {
			copts.LoggingMessageHandler = func(_ context.Context, r *mcp.LoggingMessageRequest) { hooks.log(r.Params) }
		}
		if hooks.listChanged != nil {
			copts.ToolListChangedHandler = func(context.Context, *mcp.ToolListChangedRequest) { hooks.listChanged() }
		}
	}
	var sopts *mcp.ClientSessionOptions
	if hooks != nil && hooks.protocol != "" {
		sopts = &mcp.ClientSessionOptions{ProtocolVersion: hooks.protocol}
	}
	h.client, err = mcp.NewClient(&mcp.Implementation{Name: "test", Version: "1"}, copts).Connect(ctx, ct, sopts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.client.Close() })
	return h
}

func (h *harness) names(t *testing.T) []string {
	t.Helper()
	res, err := h.client.ListTools(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, tl := range res.Tools {
		out = append(out, tl.Name)
	}
	return out
}

func (h *harness) call(t *testing.T, name string, args any) *mcp.CallToolResult {
	t.Helper()
	res, err := h.client.CallTool(context.Background(), &mcp.CallToolParams{Name: name, Arguments: args})
	if err != nil {
		t.Fatalf("CallTool(%s): %v", name, err)
	}
	return res
}

func text(res *mcp.CallToolResult) string {
	var parts []string
	for _, c := range res.Content {
		if t, ok := c.(*mcp.TextContent); ok {
			parts = append(parts, t.Text)
		}
	}
	return strings.Join(parts, "\n")
}

// canon re-marshals JSON text the way structured renders decoded values
// (the client decodes structuredContent into maps, sorting keys).
func canon(t *testing.T, s string) string {
	t.Helper()
	var v any
	if err := json.Unmarshal([]byte(s), &v); err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(v)
	return string(b)
}

func structured(t *testing.T, res *mcp.CallToolResult) string {
	t.Helper()
	b, err := json.Marshal(res.StructuredContent)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

const upstreamNames = "add broken json_text multi nothing number_text protofail strict text wipe"

// TestToolsListPerMode pins DESIGN §7's tools/list for each mode.
func TestToolsListPerMode(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		mode registry.Mode
		want string
	}{
		{registry.ModeCode, "run_code"},
		{registry.ModeBoth, "add broken json_text multi nothing number_text protofail run_code strict text wipe"},
		{registry.ModeNative, upstreamNames},
	} {
		t.Run(string(tt.mode), func(t *testing.T) {
			t.Parallel()
			h := newHarness(t, tt.mode, nil)
			if got := strings.Join(h.names(t), " "); got != tt.want {
				t.Fatalf("tools/list = %s, want %s", got, tt.want)
			}
		})
	}
}

func TestRunCodeDescriptionCarriesSDK(t *testing.T) {
	t.Parallel()
	h := newHarness(t, registry.ModeCode, nil)
	res, err := h.client.ListTools(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	rc := res.Tools[0]
	sdk, err := h.reg.SDK("")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(rc.Description, sdk) || !strings.Contains(sdk, "add") || !strings.Contains(sdk, "strict") {
		t.Fatalf("run_code description lacks the SDK:\n%s", rc.Description)
	}
	in, _ := json.Marshal(rc.InputSchema)
	if !strings.Contains(string(in), `"code"`) || !strings.Contains(string(in), `"description"`) {
		t.Fatalf("run_code input schema = %s", in)
	}
	out, _ := json.Marshal(rc.OutputSchema)
	if !strings.Contains(string(out), `"error"`) || !strings.Contains(string(out), `"logs"`) {
		t.Fatalf("run_code output schema at the MCP boundary = %s", out)
	}
}

// TestCollapseAtTheMCPBoundary: under code, a tools/call naming an upstream
// tool is an isError UNKNOWN_TOOL result and nothing runs (DESIGN §7, CO-3).
func TestCollapseAtTheMCPBoundary(t *testing.T) {
	t.Parallel()
	h := newHarness(t, registry.ModeCode, nil)
	before := h.calls.Load()
	res := h.call(t, "add", map[string]any{"a": 1, "b": 2})
	if !res.IsError || !strings.Contains(text(res), "UNKNOWN_TOOL") || !strings.Contains(text(res), "run_code") {
		t.Fatalf("collapsed call: isError=%v text=%q", res.IsError, text(res))
	}
	if h.calls.Load() != before {
		t.Fatal("a collapsed call reached the upstream")
	}
}

func TestUnknownNameInEveryMode(t *testing.T) {
	t.Parallel()
	for _, m := range []registry.Mode{registry.ModeNative, registry.ModeCode, registry.ModeBoth} {
		h := newHarness(t, m, nil)
		res := h.call(t, "no_such_tool", nil)
		if !res.IsError || !strings.HasPrefix(text(res), "UNKNOWN_TOOL: ") {
			t.Errorf("%s: unknown name: isError=%v text=%q", m, res.IsError, text(res))
		}
	}
	// run_code is unknown under native.
	h := newHarness(t, registry.ModeNative, nil)
	if res := h.call(t, "run_code", map[string]any{"code": "return 1", "description": "x"}); !res.IsError || !strings.Contains(text(res), "UNKNOWN_TOOL") {
		t.Fatalf("run_code under native: %q", text(res))
	}
}

func TestRunCodeComposesUpstreamTools(t *testing.T) {
	t.Parallel()
	h := newHarness(t, registry.ModeCode, nil)
	prog := `
const a = await tools.add({a: 2, b: 3});
const [t, j] = await Promise.all([tools.text({}), tools.json_text({})]);
console.log("sum", a.sum);
return {sum: a.sum, text: t, k: j.k};`
	res := h.call(t, "run_code", map[string]any{"code": prog, "description": "compose"})
	if res.IsError {
		t.Fatalf("run_code failed: %s", text(res))
	}
	if got, want := structured(t, res), canon(t, `{"logs":["sum 5"],"value":{"sum":5,"text":"plain words","k":[1,2]}}`); got != want {
		t.Fatalf("structuredContent = %s, want %s", got, want)
	}
	if !strings.HasPrefix(text(res), "sum 5\n{") {
		t.Fatalf("text content = %q, want the logs then the value", text(res))
	}
}

func TestRunCodeFailureShape(t *testing.T) {
	t.Parallel()
	h := newHarness(t, registry.ModeCode, nil)
	for _, tt := range []struct {
		prog, kind, textPrefix, msg string
	}{
		{"console.log('before');\nthrow new Error('boom');", "exception", "exception: ", "boom"},
		// A nested upstream failure reaches the program as ToolCallError; uncaught, it fails the run.
		{"await tools.broken({});", "exception", "exception: ", "the widget is broken"},
		// Uncaught, it names the tool and the program's line:col, with the line (issue #21 item 7).
		{"const n: number = 1\nawait tools.broken({ n });", "exception", "exception: ",
			"ToolCallError: the widget is broken\n    at tools.broken (program.ts:2:13)\n\n  2 | await tools.broken({ n });"},
		// Argument validation happens before the upstream is called, with the path.
		{"await tools.strict({n: 9});", "exception", "exception: ", "n: maximum: 9 is greater than 3"},
	} {
		before := h.calls.Load()
		res := h.call(t, "run_code", map[string]any{"code": tt.prog, "description": "fail"})
		if !res.IsError || !strings.HasPrefix(text(res), tt.textPrefix) || !strings.Contains(text(res), tt.msg) {
			t.Errorf("%q: isError=%v text=%q", tt.prog, res.IsError, text(res))
			continue
		}
		var sc struct {
			Logs  []string `json:"logs"`
			Error struct{ Kind, Message string }
		}
		if err := json.Unmarshal([]byte(structured(t, res)), &sc); err != nil || sc.Error.Kind != tt.kind || !strings.Contains(sc.Error.Message, tt.msg) || sc.Logs == nil {
			t.Errorf("%q: structuredContent = %s", tt.prog, structured(t, res))
		}
		if strings.Contains(tt.prog, "strict") && h.calls.Load() != before {
			t.Error("invalid arguments reached the upstream")
		}
	}
}

func TestNativeCallsShowUpstreamContent(t *testing.T) {
	t.Parallel()
	h := newHarness(t, registry.ModeNative, nil)
	res := h.call(t, "add", map[string]any{"a": 1, "b": 2})
	if res.IsError || structured(t, res) != `{"sum":3}` {
		t.Fatalf("add: %v %s %s", res.IsError, structured(t, res), text(res))
	}
	res = h.call(t, "multi", nil)
	if res.IsError || len(res.Content) != 3 {
		t.Fatalf("multi: %+v", res.Content)
	}
	if img, ok := res.Content[1].(*mcp.ImageContent); !ok || img.MIMEType != "image/png" {
		t.Fatalf("image block not passed through: %#v", res.Content[1])
	}
	res = h.call(t, "strict", map[string]any{"n": "x"})
	if !res.IsError || !strings.HasPrefix(text(res), "INVALID_ARGS: invalid arguments: n: type") {
		t.Fatalf("strict: %q", text(res))
	}
	res = h.call(t, "broken", nil)
	if !res.IsError || text(res) != "TOOL_ERROR: the widget is broken" {
		t.Fatalf("broken: %q", text(res))
	}
}

func TestSDKResourceAndPrompt(t *testing.T) {
	t.Parallel()
	h := newHarness(t, registry.ModeCode, nil)
	ctx := context.Background()
	rr, err := h.client.ReadResource(ctx, &mcp.ReadResourceParams{URI: SDKResourceURI})
	if err != nil {
		t.Fatal(err)
	}
	sdk, _ := h.reg.SDK("")
	if len(rr.Contents) != 1 || rr.Contents[0].Text != sdk {
		t.Fatalf("SDK resource = %+v", rr.Contents)
	}
	pr, err := h.client.GetPrompt(ctx, &mcp.GetPromptParams{Name: PromptName})
	if err != nil {
		t.Fatal(err)
	}
	body := pr.Messages[0].Content.(*mcp.TextContent).Text
	if !strings.Contains(body, "Only `run_code` can be called directly") || !strings.Contains(body, sdk) {
		t.Fatalf("prompt = %s", body)
	}
}

func TestProgressAndLogsReachTheClient(t *testing.T) {
	t.Parallel()
	var mu sync.Mutex
	var got []string
	h := newHarness(t, registry.ModeCode, &clientHooks{progress: func(p *mcp.ProgressNotificationParams) {
		mu.Lock()
		got = append(got, p.Message)
		mu.Unlock()
	}})
	params := &mcp.CallToolParams{Name: "run_code", Arguments: map[string]any{"code": "console.log('one'); console.log('two'); return 1", "description": "logs"}}
	params.SetProgressToken("tok-1")
	res, err := h.client.CallTool(context.Background(), params)
	if err != nil || res.IsError {
		t.Fatalf("run_code: %v %s", err, text(res))
	}
	waitFor(&mu, func() bool { return len(got) >= 2 })
	mu.Lock()
	defer mu.Unlock()
	if strings.Join(got, ",") != "one,two" {
		t.Fatalf("progress messages = %q, want the console lines", got)
	}
}

func TestUpstreamListChangeRefreshesClients(t *testing.T) {
	t.Parallel()
	changed := make(chan struct{}, 8)
	h := newHarness(t, registry.ModeCode, &clientHooks{listChanged: func() { changed <- struct{}{} }})
	h.upsrv.AddTool(&mcp.Tool{Name: "late", Description: "Late tool.", InputSchema: json.RawMessage(`{"type":"object"}`)},
		func(context.Context, *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "late!"}}}, nil
		})
	deadline := time.After(10 * time.Second)
	for {
		select {
		case <-changed:
		case <-deadline:
			t.Fatal("the client never saw the new tool in run_code's description")
		}
		res, err := h.client.ListTools(context.Background(), nil)
		if err == nil && len(res.Tools) == 1 && strings.Contains(res.Tools[0].Description, "late") {
			break
		}
	}
	res := h.call(t, "run_code", map[string]any{"code": "return await tools.late({})", "description": "late"})
	if res.IsError || structured(t, res) != `{"logs":[],"value":"late!"}` {
		t.Fatalf("late tool from a program: %s %s", text(res), structured(t, res))
	}
}

// TestConsoleLinesAsLogNotifications: a client that set a logging level
// gets each console line as notifications/message from logger run_code.
// (Logging is deprecated from protocol 2026-07-28, where the level travels
// in each request's _meta; the test speaks 2025-11-25.)
func TestConsoleLinesAsLogNotifications(t *testing.T) {
	t.Parallel()
	var mu sync.Mutex
	var got []string
	h := newHarness(t, registry.ModeCode, &clientHooks{protocol: "2025-11-25", log: func(p *mcp.LoggingMessageParams) {
		mu.Lock()
		got = append(got, fmt.Sprintf("%s %s %v", p.Level, p.Logger, p.Data))
		mu.Unlock()
	}})
	//lint:ignore SA1019 the logging feature is what is under test.
	if err := h.client.SetLoggingLevel(context.Background(), &mcp.SetLoggingLevelParams{Level: "info"}); err != nil {
		t.Fatal(err)
	}
	if res := h.call(t, "run_code", map[string]any{"code": "console.log('a'); console.warn('b')", "description": "logs"}); res.IsError {
		t.Fatal(text(res))
	}
	waitFor(&mu, func() bool { return len(got) >= 2 })
	mu.Lock()
	defer mu.Unlock()
	if strings.Join(got, ",") != "info run_code a,info run_code [warn] b" {
		t.Fatalf("log notifications = %q", got)
	}
}

// waitFor polls cond under mu for up to five seconds: notifications reach
// the client asynchronously after the call returned.
func waitFor(mu *sync.Mutex, cond func() bool) {
	for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
		mu.Lock()
		ok := cond()
		mu.Unlock()
		if ok {
			return
		}
	}
}

// openMem opens an upstream set over in-memory servers, closed when t ends.
func openMem(t testing.TB, servers map[string]*mcp.Server, opts *upstream.Options) *upstream.Set {
	t.Helper()
	f := &upstream.ServersFile{Servers: map[string]upstream.ServerConfig{}}
	for n := range servers {
		f.Servers[n] = upstream.ServerConfig{Command: "in-memory"}
	}
	o := upstream.Options{}
	if opts != nil {
		o = *opts
	}
	o.Dial = mcptest.Dial(servers)
	s, err := upstream.Open(context.Background(), f, &o)
	if err != nil {
		t.Fatalf("open: %v", err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// openFailing is openMem with one more server, named dead, whose every
// start fails after delay.
func openFailing(t testing.TB, servers map[string]*mcp.Server, dead string, delay time.Duration) *upstream.Set {
	t.Helper()
	f := &upstream.ServersFile{Servers: map[string]upstream.ServerConfig{dead: {Command: "in-memory"}}}
	for n := range servers {
		f.Servers[n] = upstream.ServerConfig{Command: "in-memory"}
	}
	mem := mcptest.Dial(servers)
	s, err := upstream.Open(context.Background(), f, &upstream.Options{SkipFailed: true, Dial: func(ctx context.Context, name string) (mcp.Transport, error) {
		if name == dead {
			time.Sleep(delay)
			return nil, errors.New("the server exited at start")
		}
		return mem(ctx, name)
	}})
	if err != nil {
		t.Fatalf("open: %v", err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}
