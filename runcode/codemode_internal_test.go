package runcode

import (
	"testing"

	"github.com/codemode-go/codemode/sdkgen"
)

// TestCodemodeMembersBound: every member the SDK declares has a host
// function, and every host function is declared.
func TestCodemodeMembersBound(t *testing.T) {
	decls := sdkgen.CodemodeDeclarations()
	for _, d := range decls {
		if codemodeCalls[d.Name] == nil {
			t.Errorf("codemode.%s is declared but not bound", d.Name)
		}
	}
	if len(codemodeCalls) != len(decls) {
		t.Errorf("%d members bound, %d declared", len(codemodeCalls), len(decls))
	}
}
