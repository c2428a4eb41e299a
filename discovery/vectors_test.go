package discovery

import (
	"encoding/binary"
	"testing"
)

// table builds a vector table in internal/vecgen's format.
func table(dims uint32, words []string, vecs [][]int8) []byte {
	b := []byte("CMWV1\n")
	b = binary.LittleEndian.AppendUint32(b, dims)
	b = binary.LittleEndian.AppendUint32(b, uint32(len(words)))
	for _, w := range words {
		b = append(b, byte(len(w)))
		b = append(b, w...)
	}
	for _, v := range vecs {
		for _, x := range v {
			b = append(b, byte(x))
		}
	}
	return b
}

func unit(d int) []int8 {
	v := make([]int8, vecDims)
	v[d] = 127
	return v
}

func TestParseVectors(t *testing.T) {
	good := table(vecDims, []string{"issues", "issue", "pod"}, [][]int8{unit(0), unit(1), unit(2)})
	vs := parseVectors(good)
	if len(vs) != 2 {
		t.Fatalf("got %d stems, want 2 (issues and issue share a stem)", len(vs))
	}
	// The two words of one stem average to one unit vector.
	if got := dot(vs[stem("issue")], vs[stem("issue")]); got < 0.98 || got > 1.02 {
		t.Errorf("|issue| = %v, want 1", got)
	}
	if got := dot(vs[stem("issue")], vs[stem("pod")]); got != 0 {
		t.Errorf("issue·pod = %v, want 0", got)
	}
	for _, c := range []struct {
		name string
		b    []byte
	}{
		{"empty", nil},
		{"bad magic", append([]byte("CMWV2\n"), good[6:]...)},
		{"other dimension", table(vecDims-1, []string{"a"}, [][]int8{make([]int8, vecDims-1)})},
		{"short vectors", good[:len(good)-1]},
		{"trailing bytes", append(append([]byte(nil), good...), 0)},
		{"word past the end", table(vecDims, []string{"abc"}, nil)[:len("CMWV1\n")+8+2]},
		{"count past the end", func() []byte {
			b := append([]byte(nil), good...)
			binary.LittleEndian.PutUint32(b[10:], 1<<30)
			return b
		}()},
	} {
		if vs := parseVectors(c.b); vs != nil {
			t.Errorf("%s: parsed %d stems, want none", c.name, len(vs))
		}
	}
}

// FuzzParseVectors: any bytes parse to a table or to none, never a crash,
// and every vector parsed is a unit vector, up to int8 rounding.
func FuzzParseVectors(f *testing.F) {
	f.Add(table(vecDims, []string{"issue", "pod"}, [][]int8{unit(0), unit(3)}))
	f.Add(table(vecDims, []string{"zero"}, [][]int8{make([]int8, vecDims)}))
	f.Add([]byte("CMWV1\n"))
	f.Add([]byte{})
	f.Fuzz(func(t *testing.T, b []byte) {
		for w, v := range parseVectors(b) {
			if n := dot(v, v); n != 0 && (n < 0.9 || n > 1.1) { // int8 rounding: at most 0.5 a component
				t.Fatalf("%q: |v|² = %v", w, n)
			}
		}
	})
}

// TestWordVectors checks the embedded table: it loads, and related words
// are closer than unrelated ones.
func TestWordVectors(t *testing.T) {
	vs := wordVectors()
	if len(vs) < 20000 {
		t.Fatalf("the embedded table has %d stems, want at least 20,000", len(vs))
	}
	for _, c := range []struct{ word, near, far string }{
		{"refund", "invoice", "pod"},
		{"chargeback", "refund", "namespace"},
		{"elevation", "altitude", "invoice"},
		{"remember", "recall", "deploy"},
		{"folder", "directory", "payment"},
	} {
		w, n, f := vs[stem(c.word)], vs[stem(c.near)], vs[stem(c.far)]
		if w == nil || n == nil || f == nil {
			t.Errorf("%v: a word has no vector", c)
			continue
		}
		if dot(w, n) <= dot(w, f)+0.2 {
			t.Errorf("%s·%s = %.2f, %s·%s = %.2f: want the first clearly larger", c.word, c.near, dot(w, n), c.word, c.far, dot(w, f))
		}
	}
}

// TestExpandUnknown: a query word no tool uses finds the tools named for
// its neighbours; a word tools use is not expanded.
func TestExpandUnknown(t *testing.T) {
	c, err := New([]Tool{
		{Name: "create_refund", Server: "stripe", Description: "Refund a payment intent."},
		{Name: "pods_list", Server: "k8s", Description: "List the pods of a namespace."},
		{Name: "namespaces_list", Server: "k8s", Description: "List namespaces."},
	})
	if err != nil {
		t.Fatal(err)
	}
	hits, err := c.Search("chargeback", nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(hits) == 0 || hits[0].Name != "create_refund" {
		t.Errorf("chargeback: got %v, want create_refund first", hits)
	}
	q := queryTerms("list pods", c.idx.postings)
	before := len(q)
	c.expandUnknown(q)
	if len(q) != before {
		t.Errorf("known words were expanded: %v", q)
	}
}
