package main

import (
	"math"
	"slices"
	"sort"
	"testing"
)

func TestJacobi(t *testing.T) {
	// [[2 1] [1 2]] has eigenvalues 1 and 3.
	vals, vecs := jacobi([]float64{2, 1, 1, 2}, 2)
	got := append([]float64(nil), vals...)
	sort.Float64s(got)
	if math.Abs(got[0]-1) > 1e-9 || math.Abs(got[1]-3) > 1e-9 {
		t.Fatalf("eigenvalues %v, want [1 3]", got)
	}
	for e := range 2 { // A v = λ v
		v := []float64{vecs[0*2+e], vecs[1*2+e]}
		av := []float64{2*v[0] + v[1], v[0] + 2*v[1]}
		for i := range 2 {
			if math.Abs(av[i]-vals[e]*v[i]) > 1e-9 {
				t.Errorf("eigenvector %d: A v = %v, λ v = %v", e, av, []float64{vals[e] * v[0], vals[e] * v[1]})
			}
		}
	}
}

func TestWords(t *testing.T) {
	for _, c := range []struct {
		in   string
		want []string
	}{
		{"Refund a payment_intent.", []string{"refund", "payment", "intent"}},
		{"the (a) of", nil},
		{"K8s v2 x", nil},
	} {
		if got := words(c.in); !slices.Equal(got, c.want) {
			t.Errorf("words(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// TestSVD: words that always occur together get the same direction, and
// words of two unrelated topics get orthogonal ones.
func TestSVD(t *testing.T) {
	docs := [][]string{}
	for range 20 {
		docs = append(docs, []string{"refund", "payment", "invoice"}, []string{"pod", "namespace", "cluster"})
	}
	vocab, ids := buildVocab(docs, 100)
	m := cooccurrence(docs, ids, len(vocab), 0)
	ppmi(m)
	vs := svd(m, len(vocab), 2)
	cos := func(a, b string) float64 {
		x, y := vs[ids[a]], vs[ids[b]]
		var d, nx, ny float64
		for i := range x {
			d += x[i] * y[i]
			nx += x[i] * x[i]
			ny += y[i] * y[i]
		}
		return d / math.Sqrt(nx*ny)
	}
	if c := cos("refund", "invoice"); c < 0.9 {
		t.Errorf("refund·invoice = %.2f, want near 1", c)
	}
	if c := cos("refund", "pod"); math.Abs(c) > 0.1 {
		t.Errorf("refund·pod = %.2f, want near 0", c)
	}
}

// TestProject: centred vectors lose their strongest direction and keep
// the next ones, so words that differ only along the dropped direction
// become alike and words that differ along a kept one stay apart.
func TestProject(t *testing.T) {
	// Axis 0 varies most (±10), axis 1 less (±3), axis 2 least (±1).
	vs := [][]float64{{10, 3, 1}, {-10, 3, 1}, {10, -3, 1}, {-10, -3, -1}, {10, 3, -1}, {-10, -3, 1}}
	out := project(vs, 1, 2)
	if len(out) != len(vs) || len(out[0]) != 2 {
		t.Fatalf("got %d vectors of %d dims, want 6 of 2", len(out), len(out[0]))
	}
	if c := cosine(out[0], out[1]); c < 0.95 { // differ only along axis 0
		t.Errorf("cosine of words differing along the dropped direction %.2f, want ~1", c)
	}
	if c := cosine(out[0], out[2]); c > 0 { // differ along axis 1, kept
		t.Errorf("cosine of words differing along a kept direction %.2f, want below 0", c)
	}
}

func TestSplitCamel(t *testing.T) {
	for in, want := range map[string]string{"listIssues": "list Issues", "URL": "URL", "getPRFiles": "get PRFiles", "": ""} {
		if got := splitCamel(in); got != want {
			t.Errorf("splitCamel(%q) = %q, want %q", in, got, want)
		}
	}
}
