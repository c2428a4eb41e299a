package discovery

import "math"

// The features of one candidate tool that the final ranking weighs. Each
// is in [0, 1] (the surface count aside), so the weights say how much a
// feature matters, and are few enough to generalise: they were fitted on
// the tuning half of testdata/npm and on queries.tsv (TestFitRanker,
// `go test ./discovery -run TestFitRanker -fit -v`), never on the
// held-out half.
const (
	featBM25       = iota // BM25F score over the best candidate's
	featNameCover         // share of the tool's own name terms the query holds
	featQueryName         // share of the query's weight (× idf) in the tool's name
	featQueryDesc         // share of the query's weight (× idf) in the description
	featSurface           // words of the name said in the same inflected form
	featCosine            // cosine of the query's and the tool's word vectors
	featCosName           // cosine of the query's and the tool name's vectors
	featServer            // the query names the tool's server
	featQueryParam        // share of the query's weight (× idf) in the parameters
	featVerb              // the query asks for a generic action the tool's name says
	featVerbOther         // the query asks for generic actions, the name says only others
	numFeatures
)

// featureNames name the features for the fitting test's report.
var featureNames = [numFeatures]string{"bm25", "namecover", "queryname", "querydesc", "surface", "cosine", "cosname", "server", "queryparam", "verb", "verbother"}

// rankWeights are the weights of the features, fitted by coordinate
// ascent (see TestFitRanker).
var rankWeights = [numFeatures]float64{
	featBM25:       1,
	featNameCover:  0.25,
	featQueryName:  0.10,
	featQueryDesc:  0.20,
	featSurface:    0.20,
	featQueryParam: 0.15,
	featVerb:       0.15,
	featVerbOther:  0.05,
}

// features is one candidate's feature vector.
type features [numFeatures]float64

// rankScore is the candidate's final score under weights w.
func rankScore(f *features, w *[numFeatures]float64) float64 {
	s := 0.0
	for i, x := range f {
		s += w[i] * x
	}
	return s
}

// queryCtx is what the features of every candidate of one search share.
type queryCtx struct {
	q       map[string]float64
	surface map[string]bool
	named   map[string]bool
	qv      *vec // nil when no query word has a vector
	mass    float64
	verbs   uint8 // the generic actions the query asks for (verbClasses)
	best    float64
}

// candidateFeatures computes tool d's features for the query.
func (c *Catalog) candidateFeatures(d int32, score float64, qc *queryCtx, f *features) {
	*f = features{}
	if qc.best > 0 {
		f[featBM25] = score / qc.best
	}
	f[featNameCover] = c.nameCoverage(int(d), qc.q)
	f[featSurface] = c.surfaceCoverage(int(d), qc.surface)
	if qc.mass > 0 {
		var inName, inDesc, inParam float64
		for t, w := range qc.q {
			m := min(w, 1) * c.idx.idf[t]
			if containsTerm(c.nameAll[d], t) {
				inName += m
			}
			if containsTerm(c.descTerms[d], t) {
				inDesc += m
			}
			if containsTerm(c.paramTerms[d], t) {
				inParam += m
			}
		}
		f[featQueryName] = inName / qc.mass
		f[featQueryDesc] = inDesc / qc.mass
		f[featQueryParam] = inParam / qc.mass
	}
	if qc.qv != nil {
		f[featCosine] = float64(dot(qc.qv, &c.toolVecs[d]))
		f[featCosName] = float64(dot(qc.qv, &c.nameVecsT[d]))
	}
	if nv := c.nameVerbs[d]; qc.verbs != 0 && nv != 0 {
		if qc.verbs&nv != 0 {
			f[featVerb] = 1
		} else {
			f[featVerbOther] = 1
		}
	}
	if qc.named[c.tools[d].Server] {
		f[featServer] = 1
	}
}

// verbClasses maps the stem of each one-word member of the synonym
// groups of generic actions (create, delete, list, get, search, update)
// to its group's bit: "remove" and "delete" are one action.
var verbClasses = func() map[string]uint8 {
	out := map[string]uint8{}
	bit := uint8(1)
	for _, g := range synonymGroups {
		switch g[0] {
		case "create", "delete", "list", "get", "search", "update":
			for _, m := range g {
				if ts := phraseTerms(m); len(ts) == 1 {
					out[ts[0]] |= bit
				}
			}
			bit <<= 1
		}
	}
	return out
}()

func containsTerm(ts []string, t string) bool {
	for _, x := range ts {
		if x == t {
			return true
		}
	}
	return false
}

// meanVector is the unit vector of the weighted sum of the terms'
// vectors, or false when none has one.
func meanVector(vs map[string]*vec, ts []string, weight func(string) float64, out *vec) bool {
	var sum [vecDims]float64
	any := false
	for _, t := range ts {
		v := vs[t]
		if v == nil {
			continue
		}
		w := weight(t)
		for d := range vecDims {
			sum[d] += w * float64(v[d])
		}
		any = true
	}
	norm := 0.0
	for _, x := range sum {
		norm += x * x
	}
	if !any || norm == 0 {
		return false
	}
	scale := 127 / math.Sqrt(norm)
	for d, x := range sum {
		out[d] = int8(math.Round(x * scale))
	}
	return true
}
