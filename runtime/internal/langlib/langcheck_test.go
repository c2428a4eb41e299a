package langlib_test

import "testing"

// TestLangcheck runs every probe of testdata/langcheck.txt (copied from the
// project's shared langcheck.txt) and compares with the expected string
// recorded from Node v20.
func TestLangcheck(t *testing.T) {
	probes, err := parseProbes("testdata/langcheck.txt")
	if err != nil {
		t.Fatal(err)
	}
	if len(probes) < 50 {
		t.Fatalf("parsed %d probes, want at least 50", len(probes))
	}
	for _, p := range probes {
		t.Run(p.Name, func(t *testing.T) {
			got, err := runTS(t, newVM(t, true), p.Body)
			if err != nil {
				t.Fatalf("langcheck.txt:%d: %v", p.Line, err)
			}
			if got != p.Want {
				t.Errorf("langcheck.txt:%d: got %q, want %q", p.Line, got, p.Want)
			}
		})
	}
}
