package main

import (
	"encoding/binary"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"sort"
)

// The -use mode distils a sentence encoder into the table, model2vec's
// way: each word of the vocabulary is embedded alone by the Universal
// Sentence Encoder lite (512 dimensions), and the vectors are centred,
// the strongest principal directions dropped and the next -dims kept.
// The encoder runs outside Go, in embed.js beside this file; vecgen only
// lists the words and projects the vectors. The word weights model2vec
// stores (Zipf, SIF) are left out: discovery weighs every query word by
// its idf in the catalog at query time.

// readTableWords returns the words of a table in vecgen's format.
func readTableWords(path string) ([]string, error) {
	ws, _, err := readTable(path)
	return ws, err
}

// readTable returns the words of a table in vecgen's format and their
// unit vectors.
func readTable(path string) ([]string, [][]float64, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, nil, err
	}
	const magic = "CMWV1\n"
	if len(b) < len(magic)+8 || string(b[:len(magic)]) != magic {
		return nil, nil, fmt.Errorf("%s: not a vecgen table", path)
	}
	b = b[len(magic):]
	dims := int(binary.LittleEndian.Uint32(b))
	n := binary.LittleEndian.Uint32(b[4:])
	b = b[8:]
	if uint64(n) > uint64(len(b)) {
		return nil, nil, fmt.Errorf("%s: %d words in %d bytes", path, n, len(b))
	}
	ws := make([]string, 0, n)
	for range n {
		if len(b) < 1 || len(b) < 1+int(b[0]) {
			return nil, nil, fmt.Errorf("%s: truncated word list", path)
		}
		ws = append(ws, string(b[1:1+int(b[0])]))
		b = b[1+int(b[0]):]
	}
	if dims <= 0 || len(b) != len(ws)*dims {
		return nil, nil, fmt.Errorf("%s: %d bytes of vectors for %d words of %d dimensions", path, len(b), len(ws), dims)
	}
	vs := make([][]float64, len(ws))
	for i := range vs {
		v := make([]float64, dims)
		for d := range v {
			v[d] = float64(int8(b[i*dims+d])) / 127
		}
		vs[i] = v
	}
	return ws, vs, nil
}

// combine joins each word's sentence-encoder vector (projected, unit
// length) with its vector in the table base, both scaled to unit length,
// for the words both hold; the words only one holds keep that one, the
// other half zero. Projecting the joined vectors keeps what the two
// sources agree on.
func combine(ws []string, use [][]float64, bw []string, bv [][]float64) [][]float64 {
	at := map[string]int{}
	for i, w := range bw {
		at[w] = i
	}
	out := make([][]float64, len(ws))
	for i, w := range ws {
		u := unit(use[i])
		v := make([]float64, len(u)+len(bv[0]))
		copy(v, u)
		if j, ok := at[w]; ok {
			copy(v[len(u):], unit(bv[j]))
		}
		out[i] = v
	}
	return out
}

// unit returns v scaled to length 1 (zero stays zero).
func unit(v []float64) []float64 {
	n := 0.0
	for _, x := range v {
		n += x * x
	}
	out := make([]float64, len(v))
	if n > 0 {
		for i, x := range v {
			out[i] = x / math.Sqrt(n)
		}
	}
	return out
}

// useWords is the vocabulary to embed: the words of the base table, then
// the words of keep it lacks, sorted.
func useWords(base []string, keep map[string]bool) []string {
	seen := map[string]bool{}
	var out []string
	for _, w := range base {
		if w != "" && !seen[w] {
			seen[w] = true
			out = append(out, w)
		}
	}
	var extra []string
	for w := range keep {
		if !seen[w] {
			extra = append(extra, w)
		}
	}
	sort.Strings(extra)
	return append(out, extra...)
}

// readUse reads the word list that -use-list wrote and the float32
// vectors embed.js wrote for it (dims each, little endian).
func readUse(wordsPath, vecsPath string, dims int) ([]string, [][]float64, error) {
	b, err := os.ReadFile(wordsPath)
	if err != nil {
		return nil, nil, err
	}
	var ws []string
	if err := json.Unmarshal(b, &ws); err != nil {
		return nil, nil, fmt.Errorf("%s: %w", wordsPath, err)
	}
	raw, err := os.ReadFile(vecsPath)
	if err != nil {
		return nil, nil, err
	}
	if len(raw) != len(ws)*dims*4 {
		return nil, nil, fmt.Errorf("%s: %d bytes for %d words of %d dimensions", vecsPath, len(raw), len(ws), dims)
	}
	vs := make([][]float64, len(ws))
	for i := range vs {
		v := make([]float64, dims)
		for d := range v {
			x := math.Float32frombits(binary.LittleEndian.Uint32(raw[(i*dims+d)*4:]))
			if math.IsNaN(float64(x)) || math.IsInf(float64(x), 0) {
				return nil, nil, fmt.Errorf("%s: word %q: not a number", vecsPath, ws[i])
			}
			v[d] = float64(x)
		}
		vs[i] = v
	}
	return ws, vs, nil
}
