package langlib_test

import "testing"

// TestES2026 runs the probes of testdata/es2026.txt: the ES2025/2026
// library langlib adds (iterator helpers and Iterator.concat/zip, Set
// methods, getOrInsert, Promise.try/allKeyed, JSON.rawJSON and the
// reviver's source text), each in a fresh runtime.
func TestES2026(t *testing.T) {
	probes, err := parseProbes("testdata/es2026.txt")
	if err != nil {
		t.Fatal(err)
	}
	if len(probes) < 20 {
		t.Fatalf("parsed %d probes, want at least 20", len(probes))
	}
	for _, p := range probes {
		t.Run(p.Name, func(t *testing.T) {
			got, err := runTS(t, newVM(t, true), p.Body)
			if err != nil {
				t.Fatalf("es2026.txt:%d: %v", p.Line, err)
			}
			if got != p.Want {
				t.Errorf("es2026.txt:%d: got %q, want %q", p.Line, got, p.Want)
			}
		})
	}
}
