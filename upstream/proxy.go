package upstream

import (
	"context"
	"errors"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Upstream resources and prompts are offered beside codemode's own: a
// resource keeps its URI (so a resource_link a tool returned can be read as
// is) and its name becomes "SERVER/NAME"; a prompt is named as a tool is
// (its own name when unique, else SERVER_NAME). Only running servers are
// listed; reading or getting routes to the server that owns the URI or
// name.

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

// Prompts lists the prompts of the running servers under their exposed
// names (see [Set.GetPrompt]); reserved holds the names of prompts that are
// not upstream prompts, such as codemode's own.
func (s *Set) Prompts(ctx context.Context, reserved ...string) []*mcp.Prompt {
	table := s.promptTable(ctx, reserved)
	out := make([]*mcp.Prompt, 0, len(table))
	for _, e := range table {
		cp := *e.prompt
		cp.Name = e.exposed
		out = append(out, &cp)
	}
	return out
}

// GetPrompt gets the prompt exposed as name from the server that owns it;
// ok is false when no running server has a prompt of that name. Names
// follow the rule of tool names (DESIGN §6): an upstream prompt keeps its
// name when no other server has a prompt of that name and it is not
// reserved; otherwise it is SERVER_NAME (with a "_2", "_3"… suffix in the
// rare case that is in use too), the same for every listing of the same
// prompts. Each get lists the prompts again, so that a stateless replica
// that never answered prompts/list routes it alike.
func (s *Set) GetPrompt(ctx context.Context, name string, args map[string]string, reserved ...string) (res *mcp.GetPromptResult, ok bool, err error) {
	e := s.findPrompt(ctx, name, reserved)
	if e == nil {
		return nil, false, nil
	}
	c, err := e.u.connection(ctx)
	if err != nil {
		return nil, true, fmt.Errorf("upstream server %q: %w", e.u.name, err)
	}
	res, err = c.sess.GetPrompt(ctx, &mcp.GetPromptParams{Name: e.prompt.Name, Arguments: args})
	return res, true, err
}

// promptEntry is an upstream prompt and the name codemode exposes it by.
type promptEntry struct {
	u       *upstream
	prompt  *mcp.Prompt
	exposed string
}

// findPrompt returns the prompt exposed as name, nil when none.
func (s *Set) findPrompt(ctx context.Context, name string, reserved []string) *promptEntry {
	for _, e := range s.promptTable(ctx, reserved) {
		if e.exposed == name {
			return &e
		}
	}
	return nil
}

// promptTable lists the prompts of the running servers, in server order,
// and names them with the tool naming rule (naming.go).
func (s *Set) promptTable(ctx context.Context, reserved []string) []promptEntry {
	var table []promptEntry
	var refs []toolRef
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
			table = append(table, promptEntry{u: u, prompt: p})
			refs = append(refs, toolRef{server: u.name, tool: p.Name})
		}
	}
	taken := make(map[string]bool, len(reserved))
	for _, r := range reserved {
		taken[r] = true
	}
	names := assignNames(refs, taken)
	for i := range table {
		table[i].exposed = names[toolRef{server: table[i].u.name, tool: table[i].prompt.Name}]
	}
	return table
}
