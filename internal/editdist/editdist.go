// Package editdist is the bounded Levenshtein distance that names the
// closest tools to a misspelt one, both where a program calls an unknown
// tool (runtime/inprocess) and where a model asks for one (discovery).
package editdist

// Bounded is the Levenshtein distance of a and b in bytes, or limit+1
// when it is more than limit. Strings over 200 bytes are never close: the
// work stays bounded whatever a caller passes.
func Bounded(a, b string, limit int) int {
	if d := len(a) - len(b); d > limit || -d > limit {
		return limit + 1
	}
	if len(a) > 200 || len(b) > 200 {
		return limit + 1
	}
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		best := cur[0]
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			best = min(best, cur[j])
		}
		if best > limit {
			return limit + 1
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}
