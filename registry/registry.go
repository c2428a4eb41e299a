package registry

import (
	"fmt"
	"log/slog"
	"slices"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/codemode-go/codemode/discovery"
	"github.com/codemode-go/codemode/internal/jsonlit"
)

// Mode is how tools are presented to a model (CF-1).
type Mode string

// The presentation modes.
const (
	// ModeNative offers every visible tool as a function schema and no
	// run_code. It is what the zero Mode means.
	ModeNative Mode = "native"
	// ModeCode offers only run_code; every other tool is reachable only
	// from inside a program (the executor collapse, §9).
	ModeCode Mode = "code"
	// ModeBoth offers run_code and every visible tool.
	ModeBoth Mode = "both"
)

// ParseMode returns the Mode named s, or an error for any other string.
func ParseMode(s string) (Mode, error) {
	switch m := Mode(s); m {
	case ModeNative, ModeCode, ModeBoth:
		return m, nil
	}
	return "", fmt.Errorf("registry: unknown mode %q (want native, code or both)", s)
}

// defaultMaxParallelSubCalls is how many concurrency-safe calls may run
// at once when Options.MaxParallelSubCalls is zero (CF-2).
const defaultMaxParallelSubCalls = 10

// Options configure a Registry: the presentation and the policy pipeline.
// The zero value (or a nil pointer) is a native registry without policy
// hooks. The run_code engine and its options are the runcode package's.
type Options struct {
	// Mode is the deployment's presentation mode. Empty means ModeNative.
	Mode Mode
	// MaxParallelSubCalls caps concurrency-safe calls running at once:
	// the sub-calls of one run_code program, and the calls of one model
	// turn (CallTurn); 1 means strictly serial. Zero means
	// 10; negative is an error.
	MaxParallelSubCalls int

	// PreExecute policies run in order for every call that reaches them
	// (PL-3); the first that does not allow decides.
	PreExecute []PreExecute
	// Guards run in order after the pre-execute policies unless they
	// denied (PL-6); the first non-empty reason denies.
	Guards []Guard
	// Approver resolves "ask" decisions (PL-4). Nil denies them. The
	// Approver bounds its own wait: one that gives up answers
	// ApprovalTimedOut.
	Approver Approver
	// Middleware wraps the dispatch of every call that passed policy
	// (PL-10). Middleware[0] is outermost: m0(m1(m2(dispatch))).
	Middleware []Middleware
	// PostExecute policies run in order on every result that reached the
	// post-execute stage (PL-30).
	PostExecute []PostExecute

	// Observer receives the events of every call, from many goroutines.
	// Nil means none.
	Observer Observer
	// Prompt is what the model is offered beside the tool schemas.
	Prompt PromptOptions
	// Logger receives warnings about contained observer panics. Nil
	// discards them.
	Logger *slog.Logger
}

// PromptOptions are what a registry offers the model beside the tool
// schemas: the system-prompt sections and the size of the SDK.
type PromptOptions struct {
	// Sections are extra system-prompt sections (persona, rules) merged
	// into every Prompt.
	Sections []Section
	// SDKBudget bounds, in tokens (discovery.TokenEncoding), the run_code
	// description and the tools:sdk prompt section that carry the SDK.
	// When the full SDK fits, it is offered whole; otherwise the offer
	// degrades in tiers (discovery.Tier) and programs find the rest with
	// codemode.search and codemode.describe. Zero means DefaultSDKBudget.
	// A negative budget always offers the full SDK. [Registry.SDK] is
	// always the full SDK.
	SDKBudget int
}

// DefaultSDKBudget is the SDK budget, in tokens (discovery.TokenEncoding),
// when Options.Prompt.SDKBudget is zero: a catalog of about 50 tools keeps
// its full declarations and doc comments, one of about 150 its typed
// signatures, and larger ones degrade to summaries, names and servers, so
// the offer stays bounded whatever the catalog size (issue #42; it was
// 8 KiB of description, which cut small catalogs to one-line summaries).
// SP-10.
const DefaultSDKBudget = 10000

// Registry holds tools and runs calls through the policy pipeline. It is
// safe for concurrent use.
type Registry struct {
	// Fixed at creation.
	opts Options

	// catalogs caches the discovery catalog of recent visible tool sets.
	catalogs catalogCache
	// observedGen counts changes of observed output types (a new or
	// widened type, a reset), so that cached catalogs render them.
	observedGen atomic.Uint64

	// mu guards the fields below.
	mu           sync.RWMutex
	runCode      *def // the transport tool; Install replaces it
	tools        map[string]*def
	restrictions map[string][]*Restriction
	modes        map[string]Mode
}

// New returns a Registry configured by opts; nil means defaults. The
// options are copied.
func New(opts *Options) (*Registry, error) {
	var o Options
	if opts != nil {
		o = *opts
		o.PreExecute = slices.Clone(o.PreExecute)
		o.Guards = slices.Clone(o.Guards)
		o.Middleware = slices.Clone(o.Middleware)
		o.PostExecute = slices.Clone(o.PostExecute)
		o.Prompt.Sections = slices.Clone(o.Prompt.Sections)
	}
	if o.Mode == "" {
		o.Mode = ModeNative
	}
	if _, err := ParseMode(string(o.Mode)); err != nil {
		return nil, err
	}
	if o.Logger == nil {
		o.Logger = slog.New(slog.DiscardHandler)
	}
	if o.MaxParallelSubCalls < 0 {
		return nil, fmt.Errorf("registry: MaxParallelSubCalls must be a positive integer, got %d", o.MaxParallelSubCalls)
	}
	if o.MaxParallelSubCalls == 0 {
		o.MaxParallelSubCalls = defaultMaxParallelSubCalls
	}
	r := &Registry{
		opts:         o,
		tools:        map[string]*def{},
		restrictions: map[string][]*Restriction{},
		modes:        map[string]Mode{},
		runCode:      newRunCode(),
	}
	return r, nil
}

// Register adds a raw tool (the back door for schemas that arrive at run
// time, such as upstream MCP tools). It fails for an empty or reserved
// name, a duplicate, a nil Execute or an unsupported schema. It returns
// the function that unregisters the tool; calling it again does nothing.
func (r *Registry) Register(t Tool) (unregister func(), err error) {
	d, err := check(t)
	if err != nil {
		return nil, err
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if _, dup := r.tools[d.Name]; dup {
		return nil, &registrationError{Tool: d.Name, Msg: "a tool with this name is already registered", Err: ErrDuplicate}
	}
	r.tools[d.Name] = d
	var once sync.Once
	return func() {
		once.Do(func() {
			r.mu.Lock()
			defer r.mu.Unlock()
			if r.tools[d.Name] == d {
				delete(r.tools, d.Name)
			}
		})
	}, nil
}

// Restriction narrows what one scope (an agent) sees (RV-4). A name is
// visible in the scope iff every restriction of the scope admits it: it is
// in Allow (when Allow is non-nil) and not in Deny. run_code is never
// restricted.
type Restriction struct {
	// Allow, when non-nil, lists the only tools the scope may see.
	Allow []string
	// Deny lists tools the scope may not see.
	Deny []string
}

func (x *Restriction) admits(name string) bool {
	if x.Allow != nil && !slices.Contains(x.Allow, name) {
		return false
	}
	return !slices.Contains(x.Deny, name)
}

// Restrict adds a restriction to scope, which must be non-empty. Several
// restrictions intersect; each returned lift function removes only its
// own. Naming run_code, naming a tool that is not registered, or
// restricting nothing is an error. The lists are copied. Restrictions are
// live: a tool registered later is admitted by a deny-only restriction
// and excluded by an allow list (RV-6).
func (r *Registry) Restrict(scope string, x Restriction) (lift func(), err error) {
	if scope == "" {
		return nil, &registrationError{Tool: "restriction", Msg: "Restrict needs an agent scope; the global view cannot be restricted"}
	}
	if x.Allow == nil && x.Deny == nil {
		return nil, &registrationError{Tool: scope, Msg: "restriction names no allow or deny list (a no-op)"}
	}
	c := &Restriction{Deny: slices.Clone(x.Deny)}
	if x.Allow != nil {
		c.Allow = append([]string{}, x.Allow...)
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	var unknown []string
	for _, n := range slices.Concat(c.Allow, c.Deny) {
		if n == RunCodeName {
			return nil, &registrationError{Tool: scope, Msg: "run_code cannot be restricted", Err: ErrReserved}
		}
		if _, ok := r.tools[n]; !ok && !slices.Contains(unknown, n) {
			unknown = append(unknown, n)
		}
	}
	if len(unknown) > 0 {
		known := r.sortedNamesLocked()
		k := "(none)"
		if len(known) > 0 {
			k = strings.Join(known, ", ")
		}
		return nil, &registrationError{Tool: scope, Msg: fmt.Sprintf("restriction names unknown tools %s; known tools: %s", strings.Join(unknown, ", "), k)}
	}
	r.restrictions[scope] = append(r.restrictions[scope], c)
	var once sync.Once
	return func() {
		once.Do(func() {
			r.mu.Lock()
			defer r.mu.Unlock()
			list := slices.DeleteFunc(r.restrictions[scope], func(y *Restriction) bool { return y == c })
			if len(list) == 0 {
				delete(r.restrictions, scope)
			} else {
				r.restrictions[scope] = list
			}
		})
	}, nil
}

// PresentAs declares the presentation mode of one scope, overriding the
// deployment's Mode for its calls, views and prompt (RV-11, RV-12). A
// scope declares at most one mode; undo restores the default.
func (r *Registry) PresentAs(scope string, m Mode) (undo func(), err error) {
	if scope == "" {
		return nil, &registrationError{Tool: "mode", Msg: "PresentAs needs an agent scope; set Options.Mode for the deployment"}
	}
	if _, err := ParseMode(string(m)); err != nil {
		return nil, err
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if old, ok := r.modes[scope]; ok {
		return nil, &registrationError{Tool: scope, Msg: fmt.Sprintf("mode %q conflicts with the mode %q already declared", m, old)}
	}
	r.modes[scope] = m
	var once sync.Once
	return func() {
		once.Do(func() {
			r.mu.Lock()
			defer r.mu.Unlock()
			delete(r.modes, scope)
		})
	}, nil
}

// ModeFor returns the effective mode of scope ("" is the global scope).
func (r *Registry) ModeFor(scope string) Mode {
	r.mu.RLock()
	defer r.mu.RUnlock()
	return r.modeLocked(scope)
}

func (r *Registry) modeLocked(scope string) Mode {
	if m, ok := r.modes[scope]; ok {
		return m
	}
	return r.opts.Mode
}

func (r *Registry) sortedNamesLocked() []string {
	names := make([]string, 0, len(r.tools))
	for n := range r.tools {
		names = append(names, n)
	}
	slices.SortFunc(names, cmpNames)
	return names
}

func cmpNames(a, b string) int {
	switch {
	case a == b:
		return 0
	case jsonlit.Less(a, b):
		return -1
	}
	return 1
}

// visibleLocked resolves name in scope: restrictions apply to registered
// tools; run_code is present iff the scope's mode is not native (RV-5).
func (r *Registry) visibleLocked(scope, name string) *def {
	if name == RunCodeName {
		if r.modeLocked(scope) != ModeNative {
			return r.runCode
		}
		return nil
	}
	d := r.tools[name]
	if d == nil {
		return nil
	}
	for _, x := range r.restrictions[scope] {
		if !x.admits(name) {
			return nil
		}
	}
	return d
}

// visibleDefs returns the visible definitions of scope sorted by name
// (UTF-16 order), without run_code.
func (r *Registry) visibleDefs(scope string) ([]*def, Mode) {
	r.mu.RLock()
	defer r.mu.RUnlock()
	out := make([]*def, 0, len(r.tools))
	for _, n := range r.sortedNamesLocked() {
		if d := r.visibleLocked(scope, n); d != nil {
			out = append(out, d)
		}
	}
	return out, r.modeLocked(scope)
}

// Get returns the schema of the tool name resolves to in scope ("" is
// global). It is presentation-agnostic: under ModeCode it still finds
// native tools (RV-7); run_code is found iff the scope's mode is not
// native.
func (r *Registry) Get(scope, name string) (Schema, bool) {
	r.mu.RLock()
	d := r.visibleLocked(scope, name)
	r.mu.RUnlock()
	if d == nil {
		return Schema{}, false
	}
	if d.runCode {
		return r.runCodeSchema(scope)
	}
	return d.schema(), true
}

// Schemas returns the full visible set of scope, sorted by name, each a
// detached copy (RV-8): run_code is included when the scope's mode is not
// native. sdkgen and inspection use this view.
func (r *Registry) Schemas(scope string) []Schema {
	defs, mode := r.visibleDefs(scope)
	out := make([]Schema, 0, len(defs)+1)
	for _, d := range defs {
		out = append(out, d.schema())
	}
	if mode != ModeNative {
		if s, ok := r.runCodeSchema(scope); ok {
			out = append(out, s)
			slices.SortFunc(out, func(a, b Schema) int { return cmpNames(a.Name, b.Name) })
		}
	}
	return out
}

// WireSchemas returns what the model is offered in scope (RV-10): under
// ModeNative the visible tools; under ModeBoth those plus run_code; under
// ModeCode only run_code. run_code's description carries the SDK. Sorted
// by name. It fails when the SDK cannot be rendered or a configured
// runtime's language has no SDK.
func (r *Registry) WireSchemas(scope string) ([]Schema, error) {
	defs, mode := r.visibleDefs(scope)
	var out []Schema
	if mode != ModeCode {
		for _, d := range defs {
			out = append(out, d.schema())
		}
	}
	if mode != ModeNative {
		rc, err := r.runCodeWire(scope, defs)
		if err != nil {
			return nil, err
		}
		out = append(out, rc)
		slices.SortFunc(out, func(a, b Schema) int { return cmpNames(a.Name, b.Name) })
	}
	return out, nil
}

// SDK returns the tools:sdk text for scope: the TypeScript declarations of
// every visible tool except run_code, byte-stable for an unchanged set
// (SP-9). It is rendered in every mode; Prompt includes it only under
// ModeCode and ModeBoth.
func (r *Registry) SDK(scope string) (string, error) {
	defs, _ := r.visibleDefs(scope)
	return r.sdkFor(defs)
}

func (r *Registry) sdkFor(defs []*def) (string, error) {
	c, err := r.sdkCatalog(defs)
	if err != nil {
		return "", err
	}
	return c.full()
}

// offeredSDK returns the tools:sdk text offered for defs under
// Options.Prompt.SDKBudget.
func (r *Registry) offeredSDK(defs []*def) (string, error) {
	c, err := r.sdkCatalog(defs)
	if err != nil {
		return "", err
	}
	o, err := c.offer(r.opts.Prompt.SDKBudget, false)
	if err != nil {
		return "", err
	}
	return o.Section, nil
}

// Offer returns the tools:sdk offer of scope under Options.Prompt.SDKBudget: the
// tier chosen, its text and its size as the run_code description. With
// stats every tier is measured and tokens are counted.
func (r *Registry) Offer(scope string, stats bool) (*discovery.Offer, error) {
	defs, _ := r.visibleDefs(scope)
	c, err := r.sdkCatalog(defs)
	if err != nil {
		return nil, err
	}
	return c.offer(r.opts.Prompt.SDKBudget, stats)
}
