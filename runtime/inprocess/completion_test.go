package inprocess

import (
	"testing"

	"github.com/codemode-go/codemode/runtime/internal/completiontest"
)

// TestCompletionGolden checks the JSON.stringify completion rule (issue
// #21 item 7) against testdata/completion.golden, which the process
// backend's tests check too.
func TestCompletionGolden(t *testing.T) {
	completiontest.Check(t, mustNew(t, nil), "testdata/completion.golden", *update)
}
