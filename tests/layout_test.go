package tests

import (
	"encoding/json"
	"os/exec"
	"slices"
	"strings"
	"testing"
)

const module = "github.com/codemode-go/codemode"

// listedPackage is the part of `go list -json` the layout rules read.
type listedPackage struct {
	ImportPath string
	Name       string
	Imports    []string
	Deps       []string
}

func listPackages(t *testing.T) []listedPackage {
	t.Helper()
	out, err := exec.Command("go", "list", "-json", module+"/...").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	var pkgs []listedPackage
	dec := json.NewDecoder(strings.NewReader(string(out)))
	for dec.More() {
		var p listedPackage
		if err := dec.Decode(&p); err != nil {
			t.Fatalf("decode go list output: %v", err)
		}
		pkgs = append(pkgs, p)
	}
	if len(pkgs) == 0 {
		t.Fatal("go list found no packages")
	}
	return pkgs
}

// rel returns the module-relative path of an import path, or "" for
// packages outside the module.
func rel(path string) string {
	if path == module {
		return "."
	}
	if r, ok := strings.CutPrefix(path, module+"/"); ok {
		return r
	}
	return ""
}

// under reports whether the module-relative path p is dir or inside it.
func under(p, dir string) bool { return p == dir || strings.HasPrefix(p, dir+"/") }

// TestImportDirection pins DESIGN.md §2: imports point one way
// (cmd -> adapters -> runcode -> registry -> {runtime seam, sdkgen};
// runtime -> transpile) and goja is imported only under runtime/.
func TestImportDirection(t *testing.T) {
	const goja = "github.com/dop251/goja"
	// allowed lists, per package family, the module packages it may depend on
	// (transitively). Families are matched by longest prefix.
	allowed := map[string][]string{
		"internal":  {"internal"}, // leaf helpers shared by the layers below
		"state":     {"state"},    // the store seam imports nothing of ours
		"transpile": {"transpile", "internal"},
		"sdkgen":    {"sdkgen", "internal"},
		"discovery": {"discovery", "sdkgen", "internal"},
		"observe":   {"observe", "internal"},
		"runtime":   {"runtime", "transpile", "internal"},
		"registry":  {"registry", "runtime", "sdkgen", "discovery", "observe", "state", "internal"},
		// runcode is the run_code engine above the pipeline: registry knows
		// it only as an installed Transport and never imports it.
		"runcode":   {"runcode", "registry", "runtime", "sdkgen", "discovery", "observe", "state", "internal"},
		"toolset":   {"toolset", "registry", "runtime", "sdkgen", "discovery", "observe", "state", "internal"}, // registry's own dependencies included
		"telemetry": {"telemetry", "registry", "runtime", "sdkgen", "discovery", "observe", "state", "internal"},
		"upstream":  {"upstream", "registry", "runtime", "sdkgen", "discovery", "observe", "state", "telemetry", "internal"},
		// The upstream OAuth client knows HTTP and the store seam only.
		"upstream/oauth": {"upstream/oauth", "state"},
		"mcpserver":      {"mcpserver", "upstream", "runcode", "registry", "runtime", "sdkgen", "discovery", "observe", "state", "telemetry", "toolset", "internal"},
		"tests":          nil, // tests may use anything
		"cmd":            nil,
		"bench":          nil,
		"deploy":         nil, // the scale test's load generator
	}
	// integrations/kit is the SDK-free code the integrations/* adapter
	// modules share (each adapter is a module of its own; kit is the root
	// module's, public because another module imports it). It sits at the
	// level of cmd: the example agents' glue and the adapters' test
	// scaffolding start a runtime backend and the workspace toolset.
	allowed["integrations"] = []string{"integrations", "internal", "runcode", "registry", "runtime", "transpile", "sdkgen", "discovery", "observe", "state", "toolset"}
	// The seam itself and the pure packages must not reach goja even
	// transitively.
	gojaFree := []string{"internal", "integrations/internal/toolresult", "integrations/internal/toolimport", "state", "transpile", "sdkgen", "discovery", "observe", "registry", "toolset", "telemetry", "upstream", "mcpserver"}
	// Except these, which reach goja through the runtime backend they
	// start (they never import it themselves: see above).
	startsBackend := []string{"integrations/kit/agentmain", "integrations/kit/adaptertest"}

	for _, p := range listPackages(t) {
		r := rel(p.ImportPath)
		family := strings.SplitN(r, "/", 2)[0]
		for f := range allowed {
			if len(f) > len(family) && under(r, f) {
				family = f
			}
		}
		for _, imp := range p.Imports {
			if (imp == goja || strings.HasPrefix(imp, goja+"/")) && !under(r, "runtime") {
				t.Errorf("%s imports %s: goja belongs to runtime/ only", r, imp)
			}
		}
		if r == "runtime" {
			for _, d := range p.Deps {
				if strings.HasPrefix(d, goja) {
					t.Errorf("the runtime seam depends on %s; backends belong in sub-packages", d)
				}
			}
		}
		for _, free := range gojaFree {
			if under(r, free) && !slices.ContainsFunc(startsBackend, func(b string) bool { return under(r, b) }) {
				for _, d := range p.Deps {
					if d == goja || strings.HasPrefix(d, goja+"/") {
						t.Errorf("%s depends on %s; it must stay free of the JS engine", r, d)
					}
				}
			}
		}
		rules, known := allowed[family]
		if !known {
			t.Errorf("package %s is in no known layer; add it to the layout rules in DESIGN order", r)
			continue
		}
		if rules == nil {
			continue
		}
		for _, d := range p.Deps {
			dr := rel(d)
			if dr == "" {
				continue
			}
			ok := false
			for _, a := range rules {
				if under(dr, a) {
					ok = true
				}
			}
			if !ok {
				t.Errorf("%s depends on %s, against the import direction of DESIGN.md §2", r, dr)
			}
		}
	}
}

// TestNoTestingInProduction (issue 37): no package a binary links —
// cmd/codemode and every library package — depends on the testing
// package, so test-only hooks (internal/testhook) cannot be reached from
// a production build and its flags stay its own. Only test helper
// packages (named *test, and testredis) may.
func TestNoTestingInProduction(t *testing.T) {
	var linked []string
	for _, p := range listPackages(t) {
		if strings.HasSuffix(p.Name, "test") || p.Name == "testredis" {
			continue
		}
		if slices.Contains(p.Deps, "testing") {
			linked = append(linked, rel(p.ImportPath))
		}
	}
	if len(linked) > 0 {
		t.Fatalf("these packages link the testing package: %s", strings.Join(linked, ", "))
	}
	cmd, err := exec.Command("go", "list", "-deps", module+"/cmd/codemode").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	if slices.Contains(strings.Fields(string(cmd)), "testing") {
		t.Fatal("cmd/codemode links the testing package")
	}
}
