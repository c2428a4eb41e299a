package discovery

import (
	_ "embed"
	"encoding/binary"
	"math"
	"sync"
)

// vectorsBin is a table of static word vectors distilled by
// internal/vecgen, with no model and no network: positive pointwise
// mutual information of co-occurrences in WordNet's synsets and in 80 MB
// of technical English, reduced by SVD to 64 dimensions; 40,000 words,
// one unit vector of int8 each. It says what a word no tool uses is
// about ("chargeback" near refund and payout, "elevation" near altitude).
//
// Its license notice (WordNet's) is vectors.NOTICE.
//
//go:embed vectors.bin
var vectorsBin []byte

// vecDims is the dimension of the word vectors.
const vecDims = 64

// vec is a unit vector scaled to int8 (×127).
type vec [vecDims]int8

// wordVectors maps a stemmed term to its vector (the mean of the vectors
// of the table's words with that stem, renormalised), parsed on first use.
var wordVectors = sync.OnceValue(func() map[string]*vec {
	return parseVectors(vectorsBin)
})

// parseVectors reads the table format of internal/vecgen: "CMWV1\n", the
// dimension and word count (uint32 little endian), the words each after
// its one-byte length, then the int8 vectors. A table that does not parse
// gives no vectors: search then runs without them.
func parseVectors(b []byte) map[string]*vec {
	const magic = "CMWV1\n"
	if len(b) < len(magic)+8 || string(b[:len(magic)]) != magic {
		return nil
	}
	b = b[len(magic):]
	dims := binary.LittleEndian.Uint32(b)
	n := binary.LittleEndian.Uint32(b[4:])
	b = b[8:]
	if dims != vecDims || uint64(n) > uint64(len(b)) {
		return nil
	}
	ws := make([]string, n)
	for i := range ws {
		if len(b) < 1 || len(b) < 1+int(b[0]) {
			return nil
		}
		ws[i] = string(b[1 : 1+int(b[0])])
		b = b[1+int(b[0]):]
	}
	if len(b) != len(ws)*vecDims {
		return nil
	}
	sums := make(map[string]*[vecDims]float64, len(ws))
	for i, w := range ws {
		if w == "" { // no word: nothing to look up
			continue
		}
		t := stem(w)
		s := sums[t]
		if s == nil {
			s = new([vecDims]float64)
			sums[t] = s
		}
		for d := range vecDims {
			s[d] += float64(int8(b[i*vecDims+d]))
		}
	}
	out := make(map[string]*vec, len(sums))
	for t, s := range sums {
		norm := 0.0
		for _, x := range s {
			norm += x * x
		}
		v := new(vec)
		if norm > 0 {
			scale := 127 / math.Sqrt(norm)
			for d, x := range s {
				v[d] = int8(math.Round(x * scale))
			}
		}
		out[t] = v
	}
	return out
}

// dot is the cosine of two vectors (about 1 for a vector with itself).
func dot(a, b *vec) float32 {
	var s int32
	for d := range vecDims {
		s += int32(a[d]) * int32(b[d])
	}
	return float32(s) / (127 * 127)
}
