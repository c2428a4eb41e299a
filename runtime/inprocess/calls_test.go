package inprocess

import (
	"testing"

	"github.com/codemode-go/codemode/runtime/internal/completiontest"
)

// TestCallsGolden checks that an uncaught failed binding call names its
// member and the program's TypeScript line:col (issue #21 item 7) against
// testdata/calls.golden, which the process backend's tests check too.
func TestCallsGolden(t *testing.T) {
	completiontest.CheckWith(t, mustNew(t, nil), "testdata/calls.golden", completiontest.CallsHeader, completiontest.CallNamespaces(), *update)
}
