package discovery

import (
	"math/rand"
	"strings"
	"testing"

	"github.com/codemode-go/codemode/sdkgen"
)

var testMembers = []sdkgen.Member{
	{Name: "search", Signature: "(query: string, options?: { limit?: number; server?: string }): Promise<Array<{ name: string; server: string; description: string; signature: string }>>", Doc: "Find tools."},
	{Name: "describe", Signature: "(name: string | string[]): Promise<string>", Doc: "Declarations of tools."},
}

// TestOfferBounds: under the default bound of 8 KiB the description fits
// at every catalog size up to 10,000 tools, the tier never gets richer as
// the catalog grows, and every tier declares the codemode namespace.
func TestOfferBounds(t *testing.T) {
	prev := TierFull
	for _, total := range []int{0, 1000, 10000} {
		c, _ := fullCatalog(t, total)
		off, err := c.Offer(&OfferOptions{MaxBytes: 8 << 10, Codemode: testMembers, Frame: sdkgen.RunCodeDescription, Stats: total < 10000})
		if err != nil {
			t.Fatal(err)
		}
		for _, sz := range off.Tiers {
			t.Logf("%d tools: %-10s %8d bytes %7d tokens fits=%v", c.Len(), sz.Tier, sz.Bytes, sz.Tokens, sz.Fits)
		}
		if !off.Fits || off.Bytes > 8<<10 || len(sdkgen.RunCodeDescription(off.Section)) != off.Bytes {
			t.Errorf("%d tools: offer %s is %d bytes (fits=%v), want at most 8 KiB", c.Len(), off.Tier, off.Bytes, off.Fits)
		}
		if off.Tier < prev {
			t.Errorf("%d tools: tier %s is richer than %s for fewer tools", c.Len(), off.Tier, prev)
		}
		prev = off.Tier
		if !strings.Contains(off.Section, "declare const codemode: {") {
			t.Errorf("%d tools: tier %s does not declare codemode", c.Len(), off.Tier)
		}
	}
}

// TestOfferTokenBoundAtScale: under a token budget the size of
// registry.DefaultSDKBudget (10,000; discovery cannot import registry) the
// offer of 10,000 tools fits, so the default stays bounded whatever the
// catalog size.
func TestOfferTokenBoundAtScale(t *testing.T) {
	const budget = 10000
	c, _ := fullCatalog(t, 10000)
	off, err := c.Offer(&OfferOptions{Budget: budget, Codemode: testMembers, Frame: sdkgen.RunCodeDescription})
	if err != nil {
		t.Fatal(err)
	}
	if !off.Fits || CountTokens(sdkgen.RunCodeDescription(off.Section)) > budget {
		t.Errorf("%d tools: offer %s of %d bytes does not fit %d tokens", c.Len(), off.Tier, off.Bytes, budget)
	}
}

// TestOfferTierOrder: a catalog that fits is offered whole, and shrinking
// token budgets walk down the tiers in order.
func TestOfferTierOrder(t *testing.T) {
	tools, _ := joined(map[string][]catalogTool{"github": readCatalog(t, githubCatalog)})
	c, err := New(tools)
	if err != nil {
		t.Fatal(err)
	}
	stats, err := c.Offer(&OfferOptions{Codemode: testMembers, Stats: true, Budget: 1})
	if err != nil {
		t.Fatal(err)
	}
	if len(stats.Tiers) != 5 {
		t.Fatalf("stats measured %d tiers, want 5", len(stats.Tiers))
	}
	for i, sz := range stats.Tiers {
		if sz.Tier != Tier(i+1) || sz.Tokens <= 0 || sz.Tokens > sz.Bytes {
			t.Errorf("tier %d: %+v", i+1, sz)
		}
		if i > 0 && sz.Bytes >= stats.Tiers[i-1].Bytes {
			t.Errorf("tier %s (%d bytes) is not smaller than %s (%d)", sz.Tier, sz.Bytes, stats.Tiers[i-1].Tier, stats.Tiers[i-1].Bytes)
		}
	}
	for _, sz := range stats.Tiers[:4] {
		off, err := c.Offer(&OfferOptions{Codemode: testMembers, Budget: sz.Tokens})
		if err != nil {
			t.Fatal(err)
		}
		if off.Tier != sz.Tier || off.Tokens > sz.Tokens {
			t.Errorf("budget %d tokens: tier %s (%d tokens), want %s", sz.Tokens, off.Tier, off.Tokens, sz.Tier)
		}
	}
	full, err := c.Offer(nil)
	if err != nil {
		t.Fatal(err)
	}
	want, _ := c.FullSDK(nil)
	if full.Tier != TierFull || full.Section != want {
		t.Errorf("no bound: tier %s, want the full SDK", full.Tier)
	}
}

// TestOfferPermutation: the offer and the search results depend on the
// set of tools, not on their order.
func TestOfferPermutation(t *testing.T) {
	tools, _ := joined(realServers(t))
	tools = append(tools, synthetic(600)...)
	a, err := New(tools)
	if err != nil {
		t.Fatal(err)
	}
	shuffled := append([]Tool(nil), tools...)
	rand.New(rand.NewSource(7)).Shuffle(len(shuffled), func(i, j int) { shuffled[i], shuffled[j] = shuffled[j], shuffled[i] })
	b, err := New(shuffled)
	if err != nil {
		t.Fatal(err)
	}
	for _, o := range []*OfferOptions{{MaxBytes: 8 << 10, Codemode: testMembers}, {Budget: 3000}, {Budget: 200}} {
		x, _ := a.Offer(o)
		y, _ := b.Offer(o)
		if x.Section != y.Section || x.Tier != y.Tier {
			t.Errorf("%+v: offers differ under permutation (%s vs %s)", o, x.Tier, y.Tier)
		}
	}
	for _, q := range readQueries(t) {
		x, _ := a.Search(q.text, nil)
		y, _ := b.Search(q.text, nil)
		if len(x) != len(y) {
			t.Fatalf("%q: %d vs %d hits", q.text, len(x), len(y))
		}
		for i := range x {
			if x[i].Name != y[i].Name {
				t.Errorf("%q: hit %d is %s vs %s under permutation", q.text, i, x[i].Name, y[i].Name)
			}
		}
	}
}
