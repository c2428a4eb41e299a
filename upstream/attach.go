package upstream

import (
	"context"
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"sync"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/registry/failure"
)

// Attach registers every tool of s in r as a raw registry tool and keeps r
// in sync: after an upstream tool list changes, vanished tools are
// unregistered and new or changed ones registered. Tools already in r
// (such as the built-in workspace tools) are added to Options.Taken first,
// so register them before calling Attach. The returned detach function
// unregisters the tools and stops the syncing.
//
// Each registry tool:
//   - takes its input schema, output schema and annotations from upstream;
//     a schema the registry cannot use is dropped (an open object for the
//     input, any value for the output) and the tool still works;
//   - validates arguments before anything is sent ([*ArgsError] becomes
//     INVALID_ARGS, with the path of the violation);
//   - is concurrency-safe when the upstream says readOnlyHint;
//   - returns the canonical value described at [Set.Call], and shows the
//     model the upstream's own content blocks;
//   - fails with TOOL_ERROR for upstream tool errors, crashes and timeouts.
//
// Use [Set.ApprovalPolicy] for destructive tools. A set attaches to a
// registry once: a second Attach to the same registry, before detaching,
// is an error.
func (s *Set) Attach(r *registry.Registry) (detach func(), err error) {
	s.mu.Lock()
	if s.attached[r] {
		s.mu.Unlock()
		return nil, errors.New("mcpserver: the upstream set is already attached to this registry")
	}
	if s.attached == nil {
		s.attached = map[*registry.Registry]bool{}
	}
	s.attached[r] = true
	s.mu.Unlock()
	for _, sc := range r.Schemas("") {
		s.taken[sc.Name] = true
	}
	s.changeMu.Lock()
	s.rebuild()
	a := &attachment{set: s, reg: r, regs: map[string]attached{}}
	err = a.sync()
	s.changeMu.Unlock()
	if err != nil {
		a.detach()
		s.setAttached(r, false)
		return nil, err
	}
	unsubscribe := s.Subscribe(a.onChange)
	var once sync.Once
	return func() {
		once.Do(func() {
			unsubscribe()
			a.detach()
			s.setAttached(r, false)
		})
	}, nil
}

func (s *Set) setAttached(r *registry.Registry, on bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if on {
		s.attached[r] = true
	} else {
		delete(s.attached, r)
	}
}

// Attached reports whether the set is attached to r.
func (s *Set) Attached(r *registry.Registry) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.attached[r]
}

// attachment is the registry side of Attach.
type attachment struct {
	set *Set
	reg *registry.Registry

	mu   sync.Mutex
	regs map[string]attached // registry name -> what is registered
	done bool
}

type attached struct {
	tool       Tool
	unregister func()
}

func (a *attachment) onChange() {
	if err := a.sync(); err != nil {
		a.set.opts.Logger.Warn("re-registering upstream tools", "error", err)
	}
}

// sync makes the registry match the set's current tools.
func (a *attachment) sync() error {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.done {
		return nil
	}
	current := map[string]Tool{}
	for _, t := range a.set.Tools() {
		current[t.Name] = t
	}
	for name, at := range a.regs {
		if t, ok := current[name]; !ok || !reflect.DeepEqual(t, at.tool) {
			at.unregister()
			delete(a.regs, name)
		}
	}
	var errs []error
	for name, t := range current {
		if _, ok := a.regs[name]; ok {
			continue
		}
		un, err := a.register(t)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		a.regs[name] = attached{tool: t, unregister: un}
	}
	return errors.Join(errs...)
}

func (a *attachment) detach() {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.done = true
	for name, at := range a.regs {
		at.unregister()
		delete(a.regs, name)
	}
}

// register adds one tool, retrying without the schemas the registry
// refuses.
func (a *attachment) register(t Tool) (func(), error) {
	rt := a.set.registryTool(t)
	un, err := a.reg.Register(rt)
	if errors.Is(err, registry.ErrUnsupportedSchema) {
		a.set.opts.Logger.Warn("registry refused an upstream schema; registering the tool without it", "tool", t.Name, "error", err)
		rt.OutputSchema = nil
		if un, err = a.reg.Register(rt); errors.Is(err, registry.ErrUnsupportedSchema) {
			rt.InputSchema = nil
			un, err = a.reg.Register(rt)
		}
	}
	return un, err
}

// contentKey carries, from Execute to Finalize, the upstream content of
// one execution.
type pendingContent struct {
	mu sync.Mutex
	m  map[*registry.Execution][]registry.Content
}

func (p *pendingContent) put(e *registry.Execution, c []registry.Content) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.m == nil {
		p.m = map[*registry.Execution][]registry.Content{}
	}
	p.m[e] = c
}

func (p *pendingContent) take(e *registry.Execution) []registry.Content {
	p.mu.Lock()
	defer p.mu.Unlock()
	c := p.m[e]
	delete(p.m, e)
	return c
}

// registryTool is the registry definition of t.
func (s *Set) registryTool(t Tool) registry.Tool {
	var pending pendingContent
	rt := registry.Tool{
		Name:         t.Name,
		Server:       t.Server,
		Description:  t.Description,
		InputSchema:  t.InputSchema,
		OutputSchema: t.OutputSchema,
		Execute: func(ctx context.Context, exec *registry.Execution) (json.RawMessage, error) {
			res, err := s.Call(ctx, t.Name, exec.Arguments())
			if err != nil {
				return nil, registryError(err)
			}
			if c := registryContent(res.Content); c != nil {
				pending.put(exec, c)
			}
			return res.Value, nil
		},
		// The model sees the upstream's content on success; every other
		// outcome keeps the registry's content.
		Finalize: func(exec *registry.Execution, res *registry.Result) []registry.Content {
			c := pending.take(exec)
			if res.IsError {
				return nil
			}
			return c
		},
	}
	if t.Annotations != nil {
		if b, err := json.Marshal(t.Annotations); err == nil {
			rt.Annotations = b
		}
	}
	if t.ReadOnly {
		rt.ConcurrencySafe = func(json.RawMessage) bool { return true }
	}
	return rt
}

// registryError maps set errors onto registry codes: argument violations
// are INVALID_ARGS; tool errors, crashes and timeouts are TOOL_ERROR with
// their message; a cancelled call keeps its context error.
func registryError(err error) error {
	var ae *ArgsError
	if errors.As(err, &ae) {
		return failure.ArgsError(strings.TrimPrefix(ae.Error(), "invalid arguments: "))
	}
	if errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
		return err
	}
	return &failure.Error{Code: failure.ToolError, Message: err.Error(), Err: err}
}

// registryContent converts MCP content blocks, keeping unknown kinds
// verbatim.
func registryContent(blocks []mcp.Content) []registry.Content {
	if len(blocks) == 0 {
		return nil
	}
	out := make([]registry.Content, 0, len(blocks))
	for _, b := range blocks {
		switch b := b.(type) {
		case *mcp.TextContent:
			c := registry.Text(b.Text)
			if b.Annotations != nil || b.Meta != nil {
				// Keep the block whole: the client reads its annotations
				// (audience, priority) in native and both modes.
				if raw, err := json.Marshal(b); err == nil {
					c.Raw = raw
				}
			}
			out = append(out, c)
		default:
			raw, err := json.Marshal(b)
			if err != nil {
				continue
			}
			var c registry.Content
			if json.Unmarshal(raw, &c) != nil {
				continue
			}
			if (c.Type != "text" && c.Type != "image" && c.Type != "audio") || hasAnnotations(raw) {
				c.Raw = raw
			}
			out = append(out, c)
		}
	}
	return out
}

// hasAnnotations reports whether a content block carries annotations or
// _meta, which the registry's fields do not hold.
func hasAnnotations(raw json.RawMessage) bool {
	var m struct {
		Annotations json.RawMessage `json:"annotations"`
		Meta        json.RawMessage `json:"_meta"`
	}
	return json.Unmarshal(raw, &m) == nil && (len(m.Annotations) > 0 || len(m.Meta) > 0)
}

// ApprovalPolicy returns a pre-execute policy that sends calls of
// destructive upstream tools (an explicit destructiveHint) to the
// registry's Approver and allows every other call. Install it only when
// an Approver is configured: without one, the registry denies "ask".
func (s *Set) ApprovalPolicy() registry.PreExecute {
	return func(_ context.Context, exec *registry.Execution) (registry.Decision, error) {
		s.mu.Lock()
		e, ok := s.tools[exec.Tool()]
		s.mu.Unlock()
		if ok && e.tool.Destructive {
			return registry.Decision{Kind: registry.Ask, Reason: "upstream tool " + exec.Tool() + " of server " + e.tool.Server + " is marked destructive"}, nil
		}
		return registry.Decision{}, nil
	}
}

// Subscribe adds f to the functions called, serialized under changeMu,
// after the tool set changed. It returns the function that removes it.
func (s *Set) Subscribe(f func()) (unsubscribe func()) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.nextListener++
	id := s.nextListener
	if s.listeners == nil {
		s.listeners = map[int]func(){}
	}
	s.listeners[id] = f
	return func() {
		s.mu.Lock()
		defer s.mu.Unlock()
		delete(s.listeners, id)
	}
}
