// Package srcmap decodes the "mappings" field of a version 3 source map
// (https://sourcemaps.info/spec.html) into per-line segments and looks
// generated positions up in them. It keeps only what transpile needs: the
// generated column and the original line and column of each segment that
// names a source; names and source indexes are dropped (esbuild's Transform
// output has exactly one source).
//
// All numbers are 0-based. Columns are whatever unit the map uses; for
// esbuild that is UTF-16 code units.
package srcmap

import (
	"errors"
	"fmt"
	"sort"
)

// Segment is one mapping: generated column GenCol of its line maps to
// original line SrcLine and column SrcCol.
type Segment struct {
	GenCol, SrcLine, SrcCol int32
}

// Map holds the decoded segments of each generated line, each line's
// segments sorted by GenCol. It is immutable after Decode and safe for
// concurrent use.
type Map struct {
	// Lines[i] are the segments of generated line i (0-based).
	Lines [][]Segment
}

// ErrInvalid reports a malformed mappings string.
var ErrInvalid = errors.New("srcmap: invalid mappings")

// Decode parses a mappings string. Segments without a source (one-field
// segments) are skipped. It never panics; malformed input is an error
// wrapping ErrInvalid that names the offset.
func Decode(mappings string) (*Map, error) {
	m := &Map{}
	var line []Segment
	var srcIdx, srcLine, srcCol, name int64
	var genCol int64
	sorted := true
	flush := func() {
		if !sorted {
			sort.SliceStable(line, func(i, j int) bool { return line[i].GenCol < line[j].GenCol })
		}
		m.Lines = append(m.Lines, line)
		line = nil
		sorted = true
		genCol = 0
	}
	var fields [5]int64
	i := 0
	for i <= len(mappings) {
		if i == len(mappings) {
			flush()
			break
		}
		switch mappings[i] {
		case ';':
			flush()
			i++
			continue
		case ',':
			i++
			continue
		}
		n := 0
		for i < len(mappings) && mappings[i] != ',' && mappings[i] != ';' {
			if n == len(fields) {
				return nil, fmt.Errorf("%w: more than 5 fields in a segment at offset %d", ErrInvalid, i)
			}
			v, next, err := vlq(mappings, i)
			if err != nil {
				return nil, err
			}
			fields[n] = v
			n++
			i = next
		}
		if n != 1 && n != 4 && n != 5 {
			return nil, fmt.Errorf("%w: segment with %d fields before offset %d", ErrInvalid, n, i)
		}
		genCol += fields[0]
		if n == 1 {
			continue
		}
		srcIdx += fields[1]
		srcLine += fields[2]
		srcCol += fields[3]
		if n == 5 {
			name += fields[4]
		}
		if genCol < 0 || srcIdx < 0 || srcLine < 0 || srcCol < 0 || genCol > 1<<31-1 || srcLine > 1<<31-1 || srcCol > 1<<31-1 {
			return nil, fmt.Errorf("%w: position out of range before offset %d", ErrInvalid, i)
		}
		s := Segment{GenCol: int32(genCol), SrcLine: int32(srcLine), SrcCol: int32(srcCol)}
		if len(line) > 0 && line[len(line)-1].GenCol > s.GenCol {
			sorted = false
		}
		line = append(line, s)
	}
	return m, nil
}

// vlq decodes one base64 VLQ value starting at s[i] and returns it with the
// offset just past it.
func vlq(s string, i int) (int64, int, error) {
	var v int64
	shift := uint(0)
	for {
		if i >= len(s) {
			return 0, i, fmt.Errorf("%w: truncated value at offset %d", ErrInvalid, i)
		}
		d := base64Value(s[i])
		if d < 0 {
			return 0, i, fmt.Errorf("%w: bad character %q at offset %d", ErrInvalid, s[i], i)
		}
		i++
		v |= int64(d&31) << shift
		if d&32 == 0 {
			break
		}
		shift += 5
		if shift > 35 {
			return 0, i, fmt.Errorf("%w: value too long at offset %d", ErrInvalid, i)
		}
	}
	if v&1 != 0 {
		return -(v >> 1), i, nil
	}
	return v >> 1, i, nil
}

func base64Value(c byte) int {
	switch {
	case c >= 'A' && c <= 'Z':
		return int(c - 'A')
	case c >= 'a' && c <= 'z':
		return int(c-'a') + 26
	case c >= '0' && c <= '9':
		return int(c-'0') + 52
	case c == '+':
		return 62
	case c == '/':
		return 63
	}
	return -1
}

// Lookup returns the segment covering generated line genLine and column
// genCol: the last segment of that line starting at or before genCol, or
// the line's first segment when genCol precedes it. ok is false when the
// line has no segments.
func (m *Map) Lookup(genLine, genCol int) (Segment, bool) {
	if m == nil || genLine < 0 || genLine >= len(m.Lines) {
		return Segment{}, false
	}
	segs := m.Lines[genLine]
	if len(segs) == 0 {
		return Segment{}, false
	}
	j := sort.Search(len(segs), func(k int) bool { return int(segs[k].GenCol) > genCol })
	if j == 0 {
		return segs[0], true
	}
	return segs[j-1], true
}
