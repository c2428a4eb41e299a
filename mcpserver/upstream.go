package mcpserver

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"os"
	"os/exec"
	"reflect"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/telemetry"
)

// Defaults for [Options] fields left zero.
const (
	// DefaultCallTimeout bounds one upstream tool call.
	DefaultCallTimeout = 60 * time.Second
	// DefaultStartTimeout is how long Open, and a call that retries a
	// failed server, wait for a server to start: spawn or reach it, the
	// MCP handshake and listing its tools. A server that is not up by then
	// keeps starting in the background (up to the start limit).
	DefaultStartTimeout = 10 * time.Second
	// DefaultStartLimit bounds one start in the background (a first
	// `npx -y` download can take minutes).
	DefaultStartLimit = 5 * time.Minute
)

// terminateAfter is how long closing a stdio server waits after closing
// its stdin before it sends SIGTERM (and as long again before SIGKILL).
const terminateAfter = 2 * time.Second

// progressGrace is how long a call's progress token stays routed after the
// call returned.
const progressGrace = time.Second

// Options configure a [Set]. A nil *Options or a zero field means the
// documented default.
type Options struct {
	// Taken lists names upstream tools must not take: the other tools of
	// the registry (such as the built-in workspace tools) and run_code,
	// which is always taken. An upstream tool with such a name is
	// qualified with its server name.
	Taken []string
	// CallTimeout bounds each upstream call. Default DefaultCallTimeout.
	CallTimeout time.Duration
	// StartTimeout is how long Open waits for the servers to start (they
	// start concurrently). Default DefaultStartTimeout.
	StartTimeout time.Duration
	// StartLimit bounds each start, which goes on in the background after
	// StartTimeout. Default DefaultStartLimit (at least StartTimeout).
	StartLimit time.Duration
	// SkipFailed makes Open keep serving when servers fail to start or
	// are not up within StartTimeout, instead of failing: each is logged,
	// [Set.Status] says why it is unavailable, a slow one joins when its
	// start completes, and [Set.Retry] (or a call of one of its known
	// tools) starts a failed one again.
	SkipFailed bool
	// ListingCache, when set, is a directory where each server's last
	// tool list is kept. A server that is not up yet (or failed) offers
	// its cached tools, so programs keep their types and a call of such a
	// tool waits for the start or fails naming the server and the reason.
	ListingCache string
	// Stderr receives the stderr of stdio servers, each line prefixed with
	// "[NAME] ". Nil discards it (the last lines are still kept for crash
	// messages).
	Stderr io.Writer
	// Env is the base environment of stdio servers, to which each entry's
	// "env" is added. Nil means the environment of this process.
	Env []string
	// Logger receives startup failures, restarts, tool list refreshes and
	// the upstreams' own log notifications. Nil discards.
	Logger *slog.Logger
	// Roots are the roots upstream servers get from roots/list until
	// [Set.SetRoots] replaces them (for example the --root directory).
	// Nil means none.
	Roots []*mcp.Root
	// OnChange, when set, is called after a server's tool list changed (a
	// notifications/tools/list_changed, or a restart that listed different
	// tools) and [Set.Tools] already reflects it. Calls are serialized and
	// made on a goroutine of the set.
	OnChange func()
	// OnRestart, when set, is called with a server's name each time it is
	// started again after a crash, a hang or a failed start (for metrics).
	OnRestart func(server string)
}

// Tool is an upstream tool as it joins the registry.
type Tool struct {
	// Name is the registry name: the upstream name when unique, else
	// qualified (see [Set.Tools]).
	Name string
	// Server is the server name in the servers file.
	Server string
	// UpstreamName is the tool's name on its server.
	UpstreamName string
	// Description is the upstream description.
	Description string
	// InputSchema is the upstream input JSON Schema (an object schema).
	InputSchema json.RawMessage
	// OutputSchema is the upstream output schema, nil when it declares none.
	OutputSchema json.RawMessage
	// ReadOnly is annotations.readOnlyHint: the tool does not modify its
	// environment, so calls may run concurrently.
	ReadOnly bool
	// Destructive is an explicit annotations.destructiveHint of true: the
	// tool needs approval when an approver is configured. An absent hint is
	// not destructive here (most servers send no annotations).
	Destructive bool
	// Annotations are the upstream annotations, nil when absent.
	Annotations *mcp.ToolAnnotations
	// Validation is nil when arguments are validated against InputSchema
	// before a call, else why they cannot be (the schema does not resolve);
	// such arguments go upstream unchecked.
	Validation error
}

// Set is the live set of upstream servers of one servers file and the
// tools they offer. It is safe for concurrent use.
//
// Servers start in [Open], because their tool lists are needed before any
// call (the SDK is generated from them). A server whose process exits or
// whose connection drops fails only its own tools, with an [UpstreamError]
// naming it; the next call of one of its tools starts it again.
type Set struct {
	// Fixed at creation.
	opts Options
	dial dialFunc
	ups  []*upstream // sorted by name

	changeMu sync.Mutex      // serializes rebuilds and change listeners
	taken    map[string]bool // names upstream tools must not take; guarded by changeMu

	mu     sync.Mutex
	tools  map[string]*entry // guarded by mu
	names  []string          // sorted registry names; guarded by mu
	closed bool              // guarded by mu
	// listeners are called after the tool set changed; guarded by mu.
	listeners    map[int]func()
	attached     map[*registry.Registry]bool // registries Attach feeds; guarded by mu
	nextListener int                         // guarded by mu

	life    context.Context         // cancelled by Close: ends starts in progress
	endLife context.CancelCauseFunc // cancels life
	opened  atomic.Bool             // Open returned: changes from now on are reported to OnChange

	rootsMu sync.Mutex
	roots   []*mcp.Root          // what roots/list answers upstream; guarded by rootsMu
	owners  map[string]*upstream // resource URI -> the server that offers it; guarded by rootsMu
}

// entry is a named tool bound to its upstream.
type entry struct {
	tool  Tool
	up    *upstream
	check *argsValidator
}

// dialFunc connects to one server. The returned cmd is the started
// subprocess, nil for HTTP and in-memory servers.
type dialFunc func(ctx context.Context, u *upstream) (mcp.Transport, *exec.Cmd, error)

// Open starts every server of f concurrently, lists their tools and names
// them. It fails, naming each server that could not start, unless
// opts.SkipFailed is set. Close the set to stop the servers.
func Open(ctx context.Context, f *ServersFile, opts *Options) (*Set, error) {
	return open(ctx, f, opts, dialConfig)
}

func open(ctx context.Context, f *ServersFile, opts *Options, dial dialFunc) (*Set, error) {
	s := &Set{dial: dial, tools: map[string]*entry{}, taken: map[string]bool{"run_code": true}}
	s.life, s.endLife = context.WithCancelCause(context.Background())
	if opts != nil {
		s.opts = *opts
	}
	if s.opts.CallTimeout <= 0 {
		s.opts.CallTimeout = DefaultCallTimeout
	}
	if s.opts.StartTimeout <= 0 {
		s.opts.StartTimeout = DefaultStartTimeout
	}
	if s.opts.StartLimit <= 0 {
		s.opts.StartLimit = DefaultStartLimit
	}
	s.opts.StartLimit = max(s.opts.StartLimit, s.opts.StartTimeout)
	if s.opts.Logger == nil {
		s.opts.Logger = slog.New(slog.DiscardHandler)
	}
	if s.opts.Env == nil {
		s.opts.Env = os.Environ()
	}
	for _, n := range s.opts.Taken {
		s.taken[n] = true
	}
	s.roots = s.opts.Roots
	if f != nil {
		for _, name := range f.Names() {
			s.ups = append(s.ups, newUpstream(s, name, f.Servers[name]))
		}
	}
	errs := make([]error, len(s.ups))
	var wg sync.WaitGroup
	wctx, cancel := context.WithTimeoutCause(ctx, s.opts.StartTimeout, errStartWait{s.opts.StartTimeout})
	defer cancel()
	for i, u := range s.ups {
		u.loadCachedListing()
		wg.Go(func() {
			if _, err := u.connection(wctx); err != nil {
				errs[i] = fmt.Errorf("upstream server %q: %w", u.name, err)
			}
		})
	}
	wg.Wait()
	var failed []error
	for i, err := range errs {
		if err == nil {
			continue
		}
		failed = append(failed, err)
		s.opts.Logger.Warn("upstream server unavailable", "server", s.ups[i].name, "error", err)
	}
	if len(failed) > 0 && !s.opts.SkipFailed {
		s.Close()
		return nil, errors.Join(failed...)
	}
	s.changeMu.Lock()
	s.rebuild()
	s.opened.Store(true)
	s.changeMu.Unlock()
	return s, nil
}

// Tools returns the tools of every running server, sorted by name. Names
// are deterministic: a tool keeps its upstream name when no other server
// offers that name and it is not in Options.Taken; otherwise it becomes
// SERVER_TOOL (the server name with characters outside [A-Za-z0-9_-]
// replaced by "_"), with a "_2", "_3"… suffix in the rare case that is in
// use too.
func (s *Set) Tools() []Tool {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]Tool, 0, len(s.names))
	for _, n := range s.names {
		out = append(out, s.tools[n].tool)
	}
	return out
}

// Call calls the tool named name (a registry name from [Set.Tools]) with
// the JSON object args, within Options.CallTimeout. Cancelling ctx cancels
// the upstream request (notifications/cancelled).
//
// Arguments are first validated against the tool's input schema; a
// violation is an [*ArgsError] carrying its path, and nothing is sent.
//
// On success the canonical value is the upstream's structuredContent when
// it sent one; otherwise its content mapped to JSON: no block is null, a
// single text block is that string (or, when the text is a JSON object or
// array, that value), and several blocks are an array of such values
// (non-text blocks in their MCP JSON form).
//
// A result with isError set is a [*ToolError] with the tool's text; a
// server that cannot answer is an [*UpstreamError].
func (s *Set) Call(ctx context.Context, name string, args json.RawMessage) (*Result, error) {
	s.mu.Lock()
	e, ok := s.tools[name]
	closed := s.closed
	s.mu.Unlock()
	if closed {
		return nil, ErrClosed
	}
	if !ok {
		return nil, fmt.Errorf("%w %q", ErrUnknownTool, name)
	}
	if err := e.check.validate(name, args); err != nil {
		return nil, err
	}
	if len(args) == 0 {
		args = json.RawMessage("{}")
	}
	return e.up.call(ctx, e.tool, args)
}

// Close stops every server: stdio servers get their stdin closed, then
// SIGTERM, then SIGKILL (with their process groups, so no child outlives
// them); HTTP sessions are ended. Calls after Close fail with ErrClosed.
func (s *Set) Close() error {
	s.mu.Lock()
	s.closed = true
	s.mu.Unlock()
	s.endLife(ErrClosed)
	var wg sync.WaitGroup
	for _, u := range s.ups {
		wg.Go(u.close)
	}
	wg.Wait()
	return nil
}

// rebuild recomputes names and entries from every upstream's listing. It
// reports whether the visible tool set changed. The caller holds changeMu.
func (s *Set) rebuild() bool {
	type listed struct {
		up   *upstream
		tool *mcp.Tool
	}
	byRef := map[toolRef]listed{}
	var refs []toolRef
	for _, u := range s.ups {
		for _, t := range u.listing() {
			if u.isTaskOnly(t.Name) {
				continue // tasks.go: codemode cannot call it
			}
			r := toolRef{server: u.name, tool: t.Name}
			if _, dup := byRef[r]; dup {
				s.opts.Logger.Warn("upstream server lists a tool twice; keeping the first", "server", u.name, "tool", t.Name)
				continue
			}
			byRef[r] = listed{u, t}
			refs = append(refs, r)
		}
	}
	names := assignNames(refs, s.taken)
	tools := make(map[string]*entry, len(refs))
	for _, r := range refs {
		l := byRef[r]
		t := convertTool(names[r], l.up.name, l.tool)
		e := &entry{tool: t, up: l.up}
		e.check, e.tool.Validation = newArgsValidator(t.InputSchema)
		if e.tool.Validation != nil {
			s.opts.Logger.Warn("arguments of this tool are not validated before calls", "tool", t.Name, "error", e.tool.Validation)
		}
		tools[t.Name] = e
	}
	sorted := make([]string, 0, len(tools))
	for n := range tools {
		sorted = append(sorted, n)
	}
	sort.Strings(sorted)

	s.mu.Lock()
	defer s.mu.Unlock()
	changed := len(sorted) != len(s.names)
	for _, n := range sorted {
		old, ok := s.tools[n]
		if !ok || !reflect.DeepEqual(old.tool, tools[n].tool) {
			changed = true
		}
	}
	s.tools, s.names = tools, sorted
	return changed
}

// changed rebuilds and, when the tool set changed, calls OnChange.
func (s *Set) changed() { s.notify(false) }

// statusChanged rebuilds and calls the listeners (a server started,
// failed or is starting again: [Set.Status] changed) and, when the tool
// set changed, OnChange.
func (s *Set) statusChanged() { s.notify(true) }

func (s *Set) notify(status bool) {
	s.changeMu.Lock()
	defer s.changeMu.Unlock()
	tools := s.rebuild()
	if !tools && !status {
		return
	}
	s.mu.Lock()
	ids := make([]int, 0, len(s.listeners))
	for id := range s.listeners {
		ids = append(ids, id)
	}
	sort.Ints(ids)
	fs := make([]func(), 0, len(ids))
	for _, id := range ids {
		fs = append(fs, s.listeners[id])
	}
	s.mu.Unlock()
	for _, f := range fs {
		f()
	}
	if tools && s.opened.Load() && s.opts.OnChange != nil {
		s.opts.OnChange()
	}
}

func convertTool(name, server string, t *mcp.Tool) Tool {
	out := Tool{Name: name, Server: server, UpstreamName: t.Name, Description: t.Description, Annotations: t.Annotations}
	out.InputSchema = schemaJSON(t.InputSchema)
	if out.InputSchema == nil {
		out.InputSchema = json.RawMessage(`{"type":"object"}`)
	}
	out.OutputSchema = schemaJSON(t.OutputSchema)
	if a := t.Annotations; a != nil {
		out.ReadOnly = a.ReadOnlyHint
		out.Destructive = a.DestructiveHint != nil && *a.DestructiveHint
	}
	return out
}

func schemaJSON(v any) json.RawMessage {
	if v == nil {
		return nil
	}
	if raw, ok := v.(json.RawMessage); ok {
		return raw
	}
	b, err := json.Marshal(v)
	if err != nil || string(b) == "null" {
		return nil
	}
	return b
}

// upstream is one configured server and its current connection.
type upstream struct {
	// Fixed at creation.
	set    *Set
	name   string
	cfg    ServerConfig
	stderr *stderrTail

	tokens atomic.Int64 // progress token counter
	client *mcp.Client  // shared by every connection: it holds the roots

	mu      sync.Mutex
	cur     *conn         // live connection, nil when none; guarded by mu
	dialing chan struct{} // closed when the in-flight start ends; guarded by mu
	dialErr error         // outcome of the last start; guarded by mu
	tools   []*mcp.Tool   // last listing (maybe from the cache); guarded by mu
	closed  bool          // guarded by mu
	// progress routes progress tokens of in-flight calls to their sinks;
	// guarded by mu.
	progress map[string]func(*mcp.ProgressNotificationParams)
	// inflight counts calls in flight by the MCP client they came from,
	// nil for none (passthrough.go); guarded by mu.
	inflight map[caller]int
	// taskOnly names the listed tools that must be called as MCP tasks
	// (tasks.go); guarded by mu.
	taskOnly map[string]bool
}

// conn is one connection (for stdio servers, one process).
type conn struct {
	sess *mcp.ClientSession
	cmd  *exec.Cmd     // nil for HTTP and in-memory servers
	done chan struct{} // closed once the connection ended and was reaped
	exit string        // why it ended; written before done is closed
}

func newUpstream(s *Set, name string, cfg ServerConfig) *upstream {
	u := &upstream{set: s, name: name, cfg: cfg, stderr: newStderrTail(name, s.opts.Stderr), progress: map[string]func(*mcp.ProgressNotificationParams){}}
	u.client = u.newClient()
	u.client.AddRoots(s.opts.Roots...)
	return u
}

// SetRoots replaces the roots upstream servers get from roots/list, and
// tells the connected ones (notifications/roots/list_changed), which ask
// again. A server such as server-filesystem then works in the client's
// directories.
func (s *Set) SetRoots(_ context.Context, roots []*mcp.Root) {
	s.rootsMu.Lock()
	defer s.rootsMu.Unlock()
	keep := map[string]bool{}
	for _, r := range roots {
		keep[r.URI] = true
	}
	var gone []string
	for _, r := range s.roots {
		if !keep[r.URI] {
			gone = append(gone, r.URI)
		}
	}
	for _, u := range s.ups {
		// Add first: a server never sees an empty list in between.
		u.client.AddRoots(roots...)
		if len(gone) > 0 {
			u.client.RemoveRoots(gone...)
		}
	}
	s.roots = append([]*mcp.Root(nil), roots...)
}

// Roots returns the roots upstream servers currently get.
func (s *Set) Roots() []*mcp.Root {
	s.rootsMu.Lock()
	defer s.rootsMu.Unlock()
	return append([]*mcp.Root(nil), s.roots...)
}

func (u *upstream) listing() []*mcp.Tool {
	u.mu.Lock()
	defer u.mu.Unlock()
	return u.tools
}

// connection returns the live connection, starting the server when there
// is none. Concurrent callers share one start; a start is bounded by
// StartTimeout and survives the cancellation of the caller that began it.
func (u *upstream) connection(ctx context.Context) (*conn, error) {
	for {
		u.mu.Lock()
		if u.closed {
			u.mu.Unlock()
			return nil, ErrClosed
		}
		if c := u.cur; c != nil {
			select {
			case <-c.done:
			default:
				u.mu.Unlock()
				return c, nil
			}
		}
		wait := u.dialing
		if wait == nil {
			wait = make(chan struct{})
			u.dialing = wait
			go u.start(wait)
		}
		u.mu.Unlock()
		select {
		case <-wait:
		case <-ctx.Done():
			return nil, context.Cause(ctx)
		}
		u.mu.Lock()
		c, err := u.cur, u.dialErr
		u.mu.Unlock()
		if err != nil {
			return nil, err
		}
		if c != nil {
			return c, nil
		}
	}
}

// start connects, lists tools, installs the connection and closes done.
// A restart whose listing differs from the previous one rebuilds the set.
func (u *upstream) start(done chan struct{}) {
	ctx, cancel := context.WithTimeoutCause(u.set.life, u.set.opts.StartLimit, errStartLimit{u.set.opts.StartLimit})
	defer cancel()
	go u.set.statusChanged()
	c, tools, err := u.dialAndList(ctx)
	if err != nil && ctx.Err() != nil {
		err = fmt.Errorf("%w (%v)", context.Cause(ctx), err)
	}
	u.mu.Lock()
	u.dialing, u.dialErr = nil, err
	if err == nil && u.closed {
		u.mu.Unlock()
		u.shutdown(c)
		close(done)
		return
	}
	relisted, restarted := false, false
	if err == nil {
		restarted = u.tools != nil
		relisted = toolsJSON(u.tools) != toolsJSON(tools)
		u.cur, u.tools = c, tools
	}
	u.mu.Unlock()
	if err != nil {
		u.set.opts.Logger.Warn("upstream server failed to start", "server", u.name, "error", err)
	} else {
		go u.watch(c)
		if restarted && u.set.opts.OnRestart != nil {
			u.set.opts.OnRestart(u.name)
		}
		if relisted {
			u.saveCachedListing(tools)
		}
	}
	// Registries and servers reflect the outcome before the waiters go on,
	// so a call that waited for this start sees the server's tools.
	u.set.statusChanged()
	close(done)
}

func toolsJSON(ts []*mcp.Tool) string {
	b, _ := json.Marshal(ts)
	return string(b)
}

func (u *upstream) dialAndList(ctx context.Context) (*conn, []*mcp.Tool, error) {
	t, cmd, err := u.set.dial(ctx, u)
	if err != nil {
		return nil, nil, err
	}
	sess, err := u.client.Connect(ctx, reasonTransport{taskTransport{Transport: t, u: u}}, nil)
	if err != nil {
		if cmd != nil && cmd.Process != nil {
			killTree(cmd)
			_ = cmd.Wait()
		}
		return nil, nil, u.describeStartError(err)
	}
	c := &conn{sess: sess, cmd: cmd, done: make(chan struct{})}
	tools, err := listTools(ctx, sess)
	if err != nil {
		u.shutdown(c)
		return nil, nil, fmt.Errorf("listing tools: %w", err)
	}
	return c, tools, nil
}

// newClient is the MCP client of the server's connections.
func (u *upstream) newClient() *mcp.Client {
	return mcp.NewClient(&mcp.Implementation{Name: "codemode", Version: "1"}, &mcp.ClientOptions{
		ToolListChangedHandler: func(context.Context, *mcp.ToolListChangedRequest) { go u.refresh() },
		// Passed on to the client of the call in flight (passthrough.go).
		CreateMessageWithToolsHandler: u.sample,
		ElicitationHandler:            u.elicit,
		ProgressNotificationHandler: func(_ context.Context, req *mcp.ProgressNotificationClientRequest) {
			if req.Params == nil {
				return
			}
			tok := fmt.Sprint(req.Params.ProgressToken)
			u.mu.Lock()
			f := u.progress[tok]
			u.mu.Unlock()
			if f != nil {
				f(req.Params)
			}
		},
		LoggingMessageHandler: func(_ context.Context, req *mcp.LoggingMessageRequest) {
			if req.Params != nil {
				u.set.opts.Logger.Info("upstream log", "server", u.name, "level", req.Params.Level, "data", req.Params.Data)
			}
		},
	})
}

// describeStartError adds the server's last stderr line to a start error:
// that is usually where a broken server says why.
func (u *upstream) describeStartError(err error) error {
	if tail := u.stderr.last(); tail != "" {
		return fmt.Errorf("%w (stderr: %q)", err, tail)
	}
	return err
}

func listTools(ctx context.Context, sess *mcp.ClientSession) ([]*mcp.Tool, error) {
	var tools []*mcp.Tool
	for t, err := range sess.Tools(ctx, nil) {
		if err != nil {
			return nil, err
		}
		tools = append(tools, t)
	}
	if tools == nil {
		tools = []*mcp.Tool{}
	}
	return tools, nil
}

// watch waits for the connection to end, reaps it and records why.
func (u *upstream) watch(c *conn) {
	_ = c.sess.Wait()
	u.mu.Lock()
	if u.cur == c {
		u.cur = nil
	}
	closing := u.closed
	u.mu.Unlock()
	u.shutdown(c)
	if !closing {
		u.set.opts.Logger.Warn("upstream server stopped; its next call starts it again", "server", u.name, "reason", c.exit)
	}
}

// shutdown closes the session, reaps the process (and its group) and
// closes c.done. It is idempotent.
func (u *upstream) shutdown(c *conn) {
	select {
	case <-c.done:
		return
	default:
	}
	_ = c.sess.Close()
	reason := "the connection closed"
	if c.cmd != nil {
		killTree(c.cmd)
		if ps := c.cmd.ProcessState; ps != nil {
			reason = "the process exited (" + ps.String() + ")"
		} else {
			reason = "the process stopped"
		}
	}
	if tail := u.stderr.last(); tail != "" {
		reason += "; last stderr: " + strconv.Quote(tail)
	}
	// Guard the close: concurrent shutdowns of one conn race here.
	u.mu.Lock()
	defer u.mu.Unlock()
	select {
	case <-c.done:
	default:
		c.exit = reason
		close(c.done)
	}
}

// drop ends c (if still current) so the next call starts a new one.
func (u *upstream) drop(c *conn, why string) {
	u.mu.Lock()
	if u.cur == c {
		u.cur = nil
	}
	u.mu.Unlock()
	u.set.opts.Logger.Warn("dropping upstream connection", "server", u.name, "reason", why)
	if c.cmd != nil {
		killTree(c.cmd) // it is unhealthy: no graceful close
	}
	u.shutdown(c)
}

func (u *upstream) close() {
	u.mu.Lock()
	u.closed = true
	c := u.cur
	u.cur = nil
	wait := u.dialing
	u.mu.Unlock()
	if c != nil {
		u.shutdown(c)
	}
	if wait != nil {
		<-wait // start sees closed and shuts its connection down
	}
}

// refresh relists tools after notifications/tools/list_changed.
func (u *upstream) refresh() {
	u.mu.Lock()
	c := u.cur
	u.mu.Unlock()
	if c == nil {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), u.set.opts.StartTimeout)
	defer cancel()
	tools, err := listTools(ctx, c.sess)
	if err != nil {
		u.set.opts.Logger.Warn("relisting tools after list_changed failed", "server", u.name, "error", err)
		return
	}
	u.mu.Lock()
	if u.cur == c {
		u.tools = tools
	}
	u.mu.Unlock()
	u.set.changed()
}

// progressKey carries a progress sink through a call's context.
type progressKey struct{}

// withProgress returns ctx carrying f: upstream calls made under it ask
// their server for progress and hand every notification to f.
func withProgress(ctx context.Context, f func(*mcp.ProgressNotificationParams)) context.Context {
	return context.WithValue(ctx, progressKey{}, f)
}

// callTimeoutCause marks the expiry of a call's own timeout.
type callTimeoutCause struct{}

func (callTimeoutCause) Error() string { return "upstream call timeout" }

// call sends tools/call for t.
func (u *upstream) call(ctx context.Context, t Tool, args json.RawMessage) (*Result, error) {
	timeout := u.set.opts.CallTimeout
	cctx, cancel := context.WithTimeoutCause(ctx, timeout, callTimeoutCause{})
	defer cancel()
	// A cancelled call tells the server why (reasonTransport).
	cctx = context.WithValue(cctx, upstreamReasonKey{}, func() string {
		if c := context.Cause(cctx); c != nil && c != context.Canceled {
			return c.Error()
		}
		return ""
	})
	c, err := u.connection(cctx)
	if err != nil {
		if ctx.Err() != nil {
			return nil, context.Cause(ctx)
		}
		if errors.Is(err, ErrClosed) {
			return nil, ErrClosed
		}
		if errors.Is(err, callTimeoutCause{}) {
			return nil, &UpstreamError{Server: u.name, Tool: t.Name, Err: ErrCallTimeout,
				Detail: fmt.Sprintf("the server was not up within the call timeout (%v); it keeps starting", timeout)}
		}
		return nil, &UpstreamError{Server: u.name, Tool: t.Name, Err: errors.Join(ErrServerUnavailable, err),
			Detail: "the server is not running and could not be started: " + err.Error()}
	}
	defer u.enter(ctx)()
	params := &mcp.CallToolParams{Name: t.UpstreamName, Arguments: args}
	if f, ok := ctx.Value(progressKey{}).(func(*mcp.ProgressNotificationParams)); ok && f != nil {
		tok := "codemode-" + strconv.FormatInt(u.tokens.Add(1), 10)
		params.SetProgressToken(tok)
		u.mu.Lock()
		u.progress[tok] = f
		u.mu.Unlock()
		// Notifications are handled in order, but the response can overtake
		// the last of them: keep the token a moment after the call.
		defer time.AfterFunc(progressGrace, func() {
			u.mu.Lock()
			delete(u.progress, tok)
			u.mu.Unlock()
		})
	}
	res, err := c.sess.CallTool(cctx, params)
	if err != nil {
		switch {
		case ctx.Err() != nil:
			return nil, context.Cause(ctx)
		case errors.Is(context.Cause(cctx), callTimeoutCause{}):
			go u.probe(c)
			return nil, &UpstreamError{Server: u.name, Tool: t.Name, Err: ErrCallTimeout,
				Detail: fmt.Sprintf("no answer within %v; the request was cancelled", timeout)}
		}
		var refused *PassthroughError
		if errors.As(err, &refused) {
			// Our own refusal of the server's input request (passthrough.go).
			return nil, &ToolError{Server: u.name, Tool: t.Name, Message: refused.Error()}
		}
		var wire *jsonrpc.Error
		if errors.As(err, &wire) && !transportCode(wire.Code) {
			// The server answered, with a JSON-RPC error: the tool's own
			// failure as far as the model is concerned.
			return nil, &ToolError{Server: u.name, Tool: t.Name, Message: fmt.Sprintf("upstream server %q rejected the call of %q: %s", u.name, t.UpstreamName, wire.Message)}
		}
		if u.ended(c) {
			return nil, &UpstreamError{Server: u.name, Tool: t.Name, Err: ErrServerExited,
				Detail: "the server stopped during the call: " + c.exit + "; the next call starts it again"}
		}
		// The transport failed but the session lingers (an HTTP server that
		// went away): drop it so that the next call reconnects.
		u.drop(c, "a call failed on the transport: "+err.Error())
		return nil, &UpstreamError{Server: u.name, Tool: t.Name, Err: errors.Join(ErrServerExited, err),
			Detail: "the connection failed during the call: " + err.Error() + "; the next call reconnects"}
	}
	if res.IsError {
		msg := errorText(res.Content)
		if msg == "" {
			msg = fmt.Sprintf("upstream tool %q reported an error without a message", t.UpstreamName)
		}
		return nil, &ToolError{Server: u.name, Tool: t.Name, Message: msg}
	}
	for _, b := range res.Content {
		if l, ok := b.(*mcp.ResourceLink); ok {
			u.set.noteResource(l.URI, u) // so resources/read can route it
		}
	}
	v, err := resultValue(res)
	if err != nil {
		return nil, &ToolError{Server: u.name, Tool: t.Name, Message: "upstream result is not JSON: " + err.Error()}
	}
	return &Result{Value: v, Content: res.Content}, nil
}

// transportCode reports whether a JSON-RPC error code is one the SDK's
// transports synthesize (client closing -32003, server closing -32004,
// rejected by transport -32005) rather than an answer of the server.
func transportCode(code int64) bool { return code <= -32003 && code >= -32005 }

// ended reports whether c has ended. For a process it waits briefly for
// the watcher to notice: a call fails as soon as the pipe breaks, a little
// before the process is reaped. Other connections do not end by
// themselves, so it does not wait for them.
func (u *upstream) ended(c *conn) bool {
	wait := time.Duration(0)
	if c.cmd != nil {
		wait = 2 * time.Second
	}
	t := time.NewTimer(wait)
	defer t.Stop()
	select {
	case <-c.done:
		return true
	case <-t.C:
		select {
		case <-c.done:
			return true
		default:
			return false
		}
	}
}

// probe pings a connection whose call timed out and drops it when it does
// not answer, so that a hung server is restarted by the next call.
func (u *upstream) probe(c *conn) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	if err := c.sess.Ping(ctx, nil); err != nil {
		u.drop(c, "it did not answer a ping after a call timed out")
	}
}

// dialConfig builds the transport a ServerConfig describes.
func dialConfig(_ context.Context, u *upstream) (mcp.Transport, *exec.Cmd, error) {
	cfg := u.cfg
	if cfg.IsHTTP() {
		hc := &http.Client{Transport: headerTransport{headers: cfg.Headers, base: telemetry.Transport(nil)}}
		if cfg.IsSSE() {
			return &mcp.SSEClientTransport{Endpoint: cfg.URL, HTTPClient: hc}, nil, nil
		}
		return &mcp.StreamableClientTransport{Endpoint: cfg.URL, HTTPClient: hc, MaxRetries: 1}, nil, nil
	}
	cmd := exec.Command(cfg.Command, cfg.Args...)
	env := append([]string(nil), u.set.opts.Env...)
	keys := make([]string, 0, len(cfg.Env))
	for k := range cfg.Env {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		env = append(env, k+"="+cfg.Env[k])
	}
	cmd.Env = env
	cmd.Stderr = u.stderr
	setProcAttr(cmd)
	return &mcp.CommandTransport{Command: cmd, TerminateDuration: terminateAfter}, cmd, nil
}

// headerTransport adds configured headers to every request.
type headerTransport struct {
	headers map[string]string
	base    http.RoundTripper
}

func (h headerTransport) RoundTrip(r *http.Request) (*http.Response, error) {
	if len(h.headers) > 0 {
		r = r.Clone(r.Context())
		for k, v := range h.headers {
			r.Header.Set(k, v)
		}
	}
	return h.base.RoundTrip(r)
}

// stderrTail keeps the last stderr line of a server for crash messages and
// forwards stderr, line by line with a "[NAME] " prefix, to w.
type stderrTail struct {
	name string
	w    io.Writer

	mu      sync.Mutex
	partial []byte
	lastLn  string
}

func newStderrTail(name string, w io.Writer) *stderrTail { return &stderrTail{name: name, w: w} }

// Write implements io.Writer.
func (t *stderrTail) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.partial = append(t.partial, p...)
	for {
		i := strings.IndexByte(string(t.partial), '\n')
		if i < 0 {
			break
		}
		line := strings.TrimRight(string(t.partial[:i]), "\r")
		t.partial = t.partial[i+1:]
		if strings.TrimSpace(line) != "" {
			t.lastLn = line
		}
		if t.w != nil {
			fmt.Fprintf(t.w, "[%s] %s\n", t.name, line)
		}
	}
	if len(t.partial) > 4096 { // an endless line: keep its start
		t.lastLn = string(t.partial[:4096])
		t.partial = t.partial[:0]
	}
	return len(p), nil
}

// last returns the last non-empty stderr line (or the unterminated tail),
// truncated to 300 bytes.
func (t *stderrTail) last() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	s := t.lastLn
	if p := strings.TrimSpace(string(t.partial)); p != "" {
		s = p
	}
	if len(s) > 300 {
		s = s[:300] + "…"
	}
	return s
}
