package discovery

import (
	"encoding/json"
	"math"
	"sort"
	"strings"
)

// The fields of a tool the index reads, with their BM25F weights and
// length normalisation. A tool's name says most about what it does; its
// server (and the product the server names) decides between servers that
// offer the same action; parameters say least, but are sometimes the only
// place a word occurs (an enum value "list_workflows").
var fields = [...]struct {
	weight, b float64
}{
	fieldName:   {3.0, 0.3},
	fieldServer: {2.0, 0.0},
	fieldDesc:   {1.0, 0.5},
	fieldParams: {0.5, 0.75},
}

const (
	fieldName = iota
	fieldServer
	fieldDesc
	fieldParams
	numFields
)

// k1 is BM25's term-frequency saturation.
const k1 = 1.2

// posting is one tool's weighted, length-normalised frequency of a term.
type posting struct {
	doc int32
	tf  float32
}

// index is a BM25F inverted index over the tools of a catalog, built once
// and read concurrently.
type index struct {
	postings map[string][]posting
	idf      map[string]float64
}

// docFields returns the text of each field of t.
func docFields(t *Tool) [numFields][]string {
	var f [numFields][]string
	f[fieldName] = terms(t.Name)
	f[fieldServer] = terms(t.Server)
	f[fieldDesc] = terms(t.Description)
	f[fieldParams] = terms(paramText(t.InputSchema))
	return f
}

// paramText gathers the property names, descriptions and string enum
// values of an input schema's top level and of the objects directly
// under it.
func paramText(schema json.RawMessage) string {
	if len(schema) == 0 {
		return ""
	}
	var s map[string]any
	if json.Unmarshal(schema, &s) != nil {
		return ""
	}
	var b strings.Builder
	var walk func(s map[string]any, depth int)
	walk = func(s map[string]any, depth int) {
		if desc, ok := s["description"].(string); ok && depth > 0 {
			b.WriteString(desc)
			b.WriteByte(' ')
		}
		if enum, ok := s["enum"].([]any); ok {
			for _, v := range enum {
				if v, ok := v.(string); ok {
					b.WriteString(v)
					b.WriteByte(' ')
				}
			}
		}
		props, _ := s["properties"].(map[string]any)
		if depth > 2 {
			return
		}
		names := make([]string, 0, len(props))
		for k := range props {
			names = append(names, k)
		}
		sort.Strings(names)
		for _, k := range names {
			b.WriteString(k)
			b.WriteByte(' ')
			if p, ok := props[k].(map[string]any); ok {
				walk(p, depth+1)
			}
		}
		if items, ok := s["items"].(map[string]any); ok {
			walk(items, depth+1)
		}
	}
	walk(s, 0)
	return b.String()
}

// buildIndex indexes tools (already in their final order) and returns
// the terms of each tool's fields.
func buildIndex(tools []Tool) (*index, [][numFields][]string) {
	n := len(tools)
	docs := make([][numFields][]string, n)
	var avg [numFields]float64
	for i := range tools {
		docs[i] = docFields(&tools[i])
		for f := range numFields {
			avg[f] += float64(len(docs[i][f]))
		}
	}
	for f := range numFields {
		if n > 0 {
			avg[f] /= float64(n)
		}
		if avg[f] == 0 {
			avg[f] = 1
		}
	}
	ix := &index{postings: map[string][]posting{}, idf: map[string]float64{}}
	tf := map[string]float64{}
	for i := range docs {
		clear(tf)
		for f := range numFields {
			toks := docs[i][f]
			if len(toks) == 0 {
				continue
			}
			norm := fields[f].weight / (1 - fields[f].b + fields[f].b*float64(len(toks))/avg[f])
			for _, t := range toks {
				tf[t] += norm
			}
		}
		for t, w := range tf {
			ix.postings[t] = append(ix.postings[t], posting{doc: int32(i), tf: float32(w)})
		}
	}
	for t, ps := range ix.postings {
		df := float64(len(ps))
		ix.idf[t] = math.Log(1 + (float64(n)-df+0.5)/(df+0.5))
	}
	return ix, docs
}

// score adds, for every tool matching a term of q, its BM25F score to
// scores and returns the indexes of the tools touched.
func (ix *index) score(q map[string]float64, scores []float64, touched []int32) []int32 {
	// Iterate terms in a fixed order so float sums are reproducible.
	ts := make([]string, 0, len(q))
	for t := range q {
		ts = append(ts, t)
	}
	sort.Strings(ts)
	for _, t := range ts {
		ps := ix.postings[t]
		if len(ps) == 0 {
			continue
		}
		w := q[t] * ix.idf[t]
		for _, p := range ps {
			if scores[p.doc] == 0 {
				touched = append(touched, p.doc)
			}
			tf := float64(p.tf)
			scores[p.doc] += w * tf * (k1 + 1) / (tf + k1)
		}
	}
	return touched
}
