package sdkgen

import (
	"sort"
	"strings"
)

// Section layout writes the doc of a member that fits on one line as a
// trailing `// text` comment. Many tools document a member the same way
// (`repo: string; // Repository name` appears dozens of times in a GitHub
// catalog), so the section states each such doc once, in a legend before
// the declarations, and members that match it carry no comment:
//
//	// Members without a comment of their own, if named here, mean:
//	// repo: Repository name
//
// A name gets a legend entry only when every one-line member with that
// name has a doc (so a bare member never means "no doc") and no tool has
// that name; the entry is the doc that saves the most bytes. Nothing is
// dropped: a member without a comment either has no doc anywhere or reads
// its doc from the legend.
//
// While rendering, a one-line member writes a mark after its semicolon:
// markOpen, its key text, then markSep and the doc body when it has a
// doc, then markClose. The key text and doc bodies never contain these
// bytes (docText and key escape control characters). Marks depend only on
// the member, so structurally equal aliases still compare equal.
const (
	markOpen  = '\x02'
	markSep   = '\x1f'
	markClose = '\x03'
)

// legendHeader opens the legend comment block.
const legendHeader = "// Members without a comment of their own, if named here, mean:"

// writeDocMark writes the mark of a one-line member with key text kt.
func writeDocMark(b *strings.Builder, kt, body string, hasDoc bool) {
	b.WriteByte(markOpen)
	b.WriteString(kt)
	if hasDoc {
		b.WriteByte(markSep)
		b.WriteString(body)
	}
	b.WriteByte(markClose)
}

// docBody is the text inside a "/** … */" doc line ("" for none).
func docBody(doc string) string {
	if len(doc) < len("/** */") {
		return ""
	}
	return doc[len("/** ") : len(doc)-len(" */")]
}

// mark is one parsed member mark.
type mark struct {
	start, end int // byte range of the mark in the text
	key, body  string
	hasDoc     bool
}

// nextMark finds the first mark in s at or after from.
func nextMark(s string, from int) (mark, bool) {
	i := strings.IndexByte(s[from:], markOpen)
	if i < 0 {
		return mark{}, false
	}
	i += from
	j := strings.IndexByte(s[i:], markClose)
	if j < 0 {
		return mark{}, false // cannot happen: marks are written whole
	}
	j += i
	m := mark{start: i, end: j + 1, key: s[i+1 : j]}
	if k := strings.IndexByte(m.key, markSep); k >= 0 {
		m.key, m.body, m.hasDoc = m.key[:k], m.key[k+1:], true
	}
	return m, true
}

// resolveDocs replaces the marks in decl by trailing comments, leaving
// out those the legend states, and returns the legend block ("" when no
// doc repeats enough to pay for an entry, or when useLegend is false).
// taken holds key texts that must not get an entry (the tools' names).
func resolveDocs(decl string, taken map[string]bool, useLegend bool) (legend, out string) {
	if strings.IndexByte(decl, markOpen) < 0 {
		return "", decl
	}
	counts := map[string]map[string]int{}
	bare := map[string]bool{}
	for at := 0; ; {
		m, ok := nextMark(decl, at)
		if !ok {
			break
		}
		at = m.end
		if !m.hasDoc {
			bare[m.key] = true
			continue
		}
		c := counts[m.key]
		if c == nil {
			c = map[string]int{}
			counts[m.key] = c
		}
		c[m.body]++
	}
	entries := map[string]string{}
	var keys []string
	for k, bodies := range counts {
		if !useLegend || bare[k] || taken[k] {
			continue
		}
		best, bestSave := "", 0
		for body, n := range bodies {
			if n < 2 || body == "" {
				continue
			}
			// Each use saves " // body"; the entry costs "// k: body\n".
			save := n*(len(" // ")+len(body)) - (len("// : \n") + len(k) + len(body))
			if save > bestSave || save == bestSave && save > 0 && body < best {
				best, bestSave = body, save
			}
		}
		if bestSave > 0 {
			entries[k] = best
			keys = append(keys, k)
		}
	}
	var b strings.Builder
	b.Grow(len(decl))
	for at := 0; ; {
		m, ok := nextMark(decl, at)
		if !ok {
			b.WriteString(decl[at:])
			break
		}
		b.WriteString(decl[at:m.start])
		at = m.end
		if !m.hasDoc {
			continue
		}
		if e, ok := entries[m.key]; ok && e == m.body {
			continue
		}
		b.WriteString(" //")
		if m.body != "" {
			b.WriteByte(' ')
			b.WriteString(m.body)
		}
	}
	out = b.String()
	if len(keys) == 0 {
		return "", out
	}
	sort.Slice(keys, func(i, j int) bool { return lessUTF16(keys[i], keys[j]) })
	var l strings.Builder
	l.WriteString(legendHeader)
	for _, k := range keys {
		l.WriteString("\n// ")
		l.WriteString(k)
		l.WriteString(": ")
		l.WriteString(entries[k])
	}
	return l.String(), out
}
