package discovery

import "math"

// The sentence feature (featSent): a query and a tool are each the
// idf-weighted mean of their words' vectors, model2vec's mean pooling,
// and the feature is the cosine of the two. A tool's name words count
// twice its description's. Fitted with the shipped (WordNet) table the
// feature earns no weight, so search computes it only for fitting
// (docs/discovery.md); the mean vectors are built at the first search
// that weighs it.

// buildSentences computes every tool's mean vector.
func (c *Catalog) buildSentences() {
	vs := wordVectors()
	c.sentVecs = make([]*vec, len(c.tools))
	for i := range c.tools {
		c.sentVecs[i] = c.toolSentence(i, vs)
	}
}

// toolSentence is the mean vector of tool i's name and description
// terms, each weighted by its idf (the name's twice), as a unit vector;
// nil when no term has a vector.
func (c *Catalog) toolSentence(i int, vs map[string]*vec) *vec {
	var s [vecDims]float64
	add := func(ts []string, w float64) {
		for _, t := range ts {
			if v := vs[t]; v != nil {
				f := w * c.idx.idf[t]
				for d, x := range v {
					s[d] += f * float64(x)
				}
			}
		}
	}
	add(c.nameAll[i], 2)
	add(c.descTerms[i], 1)
	return unitVec(&s)
}

// querySentence is the mean vector of the query's own terms (not the
// synonyms and expansions search added), each weighted by its weight ×
// idf; nil when none has a vector.
func (c *Catalog) querySentence(q map[string]float64, vs map[string]*vec) *vec {
	var s [vecDims]float64
	for _, t := range sortedTerms(q) {
		if v := vs[t]; v != nil && q[t] >= verbWeight {
			f := min(q[t], 1) * c.idx.idf[t]
			for d, x := range v {
				s[d] += f * float64(x)
			}
		}
	}
	return unitVec(&s)
}

// unitVec scales s to a unit vector of int8 (×127); nil for zero.
func unitVec(s *[vecDims]float64) *vec {
	norm := 0.0
	for _, x := range s {
		norm += x * x
	}
	if norm == 0 {
		return nil
	}
	v := new(vec)
	scale := 127 / math.Sqrt(norm)
	for d, x := range s {
		v[d] = int8(math.Round(x * scale))
	}
	return v
}
