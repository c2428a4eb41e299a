package process

import (
	"testing"

	"github.com/codemode-go/codemode/runtime/internal/completiontest"
)

// TestCompletionGolden checks that a worker encodes completions exactly as
// the in-process backend does: the same golden table (issue #21 item 7).
func TestCompletionGolden(t *testing.T) {
	completiontest.Check(t, newRT(t, nil, &Options{Workers: 1}), "../inprocess/testdata/completion.golden", false)
}

// TestCallsGolden checks that a worker's failed binding calls name their
// member and the program's line:col exactly as the in-process backend's
// do: the same golden table (issue #21 item 7).
func TestCallsGolden(t *testing.T) {
	completiontest.CheckWith(t, newRT(t, nil, &Options{Workers: 1}), "../inprocess/testdata/calls.golden",
		completiontest.CallsHeader, completiontest.CallNamespaces(), false)
}
