package upstream

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/exec"
	"reflect"
	"sort"
	"sync"
	"sync/atomic"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/state"
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
	// DefaultWaitingEvery is how often Open reports the servers it still
	// waits for (Options.Waiting).
	DefaultWaitingEvery = 5 * time.Second
)

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
	// Waiting, when set, is called while Open waits for the servers to
	// start, every WaitingEvery, with the names (sorted) of those still
	// starting, so a command can say what it waits for. It is not called
	// once every server is up or failed.
	Waiting func(starting []string)
	// WaitingEvery is the period of Waiting. Default DefaultWaitingEvery.
	WaitingEvery time.Duration
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
	// Dial, when set, connects every server instead of its command or
	// URL: embedders and tests serve upstreams in memory with it
	// (mcp.NewInMemoryTransports). name is the server's name. codemode
	// does not read such transports' messages, so a cancelled call's
	// notification carries no reason and task-only tools are not found.
	Dial func(ctx context.Context, name string) (mcp.Transport, error)
	// OAuthStore holds the OAuth grants `codemode login` kept. An HTTP
	// server with an "oauth" entry, or with no static
	// Authorization header, is authorized from it (tokens refreshed and
	// written back); when it holds no usable grant, or is nil, such a
	// server's 401 fails its tools with a "run `codemode login NAME`"
	// error.
	OAuthStore state.Store
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
	// unwired is set when Options.Dial makes the transports, which no
	// wire watches (wire.go): calls then carry no call mark.
	unwired bool
	ups     []*upstream // sorted by name

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
	// logSinks receive upstream logs sent outside calls (logs.go);
	// guarded by mu.
	logSinks map[int]func(*mcp.LoggingMessageParams)
	// updateSinks receive notifications/resources/updated (subscribe.go);
	// guarded by mu.
	updateSinks map[int]func(*mcp.ResourceUpdatedNotificationParams)

	life    context.Context         // cancelled by Close: ends starts in progress
	endLife context.CancelCauseFunc // cancels life
	opened  atomic.Bool             // Open returned: changes from now on are reported to OnChange

	rootsMu sync.Mutex
	roots   []*mcp.Root          // what roots/list answers upstream; guarded by rootsMu
	owners  map[string]*upstream // resource URI -> the server that offers it; guarded by rootsMu
	subs    map[string]int       // resource URI -> subscriptions held (subscribe.go); guarded by rootsMu
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
	if opts != nil && opts.Dial != nil {
		d := opts.Dial
		return open(ctx, f, opts, func(ctx context.Context, u *upstream) (mcp.Transport, *exec.Cmd, error) {
			t, err := d(ctx, u.name)
			return t, nil, err
		})
	}
	return open(ctx, f, opts, dialConfig)
}

func open(ctx context.Context, f *ServersFile, opts *Options, dial dialFunc) (*Set, error) {
	s := &Set{dial: dial, tools: map[string]*entry{}, taken: map[string]bool{"run_code": true}}
	s.life, s.endLife = context.WithCancelCause(context.Background())
	if opts != nil {
		s.opts = *opts
	}
	s.unwired = s.opts.Dial != nil
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
	if s.opts.WaitingEvery <= 0 {
		s.opts.WaitingEvery = DefaultWaitingEvery
	}
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
	wctx, cancel := context.WithTimeoutCause(ctx, s.opts.StartTimeout, errStartWait{s.opts.StartTimeout, s.opts.SkipFailed})
	defer cancel()
	for i, u := range s.ups {
		u.loadCachedListing()
		wg.Go(func() {
			if _, err := u.connection(wctx); err != nil {
				errs[i] = fmt.Errorf("upstream server %q: %w", u.name, err)
			}
		})
	}
	s.waitStarts(&wg)
	var failed []error
	for i, err := range errs {
		if err == nil {
			continue
		}
		failed = append(failed, err)
		if s.opts.SkipFailed { // else the error returned says it
			s.opts.Logger.Warn("upstream server unavailable", "server", s.ups[i].name, "error", err)
		}
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
