package main

import (
	"encoding/binary"
	"math"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

func TestUseWords(t *testing.T) {
	got := useWords([]string{"issue", "", "pull", "issue"}, map[string]bool{"pod": true, "pull": true, "branch": true})
	want := []string{"issue", "pull", "branch", "pod"}
	if !slices.Equal(got, want) {
		t.Errorf("useWords = %v, want %v", got, want)
	}
}

// TestTableRoundTrip writes a table and reads it back: the words in
// order, each vector the unit vector written, to int8 precision.
func TestTableRoundTrip(t *testing.T) {
	path := filepath.Join(t.TempDir(), "t.bin")
	ws := []string{"refund", "payout"}
	if err := write(path, ws, [][]float64{{3, 4}, {0, -2}}, 2); err != nil {
		t.Fatal(err)
	}
	gw, gv, err := readTable(path)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(gw, ws) {
		t.Fatalf("words %v, want %v", gw, ws)
	}
	want := [][]float64{{0.6, 0.8}, {0, -1}}
	for i := range want {
		for d := range want[i] {
			if math.Abs(gv[i][d]-want[i][d]) > 0.01 {
				t.Errorf("vector %d = %v, want %v", i, gv[i], want[i])
			}
		}
	}
	if err := os.WriteFile(path, []byte("CMWV1\n\x02\x00\x00\x00\x01\x00\x00\x00\x01a\x05"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, _, err := readTable(path); err == nil {
		t.Error("a table short of its vectors reads without error")
	}
}

func TestReadUse(t *testing.T) {
	dir := t.TempDir()
	wp, vp := filepath.Join(dir, "w.json"), filepath.Join(dir, "v.f32")
	if err := os.WriteFile(wp, []byte(`["pod","node"]`), 0o644); err != nil {
		t.Fatal(err)
	}
	var b []byte
	for _, x := range []float32{1, 2, 3, 4} {
		b = binary.LittleEndian.AppendUint32(b, math.Float32bits(x))
	}
	if err := os.WriteFile(vp, b, 0o644); err != nil {
		t.Fatal(err)
	}
	ws, vs, err := readUse(wp, vp, 2)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(ws, []string{"pod", "node"}) || !slices.Equal(vs[1], []float64{3, 4}) {
		t.Errorf("readUse = %v %v", ws, vs)
	}
	if _, _, err := readUse(wp, vp, 3); err == nil {
		t.Error("vectors of the wrong size read without error")
	}
	b = binary.LittleEndian.AppendUint32(b[:12], math.Float32bits(float32(math.NaN())))
	if err := os.WriteFile(vp, b, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, _, err := readUse(wp, vp, 2); err == nil {
		t.Error("a NaN reads without error")
	}
}

// TestCombine joins the two sources' unit vectors; a word the base
// table lacks keeps zeros in its half.
func TestCombine(t *testing.T) {
	got := combine([]string{"pod", "kubelet"}, [][]float64{{2, 0}, {0, 3}}, []string{"pod"}, [][]float64{{0, 0, 5}})
	want := [][]float64{{1, 0, 0, 0, 1}, {0, 1, 0, 0, 0}}
	for i := range want {
		if !slices.Equal(got[i], want[i]) {
			t.Errorf("combine[%d] = %v, want %v", i, got[i], want[i])
		}
	}
}
