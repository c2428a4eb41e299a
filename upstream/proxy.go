package upstream

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Upstream resources and prompts are offered beside codemode's own,
// namespaced by server: a resource keeps its URI (so a resource_link a
// tool returned can be read as is) and its name becomes "SERVER/NAME"; a
// prompt is named "SERVER/NAME". Only running servers are listed; reading
// or getting routes to the server that owns the URI or name.

// maxListed bounds the resources or prompts listed per server.
const maxListed = 1000

// ErrNoResource: no upstream server offers the URI.
var ErrNoResource = errors.New("no upstream server offers this resource")

// running returns the connections of the servers that are up.
func (s *Set) running() map[*upstream]*conn {
	out := map[*upstream]*conn{}
	for _, u := range s.ups {
		u.mu.Lock()
		c := u.cur
		u.mu.Unlock()
		if c != nil && !isDone(c.done) {
			out[u] = c
		}
	}
	return out
}

func (s *Set) upstreamNamed(name string) *upstream {
	for _, u := range s.ups {
		if u.name == name {
			return u
		}
	}
	return nil
}

// Resources lists the resources of the running servers, named
// SERVER/NAME, and remembers which server owns each URI.
func (s *Set) Resources(ctx context.Context) []*mcp.Resource {
	var out []*mcp.Resource
	conns := s.running()
	for _, u := range s.ups {
		c := conns[u]
		if c == nil || c.sess.InitializeResult() == nil || c.sess.InitializeResult().Capabilities.Resources == nil {
			continue
		}
		n := 0
		for r, err := range c.sess.Resources(ctx, nil) {
			if err != nil || n >= maxListed {
				break
			}
			n++
			cp := *r
			cp.Name = u.name + "/" + r.Name
			s.noteResource(cp.URI, u)
			out = append(out, &cp)
		}
	}
	return out
}

// noteResource records that u offers uri (listed, or linked from a result).
func (s *Set) noteResource(uri string, u *upstream) {
	s.rootsMu.Lock()
	defer s.rootsMu.Unlock()
	if s.owners == nil {
		s.owners = map[string]*upstream{}
	}
	if len(s.owners) < 100000 {
		s.owners[uri] = u
	}
}

// ReadResource reads uri from the server that listed or linked it, or else
// from the first running server that can read it.
func (s *Set) ReadResource(ctx context.Context, uri string) (*mcp.ReadResourceResult, error) {
	s.rootsMu.Lock()
	owner := s.owners[uri]
	s.rootsMu.Unlock()
	if owner != nil {
		c, err := owner.connection(ctx)
		if err != nil {
			return nil, fmt.Errorf("upstream server %q: %w", owner.name, err)
		}
		return c.sess.ReadResource(ctx, &mcp.ReadResourceParams{URI: uri})
	}
	for _, u := range s.ups {
		c := s.running()[u]
		if c == nil {
			continue
		}
		if res, err := c.sess.ReadResource(ctx, &mcp.ReadResourceParams{URI: uri}); err == nil {
			s.noteResource(uri, u)
			return res, nil
		}
	}
	return nil, fmt.Errorf("%w: %s", ErrNoResource, uri)
}

// Prompts lists the prompts of the running servers, named SERVER/NAME.
func (s *Set) Prompts(ctx context.Context) []*mcp.Prompt {
	var out []*mcp.Prompt
	conns := s.running()
	for _, u := range s.ups {
		c := conns[u]
		if c == nil || c.sess.InitializeResult() == nil || c.sess.InitializeResult().Capabilities.Prompts == nil {
			continue
		}
		n := 0
		for p, err := range c.sess.Prompts(ctx, nil) {
			if err != nil || n >= maxListed {
				break
			}
			n++
			cp := *p
			cp.Name = u.name + "/" + p.Name
			out = append(out, &cp)
		}
	}
	return out
}

// GetPrompt gets the prompt named SERVER/NAME from SERVER; ok is false
// when name names no server.
func (s *Set) GetPrompt(ctx context.Context, name string, args map[string]string) (res *mcp.GetPromptResult, ok bool, err error) {
	server, prompt, found := strings.Cut(name, "/")
	u := s.upstreamNamed(server)
	if !found || u == nil {
		return nil, false, nil
	}
	c, err := u.connection(ctx)
	if err != nil {
		return nil, true, fmt.Errorf("upstream server %q: %w", u.name, err)
	}
	res, err = c.sess.GetPrompt(ctx, &mcp.GetPromptParams{Name: prompt, Arguments: args})
	return res, true, err
}
