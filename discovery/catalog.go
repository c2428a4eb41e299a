package discovery

import (
	"encoding/json"
	"errors"
	"fmt"
	"github.com/codemode-go/codemode/internal/editdist"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/codemode-go/codemode/internal/jsonlit"
	"github.com/codemode-go/codemode/sdkgen"
)

// Tool is one tool of a catalog.
type Tool struct {
	// Name is the key of the tool in the program's `tools` object.
	Name string
	// Server names where the tool comes from (an upstream MCP server, a
	// tool set); "" groups it with the other tools of no server.
	Server string
	// Description says what the tool does.
	Description string
	// InputSchema and OutputSchema are the tool's JSON Schemas (nil when
	// absent), as sdkgen takes them.
	InputSchema, OutputSchema json.RawMessage
	// OutputNote, when set, is the doc comment of the output type (an
	// observed type says so).
	OutputNote string
}

// Catalog is an immutable set of tools with its search index, built once
// per tool set and safe for concurrent use.
type Catalog struct {
	tools   []Tool // sorted by name (UTF-16 order, as the SDK)
	byName  map[string]int
	servers []Server
	// serverTerms maps a stemmed word of a server name to the servers
	// whose names contain it.
	serverTerms map[string][]string
	idx         *index
	// nameTerms[i] is the distinct terms of tool i's name that are not
	// words of its server's name ("hubspot-search-objects" on server
	// "hubspot": search, object).
	nameTerms [][]string
	// nameWords[i] is the words of tool i's name, unstemmed.
	nameWords [][]string
	// nameVocab are the distinct terms of tool names that have a word
	// vector, and nameVecs their vectors: what a query word the catalog
	// does not use may stand for.
	nameVocab []string
	nameVecs  []*vec
	// nameAll[i] and descTerms[i] are the distinct terms of tool i's
	// name and description, paramTerms[i] those of its parameters, and
	// nameVerbs[i] the generic actions its name says (verbClasses).
	nameAll, descTerms, paramTerms [][]string
	nameVerbs                      []uint8
	// termVecs[i] are the word vectors of tool i's name and server
	// terms (those that have one), for featSoft.
	termVecs [][]*vec
	// sentVecs[i] is tool i's mean word vector (sentvec.go), nil when
	// none of its words has one; built at the first search that weighs
	// featSent (the shipped weights do not).
	sentOnce sync.Once
	sentVecs []*vec

	sigOnce []sync.Once
	sigs    []string
	sigErrs []error

	offerMu sync.Mutex
	offers  map[offerKey]*Offer

	// scratch holds zeroed score buffers, so a search allocates none.
	scratch sync.Pool
}

// scratch is one search's score buffer: scores is all zeros between
// searches.
type scratch struct {
	scores  []float64
	touched []int32
}

// Server is one server of a catalog and how many tools it offers.
type Server struct {
	Name  string `json:"name"`
	Tools int    `json:"tools"`
}

// ErrUnknownTool is the cause of a [Catalog.Describe] failure for a name
// the catalog does not hold.
var ErrUnknownTool = errors.New("unknown tool")

// ErrUnknownServer is the cause of a [Catalog.Search] failure for a
// server filter that names no server of the catalog.
var ErrUnknownServer = errors.New("unknown server")

// ErrEmptyQuery is the cause of a [Catalog.Search] failure for a query
// without a word.
var ErrEmptyQuery = errors.New("empty query")

// New builds the catalog of tools: their order does not matter. Two tools
// with one name are an error. The schemas are read as sdkgen reads them;
// a malformed one fails only what renders it (a signature, a
// description), never the index.
func New(tools []Tool) (*Catalog, error) {
	c := &Catalog{tools: append([]Tool(nil), tools...), byName: make(map[string]int, len(tools))}
	sort.SliceStable(c.tools, func(i, j int) bool { return lessUTF16(c.tools[i].Name, c.tools[j].Name) })
	counts := map[string]int{}
	for i, t := range c.tools {
		if _, dup := c.byName[t.Name]; dup {
			return nil, fmt.Errorf("discovery: two tools are named %q", t.Name)
		}
		c.byName[t.Name] = i
		counts[t.Server]++
	}
	for name, n := range counts {
		c.servers = append(c.servers, Server{Name: name, Tools: n})
	}
	sort.Slice(c.servers, func(i, j int) bool { return c.servers[i].Name < c.servers[j].Name })
	c.serverTerms = map[string][]string{}
	for _, s := range c.servers {
		seen := map[string]bool{}
		for _, t := range terms(s.Name) {
			if !seen[t] {
				seen[t] = true
				c.serverTerms[t] = append(c.serverTerms[t], s.Name)
			}
		}
	}
	var docs [][numFields][]string
	c.idx, docs = buildIndex(c.tools)
	c.nameTerms = make([][]string, len(c.tools))
	c.nameWords = make([][]string, len(c.tools))
	for i := range c.tools {
		c.nameTerms[i] = ownNameTerms(&c.tools[i])
		c.nameWords[i] = words(c.tools[i].Name)
	}
	vs := wordVectors()
	inName := map[string]bool{}
	for _, nt := range c.nameTerms {
		for _, t := range nt {
			if !inName[t] && vs[t] != nil {
				inName[t] = true
				c.nameVocab = append(c.nameVocab, t)
			}
		}
	}
	sort.Strings(c.nameVocab)
	for _, t := range c.nameVocab {
		c.nameVecs = append(c.nameVecs, vs[t])
	}
	c.nameAll = make([][]string, len(c.tools))
	c.descTerms = make([][]string, len(c.tools))
	c.paramTerms = make([][]string, len(c.tools))
	c.nameVerbs = make([]uint8, len(c.tools))
	c.termVecs = make([][]*vec, len(c.tools))
	for i := range c.tools {
		c.nameAll[i] = distinct(docs[i][fieldName])
		c.descTerms[i] = distinct(docs[i][fieldDesc])
		c.paramTerms[i] = distinct(docs[i][fieldParams])
		for _, t := range c.nameAll[i] {
			c.nameVerbs[i] |= verbClasses[t]
		}
		c.termVecs[i] = c.toolTermVectors(i, vs)
	}
	c.sigOnce = make([]sync.Once, len(c.tools))
	c.sigs = make([]string, len(c.tools))
	c.sigErrs = make([]error, len(c.tools))
	c.offers = map[offerKey]*Offer{}
	n := len(c.tools)
	c.scratch.New = func() any { return &scratch{scores: make([]float64, n)} }
	return c, nil
}

// Len returns the number of tools.
func (c *Catalog) Len() int { return len(c.tools) }

// Servers returns the servers of the catalog sorted by name, each with
// its tool count.
func (c *Catalog) Servers() []Server { return append([]Server(nil), c.servers...) }

// Tool returns the tool called name.
func (c *Catalog) Tool(name string) (Tool, bool) {
	i, ok := c.byName[name]
	if !ok {
		return Tool{}, false
	}
	return c.tools[i], true
}

// SearchOptions narrow a search. A nil *SearchOptions means defaults.
type SearchOptions struct {
	// Limit is the most hits returned: zero means DefaultLimit; it is
	// capped at MaxLimit.
	Limit int
	// Server, when set, keeps only that server's tools (compared without
	// case); a server the catalog does not hold is ErrUnknownServer.
	Server string
}

// Search and describe limits.
const (
	DefaultLimit = 5
	MaxLimit     = 50
	// MaxQuery is the longest query in bytes: a task phrasing, not a
	// document.
	MaxQuery = 1000
	// MaxDescribe is the most tools one Describe declares.
	MaxDescribe = 50
)

// ErrTooLarge is the cause of a Search or Describe failure for a query
// longer than MaxQuery or more than MaxDescribe names.
var ErrTooLarge = errors.New("request too large")

// Hit is one search result.
type Hit struct {
	// Name is the tool's key in `tools`.
	Name string `json:"name"`
	// Server is the tool's server.
	Server string `json:"server"`
	// Description is the tool's description.
	Description string `json:"description"`
	// Signature is how to call it (see sdkgen.Signature).
	Signature string `json:"signature"`
	// Score is the ranking score, larger is better; for tests and tuning.
	Score float64 `json:"-"`
}

// serverPenalty scales the score of tools from servers the query does not
// name when it names some: "create a GitLab issue" must rank GitLab's
// create_issue above GitHub's, which matches the other words as well.
const serverPenalty = 0.5

// Search ranks the tools for query, best first, by BM25F over names
// (split at "_", "-" and camelCase), server names, descriptions and
// parameters, with stemming and a small synonym map. When the query names
// servers of the catalog, their tools outrank the same action on other
// servers. Ties break by name, so results are deterministic.
func (c *Catalog) Search(query string, opts *SearchOptions) ([]Hit, error) {
	return c.search(query, opts, &rankWeights, nil)
}

// search is Search with the feature weights w; sink, when set, sees
// the features of every reranked candidate (for fitting the weights).
func (c *Catalog) search(query string, opts *SearchOptions, w *[numFeatures]float64, sink func(d int32, f *features)) ([]Hit, error) {
	var o SearchOptions
	if opts != nil {
		o = *opts
	}
	if o.Limit <= 0 {
		o.Limit = DefaultLimit
	}
	o.Limit = min(o.Limit, MaxLimit)
	filter := ""
	if o.Server != "" {
		for _, s := range c.servers {
			if normalizeServer(s.Name) == normalizeServer(o.Server) {
				filter = s.Name
			}
		}
		if filter == "" {
			names := make([]string, len(c.servers))
			for i, s := range c.servers {
				names[i] = fmt.Sprintf("%q", s.Name)
			}
			return nil, fmt.Errorf("%w %q; servers: %s", ErrUnknownServer, o.Server, strings.Join(names, ", "))
		}
	}
	if len(query) > MaxQuery {
		return nil, fmt.Errorf("%w: the query is %d bytes, at most %d: say in a few words what the tool should do", ErrTooLarge, len(query), MaxQuery)
	}
	q := queryTerms(query, c.idx.postings)
	c.expandUnknown(q)
	if len(q) == 0 {
		return nil, fmt.Errorf("%w: say what the tool should do, e.g. \"list open issues\"", ErrEmptyQuery)
	}
	// Servers the query names, and the tools that mention a naming word
	// themselves (pods_top says "memory" without being the memory
	// server's): only the others are penalised.
	named := map[string]bool{}
	var mention map[int32]bool
	for t, w := range q {
		if w < 1 || len(c.serverTerms[t]) == 0 || !c.naming(t) { // only the query's own words name a server
			continue
		}
		for _, s := range c.serverTerms[t] {
			named[s] = true
		}
		if mention == nil {
			mention = map[int32]bool{}
		}
		for _, p := range c.idx.postings[t] {
			mention[p.doc] = true
		}
	}
	buf := c.scratch.Get().(*scratch)
	defer c.scratch.Put(buf)
	scores := buf.scores
	touched := c.idx.score(q, scores, buf.touched[:0])
	defer func() { // leave the buffer zeroed for the next search
		for _, d := range touched {
			scores[d] = 0
		}
		buf.touched = touched[:0]
	}()
	if i, ok := c.byName[strings.TrimSpace(query)]; ok { // the exact name wins
		if scores[i] == 0 {
			touched = append(touched, int32(i))
		}
		scores[i] += 1e6
	}
	hits := make([]int32, 0, len(touched))
	for _, d := range touched {
		t := &c.tools[d]
		if filter != "" && t.Server != filter {
			continue
		}
		if len(named) > 0 && !named[t.Server] && !mention[d] {
			scores[d] *= serverPenalty
		}
		hits = append(hits, d)
	}
	byScore := func(hits []int32) {
		sort.Slice(hits, func(i, j int) bool {
			a, b := hits[i], hits[j]
			if scores[a] != scores[b] {
				return scores[a] > scores[b]
			}
			return a < b
		})
	}
	byScore(hits)
	// Rerank the best by the learned ranker (ranker.go): among others,
	// how much of each tool's own name the query says (a tool whose name
	// is the action asked for beats one whose long description repeats
	// the query's nouns) and the words of the name said in the same form
	// ("commits", not "commit": a plural asks for a list).
	var surface map[string]bool
	for _, w := range words(query) {
		if inflected(w) {
			if surface == nil {
				surface = map[string]bool{}
			}
			surface[w] = true
		}
	}
	top := hits[:min(len(hits), rerankDepth)]
	qc := queryCtx{q: q, surface: surface, named: named}
	for t, wt := range q {
		if wt >= verbWeight { // the query's own words, not their synonyms
			qc.verbs |= verbClasses[t]
		}
	}
	if len(top) > 0 {
		qc.best = scores[top[0]]
	}
	for t, wt := range q {
		qc.mass += min(wt, 1) * c.idx.idf[t]
	}
	if w[featSoft] != 0 {
		vs := wordVectors()
		for _, t := range sortedTerms(q) {
			if v := vs[t]; v != nil && q[t] >= verbWeight { // the query's own words
				qc.qterms = append(qc.qterms, softTerm{t, v, min(q[t], 1) * c.idx.idf[t]})
			}
		}
	}
	if w[featSent] != 0 {
		c.sentOnce.Do(c.buildSentences)
		qc.sent = c.querySentence(q, wordVectors())
	}
	var f features
	for _, d := range top {
		c.candidateFeatures(d, scores[d], &qc, &f)
		if sink != nil {
			sink(d, &f)
		}
		scores[d] = rankScore(&f, w)
	}
	byScore(top)
	if len(hits) > o.Limit {
		hits = hits[:o.Limit]
	}
	out := make([]Hit, len(hits))
	for i, d := range hits {
		t := &c.tools[d]
		sig, _ := c.signature(int(d))
		out[i] = Hit{Name: t.Name, Server: t.Server, Description: t.Description, Signature: sig, Score: scores[d]}
	}
	return out, nil
}

// A query word that no tool uses stands for the expandTop terms of tool
// names whose word vectors are closest to its own, if their cosine is at
// least expandMin, each at expandWeight × the cosine.
const (
	expandMin    = 0.6
	expandWeight = 0.3
	expandTop    = 3
)

// expandUnknown adds, for each word of the query itself that no tool
// uses, the expandTop catalog terms whose word vectors are closest to
// its own (cosine at least expandMin), at expandWeight × the cosine.
//
// Words the catalog uses are matched as they are: the vectors, distilled
// from general and technical English, are too loose to rank words that
// match, but they do say what an unmatched word is about ("chargebacks"
// near dispute, refund, payout).
func (c *Catalog) expandUnknown(q map[string]float64) {
	vs := wordVectors()
	var unknown []string
	for t, w := range q {
		if w >= 1 && c.idx.postings[t] == nil && vs[t] != nil {
			unknown = append(unknown, t)
		}
	}
	sort.Strings(unknown)
	type cand struct {
		j   int
		sim float32
	}
	for _, t := range unknown {
		v := vs[t]
		var best []cand
		for j, nv := range c.nameVecs {
			if sim := dot(v, nv); sim >= expandMin {
				best = append(best, cand{j, sim})
			}
		}
		sort.Slice(best, func(a, b int) bool { return best[a].sim > best[b].sim })
		for _, b := range best[:min(expandTop, len(best))] {
			n := c.nameVocab[b.j]
			if w := expandWeight * float64(b.sim); q[n] < w {
				q[n] = w
			}
		}
	}
}

// rerankDepth is how many of the best BM25F hits the learned ranker
// reorders.
const rerankDepth = 50

// toolTermVectors returns the word vectors of the distinct terms of
// tool i's name and server that have one.
func (c *Catalog) toolTermVectors(i int, vs map[string]*vec) []*vec {
	var out []*vec
	for _, t := range distinct(append(append([]string(nil), c.nameAll[i]...), terms(c.tools[i].Server)...)) {
		if v := vs[t]; v != nil {
			out = append(out, v)
		}
	}
	return out
}

// sortedTerms returns q's terms in order, so float sums are reproducible.
func sortedTerms(q map[string]float64) []string {
	ts := make([]string, 0, len(q))
	for t := range q {
		ts = append(ts, t)
	}
	sort.Strings(ts)
	return ts
}

// distinct returns ts without repeats, in first-seen order.
func distinct(ts []string) []string {
	var out []string
	for _, t := range ts {
		if !slices.Contains(out, t) {
			out = append(out, t)
		}
	}
	return out
}

// ownNameTerms returns the distinct terms of t's name that its server's
// name does not hold.
func ownNameTerms(t *Tool) []string {
	server := map[string]bool{}
	for _, s := range terms(t.Server) {
		server[s] = true
	}
	var out []string
	for _, n := range terms(t.Name) {
		if !server[n] && !slices.Contains(out, n) {
			out = append(out, n)
		}
	}
	return out
}

// inflected reports whether w is a plural or a past or present participle
// the stemmer folds ("commits", "installed", "running"): only such a form
// says more than its stem.
func inflected(w string) bool {
	return stem(w) != w && (strings.HasSuffix(w, "s") || strings.HasSuffix(w, "ed") || strings.HasSuffix(w, "ing"))
}

// surfaceCoverage is how many words of tool i's name the query holds in
// the same inflected form.
func (c *Catalog) surfaceCoverage(i int, surface map[string]bool) float64 {
	if len(surface) == 0 {
		return 0
	}
	in := 0
	for _, w := range c.nameWords[i] {
		if surface[w] {
			in++
		}
	}
	return float64(in)
}

// nameCoverage is the share of tool i's own name terms that the query
// holds, each counted at its query weight.
func (c *Catalog) nameCoverage(i int, q map[string]float64) float64 {
	nt := c.nameTerms[i]
	if len(nt) == 0 {
		return 0
	}
	sum := 0.0
	for _, t := range nt {
		sum += min(q[t], 1)
	}
	return sum / float64(len(nt))
}

// namingShare is how much of a word's use must be by the servers named
// with it for the word to name them: "gitlab" is used by GitLab's tools
// only, but "memory" also by Kubernetes tools that report memory use, so
// a query saying "memory" does not name the memory server.
const namingShare = 0.9

// naming reports whether server-name word t names its servers: at least
// namingShare of the tools using t are theirs.
func (c *Catalog) naming(t string) bool {
	ps := c.idx.postings[t]
	if len(ps) == 0 {
		return false
	}
	in := 0
	for _, p := range ps {
		for _, s := range c.serverTerms[t] {
			if c.tools[p.doc].Server == s {
				in++
				break
			}
		}
	}
	return float64(in) >= namingShare*float64(len(ps))
}

// signature renders, once, the call signature of tool i; a schema sdkgen
// cannot render gives the untyped form.
func (c *Catalog) signature(i int) (string, error) {
	c.sigOnce[i].Do(func() {
		t := &c.tools[i]
		c.sigs[i], c.sigErrs[i] = sdkgen.Signature(sdkTool(t))
		if c.sigErrs[i] != nil {
			c.sigs[i] = "tools[" + quote(t.Name) + "](args: { [key: string]: JsonValue }): Promise<JsonValue>"
		}
	})
	return c.sigs[i], c.sigErrs[i]
}

func sdkTool(t *Tool) sdkgen.Tool {
	return sdkgen.Tool{Name: t.Name, Description: t.Description, InputSchema: t.InputSchema, OutputSchema: t.OutputSchema, OutputNote: t.OutputNote}
}

// Describe returns the full TypeScript declarations of the named tools,
// as in the full SDK: the named types they use, and their ToolArgsMap and
// ToolOutputMap members with every doc comment. A name the catalog does
// not hold fails with ErrUnknownTool and the closest names.
func (c *Catalog) Describe(names []string) (string, error) {
	if len(names) == 0 {
		return "", errors.New("name at least one tool")
	}
	if len(names) > MaxDescribe {
		return "", fmt.Errorf("%w: %d names, at most %d at once", ErrTooLarge, len(names), MaxDescribe)
	}
	seen := map[string]bool{}
	var ts []sdkgen.Tool
	for _, n := range names {
		i, ok := c.byName[n]
		if !ok {
			msg := fmt.Sprintf("%v %q", ErrUnknownTool, n)
			if alts := c.closest(n, 3); len(alts) > 0 {
				for j, a := range alts {
					alts[j] = quote(a)
				}
				msg += "; did you mean " + strings.Join(alts, ", ") + "?"
			}
			return "", &describeError{msg: msg}
		}
		if seen[n] {
			continue
		}
		seen[n] = true
		ts = append(ts, sdkTool(&c.tools[i]))
	}
	return sdkgen.Declarations(ts)
}

// closest returns up to n names for a name the catalog does not hold:
// first the names a few edits away (a typo: "create_isue"), closest
// first, then the best search hits for it as words.
func (c *Catalog) closest(name string, n int) []string {
	type cand struct {
		name string
		dist int
	}
	var near []cand
	if len(name) <= 100 {
		limit := max(2, len(name)/4)
		for _, t := range c.tools {
			if d := editdist.Bounded(name, t.Name, limit); d <= limit {
				near = append(near, cand{t.Name, d})
			}
		}
	}
	sort.SliceStable(near, func(i, j int) bool { return near[i].dist < near[j].dist })
	var out []string
	for _, k := range near[:min(n, len(near))] {
		out = append(out, k.name)
	}
	if len(out) < n {
		if hits, err := c.Search(name, &SearchOptions{Limit: n}); err == nil {
			for _, h := range hits {
				if len(out) < n && !slices.Contains(out, h.Name) {
					out = append(out, h.Name)
				}
			}
		}
	}
	return out
}

type describeError struct{ msg string }

func (e *describeError) Error() string { return e.msg }
func (e *describeError) Unwrap() error { return ErrUnknownTool }

func quote(s string) string { return jsonlit.Quote(s) }

// lessUTF16 orders strings by UTF-16 code units, as the SDK sorts names.
func lessUTF16(a, b string) bool { return jsonlit.Less(a, b) }
