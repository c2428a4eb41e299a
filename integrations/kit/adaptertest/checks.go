package adaptertest

import (
	"strings"
	"testing"
)

// CodeOnlyRule is a phrase of the system prompt that a code-mode
// registry renders.
const CodeOnlyRule = "Only `run_code` can be called directly"

// CheckSDK fails unless run_code's description carries the SDK: the
// declarations of the workspace tools Program and Cases use.
func CheckSDK(t *testing.T, desc string) {
	t.Helper()
	for _, decl := range []string{"glob: {", "read: {", "grep: {", "declare const tools"} {
		if !strings.Contains(desc, decl) {
			t.Errorf("run_code description lacks the SDK's %q", decl)
		}
	}
}
