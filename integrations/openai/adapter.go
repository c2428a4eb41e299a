package openai

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/codemode-go/codemode/integrations/kit"
	"github.com/codemode-go/codemode/registry"
)

// Options configure an [Adapter]. A nil *Options means the zero value.
type Options struct {
	// Scope is the agent scope whose offer, prompt and calls the adapter
	// uses; "" is the global scope.
	Scope string
	// OnLog, when set, receives each console line of a run_code program
	// as it is printed, with the id of the tool call that ran it. It is
	// called from the program's goroutine, possibly for several programs
	// at once, and must not block.
	OnLog func(callID, line string)
	// NoCacheKey leaves prompt_cache_key unset in PrepareChat and
	// PrepareResponse.
	NoCacheKey bool
}

// Adapter presents one registry scope to the OpenAI APIs. It is safe for
// concurrent use; it reads the registry on every call, so tools
// registered later are offered in the next request.
type Adapter struct {
	reg  *registry.Registry
	opts Options
}

// New returns an Adapter for reg. The options are copied.
func New(reg *registry.Registry, opts *Options) *Adapter {
	a := &Adapter{reg: reg}
	if opts != nil {
		a.opts = *opts
	}
	return a
}

// function is one offered tool in the shape both APIs share.
type function struct {
	name        string
	description string
	parameters  map[string]any
}

// functions returns the registry's offer for the scope, by name.
func (a *Adapter) functions() ([]function, error) {
	schemas, err := a.reg.WireSchemas(a.opts.Scope)
	if err != nil {
		return nil, err
	}
	out := make([]function, 0, len(schemas))
	for _, s := range schemas {
		p, err := parameters(s.InputSchema)
		if err != nil {
			return nil, fmt.Errorf("openai: tool %s: %w", s.Name, err)
		}
		out = append(out, function{name: s.Name, description: s.Description, parameters: p})
	}
	return out, nil
}

// parameters splits a JSON Schema object into its top-level keywords,
// each kept as its JSON text: the SDK writes the map in key order and the
// values verbatim, so the bytes are stable and numbers stay exact.
func parameters(schema json.RawMessage) (map[string]any, error) {
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(schema, &fields); err != nil {
		return nil, fmt.Errorf("input schema: %w", err)
	}
	p := make(map[string]any, len(fields)+1)
	for k, v := range fields {
		p[k] = v
	}
	if _, ok := p["properties"]; !ok {
		p["properties"] = json.RawMessage(`{}`) // some servers reject an object schema without properties
	}
	return p, nil
}

// Instructions returns the prompt sections of the scope as one text
// (registry.RenderPrompt): the system message of Chat Completions, the
// instructions of Responses.
func (a *Adapter) Instructions() (string, error) {
	sections, err := kit.SystemPrompt(a.reg, a.opts.Scope)
	if err != nil {
		return "", err
	}
	return registry.RenderPrompt(sections), nil
}

// CacheKey returns a prompt_cache_key for the scope's prefix: a digest of
// the offered tools and the instructions, the same for the same catalog
// whatever order it was built in.
func (a *Adapter) CacheKey() (string, error) {
	fns, err := a.functions()
	if err != nil {
		return "", err
	}
	text, err := a.Instructions()
	if err != nil {
		return "", err
	}
	h := sha256.New()
	for _, f := range fns {
		p, err := json.Marshal(f.parameters)
		if err != nil {
			return "", err
		}
		fmt.Fprintf(h, "%q %q %s\n", f.name, f.description, p)
	}
	h.Write([]byte(text))
	return "codemode-" + hex.EncodeToString(h.Sum(nil)[:12]), nil
}

// call is one function call of a model turn.
type call struct {
	id, name, arguments string
}

// run executes the calls of one turn and returns their result texts.
func (a *Adapter) run(ctx context.Context, calls []call) []string {
	rc := make([]registry.Call, len(calls))
	for i, c := range calls {
		rc[i] = registry.Call{ID: c.id, Name: c.name, Scope: a.opts.Scope}
		if strings.TrimSpace(c.arguments) != "" {
			rc[i].Arguments = json.RawMessage(c.arguments)
		}
		if f := a.opts.OnLog; f != nil {
			id := c.id
			rc[i].OnLog = func(line string) { f(id, line) }
		}
	}
	results := a.reg.CallTurn(ctx, rc)
	out := make([]string, len(results))
	for i, res := range results {
		out[i] = ResultText(res)
	}
	return out
}

// ResultText renders a registry result as the text of a tool result: its
// text blocks joined by newlines (other blocks as their JSON, since
// neither API takes images in a tool result), then the text of its
// deferred contexts. A failure starts with "ERROR (CODE):" on its own
// line, because the APIs have no error flag.
func ResultText(res *registry.Result) string { return kit.Text(res) }
