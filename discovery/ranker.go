package discovery

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
	featServer            // the query names the tool's server
	featQueryParam        // share of the query's weight (× idf) in the parameters
	featVerb              // the query asks for a generic action the tool's name says
	featVerbOther         // the query asks for generic actions, the name says only others
	featSoft              // share of the query's weight (× idf) the name lacks but has a word near (cosine ≥ softMin)
	featSent              // cosine of the mean word vectors of query and tool (sentvec.go)
	numFeatures
)

// featureNames name the features for the fitting test's report.
var featureNames = [numFeatures]string{"bm25", "namecover", "queryname", "querydesc", "surface", "server", "queryparam", "verb", "verbother", "soft", "sent"}

// rankWeights are the weights of the features, fitted by coordinate
// ascent (see TestFitRanker).
var rankWeights = [numFeatures]float64{
	featBM25:       1,
	featNameCover:  0.75,
	featQueryName:  0.20,
	featSurface:    0.20,
	featServer:     0.50,
	featQueryParam: 0.30,
	featVerb:       0.05,
	featSoft:       0.85,
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
	// qterms are the query's terms with vectors, for featSoft.
	qterms []softTerm
	// sent is the query's mean word vector, for featSent (nil: none).
	sent  *vec
	mass  float64
	verbs uint8 // the generic actions the query asks for (verbClasses)
	best  float64
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
	if qc.mass > 0 && len(qc.qterms) > 0 {
		soft := 0.0
		for _, qt := range qc.qterms {
			if containsTerm(c.nameAll[d], qt.term) {
				continue
			}
			best := float32(0)
			for _, v := range c.termVecs[d] {
				best = max(best, dot(qt.v, v))
			}
			if best >= softMin {
				soft += qt.weight * float64(best)
			}
		}
		f[featSoft] = soft / qc.mass
	}
	if qc.sent != nil && c.sentVecs[d] != nil {
		f[featSent] = float64(max(0, dot(qc.sent, c.sentVecs[d])))
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

// softMin is the least cosine at which a word of a tool's name (or of
// its server's) counts as near a query word it does not hold.
const softMin = 0.5

// softTerm is a query term with a vector and its weight × idf.
type softTerm struct {
	term   string
	v      *vec
	weight float64
}

func containsTerm(ts []string, t string) bool {
	for _, x := range ts {
		if x == t {
			return true
		}
	}
	return false
}
