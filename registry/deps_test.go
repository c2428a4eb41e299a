package registry_test

import (
	"os/exec"
	"strings"
	"testing"
)

// DESIGN §2: registry depends on the runtime seam, never on goja or a
// runtime backend (test imports aside).
func TestNoEngineDependency(t *testing.T) {
	goBin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("go tool not found")
	}
	out, err := exec.Command(goBin, "list", "-deps", ".").Output()
	if err != nil {
		t.Skipf("go list: %v", err)
	}
	for _, dep := range strings.Fields(string(out)) {
		if strings.Contains(dep, "dop251/goja") || strings.HasPrefix(dep, "github.com/codemode-go/codemode/runtime/") {
			t.Errorf("registry depends on %s", dep)
		}
	}
}
