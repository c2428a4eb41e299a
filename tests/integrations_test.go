package tests

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestCoreFreeOfProviderSDKs pins DESIGN.md §2's integrations/ rule: each
// adapter is its own Go module, so a user of the core packages never
// downloads a provider SDK or framework. integrations/kit is the
// exception: the SDK-free code the adapters share, which belongs to the
// core module (the dependency check below still covers it). No adapter
// imports an internal package of the core module: a released adapter pins
// a core release, whose internals may change under it.
func TestCoreFreeOfProviderSDKs(t *testing.T) {
	sdks := []string{"github.com/anthropics/", "github.com/openai/", "google.golang.org/genai", "github.com/cloudwego/", "github.com/firebase/genkit"}
	for _, p := range listPackages(t) {
		if r := rel(p.ImportPath); under(r, "integrations") && !under(r, "integrations/kit") {
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
		if fi, err := os.Stat(d); err != nil || !fi.IsDir() || filepath.Base(d) == "kit" {
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
		err = filepath.WalkDir(d, func(path string, e os.DirEntry, err error) error {
			if err != nil || e.IsDir() || !strings.HasSuffix(path, ".go") {
				return err
			}
			b, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			for _, imp := range coreInternalImport.FindAllString(string(b), -1) {
				t.Errorf("%s imports %s: an adapter module may use only the core module's public packages", path, imp)
			}
			return nil
		})
		if err != nil {
			t.Error(err)
		}
	}
}

// coreInternalImport matches an import of an internal package of the
// core module.
var coreInternalImport = regexp.MustCompile(`"github\.com/codemode-go/codemode/(?:[^"]*/)?internal(?:/[^"]*)?"`)
