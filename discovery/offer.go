package discovery

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/codemode-go/codemode/sdkgen"
)

// Tier is how much of a catalog an offer spells out. Lower tiers say more.
type Tier int

// The tiers, from the whole SDK down to a list of servers. Each renders
// the codemode namespace, so a program can always find and describe what
// the offer leaves out.
const (
	// TierFull is the full SDK: every declaration with its comments.
	TierFull Tier = iota + 1
	// TierSignatures is every declaration without comments.
	TierSignatures
	// TierSummaries lists every tool by server with the first sentence
	// of its description.
	TierSummaries
	// TierNames lists every tool's name by server.
	TierNames
	// TierServers lists the servers and their tool counts (as many as fit,
	// then how many more).
	TierServers
)

var tierNames = [...]string{TierFull: "full", TierSignatures: "signatures", TierSummaries: "summaries", TierNames: "names", TierServers: "servers"}

// String returns the tier's name ("full", "signatures", …).
func (t Tier) String() string {
	if t >= TierFull && t <= TierServers {
		return tierNames[t]
	}
	return "tier(" + strconv.Itoa(int(t)) + ")"
}

// OfferOptions bound an offer. A nil *OfferOptions means no bound: the
// full SDK.
type OfferOptions struct {
	// Budget is the most tokens (see CountTokens) the framed text may
	// take; zero means no token bound.
	Budget int
	// MaxBytes is the most bytes the framed text may take; zero means no
	// byte bound.
	MaxBytes int
	// Codemode are the members of the codemode namespace to declare.
	Codemode []sdkgen.Member
	// Frame turns a section into the text that is measured (for example
	// the run_code description that carries it). Nil measures the section.
	// It must be a pure function: offers are cached per budget.
	Frame func(section string) string
	// Stats measures every tier, not only those tried, and counts tokens
	// even without a Budget.
	Stats bool
}

// Offer is the tools:sdk text chosen for a budget.
type Offer struct {
	// Tier is the tier chosen: the first that fits.
	Tier Tier
	// Section is the tools:sdk text of that tier.
	Section string
	// Bytes and Tokens measure the framed text. Tokens is -1 when it was
	// not counted (no Budget and no Stats).
	Bytes, Tokens int
	// Fits is false when even the smallest rendering is over the budget.
	Fits bool
	// Tiers measures each tier tried, in order (every tier with Stats).
	Tiers []TierSize
}

// TierSize measures one tier's framed text.
type TierSize struct {
	Tier   Tier `json:"-"`
	Bytes  int  `json:"bytes"`
	Tokens int  `json:"tokens"` // -1 when not counted
	Fits   bool `json:"fits"`
}

type offerKey struct {
	budget, maxBytes int
	stats            bool
}

// Offer renders the catalog as the most complete tier whose framed text
// fits opts: the full SDK when it fits, otherwise signatures without
// comments, then names with one-line summaries grouped by server, then
// names alone, then servers with tool counts. The choice depends only on
// the set of tools and opts, never on their order. Offers are cached per
// (Budget, MaxBytes, Stats); the Codemode members and Frame must not vary
// between calls on one catalog.
func (c *Catalog) Offer(opts *OfferOptions) (*Offer, error) {
	var o OfferOptions
	if opts != nil {
		o = *opts
	}
	key := offerKey{o.Budget, o.MaxBytes, o.Stats}
	c.offerMu.Lock()
	defer c.offerMu.Unlock()
	if off, ok := c.offers[key]; ok {
		return off, nil
	}
	off, err := c.offer(&o)
	if err != nil {
		return nil, err
	}
	c.offers[key] = off
	return off, nil
}

func (c *Catalog) offer(o *OfferOptions) (*Offer, error) {
	frame := o.Frame
	if frame == nil {
		frame = func(s string) string { return s }
	}
	measure := func(t Tier, section string) TierSize {
		text := frame(section)
		sz := TierSize{Tier: t, Bytes: len(text), Tokens: -1}
		sz.Fits = o.MaxBytes == 0 || sz.Bytes <= o.MaxBytes
		if o.Stats || (sz.Fits && o.Budget > 0 && sz.Bytes > o.Budget) {
			// A token is at least one byte: text of at most Budget bytes
			// fits without counting.
			sz.Tokens = CountTokens(text)
		}
		if sz.Fits && o.Budget > 0 && sz.Bytes > o.Budget {
			sz.Fits = sz.Tokens <= o.Budget
		}
		return sz
	}
	out := &Offer{}
	renderers := []func() (string, error){
		TierFull:       func() (string, error) { return c.sdk(o.Codemode, false) },
		TierSignatures: func() (string, error) { return c.sdk(o.Codemode, true) },
		TierSummaries:  func() (string, error) { return c.listing(o.Codemode, true), nil },
		TierNames:      func() (string, error) { return c.listing(o.Codemode, false), nil },
	}
	for t := TierFull; t < TierServers; t++ {
		if !o.Stats && out.Section != "" {
			break
		}
		text, err := renderers[t]()
		if err != nil {
			return nil, err
		}
		sz := measure(t, text)
		out.Tiers = append(out.Tiers, sz)
		if sz.Fits && out.Section == "" {
			out.Tier, out.Section, out.Bytes, out.Tokens, out.Fits = t, text, sz.Bytes, sz.Tokens, true
		}
	}
	if out.Section == "" || o.Stats {
		text, sz := c.serversFitting(o, measure)
		out.Tiers = append(out.Tiers, sz)
		if out.Section == "" {
			out.Tier, out.Section, out.Bytes, out.Tokens, out.Fits = TierServers, text, sz.Bytes, sz.Tokens, sz.Fits
		}
	}
	return out, nil
}

// sdk renders the section of every tool.
func (c *Catalog) sdk(members []sdkgen.Member, noComments bool) (string, error) {
	ts := make([]sdkgen.Tool, len(c.tools))
	for i := range c.tools {
		ts[i] = sdkTool(&c.tools[i])
	}
	return sdkgen.Render(ts, &sdkgen.Options{Codemode: members, NoComments: noComments})
}

// FullSDK returns the full tools:sdk section (TierFull) declaring members.
func (c *Catalog) FullSDK(members []sdkgen.Member) (string, error) { return c.sdk(members, false) }

// head is the start of a compact tier: the instructions, the untyped
// declarations and the codemode namespace, then what follows says which
// tools exist.
func head(members []sdkgen.Member, n int, what string) string {
	var b strings.Builder
	b.WriteString(sdkgen.Instructions(members))
	fmt.Fprintf(&b, "\n\nThere are %d tools, too many to declare here: %s. "+
		"Find tools with `await codemode.search(\"what you want to do\")` and read their exact argument and result types "+
		"with `await codemode.describe(name)` (both in the same program as the call if you like), then call `await tools[name](args)`.",
		n, what)
	b.WriteString("\n\n" + sdkgen.Fence + "ts\n" + sdkgen.JsonValueDeclaration + "\n\n" + sdkgen.UntypedToolsDeclaration)
	if len(members) > 0 {
		b.WriteString("\n\n" + sdkgen.CodemodeDeclaration(members))
	}
	b.WriteString("\n" + sdkgen.Fence)
	return b.String()
}

// serverLabel names a server in listings.
func serverLabel(s string) string {
	if s == "" {
		return "(no server)"
	}
	return s
}

// listing renders TierSummaries (summaries true) or TierNames.
func (c *Catalog) listing(members []sdkgen.Member, summaries bool) string {
	what := "their names follow, by server"
	if summaries {
		what = "their names and summaries follow, by server"
	}
	var b strings.Builder
	b.WriteString(head(members, len(c.tools), what))
	byServer := map[string][]int{}
	for i := range c.tools {
		byServer[c.tools[i].Server] = append(byServer[c.tools[i].Server], i)
	}
	for _, s := range c.servers {
		fmt.Fprintf(&b, "\n\n%s (%d tools):", serverLabel(s.Name), s.Tools)
		if !summaries {
			b.WriteString("\n")
			for j, i := range byServer[s.Name] {
				if j > 0 {
					b.WriteString(", ")
				}
				b.WriteString(c.tools[i].Name)
			}
			continue
		}
		for _, i := range byServer[s.Name] {
			t := &c.tools[i]
			b.WriteString("\n- " + t.Name)
			if sum := Summary(t.Description); sum != "" {
				b.WriteString(": " + sum)
			}
		}
	}
	return b.String()
}

// serversFitting renders TierServers with as many servers (in name order)
// as fit, and a count of the others.
func (c *Catalog) serversFitting(o *OfferOptions, measure func(Tier, string) TierSize) (string, TierSize) {
	render := func(k int) string {
		var b strings.Builder
		b.WriteString(head(o.Codemode, len(c.tools), fmt.Sprintf("they come from %d servers", len(c.servers))))
		b.WriteString("\n\nServers (`codemode.search(query, {server})` searches one):")
		for _, s := range c.servers[:k] {
			fmt.Fprintf(&b, "\n- %s: %d tools", serverLabel(s.Name), s.Tools)
		}
		if k < len(c.servers) {
			rest := 0
			for _, s := range c.servers[k:] {
				rest += s.Tools
			}
			fmt.Fprintf(&b, "\n- and %d more servers with %d tools", len(c.servers)-k, rest)
		}
		return b.String()
	}
	// The largest k that fits: fitting is monotone in k.
	lo, hi := 0, len(c.servers)
	if sz := measure(TierServers, render(hi)); sz.Fits {
		return render(hi), sz
	}
	for lo < hi-1 {
		mid := (lo + hi) / 2
		if measure(TierServers, render(mid)).Fits {
			lo = mid
		} else {
			hi = mid
		}
	}
	text := render(lo)
	return text, measure(TierServers, text)
}

// MaxSummary is the most bytes of a tool summary.
const MaxSummary = 100

// Summary returns the first sentence of a description on one line, cut
// at a word boundary to at most MaxSummary bytes (with "…" when cut).
func Summary(desc string) string {
	s := strings.Join(strings.Fields(desc), " ")
	for i := 0; i < len(s); i++ {
		if (s[i] == '.' || s[i] == '!' || s[i] == '?') && (i+1 == len(s) || s[i+1] == ' ') {
			s = s[:i+1]
			break
		}
	}
	if len(s) <= MaxSummary {
		return s
	}
	cut := strings.LastIndexByte(s[:MaxSummary-len("…")+1], ' ')
	if cut <= 0 {
		cut = MaxSummary - len("…")
		for cut > 0 && s[cut]&0xC0 == 0x80 { // not inside a UTF-8 sequence
			cut--
		}
	}
	return strings.TrimRight(s[:cut], " ,;:") + "…"
}
