package srcmap

import (
	"errors"
	"reflect"
	"testing"
)

// TestDecode checks segments decoded from mappings written by hand from the
// spec's VLQ rules (A=0, C=1, D=-1, g=16 with continuation...).
func TestDecode(t *testing.T) {
	cases := []struct {
		name, in string
		want     [][]Segment
	}{
		{"empty", "", [][]Segment{nil}},
		{"one segment", "AAAA", [][]Segment{{{0, 0, 0}}}},
		{"deltas accumulate on a line", "AAAA,CAAC,EACA", [][]Segment{{{0, 0, 0}, {1, 0, 1}, {3, 1, 1}}}},
		{"column resets per line, source fields do not", "AAAA;CACC;", [][]Segment{{{0, 0, 0}}, {{1, 1, 1}}, nil}},
		{"leading empty lines", ";;CAAC", [][]Segment{nil, nil, {{1, 0, 1}}}},
		{"negative deltas", "AAgBgB,CADD", [][]Segment{{{0, 16, 16}, {1, 15, 15}}}},
		{"one-field segments are skipped but move the column", "E,CAAC", [][]Segment{{{3, 0, 1}}}},
		{"five fields (name)", "AAAAA,CAACC", [][]Segment{{{0, 0, 0}, {1, 0, 1}}}},
		{"multi-digit value", "2BAAA", [][]Segment{{{27, 0, 0}}}},
		{"unsorted columns are sorted", "KAAA,FAAC", [][]Segment{{{3, 0, 1}, {5, 0, 0}}}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m, err := Decode(c.in)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(m.Lines, c.want) {
				t.Errorf("Decode(%q) = %v, want %v", c.in, m.Lines, c.want)
			}
		})
	}
}

func TestDecodeInvalid(t *testing.T) {
	for _, in := range []string{"A!AA", "AA", "AAA", "AAAAAA", "g", "AAAA,gggggggggg", "DAAA", "ADAA", "AAAD"} {
		if _, err := Decode(in); !errors.Is(err, ErrInvalid) {
			t.Errorf("Decode(%q) error = %v, want ErrInvalid", in, err)
		}
	}
}

func TestLookup(t *testing.T) {
	m, err := Decode("CAAA,IAAE;;AACA")
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		line, col int
		want      Segment
		ok        bool
	}{
		{0, 0, Segment{1, 0, 0}, true}, // before the first segment: the first
		{0, 1, Segment{1, 0, 0}, true},
		{0, 4, Segment{1, 0, 0}, true},
		{0, 5, Segment{5, 0, 2}, true},
		{0, 99, Segment{5, 0, 2}, true},
		{1, 0, Segment{}, false}, // no segments
		{2, 3, Segment{0, 1, 2}, true},
		{3, 0, Segment{}, false},
		{-1, 0, Segment{}, false},
	}
	for _, c := range cases {
		got, ok := m.Lookup(c.line, c.col)
		if got != c.want || ok != c.ok {
			t.Errorf("Lookup(%d, %d) = %v, %v; want %v, %v", c.line, c.col, got, ok, c.want, c.ok)
		}
	}
	var nilMap *Map
	if _, ok := nilMap.Lookup(0, 0); ok {
		t.Error("nil map found a segment")
	}
}

// FuzzDecode: any string decodes or fails with ErrInvalid, never panics,
// and decoded positions are never negative.
func FuzzDecode(f *testing.F) {
	for _, s := range []string{"", "AAAA;CACC", ";;CAAC,E", "AAgBgB,CADD", "2BAAA", "A!", "gggggggg"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		m, err := Decode(s)
		if err != nil {
			if !errors.Is(err, ErrInvalid) {
				t.Fatalf("error %v does not wrap ErrInvalid", err)
			}
			return
		}
		for i, l := range m.Lines {
			for j, seg := range l {
				if seg.GenCol < 0 || seg.SrcLine < 0 || seg.SrcCol < 0 || (j > 0 && l[j-1].GenCol > seg.GenCol) {
					t.Fatalf("line %d: bad segments %v", i, l)
				}
			}
			if len(l) > 0 {
				if _, ok := m.Lookup(i, int(l[0].GenCol)); !ok {
					t.Fatalf("line %d: lookup failed", i)
				}
			}
		}
	})
}
