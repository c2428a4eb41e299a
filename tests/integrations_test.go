package tests

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestCoreFreeOfProviderSDKs pins DESIGN.md §2's integrations/ rule: each
// adapter is its own Go module, so a user of the core packages never
// downloads a provider SDK or framework. integrations/internal is the
// exception: the SDK-free code the adapters share, which belongs to the
// core module (the dependency check below still covers it).
func TestCoreFreeOfProviderSDKs(t *testing.T) {
	sdks := []string{"github.com/anthropics/", "github.com/openai/", "google.golang.org/genai", "github.com/cloudwego/", "github.com/firebase/genkit"}
	for _, p := range listPackages(t) {
		if r := rel(p.ImportPath); under(r, "integrations") && !under(r, "integrations/internal") {
			t.Errorf("%s is inside the core module; integrations/* must be modules of their own", p.ImportPath)
		}
		for _, d := range p.Deps {
			for _, s := range sdks {
				if strings.HasPrefix(d, s) {
					t.Errorf("%s depends on %s: provider SDKs belong in integrations/<name> modules", p.ImportPath, d)
				}
			}
		}
	}
	dirs, err := filepath.Glob("../integrations/*")
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range dirs {
		if fi, err := os.Stat(d); err != nil || !fi.IsDir() || filepath.Base(d) == "internal" {
			continue
		}
		gomod, err := os.ReadFile(filepath.Join(d, "go.mod"))
		if err != nil {
			t.Errorf("%s has no go.mod: %v", d, err)
			continue
		}
		if !strings.Contains(string(gomod), "replace github.com/codemode-go/codemode => ../..") {
			t.Errorf("%s/go.mod does not build against this checkout (replace github.com/codemode-go/codemode => ../..)", d)
		}
	}
}
