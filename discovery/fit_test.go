package discovery

import (
	"flag"
	"fmt"
	"slices"
	"sort"
	"strings"
	"testing"
)

var fit = flag.Bool("fit", false, "TestFitRanker: fit the feature weights by coordinate ascent and print them")

// fitQuery is one phrasing of a fitting set: its candidates' features,
// which candidates are right, and whether the first hit was found
// without reranking (a right tool outside the candidates is a miss).
type fitQuery struct {
	feats []features
	right []bool
}

// fitSets gathers the candidates of the tuning half of testdata/npm and
// of queries.tsv, each at 10,000 tools: the only sets the weights may
// see (the held-out half never).
func fitSets(t *testing.T) (tune, own []fitQuery) {
	collect := func(c *Catalog, qs []query, names map[string]string) []fitQuery {
		var out []fitQuery
		for _, q := range qs {
			var want []string
			for _, w := range q.want {
				want = append(want, names[w])
			}
			var fq fitQuery
			_, err := c.search(q.text, &SearchOptions{Limit: MaxLimit}, &allFeatures, func(d int32, f *features) {
				fq.feats = append(fq.feats, *f)
				fq.right = append(fq.right, slices.Contains(want, c.tools[d].Name))
			})
			if err != nil {
				t.Fatalf("%q: %v", q.text, err)
			}
			out = append(out, fq)
		}
		return out
	}
	tools, names := npmCatalog(t, 10000)
	c, err := New(tools)
	if err != nil {
		t.Fatal(err)
	}
	tune = collect(c, readQueryFile(t, "testdata/npm/tune.tsv"), names)
	fc, fnames := fullCatalog(t, 10000)
	return tune, collect(fc, readQueries(t), fnames)
}

// allFeatures turns every feature on, so the fit sees them all.
var allFeatures = [numFeatures]float64{1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1}

// fitObjective is what the fit maximises: recall@1, then recall@5 at
// half its weight, then the reciprocal rank a little (a tie-breaker that
// moves right tools up before they reach rank 1).
func fitObjective(qs []fitQuery, w *[numFeatures]float64) float64 {
	total := 0.0
	order := make([]int, 0, MaxLimit)
	scores := make([]float64, 0, MaxLimit)
	for _, q := range qs {
		order, scores = order[:0], scores[:0]
		for i := range q.feats {
			order = append(order, i)
			scores = append(scores, rankScore(&q.feats[i], w))
		}
		sort.SliceStable(order, func(a, b int) bool { return scores[order[a]] > scores[order[b]] })
		for r, i := range order {
			if q.right[i] {
				if r == 0 {
					total++
				}
				if r < 5 {
					total += 0.5
				}
				total += 0.2 / float64(r+1)
				break
			}
		}
	}
	return total / float64(len(qs))
}

// refitSlack is how much better than the committed weights a fit from
// them may score before TestFitRanker asks for a refit: about two
// queries of the 228 at rank 1.
const refitSlack = 0.01

// TestFitRanker holds the committed weights to doing better on the
// fitting sets than BM25F's order alone, and to being (within
// refitSlack) what coordinate ascent reaches from them, so a change of
// features or candidates that leaves them stale fails. With -fit it also
// fits from BM25F's order alone and prints the better optimum, to commit
// as rankWeights.
func TestFitRanker(t *testing.T) {
	tune, own := fitSets(t)
	qs := append(append([]fitQuery(nil), tune...), own...)
	bm := [numFeatures]float64{featBM25: 1}
	base, got := fitObjective(qs, &bm), fitObjective(qs, &rankWeights)
	t.Logf("objective: BM25F order %.4f, committed weights %.4f", base, got)
	if got <= base {
		t.Errorf("the committed weights score %.4f on the fitting sets, BM25F's order alone %.4f", got, base)
	}
	if _, v := ascend(qs, rankWeights); v > got+refitSlack {
		t.Errorf("coordinate ascent from the committed weights reaches %.4f, they score %.4f: refit with -fit", v, got)
	}
	if !*fit {
		return
	}
	// Coordinate ascent from the committed weights and from BM25F's
	// order alone; the better optimum wins.
	var w [numFeatures]float64
	best := -1.0
	for _, start := range [][numFeatures]float64{rankWeights, bm} {
		sw, sv := ascend(qs, start)
		if sv > best {
			w, best = sw, sv
		}
	}
	var b strings.Builder
	for i, x := range w {
		fmt.Fprintf(&b, "%s %.2f  ", featureNames[i], x)
	}
	t.Logf("fitted (objective %.4f): %s", best, b.String())
	// How well a fit carries to a set it did not see: fit on one set,
	// measure on the other, beside BM25F's order.
	for _, c := range []struct {
		name     string
		fit, see []fitQuery
	}{{"npm tune -> queries.tsv", tune, own}, {"queries.tsv -> npm tune", own, tune}} {
		w, _ := ascend(c.fit, bm)
		t.Logf("%s: objective %.4f (BM25F order %.4f, weights fitted on both %.4f)", c.name, fitObjective(c.see, &w), fitObjective(c.see, &bm), fitObjective(c.see, &rankWeights))
	}
}

// ascend improves w one weight at a time (BM25F's fixed at 1, the scale)
// while a step improves the objective, and returns the optimum reached.
func ascend(qs []fitQuery, w [numFeatures]float64) ([numFeatures]float64, float64) {
	best := fitObjective(qs, &w)
	steps := []float64{-1, -0.5, -0.2, -0.1, -0.05, 0.05, 0.1, 0.2, 0.5, 1}
	for round := 0; round < 20; round++ {
		improved := false
		for i := range numFeatures {
			if i == featBM25 {
				continue
			}
			for _, s := range steps {
				try := w
				try[i] = max(0, w[i]+s)
				if v := fitObjective(qs, &try); v > best+1e-9 {
					best, w, improved = v, try, true
				}
			}
		}
		if !improved {
			break
		}
	}
	return w, best
}
