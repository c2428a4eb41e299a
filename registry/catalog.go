package registry

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"slices"
	"sync"

	"github.com/codemode-go/codemode/discovery"
	"github.com/codemode-go/codemode/sdkgen"
)

// catalogCacheSize is how many visible tool sets keep their catalog: the
// global scope and a few agent scopes, typically.
const catalogCacheSize = 8

// catalogCache keeps the discovery catalog (search index, SDK texts,
// offers) of the most recently used visible tool sets, so that they are
// built once per catalog change, not per run or per listing. A set is
// identified by its definitions: registering or unregistering a tool
// replaces them, so a changed set never matches a cached one.
type catalogCache struct {
	mu      sync.Mutex
	entries []*catalog // most recently used last
}

// catalog is the discovery view of one visible tool set.
type catalog struct {
	defs []*def
	gen  uint64 // Registry.observedGen when built
	cat  *discovery.Catalog

	fullOnce sync.Once
	fullText string
	fullErr  error
}

// catalogFor returns the catalog of defs (sorted by name), building it
// when the set is not cached.
func (r *Registry) catalogFor(defs []*def) (*catalog, error) {
	cc := &r.catalogs
	gen := r.observedGen.Load()
	cc.mu.Lock()
	for i, e := range cc.entries {
		if e.gen == gen && slices.Equal(e.defs, defs) {
			cc.entries = append(slices.Delete(cc.entries, i, i+1), e)
			cc.mu.Unlock()
			return e, nil
		}
	}
	cc.mu.Unlock()
	t := r.Transport()
	tools := make([]discovery.Tool, len(defs))
	for i, d := range defs {
		tools[i] = discovery.Tool{Name: d.Name, Server: d.Server, Description: d.Description, InputSchema: d.input, OutputSchema: d.output}
		if d.output == nil && t != nil {
			if schema, note, ok := t.OutputType(d.Name); ok {
				tools[i].OutputSchema, tools[i].OutputNote = schema, note
			}
		}
	}
	c, err := discovery.New(tools)
	if err != nil {
		return nil, fmt.Errorf("registry: indexing the tools: %w", err)
	}
	e := &catalog{defs: slices.Clone(defs), gen: gen, cat: c}
	cc.mu.Lock()
	defer cc.mu.Unlock()
	for _, o := range cc.entries { // built meanwhile by another caller
		if o.gen == gen && slices.Equal(o.defs, defs) {
			return o, nil
		}
	}
	if len(cc.entries) == catalogCacheSize {
		cc.entries = slices.Delete(cc.entries, 0, 1)
	}
	cc.entries = append(cc.entries, e)
	return e, nil
}

// sdkCatalog is catalogFor for rendering the SDK, which needs a
// TypeScript runtime (or none).
func (r *Registry) sdkCatalog(defs []*def) (*catalog, error) {
	if t := r.Transport(); t != nil {
		if l := t.Language(); l != "" && l != "typescript" {
			return nil, fmt.Errorf("registry: code runtime language %q has no SDK renderer (known: typescript)", l)
		}
	}
	return r.catalogFor(defs)
}

// full returns the full tools:sdk section, codemode namespace included.
func (c *catalog) full() (string, error) {
	c.fullOnce.Do(func() {
		c.fullText, c.fullErr = c.cat.FullSDK(sdkgen.CodemodeDeclarations())
		if c.fullErr != nil {
			c.fullErr = fmt.Errorf("registry: rendering the SDK: %w", c.fullErr)
		}
	})
	return c.fullText, c.fullErr
}

// offer returns the offer under budget (see Options.Prompt.SDKBudget).
func (c *catalog) offer(budget int, stats bool) (*discovery.Offer, error) {
	o := &discovery.OfferOptions{Codemode: sdkgen.CodemodeDeclarations(), Frame: sdkgen.RunCodeDescription, Stats: stats}
	if budget == 0 {
		budget = DefaultSDKBudget
	}
	if budget > 0 {
		o.Budget = budget
	}
	off, err := c.cat.Offer(o)
	if err != nil {
		return nil, fmt.Errorf("registry: rendering the SDK: %w", err)
	}
	return off, nil
}

// Bound is the tool set a program of one scope is bound to: the scope's
// visible tools, run_code excepted (RC-12), as they stood when
// Host.Bind was called.
type Bound struct {
	// Names are the bound tools' names, in the registry's order.
	Names []string
	// Catalog is the discovery catalog of the set (search, describe),
	// shared with the SDK the registry renders for it.
	Catalog *discovery.Catalog

	defs []*def
}

// bind returns the tools a program running in scope is bound to.
func (r *Registry) bind(scope string) (Bound, error) {
	defs, _ := r.visibleDefs(scope)
	c, err := r.catalogFor(defs)
	if err != nil {
		return Bound{}, err
	}
	names := make([]string, len(defs))
	for i, d := range defs {
		names[i] = d.Name
	}
	return Bound{Names: names, Catalog: c.cat, defs: defs}, nil
}

// Fingerprint identifies the bound set: a hash of the names and input
// schemas, in the registry's order. A resumed run must see the set it
// suspended with.
func (b Bound) Fingerprint() string {
	h := sha256.New()
	for _, d := range b.defs {
		h.Write([]byte(d.Name))
		h.Write([]byte{0})
		h.Write(d.input)
		h.Write([]byte{0})
	}
	return hex.EncodeToString(h.Sum(nil))
}
