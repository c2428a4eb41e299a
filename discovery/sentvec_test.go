package discovery

import "testing"

// TestSentenceFeature: the mean word vector of a query is nearer a tool
// about what it asks than one about something else, and a query with no
// word the table holds has none.
func TestSentenceFeature(t *testing.T) {
	c, err := New([]Tool{
		{Name: "create_refund", Server: "stripe", Description: "Refund a charge to the customer's card."},
		{Name: "list_pods", Server: "kubernetes", Description: "List the pods of a namespace in the cluster."},
	})
	if err != nil {
		t.Fatal(err)
	}
	c.sentOnce.Do(c.buildSentences)
	vs := wordVectors()
	if len(vs) == 0 {
		t.Fatal("no word vectors")
	}
	refund, pods := c.byName["create_refund"], c.byName["list_pods"]
	for _, tc := range []struct {
		query       string
		near, other int
	}{
		{"give the customer their money back for the payment", refund, pods},
		{"which containers run in the cluster", pods, refund},
	} {
		qv := c.querySentence(queryTerms(tc.query, c.idx.postings), vs)
		if qv == nil || c.sentVecs[tc.near] == nil || c.sentVecs[tc.other] == nil {
			t.Fatalf("%q: no mean vector", tc.query)
		}
		if n, o := dot(qv, c.sentVecs[tc.near]), dot(qv, c.sentVecs[tc.other]); n <= o {
			t.Errorf("%q: cosine %.2f with %s, %.2f with %s", tc.query, n, c.tools[tc.near].Name, o, c.tools[tc.other].Name)
		}
	}
	if qv := c.querySentence(queryTerms("zzqx", c.idx.postings), vs); qv != nil {
		t.Errorf("a query of unknown words has a mean vector")
	}
}
