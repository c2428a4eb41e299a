package upstream

import (
	"context"
	"errors"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// completion/complete goes to the server that owns what the reference
// names: for ref/prompt, the prompt exposed under that name (proxy.go);
// for ref/resource, the server listing that resource template, or else
// the one that offers that resource URI. The server must declare the
// completions capability.

// ErrNoCompletion: no running server can complete the reference.
var ErrNoCompletion = errors.New("no upstream server completes this reference")

// Completes reports whether some running server declares the completions
// capability.
func (s *Set) Completes() bool {
	for _, c := range s.running() {
		if completes(c) {
			return true
		}
	}
	return false
}

func completes(c *conn) bool {
	r := c.sess.InitializeResult()
	return r != nil && r.Capabilities != nil && r.Capabilities.Completions != nil
}

// Complete asks the owning server to complete p; a ref/prompt names the
// prompt by its exposed name, reserved as in [Set.Prompts]. The answer is
// the server's. An unknown reference, or one whose server declares no
// completions, is an error wrapping [ErrNoCompletion].
func (s *Set) Complete(ctx context.Context, p *mcp.CompleteParams, reserved ...string) (*mcp.CompleteResult, error) {
	if p == nil || p.Ref == nil {
		return nil, fmt.Errorf("%w: no reference", ErrNoCompletion)
	}
	fwd := *p
	ref := *p.Ref
	fwd.Ref = &ref
	var owner *upstream
	switch ref.Type {
	case "ref/prompt":
		if e := s.findPrompt(ctx, ref.Name, reserved); e != nil {
			owner, ref.Name = e.u, e.prompt.Name
		}
	case "ref/resource":
		owner = s.templateOwner(ctx, ref.URI)
	default:
		return nil, fmt.Errorf("%w: reference type %q", ErrNoCompletion, ref.Type)
	}
	if owner == nil {
		return nil, fmt.Errorf("%w: %s %s%s", ErrNoCompletion, ref.Type, p.Ref.Name, p.Ref.URI)
	}
	c, err := owner.connection(ctx)
	if err != nil {
		return nil, fmt.Errorf("upstream server %q: %w", owner.name, err)
	}
	if !completes(c) {
		return nil, fmt.Errorf("%w: upstream server %q declares no completions", ErrNoCompletion, owner.name)
	}
	return c.sess.Complete(ctx, &fwd)
}

// templateOwner returns the running server that lists the resource
// template uri, or else the one that offers the resource uri.
func (s *Set) templateOwner(ctx context.Context, uri string) *upstream {
	conns := s.running()
	for _, u := range s.ups {
		c := conns[u]
		if c == nil || c.sess.InitializeResult() == nil || c.sess.InitializeResult().Capabilities.Resources == nil {
			continue
		}
		n := 0
		for t, err := range c.sess.ResourceTemplates(ctx, nil) {
			if err != nil || n >= maxListed {
				break
			}
			n++
			if t.URITemplate == uri {
				return u
			}
		}
	}
	return s.resourceOwner(ctx, uri)
}

// resourceOwner returns the server that listed or linked uri, listing the
// resources of the running servers when none did yet (a stateless replica
// may get a request about a URI it never listed).
func (s *Set) resourceOwner(ctx context.Context, uri string) *upstream {
	s.rootsMu.Lock()
	owner := s.owners[uri]
	s.rootsMu.Unlock()
	if owner != nil {
		return owner
	}
	s.Resources(ctx)
	s.rootsMu.Lock()
	defer s.rootsMu.Unlock()
	return s.owners[uri]
}
