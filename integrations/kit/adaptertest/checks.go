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

// CheckSentOnce fails when the system text and the tool list of one
// request share a 200-byte window: the SDK belongs in run_code's
// description alone, or every request pays for it twice (issue #42).
func CheckSentOnce(t *testing.T, system, tools string) {
	t.Helper()
	const n = 200
	for i := 0; i+n <= len(system); i += n / 4 {
		if w := system[i : i+n]; strings.Contains(tools, w) {
			t.Errorf("the system text and the tool list both carry %q", w)
			return
		}
	}
}
