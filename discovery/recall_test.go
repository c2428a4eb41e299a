package discovery

import (
	"slices"
	"testing"
)

// minRecall is the recall@5 the query set must reach (issue #17).
const minRecall = 0.95

// TestRecall measures recall@5 of testdata/queries.tsv: for each task
// phrasing, is a right tool among the first five hits? It runs over the
// real servers alone and with synthetic tools up to 10,000.
func TestRecall(t *testing.T) {
	qs := readQueries(t)
	for _, total := range []int{0, 10000} {
		c, names := fullCatalog(t, total)
		hit := 0
		bySection := map[string][2]int{} // found, total
		for _, q := range qs {
			var want []string
			for _, w := range q.want {
				n, ok := names[w]
				if !ok {
					t.Fatalf("queries.tsv:%d: no tool %s", q.line, w)
				}
				want = append(want, n)
			}
			hits, err := c.Search(q.text, &SearchOptions{Limit: 5})
			if err != nil {
				t.Fatalf("queries.tsv:%d: %v", q.line, err)
			}
			found := false
			var got []string
			for _, h := range hits {
				got = append(got, h.Name)
				found = found || slices.Contains(want, h.Name)
			}
			s := bySection[q.section]
			s[1]++
			if found {
				s[0]++
			}
			bySection[q.section] = s
			if found {
				hit++
			} else {
				t.Logf("miss (%d tools) queries.tsv:%d %q: want %v, got %v", c.Len(), q.line, q.text, want, got)
			}
		}
		for _, name := range sortedKeys(bySection) {
			s := bySection[name]
			t.Logf("  %s: %d/%d", name, s[0], s[1])
		}
		recall := float64(hit) / float64(len(qs))
		t.Logf("recall@5 over %d tools: %d/%d = %.1f%%", c.Len(), hit, len(qs), 100*recall)
		if recall < minRecall {
			t.Errorf("recall@5 over %d tools is %.1f%%, want at least %.0f%%", c.Len(), 100*recall, 100*minRecall)
		}
	}
}
