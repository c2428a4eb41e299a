package rawjson

import (
	"errors"
	"fmt"
	"sort"
	"strconv"
	"unicode/utf8"
)

// ErrBudget is returned by Preview when the budget cannot hold even a
// marker.
var ErrBudget = errors.New("rawjson: budget too small for a preview")

// MinPreviewBudget is the smallest budget Preview always honours with a
// value (a marker string at least).
const MinPreviewBudget = 8

// The markers a preview puts where it left something out. Each says what
// is missing, so a model reading the preview knows it is not the value.
const (
	// MarkerPrefix starts every marker text; the ellipsis alone marks a
	// string cut too short for more.
	MarkerPrefix = "…"
	// MarkerKey is the member name of an object's marker (a variant with
	// more ellipses is used when the object already has this member).
	MarkerKey = "…"
)

// maxPreviewDepth bounds how deep Preview descends to clip; deeper
// oversized containers become one summary marker.
const maxPreviewDepth = 48

// markerReserve is room kept for an array's or object's marker: longer
// than any marker text plus its member name.
const markerReserve = 64

// minShare is the least budget an object member is given when its members
// share a budget: enough for a short marker.
const minShare = 16

// Preview returns a JSON value of at most budget bytes that shows as much
// of b (one JSON value) as fits, keeping its structure:
//
//   - a value that fits is copied unchanged;
//   - an object keeps its members and clips the largest first: the budget
//     is shared so that members smaller than an even share stay whole and
//     the larger ones are clipped to the same size ("water-filling");
//     when even the member names do not fit, leading members stay and a
//     member named "…" says how many were left out;
//   - an array keeps its leading items whole, then the next one clipped
//     into the room left, then a string item that says how many items
//     and bytes were left out;
//   - a string keeps a prefix (never splitting a character or an escape)
//     and ends in "… [clipped N bytes]";
//   - a container deeper than a few dozen levels, or too large for its
//     share, becomes a string that names its kind and size.
//
// Every marker starts with MarkerPrefix. A budget below MinPreviewBudget
// is ErrBudget when b does not fit. The cost is linear in the bytes of the parts that are
// clipped, times their depth (bounded).
func Preview(b []byte, budget int) ([]byte, error) {
	i := ws(b, 0)
	end, err := skip(b, i)
	if err != nil {
		return nil, err
	}
	v := b[i:end]
	if len(v) > budget && budget < MinPreviewBudget {
		return nil, ErrBudget
	}
	out, err := clip(v, budget, 0)
	if err != nil {
		return nil, err
	}
	if out == nil {
		return nil, ErrBudget
	}
	return out, nil
}

// PreviewMembers returns what Preview returns for the object whose
// members are keys[i] (raw JSON string tokens, quotes included) with the
// values values[i] (each one valid JSON value), in order, without the
// object's text being made: the values may be held apart, so a caller
// that keeps a large value in a buffer of its own previews it without
// joining it into a copy of the whole object.
func PreviewMembers(keys []string, values [][]byte, budget int) ([]byte, error) {
	if len(keys) != len(values) {
		return nil, errors.New("rawjson: PreviewMembers wants one value per key")
	}
	ms := make([]member, len(keys))
	n := 1 // the brace
	for i, k := range keys {
		if i > 0 {
			n++
		}
		n += len(k) + 1
		ms[i] = member{key: []byte(k), start: n, end: n + len(values[i]), val: values[i]}
		n += len(values[i])
	}
	size := n + 1
	if size <= budget {
		out := make([]byte, 0, size)
		out = append(out, '{')
		for i, m := range ms {
			if i > 0 {
				out = append(out, ',')
			}
			out = append(append(append(out, m.key...), ':'), m.val...)
		}
		return append(out, '}'), nil
	}
	if budget < MinPreviewBudget {
		return nil, ErrBudget
	}
	out, err := clipMembers(func(visit func(m member) bool) error {
		for _, m := range ms {
			if !visit(m) {
				return nil
			}
		}
		return nil
	}, size, budget, 0)
	if err != nil {
		return nil, err
	}
	if out == nil {
		return nil, ErrBudget
	}
	return out, nil
}

// clip returns v cut to at most budget bytes, or nil when nothing fits.
func clip(v []byte, budget, depth int) ([]byte, error) {
	if len(v) <= budget {
		return v, nil
	}
	switch Kind(v) {
	case "string":
		return clipString(v, budget), nil
	case "object":
		if depth >= maxPreviewDepth {
			return summary(v, budget)
		}
		return clipObject(v, budget, depth)
	case "array":
		if depth >= maxPreviewDepth {
			return summary(v, budget)
		}
		return clipArray(v, budget, depth)
	}
	return markerString("", MarkerPrefix, budget), nil // a number longer than the budget
}

// clipString keeps the longest prefix of the string token v that fits
// with its marker.
func clipString(v []byte, budget int) []byte {
	content := v[1 : len(v)-1]
	// Size the marker for the largest count it may show.
	room := budget - 2 - len(cutMarker(len(content)))
	if room <= 0 {
		return markerString("", MarkerPrefix, budget)
	}
	cut := prefixEnd(content, room)
	marker := cutMarker(len(content) - cut)
	if n := cut + len(marker) + 2; n <= budget {
		// What markerString answers when it need not cut, made with one
		// copy of the prefix rather than three: a preview of a large
		// string is most of the budget.
		out := make([]byte, 0, n)
		out = append(out, '"')
		out = append(out, content[:cut]...)
		out = append(out, marker...)
		return append(out, '"')
	}
	return markerString(string(content[:cut]), marker, budget)
}

func cutMarker(n int) string { return MarkerPrefix + " [clipped " + sizeText(n) + "]" }

// prefixEnd returns the largest index <= limit at which content (the
// inside of a valid string token) can be cut: not inside an escape
// sequence or a UTF-8 character.
func prefixEnd(content []byte, limit int) int {
	i := 0
	for i < len(content) {
		n := 1
		switch c := content[i]; {
		case c == '\\':
			n = 2
			if i+1 < len(content) && content[i+1] == 'u' {
				n = 6
			}
		case c >= utf8.RuneSelf:
			_, n = utf8.DecodeRune(content[i:])
		}
		if i+n > limit {
			return i
		}
		i += n
	}
	return i
}

// markerString returns the string token prefix+marker (prefix is raw
// token content), cut to budget; nil when not even the quotes fit.
func markerString(prefix, marker string, budget int) []byte {
	if budget < 2 {
		return nil
	}
	s := prefix + marker
	if len(s)+2 > budget {
		s = s[:prefixEnd([]byte(s), budget-2)]
	}
	out := make([]byte, 0, len(s)+2)
	out = append(out, '"')
	out = append(out, s...)
	return append(out, '"')
}

// summary replaces the container v by a string naming its kind and size.
func summary(v []byte, budget int) ([]byte, error) {
	n := 0
	if err := children(v, func(member) bool { n++; return true }); err != nil {
		return nil, err
	}
	return summaryOf(Kind(v), n, len(v), budget), nil
}

// summaryOf is summary's marker for a container of kind with n children
// and size bytes of text.
func summaryOf(kind string, n, size, budget int) []byte {
	unit := "items"
	if kind == "object" {
		unit = "members"
	}
	return markerString("", fmt.Sprintf("%s [clipped %s of %d %s, %s]", MarkerPrefix, kind, n, unit, sizeText(size)), budget)
}

// clipArray keeps leading items whole, then one clipped item, then a
// marker item counting the rest.
func clipArray(v []byte, budget, depth int) ([]byte, error) {
	if budget < 2+markerReserve {
		return summary(v, budget)
	}
	room := budget - 2 - markerReserve - 1 // the brackets, the marker and its comma
	out := []byte{'['}
	shown, total := 0, 0
	restFrom := -1 // the offset of the first item not shown whole
	partial := false
	var werr error
	err := children(v, func(m member) bool {
		total++
		if restFrom >= 0 {
			return true // counting the rest
		}
		size := m.end - m.start
		sep := 0
		if shown > 0 {
			sep = 1
		}
		if size+sep <= room {
			out = appendSep(out, shown)
			out = append(out, v[m.start:m.end]...)
			room -= size + sep
			shown++
			return true
		}
		restFrom = m.start
		if room-sep >= minShare*2 {
			c, err := clip(v[m.start:m.end], room-sep, depth+1)
			if err != nil {
				werr = err
				return false
			}
			if c != nil {
				out = appendSep(out, shown)
				out = append(out, c...)
				shown++
				partial = true
			}
		}
		return true
	})
	if err == nil {
		err = werr
	}
	if err != nil {
		return nil, err
	}
	left := total - shown
	if left > 0 || partial {
		rest := len(v) - 1 - restFrom
		text := fmt.Sprintf("%s [clipped %d more items, %s]", MarkerPrefix, left, sizeText(rest))
		if left == 0 {
			text = MarkerPrefix + " [the item before is clipped]"
		}
		out = appendSep(out, shown)
		out = append(out, markerString("", text, markerReserve)...)
	}
	return append(out, ']'), nil
}

func appendSep(out []byte, n int) []byte {
	if n > 0 {
		return append(out, ',')
	}
	return out
}

// clipObject shares the budget among the members, clipping the largest
// first; members whose names do not fit are counted by a marker member.
func clipObject(v []byte, budget, depth int) ([]byte, error) {
	each := func(visit func(m member) bool) error {
		return children(v, func(m member) bool { m.val = v[m.start:m.end]; return visit(m) })
	}
	return clipMembers(each, len(v), budget, depth)
}

// clipMembers is clipObject over the members each walks, of an object
// whose text is size bytes long (the members' spans are offsets in it).
func clipMembers(each func(visit func(m member) bool) error, size, budget, depth int) ([]byte, error) {
	var ms []member
	var needs []int // needs[i]: the budget members 0..i need at least
	overhead := 2   // the braces
	need := 0
	total, cut := 0, -1
	hasMarkerKey := map[string]bool{}
	err := each(func(m member) bool {
		total++
		hasMarkerKey[string(m.key)] = true
		if cut >= 0 {
			return true // counting the rest
		}
		cost := len(m.key) + 1 + min(m.end-m.start, minShare)
		if len(ms) > 0 {
			cost++
		}
		if overhead+need+cost <= budget {
			ms = append(ms, m)
			need += cost
			needs = append(needs, overhead+need)
			return true
		}
		cut = len(ms)
		return true
	})
	if err != nil {
		return nil, err
	}
	restBytes := 0
	if cut >= 0 { // some members do not fit: make room for the marker
		for len(ms) > 0 && needs[len(ms)-1] > budget-markerReserve {
			ms = ms[:len(ms)-1]
		}
		from := size - 1
		if len(ms) > 0 {
			from = ms[len(ms)-1].end
		}
		restBytes = size - 1 - from
	}
	if len(ms) == 0 {
		return summaryOf("object", total, size, budget), nil
	}
	dropped := total - len(ms)
	var marker []byte
	if dropped > 0 {
		key := MarkerKey
		for hasMarkerKey[`"`+key+`"`] {
			key += MarkerPrefix
		}
		marker = markerString("", key, len(key)+2)
		marker = append(marker, ':')
		marker = append(marker, markerString("", fmt.Sprintf("%s [clipped %d more members, %s]", MarkerPrefix, dropped, sizeText(restBytes)), markerReserve-len(marker)-1)...)
		overhead += len(marker) + 1
	}
	for i, m := range ms {
		overhead += len(m.key) + 1
		if i > 0 {
			overhead++
		}
	}
	shares := waterFill(ms, budget-overhead)
	out := make([]byte, 0, budget)
	out = append(out, '{')
	for i, m := range ms {
		if i > 0 {
			out = append(out, ',')
		}
		out = append(out, m.key...)
		out = append(out, ':')
		c, err := clip(m.val, shares[i], depth+1)
		if err != nil {
			return nil, err
		}
		if c == nil {
			c = []byte("null") // unreachable: every share holds a marker
		}
		out = append(out, c...)
	}
	if marker != nil {
		out = append(out, ',')
		out = append(out, marker...)
	}
	return append(out, '}'), nil
}

// waterFill shares budget among the members' value sizes: sizes below the
// level stay whole, larger ones get the level, so the largest members
// are the ones clipped.
func waterFill(ms []member, budget int) []int {
	order := make([]int, len(ms))
	for i := range order {
		order[i] = i
	}
	size := func(i int) int { return ms[i].end - ms[i].start }
	sort.SliceStable(order, func(a, b int) bool { return size(order[a]) < size(order[b]) })
	shares := make([]int, len(ms))
	left := budget
	for k, i := range order {
		level := left / (len(order) - k)
		s := min(size(i), level)
		shares[i] = s
		left -= s
	}
	return shares
}

// sizeText writes a byte count for people: exact below 10 kB, else with
// one decimal in kB, MB or GB (powers of 1000).
func sizeText(n int) string {
	switch {
	case n < 10_000:
		return strconv.Itoa(n) + " bytes"
	case n < 1_000_000:
		return strconv.FormatFloat(float64(n)/1e3, 'f', 1, 64) + " kB"
	case n < 1_000_000_000:
		return strconv.FormatFloat(float64(n)/1e6, 'f', 1, 64) + " MB"
	}
	return strconv.FormatFloat(float64(n)/1e9, 'f', 1, 64) + " GB"
}
