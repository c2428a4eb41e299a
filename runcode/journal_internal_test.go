package runcode

import (
	"errors"
	"testing"

	"github.com/codemode-go/codemode/state"
)

// TestDecodeJournalPending: only a journal that a drain left may have no
// pending call (the run was stopped between calls); an approval's journal
// without one is corrupt.
func TestDecodeJournalPending(t *testing.T) {
	pending := []PendingCall{{Tool: "write", Arguments: []byte(`{}`)}}
	for _, tc := range []struct {
		name    string
		drained bool
		pending []PendingCall
		ok      bool
	}{
		{"approval with a pending call", false, pending, true},
		{"approval without one", false, nil, false},
		{"drain with interrupted calls", true, pending, true},
		{"drain between calls", true, nil, true},
	} {
		b, err := encodeJournal(&journal{V: journalVersion, Code: codeHash("c"), Tools: codeHash("t"), Pending: tc.pending, Drained: tc.drained}, 1<<20)
		if err != nil {
			t.Fatal(err)
		}
		j, err := decodeJournal(b)
		switch {
		case tc.ok && err != nil:
			t.Errorf("%s: %v", tc.name, err)
		case !tc.ok && !errors.Is(err, state.ErrCorrupt):
			t.Errorf("%s: err = %v, want ErrCorrupt", tc.name, err)
		case tc.ok && j.Drained != tc.drained:
			t.Errorf("%s: drained = %v", tc.name, j.Drained)
		}
	}
}
