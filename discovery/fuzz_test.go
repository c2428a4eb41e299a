package discovery

import (
	"testing"
	"unicode/utf8"
)

// FuzzQuery: any query text is searched without a panic, the hits are
// well formed and at most the limit, and the search is deterministic.
func FuzzQuery(f *testing.F) {
	for _, s := range []string{"list open issues", "keep this in mind for later", "open example.com", "k8s pods", "", "\x00\xff", "a_b-cD éé 12.3.4"} {
		f.Add(s)
	}
	c, _ := fullCatalog(f, 0)
	f.Fuzz(func(t *testing.T, q string) {
		a, errA := c.Search(q, &SearchOptions{Limit: 7})
		b, errB := c.Search(q, &SearchOptions{Limit: 7})
		if (errA == nil) != (errB == nil) || len(a) != len(b) || len(a) > 7 {
			t.Fatalf("nondeterministic or over the limit: %v %v %d %d", errA, errB, len(a), len(b))
		}
		for i := range a {
			if a[i].Name != b[i].Name || a[i].Signature == "" {
				t.Fatalf("hit %d: %+v vs %+v", i, a[i], b[i])
			}
			if i > 0 && a[i].Score > a[i-1].Score {
				t.Fatalf("hits out of order")
			}
		}
		for _, w := range words(q) {
			if w == "" || !utf8.ValidString(w) && utf8.ValidString(q) {
				t.Fatalf("bad word %q", w)
			}
		}
	})
}
