package tests

import (
	"encoding/json"
	"os"
	"strings"
	"testing"
)

// probe is one language/library probe of testdata/langcheck.txt.
type probe struct{ name, expect, code string }

// parseLangcheck reads the probe file: "=== <name> | <expected>" starts a
// probe whose body (a TypeScript function body returning a string) runs to
// the next header; "#" lines before the first probe are comments.
func parseLangcheck(t *testing.T, path string) []probe {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var out []probe
	for _, line := range strings.Split(string(b), "\n") {
		if rest, ok := strings.CutPrefix(line, "=== "); ok {
			name, expect, found := strings.Cut(rest, " | ")
			if !found {
				t.Fatalf("malformed probe header %q", line)
			}
			out = append(out, probe{name: name, expect: expect})
			continue
		}
		if len(out) == 0 {
			continue // header comments
		}
		out[len(out)-1].code += line + "\n"
	}
	if len(out) == 0 {
		t.Fatal("no probes in langcheck.txt")
	}
	return out
}

// TestLangcheckThroughCLI runs every probe of testdata/langcheck.txt (the
// JavaScript that models write) through `codemode run` and compares the
// returned string with Node's (issue: language coverage).
func TestLangcheckThroughCLI(t *testing.T) {
	probes := parseLangcheck(t, "testdata/langcheck.txt")
	if len(probes) < 50 {
		t.Fatalf("only %d probes parsed", len(probes))
	}
	runProbes(t, probes)
}

// TestMoreProbesThroughCLI runs testdata/probes.txt: language and library
// use beyond langcheck.txt (arguments in arrows, using, Intl styles, ...).
func TestMoreProbesThroughCLI(t *testing.T) {
	runProbes(t, parseLangcheck(t, "testdata/probes.txt"))
}

func runProbes(t *testing.T, probes []probe) {
	dir := t.TempDir()
	for _, p := range probes {
		t.Run(p.name, func(t *testing.T) {
			t.Parallel()
			r := codemode(t, dir, p.code, "run", "--json", "-")
			out := decodeRun(t, r)
			if out.Error != nil {
				t.Fatalf("%s: %s", out.Error.Kind, out.Error.Message)
			}
			var got string
			if err := json.Unmarshal(out.Value, &got); err != nil {
				t.Fatalf("value %s is not a string: %v", out.Value, err)
			}
			if got != p.expect {
				t.Errorf("got %q, want %q", got, p.expect)
			}
		})
	}
}
